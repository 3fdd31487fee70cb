// The RIBES.py 1.03.1 records of the shared folder (conformance/ribes/README.md describes them).
import { readJsonl } from './shared.js';

/** One RIBES.py run: its files, arguments, stdout, exit status and the values it computed. */
export interface RibesPyRecord {
  id: string;
  argv: string[];
  files: Record<string, string>;
  stdout: string;
  exit: number;
  /** With exit 0: stderr without the two time-stamp lines. */
  stderr?: string;
  /** With another exit: the last and the first stderr line other than the time stamps. */
  error?: string;
  stderr_first?: string;
  values: ({ corpus: string; sentences: (string | null)[]; tokens: string[][] } | { error: string })[];
  ref_tokens: string[][][];
}

/** All 400 records. */
export function readRibesPyRecords(): RibesPyRecord[] {
  return readJsonl<RibesPyRecord>('conformance/ribes/ribes-py.jsonl');
}
