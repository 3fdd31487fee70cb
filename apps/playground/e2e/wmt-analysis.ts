// The WMT sample's de-en analysis as `bleukit analyze` computes it: four systems, references A
// and B, BLEU (13a), chrF, TER and RIBES, sacreBLEU's paired bootstrap and bucket intervals.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createBleu } from '@bleukit/core';
import { createChrf } from '@bleukit/chrf';
import { analyze, type AnalysisData } from '@bleukit/compare/analyze';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { sharedDir } from '../../../vitest.shared.js';
import { splitLines } from '../src/lines.js';

const sample = join(sharedDir, 'data', 'wmt-sample', 'de-en');

/** The sample's files: references A and B, the four systems, the German source. */
export const WMT_FILES = {
  references: ['ref.A.en', 'ref.B.en'].map((name) => join(sample, name)),
  systems: ['hyp.Online-B.en', 'hyp.JDExploreAcademy.en', 'hyp.LT22.en', 'hyp.PROMT.en'].map((name) => join(sample, name)),
  source: join(sample, 'src.de'),
};

const lines = (path: string): string[] => splitLines(readFileSync(path, 'utf8'));

/**
 * The analysis of the sample with 13a words, as the command line's defaults make it; `source`
 * adds the German source (the playground's Compare view has none).
 */
export function wmtAnalysis({ source = true } = {}): AnalysisData {
  const files = WMT_FILES;
  const bleu = createBleu({ tokenizer: tokenizer13a });
  return analyze({
    referenceFiles: files.references,
    references: files.references.map(lines),
    systems: files.systems.map((file) => ({ name: basename(file), file, lines: lines(file) })),
    words: (line) => bleu.tokenize(line),
    wordsInfo: { tokenizer: tokenizer13a.name, lowercase: false },
    metrics: [
      { metric: bleu, sentence: createBleu({ tokenizer: tokenizer13a, effectiveOrder: true }) },
      { metric: createChrf() },
      { metric: createTer() },
      { metric: createRibes({ tokenizer: tokenizer13a }) },
    ],
    ...(source ? { source: { file: files.source, lines: lines(files.source) } } : {}),
    significance: [{ test: 'bs', samples: 1000 }],
    bucketSamples: 200,
    seed: 12345,
    version: 'test',
  });
}
