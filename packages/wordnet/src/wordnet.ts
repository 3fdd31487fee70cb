// WordNet 3.0 as METEOR reads it: NLTK's morphy and synsets over the typed-array tables of
// wordnet-tables.ts, parsed from this package's data file (data/wordnet-3.0.txt, see
// scripts/build-tables.mjs). Plain ES2022: no I/O here.
import { exceptionRange, findJoined, findWord, hashCodes, hashFilter, parseWordNetTables, synsetRange, wordText, type WordNetTables } from './wordnet-tables.js';

/** A part of speech as NLTK names it: noun, verb, adjective, adjective satellite, adverb. */
export type WordNetPos = 'n' | 'v' | 'a' | 's' | 'r';

/** The parts of speech `synsets(word)` looks under, in NLTK's order (`POS_LIST`). */
export const POS_LIST: readonly ('n' | 'v' | 'a' | 'r')[] = ['n', 'v', 'a', 'r'];

/** A synset: its part of speech (satellites are filed under `a`), its number, its lemma names. */
export interface Synset {
  /** The data file it comes from: `n`, `v`, `a` (adjectives and their satellites) or `r`. */
  readonly pos: 'n' | 'v' | 'a' | 'r';
  /** Its line in that file's synsets (0 for the first), a stable id within `pos`. */
  readonly id: number;
  /** Lemma names as WordNet spells them (`dog`, `domestic_dog`, `Canis_familiaris`). */
  readonly lemmaNames: readonly string[];
}

/** WordNet 3.0: morphy, synsets, and the lemma names METEOR matches synonyms with. */
export interface WordNet {
  /** `3.0`. */
  readonly version: string;
  /**
   * NLTK 3.8's `WordNetCorpusReader._morphy(form, pos)`: every base form of `form` that WordNet
   * has under `pos`, exceptions first (then only those), else the form itself and the rules'
   * detachments, one round of rules after another until some exist.
   */
  morphyForms(form: string, pos: WordNetPos): string[];
  /**
   * NLTK's `wordnet.morphy(form, pos?)`: the first of {@link WordNet.morphyForms}, trying n, v,
   * a, r in turn without `pos`; `undefined` when there is none.
   */
  morphy(form: string, pos?: WordNetPos): string | undefined;
  /** NLTK's `wordnet.synsets(word, pos?)`: lower-cased, lemmatized by morphy, in NLTK's order. */
  synsets(word: string, pos?: WordNetPos): Synset[];
  /**
   * The lemma names without `_` of all of `word`'s synsets (every part of speech): the
   * synonyms METEOR's third stage accepts (NLTK adds the word itself).
   */
  synonyms(word: string): Set<string>;
  /**
   * {@link WordNet.synonyms} of the word spelled by the code units `codes[start, end)`, as the
   * numbers of the names ({@link WordNet.wordNumber}), each once, in the same order; no string
   * is made for a word of ASCII letters.
   */
  synonymWords(codes: ArrayLike<number>, start: number, end: number): Int32Array;
  /**
   * The number of the word spelled exactly (case kept) by `codes[start, end)` among the tables'
   * words (lemma names as spelled, their lower-cased forms, exception forms), -1 when it is not
   * one: two words have the same number if and only if they are the same string.
   */
  wordNumber(codes: ArrayLike<number>, start: number, end: number): number;
  /** How many words {@link WordNet.wordNumber} numbers (all numbers are below it). */
  readonly wordCount: number;
  /** The lemmas of the index of `pos` (NLTK's `all_lemma_names(pos)`), sorted as the index file. */
  allLemmaNames(pos: 'n' | 'v' | 'a' | 'r'): string[];
  /** How many synsets the data file of `pos` has (82,115 nouns). */
  synsetCount(pos: 'n' | 'v' | 'a' | 'r'): number;
  /** The typed arrays behind it, which {@link wordNetFromTables} wraps again (in another thread, say). */
  readonly tables: WordNetTables;
}

