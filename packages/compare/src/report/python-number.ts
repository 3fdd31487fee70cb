/**
 * A number as compare-mt holds it: a Python `int` or a Python `float`. compare-mt prints an int
 * with `{:d}` and a float with `{:.Nf}` (its `fmt`), so `0` and `0.0` print differently (`0`
 * against `0.0000`); the distinction is kept in the type instead of guessed from the value.
 */
export type PyNumber = number | PyInt;

/** A Python `int` (a JavaScript `number` alone stands for a Python `float`). */
export interface PyInt {
  readonly int: number;
}

/** Wraps a count as a Python int. */
export function pyInt(value: number): PyInt {
  return { int: value };
}

/** True for a Python int. */
export function isPyInt(value: PyNumber): value is PyInt {
  return typeof value !== 'number';
}

/** The numeric value, int or float. */
export function pyValue(value: PyNumber): number {
  return typeof value === 'number' ? value : value.int;
}
