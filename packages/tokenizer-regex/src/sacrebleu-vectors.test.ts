// sacreBLEU 2.6.0's tokenizers on 524 lines each (hand-written and fuzzed): bleukit's tokens are
// the words of sacreBLEU's output, exactly.
import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { tokenize13aReference, tokenizer13a, tokenizerChar, tokenizerIntl, tokenizerZh } from './index.js';

interface TokenizeRecord {
  id: string;
  input: string;
  output: string;
  signature: string;
}

const tokenizers: [string, Tokenizer][] = [
  ['13a', tokenizer13a],
  ['intl', tokenizerIntl],
  ['zh', tokenizerZh],
  ['char', tokenizerChar],
];

describe.each(tokenizers)('sacreBLEU %s', (name, tokenizer) => {
  const records = readJsonl<TokenizeRecord>(`conformance/sacrebleu/tokenize-${name}.jsonl`);

  it('keeps the tokenizer contract', () => {
    expect(checkTokenizer(tokenizer)).toEqual([]);
    expect(tokenizer.name).toBe(records[0]?.signature);
  });

  it(`reproduces all ${records.length} vectors`, () => {
    expect(records).toHaveLength(524);
    const differences = records
      .filter((record) => tokenizer.tokenize(record.input).join(' ') !== pythonSplit(record.output).join(' '))
      .map((record) => `${record.id}: ${JSON.stringify(record.input)} → ${JSON.stringify(tokenizer.tokenize(record.input))}`);
    expect(differences).toEqual([]);
  });
});

describe('13a fast path', () => {
  const records = readJsonl<TokenizeRecord>('conformance/sacrebleu/tokenize-13a.jsonl');

  it('equals the literal substitutions on the vectors', () => {
    for (const record of records) {
      expect(tokenizer13a.tokenize(record.input)).toEqual(tokenize13aReference(record.input));
    }
  });

  it('equals the literal substitutions on seeded random lines from a tricky alphabet', () => {
    const alphabet = ['1', '0', '9', '.', ',', '-', '&', ';', '<', '>', 'a', 'Z', "'", ' ', '\t', '\n', '\u00a0',
      '\u3000', 'é', '中', '𝄞', 'amp', 'quot', '<skipped>', '&amp;', '"', '/', '(', ')', '$', '%'];
    let seed = 2024;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let trial = 0; trial < 20000; trial++) {
      const length = next() % 14;
      let line = '';
      for (let i = 0; i < length; i++) line += alphabet[next() % alphabet.length];
      expect(tokenizer13a.tokenize(line), JSON.stringify(line)).toEqual(tokenize13aReference(line));
    }
  });
});
