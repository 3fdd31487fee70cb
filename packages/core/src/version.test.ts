import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { SIGNATURE_VERSION, VERSION } from './index.js';

it('VERSION is the package version, and the signature names bleukit', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  expect(VERSION).toBe(manifest.version);
  expect(SIGNATURE_VERSION).toBe(`bleukit-${manifest.version}`);
});
