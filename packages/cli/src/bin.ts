#!/usr/bin/env node
// The `bleukit` executable as a module: runs the command with the real process streams. The
// package's `bin` is launcher.ts's CommonJS build, which comes here for the commands that run from
// no bundle of their own (and this file, run itself, uses the same bundles).
import { bundledCompareMt } from './compare-mt-bundle.js';
import { runWithProcess, type RunCli } from './process-cli.js';
import { bundledScoring } from './scoring-bundle.js';

/** The `runCli` of the command line's command, its modules loaded (and `--jobs N`'s workers started). */
async function commandRunner(argv: readonly string[]): Promise<RunCli> {
  // compare-mt's drop-in uses none of the scoring commands' modules: it starts without them.
  if (argv[0] === 'compare-mt') return bundledCompareMt() ?? (await import('./commands/compare-mt/compare-mt-cli.js')).runCli;
  // A scoring command in one thread: from its own bundle, where the build made one.
  const scoring = bundledScoring(argv, (specifier) => import(/* @vite-ignore */ specifier));
  if (scoring !== undefined) return scoring;
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

await runWithProcess(await commandRunner(process.argv.slice(2)));
