import { createChrf } from '@bleukit/chrf';
import {
  createBleu,
  formatBleu,
  formatFixed,
  formatSignatureFields,
  pairedBootstrap,
  pythonRstrip,
  pythonSplit,
  type BleuResult,
  type Metric,
  type MetricResult,
  type PresetName,
  type SmoothMethod,
  type Tokenizer,
} from '@bleukit/core';
import type { Meteor, MeteorOptions } from '@bleukit/meteor';
import { createRibes, type Ribes } from '@bleukit/ribes';
import { createTer, type Ter, type TerOptions } from '@bleukit/ter';
import type { MeteorSupport } from './load-meteor.js';
import type { PeerScore } from './peer-score.js';
import type { TokenizerId } from './tokenizer-choices.js';

/** The settings form: everything a score depends on besides the texts. */
export interface ScoreSettings {
  tokenizer: TokenizerId;
  /** For `intl-segmenter`. */
  locale?: string;
  /** For `spm`: the SentencePiece model file the user chose. */
  spmModel?: { name: string; bytes: Uint8Array };
  lowercase: boolean;
  smoothMethod: SmoothMethod;
  /** For `floor` and `add-k`; `undefined` takes the method's default. */
  smoothValue?: number;
  maxNgramOrder: number;
  /** Also score each system as this peer does (`nltk`, `multi-bleu`, …; none for sacreBLEU alone). */
  preset?: PresetName;
  /** Besides BLEU: chrF (`chrF2`), chrF++ (word order 2), or neither; and TER. */
  chrf: 'chrF' | 'chrF++' | 'off';
  ter: boolean;
  /**
   * TER's tokenization: `normalized` (`--ter-normalized`) and `asianSupport`
   * (`--ter-asian-support`), which together split Chinese and Japanese text into words; off by
   * default, as in sacreBLEU.
   */
  terOptions?: TerSettings;
  /** RIBES (word order), on the words of the tokenizer above. */
  ribes?: boolean;
  /** METEOR (NLTK's: exact, stem and WordNet synonym matches), on the words of the tokenizer above. */
  meteor?: boolean;
  /** METEOR's alpha, beta, gamma and case (NLTK's defaults 0.9, 3.0, 0.5, lower-cased, when left out). */
  meteorOptions?: MeteorSettings;
}

/** The METEOR options the playground offers (the command line's `--meteor-alpha` …). */
export type MeteorSettings = Pick<MeteorOptions, 'alpha' | 'beta' | 'gamma' | 'caseSensitive'>;

/** The TER options the playground offers. */
export type TerSettings = Pick<TerOptions, 'normalized' | 'asianSupport'>;

/** TER with the form's options (sacreBLEU's defaults otherwise). */
export function terFor(settings: Pick<ScoreSettings, 'terOptions'>): Ter {
  return createTer({ ...settings.terOptions });
}

/**
 * RIBES on the words of `tokenizer` (RIBES.py takes tokenized text; the playground's text is raw,
 * so it takes the tokenizer BLEU uses, named in the signature's `tok:`), RIBES.py's other
 * defaults. An empty reference is an error in RIBES.py; when `skipEmpty` (some reference line is
 * blank) it is skipped instead, as `RIBES.py -z` does, and the signature says `empty:skip`.
 */
export function ribesFor(tokenizer: Tokenizer, skipEmpty = false): Ribes {
  return createRibes({ tokenizer, skipEmptyReferences: skipEmpty });
}

/**
 * METEOR as NLTK 3.8 computes it, on the words of `tokenizer` (as `bleukit -m meteor -tok …`),
 * with the form's alpha, beta, gamma and case; its code and WordNet are loaded once by the worker.
 */
export function meteorFor(settings: Pick<ScoreSettings, 'meteorOptions'>, tokenizer: Tokenizer, support: MeteorSupport): Meteor {
  return support.createMeteor({ ...settings.meteorOptions, tokenizer, wordnet: support.wordnet });
}

