const marker = Symbol.for('bleukit.error');

/** Stable machine-readable codes of {@link BleukitError}. */
export type BleukitErrorCode =
  | 'invalid-argument'
  | 'invalid-input'
  | 'length-mismatch'
  | 'missing-reference'
  | 'unknown-name'
  | 'unsupported'
  | 'io';

/**
 * The one error class bleukit throws for a user's mistake: bad options, bad input, a missing
 * file. `code` is stable; `message` says what is wrong, where, and how to fix it.
 */
export class BleukitError extends Error {
  /** Stable code, safe to branch on. */
  readonly code: BleukitErrorCode;
  private readonly [marker] = true;

  constructor(code: BleukitErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BleukitError';
    this.code = code;
  }

  /**
   * True for a BleukitError, also one thrown by another copy of this package (where
   * `instanceof` would say no).
   */
  static isInstance(error: unknown): error is BleukitError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}

/** Shortens a received value for an error message. */
export function describeValue(value: unknown, max = 60): string {
  let text: string;
  try {
    // Numbers as themselves: JSON would print NaN and Infinity as null.
    text =
      typeof value === 'string'
        ? JSON.stringify(value)
        : typeof value === 'number'
          ? String(value)
          : String(JSON.stringify(value) ?? value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
