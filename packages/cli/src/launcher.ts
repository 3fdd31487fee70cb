#!/usr/bin/env node
// The `bleukit` executable as the package's `bin` starts it: scripts/bundle.mjs builds this file
// into `dist/bin.cjs`, a CommonJS script, which Node starts sooner than a module. It runs
// compare-mt from its own bundle (compare-mt-bundle.ts) and imports bin.js for every other command.
import { bundledCompareMt } from './compare-mt-bundle.js';
import { runWithProcess } from './process-cli.js';

const compareMt = process.argv[2] === 'compare-mt' ? bundledCompareMt() : undefined;
if (compareMt !== undefined) void runWithProcess(compareMt);
else void import('./bin.js');
