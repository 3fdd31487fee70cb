// The bleukit executable as users start it: the CLI package's `bin` (what `npm i -g` links and
// ./bleukit runs), which starts a scoring command in one thread and compare-mt from their
// code-cached bundles. BENCH_CLI names another entry point to time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cliPackage = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'cli');

export const cliBin = process.env.BENCH_CLI ?? join(cliPackage, JSON.parse(readFileSync(join(cliPackage, 'package.json'), 'utf8')).bin.bleukit);
