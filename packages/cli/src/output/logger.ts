/**
 * sacreBLEU's logging lines: `sacreBLEU: <message>` on stderr, or the bare message under `-q`
 * (Python logging without configuration prints only warnings and errors, unprefixed). Only lines
 * sacreBLEU itself prints carry its prefix; bleukit's own progress lines (a RIBES step that
 * sacreBLEU has no metric for) go through {@link Logger.own}.
 */
export interface Logger {
  /** sacreBLEU's information (`Found 2 systems.`): hidden under `-q`. */
  info(message: string): void;
  /** bleukit's own information, where sacreBLEU prints nothing: `bleukit: <message>`, hidden under `-q`. */
  own(message: string): void;
  /** Warnings and errors: always shown. */
  warn(message: string): void;
  /** How a warning or error line looks on stderr, without printing it. */
  line(message: string): string;
}

/** Creates the logger; `write` receives whole lines including the newline. */
export function createLogger(quiet: boolean, write: (text: string) => void): Logger {
  const line = (message: string): string => (quiet ? message : `sacreBLEU: ${message}`);
  return {
    info: (message) => {
      if (!quiet) write(`${line(message)}\n`);
    },
    own: (message) => {
      if (!quiet) write(`bleukit: ${message}\n`);
    },
    warn: (message) => write(`${line(message)}\n`),
    line,
  };
}
