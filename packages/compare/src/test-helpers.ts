// What the tests share: the error a call throws.
import { BleukitError } from '@bleukit/core';

/** The BleukitError `run` throws; anything else it throws is rethrown, and throwing nothing fails. */
export function errorOf(run: () => unknown): BleukitError {
  try {
    run();
  } catch (error) {
    if (BleukitError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('no error');
}
