#!/usr/bin/env node
// The `bleukit` executable as the package's `bin` starts it: scripts/bundle.mjs builds this file
// into `dist/bin.cjs`, a CommonJS script, which Node starts sooner than a module. It runs
// compare-mt from its own bundle (compare-mt-bundle.ts), a scoring command in one thread from the
// scoring bundle (scoring-bundle.ts), and imports bin.js for every other command.
import { bundledCompareMt } from './compare-mt-bundle.js';
import { runWithProcess } from './process-cli.js';
import { bundledScoring } from './scoring-bundle.js';

const argv = process.argv.slice(2);
const bundled = argv[0] === 'compare-mt' ? bundledCompareMt() : bundledScoring(argv, (specifier) => import(specifier));
if (bundled !== undefined) void runWithProcess(bundled);
else void import('./bin.js');
