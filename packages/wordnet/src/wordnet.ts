// WordNet 3.0's tables as METEOR reads them, parsed from this package's data file
// (data/wordnet-3.0.txt, see scripts/build-tables.mjs). Plain ES2022: no I/O here.

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

/** The tables of one part of speech. */
interface PosTables {
  /** Inflected form → base forms (the `.exc` file). */
  readonly exceptions: Map<string, readonly string[]>;
  /** Each synset's lemma names, space-separated (split when asked for). */
  readonly synsets: string[];
  /** Lemma → its synsets' numbers in sense order (one number for most lemmas, which have one). */
  readonly index: Map<string, number | number[]>;
  /** The `@senses` lines: lemma, then its synsets' numbers in base 36 in sense order. */
  readonly senses: string[];
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
  /** The lemmas of the index of `pos` (NLTK's `all_lemma_names(pos)`), sorted as the index file. */
  allLemmaNames(pos: 'n' | 'v' | 'a' | 'r'): string[];
  /** How many synsets the data file of `pos` has (82,115 nouns). */
  synsetCount(pos: 'n' | 'v' | 'a' | 'r'): number;
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

/** Every form's detachments by `rules`, form by form, rule by rule. */
function detach(rules: readonly (readonly [string, string])[], forms: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of forms) for (const [old, replacement] of rules) if (f.endsWith(old)) out.push(f.slice(0, f.length - old.length) + replacement);
  return out;
}

/** The forms WordNet has in `index`, each once, in order. */
function existingForms(index: ReadonlyMap<string, unknown>, forms: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of forms) if (index.has(f) && !out.includes(f)) out.push(f);
  return out;
}

/** The data file a part of speech is filed under (satellites with the adjectives). */
const fileOf = (pos: WordNetPos): 'n' | 'v' | 'a' | 'r' => (pos === 's' ? 'a' : pos);

/**
 * WordNet's index of one part of speech, rebuilt: a lemma's synsets are those with a lemma name
 * that lower-cases to it (the build script checks this against every index file), in file
 * order, unless `@senses` gives their sense order.
 */
function buildIndex(tables: PosTables): void {
  const { index, synsets, senses } = tables;
  for (let id = 0; id < synsets.length; id++) {
    for (const name of (synsets[id] as string).split(' ')) {
      const lemma = name.toLowerCase();
      const ids = index.get(lemma);
      if (ids === undefined) index.set(lemma, id);
      else if (typeof ids === 'number') {
        if (ids !== id) index.set(lemma, [ids, id]);
      } else if (ids[ids.length - 1] !== id) ids.push(id);
    }
  }
  for (const line of senses) {
    const [lemma = '', ...numbers] = line.split(' ');
    if (!index.has(lemma)) throw new Error(`[bleukit] [wordnet] the sense order of ${JSON.stringify(lemma)} is given, but no synset names it`);
    index.set(lemma, numbers.map((number) => Number.parseInt(number, 36)));
  }
}

/** Parses the text of `wordnet-3.0.txt` (this package's data file) into its tables. */
export function parseWordNet(text: string): WordNet {
  const tables = new Map<string, PosTables>();
  for (const pos of POS_LIST) tables.set(pos, { exceptions: new Map(), synsets: [], index: new Map(), senses: [] });
  let section = '';
  let current: PosTables | undefined;
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const line = text.slice(at, end);
    at = end + 1;
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('@')) {
      const [name = '', pos = ''] = line.slice(1).split(' ');
      section = name;
      current = tables.get(pos);
      if (current === undefined || !['exc', 'synsets', 'senses'].includes(name)) {
        throw new Error(`[bleukit] [wordnet] unknown section ${JSON.stringify(line)} in the WordNet data`);
      }
      continue;
    }
    if (current === undefined) throw new Error('[bleukit] [wordnet] the WordNet data should start with a section line (@exc n)');
    const space = line.indexOf(' ');
    if (section === 'synsets') current.synsets.push(line);
    else if (section === 'senses') current.senses.push(line);
    else current.exceptions.set(space < 0 ? line : line.slice(0, space), space < 0 ? [] : line.slice(space + 1).split(' '));
  }
  for (const pos of POS_LIST) buildIndex(tables.get(pos) as PosTables);
  const posTables = (pos: WordNetPos): PosTables => tables.get(fileOf(pos)) as PosTables;

  const morphyForms = (form: string, pos: WordNetPos): string[] => {
    const { exceptions, index } = posTables(pos);
    const rules = SUBSTITUTIONS[fileOf(pos)];
    const bases = exceptions.get(form);
    if (bases !== undefined) return existingForms(index, [form, ...bases]);
    let forms = detach(rules, [form]);
    // The form itself first, then its detachments.
    let results = index.has(form) ? [form] : [];
    for (const f of forms) if (index.has(f) && !results.includes(f)) results.push(f);
    while (results.length === 0 && forms.length > 0) {
      forms = detach(rules, forms);
      results = existingForms(index, forms);
    }
    return results;
  };

  const synsetsOf = (pos: 'n' | 'v' | 'a' | 'r', lemma: string, out: Synset[]): void => {
    const { index, synsets } = posTables(pos);
    const ids = index.get(lemma);
    if (ids === undefined) return;
    for (const id of typeof ids === 'number' ? [ids] : ids) out.push({ pos, id, lemmaNames: (synsets[id] as string).split(' ') });
  };

  const synsets = (word: string, pos?: WordNetPos): Synset[] => {
    const lemma = word.toLowerCase();
    const out: Synset[] = [];
    for (const p of pos === undefined ? POS_LIST : [pos]) {
      for (const form of morphyForms(lemma, p)) synsetsOf(fileOf(p), form, out);
    }
    return out;
  };

  return {
    version: '3.0',
    allLemmaNames: (pos) => [...posTables(pos).index.keys()].sort(),
    synsetCount: (pos) => posTables(pos).synsets.length,
    morphyForms,
    morphy: (form, pos) => {
      for (const p of pos === undefined ? POS_LIST : [pos]) {
        const forms = morphyForms(form, p);
        if (forms.length > 0) return forms[0];
      }
      return undefined;
    },
    synsets,
    // What synsets(word) gives, without making its Synset objects.
    synonyms: (word) => {
      const names = new Set<string>();
      const lemma = word.toLowerCase();
      for (const pos of POS_LIST) {
        const { index, synsets: lines } = posTables(pos);
        for (const form of morphyForms(lemma, pos)) {
          const ids = index.get(form);
          if (ids === undefined) continue;
          for (const id of typeof ids === 'number' ? [ids] : ids) {
            for (const name of (lines[id] as string).split(' ')) if (!name.includes('_')) names.add(name);
          }
        }
      }
      return names;
    },
  };
}
