// The playground page: reads the form, sends the texts to the scoring worker and renders what
// comes back. Everything stays in this tab; nothing is uploaded.
import { isSmoothMethod, type PresetName, type SmoothMethod } from '@bleukit/core';
import type { SegmentDetail } from './describe-segment.js';
import { byId, h } from './dom.js';
import { attachFileList } from './file-inputs.js';
import { splitLines } from './lines.js';
import { PEER_PRESETS } from './peer-score.js';
import { registerServiceWorker } from './register-service-worker.js';
import { renderHistogram } from './render-histogram.js';
import { renderSegmentDetail } from './render-segment-detail.js';
import { renderSegmentTable } from './render-segment-table.js';
import { renderSummary } from './render-summary.js';
import { renderSystems } from './render-systems.js';
import { createCompareView } from './render-compare.js';
import { createScoringClient } from './scoring-client.js';
import type { NamedLines, ScoreInput, ScoreOutput, ScoreSettings } from './score-systems.js';
import { segmentationNotices, type MeasuredAdvice, type TerAdvice } from './segmentation-notices.js';
import { toggleSort, type SegmentSort } from './sort-segments.js';
import { startingTerOptions } from './starting-ter-options.js';
import { REGISTRY, TOKENIZER_CHOICES, tokenizerChoice, type TokenizerId } from './tokenizer-choices.js';

const PAGE = 100;

const hypText = byId<HTMLTextAreaElement>('hyp');
const refText = byId<HTMLTextAreaElement>('ref');
const form = byId<HTMLFormElement>('settings');
const tokenizerSelect = byId<HTMLSelectElement>('tokenizer');
const presetSelect = byId<HTMLSelectElement>('preset');
const localeField = byId<HTMLElement>('locale-field');
const localeInput = byId<HTMLInputElement>('locale');
const spmField = byId<HTMLElement>('spm-field');
const spmInput = byId<HTMLInputElement>('spm-model');
const smoothSelect = byId<HTMLSelectElement>('smooth');
const smoothValueField = byId<HTMLElement>('smooth-value-field');
const smoothValueInput = byId<HTMLInputElement>('smooth-value');
const orderInput = byId<HTMLInputElement>('order');
const lowercaseInput = byId<HTMLInputElement>('lowercase');
const chrfSelect = byId<HTMLSelectElement>('chrf');
const terInput = byId<HTMLInputElement>('ter');
const terNormalizedField = byId<HTMLElement>('ter-normalized-field');
const terNormalizedInput = byId<HTMLInputElement>('ter-normalized');
const terAsianField = byId<HTMLElement>('ter-asian-field');
const terAsianInput = byId<HTMLInputElement>('ter-asian');
const terReason = byId<HTMLElement>('ter-reason');
const ribesInput = byId<HTMLInputElement>('ribes');
const meteorInput = byId<HTMLInputElement>('meteor');
const meteorFields = ['meteor-alpha-field', 'meteor-beta-field', 'meteor-gamma-field', 'meteor-case-field'].map((id) => byId<HTMLElement>(id));
const meteorCaseInput = byId<HTMLInputElement>('meteor-case');
const progress = byId<HTMLProgressElement>('progress');
const statusText = byId<HTMLElement>('status-text');
const results = byId<HTMLElement>('results');
const detailPanel = byId<HTMLElement>('detail');

presetSelect.append(...PEER_PRESETS.map((name) => h('option', { value: name }, name)));
tokenizerSelect.replaceChildren(
  ...TOKENIZER_CHOICES.map((choice) => h('option', { value: choice.id }, choice.label)),
);

const client = createScoringClient();
const compare = createCompareView(byId('compare'), client);

const state: {
  output: ScoreOutput | undefined;
  input: ScoreInput | undefined;
  system: number;
  sort: SegmentSort;
  limit: number;
  segment: number | undefined;
  detail: SegmentDetail | undefined;
  order: number | undefined;
  /** The SentencePiece model file chosen for `spm`. */
  spmModel?: { name: string; bytes: Uint8Array };
} = { output: undefined, input: undefined, system: 0, sort: { key: 'index', descending: false }, limit: PAGE, segment: undefined, detail: undefined, order: undefined };

