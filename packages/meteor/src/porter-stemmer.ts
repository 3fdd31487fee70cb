// The Porter stemmer exactly as NLTK 3.8's `PorterStemmer()` runs it in its default
// NLTK_EXTENSIONS mode, which METEOR's stem module matches against. NLTK departs from Porter's
// 1980 paper in several places; each departure is marked "NLTK" below, because those are the
// lines a reader comparing with the paper would otherwise take for mistakes.

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

/** Surrogate halves: a word holding them is stemmed by code points, as Python indexes strings. */
const SURROGATE = /[\uD800-\uDFFF]/;

/** Whether `c` is one of Porter's five vowels (only lowercase ASCII: the word is lowercased first). */
function isVowelLetter(c: string | undefined): boolean {
  return c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u';
}

/**
 * Whether `word[i]` is a consonant: not a vowel letter, and a 'y' only when it starts the word or
 * follows a vowel. Walking back through a run of 'y's settles the paper's recursive definition.
 */
function isConsonant(word: string, i: number): boolean {
  let consonant = true;
  let j = i;
  // Find the start of the run of 'y's ending at i; the letter before it decides the first 'y'.
  while (j >= 0 && word[j] === 'y') j--;
  if (j < i) {
    // word[j + 1] is a 'y': a consonant at the start of the word or after a vowel.
    consonant = j < 0 || !isConsonant(word, j);
    // Each further 'y' flips: after a consonant 'y' is a vowel, after a vowel 'y' a consonant.
    if ((i - j - 1) % 2 === 1) consonant = !consonant;
    return consonant;
  }
  return !isVowelLetter(word[i]);
}

/**
 * Whether the letters hold a vowel, by the consonant flags left to right (the 'y' rule needs the
 * flag of the letter before): a vowel letter, or a 'y' that follows a consonant.
 */
function hasVowelFlag(word: string): boolean {
  let previousConsonant = false;
  for (let i = 0; i < word.length; i++) {
    const c = word[i];
    const consonant: boolean = isVowelLetter(c) ? false : c === 'y' ? i === 0 || !previousConsonant : true;
    if (!consonant) return true;
    previousConsonant = consonant;
  }
  return false;
}

/** Porter's measure m: the number of vowel-consonant boundaries, [C](VC){m}[V]. */
function measure(stem: string): number {
  let m = 0;
  let previousVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const c = stem[i];
    // Same flags as hasVowelFlag's, inlined: measure runs for nearly every rule of steps 2 to 5.
    const vowel: boolean = isVowelLetter(c) || (c === 'y' && i > 0 && !previousVowel);
    if (!vowel && previousVowel) m++;
    previousVowel = vowel;
  }
  return m;
}

/** Condition *v*: the stem contains a vowel. */
function containsVowel(stem: string): boolean {
  return hasVowelFlag(stem);
}

/** Condition *d: the word ends with a double consonant. */
function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/**
 * Condition *o: the word ends consonant-vowel-consonant and the last is not w, x or y.
 * NLTK: a two-letter word that is vowel-consonant counts too (without the w, x, y exception).
 */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n >= 3) {
    const last = word[n - 1];
    return (
      isConsonant(word, n - 3) &&
      !isConsonant(word, n - 2) &&
      isConsonant(word, n - 1) &&
      last !== 'w' &&
      last !== 'x' &&
      last !== 'y'
    );
  }
  return n === 2 && !isConsonant(word, 0) && isConsonant(word, 1);
}

/** A suffix rule: replace `suffix` by `replacement` when `condition` holds of what precedes it. */
type Rule = readonly [suffix: string, replacement: string, condition: ((stem: string) => boolean) | null];

/** A step's rules by the last letter of their suffix, each list in the step's order. */
type Rules = ReadonlyMap<number, readonly Rule[]>;

/** `rules` by the last letter of their suffix: only those can match a word ending in that letter. */
function byLastLetter(rules: readonly Rule[]): Rules {
  const byLast = new Map<number, Rule[]>();
  for (const rule of rules) {
    const last = rule[0].charCodeAt(rule[0].length - 1);
    byLast.set(last, [...(byLast.get(last) ?? []), rule]);
  }
  return byLast;
}

