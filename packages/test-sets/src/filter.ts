import { join } from 'node:path';
import { SUBSETS } from './catalog-data.js';
import { pairEntry } from './catalog.js';
import { prepareRawFiles, readProcessed, type PreparedPair, type TestSetOptions } from './test-set.js';
import { TestSetError } from './test-set-error.js';
import { readRawLines } from './raw-lines.js';
import { docAttribute } from './sgml.js';

/** `--origlang` / `--subset`: which documents to keep. */
export interface SegmentFilter {
  /** `xx` keeps documents whose original language is xx, `non-xx` those whose is not. */
  origlang?: string | undefined;
  /** A regular expression searched in each document's domain annotation. */
  subset?: string | undefined;
}

function origlangMatches(value: string, origlang: string | undefined): boolean {
  if (origlang === undefined) return true;
  return origlang.startsWith('non-') ? value !== origlang.slice(4) : value === origlang;
}

function subsetPattern(subset: string): RegExp {
  try {
    return new RegExp(subset.replace(/^country:/, ''));
  } catch (error) {
    throw new TestSetError('invalid-argument', `--subset ${JSON.stringify(subset)} is not a valid regular expression: ${(error as Error).message}.`);
  }
}

/**
 * Which segments of a prepared pair the filter keeps (sacreBLEU's `filter_subset`): WMT XML from
 * the processed `origlang` and `domain` fields, SGML from the raw source's `<doc>` lines (and the
 * wmt18/wmt19 annotations for `--subset`). Other classes have no document metadata.
 */
export async function keepMask(prepared: PreparedPair, filter: SegmentFilter, options: TestSetOptions = {}): Promise<boolean[]> {
  const { dataset, pair } = prepared;
  const pattern = filter.subset === undefined ? undefined : subsetPattern(filter.subset);
  if (dataset.class === 'wmt-xml') {
    const origlangs = readProcessed(prepared.path('origlang'));
    const domains = prepared.fields.includes('domain') ? readProcessed(prepared.path('domain')) : undefined;
    return origlangs.map((value, i) => {
      if (!origlangMatches(value, filter.origlang)) return false;
      if (pattern === undefined) return true;
      const domain = domains?.[i];
      return domain !== undefined && pattern.test(domain);
    });
  }
  const source = pairEntry(dataset, pair).paths[0] as string;
  if ((dataset.class !== 'sgml' && dataset.class !== 'wmt-addition') || !source.endsWith('.sgm')) {
    throw new TestSetError('unsupported', `--origlang and --subset need document metadata, which ${dataset.name} does not have (only WMT *.xml and *.sgm test sets do; ${dataset.name} has ${source}).`);
  }
  const tags = SUBSETS[dataset.name];
  if (pattern !== undefined && tags === undefined) {
    throw new TestSetError('unsupported', `No subset annotation available for test set ${dataset.name} (--subset works with ${Object.keys(SUBSETS).join(', ')} and the WMT-XML test sets).`);
  }
  const raw = await prepareRawFiles(dataset.name, pair, options);
  const keep: boolean[] = [];
  let include = false;
  for (const line of readRawLines(join(raw, source))) {
    if (line.startsWith('<doc ')) {
      include = filter.origlang === undefined || origlangMatches(docAttribute(line, 'origlang'), filter.origlang);
      if (pattern !== undefined && !pattern.test(tags?.[docAttribute(line, 'docid')] ?? '')) include = false;
    } else if (line.startsWith('<seg ')) {
      keep.push(include);
    }
  }
  return keep;
}
