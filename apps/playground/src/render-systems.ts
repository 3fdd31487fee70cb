import { formatFixed } from '@bleukit/core';
import { h } from './dom.js';
import { PAIRED_BOOTSTRAP, type SystemScore } from './score-systems.js';

/**
 * With several systems, a comparison table: BLEU, the paired bootstrap's mean ± 95% interval
 * and p-value against the first system (sacreBLEU's `--paired-bs`), chrF and TER, BP and length. Choosing a
 * row shows that system's segments. Hidden for a single system.
 */
export function renderSystems(
  container: HTMLElement,
  systems: readonly SystemScore[],
  selected: number,
  onSelect: (system: number) => void,
): void {
  if (systems.length < 2) {
    container.replaceChildren();
    return;
  }
  container.replaceChildren(
    h('h2', {}, 'Systems'),
    h(
      'p',
      { class: 'note' },
      `Paired bootstrap against ${systems[0]?.name ?? 'the first system'}: ${PAIRED_BOOTSTRAP.samples} resamples, seed ${PAIRED_BOOTSTRAP.seed} (as sacreBLEU's --paired-bs).`,
    ),
    h(
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        { 'data-testid': 'systems-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['System', 'BLEU', 'μ ± 95% CI', 'p-value', ...(systems[0]?.metrics.map((metric) => metric.name) ?? []), 'BP', 'Ratio', 'Hyp len'].map((label) =>
              h('th', { scope: 'col' }, label),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          ...systems.map((system, s) =>
            h(
              'tr',
              { class: s === selected ? 'selected' : undefined },
              h(
                'td',
                {},
                h(
                  'button',
                  { type: 'button', class: 'link', 'aria-pressed': String(s === selected), onclick: () => onSelect(s) },
                  system.name,
                ),
              ),
              h('td', { class: 'num', 'data-testid': 'system-score' }, system.scoreText),
              h(
                'td',
                { class: 'num', 'data-testid': 'system-ci' },
                system.comparison ? `${formatFixed(system.comparison.mean, 2)} ± ${formatFixed(system.comparison.ci, 2)}` : '',
              ),
              h(
                'td',
                { class: 'num' },
                system.comparison?.pValue == null ? '(baseline)' : formatFixed(system.comparison.pValue, 4),
              ),
              ...system.metrics.map((metric) => h('td', { class: 'num', 'data-testid': `system-${metric.name}` }, metric.scoreText)),
              h('td', { class: 'num' }, formatFixed(system.result.bp, 3)),
              h('td', { class: 'num' }, formatFixed(system.result.ratio, 3)),
              h('td', { class: 'num' }, String(system.result.sysLen)),
            ),
          ),
        ),
      ),
    ),
  );
}
