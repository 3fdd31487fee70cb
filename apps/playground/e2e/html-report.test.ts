// The HTML report of an analysis (what `bleukit analyze --html` and `bleukit compare-mt
// --output_directory` write) in headless Chromium, opened from disk with every request recorded:
// its tables hold the numbers of `bleukit analyze -f json`, a bucket lists its segments, a
// segment opens its detail, and it prints to PDF.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBleu, pythonSplit } from '@bleukit/core';
import { analyze, type AnalysisData } from '@bleukit/compare/analyze';
import { parseCompareMtArguments } from '@bleukit/compare';
import { addSegmentDetails, analysisReportView, compareMtHtml, renderHtmlReport } from '@bleukit/compare/html';
import { createRibes } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../vitest.shared.js';
import { resultsDir as results, setUpBrowser } from './browser-setup.js';
import { wmtAnalysis } from './wmt-analysis.js';

const words = (line: string): string[] => tokenizer13a.tokenize(line.trimEnd());

let folder: string;
let data: AnalysisData;
let reportFile: string;

const setup = setUpBrowser({
  prepare() {
    folder = mkdtempSync(join(tmpdir(), 'bleukit-report-'));
    data = wmtAnalysis();
    reportFile = join(folder, 'index.html');
    writeFileSync(reportFile, renderHtmlReport(addSegmentDetails(analysisReportView(data, { words }))));
  },
  cleanUp() {
    if (folder) rmSync(folder, { recursive: true, force: true });
  },
  timeout: 120_000,
});

