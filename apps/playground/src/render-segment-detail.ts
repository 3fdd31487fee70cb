import { formatFixed } from '@bleukit/core';
import type { SegmentDetail } from './describe-segment.js';
import { h } from './dom.js';
import { tokenLevel, type MarkedToken } from './segment-highlight.js';

function tokens(marks: readonly MarkedToken[], order: number | undefined, testid: string): HTMLElement {
  return h(
    'p',
    { class: 'tokens', 'data-testid': testid },
    ...marks.flatMap((mark, i) => {
      const level = tokenLevel(mark, order);
      const span = h(
        'span',
        {
          class: level > 0 ? `tok m${Math.min(level, 4)}` : 'tok',
          'data-order': level,
          title: mark.orders.length > 0 ? `in matched ${mark.orders.join(', ')}-grams` : 'unmatched',
        },
        mark.token,
      );
      return i === 0 ? [span] : [' ', span];
    }),
  );
}

/**
 * Shows one segment's hypothesis and references as tokens, each marked with the highest order
 * of matched n-gram covering it (or only `order` when one is chosen), with per-order counts.
 */
export function renderSegmentDetail(
  container: HTMLElement,
  detail: SegmentDetail,
  view: { order: number | undefined; referenceNames: readonly string[]; onOrder(order: number | undefined): void },
): void {
  const { highlight } = detail;
  const choices: (number | undefined)[] = [undefined, ...highlight.orders.map((o) => o.order)];
  const group = `order-${detail.segment}`;
  container.replaceChildren(
    h('h2', {}, `Segment ${detail.segment + 1}: sentence BLEU ${formatFixed(detail.score, 2)}`),
    h('p', { class: 'verbose' }, h('code', {}, detail.verbose)),
    h(
      'fieldset',
      { class: 'orders' },
      h('legend', {}, 'Highlight'),
      ...choices.map((order) =>
        h(
          'label',
          {},
          h('input', {
            type: 'radio',
            name: group,
            value: order ?? 'all',
            checked: order === view.order,
            onchange: () => view.onOrder(order),
          }),
          order === undefined ? ' highest order' : ` ${order}-grams`,
        ),
      ),
    ),
    h(
      'p',
      { class: 'legend', 'aria-hidden': 'true' },
      ...[1, 2, 3, 4].map((n) => h('span', { class: `tok m${n}` }, n === 4 ? '4+-gram' : `${n}-gram`)),
    ),
    h('h3', {}, 'Hypothesis'),
    tokens(highlight.hypothesis, view.order, 'detail-hyp'),
    ...highlight.references.flatMap((ref, k) => [
      h('h3', {}, `Reference: ${view.referenceNames[k] ?? k + 1}`),
      tokens(ref, view.order, `detail-ref-${k + 1}`),
    ]),
    h(
      'table',
      { class: 'order-table', 'data-testid': 'detail-orders' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Order'), h('th', { scope: 'col' }, 'Matched'), h('th', { scope: 'col' }, 'Total'))),
      h(
        'tbody',
        {},
        ...highlight.orders.map((o) =>
          h('tr', { 'data-order': o.order }, h('td', {}, `${o.order}-gram`), h('td', { class: 'num' }, String(o.matched)), h('td', { class: 'num' }, String(o.total))),
        ),
      ),
    ),
  );
}
