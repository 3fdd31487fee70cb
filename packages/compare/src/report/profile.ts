import { BleukitError } from '@bleukit/core';

/**
 * One analysis's settings as compare-mt takes them: `key1=value1,key2=value2` (arg_utils.py's
 * `parse_profile`), the keys in the order given (a repeated key keeps its last value, as Python's
 * dict does), plus the flag the profile came with, for messages.
 */
export interface Profile {
  /** The flag, e.g. `--compare_scores`. */
  readonly flag: string;
  /** The profile as given, e.g. `score_type=bleu,bootstrap=1000`. */
  readonly text: string;
  /** Its keys and values. */
  readonly values: ReadonlyMap<string, string>;
}

function profileError(profile: Pick<Profile, 'flag' | 'text'>, message: string): BleukitError {
  return new BleukitError('invalid-argument', `${profile.flag} ${profile.text}: ${message}`);
}

/** Parses `key1=value1,key2=value2` as compare-mt does; anything else is a clear error. */
export function parseProfile(flag: string, text: string): Profile {
  const values = new Map<string, string>();
  for (const pair of text.split(',')) {
    const parts = pair.split('=');
    if (parts.length !== 2) {
      throw profileError(
        { flag, text },
        `cannot read ${JSON.stringify(pair)} as key=value; the expected format is "key1=value1,key2=value2,[...]" (e.g. ${flag} score_type=bleu,bootstrap=1000).`,
      );
    }
    values.set(parts[0] as string, parts[1] as string);
  }
  return { flag, text, values };
}

/** Python's `int(text)` for the plain forms (`12`, ` +3 `, `1_000`); undefined when Python refuses. */
export function pythonInt(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(?:_\d+)*$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/_/g, ''));
}

/** Python's `float(text)` for decimal forms (`0.5`, `1e-3`, `2`, `inf`); undefined when Python refuses. */
export function pythonFloat(text: string): number | undefined {
  const trimmed = text.trim().toLowerCase();
  if (/^[+-]?(?:inf|infinity)$/.test(trimmed)) return trimmed.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/.test(trimmed)) return NaN;
  if (!/^[+-]?(?:\d+(?:_\d+)*(?:\.(?:\d+(?:_\d+)*)?)?|\.\d+(?:_\d+)*)(?:e[+-]?\d+(?:_\d+)*)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/_/g, ''));
}

/**
 * Reads a profile's values the way one of compare-mt's `generate_*` functions takes its keyword
 * arguments: only the keys it names (anything else is compare-mt's `unexpected keyword argument`,
 * here a clear error listing the keys), each converted as that function converts it.
 */
export class ProfileReader {
  readonly #profile: Profile;

  constructor(profile: Profile, keys: readonly string[]) {
    this.#profile = profile;
    for (const key of profile.values.keys()) {
      if (!keys.includes(key)) {
        throw profileError(profile, `unknown key ${JSON.stringify(key)}; the keys of ${profile.flag} are ${keys.join(', ')}.`);
      }
    }
  }

  /** The profile, for messages. */
  get profile(): Profile {
    return this.#profile;
  }

  /** True when the key was given. */
  has(key: string): boolean {
    return this.#profile.values.has(key);
  }

  /** The key's text, or `fallback`. */
  string(key: string, fallback: string): string;
  string(key: string, fallback: null): string | null;
  string(key: string, fallback: string | null): string | null {
    return this.#profile.values.get(key) ?? fallback;
  }

  /** compare-mt's `int(value)`. */
  int(key: string, fallback: number): number {
    return this.#number(key, fallback, pythonInt, 'an integer');
  }

  /** compare-mt's `float(value)`. */
  float(key: string, fallback: number): number {
    return this.#number(key, fallback, pythonFloat, 'a number');
  }

  #number(key: string, fallback: number, parse: (text: string) => number | undefined, what: string): number {
    const text = this.#profile.values.get(key);
    if (text === undefined) return fallback;
    const value = parse(text);
    if (value === undefined) throw this.error(`${key}=${text} is not ${what}; give e.g. ${key}=${fallback}.`);
    return value;
  }

  /** compare-mt's flags: the text `True` is true, any other text false. */
  bool(key: string): boolean {
    return this.#profile.values.get(key) === 'True';
  }

  /** An error about this profile: `--flag profile: message`. */
  error(message: string): BleukitError {
    return profileError(this.#profile, message);
  }
}
