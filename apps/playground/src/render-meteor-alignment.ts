import { formatFixed } from '@bleukit/core';
import type { MeteorAlignment } from './describe-segment.js';
import { h } from './dom.js';
import { METEOR_STAGES, STAGE_LABELS, chunkNumbers, meteorBreakdown, stageCounts } from './meteor-breakdown.js';
import { BOTTOM, TOP, svg } from './render-word-alignment.js';

/**
 * METEOR of a segment: which reference it is scored against (the best), the numbers behind the
 * value, then the alignment as a picture (a line per match, coloured and dashed by the stage that
 * made it) and as a table (each link with its stage in words and its chunk). Call
 * `layoutWordAlignment` once it is in the document.
 */
export function renderMeteor(meteor: MeteorAlignment, referenceNames: readonly string[]): HTMLElement[] {
  const reference = referenceNames[meteor.referenceIndex] ?? `reference ${meteor.referenceIndex + 1}`;
  const chunks = chunkNumbers(meteor.matches);
  return [
    h('h3', {}, `METEOR ${formatFixed(100 * meteor.value, 2)}: exact, stem and synonym matches`),
    h(
      'p',
      { 'data-testid': 'meteor-reference' },
      meteor.references > 1
        ? `Against ${reference}, the best of the ${meteor.references} references (METEOR takes the highest).`
        : `Against ${reference}.`,
    ),
    // The tables scroll sideways on their own on a narrow screen, as the picture does.
    h(
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        { class: 'meteor-numbers', 'data-testid': 'meteor-numbers' },
        h('tbody', {}, ...meteorBreakdown(meteor).map((row) =>
          h('tr', { 'data-term': row.term }, h('th', { scope: 'row' }, row.term), h('td', {}, row.formula), h('td', { class: 'num' }, row.value)),
        )),
      ),
    ),
    h(
      'p',
      { class: 'legend' },
      ...METEOR_STAGES.map((stage) => h('span', { class: `stage ${stage}` }, STAGE_LABELS[stage])),
      h('span', { class: 'stage unmatched' }, 'not matched'),
    ),
    h('div', { class: 'alignment-scroll' }, meteorPicture(meteor) as unknown as HTMLElement),
    h(
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        { class: 'alignment meteor-links', 'data-testid': 'meteor-links' },
        h('thead', {}, h('tr', {}, ...['Hypothesis', 'Reference', 'Stage', 'Chunk'].map((label) => h('th', { scope: 'col' }, label)))),
        h('tbody', {}, ...meteor.matches.map((match, i) =>
          h(
            'tr',
            { class: `link ${match.stage}`, 'data-stage': match.stage, 'data-link': `${match.hypothesis},${match.reference}` },
            h('td', {}, `${meteor.hypothesis[match.hypothesis]} (${match.hypothesis + 1})`),
            h('td', {}, `${meteor.reference[match.reference]} (${match.reference + 1})`),
            h('td', {}, STAGE_LABELS[match.stage]),
            h('td', { class: 'num' }, String((chunks[i] as number) + 1)),
          ),
        )),
      ),
    ),
  ];
}

/** Hypothesis words above reference words, a line per match in its stage's colour and dash. */
function meteorPicture(meteor: MeteorAlignment): SVGSVGElement {
  const picture = svg('svg', { class: 'word-alignment meteor', role: 'img', 'data-testid': 'meteor-alignment' });
  const byStage = stageCounts(meteor.matches);
  const counts = METEOR_STAGES.map((stage) => `${byStage[stage]} ${stage}`).join(', ');
  picture.append(svg('title', {}, `METEOR alignment: ${meteor.matches.length} matches (${counts}) of ${meteor.hypothesis.length} hypothesis and ${meteor.reference.length} reference words`));
  const lines = svg('g', { class: 'lines' });
  const hypRow = svg('g', { class: 'row hyp' });
  const refRow = svg('g', { class: 'row ref' });
  picture.append(lines, hypRow, refRow);
  const hypStage = new Map(meteor.matches.map((m) => [m.hypothesis, m]));
  const refStage = new Map(meteor.matches.map((m) => [m.reference, m]));
  const word = (row: SVGGElement, y: number, words: readonly string[], matched: Map<number, { stage: string }>, attribute: string, side: string) =>
    words.forEach((text, i) => {
      const stage = matched.get(i)?.stage ?? 'unmatched';
      const element = svg('text', { y, [attribute]: i, class: stage }, text);
      element.append(svg('title', {}, `${side} word ${i + 1}, “${text}”: ${stage === 'unmatched' ? 'not matched' : STAGE_LABELS[stage as keyof typeof STAGE_LABELS]}`));
      row.append(element);
    });
  word(hypRow, TOP, meteor.hypothesis, hypStage, 'data-hyp', 'hypothesis');
  word(refRow, BOTTOM, meteor.reference, refStage, 'data-ref', 'reference');
  for (const match of meteor.matches) {
    const line = svg('line', { 'data-hyp': match.hypothesis, 'data-ref': match.reference, 'data-stage': match.stage, class: match.stage });
    line.append(svg('title', {}, `“${meteor.hypothesis[match.hypothesis]}” → “${meteor.reference[match.reference]}”: ${STAGE_LABELS[match.stage]}`));
    lines.append(line);
  }
  return picture;
}
