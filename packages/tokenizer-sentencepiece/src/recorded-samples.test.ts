// The bundled samples under samples/spm/samples.model, against the pieces spm_encode printed for
// them when scripts/make-spm-sample.sh made the model: a check that needs no C++ tools, on the
// model the README and the command-line examples use.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SentencePieceProcessor } from './sentencepiece.js';
import { createSentencePieceTokenizer } from './tokenizer.js';

const samples = join(import.meta.dirname, '../../../samples');
const model = readFileSync(join(samples, 'spm', 'samples.model'));
const recorded = readdirSync(join(samples, 'spm')).filter((file) => file.endsWith('.pieces'));

/** `en-ja-ref.ja.pieces` → the lines of `samples/en-ja/ref.ja`. */
function sampleLines(pieces: string): string[] {
  const [, pair, file] = /^([a-z]{2}-[a-z]{2})-(.+)\.pieces$/.exec(pieces) as RegExpExecArray;
  return readFileSync(join(samples, pair as string, file as string), 'utf8').replace(/\n$/, '').split('\n');
}

describe('samples/spm: the pieces spm_encode recorded', () => {
  const processor = SentencePieceProcessor.fromBytes(model);

  it('has a recording for every bundled sample file', () => {
    expect(recorded).toHaveLength(9);
  });

  it.each(recorded)('%s', (file) => {
    const expected = readFileSync(join(samples, 'spm', file), 'utf8').replace(/\n$/, '').split('\n');
    const lines = sampleLines(file);
    expect(lines).toHaveLength(expected.length);
    expect(lines.map((line) => processor.encodeAsPieces(line).join(' '))).toEqual(expected);
  });

  it('names the model by its hash, and tokenizes as the pieces split on whitespace', async () => {
    const tokenizer = await createSentencePieceTokenizer({ model });
    expect(tokenizer.name).toBe('spm-3427bf379e49');
    const named = await createSentencePieceTokenizer({ model: model.buffer.slice(model.byteOffset, model.byteOffset + model.byteLength), name: 'flores200' });
    expect(named.name).toBe('flores200');
    expect(named.tokenize(' 東京の渋谷は観光客で混雑した。 ')).toEqual(['▁', '東京の渋谷は観光客で', '混雑し', 'た', '。']);
  });

  it('refuses bytes that are not a model, saying so', async () => {
    await expect(createSentencePieceTokenizer({ model: new TextEncoder().encode('not a model\n') })).rejects.toThrow(
      /^\[tokenizer-sentencepiece\] the model file is not a SentencePiece model \(/,
    );
  });
});
