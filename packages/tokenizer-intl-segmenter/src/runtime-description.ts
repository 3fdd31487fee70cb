// What decides Intl.Segmenter's output: the JavaScript engine and its Unicode/ICU data. Node,
// Deno and Bun report their versions; browsers do not, so there the engine comes from the user
// agent and the Unicode version from which recent characters the regular expressions know.

interface Globals {
  process?: { versions?: Record<string, string | undefined> };
  Deno?: { version?: Record<string, string | undefined> };
  navigator?: { userAgent?: string };
}

// A character first assigned in each Unicode version (newest first).
const UNICODE_PROBES: readonly (readonly [string, number])[] = [
  ['16.0', 0x1fae9],
  ['15.1', 0x2ffc],
  ['15.0', 0x1fae8],
  ['14.0', 0x1fae0],
  ['13.0', 0x1f972],
];

function probeUnicodeVersion(): string {
  const unassigned = /^\p{Cn}$/u;
  for (const [version, codePoint] of UNICODE_PROBES) {
    if (!unassigned.test(String.fromCodePoint(codePoint))) return version;
  }
  return 'old';
}

function browserEngine(userAgent: string): string {
  if (/Firefox\//.test(userAgent)) return 'gecko';
  if (/Chrom(e|ium)\//.test(userAgent)) return 'v8';
  if (/AppleWebKit\//.test(userAgent)) return 'webkit';
  return 'unknown';
}

/**
 * A short description of the runtime for signatures, e.g. `node-20.20.2+icu-78.2+unicode-17.0`
 * on Node, `gecko+unicode-16.0` in Firefox. It uses only `-`, `+` and `.` besides letters and digits.
 */
export function describeSegmenterRuntime(): string {
  const g = globalThis as unknown as Globals;
  const versions = g.process?.versions;
  if (versions?.bun) return `bun-${versions.bun}+unicode-${probeUnicodeVersion()}`;
  if (g.Deno?.version?.deno) return `deno-${g.Deno.version.deno}+v8-${g.Deno.version.v8 ?? '?'}+unicode-${probeUnicodeVersion()}`;
  if (versions?.node) {
    const icu = versions.icu ? `+icu-${versions.icu}` : '+no-icu';
    return `node-${versions.node}${icu}+unicode-${versions.unicode ?? probeUnicodeVersion()}`;
  }
  return `${browserEngine(g.navigator?.userAgent ?? '')}+unicode-${probeUnicodeVersion()}`;
}