function settings(): ScoreSettings {
  const choice = tokenizerChoice(tokenizerSelect.value);
  const smooth = smoothSelect.value;
  const smoothMethod: SmoothMethod = isSmoothMethod(smooth) ? smooth : 'exp';
  const value = smoothValueInput.value.trim();
  const order = Number.parseInt(orderInput.value, 10);
  return {
    tokenizer: choice.id as TokenizerId,
    locale: choice.locale ? localeInput.value.trim() || 'ja' : undefined,
    ...(choice.model && state.spmModel !== undefined ? { spmModel: state.spmModel } : {}),
    lowercase: lowercaseInput.checked,
    smoothMethod,
    smoothValue: (smoothMethod === 'floor' || smoothMethod === 'add-k') && value !== '' ? Number(value) : undefined,
    maxNgramOrder: Number.isInteger(order) && order >= 1 && order <= 10 ? order : 4,
    preset: (PEER_PRESETS as readonly string[]).includes(presetSelect.value) ? (presetSelect.value as PresetName) : undefined,
    chrf: chrfSelect.value === 'chrF++' || chrfSelect.value === 'off' ? chrfSelect.value : 'chrF',
    ter: terInput.checked,
    terOptions: { normalized: terNormalizedInput.checked, asianSupport: terAsianInput.checked },
    ribes: ribesInput.checked,
    meteor: meteorInput.checked,
    meteorOptions: {
      alpha: numberInput('meteor-alpha'),
      beta: numberInput('meteor-beta'),
      gamma: numberInput('meteor-gamma'),
      caseSensitive: meteorCaseInput.checked,
    },
  };
}

/** A number field's value; `undefined` (the default) when it is empty or not a number. */
function numberInput(id: string): number | undefined {
  const text = byId<HTMLInputElement>(id).value.trim();
  const value = Number(text);
  return text !== '' && Number.isFinite(value) ? value : undefined;
}

const hypFiles = attachFileList({ zone: byId('hyp-drop'), input: byId('hyp-files'), list: byId('hyp-file-list'), onChange: () => schedule() });
const refFiles = attachFileList({ zone: byId('ref-drop'), input: byId('ref-files'), list: byId('ref-file-list'), onChange: () => schedule() });

function collect(): ScoreInput {
  const pasted = (text: string, name: string): NamedLines[] => (text === '' ? [] : [{ name, lines: splitLines(text) }]);
  return {
    systems: [...pasted(hypText.value, 'pasted hypothesis'), ...hypFiles.files],
    references: [...pasted(refText.value, 'pasted reference'), ...refFiles.files],
    settings: settings(),
  };
}

function showStatus(message: string, fraction?: number | undefined, busy = false): void {
  statusText.textContent = message;
  progress.hidden = !busy;
  if (fraction === undefined) progress.removeAttribute('value');
  else progress.value = fraction;
  document.body.toggleAttribute('data-busy', busy);
}

async function score(): Promise<void> {
  const input = collect();
  if (input.systems.length === 0 || input.references.length === 0) {
    showStatus('Paste a hypothesis and a reference, or drop files.');
    return;
  }
  if (!terOptionsChosen) input.settings.terOptions = followReferences(input.references);
  showStatus('Scoring…', undefined, true);
  try {
    const output = await client.score(input, (p) => showStatus(p.message, p.fraction, true));
    state.output = output;
    state.input = input;
    state.system = Math.min(state.system, output.systems.length - 1);
    state.limit = PAGE;
    state.segment = undefined;
    state.detail = undefined;
    compare.update(input);
    showStatus(
      `Scored ${output.segmentCount.toLocaleString('en')} segments × ${output.systems.length} system(s) ` +
        `against ${input.references.length} reference(s).`,
    );
    render();
  } catch (error) {
    showStatus(error instanceof Error ? error.message : String(error));
    document.body.setAttribute('data-error', '');
    return;
  }
  document.body.removeAttribute('data-error');
}

/** Set once the user changes TER's options; until then they follow the references. */
let terOptionsChosen = false;

/**
 * Sets TER's options for the references (normalized with Asian support when they are Japanese or
 * Chinese, sacreBLEU's otherwise) and says why beside them when they are not sacreBLEU's.
 */
function followReferences(references: readonly NamedLines[]): ScoreSettings['terOptions'] {
  const start = startingTerOptions(references[0]?.lines.join('\n') ?? '');
  terNormalizedInput.checked = start.options.normalized;
  terAsianInput.checked = start.options.asianSupport;
  terReason.textContent = start.reason ? `Normalized with Asian support: ${start.reason}.` : '';
  updateFields();
  return start.options;
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** Re-scores shortly after the last edit. */
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void score(), 300);
}

