// `bleukit ribes`: a drop-in for NTT's RIBES.py 1.03.1 (same flags, same stdout), with clear
// errors where RIBES.py dies with a traceback, and `-tok` to tokenize raw text first.
import { readFileSync, writeFileSync } from 'node:fs';
import { formatFixed, type Tokenizer } from '@bleukit/core';
import { createRibes, sentenceRibes } from '@bleukit/ribes';
import { CliError, bleukitError } from '../../cli-error.js';
import { checkReadable, undecodableFile } from '../../input/line-source.js';
import { parseRibesArguments, RIBES_HELP, type RibesArguments } from './ribes-arguments.js';
import type { CliIo } from '../../cli-io.js';
import { segmentationNotes } from '../../input/segmentation-notes.js';
import { loadTokenizer } from '../../tokenizers/tokenizer-registry.js';

/** RIBES.py's exit status after a traceback. */
const FAILED = 255;

/**
 * RIBES.py maps each distinct word of a sentence pair to a character from U+4E00 up, and breaks
 * past U+D7FF (a UnicodeDecodeError): it cannot score a pair with more distinct words than this.
 */
const RIBES_PY_MAX_WORDS = 0xd7ff - 0x4e00 + 1;

function fail(message: string): CliError {
  return new CliError(FAILED, [bleukitError(message)]);
}

/** A file's lines as Python reads a text file: UTF-8, `\n`, `\r\n` and `\r` all end a line. */
function readLines(path: string): string[] {
  checkReadable(path);
  const bytes = readFileSync(path);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw undecodableFile(path, 'utf-8', bytes);
  }
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The number RIBES.py prints: `%.6f alpha=%f beta=%f FILE[ sentence N]`. */
function scoreLine(value: number, args: RibesArguments, file: string, sentence?: number): string {
  const where = sentence === undefined ? file : `${file} sentence ${sentence}`;
  return `${formatFixed(value, 6)} alpha=${formatFixed(args.alpha, 6)} beta=${formatFixed(args.beta, 6)} ${where}\n`;
}

/** Warns (once per file pair) where RIBES.py's word-to-character mapping would overflow. */
function checkVocabulary(hyp: readonly string[], ref: readonly string[], where: () => string, warn: (text: string) => void): boolean {
  if (hyp.length + ref.length <= RIBES_PY_MAX_WORDS) return false;
  const distinct = new Set([...hyp, ...ref]).size;
  if (distinct <= RIBES_PY_MAX_WORDS) return false;
  warn(
    `bleukit: warning: ${where()} have ${distinct} distinct words, more than RIBES.py can map to characters ` +
      `(${RIBES_PY_MAX_WORDS}, U+4E00 to U+D7FF); RIBES.py fails here, bleukit scores the pair as the metric defines it.\n`,
  );
  return true;
}

/** Runs `bleukit ribes ARGS`; returns the exit status (user errors are thrown as {@link CliError}). */
export async function runRibesCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseRibesArguments(argv);
  if (args.help) {
    io.writeOut(`${RIBES_HELP}\n`);
    return 0;
  }
  if (args.debug !== null) io.writeErr('bleukit: warning: -d/--debug has no effect: bleukit ribes prints no debug output.\n');
  if (args.hyps.length === 0) return 0;
  if (args.refs.length === 0) {
    throw fail(`no reference file: give one with -r (bleukit ribes -r REF ${args.hyps.join(' ')}); RIBES.py divides by zero here.`);
  }
  const refLines = args.refs.map(readLines);
  for (const note of await segmentationNotes(args.refs[0], ['ribes'], { tokenizer: args.tokenize ?? 'none', standalone: true })) io.writeErr(`${note}\n`);
  const tokenizer: Tokenizer | undefined = args.tokenize === null || args.tokenize === 'none' ? undefined : await loadTokenizer(args.tokenize);
  const ribes = createRibes({
    alpha: args.alpha,
    beta: args.beta,
    caseSensitive: args.caseSensitive,
    skipEmptyReferences: args.emptyRef,
    ...(tokenizer === undefined ? {} : { tokenizer }),
  });
  const weights = { alpha: args.alpha, beta: args.beta };
  const refWords = refLines.map((lines) => lines.map((line) => ribes.words(line)));
  let output = '';
  const write = args.output === null ? io.writeOut : (text: string) => (output += text);
  try {
    for (const file of args.hyps) {
      const hypLines = readLines(file);
      for (const [k, lines] of refLines.entries()) {
        if (hypLines.length === 0 && lines.length > 0) {
          throw fail(`${file} is empty; give one line per segment (${args.refs[k]} has ${plural(lines.length, 'line')}).`);
        }
        if (lines.length !== hypLines.length) {
          throw fail(
            `${file} has ${plural(hypLines.length, 'line')} but ${args.refs[k]} has ${plural(lines.length, 'line')}; ` +
              'RIBES needs one line per segment in every file.',
          );
        }
      }
      if (hypLines.length === 0) throw fail(`${file} and the reference files are empty: there is nothing to score.`);
      let warned = false;
      let sum = 0;
      let count = 0;
      for (let i = 0; i < hypLines.length; i++) {
        const hyp = ribes.words(hypLines[i] as string);
        let best = -Infinity;
        for (let k = 0; k < refWords.length; k++) {
          const ref = (refWords[k] as string[][])[i] as string[];
          if (ref.length === 0) {
            if (args.emptyRef) continue;
            throw fail(
              `${args.refs[k]} line ${i + 1} has no words (RIBES.py: "Error in ${args.refs[k]} line ${i}"); RIBES cannot score against an empty reference. ` +
                'Fix the line, or give -z to skip empty references.',
            );
          }
          if (!warned) warned = checkVocabulary(hyp, ref, () => `${file} line ${i + 1} and ${args.refs[k]} line ${i + 1}`, io.writeErr);
          const value = sentenceRibes(hyp, ref, weights).value;
          if (value > best) best = value;
        }
        if (best !== -Infinity) {
          sum += best;
          count++;
        }
        if (args.sentences) write(scoreLine(best, args, file, i));
      }
      if (count === 0) {
        throw fail(`every reference line of ${file}'s segments is empty (skipped with -z): there is nothing to score; RIBES.py divides by zero here.`);
      }
      write(scoreLine(sum / count, args, file));
    }
  } finally {
    if (args.output !== null) writeFileSync(args.output, output);
  }
  return 0;
}
