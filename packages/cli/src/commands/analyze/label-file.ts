import { LABEL_TYPES, parseFrequencyCutoffs, type LabelBucketing, type LabelType } from '@bleukit/compare/analyze';
import { CliError, bleukitError } from '../../cli-error.js';

/**
 * The labels of `--labels FILE`: one per line, stripped of surrounding whitespace, for every segment. A file
 * with fewer or more lines than the references is an error that names the first line out of step.
 */
export function readLabels(path: string, lines: readonly string[], segments: number): string[] {
  if (lines.length < segments) {
    throw new CliError(1, [bleukitError(`${path}:${lines.length + 1}: the label file ends after ${lines.length} lines but the references have ${segments}; give one label per reference line.`)]);
  }
  if (lines.length > segments) {
    throw new CliError(1, [bleukitError(`${path}:${segments + 1}: the label file has ${lines.length} lines but the references have ${segments}; give one label per reference line.`)]);
  }
  const empty = lines.findIndex((line) => line.trim() === '');
  if (empty >= 0) throw new CliError(1, [bleukitError(`${path}:${empty + 1}: the label is empty; give every line a label (e.g. its document or domain).`)]);
  return lines.map((line) => line.trim());
}

/** The options of one kind of label file: `--labels` (sentences) or `--word-labels` (words). */
export interface LabelOptionNames {
  /** The label files' option, e.g. `--word-labels REFLABELS... SYSLABELS...`. */
  readonly files: string;
  readonly type: string;
  /** The label set's option, if there is one. */
  readonly set?: string;
  readonly cutoffs: string;
}

/**
 * How the labels make buckets, from their options' values (null when not given): the type
 * (`label`, `multilabel`, `numlabel`), the label set (joined by `+`) or the cutoffs (joined by
 * `:`), refused with the option to fix when one does not go with another or the files are not given.
 */
export function labelBucketing(given: { files: boolean; type: string | null; set: string | null; cutoffs: string | null }, names: LabelOptionNames): LabelBucketing {
  const usage = (message: string) => new CliError(2, [bleukitError(message)]);
  const [option] = names.files.split(' ');
  for (const [name, value] of [[names.type, given.type], [names.set, given.set], [names.cutoffs, given.cutoffs]] as const) {
    if (name !== undefined && value !== null && !given.files) throw usage(`${name} says how the labels of ${option} make buckets; give ${names.files} too.`);
  }
  const type = given.type ?? 'label';
  if (!Object.hasOwn(LABEL_TYPES, type)) {
    const types = Object.entries(LABEL_TYPES).map(([name, { rule }]) => `${name} (${rule})`);
    throw usage(`${names.type} ${type}: give one of ${types.join('; ')}.`);
  }
  if (type === 'numlabel' && given.set !== null) throw usage(`${names.set} names labels; numeric labels (${names.type} numlabel) are bucketed by ${names.cutoffs} C1:C2... instead (default 0.25:0.5:0.75).`);
  if (type !== 'numlabel' && given.cutoffs !== null) throw usage(`${names.cutoffs} buckets numeric labels; give ${names.type} numlabel too.`);
  if (given.set !== null && given.set.split('+').includes('')) throw usage(`${names.set} ${given.set}: a label is empty; join the labels with single '+' signs, e.g. ${names.set} A+B.`);
  return {
    type: type as LabelType,
    ...(given.set === null ? {} : { labelSet: given.set.split('+') }),
    ...(given.cutoffs === null ? {} : { cutoffs: parseFrequencyCutoffs(given.cutoffs, names.cutoffs, '0.25:0.5:0.75') }),
  };
}

/** The options of `--labels`. */
export const SENTENCE_LABEL_OPTIONS: LabelOptionNames = { files: '--labels FILE', type: '--label-type', set: '--label-set', cutoffs: '--label-cutoffs' };
/** The options of `--word-labels`. */
export const WORD_LABEL_OPTIONS: LabelOptionNames = { files: '--word-labels REFLABELS... SYSLABELS...', type: '--word-label-type', set: '--word-label-set', cutoffs: '--word-label-cutoffs' };
