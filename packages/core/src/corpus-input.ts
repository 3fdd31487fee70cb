import { BleukitError, describeValue } from './errors.js';

// The input checks every metric's corpus and sentence scores share (BLEU, chrF, TER), so a
// mistake gets the same message whichever metric meets it.

/** Checks that every value is a string (or null where allowed); names the first that is not. */
export function checkStrings(values: readonly unknown[], what: string, allowNull: boolean): void {
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value !== 'string' && !(allowNull && value === null)) {
      const nesting = Array.isArray(value)
        ? ' One level of nesting too many? Each entry is one line of text (not a list of tokens or of references).'
        : '';
      throw new BleukitError(
        'invalid-input',
        `[bleukit] ${what} ${i + 1} should be a string${allowNull ? ' or null' : ''}, received ${describeValue(value)}.${nesting}`,
      );
    }
  }
}

function notStreams(references: unknown): BleukitError {
  return new BleukitError(
    'invalid-input',
    `[bleukit] references should be an array of reference streams (arrays of strings), ` +
      `e.g. [["ref of segment 1", "ref of segment 2"]], received ${describeValue(references)}.`,
  );
}

/**
 * Checks corpus input: an array of hypothesis strings and an array of reference **streams**
 * (`references[k][i]`), each as long as the hypotheses. `perSegmentFix` says what to call for
 * references given per segment, which is the likely mistake when there is one entry per hypothesis.
 */
export function checkCorpusInput(hypotheses: unknown, references: unknown, perSegmentFix: string): void {
  if (!Array.isArray(hypotheses)) {
    throw new BleukitError('invalid-input', `[bleukit] hypotheses should be an array of strings, received ${describeValue(hypotheses)}.`);
  }
  if (!Array.isArray(references) || references.length === 0 || !references.every(Array.isArray)) throw notStreams(references);
  if (hypotheses.length === 0) throw new BleukitError('invalid-input', '[bleukit] There are no hypotheses to score.');
  checkStrings(hypotheses, 'Hypothesis', false);
  (references as unknown[][]).forEach((stream, k) => {
    if (stream.length !== hypotheses.length) {
      const perSegment =
        references.length === hypotheses.length
          ? ` There is one entry per hypothesis: if each entry lists the references of one segment (the NLTK / ` +
            `Hugging Face layout), ${perSegmentFix} instead.`
          : '';
      throw new BleukitError(
        'length-mismatch',
        `[bleukit] Reference stream ${k + 1} has ${stream.length} segments but there are ` +
          `${hypotheses.length} hypotheses; every stream needs one entry per hypothesis (null for none).${perSegment}`,
      );
    }
    checkStrings(stream, `Reference ${k + 1} of segment`, true);
  });
}

/**
 * Checks reference streams given on their own (a cache of references made before the hypotheses):
 * arrays of strings (or null), all as long as the first.
 */
export function checkReferenceStreams(references: unknown): void {
  if (!Array.isArray(references) || !references.every(Array.isArray)) throw notStreams(references);
  const segments = (references[0] as unknown[] | undefined)?.length ?? 0;
  (references as unknown[][]).forEach((stream, k) => {
    if (stream.length !== segments) {
      throw new BleukitError(
        'length-mismatch',
        `[bleukit] Reference stream ${k + 1} has ${stream.length} segments but stream 1 has ${segments}; every stream needs one entry per segment (null for none).`,
      );
    }
    checkStrings(stream, `Reference ${k + 1} of segment`, true);
  });
}

/** Checks a sentence's references: an array of strings (or null), the references of that sentence. */
export function checkSentenceReferences(references: unknown): void {
  if (!Array.isArray(references)) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] references should be an array of strings (the references of this sentence), received ${describeValue(references)}.`,
    );
  }
}

/**
 * Checks one segment's input to `segmentStatistics`: a hypothesis string and an array of its
 * references (strings, or null for a stream that has none).
 */
export function checkSegmentInput(hypothesis: unknown, references: unknown): void {
  if (typeof hypothesis !== 'string') checkStrings([hypothesis], 'Hypothesis', false);
  if (!Array.isArray(references)) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] references should be an array of strings (the references of this segment), received ${describeValue(references)}.`,
    );
  }
  checkStrings(references, 'Reference', true);
}

/** The error for a segment without any reference (every stream is null there). */
export function missingReference(segment: number): BleukitError {
  return new BleukitError(
    'missing-reference',
    `[bleukit] Segment ${segment + 1} has no reference (every reference stream is null there); ` +
      `give it at least one, possibly empty, reference.`,
  );
}

/** Reference streams (`streams[k][i]`) from references given per segment (`segments[i][k]`). */
export function streamsFromSegments(segments: readonly (readonly (string | null)[])[]): (string | null)[][] {
  if (!Array.isArray(segments) || !segments.every(Array.isArray)) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit] references per segment should be an array with one array of reference strings per segment, ` +
        `e.g. [["ref 1 of segment 1", "ref 2 of segment 1"], ["ref 1 of segment 2"]], received ${describeValue(segments)}.`,
    );
  }
  const count = Math.max(0, ...segments.map((refs) => refs.length));
  return Array.from({ length: count }, (_, k) => segments.map((refs) => (k < refs.length ? (refs[k] as string | null) : null)));
}
