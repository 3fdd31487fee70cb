// What the executable reads of its arguments before it loads the command.

/**
 * `--jobs N` as the arguments give it (`--jobs N` or `--jobs=N`), read before they are parsed;
 * 1 when absent or not a whole number from 1 to 256 (the parser then says what is wrong).
 */
export function jobsInArguments(argv: readonly string[]): number {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const value = arg === '--jobs' ? argv[i + 1] : arg.startsWith('--jobs=') ? arg.slice('--jobs='.length) : undefined;
    if (value === undefined) continue;
    const jobs = /^\d{1,3}$/.test(value) ? Number(value) : 0;
    return jobs >= 1 && jobs <= 256 ? jobs : 1;
  }
  return 1;
}