/** What the metrics besides BLEU take from the worker: the tokenizer's words, and WordNet for METEOR. */
export interface MetricContext {
  tokenizer: Tokenizer;
  /** Some reference line is blank (RIBES then skips it). */
  skipEmpty: boolean;
  /** METEOR's code and WordNet 3.0, loaded when METEOR is chosen. */
  meteor?: MeteorSupport;
}

/** chrF, TER, RIBES and METEOR as the settings ask for them, with the tools' defaults otherwise. */
export function extraMetrics(
  settings: Pick<ScoreSettings, 'chrf' | 'ter' | 'terOptions' | 'ribes' | 'meteor' | 'meteorOptions'>,
  context?: MetricContext,
): Metric[] {
  const metrics: Metric[] = [];
  if (settings.chrf !== 'off') metrics.push(createChrf({ wordOrder: settings.chrf === 'chrF++' ? 2 : 0 }));
  if (settings.ter) metrics.push(terFor(settings));
  if (settings.ribes && context) metrics.push(ribesFor(context.tokenizer, context.skipEmpty));
  if (settings.meteor && context) {
    if (!context.meteor) throw new Error('[bleukit] [playground] METEOR needs WordNet: load it (loadMeteorSupport) before scoring.');
    metrics.push(meteorFor(settings, context.tokenizer, context.meteor));
  }
  return metrics;
}

/**
 * True when some reference line is blank, by Python's whitespace as RIBES.py splits words (RIBES
 * then skips it, as `RIBES.py -z` does).
 */
export function hasBlankReference(references: readonly NamedLines[]): boolean {
  return references.some((reference) => reference.lines.some((line) => pythonSplit(line).length === 0));
}

/** One system's chrF or TER: the corpus score and each segment's sentence score. */
export interface MetricColumn {
  /** `chrF2`, `chrF2++`, `TER`, `RIBES`, `METEOR`. */
  name: string;
  higherIsBetter: boolean;
  /** The corpus score as `bleukit -m chrf -b -w 2` prints it. */
  scoreText: string;
  signature: string;
  /** sacreBLEU's full line (`chrF2|nrefs:1|… = 59.73`). */
  line: string;
  /** RIBES: the value as RIBES.py prints it (`0.870540`, 0–1). */
  ribesPy?: string;
  sentenceScores: Float64Array;
}

/** A system output or a reference: a name (file name or "pasted") and its lines. */
export interface NamedLines {
  name: string;
  lines: string[];
}

/** What to score: one or more systems against one or more reference streams. */
export interface ScoreInput {
  systems: NamedLines[];
  references: NamedLines[];
  settings: ScoreSettings;
}

/** One system's corpus score and the per-segment columns of the table. */
export interface SystemScore {
  name: string;
  result: BleuResult;
  /** The corpus score exactly as `bleukit -b -w 2` prints it. */
  scoreText: string;
  /** sacreBLEU's full line (`BLEU|nrefs:1|… = 34.30 65.6/…`). */
  line: string;
  /** Sentence BLEU of each segment (effective order, as sacreBLEU's `sentence_bleu`). */
  sentenceScores: Float64Array;
  hypLengths: Int32Array;
  refLengths: Int32Array;
  /** chrF, TER, RIBES and METEOR, when chosen (in that order). */
  metrics: MetricColumn[];
  /** The preset's peer score, when a preset is chosen (added by the worker). */
  peer?: PeerScore;
  /** With several systems: paired bootstrap against the first (sacreBLEU's `--paired-bs`). */
  comparison?: SystemComparison;
}

/** A system's paired bootstrap result: 95% interval and p-value against the baseline. */
export interface SystemComparison {
  mean: number;
  ci: number;
  /** `null` for the baseline itself. */
  pValue: number | null;
}

