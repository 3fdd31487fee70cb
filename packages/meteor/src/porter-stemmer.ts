// The Porter stemmer exactly as NLTK 3.8's `PorterStemmer()` runs it in its default
// NLTK_EXTENSIONS mode, which METEOR's stem module matches against. NLTK departs from Porter's
// 1980 paper in several places; each departure is marked "NLTK" below, because those are the
// lines a reader comparing with the paper would otherwise take for mistakes.
//
// The steps work on a word's UTF-16 code units in an array, shortened and rewritten in place
// (a suffix rule is a comparison and a few writes), so that stemming makes no string on the way:
// METEOR stems every new word type of a corpus, and word types (word-types.ts) hand their
// characters over as they are.

/**
 * NLTK's pool of irregular forms. It is looked up with the word as given (before lowercasing),
 * so 'Skies' is not in it and goes through the steps like any other word.
 */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['sky', 'sky'],
  ['skies', 'sky'],
  ['dying', 'die'],
  ['lying', 'lie'],
  ['tying', 'tie'],
  ['news', 'news'],
  ['innings', 'inning'],
  ['inning', 'inning'],
  ['outings', 'outing'],
  ['outing', 'outing'],
  ['cannings', 'canning'],
  ['canning', 'canning'],
  ['howe', 'howe'],
  ['proceed', 'proceed'],
  ['exceed', 'exceed'],
  ['succeed', 'succeed'],
]);

/** The irregular forms by their length, for a lookup from code units (none is longer than 8). */
const IRREGULAR_BY_LENGTH: readonly (readonly (readonly [string, string])[])[] = Array.from({ length: 9 }, (_, n) => [...IRREGULAR].filter(([form]) => form.length === n));

/** Surrogate halves: a word holding them is stemmed by code points, as Python indexes strings. */
const SURROGATE = /[\uD800-\uDFFF]/;

// Letters as code units.
const A = 97;
const D = 100;
const E = 101;
const I = 105;
const L = 108;
const O = 111;
const S = 115;
const T = 116;
const U = 117;
const W = 119;
const X = 120;
const Y = 121;
const Z = 122;
const STAR = 42;

/** Whether `c` is one of Porter's five vowels (only lowercase ASCII: the word is lowercased first). */
function isVowelLetter(c: number): boolean {
  return c === A || c === E || c === I || c === O || c === U;
}

/**
 * Whether `w[i]` is a consonant: not a vowel letter, and a 'y' only when it starts the word or
 * follows a vowel. Walking back through a run of 'y's settles the paper's recursive definition.
 */
function isConsonant(w: Uint16Array, i: number): boolean {
  let j = i;
  // Find the start of the run of 'y's ending at i; the letter before it decides the first 'y'.
  while (j >= 0 && w[j] === Y) j--;
  if (j < i) {
    // w[j + 1] is a 'y': a consonant at the start of the word or after a vowel.
    let consonant = j < 0 || !isConsonant(w, j);
    // Each further 'y' flips: after a consonant 'y' is a vowel, after a vowel 'y' a consonant.
    if ((i - j - 1) % 2 === 1) consonant = !consonant;
    return consonant;
  }
  return !isVowelLetter(w[i] as number);
}

/** Condition *v*: `w[0, n)` holds a vowel letter, or a 'y' that follows a consonant. */
function containsVowel(w: Uint16Array, n: number): boolean {
  let previousConsonant = false;
  for (let i = 0; i < n; i++) {
    const c = w[i] as number;
    const consonant: boolean = isVowelLetter(c) ? false : c === Y ? i === 0 || !previousConsonant : true;
    if (!consonant) return true;
    previousConsonant = consonant;
  }
  return false;
}

/** Porter's measure m of `w[0, n)`: the number of vowel-consonant boundaries, [C](VC){m}[V]. */
function measure(w: Uint16Array, n: number): number {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < n; i++) {
    const c = w[i] as number;
    const vowel: boolean = isVowelLetter(c) || (c === Y && i > 0 && !previousVowel);
    if (!vowel && previousVowel) m++;
    previousVowel = vowel;
  }
  return m;
}

/** Whether `w[0, n)` ends with `suffix`. */
function endsWith(w: Uint16Array, n: number, suffix: string): boolean {
  const k = suffix.length;
  if (k > n) return false;
  for (let j = 0; j < k; j++) if (w[n - k + j] !== suffix.charCodeAt(j)) return false;
  return true;
}

