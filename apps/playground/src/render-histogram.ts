import { h } from './dom.js';
import { scoreHistogram } from './histogram.js';

/** Draws the sentence score histogram as labelled bars (readable without colour or a mouse). */
export function renderHistogram(container: HTMLElement, scores: ArrayLike<number>): void {
  const bins = scoreHistogram(scores);
  const highest = Math.max(1, ...bins.map((bin) => bin.count));
  container.replaceChildren(
    h(
      'ul',
      { class: 'histogram', 'aria-label': 'Segments per sentence BLEU range' },
      ...bins.map((bin, i) =>
        h(
          'li',
          { 'aria-label': `${bin.from}–${bin.to}: ${bin.count} segments` },
          h('span', { class: 'bar', style: `height: ${(100 * bin.count) / highest}%` }),
          h('span', { class: 'count' }, String(bin.count)),
          h('span', { class: 'range' }, i === 0 ? '0' : String(bin.from)),
        ),
      ),
    ),
  );
}
