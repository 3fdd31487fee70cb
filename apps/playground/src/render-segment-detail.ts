import { formatFixed } from '@bleukit/core';
import type { EditOperation } from '@bleukit/ter';
import type { SegmentDetail } from './describe-segment.js';
import { h } from './dom.js';
import { renderMeteor } from './render-meteor-alignment.js';
import { layoutWordAlignment, renderWordAlignment } from './render-word-alignment.js';
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
    ...(detail.ter ? [h('section', { class: 'ter', 'data-testid': 'ter-path' }, ...renderEditPath(detail.ter, view.referenceNames))] : []),
    ...(detail.ribes ? [h('section', { class: 'ribes', 'data-testid': 'ribes-detail' }, ...renderRibes(detail.ribes, view.referenceNames))] : []),
    ...(detail.meteor ? [h('section', { class: 'meteor', 'data-testid': 'meteor-detail' }, ...renderMeteor(detail.meteor, view.referenceNames))] : []),
  );
  layoutWordAlignment(container);
}

/**
 * RIBES of the segment: its factors (tau, precision, brevity penalty), then the word alignment
 * against the best reference with the crossing pairs marked.
 */
function renderRibes(ribes: NonNullable<SegmentDetail['ribes']>, referenceNames: readonly string[]): HTMLElement[] {
  const factor = (value: number) => formatFixed(value, 3);
  return [
    h('h3', {}, `RIBES ${formatFixed(100 * ribes.value, 2)}: word order`),
    h(
      'p',
      { 'data-testid': 'ribes-factors' },
      h('code', {}, `tau ${factor(ribes.tau)} × precision ${factor(ribes.precision)}^${ribes.alpha} × BP ${factor(ribes.brevityPenalty)}^${ribes.beta} = ${formatFixed(ribes.value, 6)}`),
      ` against ${referenceNames[ribes.referenceIndex] ?? `reference ${ribes.referenceIndex + 1}`}: tau is the share of aligned word pairs that keep the reference's order.`,
    ),
    renderWordAlignment(ribes),
  ];
}

const OPERATION_LABELS: Readonly<Record<EditOperation['type'], string>> = {
  match: 'match',
  substitution: 'substituted',
  insertion: 'missing (insert)',
  deletion: 'extra (delete)',
};

/**
 * TER's edit path: the block shifts first (what moved, from where to where), then the shifted
 * hypothesis aligned with the reference, each word marked by colour and by a text label.
 */
function renderEditPath(path: NonNullable<SegmentDetail['ter']>, referenceNames: readonly string[]): HTMLElement[] {
  const counts = { substitution: 0, insertion: 0, deletion: 0 };
  for (const op of path.operations) if (op.type !== 'match') counts[op.type]++;
  const summary =
    `${path.edits} edits = ${path.shifts.length} shift${path.shifts.length === 1 ? '' : 's'} + ` +
    `${counts.substitution} substitution${counts.substitution === 1 ? '' : 's'} + ${counts.insertion} insertion${counts.insertion === 1 ? '' : 's'} + ` +
    `${counts.deletion} deletion${counts.deletion === 1 ? '' : 's'}, over ${path.referenceWords.length} reference words`;
  return [
    h('h3', {}, `TER ${formatFixed(path.score, 2)}: the edit path`),
    h('p', { 'data-testid': 'ter-summary' }, summary, ` (against ${referenceNames[path.reference] ?? `reference ${path.reference + 1}`}).`),
    h(
      'ol',
      { class: 'shifts', 'data-testid': 'ter-shifts' },
      ...path.shifts.map((shift) =>
        h('li', {}, 'Shift ', h('span', { class: 'op shift' }, shift.words.join(' ')), ` from word ${shift.from + 1} to before word ${shift.to + 1}`),
      ),
    ),
    h(
      'p',
      { class: 'legend' },
      ...(['match', 'substitution', 'insertion', 'deletion'] as const).map((type) => h('span', { class: `op ${type}` }, OPERATION_LABELS[type])),
      h('span', { class: 'op shift' }, 'shifted block'),
    ),
    h(
      'table',
      { class: 'alignment', 'data-testid': 'ter-alignment' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Hypothesis (shifted)'), h('th', { scope: 'col' }, 'Reference'), h('th', { scope: 'col' }, 'Edit'))),
      h(
        'tbody',
        {},
        ...path.operations.map((op) =>
          h(
            'tr',
            { class: `op ${op.type}`, 'data-op': op.type },
            h('td', {}, op.type === 'insertion' ? '—' : op.hyp),
            h('td', {}, op.type === 'deletion' ? '—' : op.ref),
            h('td', {}, OPERATION_LABELS[op.type]),
          ),
        ),
      ),
    ),
  ];
}
