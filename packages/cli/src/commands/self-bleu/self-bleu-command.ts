// `bleukit self-bleu FILE`: the diversity of a set of sentences, each line scored with NLTK's
// sentence_bleu against all the others, 100 × the mean, printed like the other scores.
import { formatScoreJson, formatScoreLine, SIGNATURE_VERSION, type ScoreLine } from '@bleukit/core';
import type { CliIo } from '../../cli-io.js';
import { runBlocks } from '../pairwise/block-runner.js';
import { commandArguments, oneTextFile } from '../pairwise/matrix-arguments.js';
import { inputError, matrixProgress, readTextLines, scoredLines, shownName, unusedOptionWarnings } from '../pairwise/matrix-input.js';
import { tokenizerSpec } from '../pairwise/matrix-metric.js';
import type { SelfBleuBlock, SelfBleuSettings } from './self-bleu-task.js';

/** Runs `bleukit self-bleu ARGS`; returns the exit status. */
export async function runSelfBleuCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = commandArguments('self-bleu', argv, io);
  if (args === undefined) return 0;
  const path = oneTextFile(args, 'sentences', 'bleukit self-bleu generated.txt');
  unusedOptionWarnings(args, io);
  const lines = scoredLines(await readTextLines(path, io));
  if (lines.length < 2) {
    throw inputError(`${shownName(path)} has ${lines.length === 0 ? 'no lines' : 'one line'}: self-BLEU scores each line against the others, so it needs at least 2.`);
  }
  const tokenizer = await tokenizerSpec(args);
  const settings: SelfBleuSettings = { lines, tokenizer, maxOrder: args.maxOrder };
  const progress = matrixProgress(args, io, 'lines');
  let score = Number.NaN;
  try {
    await runBlocks<SelfBleuBlock>({
      task: { name: 'self-bleu', settings },
      count: lines.length,
      blockSize: lines.length,
      jobs: 1,
      onBlock: (_start, _end, block) => void (score = block.score),
      onProgress: (done) => progress.advance(done, lines.length),
    });
  } finally {
    progress.done();
  }
  const line: ScoreLine = {
    name: 'Self-BLEU',
    score,
    signature: [
      ['lines', 'l', String(lines.length)],
      ['ngram', 'n', String(args.maxOrder)],
      ['smooth', 's', 'method1'],
      ['tok', 'tok', tokenizer.name],
      ['version', 'v', SIGNATURE_VERSION],
    ],
  };
  io.writeOut(`${args.format === 'json' ? formatScoreJson(line, args.width) : formatScoreLine(line, { width: args.width })}\n`);
  return 0;
}
