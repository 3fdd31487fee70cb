import { BleukitError, type BleukitErrorCode } from '../errors.js';

/** What a peer implementation does on an input it cannot score. */
export interface PeerFailureInfo {
  /** Preset whose peer fails, e.g. `nmt`. */
  preset: string;
  /** The peer's own error, e.g. `ZeroDivisionError: float division by zero`. */
  peerError: string;
  /** Exit status of a peer script that dies (Moses and NIST perl scripts), else undefined. */
  exitCode?: number | undefined;
}

/**
 * Thrown where the reproduced implementation raises an exception or its process dies (empty
 * hypotheses under TF-NMT, `multi-bleu.perl`'s division by zero, NLTK method6's assertion).
 * `peerError` and `exitCode` record what the peer itself does, so a caller can mimic it.
 */
export class PeerError extends BleukitError {
  /** Preset whose peer fails. */
  readonly preset: string;
  /** The peer's own exception or die message. */
  readonly peerError: string;
  /** Exit status of the peer's process, when it dies. */
  readonly exitCode: number | undefined;

  constructor(code: BleukitErrorCode, info: PeerFailureInfo, fix: string) {
    super(
      code,
      `[bleukit] [${info.preset}] The ${info.preset} implementation cannot score this input: it ` +
        `fails with "${info.peerError}"${info.exitCode === undefined ? '' : ` (exit ${info.exitCode})`}. ${fix}`,
    );
    this.name = 'PeerError';
    this.preset = info.preset;
    this.peerError = info.peerError;
    this.exitCode = info.exitCode;
  }
}
