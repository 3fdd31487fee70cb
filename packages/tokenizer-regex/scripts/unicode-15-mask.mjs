// Prints the code points that this JavaScript engine's `\p{N}`, `\p{P}` or `\p{S}` classify
// differently from Unicode 15.0, the tables of the `regex` module sacreBLEU 2.6.0's intl
// tokenizer ran with — the source of src/unicode-15-mask.ts.
//
// Usage: node packages/tokenizer-regex/scripts/unicode-15-mask.mjs PYTHON
// where PYTHON is a Python whose `unicodedata.unidata_version` is 15.0.0 (CPython 3.12).
import { execFileSync } from 'node:child_process';

const python = process.argv[2] ?? 'python3.12';
const program = `
import sys, unicodedata
assert unicodedata.unidata_version == '15.0.0', unicodedata.unidata_version
sys.stdout.buffer.write(bytes({'N': 1, 'P': 2, 'S': 3}.get(unicodedata.category(chr(c))[0], 0) for c in range(0x110000)))
`;
const expected = execFileSync(python, ['-c', program], { maxBuffer: 1 << 21 });
const properties = [
  [1, /\p{N}/u],
  [2, /\p{P}/u],
  [3, /\p{S}/u],
];
const ranges = [];
for (let c = 0; c < 0x110000; c++) {
  if (c >= 0xd800 && c <= 0xdfff) continue;
  const char = String.fromCodePoint(c);
  const actual = properties.find(([, pattern]) => pattern.test(char))?.[0] ?? 0;
  if (actual === expected[c]) continue;
  if (expected[c] !== 0) console.error(`U+${c.toString(16)}: ${expected[c]} in 15.0, ${actual} here (not a new character)`);
  const last = ranges[ranges.length - 1];
  if (last && last[1] === c - 1) last[1] = c;
  else ranges.push([c, c]);
}
const hex = (n) => `0x${n.toString(16)}`;
console.log(`// ${process.version}, Unicode ${process.versions.unicode}: ${ranges.length} ranges`);
console.log(ranges.map(([from, to]) => `[${hex(from)}, ${hex(to)}]`).join(', '));
