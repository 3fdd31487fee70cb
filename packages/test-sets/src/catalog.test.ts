import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedPath } from '../../../test-support/shared.js';
import { DATASETS, SUBSETS } from './catalog-data.js';
import { catalogFields, languagePairs, pairEntry } from './catalog.js';
import { flatName } from './cache-paths.js';
import { listTestSetsText, testSetNamesRepr } from './list-text.js';

const spec = JSON.parse(readFileSync(sharedPath('spec/sacrebleu-test-sets.catalog.json'), 'utf8')) as { datasets: unknown[]; subsets: unknown };
const specText = readFileSync(sharedPath('spec/sacrebleu-test-sets.md'), 'utf8');

describe("the catalog is sacreBLEU 2.6.0's", () => {
  it('equals the catalog transcribed in the spec (regenerate with scripts/generate-catalog.mjs)', () => {
    expect(DATASETS.length).toBe(67);
    expect(DATASETS).toEqual(spec.datasets);
    expect(SUBSETS).toEqual(spec.subsets);
  });

  it('has 452 pairs; every download has an md5 and the file name <flat name>.<basename of the URL>', () => {
    expect(DATASETS.reduce((sum, dataset) => sum + languagePairs(dataset).length, 0)).toBe(452);
    for (const dataset of DATASETS) {
      expect(dataset.md5.length, dataset.name).toBe(dataset.urls.length);
      expect(dataset.tarballs, dataset.name).toEqual(dataset.urls.map((url) => `${flatName(dataset.name)}.${basename(new URL(url).pathname)}`));
      for (const pair of languagePairs(dataset)) {
        expect(pair, dataset.name).toMatch(/^[a-z]+-[a-z]+$/);
        const { paths, refs } = pairEntry(dataset, pair);
        if (dataset.class === 'wmt-xml') {
          expect(paths, `${dataset.name} ${pair}`).toHaveLength(1);
          expect(refs.length, `${dataset.name} ${pair}`).toBeGreaterThan(0);
        } else {
          expect(paths.length, `${dataset.name} ${pair}`).toBeGreaterThanOrEqual(2);
        }
      }
    }
  });

  it.each([
    ['wmt17', 'en-de', 'src, ref, docid, genre, origlang'],
    ['wmt08', 'en-de', 'src, ref'],
    ['wmt20/tworefs', 'de-en', 'src, ref:0, ref:1, docid, genre, origlang'],
    ['wmt17/ms', 'zh-en', 'src, ref:0, ref:1, ref:2, docid, genre, origlang'],
    ['iwslt17', 'en-fr', 'src, ref, docid, genre, origlang'],
    ['mtnt2019', 'en-fr', 'src, ref'],
    ['multi30k/2018', 'en-fr', 'src, ref'],
  ])('--list -t %s -l %s: fields from the catalog alone (%s)', (name, pair, fields) => {
    expect(catalogFields(DATASETS.find((dataset) => dataset.name === name) as (typeof DATASETS)[number], pair).join(', ')).toBe(fields);
  });

  it('--list prints Appendix A of the spec byte for byte', () => {
    const appendix = /## Appendix A[^\n]*\n```\n([\s\S]*?)```/.exec(specText)?.[1];
    expect(appendix?.split('\n')).toHaveLength(69);
    expect(listTestSetsText()).toBe(appendix);
  });

  it('--list -l en-de and -l de-en list the same 47 test sets, those with either direction', () => {
    const names = (text: string): string[] => text.split('\n').slice(1, -1).map((line) => line.slice(0, 30).trim());
    expect(names(listTestSetsText('en-de'))).toHaveLength(47);
    expect(names(listTestSetsText('de-en'))).toEqual(names(listTestSetsText('en-de')));
    expect(listTestSetsText('en-de').split('\n')[0]).toBe('The available test sets for en-de are:');
    expect(names(listTestSetsText('en-de'))).toContain('wmt21/B');
    expect(listTestSetsText('xx-yy')).toBe('The available test sets for xx-yy are:\n');
  });

  it("prints the names as sacreBLEU's Python list, newest first", () => {
    const repr = testSetNamesRepr();
    expect(repr.startsWith("['wmt24', 'wmt23', 'wmt22', 'wmt21/systems'")).toBe(true);
    expect(repr.endsWith("'iwslt17/dev2010', 'iwslt17']")).toBe(true);
    expect(repr.split(', ')).toHaveLength(67);
  });
});
