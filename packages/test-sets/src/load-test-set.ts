import { pythonRstrip } from '@bleukit/core';
import { keepMask, type SegmentFilter } from './filter.js';
import { defaultReferenceFields, prepareTestSet, readProcessed, type TestSetOptions } from './test-set.js';

/** A test set's pair in memory: what scripts and evaluations need. */
export interface LoadedTestSet {
  /** The source segments. */
  sources: string[];
  /** The default references (sacreBLEU's), one stream per reference, each as long as `sources`. */
  references: string[][];
  /** The field of each reference stream (`ref:A`, `ref`, `ref:0`…). */
  referenceFields: string[];
  /** Each segment's document id, when the test set has them. */
  docids: string[] | undefined;
  /** Each segment's original language, when the test set has them. */
  origlangs: string[] | undefined;
  /** Every field of the pair (systems' outputs too, for WMT XML). */
  fields: string[];
}

/**
 * Loads a pair of a sacreBLEU test set (`loadTestSet('wmt22', 'en-de')`), downloading and
 * processing it into the cache the first time. Lines are right-stripped as sacreBLEU reads them;
 * `filter` keeps some documents (`{ origlang: 'en' }`).
 */
export async function loadTestSet(name: string, pair: string, options: TestSetOptions & { filter?: SegmentFilter } = {}): Promise<LoadedTestSet> {
  const prepared = await prepareTestSet(name, pair, options);
  const mask = options.filter?.origlang !== undefined || options.filter?.subset !== undefined ? await keepMask(prepared, options.filter, options) : undefined;
  const read = (field: string): string[] => {
    const lines = readProcessed(prepared.path(field)).map(pythonRstrip);
    return mask === undefined ? lines : lines.filter((_, i) => mask[i] === true);
  };
  const optional = (field: string): string[] | undefined => (prepared.fields.includes(field) ? read(field) : undefined);
  const referenceFields = defaultReferenceFields(prepared.dataset, pair, prepared.fields);
  return {
    sources: read('src'),
    references: referenceFields.map(read),
    referenceFields,
    docids: optional('docid'),
    origlangs: optional('origlang'),
    fields: prepared.fields,
  };
}
