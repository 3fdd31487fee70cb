import { h } from './dom.js';
import type { SystemScore } from './score-systems.js';

/**
 * With several systems, a comparison table (BLEU, BP, lengths); choosing a row shows that
 * system's segments. Hidden for a single system.
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
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        { 'data-testid': 'systems-table' },
        h(
          'thead',
          {},
          h('tr', {}, ...['System', 'BLEU', 'BP', 'Ratio', 'Hyp len'].map((label) => h('th', { scope: 'col' }, label))),
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
              h('td', { class: 'num' }, system.result.bp.toFixed(3)),
              h('td', { class: 'num' }, system.result.ratio.toFixed(3)),
              h('td', { class: 'num' }, String(system.result.sysLen)),
            ),
          ),
        ),
      ),
    ),
  );
}