/** Writes `text` into `w` from `at`; returns the new length. */
function put(w: Uint16Array, at: number, text: string): number {
  for (let j = 0; j < text.length; j++) w[at + j] = text.charCodeAt(j);
  return at + text.length;
}

/** Condition *d: `w[0, n)` ends with a double consonant. */
function endsDoubleConsonant(w: Uint16Array, n: number): boolean {
  return n >= 2 && w[n - 1] === w[n - 2] && isConsonant(w, n - 1);
}

/**
 * Condition *o: `w[0, n)` ends consonant-vowel-consonant and the last is not w, x or y.
 * NLTK: a two-letter word that is vowel-consonant counts too (without the w, x, y exception).
 */
function endsCvc(w: Uint16Array, n: number): boolean {
  if (n >= 3) {
    const last = w[n - 1];
    return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && last !== W && last !== X && last !== Y;
  }
  return n === 2 && !isConsonant(w, 0) && isConsonant(w, 1);
}

/** A suffix rule: replace `suffix` by `replacement` when `condition` holds of the `p` letters before it. */
type Rule = readonly [suffix: string, replacement: string, condition: (w: Uint16Array, p: number) => boolean];

/** A step's rules by the last letter of their suffix, each list in the step's order. */
type Rules = readonly (readonly Rule[] | undefined)[];

/** `rules` by the last letter of their suffix (a code unit below 128): only those can match a word ending in that letter. */
function byLastLetter(rules: readonly Rule[]): Rules {
  const byLast: Rule[][] = [];
  for (const rule of rules) (byLast[rule[0].charCodeAt(rule[0].length - 1)] ??= []).push(rule);
  return Array.from({ length: 128 }, (_, c) => byLast[c]);
}

/**
 * The first rule whose suffix `w[0, n)` ends with decides: applied when its condition holds, else
 * the word is left unchanged and later rules are not tried (the paper's "longest match" order).
 * Rules whose suffix ends in another letter than the word cannot match, so only the word's last
 * letter's rules are tried, in their order. Returns the new length.
 */
function applyRules(w: Uint16Array, n: number, rules: Rules): number {
  if (n === 0) return n;
  const candidates = rules[w[n - 1] as number];
  if (candidates === undefined) return n;
  for (const [suffix, replacement, condition] of candidates) {
    if (endsWith(w, n, suffix)) {
      const p = n - suffix.length;
      return condition(w, p) ? put(w, p, replacement) : n;
    }
  }
  return n;
}

const positive = (w: Uint16Array, p: number): boolean => measure(w, p) > 0;
const aboveOne = (w: Uint16Array, p: number): boolean => measure(w, p) > 1;

function step1a(w: Uint16Array, n: number): number {
  // NLTK: a four-letter '-ies' keeps its 'ie' ('dies' → 'die', while 'flies' → 'fli').
  if (n === 4 && endsWith(w, n, 'ies')) return put(w, 1, 'ie');
  if (endsWith(w, n, 'sses')) return n - 2;
  if (endsWith(w, n, 'ies')) return n - 2;
  if (endsWith(w, n, 'ss')) return n;
  if (n > 0 && w[n - 1] === S) return n - 1;
  return n;
}

function step1b(w: Uint16Array, n: number): number {
  // NLTK: '-ied' always goes, to 'ie' in four-letter words ('died' → 'die', 'spied' → 'spi').
  if (endsWith(w, n, 'ied')) return put(w, n - 3, n === 4 ? 'ie' : 'i');
  if (endsWith(w, n, 'eed')) return measure(w, n - 3) > 0 ? n - 1 : n;
  let p: number;
  if (endsWith(w, n, 'ed') && containsVowel(w, n - 2)) p = n - 2;
  else if (endsWith(w, n, 'ing') && containsVowel(w, n - 3)) p = n - 3;
  else return n;

  if (endsWith(w, p, 'at') || endsWith(w, p, 'bl') || endsWith(w, p, 'iz')) return put(w, p, 'e');
  if (endsDoubleConsonant(w, p)) {
    // 'hopp' → 'hop', but 'fall', 'hiss', 'fizz' keep both letters.
    const last = w[p - 1];
    return last === L || last === S || last === Z ? p : p - 1;
  }
  // NLTK writes the *d rule as a suffix named '*d' in its rule list, so a stem that literally
  // ends with '*d' matches it too and loses the '*' ('a*ding' → 'ad').
  if (p >= 2 && w[p - 2] === STAR && w[p - 1] === D) return put(w, p - 2, 'd');
  return measure(w, p) === 1 && endsCvc(w, p) ? put(w, p, 'e') : p;
}

