// sacreBLEU 2.6.0's tokenizers on 524 lines each (hand-written and fuzzed): bleukit's tokens are
// the words of sacreBLEU's output, exactly.
import { pythonSplit, type Tokenizer } from '@bleukit/core';
import { checkTokenizer } from '@bleukit/core/testing';
import { describe, expect, it } from 'vitest';
import { readJsonl } from '../../../test-support/shared.js';
import { tokenizer13a, tokenizerChar, tokenizerIntl, tokenizerZh } from './index.js';

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
      .filter((record) => JSON.stringify(tokenizer.tokenize(record.input)) !== JSON.stringify(pythonSplit(record.output)))
      .map((record) => `${record.id}: ${JSON.stringify(record.input)} → ${JSON.stringify(tokenizer.tokenize(record.input))}`);
    expect(differences).toEqual([]);
  });
});
