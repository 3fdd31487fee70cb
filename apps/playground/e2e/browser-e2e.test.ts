// The built playground (dist/) in headless Chromium: paste the WMT sample, score with 13a and
// ja-mecab, compare with the command line, open a segment, drop a 10k-line file, go offline.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBleu, formatFixed, formatFloat, resolvePreset, scorePreset } from '@bleukit/core';
import { createMeteor, type MeteorOptions } from '@bleukit/meteor';
import { createRibes, crossingPairs } from '@bleukit/ribes';
import { createTer } from '@bleukit/ter';
import { loadWordNet } from '@bleukit/wordnet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedDir } from '../../../vitest.shared.js';
import { splitLines } from '../src/lines.js';
import { loadTokenizer } from '../src/load-tokenizer.js';
import { STAGE_LABELS } from '../src/meteor-breakdown.js';
import { TOKENIZER_CHOICES } from '../src/tokenizer-choices.js';
import { appDir as app, distDir as dist, resultsDir as results, setUpBrowser } from './browser-setup.js';
import { cliOutput, cliScore, nodeTokenizer } from './cli-score.js';
import { serveStatic } from './static-server.js';

const sample = join(sharedDir, 'data', 'wmt-sample');
const file = (path: string) => join(sample, path);
const read = (path: string) => readFileSync(file(path), 'utf8');
/** The bundled Japanese sample's literal system and its reference. */
const literalJa = { hyp: join(app, '..', '..', 'samples/en-ja/hyp.literal.ja'), ref: join(app, '..', '..', 'samples/en-ja/ref.ja') };

const setup = setUpBrowser({
  serveBuild: true,
  needs: [{ path: sample, fix: `The WMT sample is missing at ${sample}: put ../shared beside the checkout.` }],
});

async function openApp(): Promise<Page> {
  return (await setup.openApp((message) => console.error('[page]', message))).page;
}

/** Waits for scoring to end; fails with the page's status message when it ends in an error. */
async function waitIdle(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => !document.body.hasAttribute('data-busy') && (document.body.hasAttribute('data-error') || document.querySelector('#results:not([hidden])')), undefined, { timeout });
  if (await page.evaluate(() => document.body.hasAttribute('data-error'))) {
    throw new Error(`The page reports: ${await page.getByTestId('status-text').textContent()}`);
  }
}

/** Chooses a tokenizer, pastes a hypothesis file and a reference file and scores them. */
async function pasteAndScore(page: Page, tokenizer: string, files: { hyp: string; ref: string }): Promise<void> {
  await page.getByTestId('tokenizer-select').selectOption(tokenizer);
  await page.getByTestId('hyp-input').fill(readFileSync(files.hyp, 'utf8'));
  await page.getByTestId('ref-input').fill(readFileSync(files.ref, 'utf8'));
  await page.getByTestId('score-button').click();
}