function step1c(w: Uint16Array, n: number): number {
  // NLTK: 'y' → 'i' after a consonant that is not the whole stem ('happy' → 'happi', 'cry' →
  // 'cri', but 'enjoy' and 'by' stay), instead of the paper's "stem contains a vowel".
  if (n > 0 && w[n - 1] === Y && n - 1 > 1 && isConsonant(w, n - 2)) w[n - 1] = I;
  return n;
}

const STEP2: Rules = byLastLetter([
  ['ational', 'ate', positive],
  ['tional', 'tion', positive],
  ['enci', 'ence', positive],
  ['anci', 'ance', positive],
  ['izer', 'ize', positive],
  // Porter's later versions (and NLTK) replace the paper's 'abli' → 'able' with 'bli' → 'ble'.
  ['bli', 'ble', positive],
  ['alli', 'al', positive],
  ['entli', 'ent', positive],
  ['eli', 'e', positive],
  ['ousli', 'ous', positive],
  ['ization', 'ize', positive],
  ['ation', 'ate', positive],
  ['ator', 'ate', positive],
  ['alism', 'al', positive],
  ['iveness', 'ive', positive],
  ['fulness', 'ful', positive],
  ['ousness', 'ous', positive],
  ['aliti', 'al', positive],
  ['iviti', 'ive', positive],
  ['biliti', 'ble', positive],
  // NLTK additions.
  ['fulli', 'ful', positive],
  // The 'l' of 'logi' counts with the stem, so that short stems ('geo', 'theo') qualify.
  ['logi', 'log', (w, p) => measure(w, p + 1) > 0],
]);

function step2(w: Uint16Array, n: number): number {
  // NLTK: 'alli' → 'al' is tried first and the result goes through step 2 again.
  if (endsWith(w, n, 'alli') && measure(w, n - 4) > 0) return step2(w, n - 2);
  return applyRules(w, n, STEP2);
}

const STEP3: Rules = byLastLetter([
  ['icate', 'ic', positive],
  ['ative', '', positive],
  ['alize', 'al', positive],
  ['iciti', 'ic', positive],
  ['ical', 'ic', positive],
  ['ful', '', positive],
  ['ness', '', positive],
]);

const STEP4: Rules = byLastLetter([
  ['al', '', aboveOne],
  ['ance', '', aboveOne],
  ['ence', '', aboveOne],
  ['er', '', aboveOne],
  ['ic', '', aboveOne],
  ['able', '', aboveOne],
  ['ible', '', aboveOne],
  ['ant', '', aboveOne],
  ['ement', '', aboveOne],
  ['ment', '', aboveOne],
  ['ent', '', aboveOne],
  ['ion', '', (w, p) => measure(w, p) > 1 && p > 0 && (w[p - 1] === S || w[p - 1] === T)],
  ['ou', '', aboveOne],
  ['ism', '', aboveOne],
  ['ate', '', aboveOne],
  ['iti', '', aboveOne],
  ['ous', '', aboveOne],
  ['ive', '', aboveOne],
  ['ize', '', aboveOne],
]);

function step5(w: Uint16Array, n: number): number {
  // 5a: both E rules are tried (unlike step 1b's EED/ED), as Porter's examples require.
  if (n > 0 && w[n - 1] === E) {
    const m = measure(w, n - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, n - 1))) n--;
  }
  // 5b: 'll' → 'l' when m > 1.
  if (n >= 2 && w[n - 1] === L && w[n - 2] === L && measure(w, n - 1) > 1) return n - 1;
  return n;
}

/**
 * Stems the lowercased word `w[0, n)` of more than two code units in place (steps 1a to 5);
 * returns the stem's length. `w` has room for `n + 1` code units (a step may write one past a
 * suffix it removed, never past the word's end by more).
 */
function stemLowercaseCodes(w: Uint16Array, n: number): number {
  return step5(w, applyRules(w, applyRules(w, step2(w, step1c(w, step1b(w, step1a(w, n)))), STEP3), STEP4));
}

/** Scratch for {@link porterStem}, grown as needed. */
let scratch = new Uint16Array(64);