function render(): void {
  const { output, input } = state;
  if (!output || !input) return;
  const system = output.systems[state.system];
  if (!system) return;
  results.hidden = false;
  renderSummary(system, { score: byId('score'), breakdown: byId('breakdown'), signature: byId('signature'), metrics: byId('metric-lines') });
  const peer = byId('peer');
  peer.hidden = !system.peer;
  peer.replaceChildren(
    ...(system.peer
      ? [h('strong', {}, `${system.peer.preset}`), ` (${system.peer.peer}): `, h('code', {}, system.peer.formatted)]
      : []),
  );
  renderSystems(byId('systems'), output.systems, state.system, (s) => {
    state.system = s;
    state.segment = undefined;
    state.detail = undefined;
    render();
  });
  renderSegmentationNotice(input);
  byId('histogram-title').textContent = `Sentence BLEU of ${system.name}`;
  renderHistogram(byId('histogram'), system.sentenceScores);
  renderTable();
  renderDetail();
}

const LANGUAGES = { ja: 'Japanese', zh: 'Chinese', ko: 'Korean', th: 'Thai', lo: 'Lao', km: 'Khmer', my: 'Burmese' } as const;

/** What was measured, in words: `96% of the characters in scripts written without spaces; 45.3 characters between spaces on average`. */
function measuredText(advice: MeasuredAdvice): string {
  return `${Math.floor(advice.share * 100)}% of the characters in scripts written without spaces; ${advice.spacedRunLength.toFixed(1)} characters between spaces on average`;
}

/**
 * When the references are mostly in a script written without spaces (Chinese, Japanese, Thai, …)
 * and the tokenizer does not split it, BLEU counts whole runs of text as words: say what was
 * measured, with a one-click switch to a registered tokenizer that splits the script (the CLI
 * prints the same advice on stderr). Korean is written with spaces: a notice only when a
 * registered tokenizer splits Hangul further. TER, which splits only at spaces, gets its own
 * note with a switch to its Asian support, and chrF++'s word n-grams theirs.
 */
function renderSegmentationNotice(input: ScoreInput): void {
  const notice = byId('cjk-notice');
  const reference = input.references[0]?.lines.join('\n') ?? '';
  const { bleu: advice, ter, ribes, chrfWords } = segmentationNotices(reference, {
    ...input.settings,
    segments: tokenizerChoice(input.settings.tokenizer).segments,
    segmenters: REGISTRY.entries.filter((entry) => !entry.presetOnly),
  });
  renderTerNotice(ter);
  renderChrfNotice(chrfWords);
  notice.hidden = advice === undefined;
  if (!advice) return;
  const { switchTo } = advice;
  const language = LANGUAGES[advice.language];
  notice.replaceChildren(
    h('strong', {}, `The references are mostly ${language}`),
    advice.spaced
      ? ` (${measuredText(advice)}), which is written with spaces: the ${input.settings.tokenizer} tokenizer splits it into eojeol (words with their particles attached). `
      : ` (${measuredText(advice)}), and the ${input.settings.tokenizer} tokenizer does not split these scripts: BLEU counts whole runs of text as words${
          advice.sacrebleuChoice && switchTo ? `, so it is not comparable to sacreBLEU's BLEU with ${switchTo}` : ''
        }. `,
    ribes
      ? h('span', { 'data-testid': 'cjk-notice-ribes' }, 'RIBES, on the same words, aligns those runs, not words. ')
      : '',
    switchTo
      ? h('button', { type: 'button', 'data-testid': 'cjk-switch', onclick: () => switchTokenizer(switchTo) }, `Score with ${switchTo}`)
      : 'bleukit has no word segmenter for it yet; ',
    ' chrF (above) needs no word segmentation.',
  );
}

/** TER on text written without spaces: its words are the runs between spaces. */
function renderTerNotice(advice: TerAdvice | undefined): void {
  const notice = byId('ter-cjk-notice');
  notice.hidden = advice === undefined;
  if (!advice) return;
  notice.replaceChildren(
    h('strong', {}, `TER: the references are mostly ${LANGUAGES[advice.language]}`),
    ` (${measuredText(advice)}), and TER splits words only at spaces: it edits whole runs of text as words. `,
    ...(advice.asianSupportSplits
      ? [
          h('button', { type: 'button', 'data-testid': 'ter-asian-switch', onclick: () => switchTerAsian() }, 'Score TER with Asian support'),
          ' (normalized, with Asian support: ',
          h('code', {}, 'bleukit -m ter --ter-asian-support --ter-normalized'),
          ') makes each Chinese character (kanji) and CJK punctuation mark a word; the kana between them stay together.',
        ]
      : ['TER has no option that splits it; chrF needs no word segmentation.']),
  );
}

/** chrF++ on text written without spaces: its word n-grams are runs of text. */
function renderChrfNotice(advice: MeasuredAdvice | undefined): void {
  const notice = byId('chrf-cjk-notice');
  notice.hidden = advice === undefined;
  if (!advice) return;
  notice.replaceChildren(
    h('strong', {}, `chrF++: the references are mostly ${LANGUAGES[advice.language]}`),
    ` (${measuredText(advice)}), and chrF++'s word n-grams split words at spaces, so its "words" here are runs of text. `,
    "chrF's character n-grams need no word segmentation: plain chrF scores with those alone.",
  );
}

