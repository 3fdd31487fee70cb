import { formatFixed } from '@bleukit/core';
import type { AnalysisData, SentenceBucketTable } from './analysis-data.js';
import { LABEL_TYPES } from './label-buckets.js';

/** The texts of a line, for the examples of the text report. */
export interface LineTexts {
  readonly references: readonly string[];
  readonly outputs: readonly string[];
  readonly source: string | null;
}

/** How much of the longer tables the text report shows (the JSON has all of them). */
export interface TextReportOptions {
  /** N-grams a list (default 10). */
  readonly ngrams?: number;
  /** Examples a list, for the first metric (default 5). */
  readonly examples?: number;
  /** Digits after the point (default 2). */
  readonly decimals?: number;
}

/** Columns padded to their widest cell; the first column left-aligned, the others right-aligned. */
function columns(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, k) => (widths[k] = Math.max(widths[k] ?? 0, [...cell].length)));
  return rows
    .map((row) => row.map((cell, k) => (k === 0 ? cell.padEnd(widths[k] as number) : cell.padStart(widths[k] as number))).join('  ').trimEnd())
    .join('\n');
}

function heading(text: string): string {
  return `${text}\n${'='.repeat([...text].length)}`;
}

function bucketSection(data: AnalysisData, table: SentenceBucketTable, fixed: (x: number) => string): string {
  const rows: string[][] = [[table.title, 'system', 'count', ...data.metrics.map((metric) => metric.name)]];
  // Buckets no system has a sentence in are left out here (the JSON has them).
  for (const bucket of table.buckets) {
    if (bucket.systems.every((system) => system.count === 0)) continue;
    bucket.systems.forEach((system, o) => {
      const cells = system.scores.map((score) => {
        if (score.score === null) return '-';
        return score.ci === null ? fixed(score.score) : `${fixed(score.score)} ± ${fixed(score.ci)}`;
      });
      rows.push([o === 0 ? bucket.name : '', (data.systems[system.system] as { name: string }).name, String(system.count), ...cells]);
    });
  }
  return `${heading(`Sentences by ${table.title}`)}\n${columns(rows)}`;
}

/**
 * The terminal report of an analysis: scores (and paired tests), word accuracy, sentence buckets,
 * the first n-grams of each list and the first examples; `-f json` has every table in full.
 */
export function formatAnalysisText(data: AnalysisData, texts: (line: number) => LineTexts, options: TextReportOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const fixed = (x: number) => formatFixed(x, decimals);
  const name = (o: number) => (data.systems[o] as { name: string }).name;
  const sections: string[] = [];
  const refs = data.references.count === 1 ? '1 reference' : `${data.references.count} references`;
  sections.push(`bleukit analyze: ${data.systems.length} system${data.systems.length === 1 ? '' : 's'}, ${refs}, ${data.segments} segments, words by tok:${data.words.tokenizer}${data.words.lowercase ? ' (lowercased)' : ''}`);

  const scoreRows: string[][] = [['system', ...data.metrics.map((metric) => metric.name), 'words', 'ref words', 'length ratio']];
  for (const row of data.scores) {
    scoreRows.push([name(row.system), ...row.scores.map(fixed), String(row.outputWords), String(row.referenceWords), formatFixed(row.lengthRatio, 3)]);
  }
  const signatures = data.metrics.map((metric) => `${metric.name}: ${metric.signature}`).join('\n');
  sections.push(`${heading('Scores')}\n${columns(scoreRows)}\n\n${signatures}`);

  for (const test of data.significance) {
    const title = test.test === 'bs' ? `Paired bootstrap resampling (${test.samples} resamples, seed ${test.seed}) against ${name(0)}` : `Paired approximate randomization (${test.samples} trials, seed ${test.seed}) against ${name(0)}`;
    const rows: string[][] = [['system', ...test.metrics.map((metric) => (data.metrics.find((m) => m.id === metric.metric) as { name: string }).name)]];
    data.systems.forEach((_, o) => {
      rows.push([
        name(o),
        ...test.metrics.map((metric) => {
          const result = metric.systems[o];
          if (result === undefined) return '';
          let cell = fixed(result.score);
          if (result.mean !== null && result.ci !== null) cell += ` (${fixed(result.mean)} ± ${fixed(result.ci)})`;
          if (result.pValue !== null) cell += ` (p = ${formatFixed(result.pValue, 4)})${result.pValue < 0.05 ? '*' : ''}`;
          return cell;
        }),
      ]);
    });
    sections.push(`${heading(title)}\n${columns(rows)}\n* p < 0.05: the difference from ${name(0)} is unlikely to be chance.`);
  }

  for (const table of data.wordAccuracy) {
    const rows: string[][] = [[table.bucketing, 'ref words', ...data.systems.map((system) => system.name)]];
    for (const bucket of table.buckets) rows.push([bucket.name, String(bucket.referenceWords), ...bucket.systems.map((system) => formatFixed(system.fmeasure, 4))]);
    const title =
      table.bucketing === 'case' ? 'Word F-measure by case' : table.bucketing === 'label' ? `Word F-measure by ${LABEL_TYPES[table.labelType ?? 'label'].name}` : `Word F-measure by frequency in ${table.frequencyFile ?? 'the references'}`;
    sections.push(`${heading(title)}\n${columns(rows)}`);
  }

  for (const table of data.sentenceBuckets) sections.push(bucketSection(data, table, fixed));

  const ngramCount = options.ngrams ?? 10;
  for (const table of data.ngrams) {
    const what = table.compareType === 'match' ? 'matched' : table.compareType === 'over' ? 'over-produced' : 'under-produced';
    const list = (entries: typeof table.leftLeads) => {
      const rows: string[][] = [['n-gram', 'score', name(table.left), name(table.right)]];
      for (const entry of entries.slice(0, ngramCount)) rows.push([entry.ngram, formatFixed(entry.score, 4), String(entry.left), String(entry.right)]);
      return columns(rows);
    };
    sections.push(
      `${heading(`N-grams ${what} more by ${name(table.left)} than ${name(table.right)} (alpha ${table.alpha})`)}\n${list(table.leftLeads)}\n\n` +
        `${heading(`N-grams ${what} more by ${name(table.right)} than ${name(table.left)}`)}\n${list(table.rightLeads)}`,
    );
  }

  const exampleCount = options.examples ?? 5;
  const firstMetric = data.metrics[0];
  for (const table of data.examples) {
    if (firstMetric === undefined || table.metric !== firstMetric.id) continue;
    const block = (title: string, examples: typeof table.leftBetter) => {
      const lines = [heading(title)];
      for (const example of examples.slice(0, exampleCount)) {
        const line = texts(example.line);
        lines.push(`line ${example.line}: ${firstMetric.name} ${fixed(example.leftScores[0] as number)} vs ${fixed(example.rightScores[0] as number)}`);
        if (line.source !== null) lines.push(`  src: ${line.source}`);
        for (const reference of line.references) lines.push(`  ref: ${reference}`);
        lines.push(`  ${name(table.left)}: ${line.outputs[table.left] ?? ''}`, `  ${name(table.right)}: ${line.outputs[table.right] ?? ''}`);
      }
      if (examples.length === 0) lines.push('(none)');
      return lines.join('\n');
    };
    sections.push(`${block(`Where ${name(table.left)} beats ${name(table.right)} most (${firstMetric.name})`, table.leftBetter)}\n\n${block(`Where ${name(table.right)} beats ${name(table.left)} most (${firstMetric.name})`, table.rightBetter)}`);
  }
  return `${sections.join('\n\n')}\n`;
}
