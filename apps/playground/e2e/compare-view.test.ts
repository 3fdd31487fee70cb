// The playground's Compare view in headless Chromium: the WMT sample's four systems and two
// references dropped in, analyzed in the scoring worker by @bleukit/compare, shown as the HTML
// report with the numbers `bleukit analyze -f json` prints.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { AnalysisData } from '@bleukit/compare/analyze';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BUCKET_SAMPLES } from '../src/compare-analysis.js';
import { appDir, resultsDir as results, setUpBrowser } from './browser-setup.js';
import { cliOutput } from './cli-score.js';
import { WMT_FILES, wmtAnalysis } from './wmt-analysis.js';

/** The bundled English→Japanese sample: three systems and a reference. */
const samples = join(appDir, '..', '..', 'samples', 'en-ja');
/** Files the tests write (a word<TAB>count file). */
let folder: string;

const setup = setUpBrowser({
  serveBuild: true,
  prepare() {
    folder = mkdtempSync(join(tmpdir(), 'bleukit-compare-view-'));
  },
  cleanUp() {
    if (folder) rmSync(folder, { recursive: true, force: true });
  },
});

/** Drops files on a drop zone as a browser does (a `drop` event carrying a DataTransfer), and waits until they are listed. */
async function dropFiles(page: Page, testid: string, paths: readonly string[]): Promise<void> {
  const files = paths.map((path) => [basename(path), readFileSync(path, 'utf8')] as const);
  await page.getByTestId(testid).evaluate((zone, list) => {
    const data = new DataTransfer();
    for (const [name, text] of list) data.items.add(new File([text], name, { type: 'text/plain' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, files);
  for (const [name] of files) {
    const shown = testid === 'hyp-drop' || testid === 'ref-drop'
      ? page.locator(`#${testid === 'hyp-drop' ? 'hyp' : 'ref'}-file-list li`, { hasText: name })
      : page.getByTestId(testid.replace(/-drop$/, '-name')).filter({ hasText: name });
    await shown.waitFor();
  }
}

/** Waits for an analysis newer than run `after` to be shown; fails with the view's message when it ends in an error. */
async function analysisShown(page: Page, after: number): Promise<{ frame: FrameLocator; run: number }> {
  await page.waitForFunction(
    (previous) => {
      const view = document.querySelector('#compare') as HTMLElement;
      return view.hasAttribute('data-error') || (!view.hasAttribute('data-busy') && Number(view.getAttribute('data-shown') ?? 0) > previous);
    },
    after,
    { timeout: 120_000 },
  );
  if (await page.locator('#compare[data-error]').count()) throw new Error(`The Compare view reports: ${await page.getByTestId('compare-status').textContent()}`);
  const frame = page.frameLocator('[data-testid="compare-frame"]');
  await frame.locator('body[data-ready]').waitFor();
  return { frame, run: Number(await page.locator('#compare').getAttribute('data-shown')) };
}

/** A download link's file, as the browser saves it. */
async function downloaded(page: Page, testid: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
  return readFileSync((await download.path()) as string, 'utf8');
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

const openApp = () => setup.openApp();

/** Scores the dropped files with a tokenizer, then opens the Compare view and waits for its report. */
async function compareFiles(page: Page, tokenizer: string, systems: readonly string[], references: readonly string[], labels?: string): Promise<FrameLocator> {
  await page.getByTestId('tokenizer-select').selectOption(tokenizer);
  await dropFiles(page, 'hyp-drop', systems);
  await dropFiles(page, 'ref-drop', references);
  await page.getByTestId('score-button').click();
  await page.waitForFunction(() => !document.body.hasAttribute('data-busy') && document.querySelector('#results:not([hidden])'), undefined, { timeout: 120_000 });
  if (labels !== undefined) {
    await page.getByTestId('compare-labels').setInputFiles(labels);
    await page.getByTestId('compare-labels-name').filter({ hasText: basename(labels) }).waitFor();
  }
  await page.getByTestId('compare-button').click();
  return (await analysisShown(page, 0)).frame;
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
    // Every fetch of ja-mecab's dictionary, by the page or its workers (the service worker's own are apart).
    const dictionaryFetches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/ipadic/')) dictionaryFetches.push(request.url());
    });
    const systems = ['hyp.fluent.ja', 'hyp.literal.ja', 'hyp.weak.ja'].map((name) => join(samples, name));
    const reference = join(samples, 'ref.ja');
    const frame = await compareFiles(page, 'ja-mecab', systems, [reference]);
    // Scoring and the analyses share one worker, so the dictionary was fetched (and decoded) once.
    expect(dictionaryFetches).toHaveLength(1);
    expect(page.workers()).toHaveLength(1);
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

  it("offers analyze's options (source, frequencies from a count file or a corpus, score buckets, approximate randomization, intervals, seed, two systems side by side) with the data, reports and files of bleukit analyze", async () => {
    const { page, errors } = await openApp();
    // A word<TAB>count file: the words of reference B, split at spaces.
    const counts = new Map<string, number>();
    for (const word of readFileSync(WMT_FILES.references[1] as string, 'utf8').split(/\s+/)) if (word !== '') counts.set(word, (counts.get(word) ?? 0) + 1);
    const countFile = join(folder, 'counts.tsv');
    writeFileSync(countFile, [...counts].map(([word, count]) => `${word}\t${count}\n`).join(''));
    const corpus = WMT_FILES.systems[3] as string;

    await page.getByTestId('tokenizer-select').selectOption('13a');
    await dropFiles(page, 'hyp-drop', WMT_FILES.systems);
    await dropFiles(page, 'ref-drop', WMT_FILES.references);
    await page.getByTestId('score-button').click();
    await page.waitForFunction(() => !document.body.hasAttribute('data-busy') && document.querySelector('#results:not([hidden])'), undefined, { timeout: 120_000 });
    await dropFiles(page, 'compare-source-drop', [WMT_FILES.source]);
    await page.getByTestId('compare-freq-source').selectOption('counts');
    await dropFiles(page, 'compare-freq-file-drop', [countFile]);
    await page.getByTestId('compare-score-metric').selectOption('chrf');
    await page.getByTestId('compare-score-cutoffs').fill('20 40 60');
    await page.getByTestId('compare-significance').selectOption('ar');
    await page.getByTestId('compare-ar-samples').fill('300');
    await page.getByTestId('compare-bucket-ci').fill('50');
    await page.getByTestId('compare-seed').fill('7');
    await page.getByTestId('compare-button').click();
    const first = await analysisShown(page, 0);

    const options = ['--src', WMT_FILES.source, '--score-buckets', 'chrf:20:40:60', '-par', '-parn', '300', '--bucket-ci', '50'];
    const cli = (more: string[], format: 'json' | 'text') => cliOutput(['analyze', ...WMT_FILES.references, '-i', ...WMT_FILES.systems, '-tok', '13a', ...options, ...more, '-f', format], { env: { SACREBLEU_SEED: '7' }, cwd: folder });
    // The count file by its name, as the view names a dropped file.
    const expected = JSON.parse(cli(['--freq-counts', 'counts.tsv'], 'json')) as AnalysisData;
    // The data and the text report, as the command line gives them for the same files (named as dropped).
    expect(JSON.parse(await downloaded(page, 'compare-json'))).toEqual(asDropped(expected));
    expect(await downloaded(page, 'compare-text')).toBe(cli(['--freq-counts', 'counts.tsv'], 'text'));

    // Two systems side by side, as --segments FILE --pair 1,3 --sort-by chrf writes them (CSV), and by length ascending (JSON).
    await page.getByTestId('segments-left').selectOption('0');
    await page.getByTestId('segments-right').selectOption('2');
    await page.getByTestId('segments-sort').selectOption('chrf');
    cli(['--freq-counts', 'counts.tsv', '--segments', 'pair.csv', '--pair', '1,3', '--sort-by', 'chrf'], 'json');
    expect(await downloaded(page, 'segments-csv')).toBe(readFileSync(join(folder, 'pair.csv'), 'utf8'));
    await page.getByTestId('segments-sort').selectOption('length');
    await page.getByTestId('segments-direction').selectOption('asc');
    cli(['--freq-counts', 'counts.tsv', '--segments', 'pair.json', '--pair', '1,3', '--sort-by', 'length:asc'], 'json');
    expect(await downloaded(page, 'segments-json')).toBe(readFileSync(join(folder, 'pair.json'), 'utf8'));

    // The report shows the tables analyze adds with these options.
    const { frame } = first;
    const names = expected.systems.map((system) => system.name);
    const byCase = expected.wordAccuracy.find((t) => t.bucketing === 'case');
    expect(byCase?.buckets.map((b) => b.name)).toEqual(['lower', 'upper', 'title', 'other']);
    expect((await table(frame, 'word fmeas by case bucket')).cells).toEqual(byCase?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.fmeasure.toFixed(4))]));
    const byCounts = expected.wordAccuracy.find((t) => t.frequencySource === 'counts');
    expect((await table(frame, 'word rec by frequency bucket (counts.tsv)')).cells).toEqual(byCounts?.buckets.map((b) => [b.name, String(b.referenceWords), ...b.systems.map((s) => s.recall.toFixed(4))]));
    const byScore = expected.sentenceBuckets.find((t) => t.by === 'score');
    expect(byScore?.buckets.map((b) => b.name)).toEqual(['<20', '[20,40)', '[40,60)', '>=60']);
    expect((await table(frame, 'bucket type: score, statistic type: count')).cells).toEqual(byScore?.buckets.map((b) => [b.name, ...b.systems.map((s) => String(s.count))]));
    const ar = expected.significance.find((test) => test.test === 'ar');
    expect((await table(frame, `Paired approximate randomization against ${names[0]} (300 samples, seed 7)`)).cells).toEqual(
      ar?.metrics.map((metric, m) => [expected.metrics[m]?.name, ...metric.systems.slice(1).map((r) => `p = ${(r.pValue as number).toFixed(4)}`)]),
    );
    // The source is shown with a bucket's segments.
    const bucket = byScore?.buckets.findIndex((b) => (b.systems[0]?.lines.length ?? 0) > 0) ?? -1;
    await frame.locator('table', { has: frame.locator('caption', { hasText: /^bucket type: score, statistic type: count$/ }) }).locator('tbody tr').nth(bucket).locator('td').first().click();
    await frame.getByTestId('segment-list').waitFor();
    const line = byScore?.buckets[bucket]?.systems[0]?.lines[0] as number;
    expect(expected.segmentTable[line - 1]?.source).toBe(readFileSync(WMT_FILES.source, 'utf8').split('\n')[line - 1]?.trimEnd());
    expect(await frame.getByTestId('segment-list').locator('li').first().textContent()).toContain(expected.segmentTable[line - 1]?.source);

    // Frequencies from a corpus instead: the view runs again.
    await page.getByTestId('compare-freq-source').selectOption('corpus');
    await dropFiles(page, 'compare-freq-file-drop', [corpus]);
    await analysisShown(page, first.run);
    const fromCorpus = JSON.parse(cli(['--freq-corpus', corpus], 'json')) as AnalysisData;
    expect(JSON.parse(await downloaded(page, 'compare-json'))).toEqual(asDropped(fromCorpus));
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('buckets the sentences by numeric labels (--label-type numlabel, --label-cutoffs) with the data of bleukit analyze', async () => {
    const { page, errors } = await openApp();
    const systems = WMT_FILES.systems.slice(0, 2);
    const references = WMT_FILES.references.slice(0, 1);
    // A number a line: the reference's words over 40.
    const labels = join(folder, 'numbers.txt');
    writeFileSync(labels, readFileSync(references[0] as string, 'utf8').replace(/\n$/, '').split('\n').map((line) => `${line.split(' ').length / 40}\n`).join(''));
    await compareFiles(page, '13a', systems, references, labels);
    // Each change of the options runs the analyses again.
    const first = Number(await page.locator('#compare').getAttribute('data-shown'));
    await page.getByTestId('compare-label-type').selectOption('numlabel');
    const second = await analysisShown(page, first);
    await page.getByTestId('compare-label-cutoffs').fill('0.3 0.6');
    await page.getByTestId('compare-label-cutoffs').dispatchEvent('change');
    const { frame } = await analysisShown(page, second.run);
    const expected = JSON.parse(
      cliOutput(['analyze', ...references, '-i', ...systems, '-tok', '13a', '-pbs', '--bucket-ci', String(BUCKET_SAMPLES), '--labels', 'numbers.txt', '--label-type', 'numlabel', '--label-cutoffs', '0.3:0.6', '-f', 'json'], { cwd: folder }),
    ) as AnalysisData;
    const byLabel = expected.sentenceBuckets.find((t) => t.by === 'label');
    expect([byLabel?.title, byLabel?.buckets.map((b) => b.name)]).toEqual(['numeric label', ['<0.3', '[0.3,0.6)', '>=0.6']]);
    expect(JSON.parse(await downloaded(page, 'compare-json'))).toEqual(asDropped(expected));
    expect((await table(frame, 'bucket type: label, statistic type: count')).cells).toEqual(byLabel?.buckets.map((b) => [b.name, ...b.systems.map((s) => String(s.count))]));
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('says what to fix when an option cannot be used', async () => {
    const { page } = await openApp();
    await compareFiles(page, '13a', WMT_FILES.systems.slice(0, 2), WMT_FILES.references.slice(0, 1));
    await page.getByTestId('compare-bucket-ci').fill('-1');
    await page.getByTestId('compare-bucket-ci').dispatchEvent('change');
    await page.locator('#compare[data-error]').waitFor();
    expect(await page.getByTestId('compare-status').textContent()).toBe("Bucket intervals: '-1' is not a whole number ≥ 0; give one, e.g. 200 (or 0 for none).");
    await page.getByTestId('compare-bucket-ci').fill('0');
    await page.getByTestId('compare-freq-source').selectOption('counts');
    await dropFiles(page, 'compare-freq-file-drop', [WMT_FILES.references[0] as string]);
    await page.locator('#compare[data-error]').waitFor();
    expect(await page.getByTestId('compare-status').textContent()).toMatch(/^\[bleukit\] ref\.A\.en:1: ".*" is not word<TAB>count; give one word, a tab and its count on every line/);
    await page.close();
  }, 120_000);
});

/** The command line's data with the files named as the view names dropped files (their names), and the view's version. */
function asDropped(data: AnalysisData): AnalysisData {
  return {
    ...data,
    bleukit: 'playground',
    references: { count: data.references.count, files: data.references.files.map((file) => basename(file)) },
    systems: data.systems.map((system) => ({ name: system.name, file: basename(system.file) })),
    source: data.source === null ? null : basename(data.source),
    labels: data.labels === null ? null : basename(data.labels),
    wordAccuracy: data.wordAccuracy.map((table) => (table.frequencyFile === undefined ? table : { ...table, frequencyFile: basename(table.frequencyFile) })),
  };
}
