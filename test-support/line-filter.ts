// A reference program that reads lines on stdin and prints one line for each (spm_encode,
// mecab -Owakati), run over many lines at once.
import { execFileSync } from 'node:child_process';

/** Runs `command` with `lines` (none containing a line break) on stdin; its output, a line for each. */
export function filterLines(command: string, args: readonly string[], lines: readonly string[]): string[] {
  const output = execFileSync(command, args, { input: `${lines.join('\n')}\n`, maxBuffer: 1 << 28 }).toString('utf8');
  const printed = output.split('\n');
  printed.pop();
  if (printed.length !== lines.length) throw new Error(`${command} printed ${printed.length} lines for ${lines.length}`);
  return printed;
}
