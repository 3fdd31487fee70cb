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

/** The options of @bleukit/ribes that RIBES.py's flags set. */
export interface RibesPyOptions {
  caseSensitive?: boolean;
  skipEmptyReferences?: boolean;
  alpha?: number;
  beta?: number;
}

/** RIBES.py's flags as options, with the reference and system files. */
export function ribesPyArguments(argv: readonly string[]): { options: RibesPyOptions; refs: string[]; hyps: string[] } {
  const options: RibesPyOptions = {};
  const refs: string[] = [];
  const hyps: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '-c') options.caseSensitive = true;
    else if (arg === '-z') options.skipEmptyReferences = true;
    else if (arg === '-s') continue;
    else if (arg === '-a') options.alpha = Number(argv[++i]);
    else if (arg === '-b') options.beta = Number(argv[++i]);
    else if (arg === '-r') refs.push(argv[++i] as string);
    else hyps.push(arg);
  }
  return { options, refs, hyps };
}

/** Lines as Python reads a text file: universal newlines, no final empty line. */
export function pythonLines(text: string): string[] {
  const split = text.split(/\r\n|\r|\n/);
  if (split[split.length - 1] === '') split.pop();
  return split;
}