/**
 * NLTK's stem of the word `codes[start, end)` written into `out` from 0, when every code unit is
 * ASCII (as nearly all of a corpus's words are); returns the stem's length, or -1 (nothing
 * written) for a word with other characters, which {@link porterStem} stems from its string.
 * `out` needs room for `end - start + 1` code units.
 */
export function porterStemAscii(codes: ArrayLike<number>, start: number, end: number, out: Uint16Array): number {
  const n = end - start;
  let lower = true;
  for (let k = 0; k < n; k++) {
    const c = codes[start + k] as number;
    if (c >= 128) return -1;
    if (c >= 65 && c <= 90) lower = false;
    out[k] = c;
  }
  // The pool of irregular forms holds only lowercase words, matched as given.
  if (lower && n <= 8) {
    for (const [form, stem] of IRREGULAR_BY_LENGTH[n] as readonly (readonly [string, string])[]) {
      if (endsWith(out, n, form)) return put(out, 0, stem);
    }
  }
  if (!lower) for (let k = 0; k < n; k++) if ((out[k] as number) >= 65 && (out[k] as number) <= 90) out[k] = (out[k] as number) + 32;
  return n <= 2 ? n : stemLowercaseCodes(out, n);
}

/** NLTK's steps on a lowercased string of more than two code units. */
function stemLowercase(word: string): string {
  const n = word.length;
  if (scratch.length <= n) scratch = new Uint16Array(2 * n + 2);
  for (let k = 0; k < n; k++) scratch[k] = word.charCodeAt(k);
  const length = stemLowercaseCodes(scratch, n);
  let stem = '';
  // In pieces, so that a long word stays within the arguments a call takes.
  for (let k = 0; k < length; k += 4096) stem += String.fromCharCode(...scratch.subarray(k, Math.min(length, k + 4096)));
  return stem;
}

/**
 * Runs `stem` over a word holding astral characters with each of them replaced by one BMP
 * character absent from the word, so that lengths and positions count code points as Python's
 * do ('𝐀ies' has four letters for NLTK). The algorithm only compares such characters for
 * equality and never takes them for vowels or suffix letters, so a stand-in behaves the same.
 */
function byCodePoints(word: string, stem: (word: string) => string): string {
  const present = new Set(word);
  const toStandIn = new Map<string, string>();
  const fromStandIn = new Map<string, string>();
  let next = 0xe000;
  let encoded = '';
  for (const c of word) {
    if (c.length === 1) {
      encoded += c;
      continue;
    }
    let standIn = toStandIn.get(c);
    if (standIn === undefined) {
      // The Private Use Area has 6,400 characters: more than any word holds distinct astral ones.
      do {
        if (next > 0xf8ff) throw new RangeError('porterStem: too many distinct astral characters in one word');
        standIn = String.fromCharCode(next++);
      } while (present.has(standIn));
      toStandIn.set(c, standIn);
      fromStandIn.set(standIn, c);
    }
    encoded += standIn;
  }
  let decoded = '';
  for (const c of stem(encoded)) decoded += fromStandIn.get(c) ?? c;
  return decoded;
}

/**
 * Stems an English word with the Porter algorithm exactly as NLTK 3.8's
 * `PorterStemmer().stem(word)` does (mode `NLTK_EXTENSIONS`, `to_lowercase=True`).
 *
 * That includes NLTK's departures from Porter's paper: its pool of irregular forms ('skies' →
 * 'sky', 'dying' → 'die'; matched case-sensitively), words of up to two characters returned
 * lowercased but otherwise unchanged, and its changes to steps 1a, 1b, 1c, 2 and 5. The word is
 * lowercased with `toLowerCase()`, which agrees with Python's `str.lower()` wherever the two
 * Unicode versions agree; lengths count code points, as Python's do.
 *
 * @param word - One token; any string, in any case.
 * @returns Its stem, in lowercase.
 * @example
 * ```ts
 * porterStem('Generalizations'); // 'gener'
 * porterStem('dying'); // 'die'
 * ```
 */
export function porterStem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  const lower = word.toLowerCase();
  if (!SURROGATE.test(word)) return word.length <= 2 ? lower : stemLowercase(lower);
  // Python's len() counts code points: '𝐀𝐁' is two letters long, and short.
  let length = 0;
  for (const _ of word) length++;
  if (length <= 2) return lower;
  return byCodePoints(lower, stemLowercase);
}
