import { BleukitError, describeValue } from '@bleukit/core';

/**
 * One case's references from a framework's `expected`: a string, or an array of reference
 * strings. An array of arrays is sacreBLEU's corpus layout (one stream per reference), the
 * most reported silent mistake in sacreBLEU's tracker: refused with the fix.
 */
export function caseReferences(expected: unknown, where = 'expected'): string[] {
  if (typeof expected === 'string') return [expected];
  if (Array.isArray(expected) && expected.length > 0 && expected.every((ref) => typeof ref === 'string')) {
    return expected as string[];
  }
  if (Array.isArray(expected) && expected.some(Array.isArray)) {
    throw new BleukitError(
      'invalid-input',
      `[bleukit/evals] ${where} is an array of arrays, the corpus layout (one list per reference stream); ` +
        `a case takes its own references only: a string or an array of strings, e.g. ["ref 1", "ref 2"]. ` +
        `Received ${describeValue(expected)}.`,
    );
  }
  throw new BleukitError(
    'missing-reference',
    `[bleukit/evals] ${where} should be the reference: a string or a non-empty array of strings, ` +
      `received ${describeValue(expected)}. In promptfoo set it in the test's vars; in autoevals pass { output, expected }.`,
  );
}

/**
 * Every case's references for a corpus score, checked against the number of outputs. A list of
 * reference streams (`expected[k][i]`, sacreBLEU's `refs`) given where per-case references
 * were expected (`expected[i][k]`) is named as transposed.
 */
export function corpusReferences(outputs: readonly unknown[], expected: readonly unknown[]): string[][] {
  if (expected.length !== outputs.length) {
    const transposed =
      expected.length > 0 &&
      expected.every((stream) => Array.isArray(stream) && stream.length === outputs.length);
    throw new BleukitError(
      'length-mismatch',
      transposed
        ? `[bleukit/evals] expected looks transposed: it holds ${expected.length} lists of ${outputs.length} ` +
            `references (sacreBLEU's reference streams), but a list of each case's references is needed. ` +
            `Transpose it: expected[i] = the references of case i.`
        : `[bleukit/evals] There are ${outputs.length} outputs and ${expected.length} expected values; ` +
            `give each case its references (expected[i] for output i).`,
    );
  }
  return expected.map((refs, i) => caseReferences(refs, `expected[${i}]`));
}
