import { BleukitError } from '@bleukit/core';
import { DATASETS } from './catalog-data.js';
import type { CatalogDataset, PairOverride } from './catalog-types.js';

const BY_NAME = new Map(DATASETS.map((dataset) => [dataset.name, dataset]));

/** The catalog entry of a test set, or undefined when sacreBLEU has no test set of that name. */
export function findTestSet(name: string): CatalogDataset | undefined {
  return BY_NAME.get(name);
}

/** The catalog entry of a test set; a clear error when the name is unknown. */
export function getTestSet(name: string): CatalogDataset {
  const dataset = BY_NAME.get(name);
  if (dataset === undefined) {
    throw new BleukitError('unknown-name', `there is no test set '${name}'; \`bleukit --list\` prints the ${DATASETS.length} test sets.`);
  }
  return dataset;
}

/** Every test-set name, in catalog order. */
export function testSetNames(): string[] {
  return DATASETS.map((dataset) => dataset.name);
}

/** The language pairs of a test set, in catalog order. */
export function languagePairs(dataset: CatalogDataset): string[] {
  return Object.keys(dataset.langpairs);
}

/** The raw files of a pair (relative to the raw folder) and, for WMT XML, its default translator labels. */
export function pairEntry(dataset: CatalogDataset, pair: string): { paths: readonly string[]; refs: readonly string[] } {
  const entry = dataset.langpairs[pair];
  if (entry === undefined) {
    throw new BleukitError('unknown-name', `test set ${dataset.name} has no language pair '${pair}'; it has ${languagePairs(dataset).join(', ')}.`);
  }
  if (isOverride(entry)) return { paths: [entry.path], refs: entry.refs };
  return { paths: entry, refs: dataset.refs ?? [] };
}

function isOverride(entry: readonly string[] | PairOverride): entry is PairOverride {
  return !Array.isArray(entry);
}

/** The path part of a TSV entry `COLUMN:path` (other entries are paths as they are). */
export function entryPath(dataset: CatalogDataset, entry: string): string {
  return dataset.class === 'tsv' ? entry.replace(/^\d+:/, '') : entry;
}

/**
 * The fields of a pair that follow from the catalog alone (every class but WMT XML, whose fields
 * are in its XML): `src`, `ref` or `ref:0…`, then `docid`, `genre`, `origlang` for SGML-like sets
 * other than wmt08*.
 */
export function catalogFields(dataset: CatalogDataset, pair: string): string[] {
  const { paths } = pairEntry(dataset, pair);
  const fields = ['src'];
  const refs = paths.length - 1;
  if (refs === 1) fields.push('ref');
  else for (let i = 0; i < refs; i++) fields.push(`ref:${i}`);
  const plain = dataset.class === 'plain-text' || dataset.class === 'tsv';
  if (!plain && !dataset.name.startsWith('wmt08')) fields.push('docid', 'genre', 'origlang');
  return fields;
}
