import type { Bleu } from '@bleukit/core';
import { CliError, bleukitError } from './cli-error.js';
import type { Logger } from './logger.js';
import type { CliArguments } from './parse-arguments.js';
import type { RenderOptions } from './render-output.js';

/** What the significance outputs need: per-segment statistics of every system. */
export interface SignificanceContext {
  args: CliArguments;
  log: Logger;
  bleu: Bleu;
  render: RenderOptions;
  names: string[];
  nrefs: number;
  /** Per system: segment statistics, `2 + 2·order` numbers per segment. */
  segments: Float64Array[];
  /** Per system: summed statistics. */
  totals: Float64Array[];
}

/** `-ci`, `--paired-bs`, `--paired-ar`: the output text (without the final newline). */
export function runSignificance(context: SignificanceContext): string {
  void context;
  throw new CliError(2, [bleukitError('-ci/--paired-bs/--paired-ar are not available in this build yet.')]);
}
