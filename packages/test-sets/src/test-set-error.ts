import { BleukitError, type BleukitErrorCode } from '@bleukit/core';

/**
 * A test set that could not be fetched, unpacked or read. `logLines` are sacreBLEU's own messages
 * for the case, when it has some (the command line prints them as sacreBLEU does, before this
 * error's message).
 */
export class TestSetError extends BleukitError {
  readonly logLines: readonly string[];

  constructor(code: BleukitErrorCode, message: string, options?: { cause?: unknown; logLines?: readonly string[] }) {
    super(code, message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TestSetError';
    this.logLines = options?.logLines ?? [];
  }
}