/** Resamples of the paired bootstrap (sacreBLEU's default) and its seed (`SACREBLEU_SEED`). */
export const PAIRED_BOOTSTRAP = { samples: 1000, seed: 12345 } as const;

/** Every system's score. */
export interface ScoreOutput {
  segmentCount: number;
  systems: SystemScore[];
}

/** How a long scoring run reports and yields. */
export interface ScoreControl {
  /** Called after each chunk with segments done (over all systems) and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Awaited between chunks (a worker yields here so that new messages get in). */
  pause?: () => Promise<void>;
  /** Checked between chunks; when true, scoring stops with a {@link ScoreCancelled}. */
  isCancelled?: () => boolean;
  /** Segments per chunk. Default 500. */
  chunkSize?: number;
  /** Called before the paired bootstrap of several systems starts. */
  onCompare?: () => void;
}

/** Thrown when {@link ScoreControl.isCancelled} stops a run. */
export class ScoreCancelled extends Error {
  constructor() {
    super('[bleukit] [playground] Scoring was cancelled by a newer request.');
    this.name = 'ScoreCancelled';
  }
}

/**
 * Checks that there is something to score and that every file has as many lines as the first
 * system; the message names the file and both counts.
 */
export function validateInput(input: Pick<ScoreInput, 'systems' | 'references'>): void {
  const first = input.systems[0];
  if (!first) throw new Error('Add a hypothesis: paste it or drop a file.');
  if (input.references.length === 0) throw new Error('Add a reference: paste it or drop a file.');
  if (first.lines.length === 0) throw new Error(`The hypothesis "${first.name}" is empty.`);
  for (const other of [...input.systems, ...input.references]) {
    if (other.lines.length !== first.lines.length) {
      throw new Error(
        `"${other.name}" has ${other.lines.length} lines but "${first.name}" has ${first.lines.length}; ` +
          `every hypothesis and reference needs one line per segment.`,
      );
    }
  }
}

/** BLEU with the form's settings: corpus settings, and a sentence variant with effective order. */
export function bleuFor(settings: ScoreSettings, tokenizer: Tokenizer) {
  const options = {
    tokenizer,
    lowercase: settings.lowercase,
    smoothMethod: settings.smoothMethod,
    smoothValue: settings.smoothValue,
    maxNgramOrder: settings.maxNgramOrder,
  };
  return { corpus: createBleu(options), sentence: createBleu({ ...options, effectiveOrder: true }) };
}

/**
 * Scores every system against the references: references are tokenized once per segment,
 * each segment's statistics are summed for the corpus score and scored alone for the table.
 */
