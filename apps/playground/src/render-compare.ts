// The Compare view: every analysis of `bleukit analyze` for the systems of the form, with the
// command's options (source, labels, word frequencies from a file, sentence buckets by score,
// paired tests, bucket intervals, seed), computed in the scoring worker and shown as the HTML
// report (the page `bleukit analyze --html` writes), which downloads with the JSON and text reports
// and the segment table of two systems (`--segments`).
import { LABEL_TYPES, type LabelType } from '@bleukit/compare/analyze';
import type { CompareOptions, CompareResult } from './compare-analysis.js';
import { compareOptions, scoredMetricIds, type FrequencyChoice, type SignificanceChoice } from './compare-options.js';
import { h } from './dom.js';
import { createFileField } from './file-field.js';
import type { ScoreInput } from './score-systems.js';
import type { ScoringClient } from './scoring-client.js';
import { createSegmentPairExport } from './segment-pair-export.js';

/** The page's side of the Compare view. */
export interface CompareView {
  /** Re-runs the analyses for new inputs when the view is open (the inputs of the last score). */
  update(input: ScoreInput): void;
}

/** A download link for one of the reports, its object URL replaced with each analysis. */
function downloadLink(testid: string, file: string, text: string): { element: HTMLAnchorElement; set(content: string, type: string): void } {
  const element = h('a', { class: 'compare-download', 'data-testid': testid, download: file, hidden: true }, text);
  return {
    element,
    set(content, type) {
      const previous = element.getAttribute('href');
      if (previous) URL.revokeObjectURL(previous);
      element.setAttribute('href', URL.createObjectURL(new Blob([content], { type })));
      element.hidden = false;
    },
  };
}

