#!/usr/bin/env node
// The `bleukit` executable: runs the command with the real process streams.
import { fileURLToPath } from 'node:url';
import { loadCachedBundle } from './cached-bundle.js';
import type { CliIo } from './cli-io.js';

/** The file name of compare-mt's one-file bundle beside this one, defined by scripts/bundle.mjs (undefined in tsc's output). */
declare const BLEUKIT_COMPARE_MT_BUNDLE: string | undefined;

type RunCli = (io: CliIo) => Promise<number>;

/** The `runCli` of the command line's command, its modules loaded (and `--jobs N`'s workers started). */
async function commandRunner(argv: readonly string[]): Promise<RunCli> {
  // compare-mt's drop-in uses none of the scoring commands' modules: it starts without them, from
  // one CommonJS file compiled through V8's code cache when the build made one (cached-bundle.ts).
  if (argv[0] === 'compare-mt') {
    if (typeof BLEUKIT_COMPARE_MT_BUNDLE !== 'undefined') {
      return loadCachedBundle(fileURLToPath(new URL(BLEUKIT_COMPARE_MT_BUNDLE, import.meta.url))).exports.runCli as RunCli;
    }
    return (await import('./commands/compare-mt/compare-mt-cli.js')).runCli;
  }
  // `--jobs N`'s workers start first, so that their start overlaps the loading of the command below.
  const [{ jobsInArguments }, { matrixCommand, workerTaskOf }] = await Promise.all([
    import('./arguments/jobs-in-arguments.js'),
    import('./commands/pairwise/matrix-commands.js'),
  ]);
  const jobs = jobsInArguments(argv);
  const task = workerTaskOf(argv[0]);
  if (jobs > 1 && task !== undefined) (await import('./commands/pairwise/block-runner.js')).startEarlyBlockWorkers(jobs, task);
  else if (jobs > 1 && matrixCommand(argv[0]) === undefined) (await import('./engine/early-workers.js')).startEarlyWorkers(jobs);
  return (await import('./run-cli.js')).runCli;
}

const runCli = await commandRunner(process.argv.slice(2));

// A reader that stops early (`bleukit … | head`) closes the pipe: that is no error, so stop quietly
// instead of printing Node's unhandled EPIPE trace. The reader already has what it wanted.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const status = await runCli({
  argv: process.argv.slice(2),
  env: process.env,
  stdin: process.stdin,
  writeOut: (text) => process.stdout.write(text),
  writeErr: (text) => process.stderr.write(text),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
});
process.exitCode = status;
