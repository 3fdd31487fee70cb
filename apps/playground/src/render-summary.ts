import { formatFixed, formatSignature } from '@bleukit/core';
import { h } from './dom.js';
import type { SystemScore } from './score-systems.js';

/** What a metric's number means, beside its name. */
const HINTS: Readonly<Record<string, string>> = {
  TER: ' (edits per reference word: lower is better)',
  RIBES: ' (word order, higher is better)',
  METEOR: " (NLTK's: exact, stem and synonym matches; higher is better)",
};

/** Fills the corpus score, its breakdown (precisions, BP, ratio, lengths) and the signature. */
export function renderSummary(
  system: SystemScore,
  parts: { score: HTMLElement; breakdown: HTMLElement; signature: HTMLElement; metrics: HTMLElement },
): void {
  const { result } = system;
  parts.score.textContent = system.scoreText;
  const rows: [string, string][] = result.precisions.map((p, i) => [`${i + 1}-gram precision`, formatFixed(p, 1)]);
  rows.push(
    ['Brevity penalty', formatFixed(result.bp, 3)],
    ['Length ratio', formatFixed(result.ratio, 3)],
    ['Hypothesis length', String(result.sysLen)],
    ['Reference length', String(result.refLen)],
  );
  parts.breakdown.replaceChildren(
    ...rows.map(([term, value]) => h('div', {}, h('dt', {}, term), h('dd', {}, value))),
  );
  parts.signature.textContent = formatSignature(result.signature);
  parts.signature.title = system.line;
  // chrF and TER beside BLEU: the score, which way is better, and the signature.
  parts.metrics.replaceChildren(
    ...system.metrics.map((metric) =>
      h(
        'div',
        { 'data-metric': metric.name },
        h('dt', {}, metric.name, h('span', { class: 'hint' }, HINTS[metric.name] ?? (metric.higherIsBetter ? ' (higher is better)' : ' (lower is better)'))),
        h(
          'dd',
          {},
          h('strong', { 'data-testid': `metric-score-${metric.name}` }, metric.scoreText),
          metric.ribesPy === undefined ? '' : h('span', { class: 'hint', 'data-testid': 'ribes-py-value' }, ` (RIBES.py: ${metric.ribesPy})`),
          ' ',
          h('code', { title: metric.line }, metric.signature),
        ),
      ),
    ),
  );
}
