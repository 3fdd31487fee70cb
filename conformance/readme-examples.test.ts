// The `js` examples in the package READMEs run as written, against the built packages, and print
// what the README says they print.
//
// In a block, a `console.log(…)` line followed by `// …` comment lines expects those lines on
// stdout, and a statement followed by a `// [` or `// '` comment (on its line or the next) expects
// that value (compared deeply). A block that imports `createBleu`, `createChrf`, `createTer`, `createRibes` or `createMeteor` starts a new program; any other
// block continues the one before it (as the README reads). Programs run from the repository root
// (examples read `samples/`) with Node, from a folder where the workspace packages resolve.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = join(root, 'conformance', 'node_modules', '.readme-examples');
/** Examples show `version:bleukit-0.1.0`; a release bumps the version, not the README. */
const version = (JSON.parse(readFileSync(join(root, 'packages/core/package.json'), 'utf8')) as { version: string }).version;
const READMES = [
  'packages/core/README.md',
  'packages/tokenizer-regex/README.md',
  'packages/tokenizer-whitespace/README.md',
  'packages/tokenizer-ja/README.md',
  'packages/tokenizer-ja-mecab/README.md',
  'packages/chrf/README.md',
  'packages/ter/README.md',
  'packages/ribes/README.md',
  'packages/meteor/README.md',
  'packages/pairwise/README.md',
  'packages/tokenizer-sentencepiece/README.md',
];

interface Program {
  /** 1-based line of the README where the program starts. */
  line: number;
  source: string[];
  stdout: string[];
  values: number;
}

const EXPECT_VALUE = /^(?<statement>[^/]*?);\s*\/\/ (?<value>[['].*?)(?:\s{2}\(.*\))?$/;
const VALUE_COMMENT = /^\/\/ (?<value>[['].*?)(?:\s{2}\(.*\))?$/;

/** Turns each `js` block into runnable source with its expectations. */
function programs(readme: string): Program[] {
  const lines = readFileSync(join(root, readme), 'utf8').split('\n');
  const result: Program[] = [];
  let current: Program | undefined;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```js') continue;
    const start = i + 1;
    let end = start;
    while (lines[end] !== '```') end++;
    const block = lines.slice(start, end);
    if (!current || block.some((line) => /^import \{[^}]*\b(createBleu|createChrf|createTer|createRibes|createMeteor)\b/.test(line))) {
      current = { line: start + 1, source: [], stdout: [], values: 0 };
      result.push(current);
    }
    for (let j = 0; j < block.length; j++) {
      const line = block[j] as string;
      const next = block[j + 1] ?? '';
      const inline = EXPECT_VALUE.exec(line);
      const below = /^\s*\/\//.test(line) ? null : VALUE_COMMENT.exec(next);
      if (inline?.groups) {
        current.source.push(`__expect(${inline.groups.statement}, ${inline.groups.value}, ${start + j + 1});`);
        current.values++;
      } else if (below?.groups && !line.startsWith('console.log(') && line.endsWith(';')) {
        current.source.push(`__expect(${line.slice(0, -1)}, ${below.groups.value}, ${start + j + 1});`);
        current.values++;
      } else {
        current.source.push(line);
      }
      if (line.startsWith('console.log(')) {
        for (let k = j + 1; k < block.length && (block[k] as string).startsWith('// '); k++) {
          current.stdout.push((block[k] as string).slice(3));
        }
      }
    }
    i = end;
  }
  return result;
}

const PRELUDE = `import { isDeepStrictEqual as __equal, inspect as __inspect } from 'node:util';
function __expect(actual, expected, line) {
  if (!__equal(actual, expected)) {
    process.exitCode = 1;
    console.error(\`README line \${line}: got \${__inspect(actual)}, the README says \${__inspect(expected)}\`);
  }
}
`;

describe.each(READMES)('%s', (readme) => {
  const list = programs(readme);

  it('has a runnable example with printed output to check', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(list.reduce((sum, program) => sum + program.stdout.length + program.values, 0)).toBeGreaterThan(0);
  });

  it.each(list.map((program) => [program.line, program] as const))('example at line %i', (_line, program) => {
    mkdirSync(scratch, { recursive: true });
    const file = join(scratch, `${readme.replace(/\W+/g, '-')}-${program.line}.mjs`);
    writeFileSync(file, PRELUDE + program.source.join('\n'));
    const stdout = execFileSync(process.execPath, [file], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(stdout.split('\n').slice(0, -1)).toEqual(program.stdout.map((line) => line.replace('bleukit-0.1.0', `bleukit-${version}`)));
  });
});

