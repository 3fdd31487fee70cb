/** What a bar counts: bytes read (shown in MB), or items such as matrix rows. */
export interface ProgressUnit {
  label: string;
  /** Counted items a shown one (1e6 bytes a MB). */
  per: number;
}

const MEGABYTES: ProgressUnit = { label: 'MB', per: 1e6 };

/** A progress bar on stderr for long runs. */
export interface Progress {
  /** `bytes` more of the hypothesis file were read (`total` its size, 0 when unknown). */
  advance(bytes: number, total: number): void;
  /** Clears the bar. */
  done(): void;
}

const QUIET: Progress = { advance: () => {}, done: () => {} };

/**
 * Creates the bar, or a no-op when `enabled` is false (stderr not a terminal, `CI` set,
 * `--progress never`). It appears only after a second, redraws at most 5 times a second and
 * erases itself, so short runs and pipes look exactly like sacreBLEU's.
 */
export function createProgress(enabled: boolean, write: (text: string) => void, unit: ProgressUnit = MEGABYTES): Progress {
  if (!enabled) return QUIET;
  const start = Date.now();
  let read = 0;
  let last = 0;
  let shown = false;
  return {
    advance(bytes, total) {
      read += bytes;
      const now = Date.now();
      if (now - start < 1000 || now - last < 200) return;
      last = now;
      shown = true;
      const amount = `${(read / unit.per).toFixed(0)} ${unit.label}`;
      const rate = `${(read / unit.per / ((now - start) / 1000)).toFixed(1)} ${unit.label}/s`;
      if (total > 0) {
        const fraction = Math.min(read / total, 1);
        const filled = Math.round(fraction * 30);
        const bar = '█'.repeat(filled) + '░'.repeat(30 - filled);
        write(`\r\x1b[2Kbleukit ${bar} ${(fraction * 100).toFixed(0).padStart(3)}% ${amount} ${rate}`);
      } else {
        write(`\r\x1b[2Kbleukit ${amount} ${rate}`);
      }
    },
    done() {
      if (shown) write('\r\x1b[2K');
      shown = false;
    },
  };
}
