import { BleukitError } from '@bleukit/core';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { clean } from './clean.js';

// The WMT XML of WMT21 and later, parsed with a real XML parser (entities, CDATA), laid out as
// sacreBLEU 2.6.0 lays it out: source segments in ascending id, those without any reference
// text dropped, one field per translator and per system, every value cleaned.

/** The fields of a WMT-XML pair and their lines. */
export interface WmtXmlData {
  /** `src`, the reference fields (sorted), `docid`, `origlang`, the systems, [`domain`]. */
  fields: string[];
  lines: Map<string, string[]>;
}

interface DocSegments {
  id: string | undefined;
  origlang: string | undefined;
  domain: string | undefined;
  testsuite: boolean;
  src: Map<number, string | null>;
  refs: Map<string, Map<number, string>>;
  hyps: Map<string, Map<number, string>>;
}

/** Python's `int()` of an id attribute. */
function segmentId(text: string | undefined, file: string): number {
  const trimmed = (text ?? '').trim();
  if (!/^[-+]?\d+(_\d+)*$/.test(trimmed)) throw new BleukitError('invalid-input', `${file}: a <seg> has the id ${JSON.stringify(text ?? null)}, which is not a whole number.`);
  return Number(trimmed.replaceAll('_', ''));
}

function refField(translator: string | undefined): string {
  return translator ? `ref:${translator}` : 'ref';
}

/** Parses one WMT-XML file (its text) into sacreBLEU's fields and lines. `file` names it in errors. */
export function parseWmtXml(xml: string, file: string): WmtXmlData {
  const parser = new SaxesParser<{ fileName: string; xmlns: false }>({ fileName: file, xmlns: false });
  const srcLangs = new Set<string | undefined>();
  const refLangs = new Set<string | undefined>();
  const translators = new Set<string>();
  const systems: string[] = [];
  const docs: DocSegments[] = [];
  let doc: DocSegments | undefined;
  // Where a <seg> found now belongs: the source, a translator's reference or a system's output.
  let container: { kind: 'src' } | { kind: 'ref' | 'hyp'; segs: Map<number, string> } | undefined;
  let containerDepth = 0;
  let depth = 0;
  let seg: { id: number; text: string | null; open: boolean; depth: number } | undefined;

  /** Segments found from here on belong to this translator's (or system's) text in the current document. */
  const open = (kind: 'ref' | 'hyp', byName: Map<string, Map<number, string>> | undefined, name: string): void => {
    if (byName !== undefined) {
      const segs = byName.get(name) ?? new Map<number, string>();
      byName.set(name, segs);
      container = { kind, segs };
    }
    containerDepth = depth;
  };
  const stopText = (): void => {
    if (seg !== undefined) seg.open = false;
  };
  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    const attr = (name: string): string | undefined => tag.attributes[name];
    if (seg !== undefined) {
      // The text of a segment is what comes before its first child element (lxml's `.text`).
      stopText();
      return;
    }
    switch (tag.name) {
      case 'doc':
        doc = { id: attr('id'), origlang: attr('origlang'), domain: attr('domain'), testsuite: attr('testsuite') !== undefined, src: new Map(), refs: new Map(), hyps: new Map() };
        docs.push(doc);
        break;
      case 'src':
        srcLangs.add(attr('lang'));
        if (doc !== undefined) container = { kind: 'src' };
        containerDepth = depth;
        break;
      case 'ref': {
        refLangs.add(attr('lang'));
        const field = refField(attr('translator'));
        translators.add(field);
        open('ref', doc?.refs, field);
        break;
      }
      case 'hyp': {
        const system = attr('system') ?? 'None';
        if (!systems.includes(system)) systems.push(system);
        open('hyp', doc?.hyps, system);
        break;
      }
      case 'seg':
        if (container !== undefined) seg = { id: segmentId(attr('id'), file), text: null, open: true, depth };
        break;
    }
  });
  const addText = (text: string): void => {
    if (seg?.open) seg.text = (seg.text ?? '') + text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('comment', stopText);
  parser.on('processinginstruction', stopText);
  parser.on('closetag', () => {
    if (seg !== undefined && depth === seg.depth) {
      if (container?.kind === 'src') doc?.src.set(seg.id, seg.text);
      else container?.segs.set(seg.id, seg.text ?? '');
      seg = undefined;
    } else if (container !== undefined && depth === containerDepth) {
      container = undefined;
    }
    depth--;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    throw new BleukitError('invalid-input', `${file} is not well-formed XML: ${(error as Error).message}. Delete the test set's folder to download it again.`, { cause: error });
  }
  if (srcLangs.size !== 1 || refLangs.size !== 1) {
    throw new BleukitError('invalid-input', `${file} must have one source language and one reference language (found ${srcLangs.size} and ${refLangs.size}).`);
  }
  const refFields = [...translators].sort();
  const src: string[] = [];
  const refs = new Map(refFields.map((field) => [field, [] as string[]]));
  const hyps = new Map(systems.map((system) => [system, [] as string[]]));
  const docids: string[] = [];
  const origlangs: string[] = [];
  const domains: string[] = [];
  let lastHasDomain = false;
  for (const d of docs) {
    if (d.testsuite) continue;
    if (d.id === undefined || d.origlang === undefined) {
      throw new BleukitError('invalid-input', `${file}: a <doc> lacks its ${d.id === undefined ? 'id' : 'origlang'} attribute.`);
    }
    for (const id of [...d.src.keys()].sort((a, b) => a - b)) {
      if (![...d.refs.values()].some((segs) => (segs.get(id) ?? '') !== '')) continue;
      const text = d.src.get(id);
      if (text === null || text === undefined) throw new BleukitError('invalid-input', `${file}: document ${d.id} has an empty source segment ${id} that has a reference.`);
      src.push(clean(text));
      for (const field of refFields) (refs.get(field) as string[]).push(clean(d.refs.get(field)?.get(id) ?? ''));
      for (const [system, segs] of d.hyps) {
        const hyp = segs.get(id);
        if (hyp === undefined) throw new BleukitError('invalid-input', `${file}: system ${system} has no segment ${id} in document ${d.id}.`);
        (hyps.get(system) as string[]).push(clean(hyp));
      }
      docids.push(clean(d.id));
      origlangs.push(clean(d.origlang));
      domains.push(clean(d.domain ?? ''));
      lastHasDomain = d.domain !== undefined;
    }
  }
  const lines = new Map<string, string[]>([['src', src], ...refs, ['docid', docids], ['origlang', origlangs], ...hyps]);
  if (lastHasDomain) lines.set('domain', domains);
  return { fields: [...lines.keys()], lines };
}
