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
//   @index POS    one line per lemma of index.POS, in file order: `lemma n n…`, the numbers
//                 (base 36) being the lines of its synsets under @synsets POS, in sense order
// Glosses, pointers, frames and counts are left out.
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
  '# WordNet 3.0 (Debian wordnet-base 1:3.0-37): morphy exceptions, synset lemma names, index.',
  '# Built by scripts/build-tables.mjs. WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. See LICENSE-WORDNET.',
];
for (const [pos, file] of FILES) {
  lines.push(`@exc ${pos}`);
  for (const line of read(`${file}.exc`).split('\n')) {
    const terms = line.split(/\s+/).filter(Boolean);
    if (terms.length > 0) lines.push(terms.join(' '));
  }
  const number = new Map();
  lines.push(`@synsets ${pos}`);
  for (const line of read(`data.${file}`).split('\n')) {
    if (line === '' || line.startsWith('  ')) continue;
    const fields = line.slice(0, line.indexOf('|')).trim().split(/\s+/);
    const count = Number.parseInt(fields[3], 16);
    const names = [];
    for (let k = 0; k < count; k++) names.push(withoutMarker(fields[4 + 2 * k]));
    number.set(Number(fields[0]), number.size);
    lines.push(names.join(' '));
  }
  lines.push(`@index ${pos}`);
  for (const line of read(`index.${file}`).split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    const fields = line.split(/\s+/).filter(Boolean);
    const synsets = Number(fields[2]);
    const pointers = Number(fields[3]);
    const offsets = fields.slice(6 + pointers, 6 + pointers + synsets);
    if (offsets.length !== synsets) throw new Error(`index.${file}: ${fields[0]}: expected ${synsets} offsets`);
    const numbers = offsets.map((offset) => {
      const n = number.get(Number(offset));
      if (n === undefined) throw new Error(`index.${file}: ${fields[0]}: no synset at ${offset}`);
      return n.toString(36);
    });
    lines.push(`${fields[0]} ${numbers.join(' ')}`);
  }
}
writeFileSync(out, lines.join('\n') + '\n');
console.log(`${out}: ${lines.length} lines`);
