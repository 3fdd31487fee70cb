// analyze's temporary file: bytes read back as written, nothing left in the folder, and a folder
// that cannot be written to is one clear error.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SegmentColumn } from '@bleukit/compare/analyze';
import { afterAll, describe, expect, it } from 'vitest';
import { CliError } from '../../cli-error.js';
import { openSpillFile } from './spill-file.js';

const folder = mkdtempSync(join(tmpdir(), 'bleukit-spill-test-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('openSpillFile', () => {
  it('reads back what a column wrote, and leaves nothing in the folder', () => {
    const spill = openSpillFile(folder);
    try {
      expect(readdirSync(folder)).toEqual([]);
      const segments = 50_000;
      const column = new SegmentColumn(segments, 3, { type: 'u16', widen: true, spill });
      for (let s = 0; s < segments; s++) column.setRow(s, [s, s % 7, s === 40_000 ? 0.25 : 1]);
      expect(spill.size).toBeGreaterThan(0);
      let wrong = 0;
      for (let s = 0; s < segments; s++) if (column.get(s, 0) !== s || column.get(s, 1) !== s % 7 || column.get(s, 2) !== (s === 40_000 ? 0.25 : 1)) wrong++;
      expect(wrong).toBe(0);
    } finally {
      spill.close();
    }
  });

  it('says which folder it cannot write to and how to choose another', () => {
    const error = (() => {
      try {
        openSpillFile(join(folder, 'missing', 'deeper'));
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).lines).toEqual([expect.stringMatching(/^bleukit: error: cannot make analyze's temporary file in .*missing.deeper: .*; set TMPDIR to a folder with room/)]);
  });
});
