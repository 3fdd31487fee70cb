// Builds data/wordnet-3.0.txt, the tables METEOR needs, from Debian's wordnet-base 1:3.0-37
// (`apt-get install wordnet-base`: the WordNet 3.0 database under /usr/share/wordnet).
//
//   node scripts/build-tables.mjs [WORDNET_DIR]
//
// The output is committed, so neither installing nor testing this package needs apt. It keeps,
// per part of speech (n, v, a, r):
//   @exc POS      the morphological exception list (POS.exc), one line per inflected form:
//                 `form base base…`, as in the file
//   @synsets POS  one line per synset of data.POS, in file order: its lemma names, with the
//                 adjective markers `(a)`, `(p)`, `(ip)` removed, spaces between
//   @senses POS   the lemmas of index.POS whose synsets are not in file order, in index order:
//                 `lemma n n…`, the numbers (base 36) being the lines of its synsets under
//                 @synsets POS, in sense order
// The index itself is not stored: a lemma's synsets are those with a lemma name that lower-cases
// to it, which this script checks for every lemma of every index (same lemmas, same synsets), so
// only the sense order of the lemmas above has to be kept. Glosses, pointers, frames and counts
// are left out.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.argv[2] ?? '/usr/share/wordnet';
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'data', 'wordnet-3.0.txt');
const FILES = [
  ['n', 'noun'],
  ['v', 'verb'],
  ['a', 'adj'],
  ['r', 'adv'],
];

/** A lemma name without its syntactic marker: `galore(ip)` → `galore`. */
function withoutMarker(name) {
  if (!name.endsWith(')')) return name;
  const open = name.indexOf('(');
  return open >= 0 && open <= name.length - 2 ? name.slice(0, open) : name;
}

const read = (name) => readFileSync(join(dir, name), 'latin1');
const lines = [
  '# WordNet 3.0 (Debian wordnet-base 1:3.0-37): morphy exceptions, synset lemma names, sense orders.',
  '# Built by scripts/build-tables.mjs. WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. See LICENSE-WORDNET.',
];
for (const [pos, file] of FILES) {
  lines.push(`@exc ${pos}`);
  for (const line of read(`${file}.exc`).split('\n')) {
    const terms = line.split(/\s+/).filter(Boolean);
    if (terms.length > 0) lines.push(terms.join(' '));
  }
  const number = new Map();
  // Lemma → its synsets' lines, as the reader derives them from the synsets' lemma names.
  const derived = new Map();
  lines.push(`@synsets ${pos}`);
  for (const line of read(`data.${file}`).split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.slice(0, line.indexOf('|')).trim().split(/\s+/);
    const count = Number.parseInt(fields[3], 16);
    const names = [];
    for (let k = 0; k < count; k++) names.push(withoutMarker(fields[4 + 2 * k]));
    const id = number.size;
    number.set(Number(fields[0]), id);
    for (const name of names) {
      const lemma = name.toLowerCase();
      const ids = derived.get(lemma) ?? [];
      if (ids[ids.length - 1] !== id) ids.push(id);
      derived.set(lemma, ids);
    }
    lines.push(names.join(' '));
  }
  lines.push(`@senses ${pos}`);
  let indexed = 0;
  for (const line of read(`index.${file}`).split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.split(/\s+/).filter(Boolean);
    const synsets = Number(fields[2]);
    const pointers = Number(fields[3]);
    const offsets = fields.slice(6 + pointers, 6 + pointers + synsets);
    if (offsets.length !== synsets) throw new Error(`index.${file}: ${fields[0]}: expected ${synsets} offsets`);
    const ids = offsets.map((offset) => {
      const n = number.get(Number(offset));
      if (n === undefined) throw new Error(`index.${file}: ${fields[0]}: no synset at ${offset}`);
      return n;
    });
    const lemma = fields[0];
    const own = derived.get(lemma);
    const sorted = (list) => [...list].sort((a, b) => a - b).join(' ');
    if (own === undefined || sorted(own) !== sorted(ids)) {
      throw new Error(`index.${file}: ${lemma}: its synsets are not those whose lemma names lower-case to it`);
    }
    indexed++;
    if (own.join(' ') !== ids.join(' ')) lines.push(`${lemma} ${ids.map((n) => n.toString(36)).join(' ')}`);
  }
  if (indexed !== derived.size) throw new Error(`index.${file}: ${indexed} lemmas, but the synsets name ${derived.size}`);
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${out}: ${lines.length} lines`);
