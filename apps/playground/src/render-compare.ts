// The Compare view: every analysis of `bleukit analyze` for the systems of the form, computed in
// the compare worker and shown as the HTML report (the page `bleukit analyze --html` writes).
import type { AnalysisData } from '@bleukit/compare/analyze';
import type { CompareRequest, CompareResponse } from './compare-worker.js';
import { h } from './dom.js';
import { splitLines } from './lines.js';
import type { NamedLines, ScoreInput } from './score-systems.js';

/** The page's side of the Compare view. */
export interface CompareView {
  /** Re-runs the analyses for new inputs when the view is open (the inputs of the last score). */
  update(input: ScoreInput): void;
}

/** Sets up the Compare view in `container`: a button that opens it, then the report. */
export function createCompareView(container: HTMLElement): CompareView {
  let worker: Worker | undefined;
  let latest = 0;
  let input: ScoreInput | undefined;
  let open = false;
  let labels: NamedLines | undefined;
  const labelInput = h('input', { type: 'file', 'data-testid': 'compare-labels', accept: '.txt,text/plain' });
  labelInput.addEventListener('change', () => {
    const file = labelInput.files?.[0];
    if (!file) {
      labels = undefined;
      if (open) run();
      return;
    }
    void file.text().then((text) => {
      labels = { name: file.name, lines: splitLines(text) };
      if (open) run();
    });
  });
  const status = h('p', { class: 'compare-status', 'data-testid': 'compare-status', role: 'status' });
  const frame = h('iframe', { class: 'compare-frame', 'data-testid': 'compare-frame', title: 'Compare: the analyses of the systems', hidden: true });
  const download = h('a', { class: 'compare-download', 'data-testid': 'compare-download', download: 'bleukit-report.html', hidden: true }, 'Download the report (one HTML file)');
  const button = h('button', { type: 'button', 'data-testid': 'compare-button', onclick: () => start() }, 'Compare the systems');
  container.replaceChildren(
    h('h2', {}, 'Compare'),
    h('p', {}, 'Why one system beats another: word accuracy by frequency, sentence buckets by length, the n-grams and segments where two systems differ most. Click a bucket, an n-gram or an example for its segments.'),
    h('label', { class: 'compare-labels' }, 'Labels, one per line (document, domain, anything), for sentence buckets by label: ', labelInput),
    button,
    status,
    download,
    frame,
  );

  function run(): void {
    if (!input) return;
    if (input.systems.length < 2) {
      status.textContent = 'Drop two systems or more to compare them.';
      frame.hidden = true;
      return;
    }
    worker ??= new Worker(new URL('./compare-worker.ts', import.meta.url), { type: 'module' });
    const id = ++latest;
    container.setAttribute('data-busy', '');
    status.textContent = `Analyzing ${input.systems.length} systems…`;
    worker.onmessage = (event: MessageEvent<CompareResponse>) => {
      const message = event.data;
      if (message.id !== latest) return;
      container.removeAttribute('data-busy');
      if (message.type === 'error') {
        status.textContent = message.message;
        return;
      }
      show(message.data, message.html);
    };
    worker.postMessage({ id, input, ...(labels ? { labels } : {}) } satisfies CompareRequest);
  }

  function show(data: AnalysisData, html: string): void {
    status.textContent = `${data.systems.length} systems × ${data.segments.toLocaleString('en')} segments, words by ${data.words.tokenizer}.`;
    frame.srcdoc = html;
    frame.hidden = false;
    const previous = download.getAttribute('href');
    if (previous) URL.revokeObjectURL(previous);
    download.setAttribute('href', URL.createObjectURL(new Blob([html], { type: 'text/html' })));
    download.hidden = false;
  }

  function start(): void {
    open = true;
    button.hidden = true;
    run();
  }

  return {
    update(next) {
      input = next;
      if (open) run();
    },
  };
}
