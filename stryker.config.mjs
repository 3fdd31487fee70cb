// Mutation testing of @bleukit/core's BLEU (StrykerJS + its vitest runner). Heavy: run it by hand
// with `pnpm run mutation`, never in `npm test` or CI; the score goes into docs/robustness.md.
//
// It runs from the repository root because core's vitest config reads ../../vitest.shared.ts;
// Stryker copies the checkout (minus the ignored folders) into a sandbox, so the shared fixtures
// are found through BLEUKIT_SHARED rather than `../shared` beside the sandbox.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
process.env.BLEUKIT_SHARED ??= join(root, '..', 'shared');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'packages/core/vitest.config.ts', dir: 'packages/core', related: false },
  // The statistics → score path and everything it prints; presets/ and significance/ have their
  // own conformance vectors and are left for a later run.
  mutate: [
    'packages/core/src/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/index.ts',
    '!packages/core/src/version.ts',
  ],
  ignorePatterns: ['apps', 'conformance', 'templates', 'samples', 'docs', '**/dist', 'coverage', '.turbo', '.tools'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20000,
  tempDirName: 'node_modules/.stryker-tmp',
  cleanTempDir: true,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'coverage/mutation/index.html' },
  jsonReporter: { fileName: 'coverage/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
};
