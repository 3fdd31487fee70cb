// What the HTML report shows, as plain data: tables whose cells may link to segments, bar charts
// with confidence whiskers, example lists, and the segments themselves. The report's renderer and
// the playground's Compare view both draw this; adapters build it from the analyses' data.
import type { TextIds } from './compact-text.js';

/** A closed interval, e.g. a bootstrap confidence interval: `[lower, upper]`. */
export type ViewInterval = readonly [lower: number, upper: number];

/** One table cell: its text, and optionally the segments it stands for (a click lists them). */
export interface ViewCell {
  readonly text: string;
  /** Printed after the text in small type, as compare-mt prints a bucket's interval. */
  readonly note?: string;
  /** Index into {@link ReportView.segmentLists}: the segments behind this cell. */
  readonly segments?: number;
}

/** A table as compare-mt's HTML report has it: a header row, then rows; the first column is a heading. */
export interface ViewTable {
  readonly caption: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly ViewCell[])[];
}

/** A grouped bar chart: one group per label, one bar per series, each bar with an optional whisker. */
export interface ViewChart {
  readonly title: string;
  readonly xLabel?: string;
  readonly yLabel: string;
  readonly labels: readonly string[];
  readonly series: readonly {
    readonly name: string;
    readonly values: readonly number[];
    readonly intervals?: readonly (ViewInterval | undefined)[];
  }[];
  /** Per label, the segment list a click on its bars opens (index into {@link ReportView.segmentLists}). */
  readonly segments?: readonly (number | undefined)[];
}

/** One segment shown as an example: a pair of systems' outputs and their sentence scores. */
export interface ViewExample {
  readonly segment: number;
  readonly systems: readonly [left: number, right: number];
  /** The scores printed beside the outputs. */
  readonly scores: readonly [left: string, right: string];
}

/** A block of examples under a heading, e.g. `10 sentences where A>B at sentbleu`. */
export interface ViewExampleList {
  readonly heading: string;
  readonly metric: string;
  readonly examples: readonly ViewExample[];
}

/** One analysis: its heading, then its notes, tables, charts and example lists, in order. */
export interface ViewSection {
  readonly heading: string;
  readonly notes?: readonly string[];
  readonly tables?: readonly ViewTable[];
  readonly charts?: readonly ViewChart[];
  readonly examples?: readonly ViewExampleList[];
}

/** A list of segments a table cell or a bar links to. */
export interface ViewSegmentList {
  readonly title: string;
  /**
   * 0-based segment indices, in the order to list them (an array or a typed array; may be a
   * getter that makes them, read once as the page writes the list).
   */
  readonly segments: ArrayLike<number>;
  /** The systems whose outputs the list shows first (all when omitted). */
  readonly systems?: readonly number[];
  /** Words to mark in the listed segments (a bucket's words). */
  readonly mark?: readonly string[];
  /** An n-gram to mark where it occurs in the listed segments. */
  readonly ngram?: readonly string[];
}

/** TER's edit path of one segment (compact, as the report embeds it). */
export interface ViewEditPath {
  /** TER of the segment, in percent. */
  readonly score: number;
  /** Number of edits. */
  readonly edits: number;
  readonly referenceWords: number;
  /** Each shift: the words moved, from and to (0-based word positions). */
  readonly shifts: readonly { readonly words: string; readonly from: number; readonly to: number }[];
  /** One letter per operation: `M`atch, `S`ubstitution, `I`nsertion, `D`eletion. */
  readonly operations: string;
  /** The shifted output's words, joined by spaces: one for each operation but insertions, in order. */
  readonly hyp: string;
  /** The reference's words, joined by spaces: one for each operation but deletions, in order. */
  readonly ref: string;
}

/** RIBES's word alignment of one segment. */
export interface ViewWordAlignment {
  /** RIBES of the segment, 0–1. */
  readonly value: number;
  readonly tau: number;
  readonly precision: number;
  readonly brevityPenalty: number;
  /** For each output word, the reference position it is aligned to, or -1. */
  readonly alignment: readonly number[];
  /** The reference this alignment is against (0-based). */
  readonly reference: number;
  /** The exponents of precision and brevity penalty. */
  readonly alpha: number;
  readonly beta: number;
}

/** What a segment's detail adds beyond the n-gram matches the report computes itself. */
export interface ViewSegmentDetail {
  readonly ter?: ViewEditPath;
  readonly ribes?: ViewWordAlignment;
}

/** Everything the report shows. */
export interface ReportView {
  readonly title: string;
  /** One line under the title, e.g. what was compared and how. */
  readonly subtitle?: string;
  readonly systems: readonly string[];
  /** The reference names (one or more). */
  readonly references: readonly string[];
  /** The texts, as the analyses saw their words (joined by spaces). */
  readonly text: {
    readonly src?: readonly string[];
    /** Per reference, per segment. */
    readonly refs: readonly (readonly string[])[];
    /** Per system, per segment. */
    readonly outs: readonly (readonly string[])[];
  };
  /**
   * The texts of `text.refs` then `text.outs` as word ids, when the view was made from them: the
   * report embeds its texts from these (see `writeCompactText`) instead of splitting and numbering
   * the strings again.
   */
  readonly textIds?: TextIds;
  /**
   * Every segment's sentence scores, for the segment lists (the first metric) and the table of
   * two systems side by side, sortable by the difference on any metric.
   */
  readonly segmentScores?: {
    readonly metrics: readonly { readonly id: string; readonly name: string; readonly higherIsBetter: boolean }[];
    /** `values[metric][system]`, a score a segment, shown with two decimals. */
    readonly values: readonly (readonly SegmentNumbers[])[];
    /** Each segment's reference length in words (the shortest reference's; an array or a typed array). */
    readonly referenceLength: ArrayLike<number>;
  };
  readonly sections: readonly ViewSection[];
  readonly segmentLists: readonly ViewSegmentList[];
  /** `details[system][segment]`, where computed (see {@link addSegmentDetails}; elsewhere null, or a hole in a sparse row). */
  readonly details?: readonly (readonly (ViewSegmentDetail | null)[])[];
  /** Shown in a segment's detail when it has no embedded TER and RIBES detail: why, and how to get it. */
  readonly detailNote?: string;
}

/** A column of numbers read with `get`, one a segment (as `SegmentColumn` keeps them: in memory or in a spill file). */
export interface SegmentNumberColumn {
  readonly segments: number;
  get(segment: number): number;
}

/** A number per segment: an array or typed array, or a column read with `get` in segment order. */
export type SegmentNumbers = ArrayLike<number> | SegmentNumberColumn;
