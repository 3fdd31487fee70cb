#!/usr/bin/env node
// The `bleukit` executable: runs the command with the real process streams.
import { runCli } from './run-cli.js';

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
