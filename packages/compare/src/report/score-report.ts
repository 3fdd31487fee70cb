import { createScorer, evalWithPairedBootstrap, type SystemBootstrap } from '../scorers/index.js';
import type { Direction } from './compare-directions.js';
import { ProfileReader, type Profile } from './profile.js';
import type { ReportContext } from './report-context.js';
import type { Formatter } from './formatter.js';

/** `generate_score_report`'s keyword arguments. */
const KEYS = ['score_type', 'bootstrap', 'prob_thresh', 'meteor_directory', 'options', 'title', 'case_insensitive'];

/** compare-mt's `print_tabbed_table`: cells joined by tabs, then an empty line. */
export function tabbedTable(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.join('\t')).join('\n')}\n\n`;
}

/** compare-mt's verdict on a pair: who wins at `probThresh`, and the p-value. */
function winAndPValue(wins: readonly number[], probThresh: number): [verdict: string, pValue: number] {
  const [left = 0, right = 0] = wins;
  const verdict = 1 - left < probThresh ? 's1>s2' : 1 - right < probThresh ? 's2>s1' : '-';
  return [verdict, 1 - (left > right ? left : right)];
}

function interval(fmt: Formatter, stats: SystemBootstrap): string {
  return `[${fmt(stats.lowerBound)},${fmt(stats.upperBound)}]`;
}

/**
 * compare-mt's aggregate scores (`generate_score_report` and `ScoreReport.print`): each system's
 * corpus score, and with `bootstrap=N` compare-mt's paired bootstrap: the interval of each system
 * and, for two systems, the winner and p-value; for three or more, a table of every pair.
 */
export function scoreReport(profile: Profile, context: ReportContext): string {
  const read = new ProfileReader(profile, KEYS);
  const scoreType = read.string('score_type', 'bleu');
  const bootstrap = read.int('bootstrap', 0);
  const probThresh = read.float('prob_thresh', 0.05);
  const title = read.string('title', null);
  if (bootstrap < 0) throw read.error(`bootstrap=${bootstrap}: give the number of bootstrap samples (e.g. bootstrap=1000), or 0 for none.`);
  const scorer = createScorer(scoreType, { caseInsensitive: read.bool('case_insensitive'), scale: context.scorerScale, intScale: context.scorerScaleIsInt });
  const { sysNames, ref, outs, src, fmt } = context;
  const scored = outs.map((out) => scorer.scoreCorpus(ref, out, src));
  const cells = scored.map(({ score, detail }) => (detail ? `${fmt(score)} (${detail})` : fmt(score)));
  const row = [scorer.name, ...cells];

  let text = '********************** Aggregate Scores ************************\n';
  // compare-mt falls back to the name for an empty title too.
  text += `${title || scorer.name}:\n`;
  if (bootstrap === 0) return text + tabbedTable([['', ...sysNames], row]);

  const directions: Direction[] = [];
  for (let i = 0; i < outs.length; i++) for (let j = i + 1; j < outs.length; j++) directions.push([i, j]);
  const { wins, sysStats } = evalWithPairedBootstrap(ref, outs, src, scorer, { random: context.random, directions, numSamples: bootstrap });
  if (outs.length === 1) return text + tabbedTable([['', ...sysNames], row, ['', ...sysStats.map((stats) => interval(fmt, stats))]]);
  if (outs.length === 2) {
    const [verdict, pValue] = winAndPValue(wins?.[0]?.wins ?? [], probThresh);
    return (
      text +
      tabbedTable([
        ['', ...sysNames, 'Win?'],
        [...row, verdict],
        ['', ...sysStats.map((stats) => interval(fmt, stats)), `p=${fmt(pValue)}`],
      ])
    );
  }
  const winTable: string[][] = [['v s1 / s2 ->', ...sysNames.slice(1)], ...sysNames.slice(0, -1).map((name) => [name, ...sysNames.slice(1).map(() => '')])];
  directions.forEach(([left, right], d) => {
    const [verdict, pValue] = winAndPValue(wins?.[d]?.wins ?? [], probThresh);
    (winTable[left + 1] as string[])[right] = `${verdict} (p=${fmt(pValue)})`;
  });
  return text + tabbedTable([['', ...sysNames], row]) + tabbedTable(winTable);
}
