import { BleukitError, pythonRstrip } from '@bleukit/core';
import { join } from 'node:path';
import { catalogFields, entryPath, pairEntry } from './catalog.js';
import type { CatalogDataset } from './catalog-types.js';
import { readRawLines, readRawText } from './raw-lines.js';
import { sgmlMeta, sgmlText } from './sgml.js';
import { parseWmtXml } from './wmt-xml.js';

/** A pair's fields (in sacreBLEU's order) and every field's lines. */
export interface ProcessedPair {
  fields: string[];
  lines: Map<string, string[]>;
}

/** Plain-text lines: right-stripped of Python whitespace (also `\r`), the rest kept. */
function plainLines(path: string): string[] {
  return readRawLines(path).map(pythonRstrip);
}

/** A TSV column (`COLUMN:path`, or a bare path: column 0 for the source, 1 for a reference). */
function tsvLines(raw: string, entry: string, position: number): string[] {
  const match = /^(\d+):(.*)$/s.exec(entry);
  const column = match === null ? (position === 0 ? 0 : 1) : Number(match[1]);
  const path = join(raw, match === null ? entry : (match[2] as string));
  return readRawLines(path).map((line, i) => {
    const fields = line.split('\t');
    if (column >= fields.length) {
      throw new BleukitError('invalid-input', `${path}, line ${i + 1}: there is no column ${column} (the line has ${fields.length} tab-separated fields).`);
    }
    return fields[column] as string;
  });
}

/** Reads a pair's raw files from `raw` (the test set's raw folder) into its processed lines. */
export function processPair(dataset: CatalogDataset, pair: string, raw: string): ProcessedPair {
  const { paths } = pairEntry(dataset, pair);
  if (dataset.class === 'wmt-xml') {
    const file = join(raw, paths[0] as string);
    return parseWmtXml(readRawText(file), file);
  }
  const fields = catalogFields(dataset, pair);
  const lines = new Map<string, string[]>();
  const texts = fields.filter((field) => field === 'src' || field.startsWith('ref'));
  texts.forEach((field, i) => {
    const entry = paths[i] as string;
    const path = join(raw, entryPath(dataset, entry));
    switch (dataset.class) {
      case 'plain-text':
        lines.set(field, plainLines(path));
        break;
      case 'tsv':
        lines.set(field, tsvLines(raw, entry, i));
        break;
      case 'wmt-addition':
        lines.set(field, path.endsWith('.sgm') ? sgmlText(readRawLines(path)) : plainLines(path));
        break;
      default:
        lines.set(field, sgmlText(readRawLines(path)));
    }
  });
  if (fields.length > texts.length) {
    // Document metadata comes from the source file.
    const source = readRawLines(join(raw, paths[0] as string));
    for (const field of fields.slice(texts.length)) lines.set(field, sgmlMeta(source, field));
  }
  return { fields, lines };
}
