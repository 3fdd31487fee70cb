#!/usr/bin/env node
// The `bleukit` executable: runs the command with the real process streams.
import { jobsInArguments } from './arguments/jobs-in-arguments.js';
import { matrixCommand, workerTaskOf } from './commands/pairwise/matrix-commands.js';

// `--jobs N`'s workers start first, so that their start overlaps the loading of the command below.
const jobs = jobsInArguments(process.argv.slice(2));
const task = workerTaskOf(process.argv[2]);
if (jobs > 1 && task !== undefined) (await import('./commands/pairwise/block-runner.js')).startEarlyBlockWorkers(jobs, task);
else if (jobs > 1 && matrixCommand(process.argv[2]) === undefined) (await import('./engine/early-workers.js')).startEarlyWorkers(jobs);
// compare-mt's drop-in uses none of the scoring commands' modules: it starts without them.
const { runCli } = process.argv[2] === 'compare-mt' ? await import('./commands/compare-mt/compare-mt-cli.js') : await import('./run-cli.js');

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