const NO_RULES: readonly Rule[] = [];

/**
 * The first rule whose suffix the word ends with decides: applied when its condition holds, else
 * the word is returned unchanged and later rules are not tried (the paper's "longest match" order).
 * Rules whose suffix ends in another letter than the word cannot match, so only the word's last
 * letter's rules are tried, in their order.
 */
function applyRules(word: string, rules: Rules): string {
  for (const [suffix, replacement, condition] of rules.get(word.charCodeAt(word.length - 1)) ?? NO_RULES) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, word.length - suffix.length);
      return condition === null || condition(stem) ? stem + replacement : word;
    }
  }
  return word;
}

const positive = (stem: string): boolean => measure(stem) > 0;
const aboveOne = (stem: string): boolean => measure(stem) > 1;

function step1a(word: string): string {
  // NLTK: a four-letter '-ies' keeps its 'ie' ('dies' → 'die', while 'flies' → 'fli').
  if (word.length === 4 && word.endsWith('ies')) return word.slice(0, 1) + 'ie';
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies')) return word.slice(0, -2);
  if (word.endsWith('ss')) return word;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function step1b(word: string): string {
  // NLTK: '-ied' always goes, to 'ie' in four-letter words ('died' → 'die', 'spied' → 'spi').
  if (word.endsWith('ied')) return word.slice(0, -3) + (word.length === 4 ? 'ie' : 'i');
  if (word.endsWith('eed')) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? stem + 'ee' : word;
  }
  let stem: string;
  if (word.endsWith('ed') && containsVowel(word.slice(0, -2))) stem = word.slice(0, -2);
  else if (word.endsWith('ing') && containsVowel(word.slice(0, -3))) stem = word.slice(0, -3);
  else return word;

  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return stem + 'e';
  const last = stem[stem.length - 1] as string;
  if (endsDoubleConsonant(stem)) {
    // 'hopp' → 'hop', but 'fall', 'hiss', 'fizz' keep both letters.
    return last === 'l' || last === 's' || last === 'z' ? stem : stem.slice(0, -1);
  }
  // NLTK writes the *d rule as a suffix named '*d' in its rule list, so a stem that literally
  // ends with '*d' matches it too and loses the '*' ('a*ding' → 'ad').
  if (stem.endsWith('*d')) return stem.slice(0, -2) + 'd';
  return measure(stem) === 1 && endsCvc(stem) ? stem + 'e' : stem;
}

function step1c(word: string): string {
  // NLTK: 'y' → 'i' after a consonant that is not the whole stem ('happy' → 'happi', 'cry' →
  // 'cri', but 'enjoy' and 'by' stay), instead of the paper's "stem contains a vowel".
  const n = word.length;
  if (n > 0 && word[n - 1] === 'y') {
    return n - 1 > 1 && isConsonant(word, n - 2) ? word.slice(0, -1) + 'i' : word;
  }
  return word;
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
  ['logi', 'log', (stem) => measure(stem + 'l') > 0],
]);

function step2(word: string): string {
  // NLTK: 'alli' → 'al' is tried first and the result goes through step 2 again.
  if (word.endsWith('alli') && measure(word.slice(0, -4)) > 0) return step2(word.slice(0, -2));
  return applyRules(word, STEP2);
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
  ['ion', '', (stem) => measure(stem) > 1 && (stem.endsWith('s') || stem.endsWith('t'))],
  ['ou', '', aboveOne],
  ['ism', '', aboveOne],
  ['ate', '', aboveOne],
  ['iti', '', aboveOne],
  ['ous', '', aboveOne],
  ['ive', '', aboveOne],
  ['ize', '', aboveOne],
]);

function step5(word: string): string {
  // 5a: both E rules are tried (unlike step 1b's EED/ED), as Porter's examples require.
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) word = stem;
  }
  // 5b: 'll' → 'l' when m > 1.
  if (word.endsWith('ll') && measure(word.slice(0, -1)) > 1) return word.slice(0, -1);
  return word;
}

function stemLowercase(word: string): string {
  return step5(applyRules(step3(step2(step1c(step1b(step1a(word))))), STEP4));
}

function step3(word: string): string {
  return applyRules(word, STEP3);
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
