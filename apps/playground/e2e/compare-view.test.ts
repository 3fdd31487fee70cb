// The playground's Compare view in headless Chromium: the WMT sample's four systems and two
// references dropped in, analyzed in the compare worker by @bleukit/compare, shown as the HTML
// report with the numbers `bleukit analyze -f json` prints.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnalysisData } from '@bleukit/compare/analyze';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, type Browser } from './launch-chromium.js';
import { serveStatic, type StaticServer } from './static-server.js';
import { BUCKET_SAMPLES } from '../src/compare-analysis.js';
import { cliOutput } from './cli-score.js';
import { WMT_FILES, wmtAnalysis } from './wmt-analysis.js';

const app = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(app, 'dist');
const results = join(app, 'test-results');
/** The bundled English→Japanese sample: three systems and a reference. */
const samples = join(app, '..', '..', 'samples', 'en-ja');

let server: StaticServer;
let browser: Browser;
let setupError: Error | undefined;

beforeAll(async () => {
  try {
    if (!existsSync(join(dist, 'index.html'))) {
      throw new Error(`No build at ${dist}: run "pnpm exec turbo run build --filter @bleukit/playground" first.`);
    }
    mkdirSync(results, { recursive: true });
    server = await serveStatic(dist);
    browser = await launchChromium();
  } catch (error) {
    setupError = error instanceof Error ? error : new Error(String(error));
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Drops files on a drop zone as a browser does (a `drop` event carrying a DataTransfer). */
async function dropFiles(page: Page, testid: string, paths: readonly string[]): Promise<void> {
  const files = paths.map((path) => [basename(path), readFileSync(path, 'utf8')] as const);
  await page.getByTestId(testid).evaluate((zone, list) => {
    const data = new DataTransfer();
    for (const [name, text] of list) data.items.add(new File([text], name, { type: 'text/plain' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
  const list = testid === 'hyp-drop' ? '#hyp-file-list' : '#ref-file-list';
  for (const [name] of files) await page.locator(`${list} li`, { hasText: name }).waitFor();
}

/** A table's body cells (interval notes apart) and notes, row by row. */
function table(frame: FrameLocator, caption: string): Promise<{ cells: string[][]; notes: string[][] }> {
  return frame
    .locator('table', { has: frame.locator('caption', { hasText: new RegExp(`^${caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .first()
    .evaluate((element) => {
      const rows = Array.from(element.querySelectorAll('tbody tr'));
      return {
        cells: rows.map((tr) => Array.from(tr.children, (cell) => Array.from(cell.childNodes).filter((node) => node.nodeName !== 'SMALL').map((node) => node.textContent).join('').trim())),
        notes: rows.map((tr) => Array.from(tr.children).slice(1).map((cell) => cell.querySelector('small')?.textContent ?? '')),
      };
    });
}

/** The built app in a new page, its errors recorded. */
async function openApp(): Promise<{ page: Page; errors: string[] }> {
  if (setupError) throw setupError;
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(server.url);
  return { page, errors };
}

/** Scores the dropped files with a tokenizer, then opens the Compare view and waits for its report. */
async function compareFiles(page: Page, tokenizer: string, systems: readonly string[], references: readonly string[], labels?: string): Promise<FrameLocator> {
  await page.getByTestId('tokenizer-select').selectOption(tokenizer);
  await dropFiles(page, 'hyp-drop', systems);
  await dropFiles(page, 'ref-drop', references);
  await page.getByTestId('score-button').click();
  await page.waitForFunction(() => !document.body.hasAttribute('data-busy') && document.querySelector('#results:not([hidden])'), undefined, { timeout: 120_000 });
  if (labels !== undefined) await page.getByTestId('compare-labels').setInputFiles(labels);
  await page.getByTestId('compare-button').click();
  await page.waitForFunction(() => !document.querySelector('#compare[data-busy]') && document.querySelector('[data-testid="compare-frame"]:not([hidden])'), undefined, { timeout: 120_000 });
  const frame = page.frameLocator('[data-testid="compare-frame"]');
  await frame.locator('body[data-ready]').waitFor();
  return frame;
}

describe('the Compare view in Chromium', () => {
  it("analyzes the dropped systems and a label file in its worker with the numbers of bleukit analyze, and opens a bucket's segments", async () => {
    const { page, errors } = await openApp();
    const frame = await compareFiles(page, '13a', WMT_FILES.systems, WMT_FILES.references, WMT_FILES.labels);

    const data: AnalysisData = wmtAnalysis({ source: false, labels: true });
    const names = data.systems.map((system) => system.name);
    expect(await frame.locator('h1').textContent()).toBe(`Compare: ${names.join(' vs. ')}`);
    const scores = await table(frame, 'Corpus scores');
    data.metrics.forEach((metric, m) => {
      expect(scores.cells[m]).toEqual([metric.name, ...data.scores.map((s) => (s.scores[m] as number).toFixed(2))]);
      const bs = data.significance[0]?.metrics[m]?.systems ?? [];
      expect(scores.notes[m]).toEqual(bs.map((r) => `[${((r.mean ?? 0) - (r.ci ?? 0)).toFixed(2)}, ${((r.mean ?? 0) + (r.ci ?? 0)).toFixed(2)}]`));
    });
    const pValues = await table(frame, `Paired bootstrap resampling against ${names[0]} (1000 samples, seed 12345)`);
    expect(pValues.cells).toEqual(data.significance[0]?.metrics.map((metric, m) => [data.metrics[m]?.name, ...metric.systems.slice(1).map((r) => `p = ${(r.pValue as number).toFixed(4)}`)]));
    const words = await table(frame, 'word fmeas by frequency bucket');
    expect(words.cells).toEqual(data.wordAccuracy[0]?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.fmeasure.toFixed(4))]));
    const lengths = data.sentenceBuckets[0];
    const chrf = await table(frame, 'bucket type: length, statistic type: chrF2');
    expect(chrf.cells).toEqual(lengths?.buckets.map((b) => [b.name, ...b.systems.map((s) => (s.scores[1]?.score == null ? '—' : s.scores[1].score.toFixed(2)))]));
    expect(chrf.notes).toEqual(lengths?.buckets.map((b) => b.systems.map((s) => (s.scores[1]?.ci == null ? '' : `[${((s.scores[1].mean ?? 0) - s.scores[1].ci).toFixed(2)}, ${((s.scores[1].mean ?? 0) + s.scores[1].ci).toFixed(2)}]`))));
    // The label file's buckets (long, short), as `--labels` gives them.
    const byLabel = data.sentenceBuckets.find((table) => table.by === 'label');
    expect(byLabel?.buckets.map((b) => b.name).sort()).toEqual(['long', 'short']);
    expect((await table(frame, 'bucket type: label, statistic type: BLEU')).cells).toEqual(byLabel?.buckets.map((b) => [b.name, ...b.systems.map((s) => (s.scores[0]?.score as number).toFixed(2))]));
    const ngrams = data.ngrams[0];
    const caption = `${ngrams?.rightLeads.length} n-grams where ${names[ngrams?.right ?? 0]}>${names[ngrams?.left ?? 0]} in ${ngrams?.compareType}`;
    expect((await table(frame, caption)).cells).toEqual(ngrams?.rightLeads.map((e) => [e.ngram, e.score.toFixed(4), String(e.left), String(e.right)]));

    // A bucket lists its segments; a segment opens its detail with TER's edit path.
    const system = 1;
    await frame.locator('table', { has: frame.locator('caption', { hasText: /^bucket type: lengthdiff, statistic type: count$/ }) }).locator('tbody tr').nth(7).locator('td').nth(system).click();
    const expected = data.sentenceBuckets[1]?.buckets[7]?.systems[system]?.lines ?? [];
    const list = frame.getByTestId('segment-list');
    await list.waitFor();
    expect(await list.locator('li[data-segment]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-segment')) + 1))).toEqual(expected.slice(0, 50));
    await list.locator('button.out').first().click();
    await frame.getByTestId('ter-path').waitFor();
    await page.locator('#compare').screenshot({ path: join(results, 'compare-view.png') });
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it("words Japanese with ja-mecab in its worker, and scores TER as the playground does (normalized, Asian support), as bleukit analyze does", async () => {
    const { page, errors } = await openApp();
    const systems = ['hyp.fluent.ja', 'hyp.literal.ja', 'hyp.weak.ja'].map((name) => join(samples, name));
    const reference = join(samples, 'ref.ja');
    const frame = await compareFiles(page, 'ja-mecab', systems, [reference]);
    const data = JSON.parse(
      cliOutput(['analyze', reference, '-i', ...systems, '-tok', 'ja-mecab', '--ter-normalized', '--ter-asian-support', '-pbs', '--bucket-ci', String(BUCKET_SAMPLES), '-f', 'json']),
    ) as AnalysisData;
    expect(data.words.tokenizer).toMatch(/^ja-mecab/);
    const scores = await table(frame, 'Corpus scores');
    data.metrics.forEach((metric, m) => expect(scores.cells[m]).toEqual([metric.name, ...data.scores.map((s) => (s.scores[m] as number).toFixed(2))]));
    const words = await table(frame, 'word fmeas by frequency bucket');
    expect(words.cells).toEqual(data.wordAccuracy[0]?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.fmeasure.toFixed(4))]));
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
