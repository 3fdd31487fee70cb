// The score the command line prints with `-b -w 2`: from the built CLI when there is one,
// else computed the same way with @bleukit/core in Node.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBleu, formatBleu, type Tokenizer } from '@bleukit/core';
import { splitLines } from '../src/lines.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const cli = join(root, 'packages', 'cli', 'dist', 'bin.js');

/** The tokenizer named as the CLI's `-tok` names it, loaded in Node. */
export async function nodeTokenizer(name: string): Promise<Tokenizer> {
  if (name === 'ja-mecab') {
    const { createMecabTokenizer } = await import('@bleukit/tokenizer-ja-mecab');
    return createMecabTokenizer();
  }
  if (name === 'none') return (await import('@bleukit/tokenizer-whitespace')).whitespaceTokenizer;
  const regex = (await import('@bleukit/tokenizer-regex')) as Record<string, unknown>;
  const exportName = { '13a': 'tokenizer13a', intl: 'tokenizerIntl', zh: 'tokenizerZh', char: 'tokenizerChar' }[name];
  const tokenizer = exportName ? regex[exportName] : undefined;
  if (!tokenizer) throw new Error(`no Node tokenizer for ${name}`);
  return tokenizer as Tokenizer;
}

/** True when the CLI has been built (`turbo run build`). */
export const hasCli: boolean = existsSync(cli);

/** `bleukit REF… -i HYP -tok NAME -b -w 2`, or the same computed with core. */
export async function cliScore(hypothesis: string, references: readonly string[], tokenize: string): Promise<string> {
  if (hasCli) {
    return execFileSync(process.execPath, [cli, ...references, '-i', hypothesis, '-tok', tokenize, '-b', '-w', '2'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  }
  const bleu = createBleu({ tokenizer: await nodeTokenizer(tokenize) });
  const hyps = splitLines(readFileSync(hypothesis, 'utf8'));
  const refs = references.map((file) => splitLines(readFileSync(file, 'utf8')));
  return formatBleu(bleu.corpusScore(hyps, refs, { layout: 'streams' }), { width: 2, scoreOnly: true });
}

/**
 * The built CLI's stdout for `args` (e.g. `-m chrf ter -b -w 2`, one line per metric), run in
 * `cwd` with `env` added to the environment.
 */
export function cliOutput(args: readonly string[], { env = {}, cwd }: { env?: Record<string, string>; cwd?: string } = {}): string {
  if (!hasCli) throw new Error(`The command line is not built (${cli}): run "pnpm exec turbo run build" first.`);
  return execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, ...(cwd === undefined ? {} : { cwd }) });
}
