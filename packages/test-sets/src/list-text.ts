import { pythonStrip } from '@bleukit/core';
import { DATASETS } from './catalog-data.js';

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `sacrebleu --list` (every test set) or `--list -l xx-yy` (those that have xx-yy or yy-xx): the
 * header, then `name` padded to 30 columns, `: `, the description.
 */
export function listTestSetsText(pair?: string): string {
  const [source, target] = pair === undefined ? [] : pair.split('-');
  const reverse = `${target}-${source}`;
  const lines = [pair === undefined ? 'The available test sets are:' : `The available test sets for ${pair} are:`];
  const names = DATASETS.filter((dataset) => pair === undefined || pair in dataset.langpairs || reverse in dataset.langpairs)
    .map((dataset) => dataset.name)
    .sort(byCodePoint);
  for (const name of names) {
    const dataset = DATASETS.find((entry) => entry.name === name);
    lines.push(`${name.padEnd(30)}: ${pythonStrip(dataset?.description ?? '')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** `--list -t NAME`: one `pair: field, field, …` line. */
export function fieldsLine(pair: string, fields: readonly string[]): string {
  return `${pair}: ${fields.join(', ')}`;
}

/** The names sacreBLEU prints when neither `-t` nor references are given: its Python list, names sorted in reverse. */
export function testSetNamesRepr(): string {
  const names = DATASETS.map((dataset) => dataset.name).sort(byCodePoint).reverse();
  return `[${names.map((name) => `'${name}'`).join(', ')}]`;
}