/** NLTK's detachment rules (`MORPHOLOGICAL_SUBSTITUTIONS`), from WordNet's morphy(7WN). */
const SUBSTITUTIONS: Record<'n' | 'v' | 'a' | 'r', readonly (readonly [string, string])[]> = {
  n: [
    ['s', ''],
    ['ses', 's'],
    ['ves', 'f'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  v: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  a: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  r: [],
};

/** The number of a part of speech's data file (satellites with the adjectives): n v a r = 0 1 2 3. */
const fileNumber = (pos: WordNetPos): number => (pos === 'n' ? 0 : pos === 'v' ? 1 : pos === 'r' ? 3 : 2);
const FILE_NAMES = ['n', 'v', 'a', 'r'] as const;
const NO_WORDS: readonly number[] = [];
/** What {@link WordNet.synonymWords} gives for a word without synonyms (most): nothing can be written into it. */
const NO_NUMBERS = new Int32Array(0);
/** Each file's rules by the last character of their suffix (all ASCII), in their order; none for other characters. */
const NO_RULES: readonly (readonly [string, string])[] = [];
const RULES_BY_LAST = FILE_NAMES.map((file) => {
  const byLast = Array.from({ length: 128 }, (): (readonly [string, string])[] => []);
  for (const rule of SUBSTITUTIONS[file]) byLast[rule[0].charCodeAt(rule[0].length - 1)]?.push(rule);
  return byLast.map((rules) => (rules.length === 0 ? NO_RULES : rules));
});

/** 1 for each character a rule's suffix ends with, under any part of speech. */
const RULE_ENDS = new Uint8Array(0x10000);
for (const file of FILE_NAMES) for (const [suffix] of SUBSTITUTIONS[file]) RULE_ENDS[suffix.charCodeAt(suffix.length - 1)] = 1;

/** Parses the text of `wordnet-3.0.txt` (this package's data file) into its tables. */
export function parseWordNet(text: string): WordNet {
  return wordNetFromTables(parseWordNetTables(text));
}

/**
 * WordNet over tables already parsed (by {@link parseWordNet} in this thread or another, whose
 * `wordnet.tables` were posted here): nothing is parsed or copied.
 */
export function wordNetFromTables(tables: WordNetTables): WordNet {
  const { flags, indexSynsets, excBases, synsetStart, synsetNames, posSynsets, chars, wordStart } = tables;
  const range: [number, number] = [0, 0];
  // Each word's string, made when first asked for (synonym sets share their names).
  const texts = new Map<number, string>();
  const textOf = (word: number): string => {
    let text = texts.get(word);
    if (text === undefined) {
      text = wordText(tables, word);
      texts.set(word, text);
    }
    return text;
  };
  const inIndex = (word: number, file: number): boolean => word >= 0 && ((flags[word] as number) & (1 << file)) !== 0;
  const filter = hashFilter(tables);
  const lookUpCodes = (codes: ArrayLike<number>, start: number, end: number): number => findWord(tables, codes, start, end, hashCodes(codes, start, end), filter);
  // A string's code units, for the lookups (kept apart from `formCodes`, which a lookup may be made during).
  let textCodes = new Uint16Array(64);
  const lookUp = (text: string): number => {
    if (textCodes.length < text.length) textCodes = new Uint16Array(2 * text.length);
    for (let k = 0; k < text.length; k++) textCodes[k] = text.charCodeAt(k);
    return lookUpCodes(textCodes, 0, text.length);
  };
  /** `codes[start, end)` as a string. */
  const stringOf = (codes: ArrayLike<number>, start: number, end: number): string => {
    let text = '';
    for (let k = start; k < end; k++) text += String.fromCharCode(codes[k] as number);
    return text;
  };
  /** Whether `codes[start, end)` ends with `suffix`. */
  const endsWith = (codes: ArrayLike<number>, start: number, end: number, suffix: string): boolean => {
    if (end - start < suffix.length) return false;
    for (let k = 0; k < suffix.length; k++) if (codes[end - suffix.length + k] !== suffix.charCodeAt(k)) return false;
    return true;
  };

  /** Pushes `word` onto `out` if the index of `file` has it and `out` has not. */
  const keep = (out: number[], word: number, file: number): void => {
    if (inIndex(word, file) && !out.includes(word)) out.push(word);
  };

  /**
   * {@link WordNet.morphyForms} of the form spelled by `codes[start, end)`, as word numbers
   * (`word`: the form's own number). The first round of rules looks the detachments up without
   * making their strings (most words are not WordNet's); later rounds, needed when the first
   * finds nothing, work on strings.
   */
  const morphyWords = (codes: ArrayLike<number>, start: number, end: number, file: number, word: number): number[] => {
    if (word >= 0 && ((flags[word] as number) & (16 << file)) !== 0) {
      const out: number[] = [];
      keep(out, word, file);
      const [from, to] = exceptionRange(tables, word, file, range);
      for (let k = from; k < to; k++) keep(out, excBases[k] as number, file);
      return out;
    }
    let results: number[] | undefined;
    if (inIndex(word, file)) results = [word];
    let detached = false;
    // Whether a detachment ends with a character some rule's suffix ends with: if none does,
    // the next round of rules detaches nothing and there is no base form (most forms that get
    // here: stems and names ending in s, d, g, …).
    let again = false;
    const byLast = RULES_BY_LAST[file] as (readonly (readonly [string, string])[])[];
    // Only the rules whose suffix ends as the form does (none, for most forms).
    const last = end > start ? (codes[end - 1] as number) : -1;
    const rules = last >= 0 && last < 128 ? (byLast[last] as readonly (readonly [string, string])[]) : NO_RULES;
    for (let r = 0; r < rules.length; r++) {
      const [old, replacement] = rules[r] as readonly [string, string];
      if (!endsWith(codes, start, end, old)) continue;
      detached = true;
      const kept = end - old.length;
      const lastKept = replacement.length > 0 ? replacement.charCodeAt(replacement.length - 1) : kept > start ? (codes[kept - 1] as number) : -1;
      if (lastKept >= 0 && lastKept < 128 && (byLast[lastKept] as readonly unknown[]).length > 0) again = true;
      const found = findJoined(tables, codes, start, end - start - old.length, replacement, filter);
      if (!inIndex(found, file)) continue;
      if (results === undefined) results = [found];
      else if (!results.includes(found)) results.push(found);
    }
    if (results !== undefined || !detached || !again) return results ?? (NO_WORDS as number[]);
    const all = SUBSTITUTIONS[FILE_NAMES[file] as 'n' | 'v' | 'a' | 'r'];
    let forms = detach(all, detach(all, [stringOf(codes, start, end)]));
    let out: number[] = [];
    for (;;) {
      for (const f of forms) keep(out, lookUp(f), file);
      if (out.length > 0 || forms.length === 0) return out;
      forms = detach(all, forms);
      out = [];
    }
  };

  // A form's code units, for the string entry points.
  let formCodes = new Uint16Array(64);
  /** {@link morphyWords} of a string. */
  const morphyOf = (form: string, file: number): number[] => {
    if (formCodes.length < form.length) formCodes = new Uint16Array(2 * form.length);
    for (let k = 0; k < form.length; k++) formCodes[k] = form.charCodeAt(k);
    return morphyWords(formCodes, 0, form.length, file, lookUpCodes(formCodes, 0, form.length));
  };

  const morphyForms = (form: string, pos: WordNetPos): string[] => morphyOf(form, fileNumber(pos)).map((word) => wordText(tables, word));

  /** Synset `s`'s lemma names. */
  const lemmaNames = (synset: number): string[] => {
    const names: string[] = [];
    for (let k = synsetStart[synset] as number; k < (synsetStart[synset + 1] as number); k++) names.push(wordText(tables, synsetNames[k] as number));
    return names;
  };

  const synsets = (word: string, pos?: WordNetPos): Synset[] => {
    const lemma = word.toLowerCase();
    const out: Synset[] = [];
    for (const p of pos === undefined ? POS_LIST : [pos]) {
      const file = fileNumber(p);
      for (const form of morphyOf(lemma, file)) {
        const [from, to] = synsetRange(tables, form, file, range);
        for (let k = from; k < to; k++) {
          const synset = indexSynsets[k] as number;
          out.push({ pos: FILE_NAMES[file] as 'n' | 'v' | 'a' | 'r', id: synset - (posSynsets[2 * file] as number), lemmaNames: lemmaNames(synset) });
        }
      }
    }
    return out;
  };

  /** Whether word `w` has an underscore (a multi-word name, which METEOR never matches). */
  // Per word: 0 not looked at yet, 1 with an underscore, 2 without (names recur across synsets).
  const underscores = new Uint8Array(flags.length);
  const hasUnderscore = (word: number): boolean => {
    let known = underscores[word] as number;
    if (known === 0) {
      known = 2;
      for (let k = wordStart[word] as number; k < (wordStart[word + 1] as number); k++) if (chars[k] === 95) known = 1;
      underscores[word] = known;
    }
    return known === 1;
  };

  // The lower-cased word of synonymWords, and the names found so far (`seen[name] === round`).
  let lowerCodes = new Uint16Array(64);
  // The word synonyms() is given, as code units.
  let wordCodes = new Uint16Array(64);
  const seen = new Int32Array(flags.length);
  let round = 0;
  const found: number[] = [];

  const synonymWords = (codes: ArrayLike<number>, start: number, end: number): Int32Array => {
    // synsets() lower-cases the word: ASCII letter by letter, anything else as a string.
    let length = end - start;
    let ascii = true;
    if (lowerCodes.length < length) lowerCodes = new Uint16Array(2 * length);
    for (let k = 0; k < length; k++) {
      const c = codes[start + k] as number;
      if (c >= 128) ascii = false;
      lowerCodes[k] = c >= 65 && c <= 90 ? c + 32 : c;
    }
    if (!ascii) {
      const lower = stringOf(codes, start, end).toLowerCase();
      length = lower.length;
      if (lowerCodes.length < length) lowerCodes = new Uint16Array(2 * length);
      for (let k = 0; k < length; k++) lowerCodes[k] = lower.charCodeAt(k);
    }
    if (round === 0x7fffffff) {
      seen.fill(0);
      round = 0;
    }
    round++;
    found.length = 0;
    const word = lookUpCodes(lowerCodes, 0, length);
    // A word WordNet does not have, whose last letter ends no rule's suffix, has no base form
    // under any part of speech (most of the words METEOR asks about: names, numbers, stems).
    if (word < 0 && (length === 0 || RULE_ENDS[lowerCodes[length - 1] as number] !== 1)) return NO_NUMBERS;
    for (let file = 0; file < 4; file++) {
      const forms = morphyWords(lowerCodes, 0, length, file, word);
      for (let f = 0; f < forms.length; f++) {
        const [from, to] = synsetRange(tables, forms[f] as number, file, range);
        for (let k = from; k < to; k++) {
          const synset = indexSynsets[k] as number;
          for (let n = synsetStart[synset] as number; n < (synsetStart[synset + 1] as number); n++) {
            const name = synsetNames[n] as number;
            if (seen[name] !== round && !hasUnderscore(name)) {
              seen[name] = round;
              found.push(name);
            }
          }
        }
      }
    }
    if (found.length === 0) return NO_NUMBERS;
    const words = new Int32Array(found.length);
    for (let k = 0; k < found.length; k++) words[k] = found[k] as number;
    return words;
  };

  return {
    version: '3.0',
    tables,
    allLemmaNames: (pos) => {
      const file = fileNumber(pos);
      const names: string[] = [];
      for (let word = 0; word < flags.length; word++) if (inIndex(word, file)) names.push(wordText(tables, word));
      return names.sort();
    },
    synsetCount: (pos) => (posSynsets[2 * fileNumber(pos) + 1] as number) - (posSynsets[2 * fileNumber(pos)] as number),
    morphyForms,
    morphy: (form, pos) => {
      for (const p of pos === undefined ? POS_LIST : [pos]) {
        const forms = morphyOf(form, fileNumber(p));
        if (forms.length > 0) return wordText(tables, forms[0] as number);
      }
      return undefined;
    },
    synsets,
    // What synsets(word) gives, without making its Synset objects.
    synonyms: (word) => {
      const names = new Set<string>();
      if (wordCodes.length < word.length) wordCodes = new Uint16Array(2 * word.length);
      for (let k = 0; k < word.length; k++) wordCodes[k] = word.charCodeAt(k);
      for (const name of synonymWords(wordCodes, 0, word.length)) names.add(textOf(name));
      return names;
    },
    synonymWords,
    wordNumber: lookUpCodes,
    wordCount: flags.length,
  };
}

/** Every form's detachments by `rules`, form by form, rule by rule. */
function detach(rules: readonly (readonly [string, string])[], forms: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of forms) for (const [old, replacement] of rules) if (f.endsWith(old)) out.push(f.slice(0, f.length - old.length) + replacement);
  return out;
}
