import { defineProject } from 'vitest/config';
import { alias, timeouts } from '../../vitest.shared.js';

// Unit tests of the view logic (src/**) and the browser tests (e2e/**), which drive the built app
// (dist/, made by `turbo run build` before the tests) in Debian's Chromium through playwright-core.
export default defineProject({
  resolve: { alias },
  test: {
    name: 'playground',
    ...timeouts,
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
  },
});
