// The commands that score sentences against each other, by their first word, each loaded only
// when run. The executable reads this before anything else (to start `--jobs` workers of the
// right kind), so it imports nothing.
import type { CliIo } from '../../cli-io.js';

type Command = (argv: readonly string[], io: CliIo) => Promise<number>;

const COMMANDS: Readonly<Record<string, Command>> = {
  pairwise: async (argv, io) => (await import('./pairwise-command.js')).runPairwiseCommand(argv, io),
  mbr: async (argv, io) => (await import('../mbr/mbr-command.js')).runMbrCommand(argv, io),
  'self-bleu': async (argv, io) => (await import('../self-bleu/self-bleu-command.js')).runSelfBleuCommand(argv, io),
};

/** The command a first word names (`pairwise`, `mbr`, `self-bleu`), if it names one. */
export function matrixCommand(word: string | undefined): Command | undefined {
  return word !== undefined && Object.hasOwn(COMMANDS, word) ? COMMANDS[word] : undefined;
}

/** The commands whose `--jobs` workers compute blocks (Self-BLEU runs in one thread), by first word. */
export function workerTaskOf(word: string | undefined): 'pairwise' | 'mbr' | undefined {
  return word === 'pairwise' || word === 'mbr' ? word : undefined;
}
