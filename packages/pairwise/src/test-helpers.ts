// What the tests share: random sentences for the property tests (pieces in several scripts, with
// punctuation, several kinds of whitespace and astral characters, drawn from a small pool so that
// sentences share n-grams and some lines repeat, plus empty lines), and the error a call throws.
import { BleukitError } from '@bleukit/core';
import fc from 'fast-check';

const PIECES = [
  'the', 'The', 'cat', 'sat', 'on', 'a', 'mat', 'mat.', '(hi)', 'cat,', "it's", '"yes"', '-', '...', '3.5', 'U.S.',
  'кот', 'Кот', 'сидел', 'на', 'ковре.', 'ёж',
  '猫', '猫が', 'マットの', '上に', '座った。', '東京', '，', '！',
  'Straße', 'İstanbul', 'ΣΑΣ', 'naïve', 'café', '😀', '𝔘𝔫𝔦', '👍🏽',
];
const SPACES = [' ', ' ', ' ', '  ', '\t', '\u3000', '\u00a0', ''];

/** One random line. */
export const sentence: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SPACES)), { maxLength: 14 })
  .map((parts) => parts.map(([piece, space]) => piece + space).join(''));

/** Up to `maxLength` random lines, some empty, some repeated. */
export const sentences = (maxLength: number, minLength = 0): fc.Arbitrary<string[]> =>
  fc.array(fc.oneof(sentence, fc.constant(''), fc.constant('the cat sat on a mat.')), { minLength, maxLength });

/** `code: message` of the BleukitError `run` throws (or says it threw something else, or nothing). */
export function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return BleukitError.isInstance(error) ? `${error.code}: ${error.message}` : 'not a BleukitError';
  }
  return 'no error';
}