export async function scoreSystems(
  input: ScoreInput,
  tokenizer: Tokenizer,
  control: ScoreControl = {},
  data: Pick<MetricContext, 'meteor'> = {},
): Promise<ScoreOutput> {
  validateInput(input);
  const { corpus, sentence } = bleuFor(input.settings, tokenizer);
  const segmentCount = (input.systems[0] as NamedLines).lines.length;
  const nrefs = input.references.length;
  const size = 2 + 2 * corpus.maxNgramOrder;
  const chunkSize = control.chunkSize ?? 500;
  const totals = input.systems.map(() => new Array<number>(size).fill(0));
  const columns = input.systems.map(() => ({
    sentenceScores: new Float64Array(segmentCount),
    hypLengths: new Int32Array(segmentCount),
    refLengths: new Int32Array(segmentCount),
    // Segment statistics, row after row, for the paired bootstrap.
    matrix: new Float64Array(input.systems.length > 1 ? segmentCount * size : 0),
  }));
  // chrF, TER, RIBES and METEOR take lines as sacreBLEU's command line reads them (right-stripped).
  const extras = extraMetrics(input.settings, { tokenizer, skipEmpty: hasBlankReference(input.references), ...data });
  const extraTotals = input.systems.map(() => extras.map((metric) => new Array<number>(metric.statisticsSize).fill(0)));
  const extraScores = input.systems.map(() => extras.map(() => new Float64Array(segmentCount)));
  const work = segmentCount * input.systems.length;
  for (let start = 0; start < segmentCount; start += chunkSize) {
    if (control.isCancelled?.()) throw new ScoreCancelled();
    const end = Math.min(segmentCount, start + chunkSize);
    for (let i = start; i < end; i++) {
      const refTokens = input.references.map((ref) => corpus.tokenize(ref.lines[i] as string));
      input.systems.forEach((system, s) => {
        const stats = corpus.tokenStatistics(corpus.tokenize(system.lines[i] as string), refTokens);
        const total = totals[s] as number[];
        for (let k = 0; k < size; k++) total[k] = (total[k] as number) + (stats[k] as number);
        const column = columns[s] as (typeof columns)[number];
        column.sentenceScores[i] = sentence.scoreStatistics(stats, nrefs).score;
        column.hypLengths[i] = stats[0] as number;
        column.refLengths[i] = stats[1] as number;
        if (column.matrix.length > 0) column.matrix.set(stats, i * size);
      });
      if (extras.length > 0) {
        const refLines = input.references.map((ref) => pythonRstrip(ref.lines[i] as string));
        input.systems.forEach((system, s) => {
          const hyp = pythonRstrip(system.lines[i] as string);
          extras.forEach((metric, m) => {
            const stats = metric.segmentStatistics(hyp, refLines);
            const total = (extraTotals[s] as number[][])[m] as number[];
            // In segment order, as sacreBLEU sums them (TER's reference lengths are floats).
            for (let k = 0; k < stats.length; k++) total[k] = (total[k] as number) + (stats[k] as number);
            ((extraScores[s] as Float64Array[])[m] as Float64Array)[i] = metric.scoreStatistics(stats, nrefs).score;
          });
        });
      }
    }
    control.onProgress?.(end * input.systems.length, work);
    if (end < segmentCount) await control.pause?.();
  }
  let comparisons: SystemComparison[] | undefined;
  if (input.systems.length > 1) {
    control.onCompare?.();
    await control.pause?.();
    if (control.isCancelled?.()) throw new ScoreCancelled();
    const [baseline, ...others] = columns.map((column) => ({ segments: segmentCount, width: size, data: column.matrix }));
    const paired = pairedBootstrap(corpus, baseline as NonNullable<typeof baseline>, others, PAIRED_BOOTSTRAP);
    comparisons = [paired.baseline, ...paired.systems].map((r) => ({ mean: r.mean ?? r.score, ci: r.ci ?? 0, pValue: r.pValue }));
  }
  return {
    segmentCount,
    systems: input.systems.map((system, s) => {
      const result = corpus.scoreStatistics(totals[s] as number[], nrefs);
      const { matrix: _matrix, ...column } = columns[s] as (typeof columns)[number];
      return {
        name: system.name,
        result,
        scoreText: formatBleu(result, { width: 2, scoreOnly: true }),
        line: formatBleu(result, { width: 2 }),
        ...column,
        metrics: extras.map((metric, m) => metricColumn(metric, metric.scoreStatistics((extraTotals[s] as number[][])[m] as number[], nrefs), nrefs, (extraScores[s] as Float64Array[])[m] as Float64Array)),
        ...(comparisons ? { comparison: comparisons[s] as SystemComparison } : {}),
      };
    }),
  };
}

function metricColumn(metric: Metric, result: MetricResult, nrefs: number, sentenceScores: Float64Array): MetricColumn {
  return {
    name: metric.name,
    higherIsBetter: metric.higherIsBetter,
    scoreText: metric.format(result, { width: 2, scoreOnly: true }),
    signature: formatSignatureFields(metric.signatureFields(nrefs)),
    line: metric.format(result, { width: 2 }),
    ...('ribes' in result && typeof result.ribes === 'number' ? { ribesPy: formatFixed(result.ribes, 6) } : {}),
    sentenceScores,
  };
}
