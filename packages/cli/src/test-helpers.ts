// Test-only helpers: the built CLI and which tokenizer packages are ready in this checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `packages/cli/dist/bin.js`. */
export const BUILT_CLI: string = join(packageDir, 'dist', 'bin.js');

function newest(dir: string): number {
  let time = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts') || name === 'test-helpers.ts') continue;
    time = Math.max(time, statSync(join(dir, name)).mtimeMs);
  }
  return time;
}

/** Builds the CLI when its dist is missing or older than its sources (the suite runs the real binary). */
export function ensureBuilt(): void {
  const src = join(packageDir, 'src');
  if (existsSync(BUILT_CLI) && statSync(BUILT_CLI).mtimeMs >= newest(src)) return;
  execFileSync(process.execPath, [join(packageDir, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(packageDir, 'tsconfig.json')], {
    stdio: 'inherit',
  });
}

/** Tokenizer names whose package exports what the CLI's registry loads, with their signature names. */
export async function loadableTokenizers(): Promise<{ names: Set<string>; signatures: Map<string, string> }> {
  const { loadTokenizer, TOKENIZER_NAMES } = (await import(join(packageDir, 'dist', 'tokenizers', 'tokenizer-registry.js'))) as {
    loadTokenizer(name: string, locale?: string): Promise<{ name: string }>;
    TOKENIZER_NAMES: readonly string[];
  };
  const names = new Set<string>();
  const signatures = new Map<string, string>();
  for (const name of TOKENIZER_NAMES) {
    try {
      signatures.set(name, (await loadTokenizer(name, 'en')).name);
      names.add(name);
    } catch {
      // Not ready in this checkout: the runs that need it are skipped, and say so.
    }
  }
  return { names, signatures };
}

/** What a run of the command printed. */
export interface Printed {
  status: number;
  stdout: string;
  stderr: string;
}

/**
 * The command in this process: `runCli` with the streams captured instead of the process's, in
 * the folder `cwd` when given (for commands whose output names files as given).
 */
export async function runInProcess(argv: readonly string[], cwd?: string): Promise<Printed> {
  const { Readable } = await import('node:stream');
  const { runCli } = await import('./run-cli.js');
  let stdout = '';
  let stderr = '';
  const previous = process.cwd();
  if (cwd !== undefined) process.chdir(cwd);
  try {
    const status = await runCli({
      argv,
      env: {},
      stdin: Readable.from([]),
      writeOut: (text) => void (stdout += text),
      writeErr: (text) => void (stderr += text),
      stdoutIsTTY: false,
      stderrIsTTY: false,
    });
    return { status, stdout, stderr };
  } finally {
    process.chdir(previous);
  }
}
