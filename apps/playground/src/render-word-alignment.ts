import { h } from './dom.js';
import { wordsInOrder } from './words-in-order.js';

/** A hypothesis aligned word by word with a reference, and the aligned pairs out of order. */
export interface WordAlignmentView {
  readonly hypothesis: readonly string[];
  readonly reference: readonly string[];
  /** For each hypothesis word, the reference position it is aligned to, or -1. */
  readonly alignment: ArrayLike<number>;
  /** Hypothesis index pairs `[i, j]`, `i < j`, whose reference positions are in the other order. */
  readonly crossing: readonly (readonly [number, number])[];
}

const SVG = 'http://www.w3.org/2000/svg';
/** Gap between words, top and bottom rows' baselines, and where lines start and end (px). */
const GAP = 14;
export const TOP = 22;
export const BOTTOM = 150;
const LINE_FROM = TOP + 8;
const LINE_TO = BOTTOM - 18;
/** Crossing pairs listed in words; the rest are counted. */
const LISTED = 40;

/** An SVG element with attributes (and text). */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/** How many crossing pairs each hypothesis word is in. */
function crossingCounts(view: WordAlignmentView): Int32Array {
  const counts = new Int32Array(view.hypothesis.length);
  for (const [i, j] of view.crossing) {
    counts[i]!++;
    counts[j]!++;
  }
  return counts;
}

/**
 * The word alignment as a picture: hypothesis words on top, reference words below, a line from
 * each aligned hypothesis word to its reference position. The lines that cross are the crossing
 * (discordant) pairs; the fewest words whose lines cross all the others' are marked as moved
 * (the rest are a longest run kept in order), and hovering a word or line marks the words it
 * crosses. Below, the crossing pairs in words. Call {@link layoutWordAlignment} once it is in the document.
 */
export function renderWordAlignment(view: WordAlignmentView): HTMLElement {
  const counts = crossingCounts(view);
  const kept = wordsInOrder(view.alignment);
  const picture = svg('svg', { class: 'word-alignment', role: 'img', 'data-testid': 'ribes-alignment' });
  picture.append(svg('title', {}, `Word alignment: ${view.hypothesis.length} hypothesis words, ${view.reference.length} reference words, ${view.crossing.length} crossing pairs`));
  const lines = svg('g', { class: 'lines' });
  const hypRow = svg('g', { class: 'row hyp' });
  const refRow = svg('g', { class: 'row ref' });
  picture.append(lines, hypRow, refRow);
  view.reference.forEach((word, k) => refRow.append(svg('text', { y: BOTTOM, 'data-ref': k }, word)));
  view.hypothesis.forEach((word, i) => {
    const target = view.alignment[i] as number;
    const state = target < 0 ? 'unaligned' : kept.has(i) ? 'kept' : 'moved';
    const crosses = (counts[i] as number) > 0 ? `, crosses ${counts[i]}` : '';
    const label = target < 0 ? `${word}: not aligned` : `${word} → reference word ${target + 1}${crosses}${state === 'moved' ? ' (moved)' : ''}`;
    const text = svg('text', { y: TOP, 'data-hyp': i, class: state }, word);
    text.append(svg('title', {}, label));
    hypRow.append(text);
    if (target >= 0) lines.append(svg('line', { 'data-hyp': i, 'data-ref': target, 'data-crosses': counts[i] as number, class: state }));
  });

  // Hover: the word's line and the lines it crosses stand out.
  const partners = new Map<number, number[]>();
  for (const [i, j] of view.crossing) {
    partners.set(i, [...(partners.get(i) ?? []), j]);
    partners.set(j, [...(partners.get(j) ?? []), i]);
  }
  const mark = (i: number | undefined) => {
    for (const element of picture.querySelectorAll('.focus, .partner')) element.classList.remove('focus', 'partner');
    if (i === undefined) return;
    for (const element of picture.querySelectorAll(`[data-hyp="${i}"]`)) element.classList.add('focus');
    for (const j of partners.get(i) ?? []) for (const element of picture.querySelectorAll(`[data-hyp="${j}"]`)) element.classList.add('partner');
  };
  picture.addEventListener('pointerover', (event) => {
    const index = (event.target as Element).getAttribute('data-hyp');
    mark(index === null ? undefined : Number(index));
  });
  picture.addEventListener('pointerleave', () => mark(undefined));

  const aligned = Array.from(view.alignment).filter((p) => p >= 0).length;
  const listed = view.crossing.slice(0, LISTED);
  const words = (i: number) => `“${view.hypothesis[i]}” (word ${i + 1} → reference ${(view.alignment[i] as number) + 1})`;
  return h(
    'div',
    { class: 'alignment-box' },
    h(
      'p',
      { class: 'legend' },
      h('span', { class: 'align kept' }, 'aligned, in order'),
      h('span', { class: 'align moved' }, 'aligned, moved (its line crosses others)'),
      h('span', { class: 'align unaligned' }, 'not aligned'),
    ),
    h('div', { class: 'alignment-scroll' }, picture as unknown as HTMLElement),
    h(
      'p',
      { 'data-testid': 'ribes-pairs-summary' },
      `${aligned} of ${view.hypothesis.length} hypothesis words aligned; ${view.crossing.length} of their ${(aligned * (aligned - 1)) / 2} pairs cross ` +
        `(the two words come in the other order in the reference); moving ${aligned - kept.size} word${aligned - kept.size === 1 ? '' : 's'} would undo every crossing.`,
    ),
    view.crossing.length > 0
      ? h(
          'ol',
          { class: 'crossing-pairs', 'data-testid': 'ribes-crossing' },
          ...listed.map(([i, j]) => h('li', { 'data-pair': `${i},${j}` }, words(i), ' and ', words(j))),
        )
      : null,
    view.crossing.length > listed.length ? h('p', {}, `… and ${view.crossing.length - listed.length} more.`) : null,
  );
}

/**
 * Places the words of each rendered alignment (RIBES's, METEOR's) by their measured widths and
 * draws the lines; the pictures must be in the document (text is measured there).
 */
export function layoutWordAlignment(container: ParentNode): void {
  for (const picture of container.querySelectorAll<SVGSVGElement>('svg.word-alignment')) layoutPicture(picture);
}

/** Lays out one picture: its `.hyp text` and `.ref text` rows, and `line`s from `data-hyp` to `data-ref`. */
function layoutPicture(picture: SVGSVGElement): void {
  const place = (texts: NodeListOf<SVGTextElement>) => {
    const centres: number[] = [];
    let x = 0;
    for (const text of texts) {
      const width = text.getComputedTextLength();
      text.setAttribute('x', String(x));
      centres.push(x + width / 2);
      x += width + GAP;
    }
    return { centres, width: Math.max(0, x - GAP) };
  };
  const hyp = place(picture.querySelectorAll<SVGTextElement>('.hyp text'));
  const ref = place(picture.querySelectorAll<SVGTextElement>('.ref text'));
  for (const line of picture.querySelectorAll<SVGLineElement>('line')) {
    line.setAttribute('x1', String(hyp.centres[Number(line.dataset['hyp'])] ?? 0));
    line.setAttribute('y1', String(LINE_FROM));
    line.setAttribute('x2', String(ref.centres[Number(line.dataset['ref'])] ?? 0));
    line.setAttribute('y2', String(LINE_TO));
  }
  const width = Math.ceil(Math.max(hyp.width, ref.width)) + 4;
  picture.setAttribute('width', String(width));
  picture.setAttribute('height', String(BOTTOM + 8));
  picture.setAttribute('viewBox', `-2 0 ${width} ${BOTTOM + 8}`);
}
