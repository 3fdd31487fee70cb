// compare-mt's conformance records (../shared/conformance/compare-mt/compare-mt.jsonl) cut into
// the sections of its text report, and a reader of the records' input files as compare-mt reads
// them, for tests that check one analysis at a time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { readJsonl, sharedPath } from './shared.js';

/** One run of compare-mt 0.2.11. */
export interface CompareMtRecord {
  id: string;
  args: string[];
  exit: number;
  stdout: string;
  error?: string;
}

/** The folder the records' relative paths start from. */
export const recordsDir: string = sharedPath('conformance/compare-mt');

/** Every record. */
export function compareMtRecords(): CompareMtRecord[] {
  return readJsonl<CompareMtRecord>('conformance/compare-mt/compare-mt.jsonl');
}

/** A text file's lines as Python iterates a file opened for reading text: `\n`, `\r\n` and `\r` end a line. */
export function pythonLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * Files read as compare-mt reads them, relative paths from `dir`: `lines` as Python iterates
 * them, `tokens` each line stripped (`strip`, Python's `str.strip`) and split on single spaces.
 */
export function recordFiles(dir: string, strip: (line: string) => string): { lines(path: string): string[]; tokens(path: string): string[][] } {
  const lines = (path: string): string[] => pythonLines(readFileSync(resolve(dir, path), 'utf8'));
  return { lines, tokens: (path) => lines(path).map((line) => strip(line).split(' ')) };
}

/** A section of a report: what one analysis printed, from its header to the next one. */
export interface ReportSection {
  /** The header's name, e.g. `Word Accuracy Analysis`. */
  header: string;
  text: string;
}

const HEADER = /^\*{22} (.*) \*{24}$/;

/**
 * Cuts a report at its headers. A `Reading frequency from …` line, which compare-mt prints
 * while making a word bucketer, goes with the section after it.
 */
export function reportSections(stdout: string): ReportSection[] {
  const sections: ReportSection[] = [];
  let pending = '';
  for (const line of stdout.split(/(?<=\n)/)) {
    const header = HEADER.exec(line.replace(/\n$/, ''));
    if (header !== null) {
      sections.push({ header: header[1] as string, text: pending + line });
      pending = '';
    } else if (line.startsWith('Reading frequency from ')) {
      pending += line;
    } else if (sections.length > 0 && pending === '') {
      (sections[sections.length - 1] as ReportSection).text += line;
    } else {
      pending += line;
    }
  }
  if (pending !== '' && sections.length > 0) (sections[sections.length - 1] as ReportSection).text += pending;
  return sections;
}