/** Drops a file on a drop zone as a browser does (a `drop` event carrying a DataTransfer). */
async function dropFile(page: Page, testid: string, name: string, text: string): Promise<void> {
  await page.getByTestId(testid).evaluate(
    (zone, [content, fileName]) => {
      const data = new DataTransfer();
      data.items.add(new File([content as string], fileName as string, { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    [text, name],
  );
  const list = testid === 'hyp-drop' ? '#hyp-file-list' : '#ref-file-list';
  await page.locator(`${list} li`, { hasText: name }).waitFor();
}

/** Records every text the status line shows (progress messages included). */
async function recordStatus(page: Page): Promise<string[]> {
  const messages: string[] = [];
  await page.exposeFunction('recordStatus', (text: string) => messages.push(text));
  await page.evaluate(() => {
    const status = document.getElementById('status-text') as HTMLElement;
    const record = (window as unknown as { recordStatus(text: string): void }).recordStatus;
    new MutationObserver(() => record(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
  });
  return messages;
}

/** Waits until the METEOR column is shown (WordNet loaded and scored) and scoring is done. */
async function waitMeteor(page: Page, signature: RegExp): Promise<void> {
  await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('[data-metric="METEOR"] code')?.textContent ?? ''), signature.source, { timeout: 60_000 });
  await waitIdle(page);
}

/** METEOR as the playground computes it, in Node: @bleukit/meteor on the tokenizer's words. */
async function nodeMeteor(tokenizer: string, options: Omit<MeteorOptions, 'wordnet' | 'tokenizer'> = {}) {
  return createMeteor({ wordnet: await loadWordNet(), tokenizer: await nodeTokenizer(tokenizer), ...options });
}

interface Box {
  left: number;
  right: number;
}

/**
 * Where RIBES's list of crossing pairs is drawn: the box of each column (its items' boxes
 * together), whether a list marker is drawn outside its item's box (outside markers hang into
 * the column gap, over the previous column), whether every item is numbered, and the items
 * whose words spill out of their box.
 */
async function crossingListLayout(page: Page): Promise<{ columns: Box[]; markersOutside: boolean; numbered: boolean; textOutside: string[] }> {
  return page.getByTestId('ribes-crossing').evaluate((list) => {
    const items = Array.from(list.querySelectorAll('li'));
    const columns = new Map<number, { left: number; right: number }>();
    const textOutside: string[] = [];
    for (const item of items) {
      const box = item.getBoundingClientRect();
      const column = columns.get(Math.round(box.left));
      columns.set(Math.round(box.left), { left: Math.min(column?.left ?? box.left, box.left), right: Math.max(column?.right ?? box.right, box.right) });
      const range = document.createRange();
      range.selectNodeContents(item);
      if (Array.from(range.getClientRects()).some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5)) {
        textOutside.push(item.dataset['pair'] ?? '');
      }
    }
    const styles = items.map((item) => [getComputedStyle(item), getComputedStyle(item, '::before')] as const);
    return {
      columns: [...columns.values()].sort((a, b) => a.left - b.left),
      markersOutside: styles.some(([style]) => style.display === 'list-item' && style.listStyleType !== 'none' && style.listStylePosition === 'outside'),
      numbered: styles.every(([style, before]) => (style.display === 'list-item' && style.listStyleType !== 'none') || before.content.includes('counter(list-item)')),
      textOutside,
    };
  });
}

describe('playground in Chromium', () => {
  it('has the build and Debian\'s Chromium to run it in', async () => {
    const page = await openApp();
    expect(await page.title()).toBe('bleukit playground');
    await page.close();
  });

  it('scores the pasted WMT sample with 13a exactly as the CLI prints it, and explains a segment', async () => {
    const page = await openApp();
    await page.getByTestId('tokenizer-select').selectOption('13a');
    await page.getByTestId('hyp-input').fill(read('de-en/hyp.Online-B.en'));
    await page.getByTestId('ref-input').fill(read('de-en/ref.A.en'));
    await page.getByTestId('score-button').click();
    await waitIdle(page);
    const expected = await cliScore(file('de-en/hyp.Online-B.en'), [file('de-en/ref.A.en')], '13a');
    expect(expected).toBe('31.75'); // expected-bleu.tsv: 31.7544
    await expect.poll(() => page.getByTestId('score').textContent()).toBe(expected);
    expect(await page.getByTestId('signature').textContent()).toMatch(/^nrefs:1\|case:mixed\|eff:no\|tok:13a\|smooth:exp\|version:bleukit-/);

    // Open segment 5 with the keyboard; its tokens and per-order matches are BLEU's own.
    const segment = 4;
    await page.getByTestId(`segment-${segment + 1}`).focus();
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('segment-detail');
    await detail.waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('detail');
    const bleu = createBleu({ tokenizer: await nodeTokenizer('13a') });
    const hyp = splitLines(read('de-en/hyp.Online-B.en'))[segment] as string;
    const ref = splitLines(read('de-en/ref.A.en'))[segment] as string;
    const stats = bleu.segmentStatistics(hyp, [ref]);
    const hypSpans = page.getByTestId('detail-hyp').locator('span.tok');
    expect(await hypSpans.allTextContents()).toEqual(bleu.tokenize(hyp));
    expect(await page.getByTestId('detail-ref-1').locator('span.tok').allTextContents()).toEqual(bleu.tokenize(ref));
    const rows = await page.getByTestId('detail-orders').locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td.num'), (td) => Number(td.textContent))),
    );
    expect(rows).toEqual([1, 2, 3, 4].map((n) => [stats[1 + n], stats[5 + n]]));
    expect(stats[3]).toBeGreaterThan(0); // this segment has 2-gram matches to highlight
    expect(await hypSpans.evaluateAll((spans) => spans.some((s) => Number(s.dataset['order']) >= 2))).toBe(true);
    // Only 1-grams: exactly the clipped unigram matches are marked.
    await detail.getByLabel('1-grams').check();
    expect(await page.getByTestId('detail-hyp').locator('span.tok[data-order="1"]').count()).toBe(stats[2]);

    // Sorting by sentence BLEU puts the best segment first.
    await page.getByTestId('sort-score').click();
    const scores = await page.getByTestId('sentence-score').allTextContents();
    expect(scores.map(Number)).toEqual([...scores.map(Number)].sort((a, b) => b - a));

    await detail.getByLabel('highest order').check();
    await page.getByTestId('segment-detail').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(results, 'playground.png'), fullPage: true });

    // Phone width: nothing overflows sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(results, 'playground-phone.png') });
    await page.close();
  }, 60_000);

  it("shows chrF++ and TER beside BLEU as the CLI prints them, and TER's edit path of a segment", async () => {
    const page = await openApp();
    await page.getByTestId('tokenizer-select').selectOption('13a');
    await page.getByTestId('chrf-select').selectOption('chrF++');
    await page.getByTestId('hyp-input').fill(read('de-en/hyp.LT22.en'));
    await page.getByTestId('ref-input').fill(read('de-en/ref.A.en'));
    await page.getByTestId('score-button').click();
    await waitIdle(page);
    const [chrf, ter] = cliOutput([file('de-en/ref.A.en'), '-i', file('de-en/hyp.LT22.en'), '-m', 'chrf', 'ter', '-cw', '2', '-b', '-w', '2', '-f', 'text']).trim().split('\n');
    expect(await page.getByTestId('metric-score-chrF2++').textContent()).toBe(chrf);
    expect(await page.getByTestId('metric-score-TER').textContent()).toBe(ter);

    // Sentence TER in the table is @bleukit/ter's, and a segment's edit path is too.
    const terMetric = createTer();
    const hyps = splitLines(read('de-en/hyp.LT22.en'));
    const refs = splitLines(read('de-en/ref.A.en'));
    const shown = await page.getByTestId('sentence-TER').allTextContents();
    expect(shown.slice(0, 20)).toEqual(hyps.slice(0, 20).map((hyp, i) => formatFixed(terMetric.sentenceScore(hyp, [refs[i] as string]).score, 2)));
    const segment = hyps.findIndex((hyp, i) => terMetric.editPath(hyp, [refs[i] as string]).shifts.length >= 2);
    expect(segment).toBeGreaterThanOrEqual(0);
    expect(segment).toBeLessThan(100); // on the first page of the table
    const path = terMetric.editPath(hyps[segment] as string, [refs[segment] as string]);
    await page.getByTestId(`segment-${segment + 1}`).click();
    const terPath = page.getByTestId('ter-path');
    await terPath.waitFor();
    expect(await page.getByTestId('ter-shifts').locator('li').count()).toBe(path.shifts.length);
    expect(await page.getByTestId('ter-shifts').locator('li').first().textContent()).toContain(path.shifts[0]?.words.join(' '));
    expect(await page.getByTestId('ter-alignment').locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-op')))).toEqual(
      path.operations.map((op) => op.type),
    );
    expect(await page.getByTestId('ter-summary').textContent()).toMatch(new RegExp(`^${path.edits} edits = ${path.shifts.length} shifts \\+ `));
    await terPath.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(results, 'playground-ter.png'), fullPage: true });
    await page.close();
  }, 60_000);

  it('says when Japanese references are not split by the tokenizer, and switches to ja-mecab in one click', async () => {
    const page = await openApp();
    await page.getByTestId('tokenizer-select').selectOption('13a');
    await page.getByTestId('hyp-input').fill(read('en-ja/hyp.KYB.ja'));
    await page.getByTestId('ref-input').fill(read('en-ja/ref.A.ja'));
    await page.getByTestId('score-button').click();
    await waitIdle(page);
    const notice = page.getByTestId('cjk-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^The references are mostly Japanese \(\d+% of the characters in scripts written without spaces; \d+\.\d characters between spaces on average\), and the 13a tokenizer does not split these scripts: BLEU counts whole runs of text as words, so it is not comparable to sacreBLEU's BLEU with ja-mecab\./);
    // RIBES, on the same words, gets the same note.
    expect(await page.getByTestId('cjk-notice-ribes').textContent()).toMatch(/^RIBES, on the same words, aligns those runs, not words/);
    expect(await page.locator('[data-metric="RIBES"] code').textContent()).toContain('|tok:13a|');
    await page.getByTestId('cjk-switch').click();
    await expect.poll(() => page.getByTestId('tokenizer-select').inputValue()).toBe('ja-mecab');
    const expected = await cliScore(file('en-ja/hyp.KYB.ja'), [file('en-ja/ref.A.ja')], 'ja-mecab');
    await expect.poll(() => page.getByTestId('score').textContent(), { timeout: 60_000 }).toBe(expected);
    await waitIdle(page);
    expect(await notice.isHidden()).toBe(true);
    expect(await page.locator('[data-metric="RIBES"] code').textContent()).toContain('|tok:ja-mecab-');
    await page.close();
  }, 90_000);

  it('starts TER on Japanese normalized with Asian support, says when the user turns that off, and switches back in one click, as the CLI does', async () => {
    const page = await openApp();
    const { hyp: hypFile, ref: refFile } = literalJa;
    const terSignature = () => page.locator('[data-metric="TER"] code').textContent();
    await page.getByTestId('chrf-select').selectOption('off');
    // A tokenizer that splits Japanese, so that BLEU has nothing to say and TER's note stands alone.
    await pasteAndScore(page, 'char', literalJa);
    await waitIdle(page);
    const [asian] = cliOutput([refFile, '-i', hypFile, '-m', 'ter', '--ter-asian-support', '--ter-normalized', '-b', '-w', '2']).trim().split('\n');
    expect(Number(asian)).toBeLessThan(100);
    // Nothing clicked: Japanese references start TER with the options that split them, and say why.
    expect(await page.getByTestId('ter-normalized').isChecked()).toBe(true);
    expect(await page.getByTestId('ter-asian').isChecked()).toBe(true);
    expect(await page.getByTestId('ter-reason').textContent()).toMatch(/^Normalized with Asian support: the references are Japanese, written without spaces/);
    expect(await page.getByTestId('ter-reason').isVisible()).toBe(true);
    expect(await page.getByTestId('metric-score-TER').textContent()).toBe(asian);
    expect(await terSignature()).toMatch(/^nrefs:1\|case:lc\|tok:tercom\|norm:yes\|punct:yes\|asian:yes\|version:bleukit-/);
    const notice = page.getByTestId('ter-cjk-notice');
    expect(await notice.isHidden()).toBe(true);
    await page.locator('#settings').screenshot({ path: join(results, 'playground-ter-start.png') });

    // The user's choice stands: sacreBLEU's defaults, and then the note.
    await page.getByTestId('ter-asian').uncheck();
    await page.getByTestId('ter-normalized').uncheck();
    await page.waitForFunction(() => /\|norm:no\|punct:yes\|asian:no\|/.test(document.querySelector('[data-metric="TER"] code')?.textContent ?? ''));
    await waitIdle(page);
    expect(await page.getByTestId('ter-reason').isHidden()).toBe(true);
    await notice.waitFor();
    expect(await page.getByTestId('cjk-notice').isHidden()).toBe(true);
    expect(await notice.textContent()).toMatch(/^TER: the references are mostly Japanese \(\d+% of the characters in scripts written without spaces; [^)]*\), and TER splits words only at spaces/);
    expect(await notice.textContent()).toContain('--ter-asian-support --ter-normalized');
    const [plain] = cliOutput([refFile, '-i', hypFile, '-m', 'ter', '-b', '-w', '2']).trim().split('\n');
    expect(plain).toBe('100.00'); // samples/en-ja/sacrebleu-chrf-ter.txt: 100.0
    expect(await page.getByTestId('metric-score-TER').textContent()).toBe(plain);
    const lines = splitLines(readFileSync(hypFile, 'utf8')).length;
    expect(await page.getByTestId('sentence-TER').allTextContents()).toEqual(Array.from({ length: lines }, () => '100.00'));

    await page.screenshot({ path: join(results, 'playground-ter-note.png') });
    await page.getByTestId('ter-asian-switch').click();
    expect(await page.getByTestId('ter-normalized').isChecked()).toBe(true);
    expect(await page.getByTestId('ter-asian').isChecked()).toBe(true);
    await page.waitForFunction(() => document.querySelector('[data-metric="TER"] code')?.textContent?.includes('asian:yes'));
    await waitIdle(page);
    expect(await page.getByTestId('metric-score-TER').textContent()).toBe(asian);
    expect(await terSignature()).toMatch(/^nrefs:1\|case:lc\|tok:tercom\|norm:yes\|punct:yes\|asian:yes\|version:bleukit-/);
    expect(await notice.isHidden()).toBe(true);
    // A segment's edit path uses the same options: words are kanji and kana runs, not lines.
    await page.getByTestId('segment-1').click();
    await page.getByTestId('ter-path').waitFor();
    const ter = createTer({ normalized: true, asianSupport: true });
    const [hyp, ref] = [splitLines(readFileSync(hypFile, 'utf8'))[0] as string, splitLines(readFileSync(refFile, 'utf8'))[0] as string];
    expect(await page.getByTestId('ter-alignment').locator('tbody tr').count()).toBe(ter.editPath(hyp, [ref]).operations.length);
    await page.close();
  }, 60_000);

  it('scores RIBES on ja-mecab words as `bleukit -m ribes` and `bleukit ribes -tok ja-mecab` do, and draws a segment\'s word alignment with the crossing pairs', async () => {
    const page = await openApp();
    const { hyp: hypFile, ref: refFile } = literalJa;
    await pasteAndScore(page, 'ja-mecab', literalJa);
    await page.waitForFunction(() => document.getElementById('signature')?.textContent?.includes('tok:ja-mecab'), undefined, { timeout: 120_000 });
    await waitIdle(page);
    const ribes = createRibes({ tokenizer: await nodeTokenizer('ja-mecab') });
    const hyps = splitLines(readFileSync(hypFile, 'utf8'));
    const refs = splitLines(readFileSync(refFile, 'utf8'));
    const corpus = ribes.corpusScore(hyps, [refs]);
    expect(await page.getByTestId('metric-score-RIBES').textContent()).toBe(ribes.format(corpus, { width: 2, scoreOnly: true }));
    // RIBES.py's number, as `bleukit ribes -tok ja-mecab` (a drop-in for RIBES.py) prints it.
    const [cliCorpus] = cliOutput(['ribes', '-tok', 'ja-mecab', '-r', refFile, hypFile]).split(' ');
    expect(cliCorpus).toMatch(/^0\.\d{6}$/);
    expect(await page.getByTestId('ribes-py-value').textContent()).toBe(` (RIBES.py: ${cliCorpus})`);
    const cliSentences = cliOutput(['ribes', '-s', '-tok', 'ja-mecab', '-r', refFile, hypFile]).trim().split('\n').slice(0, -1).map((line) => line.split(' ')[0]);
    expect(cliSentences).toHaveLength(hyps.length);
    const shown = await page.getByTestId('sentence-RIBES').allTextContents();
    expect(shown).toEqual(hyps.map((hyp, i) => formatFixed(ribes.sentenceScore(hyp, [refs[i] as string]).score, 2)));
    // And as `bleukit -m ribes` prints them, corpus and sentence level (-tok ja-mecab, as -l en-ja picks).
    const metricArgs = [refFile, '-i', hypFile, '-tok', 'ja-mecab', '-m', 'ribes', '-b', '-w', '2'];
    expect(await page.getByTestId('metric-score-RIBES').textContent()).toBe(cliOutput(metricArgs).trim());
    expect(shown).toEqual(cliOutput([...metricArgs, '--sentence-level']).trim().split('\n'));
    expect(await page.locator('[data-metric="RIBES"] code').textContent()).toBe(
      (JSON.parse(cliOutput([refFile, '-i', hypFile, '-tok', 'ja-mecab', '-m', 'ribes'])) as { signature: string }).signature,
    );

    // The segment with the most crossing pairs: its alignment and pairs are the library's.
    const explained = hyps.map((hyp, i) => ribes.explain(hyp, [refs[i] as string]));
    const segment = explained.reduce((best, e, i) => (crossingPairs(e.alignment).length > crossingPairs((explained[best] as typeof e).alignment).length ? i : best), 0);
    const expected = explained[segment] as (typeof explained)[number];
    const pairs = crossingPairs(expected.alignment);
    expect(pairs.length).toBeGreaterThan(0);
    await page.getByTestId(`segment-${segment + 1}`).click();
    const picture = page.getByTestId('ribes-alignment');
    await picture.waitFor();
    expect(await picture.locator('.hyp text').evaluateAll((texts) => texts.map((text) => text.firstChild?.textContent))).toEqual(expected.hypothesis);
    expect(await picture.locator('.ref text').evaluateAll((texts) => texts.map((text) => text.textContent))).toEqual(expected.reference);
    const lines = await picture.locator('line').evaluateAll((elements) =>
      elements.map((line) => ({
        hyp: Number(line.getAttribute('data-hyp')),
        ref: Number(line.getAttribute('data-ref')),
        crosses: Number(line.getAttribute('data-crosses')),
        moved: line.classList.contains('moved'),
        x1: Number(line.getAttribute('x1')),
        x2: Number(line.getAttribute('x2')),
      })),
    );
    const alignment = Array.from(expected.alignment);
    expect(lines.map(({ hyp, ref }) => [hyp, ref])).toEqual(alignment.flatMap((ref, hyp) => (ref < 0 ? [] : [[hyp, ref]])));
    expect(lines.map(({ hyp, crosses }) => [hyp, crosses])).toEqual(lines.map(({ hyp }) => [hyp, pairs.filter((pair) => pair.includes(hyp)).length]));
    // Every crossing pair has a word marked as moved.
    const moved = new Set(lines.filter((line) => line.moved).map((line) => line.hyp));
    expect(moved.size).toBeGreaterThan(0);
    for (const [i, j] of pairs) expect(moved.has(i) || moved.has(j), `${i},${j}`).toBe(true);
    // Laid out: two aligned lines that cross in the picture are a crossing pair, and the reverse.
    for (const [i, j] of pairs) {
      const [a, b] = [lines.find((line) => line.hyp === i), lines.find((line) => line.hyp === j)] as { x1: number; x2: number }[];
      expect(a!.x1).toBeLessThan(b!.x1);
      expect(a!.x2).toBeGreaterThanOrEqual(b!.x2);
    }
    expect(await page.getByTestId('ribes-crossing').locator('li').evaluateAll((items) => items.map((item) => item.getAttribute('data-pair')))).toEqual(
      pairs.slice(0, 40).map((pair) => pair.join(',')),
    );
    // The list's two columns side by side, apart, at widths where list markers used to hang over
    // the first column's longest lines: each item's number and words inside its own box.
    for (const width of [1200, 930, 820]) {
      await page.setViewportSize({ width, height: 900 });
      const layout = await crossingListLayout(page);
      expect(layout.columns, `${width} px`).toHaveLength(2);
      const [first, second] = layout.columns as [Box, Box];
      expect(first.right, `${width} px`).toBeLessThanOrEqual(second.left);
      expect(layout.markersOutside, `${width} px`).toBe(false);
      expect(layout.numbered, `${width} px`).toBe(true);
      expect(layout.textOutside, `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1200, height: 900 });
    expect(await page.getByTestId('ribes-factors').textContent()).toContain(`= ${cliSentences[segment]}`);
    await page.getByTestId('ribes-detail').scrollIntoViewIfNeeded();
    await page.getByTestId('ribes-detail').screenshot({ path: join(results, 'playground-ribes.png') });
    await page.close();
  }, 150_000);

  it('compares dropped systems with a paired bootstrap and scores them as a peer preset', async () => {
    const page = await openApp();
    await page.getByTestId('tokenizer-select').selectOption('13a');
    await dropFile(page, 'ref-drop', 'ref.A.en', read('de-en/ref.A.en'));
    await dropFile(page, 'ref-drop', 'ref.B.en', read('de-en/ref.B.en'));
    await dropFile(page, 'hyp-drop', 'hyp.Online-B.en', read('de-en/hyp.Online-B.en'));
    await dropFile(page, 'hyp-drop', 'hyp.LT22.en', read('de-en/hyp.LT22.en'));
    await page.getByTestId('preset-select').selectOption('nltk');
    await page.getByTestId('score-button').click();
    await waitIdle(page);
    const refs = [file('de-en/ref.A.en'), file('de-en/ref.B.en')];
    const expected = [
      await cliScore(file('de-en/hyp.Online-B.en'), refs, '13a'),
      await cliScore(file('de-en/hyp.LT22.en'), refs, '13a'),
    ];
    expect(expected).toEqual(['47.52', '39.35']); // expected-bleu.tsv, refs A+B
    expect(await page.getByTestId('system-score').allTextContents()).toEqual(expected);
    expect(await page.getByTestId('score').textContent()).toBe(expected[0]);
    const intervals = await page.getByTestId('system-ci').allTextContents();
    expect(intervals).toHaveLength(2);
    for (const text of intervals) expect(text).toMatch(/^\d+\.\d\d ± \d+\.\d\d$/);
    expect(await page.getByTestId('signature').textContent()).toMatch(/^nrefs:2\|/);
    const nltk = scorePreset(
      resolvePreset('nltk'),
      splitLines(read('de-en/hyp.Online-B.en')),
      [splitLines(read('de-en/ref.A.en')), splitLines(read('de-en/ref.B.en'))],
    );
    // NLTK prints a float's repr; the browser's V8 may differ from Node's in the last bit of exp/log.
    const peer = Number(await page.getByTestId('peer-score').locator('code').textContent());
    expect(Math.abs(peer - Number(nltk.formatted))).toBeLessThanOrEqual(1e-12 * Number(nltk.formatted));
    await page.close();
  }, 60_000);

  it('scores en-ja with ja-mecab (dictionary loaded with a progress bar) exactly as the CLI prints it', async () => {
    const page = await openApp();
    const messages = await recordStatus(page);
    // A file dropped on a text box becomes its text.
    await page.getByTestId('hyp-input').evaluate((box, content) => {
      const data = new DataTransfer();
      data.items.add(new File([content], 'hyp.NT5.ja', { type: 'text/plain' }));
      box.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, read('en-ja/hyp.NT5.ja'));
    await expect.poll(() => page.getByTestId('hyp-input').inputValue()).toBe(read('en-ja/hyp.NT5.ja'));
    await page.getByTestId('ref-input').fill(read('en-ja/ref.A.ja'));
    await page.getByTestId('tokenizer-select').selectOption('ja-mecab');
    await page.getByTestId('score-button').click();
    await page.waitForFunction(() => document.getElementById('signature')?.textContent?.includes('tok:ja-mecab'), undefined, { timeout: 120_000 });
    await waitIdle(page);
    const expected = await cliScore(file('en-ja/hyp.NT5.ja'), [file('en-ja/ref.A.ja')], 'ja-mecab');
    expect(expected).toBe('29.07'); // expected-bleu.tsv: 29.0728
    expect(await page.getByTestId('score').textContent()).toBe(expected);
    expect(messages.some((m) => /IPADIC dictionary: [\d.]+ of [\d.]+ MB/.test(m))).toBe(true);
    await page.close();
  }, 150_000);

  it('scores dropped 10k-line files in the worker while the page keeps answering', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bleukit-playground-'));
    const big = (name: string) => {
      const lines = splitLines(read(name));
      const copies = Math.ceil(10_000 / lines.length);
      writeFileSync(join(dir, name.replace('/', '.')), Array.from({ length: copies }, () => lines.join('\n')).join('\n') + '\n');
      return { path: join(dir, name.replace('/', '.')), name: name.replace('/', '.'), count: copies * lines.length };
    };
    const ref = big('de-en/ref.B.en');
    const systems = [big('de-en/hyp.PROMT.en'), big('de-en/hyp.LT22.en')];
    expect(ref.count).toBeGreaterThanOrEqual(10_000);

    const page = await openApp();
    await page.getByTestId('tokenizer-select').selectOption('13a');
    // Count animation frames painted and clicks answered while the worker scores.
    await page.evaluate(() => {
      const probe = { busyFrames: 0, busyClicks: 0, progress: new Set<string>(), start: 0, end: 0 };
      (window as unknown as { probe: typeof probe }).probe = probe;
      const tick = (now: number) => {
        if (document.body.hasAttribute('data-busy')) {
          probe.start ||= now;
          probe.end = now;
          probe.busyFrames++;
          probe.progress.add(String((document.getElementById('progress') as HTMLProgressElement).value));
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      document.getElementById('lowercase')?.addEventListener('click', (e) => {
        e.preventDefault(); // the probe click must not change the settings
        if (document.body.hasAttribute('data-busy')) probe.busyClicks++;
      });
    });
    await dropFile(page, 'ref-drop', ref.name, readFileSync(ref.path, 'utf8'));
    await dropFile(page, 'hyp-drop', systems[0]!.name, readFileSync(systems[0]!.path, 'utf8'));
    await dropFile(page, 'hyp-drop', systems[1]!.name, readFileSync(systems[1]!.path, 'utf8'));
    await page.getByTestId('score-button').click();
    await page.waitForFunction(() => document.body.hasAttribute('data-busy'));
    // While scoring: a requestAnimationFrame round-trip completes and a click is handled.
    while (await page.evaluate(() => document.body.hasAttribute('data-busy'))) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await page.getByTestId('lowercase').click({ timeout: 5_000 }).catch(() => undefined);
    }
    await waitIdle(page);
    const probe = await page.evaluate(() => {
      const p = (window as unknown as { probe: { busyFrames: number; busyClicks: number; progress: Set<string>; start: number; end: number } }).probe;
      return { busyFrames: p.busyFrames, busyClicks: p.busyClicks, progress: p.progress.size, busyMs: Math.round(p.end - p.start) };
    });
    console.log(`[playground] 2 systems × ${ref.count} lines (13a, paired bootstrap) scored in the worker`, probe);
    expect(probe.busyFrames).toBeGreaterThan(2);
    expect(probe.busyClicks).toBeGreaterThan(0);
    expect(probe.progress).toBeGreaterThan(1);
    const expected = [await cliScore(systems[0]!.path, [ref.path], '13a'), await cliScore(systems[1]!.path, [ref.path], '13a')];
    expect(await page.getByTestId('system-score').allTextContents()).toEqual(expected);
    expect(await page.getByTestId('status-text').textContent()).toContain(`${ref.count.toLocaleString('en')} segments × 2 system(s)`);
    await page.close();
  }, 120_000);

  it('loads every tokenizer on demand and scores with it as Node does', async () => {
    const page = await openApp();
    const hyp = read('en-ja/hyp.KYB.ja').split('\n').slice(0, 20).join('\n');
    const ref = read('en-ja/ref.A.ja').split('\n').slice(0, 20).join('\n');
    await page.getByTestId('hyp-input').fill(hyp);
    await page.getByTestId('ref-input').fill(ref);
    // SentencePiece needs a model file: its own test below.
    for (const choice of TOKENIZER_CHOICES.filter((entry) => !entry.model)) {
      await page.getByTestId('tokenizer-select').selectOption(choice.id);
      await page.getByTestId('score-button').click();
      await waitIdle(page, 120_000);
      const signature = (await page.getByTestId('signature').textContent()) ?? '';
      const score = await page.getByTestId('score').textContent();
      if (choice.id === 'intl-segmenter') {
        // Its name carries the runtime's ICU and Unicode versions, which differ from Node's.
        expect(signature).toMatch(/\|tok:intl-segmenter[^|]*\|/);
        continue;
      }
      const tokenizer = choice.id === 'ja-mecab' ? await nodeTokenizer('ja-mecab') : await loadTokenizer(choice.id);
      const bleu = createBleu({ tokenizer });
      expect(signature, choice.id).toContain(`|tok:${tokenizer.name}|`);
      expect(score, choice.id).toBe(formatFixed(bleu.corpusScore(splitLines(hyp), [splitLines(ref)]).score, 2));
    }
    await page.close();
  }, 180_000);

  it('scores spBLEU with a chosen SentencePiece model exactly as the CLI prints it', async () => {
    const page = await openApp();
    const root = join(app, '..', '..');
    await page.getByTestId('hyp-input').fill(readFileSync(join(root, 'samples/en-ja/hyp.literal.ja'), 'utf8'));
    await page.getByTestId('ref-input').fill(readFileSync(join(root, 'samples/en-ja/ref.ja'), 'utf8'));
    await page.getByTestId('tokenizer-select').selectOption('spm');
    // Without a model the page says what to do instead of scoring.
    await page.getByTestId('score-button').click();
    await expect.poll(() => page.locator('#status-text').textContent()).toMatch(/needs a model: choose its \.model file/);
    await page.getByTestId('spm-model').setInputFiles(join(root, 'samples/spm/samples.model'));
    await page.waitForFunction(() => document.getElementById('signature')?.textContent?.includes('tok:spm-'), undefined, { timeout: 60_000 });
    await waitIdle(page);
    const model = join(root, 'samples/spm/samples.model');
    const [score] = cliOutput([join(root, 'samples/en-ja/ref.ja'), '-i', join(root, 'samples/en-ja/hyp.literal.ja'), '-tok', 'flores200', '--spm-model', model, '-b', '-w', '2']).trim().split('\n');
    expect(await page.getByTestId('score').textContent()).toBe(score);
    expect(await page.getByTestId('signature').textContent()).toContain('|tok:spm-3427bf379e49|');
    await page.close();
  }, 120_000);

  it("scores METEOR (WordNet downloaded with progress) as `bleukit -m meteor` prints it, corpus and every segment, sorts by it, and labels a segment's links by stage against the best reference", async () => {
    const page = await openApp();
    const messages = await recordStatus(page);
    const refFiles = [file('de-en/ref.A.en'), file('de-en/ref.B.en')];
    const hypFile = file('de-en/hyp.Online-B.en');
    await page.getByTestId('tokenizer-select').selectOption('13a');
    await dropFile(page, 'ref-drop', 'ref.A.en', read('de-en/ref.A.en'));
    await dropFile(page, 'ref-drop', 'ref.B.en', read('de-en/ref.B.en'));
    await page.getByTestId('hyp-input').fill(read('de-en/hyp.Online-B.en'));
    // Off until chosen: WordNet is downloaded only then.
    expect(await page.getByTestId('meteor-toggle').isChecked()).toBe(false);
    expect(await page.getByTestId('meteor-alpha').isHidden()).toBe(true);
    await page.getByTestId('meteor-toggle').check();
    expect(await page.getByTestId('meteor-alpha').isVisible()).toBe(true);
    const started = performance.now();
    await page.getByTestId('score-button').click();
    await waitMeteor(page, /\|tok:13a\|/);
    console.log(`[playground] METEOR, 300 segments × 2 references (13a), WordNet downloaded and read: ${Math.round(performance.now() - started)} ms from the click`);
    expect(messages.some((m) => /^Loading WordNet 3\.0 for METEOR: [\d.]+ of [\d.]+ MB$/.test(m))).toBe(true);

    // The command line's corpus score, signature (JSON) and sentence lines, at 2 decimals as the page shows them.
    const cliArgs = [...refFiles, '-i', hypFile, '-tok', '13a', '-m', 'meteor', '-w', '2'];
    const corpusText = cliOutput([...cliArgs, '-b']).trim();
    const json = JSON.parse(cliOutput([...cliArgs, '-f', 'json'])) as { name: string; score: number; signature: string };
    expect(json.name).toBe('METEOR');
    expect(await page.getByTestId('metric-score-METEOR').textContent()).toBe(corpusText);
    expect(json.score).toBe(Number(corpusText));
    expect(await page.locator('[data-metric="METEOR"] code').textContent()).toBe(json.signature);
    expect(await page.locator('[data-metric="METEOR"] code').getAttribute('title')).toBe(`METEOR|${json.signature} = ${corpusText}`);
    // Every segment's score, all 300 rows shown: `-sl` prints one line per segment.
    await page.locator('button.more').click();
    const cliSentences = cliOutput([...cliArgs, '-b', '--sentence-level']).trim().split('\n');
    const hyps = splitLines(readFileSync(hypFile, 'utf8'));
    expect(cliSentences).toHaveLength(hyps.length);
    expect(await page.getByTestId('sentence-METEOR').allTextContents()).toEqual(cliSentences);
    // And the library's values, which the sort and the detail below are checked against.
    const meteor = await nodeMeteor('13a');
    const refs = refFiles.map((path) => splitLines(readFileSync(path, 'utf8')));
    expect(meteor.format(meteor.corpusScore(hyps, refs), { width: 2, scoreOnly: true })).toBe(corpusText);
    const sentences = hyps.map((hyp, i) => meteor.sentenceScore(hyp, refs.map((stream) => stream[i] as string)).score);
    expect(sentences.map((score) => formatFixed(score, 2))).toEqual(cliSentences);
    // Sorted by METEOR, best first.
    await page.getByTestId('sort-metric-METEOR').click();
    expect(await page.getByTestId('sort-metric-METEOR').evaluate((button) => button.parentElement?.getAttribute('aria-sort'))).toBe('descending');
    const order = sentences.map((score, i) => [score, i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    expect(await page.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-segment'))))).toEqual(order.map(([, i]) => i));

    // A segment whose best reference is the second, aligned with stem and synonym matches.
    const explained = hyps.map((hyp, i) => meteor.explain(hyp, refs.map((stream) => stream[i] as string)));
    const segment = explained.findIndex((e) => e.referenceIndex === 1 && ['stem', 'synonym'].every((stage) => e.matches.some((m) => m.stage === stage)));
    expect(segment).toBeGreaterThanOrEqual(0);
    const expected = explained[segment] as (typeof explained)[number];
    await page.getByTestId(`segment-${segment + 1}`).click();
    const detail = page.getByTestId('meteor-detail');
    await detail.waitFor();
    expect(await page.getByTestId('meteor-reference').textContent()).toBe('Against ref.B.en, the best of the 2 references (METEOR takes the highest).');
    const picture = page.getByTestId('meteor-alignment');
    expect(await picture.locator('.hyp text').evaluateAll((texts) => texts.map((text) => text.firstChild?.textContent))).toEqual(expected.hypothesis);
    expect(await picture.locator('.ref text').evaluateAll((texts) => texts.map((text) => text.firstChild?.textContent))).toEqual(expected.reference);
    const lines = await picture.locator('line').evaluateAll((elements) =>
      elements.map((line) => {
        const style = getComputedStyle(line);
        return { hyp: Number(line.getAttribute('data-hyp')), ref: Number(line.getAttribute('data-ref')), stage: line.getAttribute('data-stage'), stroke: style.stroke, dash: style.strokeDasharray, x1: Number(line.getAttribute('x1')), title: line.querySelector('title')?.textContent };
      }),
    );
    expect(lines.map(({ hyp, ref, stage }) => [hyp, ref, stage])).toEqual(expected.matches.map((m) => [m.hypothesis, m.reference, m.stage]));
    expect(lines.every((line) => line.x1 >= 0 && line.title?.endsWith(`: ${STAGE_LABELS[line.stage as keyof typeof STAGE_LABELS]}`))).toBe(true);
    // Each stage is drawn apart from the others in colour and in dash, not in colour alone.
    const look = (stage: string) => lines.find((line) => line.stage === stage) as (typeof lines)[number];
    const looks = ['exact', 'stem', 'synonym'].map((stage) => look(stage));
    expect(new Set(looks.map((line) => line.stroke)).size).toBe(3);
    expect(new Set(looks.map((line) => line.dash)).size).toBe(3);
    // The links in words, each with its stage's label.
    const links = await page.getByTestId('meteor-links').locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => [row.getAttribute('data-stage'), row.querySelectorAll('td')[2]?.textContent]),
    );
    expect(links).toEqual(expected.matches.map((m) => [m.stage, STAGE_LABELS[m.stage]]));
    // The numbers behind the value.
    const numbers = Object.fromEntries(
      await page.getByTestId('meteor-numbers').locator('tr').evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-term'), row.querySelector('td.num')?.textContent])),
    );
    expect(numbers).toEqual({
      Matches: String(expected.matches.length),
      Chunks: String(expected.chunks),
      Precision: formatFixed(expected.precision, 4),
      Recall: formatFixed(expected.recall, 4),
      Fmean: formatFixed(expected.fmean, 4),
      Penalty: formatFixed(expected.penalty, 4),
      METEOR: formatFloat(expected.value),
    });
    expect(await detail.locator('h3').textContent()).toBe(`METEOR ${formatFixed(sentences[segment] as number, 2)}: exact, stem and synonym matches`);
    await detail.scrollIntoViewIfNeeded();
    await detail.screenshot({ path: join(results, 'playground-meteor.png') });
    // The numbers and the picture alone (the README's screenshot-meteor.png).
    const [top, bottom] = [await detail.locator('h3').boundingBox(), await detail.locator('.alignment-scroll').boundingBox()];
    const scrollY = await page.evaluate(() => window.scrollY);
    if (top && bottom) {
      const clip = { x: bottom.x - 8, y: scrollY + top.y - 8, width: bottom.width + 16, height: bottom.y + bottom.height - top.y + 16 };
      await page.screenshot({ path: join(results, 'playground-meteor-alignment.png'), fullPage: true, clip });
    }

    // Phone width: the detail scrolls inside its boxes, the page does not overflow sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1200, height: 900 });

    // The form's parameters and case: the metric's own options.
    await page.getByTestId('meteor-gamma').fill('0.4');
    await page.getByTestId('meteor-case-sensitive').check();
    await waitMeteor(page, /\|case:mixed\|.*\|gamma:0\.4\|/);
    const tunedArgs = [...cliArgs, '--meteor-gamma', '0.4', '--meteor-case-sensitive'];
    expect(await page.getByTestId('metric-score-METEOR').textContent()).toBe(cliOutput([...tunedArgs, '-b']).trim());
    expect(await page.locator('[data-metric="METEOR"] code').textContent()).toBe((JSON.parse(cliOutput([...tunedArgs, '-f', 'json'])) as { signature: string }).signature);
    // In file order again, all rows.
    await page.getByTestId('sort-index').click();
    await page.locator('button.more').click();
    expect(await page.getByTestId('sentence-METEOR').allTextContents()).toEqual(cliOutput([...tunedArgs, '-b', '--sentence-level']).trim().split('\n'));
    await page.close();
  }, 120_000);

  it('works offline once loaded (service worker cache)', async () => {
    const page = await openApp();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await setup.browser.context.setOffline(true);
    try {
      await page.reload();
      await page.getByTestId('tokenizer-select').selectOption('13a');
      await page.getByTestId('hyp-input').fill('The cat sat on the mat.\n');
      await page.getByTestId('ref-input').fill('The cat sat on the mat.\n');
      await page.getByTestId('score-button').click();
      await waitIdle(page);
      expect(await page.getByTestId('score').textContent()).toBe('100.00');
    } finally {
      await setup.browser.context.setOffline(false);
      await page.close();
    }
  }, 60_000);

  it("scores METEOR offline once WordNet's tables have been fetched (service worker cache)", async () => {
    const page = await openApp();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    const [hyp, ref] = ['The cats bought a new auto .', 'The cat bought a new car .'];
    const scoreMeteor = async () => {
      await page.getByTestId('tokenizer-select').selectOption('13a');
      await page.getByTestId('hyp-input').fill(`${hyp}\n`);
      await page.getByTestId('ref-input').fill(`${ref}\n`);
      await page.getByTestId('meteor-toggle').check();
      await page.getByTestId('score-button').click();
      await waitMeteor(page, /\|tok:13a\|/);
      return page.getByTestId('metric-score-METEOR').textContent();
    };
    const meteor = await nodeMeteor('13a');
    const expected = meteor.format(meteor.sentenceScore(hyp, [ref]), { width: 2, scoreOnly: true });
    expect(await scoreMeteor()).toBe(expected);
    const cached = await page.evaluate(async () => {
      const urls = await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)));
      return urls.flat().filter((url) => /\/wordnet\/wordnet-[0-9a-f]{12}\.txt\.gz$/.test(url));
    });
    expect(cached).toHaveLength(1);
    await setup.browser.context.setOffline(true);
    try {
      await page.reload();
      expect(await scoreMeteor()).toBe(expected);
    } finally {
      await setup.browser.context.setOffline(false);
      await page.close();
    }
  }, 60_000);

  it("drops the old build's cache on update, and the old dictionary's only once the dictionary is replaced", async () => {
    setup.check();
    // A copy of the build on its own origin, whose sw.js is then rewritten as the next builds' would be.
    const copy = mkdtempSync(join(tmpdir(), 'bleukit-playground-sw-'));
    cpSync(dist, copy, { recursive: true });
    const worker = join(copy, 'sw.js');
    const script = readFileSync(worker, 'utf8');
    const constant = (name: string) => (new RegExp(`^const ${name} = "([0-9a-f]+)";$`, 'm').exec(script) ?? [])[1] as string;
    const [version, runtimeVersion] = [constant('VERSION'), constant('RUNTIME_VERSION')];
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(runtimeVersion).toMatch(/^[0-9a-f]{16}$/);
    const nextBuild = (versions: { build: string; runtime: string }) =>
      writeFileSync(worker, script.replace(`"${version}"`, `"${versions.build}"`).replace(`"${runtimeVersion}"`, `"${versions.runtime}"`));
    const dictionary = `ipadic/${readdirSync(join(copy, 'ipadic'))[0] as string}`;
    const copyServer = await serveStatic(copy);
    const page = await setup.browser.context.newPage();
    try {
      await page.goto(copyServer.url);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      // ja-mecab's dictionary, fetched through the worker, lands in the runtime cache; a cache of
      // an older build, one from before runtime caches were versioned and another app's are there too.
      await page.evaluate(async (path) => {
        await (await fetch(path)).arrayBuffer();
        await (await caches.open('bleukit-playground-0123456789abcdef')).put('./old.js', new Response('old'));
        await (await caches.open('bleukit-playground-runtime')).put('./ipadic/ipadic-000000000000.bin.gz', new Response('old'));
        await (await caches.open('another-app')).put('./x', new Response('x'));
      }, dictionary);
      const keys = () => page.evaluate(async () => (await caches.keys()).sort());
      const cached = (name: string, path: string) => page.evaluate(async ([n, p]) => (await (await caches.open(n as string)).match(p as string)) !== undefined, [name, path]);
      const update = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          await registration?.update();
          const next = registration?.installing ?? registration?.waiting;
          if (!next) throw new Error('the rewritten sw.js was not installed');
          await new Promise<void>((resolve) => {
            const done = () => next.state === 'activated' && resolve();
            next.addEventListener('statechange', done);
            done();
          });
        });
      const runtime = `bleukit-playground-runtime-${runtimeVersion}`;
      expect(await keys()).toEqual(['another-app', `bleukit-playground-${version}`, 'bleukit-playground-0123456789abcdef', 'bleukit-playground-runtime', runtime].sort());
      expect(await cached(runtime, dictionary)).toBe(true);

      // A new build of the app with the same dictionary: the dictionary stays cached.
      nextBuild({ build: 'fedcba9876543210', runtime: runtimeVersion });
      await update();
      expect(await keys()).toEqual(['another-app', 'bleukit-playground-fedcba9876543210', runtime]);
      expect(await cached(runtime, dictionary)).toBe(true);

      // A build with a replaced dictionary: the old one (≈ 10 MB) goes.
      nextBuild({ build: '0000111122223333', runtime: '4444555566667777' });
      await update();
      expect(await keys()).toEqual(['another-app', 'bleukit-playground-0000111122223333']);
    } finally {
      await page.close();
      await copyServer.close();
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