/** Sets up the Compare view in `container`: its options, a button that opens it, then the report. */
export function createCompareView(container: HTMLElement, client: Pick<ScoringClient, 'analyze'>): CompareView {
  let latest = 0;
  let input: ScoreInput | undefined;
  let open = false;
  const rerun = () => {
    if (open) run();
  };
  const source = createFileField({ label: 'Source, one line per segment (--src)', testid: 'compare-source', onChange: rerun });
  const labels = createFileField({ label: 'Labels, one per line: document, domain, anything (--labels)', testid: 'compare-labels', onChange: rerun });
  const labelType = h(
    'select',
    { 'data-testid': 'compare-label-type', onchange: () => showFields() },
    ...Object.entries(LABEL_TYPES).map(([type, { rule }]) => h('option', { value: type }, `${type}: ${rule}`)),
  );
  const labelCutoffs = h('input', { type: 'text', size: 14, 'data-testid': 'compare-label-cutoffs', placeholder: '0.25 0.5 0.75', title: 'Cutoffs of the numeric labels, separated by spaces; empty for 0.25, 0.5, 0.75' });
  const labelCutoffsField = h('label', {}, ' cutoffs ', labelCutoffs);
  const frequencyFile = createFileField({ label: 'Frequency file', testid: 'compare-freq-file', onChange: rerun });
  const frequencySource = h(
    'select',
    { 'data-testid': 'compare-freq-source', onchange: () => showFields() },
    h('option', { value: 'references' }, 'the references only'),
    h('option', { value: 'corpus' }, 'also a corpus, tokenized as the references (--freq-corpus)'),
    h('option', { value: 'counts' }, 'also a word<TAB>count file (--freq-counts)'),
  );
  const scoreMetric = h('select', { 'data-testid': 'compare-score-metric' }, h('option', { value: '' }, 'none'));
  const scoreCutoffs = h('input', { type: 'text', size: 14, 'data-testid': 'compare-score-cutoffs', placeholder: '10 20 … 90', title: "Cutoffs on the 0–100 scale, separated by spaces; empty for compare-mt's 10, 20, … 90" });
  const significance = h(
    'select',
    { 'data-testid': 'compare-significance', onchange: () => showFields() },
    h('option', { value: 'bs' }, 'paired bootstrap (-pbs)'),
    h('option', { value: 'ar' }, 'approximate randomization (-par)'),
    h('option', { value: 'none' }, 'none'),
  );
  const bsSamples = h('input', { type: 'number', min: 1, value: 1000, size: 6, 'data-testid': 'compare-bs-samples' });
  const arSamples = h('input', { type: 'number', min: 1, value: 10000, size: 6, 'data-testid': 'compare-ar-samples' });
  const bsField = h('label', {}, 'resamples ', bsSamples);
  const arField = h('label', {}, 'trials ', arSamples);
  const bucketCi = h('input', { type: 'number', min: 0, value: 200, size: 5, 'data-testid': 'compare-bucket-ci' });
  const seed = h('input', { type: 'text', value: '12345', size: 7, 'data-testid': 'compare-seed', title: "SACREBLEU_SEED: an integer, or none for a fresh seed each time" });
  const options = h(
    'form',
    { class: 'compare-options', 'data-testid': 'compare-options', 'aria-label': 'Compare options', onsubmit: (event: Event) => event.preventDefault(), onchange: (event: Event) => {
        // A file field runs the analyses itself, once the file is read.
        if ((event.target as HTMLInputElement).type !== 'file') rerun();
      } },
    source.element,
    labels.element,
    h('label', {}, 'Labels are (--label-type) ', labelType),
    labelCutoffsField,
    h('label', {}, 'Word frequencies from ', frequencySource),
    frequencyFile.element,
    h('label', {}, 'Sentence buckets by sentence score (--score-buckets): ', scoreMetric, ' cutoffs ', scoreCutoffs),
    h('label', {}, 'Paired test against the first system: ', significance),
    bsField,
    arField,
    h('label', { title: "Each sentence bucket's score with sacreBLEU's bootstrap 95% interval (--bucket-ci N; 0 for none)" }, 'Bucket intervals (resamples) ', bucketCi),
    h('label', {}, 'Seed ', seed),
  );
  const status = h('p', { class: 'compare-status', 'data-testid': 'compare-status', role: 'status' });
  const frame = h('iframe', { class: 'compare-frame', 'data-testid': 'compare-frame', title: 'Compare: the analyses of the systems', hidden: true });
  const report = downloadLink('compare-download', 'bleukit-report.html', 'Download the report (one HTML file)');
  const json = downloadLink('compare-json', 'bleukit-analysis.json', 'the data (JSON, as -f json)');
  const text = downloadLink('compare-text', 'bleukit-analysis.txt', 'the text report (as -f text)');
  const segments = createSegmentPairExport();
  const button = h('button', { type: 'button', 'data-testid': 'compare-button', onclick: () => start() }, 'Compare the systems');
  container.replaceChildren(
    h('h2', {}, 'Compare'),
    h('p', {}, 'Why one system beats another: word accuracy by frequency and by case, sentence buckets by length, label and score, the n-grams and segments where two systems differ most. Click a bucket, an n-gram or an example for its segments.'),
    options,
    button,
    status,
    h('p', { class: 'compare-downloads' }, report.element, ' ', json.element, ' ', text.element),
    segments.element,
    frame,
  );

  function showFields(): void {
    frequencyFile.element.hidden = frequencySource.value === 'references';
    labelCutoffsField.hidden = labelType.value !== 'numlabel';
    bsField.hidden = significance.value !== 'bs';
    arField.hidden = significance.value !== 'ar';
  }
  showFields();

  /** The score-bucket metrics offered: those the form scores. */
  function offerMetrics(ids: readonly string[]): void {
    const chosen = scoreMetric.value;
    scoreMetric.replaceChildren(h('option', { value: '' }, 'none'), ...ids.map((id) => h('option', { value: id }, id)));
    scoreMetric.value = ids.includes(chosen) ? chosen : '';
  }

  function fail(message: string): void {
    container.removeAttribute('data-busy');
    container.setAttribute('data-error', '');
    status.textContent = message;
  }

  function run(): void {
    if (!input) return;
    if (input.systems.length < 2) {
      container.removeAttribute('data-error');
      status.textContent = 'Drop two systems or more to compare them.';
      frame.hidden = true;
      return;
    }
    const id = ++latest;
    let chosen: CompareOptions;
    try {
      chosen = compareOptions({
        significance: significance.value as SignificanceChoice,
        bsSamples: bsSamples.value,
        arSamples: arSamples.value,
        bucketCi: bucketCi.value,
        seed: seed.value,
        scoreMetric: scoreMetric.value,
        scoreCutoffs: scoreCutoffs.value,
        source: source.file,
        labels: labels.file,
        labelType: labelType.value as LabelType,
        labelCutoffs: labelCutoffs.value,
        frequencySource: frequencySource.value as FrequencyChoice,
        frequencyFile: frequencyFile.file,
      });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return;
    }
    container.setAttribute('data-busy', '');
    container.removeAttribute('data-error');
    status.textContent = `Analyzing ${input.systems.length} systems…`;
    client.analyze(chosen).then(
      (result) => {
        if (id !== latest) return;
        container.removeAttribute('data-busy');
        show(result);
        // Which run is shown: re-runs (an option changed) are told apart by it.
        container.setAttribute('data-shown', String(id));
      },
      (error: unknown) => {
        if (id === latest) fail(error instanceof Error ? error.message : String(error));
      },
    );
  }

  function show({ data, html, text: textReport }: CompareResult): void {
    status.textContent = `${data.systems.length} systems × ${data.segments.toLocaleString('en')} segments, words by ${data.words.tokenizer}.`;
    frame.srcdoc = html;
    frame.hidden = false;
    report.set(html, 'text/html');
    json.set(`${JSON.stringify(data)}\n`, 'application/json');
    text.set(textReport, 'text/plain');
    segments.set(data);
  }

  function start(): void {
    open = true;
    button.hidden = true;
    run();
  }

  return {
    update(next) {
      input = next;
      offerMetrics(scoredMetricIds(next.settings));
      rerun();
    },
  };
}
