// Every line of the WMT sample in the shared folder (English, German, Japanese; sources, system
// outputs, references): real text for differential tests.
import { readFileSync, readdirSync } from 'node:fs';
import { sharedPath } from './shared.js';

/** All lines of all files of `data/wmt-sample` (or of those whose name `accept`s), read in place. */
export function wmtSampleLines(accept: (fileName: string) => boolean = () => true): string[] {
  const root = sharedPath('data/wmt-sample');
  const lines: string[] = [];
  for (const pair of readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of readdirSync(`${root}/${pair.name}`).filter(accept)) {
      lines.push(...readFileSync(`${root}/${pair.name}/${file}`, 'utf8').split('\n'));
    }
  }
  return lines;
}
