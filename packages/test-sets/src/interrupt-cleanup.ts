import { rmSync } from 'node:fs';

// Paths that must not survive Ctrl-C (a download's `.part`, an unpacking folder, a lock): removed
// synchronously when SIGINT or SIGTERM arrives, then the process exits as the signal would.

const pending = new Set<string>();
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

function onSignal(signal: NodeJS.Signals): void {
  for (const path of pending) rmSync(path, { recursive: true, force: true });
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/** Removes `path` if the process is interrupted before the returned function is called. */
export function removeOnInterrupt(path: string): () => void {
  if (pending.size === 0) for (const signal of SIGNALS) process.on(signal, onSignal);
  pending.add(path);
  return () => {
    pending.delete(path);
    if (pending.size === 0) for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}