function switchTerAsian(): void {
  terNormalizedInput.checked = true;
  terAsianInput.checked = true;
  updateFields();
  clearTimeout(timer);
  void score();
}

function switchTokenizer(id: TokenizerId): void {
  tokenizerSelect.value = id;
  updateFields();
  clearTimeout(timer);
  void score();
}

function renderTable(): void {
  const { output, input } = state;
  const system = output?.systems[state.system];
  if (!system || !input) return;
  renderSegmentTable(byId('segment-table'), {
    system,
    hypotheses: input.systems[state.system]?.lines ?? [],
    sort: state.sort,
    limit: state.limit,
    selected: state.segment,
    onSort: (key, higherIsBetter) => {
      state.sort = toggleSort(state.sort, key, higherIsBetter);
      renderTable();
      document.querySelector<HTMLElement>(`[data-testid="sort-${key}"]`)?.focus();
    },
    onMore: () => {
      state.limit += PAGE * 5;
      renderTable();
    },
    onSelect: (segment) => void openSegment(segment),
  });
}

async function openSegment(segment: number): Promise<void> {
  state.segment = segment;
  renderTable();
  try {
    state.detail = await client.detail(state.system, segment);
  } catch (error) {
    showStatus(error instanceof Error ? error.message : String(error));
    return;
  }
  renderDetail();
  detailPanel.focus();
}

function renderDetail(): void {
  const detail = state.detail;
  if (!detail || detail.system !== state.system || detail.segment !== state.segment) {
    detailPanel.hidden = true;
    return;
  }
  detailPanel.hidden = false;
  renderSegmentDetail(detailPanel, detail, {
    order: state.order,
    referenceNames: state.input?.references.map((ref) => ref.name) ?? [],
    onOrder: (order) => {
      state.order = order;
      renderDetail();
      detailPanel.querySelector<HTMLInputElement>(`input[value="${order ?? 'all'}"]`)?.focus();
    },
  });
}

function updateFields(): void {
  const choice = tokenizerChoice(tokenizerSelect.value);
  localeField.hidden = !choice.locale;
  spmField.hidden = !choice.model;
  smoothValueField.hidden = !(smoothSelect.value === 'floor' || smoothSelect.value === 'add-k');
  terNormalizedField.hidden = !terInput.checked;
  terAsianField.hidden = !terInput.checked;
  terReason.hidden = !terInput.checked || terOptionsChosen || terReason.textContent === '';
  for (const field of meteorFields) field.hidden = !meteorInput.checked;
  smoothValueInput.placeholder = smoothSelect.value === 'floor' ? '0.1' : '1';
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  clearTimeout(timer);
  void score();
});
form.addEventListener('change', (event) => {
  updateFields();
  // A chosen model file scores once its bytes are read (below).
  if (event.target !== spmInput) schedule();
});
spmInput.addEventListener('change', () => {
  const file = spmInput.files?.[0];
  if (!file) return;
  void file.arrayBuffer().then((buffer) => {
    state.spmModel = { name: file.name, bytes: new Uint8Array(buffer) };
    schedule();
  });
});
for (const option of [terNormalizedInput, terAsianInput]) {
  option.addEventListener('change', () => {
    terOptionsChosen = true;
    updateFields();
  });
}
hypText.addEventListener('input', schedule);
refText.addEventListener('input', schedule);
// A file dropped on a text box replaces its text; dropped anywhere else it must not make the
// browser navigate away (and lose the inputs).
for (const box of [hypText, refText]) {
  box.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    void file.text().then((text) => {
      box.value = text;
      schedule();
    });
  });
}
const withFiles = (event: DragEvent) => {
  if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
};
window.addEventListener('dragover', withFiles);
window.addEventListener('drop', withFiles);
updateFields();
registerServiceWorker();
