// The WMT sample's de-en analysis as `bleukit analyze -f json` prints it: four systems, references
// A and B, BLEU (13a), chrF, TER and RIBES, sacreBLEU's paired bootstrap and bucket intervals.
import { join } from 'node:path';
import type { AnalysisData } from '@bleukit/compare/analyze';
import { sharedDir } from '../../../vitest.shared.js';
import { BUCKET_SAMPLES } from '../src/compare-analysis.js';
import { cliOutput } from './cli-score.js';

const sample = join(sharedDir, 'data', 'wmt-sample', 'de-en');

/** The sample's files: references A and B, the four systems, the German source. */
export const WMT_FILES = {
  references: ['ref.A.en', 'ref.B.en'].map((name) => join(sample, name)),
  systems: ['hyp.Online-B.en', 'hyp.JDExploreAcademy.en', 'hyp.LT22.en', 'hyp.PROMT.en'].map((name) => join(sample, name)),
  source: join(sample, 'src.de'),
  /** One label a line, `long` or `short` (the compare-mt records' sentence labels of reference A). */
  labels: join(sharedDir, 'conformance', 'compare-mt', 'inputs', 'de-en', 'ref.A.sentlabel'),
};

/**
 * `bleukit analyze REF.A REF.B -i SYSTEMS -tok 13a -pbs --bucket-ci 200 -f json` from the built
 * command line (the playground's Compare view runs the same analyses); `source` adds `--src`,
 * `labels` adds `--labels`.
 */
export function wmtAnalysis({ source = true, labels = false } = {}): AnalysisData {
  const args = ['analyze', ...WMT_FILES.references, '-i', ...WMT_FILES.systems, '-tok', '13a', '-pbs', '--bucket-ci', String(BUCKET_SAMPLES), '-f', 'json'];
  if (source) args.push('--src', WMT_FILES.source);
  if (labels) args.push('--labels', WMT_FILES.labels);
  return JSON.parse(cliOutput(args)) as AnalysisData;
}
