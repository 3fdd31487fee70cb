import { createRibes, type Ribes } from '@bleukit/ribes';
import { createTer, tercomWords, type EditPath, type Ter } from '@bleukit/ter';
import type { ReportView, ViewEditPath, ViewSegmentDetail, ViewWordAlignment } from './report-view.js';

/** Options of {@link addSegmentDetails}. */
export interface SegmentDetailOptions {
  /**
   * How many (system, segment) pairs get TER's edit path and RIBES's alignment embedded. TER's
   * path costs about half a millisecond a segment, and a kilobyte of report: past this budget only
   * the segments the report shows as examples get theirs. Default 2,000.
   */
  readonly budget?: number;
}

/** sacreBLEU's TER defaults, which {@link createTer}() scores with. */
const TERCOM_DEFAULTS = { normalized: false, noPunct: false, asianSupport: false, caseSensitive: false } as const;

const LETTERS = { match: 'M', substitution: 'S', insertion: 'I', deletion: 'D' } as const;

function editPath(ter: Ter, hyp: string, refs: readonly string[]): ViewEditPath {
  const path: EditPath = ter.editPath(hyp, refs);
  // Sentence TER divides the edits by the references' mean length in TER's words.
  const lengths = refs.map((ref) => tercomWords(ref, TERCOM_DEFAULTS).length);
  const mean = lengths.reduce((sum, n) => sum + n, 0) / Math.max(lengths.length, 1);
  return {
    score: mean > 0 ? (100 * path.edits) / mean : path.edits > 0 ? 100 : 0,
    edits: path.edits,
    referenceWords: path.referenceWords.length,
    shifts: path.shifts.map((shift) => ({ words: shift.words.join(' '), from: shift.from, to: shift.to })),
    operations: path.operations.map((op) => LETTERS[op.type]).join(''),
    hyp: path.operations.flatMap((op) => (op.type === 'insertion' ? [] : [op.hyp])).join(' '),
    ref: path.operations.flatMap((op) => (op.type === 'deletion' ? [] : [op.ref])).join(' '),
  };
}

function wordAlignment(ribes: Ribes, hyp: string, refs: readonly string[]): ViewWordAlignment | undefined {
  if (refs.every((ref) => ref.trim() === '') || hyp.trim() === '') return undefined;
  const explained = ribes.explain(hyp, refs);
  return {
    value: explained.value,
    tau: explained.tau,
    precision: explained.precision,
    brevityPenalty: explained.brevityPenalty,
    alignment: Array.from(explained.alignment),
    reference: explained.referenceIndex,
    alpha: ribes.options.alpha,
    beta: ribes.options.beta,
  };
}

/**
 * The report with each segment's TER edit path (sacreBLEU's TER, default options) and RIBES word
 * alignment (RIBES.py's) on the words the analyses saw, for the segments within the budget: every
 * segment when systems × segments fit, else the segments shown as examples.
 */
export function addSegmentDetails(view: ReportView, options: SegmentDetailOptions = {}): ReportView {
  const budget = options.budget ?? 2000;
  const { outs, refs } = view.text;
  const segments = outs[0]?.length ?? 0;
  const everything = outs.length * segments <= budget;
  const wanted = outs.map(() => new Set<number>());
  if (!everything) {
    for (const section of view.sections) {
      for (const list of section.examples ?? []) {
        for (const example of list.examples) for (const system of example.systems) wanted[system]?.add(example.segment);
      }
    }
  }
  const ter = createTer();
  const ribes = createRibes();
  let left = budget;
  // By index, each text read only where a detail is made: the texts may be made as they are read.
  const details = outs.map((out, o) => {
    // Every segment's slot made at once when every segment has a detail (a few thousand at most);
    // else only the segments given one are set, and the row is sparse (a slot a segment of many
    // systems × 100,000 segments would be megabytes of nulls).
    const row: (ViewSegmentDetail | null)[] = everything ? new Array<ViewSegmentDetail | null>(segments).fill(null) : [];
    const chosen = everything ? undefined : [...(wanted[o] ?? [])].filter((s) => s < segments).sort((a, b) => a - b);
    for (let k = 0; k < (chosen?.length ?? segments); k++) {
      const s = chosen === undefined ? k : (chosen[k] as number);
      if (!everything && left <= 0) break;
      left--;
      const references = refs.map((ref) => ref[s] ?? '').filter((ref) => ref !== '');
      if (references.length === 0) continue;
      const hyp = out[s] ?? '';
      const alignment = wordAlignment(ribes, hyp, references);
      row[s] = { ter: editPath(ter, hyp, references), ...(alignment ? { ribes: alignment } : {}) };
    }
    row.length = segments;
    return row;
  });
  return {
    ...view,
    details,
    ...(everything ? {} : { detailNote: `TER's edit path and RIBES's word alignment are embedded for the example segments only (${outs.length} systems × ${segments} segments is past the report's budget of ${budget}); the playground's Compare view shows them for any segment.` }),
  };
}
