import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogDataset } from './catalog-types.js';
import { clean } from './clean.js';
import { processPair } from './process-pair.js';
import { docAttribute, sgmlMeta, sgmlText } from './sgml.js';
import { parseWmtXml } from './wmt-xml.js';

const work = mkdtempSync(join(tmpdir(), 'bleukit-formats-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function dataset(partial: Partial<CatalogDataset> & Pick<CatalogDataset, 'name' | 'class' | 'langpairs'>): CatalogDataset {
  return { description: '', urls: [], md5: [], tarballs: [], ...partial };
}

function files(dir: string, contents: Record<string, string | Uint8Array>): string {
  for (const [name, text] of Object.entries(contents)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('clean: Python whitespace, not JavaScript \\s', () => {
  it.each([
    ['  a \t b\n', 'a b'],
    ['a\u00a0\u3000b', 'a b'],
    ['a\u001cb\u0085c', 'a b c'],
    ['\ufeffa b\ufeff', '\ufeffa b\ufeff'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(clean(input)).toBe(output));
});

describe('SGML line rules', () => {
  const sgm = [
    '<srcset setid="x" srclang="any">',
    '<doc sysid="ref" docid="d1" genre="news" origlang="en">',
    '<seg id="1">Hello  &amp; world </seg>',
    '  <seg id="2">indented lines do not count</seg>',
    '<seg id="3">a</seg><seg id="4">b</seg> tail',
    '<seg id="5">no closing tag',
    '<seg id="6"></seg>',
    '<doc sysid="ref" docid="d2" origlang="de">',
    '<seg id="1">\u00a0second\u3000doc\r</seg>',
    '</doc>',
  ];
  it('cuts the opening tag and the last </seg>, keeps entities and whatever is between or after, then cleans', () => {
    expect(sgmlText(sgm)).toEqual(['Hello &amp; world', 'a</seg><seg id="4">b tail', '<seg id="5">no closing tag', '', 'second doc']);
  });
  it('takes metadata from <doc> lines, keeping the previous value when an attribute is absent', () => {
    expect(sgmlMeta(sgm, 'docid')).toEqual(['d1', 'd1', 'd1', 'd1', 'd2']);
    expect(sgmlMeta(sgm, 'genre')).toEqual(['news', 'news', 'news', 'news', 'news']);
    expect(sgmlMeta(sgm, 'origlang')).toEqual(['en', 'en', 'en', 'en', 'de']);
  });
  it('filters with the whole <doc> line when the attribute is missing (so "xx" never matches it)', () => {
    expect(docAttribute('<doc docid="d1" origlang="en">', 'origlang')).toBe('en');
    expect(docAttribute('<doc docid="d1">', 'origlang')).toBe('<doc docid="d1">\n');
  });
});

describe('WMT XML', () => {
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<dataset id="test">
 <collection id="general">
  <doc id="d1" origlang="en" domain="news">
   <src lang="en"><p>
    <seg id="2">two &amp; <b>x</b> y</seg>
    <seg id="1"> one\u00a0 <![CDATA[<raw>]]> </seg>
    <seg id="3">dropped: no reference</seg>
    <seg id="10">ten</seg>
   </p></src>
   <ref lang="de" translator="B"><p><seg id="1">eins B</seg><seg id="2"></seg><seg id="10">   </seg></p></ref>
   <ref lang="de" translator="A"><p><seg id="1">eins&#x20;A</seg><seg id="2">zwei A</seg><seg id="3"></seg></p></ref>
   <hyp system="sys2" lang="de"><p><seg id="1">h1</seg><seg id="2">h2</seg><seg id="3">h3</seg><seg id="10">h10</seg></p></hyp>
   <hyp system="sys1" lang="de"><p><seg id="1">g1</seg><seg id="2">g2</seg><seg id="3">g3</seg><seg id="10">g10</seg></p></hyp>
  </doc>
  <doc id="suite" origlang="en" testsuite="x">
   <src lang="en"><p><seg id="1">skipped</seg></p></src>
   <ref lang="de" translator="C"><p><seg id="1">skipped</seg></p></ref>
  </doc>
  <doc id="d2" origlang="de" domain="social">
   <src lang="en"><p><seg id="1">last</seg></p></src>
   <ref lang="de" translator="A"><p><seg id="1">letzte</seg></p></ref>
   <hyp system="sys2" lang="de"><p><seg id="1">l2</seg></p></hyp>
   <hyp system="sys1" lang="de"><p><seg id="1">l1</seg></p></hyp>
  </doc>
 </collection>
</dataset>
`;
  it('lays fields out as sacreBLEU does: src, sorted references, docid, origlang, systems, domain', () => {
    const data = parseWmtXml(xml, 'test.xml');
    expect(data.fields).toEqual(['src', 'ref:A', 'ref:B', 'ref:C', 'docid', 'origlang', 'sys2', 'sys1', 'domain']);
    expect(Object.fromEntries(data.lines)).toEqual({
      src: ['one <raw>', 'two &', 'ten', 'last'],
      'ref:A': ['eins A', 'zwei A', '', 'letzte'],
      'ref:B': ['eins B', '', '', ''],
      'ref:C': ['', '', '', ''],
      docid: ['d1', 'd1', 'd1', 'd2'],
      origlang: ['en', 'en', 'en', 'de'],
      sys2: ['h1', 'h2', 'h10', 'l2'],
      sys1: ['g1', 'g2', 'g10', 'l1'],
      domain: ['news', 'news', 'news', 'social'],
    });
  });
  it("has no domain field when the last kept segment's document has none", () => {
    const data = parseWmtXml(xml.replace(' domain="social"', ''), 'test.xml');
    expect(data.fields.includes('domain')).toBe(false);
  });
  it('names an unlabelled reference "ref"', () => {
    expect(parseWmtXml(xml.replaceAll(/ translator="[ABC]"/g, ''), 'test.xml').fields.slice(0, 2)).toEqual(['src', 'ref']);
  });
  it.each([
    ['not well-formed', '<dataset><doc>', /test\.xml is not well-formed XML/],
    ['a non-numeric segment id', xml.replace('<seg id="10">ten', '<seg id="x">ten'), /test\.xml: a <seg> has the id "x"/],
    ['a system missing a segment', xml.replace('<seg id="10">h10</seg>', ''), /system sys2 has no segment 10 in document d1/],
    ['an empty source segment with a reference', xml.replace('<seg id="1">last</seg>', '<seg id="1"/>'), /empty source segment 1/],
  ])('gives one clear error for %s', (_, text, message) => {
    expect(() => parseWmtXml(text, 'test.xml')).toThrow(message);
  });
});

describe('processing each class from raw files', () => {
  it('plain text: right-stripped (also \\r), leading and inner whitespace kept; .gz read through gzip', () => {
    const raw = files(join(work, 'plain'), { 'a.en': ' x  y \r\nz\n', 'b.fr.gz': gzipSync(' un \ndeux\t\n') });
    const result = processPair(dataset({ name: 'p', class: 'plain-text', langpairs: { 'en-fr': ['a.en', 'b.fr.gz'] } }), 'en-fr', raw);
    expect(result.fields).toEqual(['src', 'ref']);
    expect(result.lines.get('src')).toEqual([' x  y', 'z']);
    expect(result.lines.get('ref')).toEqual([' un', 'deux']);
  });
  it('TSV: COLUMN:path, or column 0 then 1; only the \\n removed', () => {
    const raw = files(join(work, 'tsv'), { 'd.tsv': 'id1\t src \tref \nid2\tb\tc\n' });
    const columns = processPair(dataset({ name: 't', class: 'tsv', langpairs: { 'en-fr': ['1:d.tsv', '2:d.tsv'] } }), 'en-fr', raw);
    expect(columns.lines.get('src')).toEqual([' src ', 'b']);
    expect(columns.lines.get('ref')).toEqual(['ref ', 'c']);
    const bare = processPair(dataset({ name: 't', class: 'tsv', langpairs: { 'en-fr': ['d.tsv', 'd.tsv'] } }), 'en-fr', raw);
    expect(bare.lines.get('src')).toEqual(['id1', 'id2']);
    expect(() => processPair(dataset({ name: 't', class: 'tsv', langpairs: { 'en-fr': ['1:d.tsv', '7:d.tsv'] } }), 'en-fr', raw)).toThrow(/d\.tsv, line 1: there is no column 7/);
  });
  it('WMT additions: SGM files by the SGML rules, other files as plain text; metadata from the source', () => {
    const raw = files(join(work, 'addition'), {
      'sgm/src.sgm': '<doc docid="d1" genre="news" origlang="en">\n<seg id="1"> Hi </seg>\n<seg id="2">Yo</seg>\n',
      'sgm/ref.sgm': '<doc docid="d1">\n<seg id="1">Hallo</seg>\n<seg id="2">Jo</seg>\n',
      'extra.ref': 'Hallo  \nJo\n',
    });
    const result = processPair(dataset({ name: 'a', class: 'wmt-addition', langpairs: { 'en-de': ['sgm/src.sgm', 'sgm/ref.sgm', 'extra.ref'] } }), 'en-de', raw);
    expect(result.fields).toEqual(['src', 'ref:0', 'ref:1', 'docid', 'genre', 'origlang']);
    expect(Object.fromEntries(result.lines)).toEqual({
      src: ['Hi', 'Yo'],
      'ref:0': ['Hallo', 'Jo'],
      'ref:1': ['Hallo', 'Jo'],
      docid: ['d1', 'd1'],
      genre: ['news', 'news'],
      origlang: ['en', 'en'],
    });
  });
  it('IWSLT XML: line by line, as SGML (indented lines do not count); fields src, ref, docid, genre, origlang', () => {
    const xml = (lang: string, texts: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<mteval>\n<srcset setid="iwslt" srclang="${lang}">\n<doc docid="535" genre="lectures">\n  <url>http://www.ted.com/talks/x</url>\n<seg id="1"> ${texts[0]} </seg>\n<seg id="2">${texts[1]}</seg>\n</doc>\n</srcset>\n</mteval>\n`;
    const raw = files(join(work, 'iwslt'), { 'en-fr/t.en-fr.en.xml': xml('en', ['Hello &amp; welcome', 'Thanks']), 'fr-en/t.fr-en.fr.xml': xml('fr', ['Bonjour', 'Merci']) });
    const result = processPair(dataset({ name: 'iwslt17', class: 'iwslt-xml', langpairs: { 'en-fr': ['en-fr/t.en-fr.en.xml', 'fr-en/t.fr-en.fr.xml'] } }), 'en-fr', raw);
    expect(Object.fromEntries(result.lines)).toEqual({
      src: ['Hello &amp; welcome', 'Thanks'],
      ref: ['Bonjour', 'Merci'],
      docid: ['535', '535'],
      genre: ['lectures', 'lectures'],
      origlang: ['', ''],
    });
  });

  it('says which raw file is missing or not UTF-8', () => {
    const raw = files(join(work, 'bad'), { 'a.en': Buffer.from([0xff, 0x0a]) });
    const set = dataset({ name: 'p', class: 'plain-text', langpairs: { 'en-fr': ['a.en', 'b.fr'] } });
    expect(() => processPair(set, 'en-fr', raw)).toThrow(/a\.en is not valid UTF-8/);
    writeFileSync(join(raw, 'a.en'), 'x\n');
    expect(() => processPair(set, 'en-fr', raw)).toThrow(/cannot read .*b\.fr: it does not exist/);
  });
});
