// `bleukit mbr`'s input: each source's candidates, from N consecutive lines a source
// (`--samples N`) or from JSONL, one source a line: {"candidates": [...]} with, optionally,
// "references" (pseudo-references, default the candidates) and "weights" (one a pseudo-reference).
// Every mistake is one line naming the file and line.
import type { CliIo } from '../../cli-io.js';
import { inputError, readTextLines, shownName } from '../pairwise/matrix-input.js';

/** One source's candidates, with its pseudo-references and their weights when given. */
export interface CandidateSet {
  candidates: string[];
  references?: string[];
  weights?: number[];
}

/** The sets of a file, and where each starts (its first line, 1-based). */
export interface CandidateFile {
  sets: CandidateSet[];
  lines: number[];
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function fromSamples(name: string, lines: string[], samples: number): CandidateFile {
  const rest = lines.length % samples;
  if (rest !== 0) {
    const start = lines.length - rest + 1;
    throw inputError(
      `${name}:${start}: the last source has ${plural(rest, 'candidate')}, not ${samples}: ${name} has ${plural(lines.length, 'line')}, ` +
        `which --samples ${samples} does not divide. Give ${samples} consecutive lines a source (or the right --samples).`,
    );
  }
  const sets: CandidateSet[] = [];
  const starts: number[] = [];
  for (let at = 0; at < lines.length; at += samples) {
    sets.push({ candidates: lines.slice(at, at + samples) });
    starts.push(at + 1);
  }
  return { sets, lines: starts };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const text = JSON.stringify(value) ?? String(value);
  return `${typeof value === 'object' ? 'an object' : `a ${typeof value}`} (${text.length > 30 ? `${text.slice(0, 30)}…` : text})`;
}

function strings(where: string, record: Record<string, unknown>, field: string): string[] | undefined {
  const value = record[field];
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw inputError(`${where}: "${field}" is ${describe(value)}, not an array of strings.`);
  const bad = value.findIndex((item) => typeof item !== 'string');
  if (bad >= 0) throw inputError(`${where}: "${field}"[${bad}] is ${describe(value[bad])}, not a string.`);
  if (value.length === 0) {
    throw inputError(`${where}: "${field}" is empty: ${field === 'candidates' ? 'MBR needs at least one candidate a source' : 'give at least one pseudo-reference, or leave "references" out to use the candidates'}.`);
  }
  return value as string[];
}

function parseRecord(where: string, line: string): CandidateSet {
  if (line.trim() === '') throw inputError(`${where}: empty line; each line of the JSONL is one source: {"candidates": ["…", "…"]}.`);
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch (error) {
    throw inputError(
      `${where}: not a JSON object (${(error as Error).message}); each line is one source's {"candidates": [...]}, whole on its line. ` +
        'Plain text with N candidates a source takes --samples N.',
    );
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw inputError(`${where}: ${describe(record)}, not a JSON object with a "candidates" array.`);
  }
  const fields = record as Record<string, unknown>;
  const candidates = strings(where, fields, 'candidates');
  if (candidates === undefined) throw inputError(`${where}: no "candidates" array (fields: ${Object.keys(fields).join(', ') || 'none'}).`);
  const references = strings(where, fields, 'references');
  const set: CandidateSet = { candidates, ...(references === undefined ? {} : { references }) };
  const weights = fields['weights'];
  if (weights !== undefined) {
    const against = references === undefined ? 'candidates' : 'references';
    const count = (references ?? candidates).length;
    if (!Array.isArray(weights)) throw inputError(`${where}: "weights" is ${describe(weights)}, not an array of numbers.`);
    if (weights.length !== count) {
      throw inputError(`${where}: ${plural(weights.length, 'weight')} for ${plural(count, against === 'candidates' ? 'candidate' : 'reference')}: give one weight a ${against === 'candidates' ? 'candidate (the pseudo-references)' : 'reference'}.`);
    }
    const bad = weights.findIndex((weight) => typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0);
    if (bad >= 0) throw inputError(`${where}: "weights"[${bad}] is ${describe(weights[bad])}, not a number ≥ 0.`);
    if (!weights.some((weight) => weight > 0)) throw inputError(`${where}: every weight is 0: at least one pseudo-reference needs a weight above 0.`);
    set.weights = weights as number[];
  }
  return set;
}

/** Reads `path` (`-`: stdin) as `--samples` lines or as JSONL. */
export async function readCandidateSets(path: string, io: CliIo, samples: number | null): Promise<CandidateFile> {
  const name = shownName(path);
  const lines = await readTextLines(path, io);
  if (lines.length === 0) throw inputError(`${name} is empty: give each source's candidates (--samples N: N lines a source; else JSONL).`);
  if (samples !== null) return fromSamples(name, lines, samples);
  return { sets: lines.map((line, i) => parseRecord(`${name}:${i + 1}`, line)), lines: lines.map((_, i) => i + 1) };
}
