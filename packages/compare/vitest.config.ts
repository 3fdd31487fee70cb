import { defineProject } from 'vitest/config';
import { alias, timeouts } from '../../vitest.shared.js';

export default defineProject({
  resolve: { alias },
  test: { name: 'compare', ...timeouts },
});
