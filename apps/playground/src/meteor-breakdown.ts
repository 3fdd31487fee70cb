import { formatFixed, formatFloat } from '@bleukit/core';
import type { MeteorMatch, MeteorStage } from '@bleukit/meteor';
import type { MeteorAlignment } from './describe-segment.js';

/** The stages in the order METEOR runs them. */
export const METEOR_STAGES: readonly MeteorStage[] = ['exact', 'stem', 'synonym'];

/** What each stage means, for labels and the legend. */
export const STAGE_LABELS: Readonly<Record<MeteorStage, string>> = {
  exact: 'exact',
  stem: 'same stem',
  synonym: 'WordNet synonym',
};

/**
 * The chunk of each match (matches sorted by hypothesis position, as METEOR's): a new chunk starts
 * where a match is not next to the previous one in both sentences, as NLTK's `_count_chunks`.
 */
export function chunkNumbers(matches: readonly MeteorMatch[]): number[] {
  let chunk = 0;
  return matches.map((match, i) => {
    const previous = matches[i - 1];
    if (previous && !(match.hypothesis === previous.hypothesis + 1 && match.reference === previous.reference + 1)) chunk++;
    return chunk;
  });
}

/** How many matches each stage made. */
export function stageCounts(matches: readonly MeteorMatch[]): Record<MeteorStage, number> {
  const counts = { exact: 0, stem: 0, synonym: 0 };
  for (const match of matches) counts[match.stage]++;
  return counts;
}

/** One line of the numbers behind a segment's METEOR: what it is, how it is computed, its value. */
export interface BreakdownRow {
  term: string;
  formula: string;
  value: string;
}

/**
 * The numbers behind a segment's METEOR, each with how it is computed from the ones above it:
 * matches by stage, chunks, precision, recall, Fmean, penalty and the value (NLTK's float, as
 * Python prints it).
 */
export function meteorBreakdown(meteor: MeteorAlignment): BreakdownRow[] {
  const m = meteor.matches.length;
  const counts = stageCounts(meteor.matches);
  const n = (value: number) => formatFixed(value, 4);
  const rows: BreakdownRow[] = [
    { term: 'Matches', formula: METEOR_STAGES.map((stage) => `${counts[stage]} ${stage}`).join(' + '), value: String(m) },
    { term: 'Chunks', formula: 'runs of matches adjacent in both sentences', value: String(m > 0 ? meteor.chunks : 0) },
    { term: 'Precision', formula: `${m} / ${meteor.hypothesis.length} hypothesis words`, value: n(meteor.precision) },
    { term: 'Recall', formula: `${m} / ${meteor.reference.length} reference words`, value: n(meteor.recall) },
  ];
  if (m === 0) {
    rows.push({ term: 'METEOR', formula: 'no word matched', value: formatFloat(meteor.value) });
    return rows;
  }
  const [alpha, beta, gamma] = [meteor.alpha, meteor.beta, meteor.gamma].map(formatFloat);
  rows.push(
    { term: 'Fmean', formula: `P·R / (${alpha}·P + (1 − ${alpha})·R)`, value: n(meteor.fmean) },
    { term: 'Penalty', formula: `${gamma} × (${meteor.chunks} / ${m})^${beta}`, value: n(meteor.penalty) },
    { term: 'METEOR', formula: '(1 − penalty) × Fmean', value: formatFloat(meteor.value) },
  );
  return rows;
}