/** Opens a report from disk; every request but the file itself is recorded and refused. */
async function openReport(file: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await setup.browser.context.newPage();
  page.setDefaultTimeout(10_000);
  const url = pathToFileURL(file).href;
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/*', (route) => {
    if (route.request().url() === url) return route.continue();
    requests.push(route.request().url());
    return route.abort();
  });
  page.on('request', (request) => {
    if (request.url() !== url && !requests.includes(request.url())) requests.push(request.url());
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready]');
  return { page, requests, errors };
}

/** The texts of a table's body cells (without the interval notes), row by row. */
function tableCells(page: Page, caption: string): Promise<string[][]> {
  return page
    .locator('table', { has: page.locator('caption', { hasText: new RegExp(`^${caption.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) })
    .first()
    .evaluate((table) =>
      Array.from(table.querySelectorAll('tbody tr'), (tr) =>
        Array.from(tr.children, (cell) => Array.from(cell.childNodes).filter((node) => node.nodeName !== 'SMALL').map((node) => node.textContent).join('').trim()),
      ),
    );
}

describe('the HTML report in Chromium', () => {
  it('names no http(s) address in any src, href or url(), and opens from disk without a request', async () => {
    const html = readFileSync(reportFile, 'utf8');
    expect(html).not.toMatch(/\b(?:src|href)\s*=\s*["']?\s*https?:/i);
    expect(html).not.toMatch(/url\(\s*["']?\s*https?:/i);
    const { page, requests, errors } = await openReport(reportFile);
    const attributes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[src],[href]'), (node) => node.getAttribute('src') ?? node.getAttribute('href') ?? ''),
    );
    expect(attributes.filter((value) => /^\s*https?:/i.test(value))).toEqual([]);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBe(0);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    console.log(`report of 4 systems × ${data.segments} segments: ${Buffer.byteLength(html)} bytes`);
    await page.close();
  });

  it("shows the analysis' numbers in its tables", async () => {
    const { page } = await openReport(reportFile);
    const names = data.systems.map((system) => system.name);
    const scores = await tableCells(page, 'Corpus scores');
    data.metrics.forEach((metric, m) => expect(scores[m]).toEqual([metric.name, ...data.scores.map((s) => (s.scores[m] as number).toFixed(2))]));
    const words = await tableCells(page, 'word fmeas by frequency bucket');
    expect(words).toEqual(data.wordAccuracy[0]?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.fmeasure.toFixed(4))]));
    const lengths = data.sentenceBuckets[0];
    expect(await tableCells(page, 'bucket type: length, statistic type: count')).toEqual(lengths?.buckets.map((b) => [b.name, ...b.systems.map((s) => String(s.count))]));
    expect(await tableCells(page, 'bucket type: length, statistic type: BLEU')).toEqual(
      lengths?.buckets.map((b) => [b.name, ...b.systems.map((s) => (s.scores[0]?.score == null ? '—' : s.scores[0].score.toFixed(2)))]),
    );
    const ngrams = data.ngrams[0];
    expect(ngrams).toBeDefined();
    const caption = `${ngrams?.leftLeads.length} n-grams where ${names[ngrams?.left ?? 0]}>${names[ngrams?.right ?? 0]} in ${ngrams?.compareType}`;
    expect(await tableCells(page, caption)).toEqual(ngrams?.leftLeads.map((e) => [e.ngram, e.score.toFixed(4), String(e.left), String(e.right)]));
    // Every table has its LaTeX, as compare-mt's report has.
    const tables = await page.locator('table[data-table]').count();
    expect(await page.locator('details.latex pre').count()).toBe(tables);
    expect(await page.locator('details.latex pre').first().textContent()).toMatch(/^\\begin\{table\}\[t\]\n {2}\\centering\n {2}\\begin\{tabular\}\{c\|\|c+\}\n/);
    // One bar chart with whiskers per metric of the aggregate scores.
    expect(await page.locator('#analysis-1 svg.chart').count()).toBe(data.metrics.length);
    expect(await page.locator('#analysis-1 svg.chart path.whisker').count()).toBe(data.metrics.length * data.systems.length);
    // The README's picture: sentences, BLEU, chrF and TER by reference length, with their intervals.
    const clip = await page.locator('#analysis-3 .chart-box').evaluateAll((figures) => {
      const [first, fourth] = [figures[0], figures[3]].map((figure) => (figure as Element).getBoundingClientRect()) as [DOMRect, DOMRect];
      return { x: first.left - 8, y: first.top + window.scrollY - 8, width: fourth.right - first.left + 16, height: fourth.bottom - first.top + 16 };
    });
    await page.screenshot({ path: join(results, 'report.png'), fullPage: true, clip });
    await page.close();
  });

  it('lists the segments of a bucket and an n-gram, and opens a segment with its n-gram matches, TER edit path and RIBES alignment', async () => {
    const { page, errors } = await openReport(reportFile);
    const lengths = data.sentenceBuckets[0];
    const bucket = 1;
    const system = 2;
    const expected = lengths?.buckets[bucket]?.systems[system]?.lines ?? [];
    expect(expected.length).toBeGreaterThan(50);
    // The count of bucket [10,20) for the third system.
    const table = page.locator('table', { has: page.locator('caption', { hasText: /^bucket type: length, statistic type: count$/ }) });
    await table.locator('tbody tr').nth(bucket).locator('td').nth(system).click();
    const list = page.getByTestId('segment-list');
    await list.waitFor();
    const shown = () => list.locator('li[data-segment]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-segment')) + 1));
    expect(await shown()).toEqual(expected.slice(0, 50));
    await list.locator('button.more').click();
    expect(await shown()).toEqual(expected.slice(0, 100));
    await page.screenshot({ path: join(results, 'report-list.png') });

    // A bar of a chart lists its bucket's segments too: here the words of frequency 1, marked.
    await page.locator('#analysis-2 .bar-group.link').nth(1).locator('rect.bar').first().click();
    expect(await list.getByTestId('segment-list-title').textContent()).toBe(`Segments with words of frequency ${data.wordAccuracy[0]?.buckets[1]?.name}`);
    expect(await list.locator('li').first().locator('mark').count()).toBeGreaterThan(0);

    // An n-gram lists the segments where it occurs, marked.
    await page.locator('#analysis-5 tbody th[data-list]').first().click();
    const ngram = (await page.locator('#analysis-5 tbody th[data-list]').first().textContent()) as string;
    expect(await list.getByTestId('segment-list-title').textContent()).toContain(`“${ngram}”`);
    const marked = await list.locator('li').first().locator('mark').allTextContents();
    expect(marked.join(' ')).toContain(ngram.split(' ')[0]);

    // A segment's output opens its detail, with BLEU's clipped matches against both references.
    const segment = (expected[0] as number) - 1;
    await table.locator('tbody tr').nth(bucket).locator('td').nth(system).click();
    await list.locator(`li[data-segment="${segment}"] button.out[data-sys="${system}"]`).click();
    const detail = page.getByTestId('segment-detail');
    await detail.waitFor();
    const row = data.segmentTable[segment];
    const hyp = row?.systems[system]?.output as string;
    const refs = row?.references as string[];
    expect(await detail.getByTestId('detail-hyp').locator('span.tok').allTextContents()).toEqual(words(hyp));
    const bleu = createBleu({ tokenizer: tokenizer13a });
    const stats = bleu.segmentStatistics(hyp, refs);
    const orders = await detail.getByTestId('detail-orders').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td.num'), (td) => Number(td.textContent))));
    expect(orders).toEqual([1, 2, 3, 4].map((n) => [stats[1 + n], stats[5 + n]]));
    // TER's edit path and RIBES's alignment are @bleukit/ter's and @bleukit/ribes's.
    const path = createTer().editPath(words(hyp).join(' '), refs.map((ref) => words(ref).join(' ')));
    expect(await detail.getByTestId('ter-summary').textContent()).toMatch(new RegExp(`^${path.edits} edits = ${path.shifts.length} shift`));
    expect(await detail.getByTestId('ter-alignment').locator('tbody tr').count()).toBe(path.operations.length);
    const ribes = createRibes().explain(words(hyp).join(' '), refs.map((ref) => words(ref).join(' ')));
    expect(await detail.getByTestId('ribes-factors').textContent()).toContain(`= ${ribes.value.toFixed(6)}`);
    expect(await detail.getByTestId('ribes-alignment').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-ref'))))).toEqual(Array.from(ribes.alignment));
    // The picture draws one line per aligned word.
    expect(await detail.getByTestId('ribes-picture').locator('line').count()).toBe(Array.from(ribes.alignment).filter((r) => r >= 0).length);
    await detail.screenshot({ path: join(results, 'report-detail.png') });

    // An example's output opens its detail too.
    await page.locator('#analysis-6 td.link[data-seg]').first().click();
    expect(await detail.getByTestId('detail-title').textContent()).toMatch(/^Segment \d+: /);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows two systems side by side, sorted by the difference on a metric, and downloads the table', async () => {
    const { page, errors } = await openReport(reportFile);
    const form = page.getByTestId('pair-form');
    await form.locator('select[name="left"]').selectOption('0');
    await form.locator('select[name="right"]').selectOption('2');
    await form.locator('select[name="sort"]').selectOption({ label: 'chrF2: right − left' });
    const m = data.metrics.findIndex((metric) => metric.id === 'chrf');
    const diff = (line: number): number => Number((data.segmentTable[line - 1]?.systems[2]?.scores[m] as number).toFixed(2)) - Number((data.segmentTable[line - 1]?.systems[0]?.scores[m] as number).toFixed(2));
    const lines = Array.from({ length: data.segments }, (_, s) => s + 1).sort((a, b) => diff(b) - diff(a) || a - b);
    const shown = await page.getByTestId('pair-table').locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-segment')) + 1));
    expect(shown).toEqual(lines.slice(0, 50));
    // A row's scores are the analysis' sentence scores; its outputs open their detail.
    const first = lines[0] as number;
    const cells = await page.getByTestId('pair-table').locator('tbody tr').first().locator('td.num').allTextContents();
    const score = (o: number, k: number) => (data.segmentTable[first - 1]?.systems[o]?.scores[k] as number).toFixed(2);
    expect(cells[2 + m]).toBe(`${score(0, m)} / ${score(2, m)} (${diff(first) > 0 ? '+' : ''}${diff(first).toFixed(2)})`);
    await page.getByTestId('pair-table').locator('tbody tr').first().locator('td.link').nth(1).click();
    expect(await page.getByTestId('detail-title').textContent()).toMatch(new RegExp(`^Segment ${first}: ${data.systems[2]?.name.replace(/[.]/g, '\\.')}`));
    // The CSV has a row per segment in the order shown, with the columns of bleukit analyze --segments.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pair-csv').click()]);
    const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    expect(csv[0]).toBe(['line', 'reference_length', 'left_system', 'right_system', 'source', 'left_output', 'right_output', ...data.metrics.flatMap((metric) => ['left', 'right', 'diff'].map((side) => `${side}_${metric.id}`))].join(','));
    expect(csv.slice(1, -1).map((row) => Number(row.split(',')[0]))).toEqual(lines);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('prints to PDF', async () => {
    const { page, errors } = await openReport(reportFile);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav.toc').isVisible()).toBe(false);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("writes compare-mt's report: bleukit's analyses of the tokenized files, every segment linked", async () => {
    const inputs = join(sharedDir, 'conformance', 'compare-mt', 'inputs', 'de-en');
    const files = {
      tokens: (path: string) => readFileSync(join(inputs, path), 'utf8').split('\n').slice(0, -1).map((line) => line.trim().split(' ')),
      lines: (path: string) => readFileSync(join(inputs, path), 'utf8').split('\n').slice(0, -1),
    };
    const args = parseCompareMtArguments(['ref.A.tok.en', 'hyp.Online-B.tok.en', 'hyp.LT22.tok.en', '--compare_scores', 'score_type=bleu,bootstrap=1000', '--seed', '13', '--report_title', 'Online-B and LT22']);
    const file = join(folder, 'compare-mt.html');
    writeFileSync(file, compareMtHtml(args, files, 'test'));
    const { page, requests, errors } = await openReport(file);
    expect(await page.locator('h1').textContent()).toBe('Online-B and LT22');
    // The same analysis, run on compare-mt's tokens with BLEU's `none` tokenizer.
    const tokens = { name: 'none', tokenize: (line: string) => pythonSplit(line) };
    const lines = (path: string) => files.tokens(path).map((w) => w.join(' '));
    const bleu = createBleu({ tokenizer: tokens });
    const expected = analyze({
      referenceFiles: ['ref.A.tok.en'],
      references: [lines('ref.A.tok.en')],
      systems: ['hyp.Online-B.tok.en', 'hyp.LT22.tok.en'].map((name, k) => ({ name: `sys${k + 1}`, file: name, lines: lines(name) })),
      words: (line) => pythonSplit(line),
      wordsInfo: { tokenizer: 'none', lowercase: false },
      metrics: [{ metric: bleu }],
      version: 'test',
      segmentTable: false,
    });
    const scores = await tableCells(page, 'Corpus scores');
    expect(scores[0]).toEqual(['BLEU', ...expected.scores.map((s) => (s.scores[0] as number).toFixed(2))]);
    expect(await page.locator('#analysis-1 svg.chart path.whisker').count()).toBe(8);
    await page.locator('#analysis-3 td[data-list]').first().click();
    await page.getByTestId('segment-list').locator('button.out').first().click();
    await page.getByTestId('ter-path').waitFor();
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
