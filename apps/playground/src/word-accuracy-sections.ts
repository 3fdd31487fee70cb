// The word accuracy tables the HTML report does not draw yet (by case, and by the frequencies of a
// `--freq-corpus`/`--freq-counts` file), as report sections of the same shape as its frequency
// table: an F-measure, precision and recall table, and a chart of each.
import type { AnalysisData, WordAccuracyTable } from '@bleukit/compare/analyze';
import type { ReportView, ViewSection } from '@bleukit/compare/html';

/** The data's field, compare-mt's `acc_type` and the name in a chart's title, as the report has them. */
const ACCURACY_TYPES = [
  ['fmeasure', 'fmeas', 'F-measure'],
  ['precision', 'prec', 'precision'],
  ['recall', 'rec', 'recall'],
] as const;

/** How a table buckets its words, in its captions and heading. */
function bucketing(table: WordAccuracyTable): { caption: string; heading: string; column: string; axis: string; note: string } {
  if (table.bucketing === 'case') {
    return {
      caption: 'case bucket',
      heading: 'Word accuracy by case',
      column: 'case',
      axis: 'case',
      note: "A word's case as Python's str.islower, isupper and istitle see it (compare-mt's case buckets). Output words are matched to the references as BLEU clips unigrams.",
    };
  }
  const file = table.frequencyFile ?? table.frequencySource ?? '';
  const counted = table.frequencySource === 'counts' ? `the counts of ${file} (word<TAB>count lines)` : `its count in ${file}, tokenized as the references are`;
  return {
    caption: `frequency bucket in ${file}`,
    heading: `Word accuracy by frequency in ${file}`,
    column: 'frequency',
    axis: `frequency in ${file}`,
    note: `A word's frequency is ${counted}. Output words are matched to the references as BLEU clips unigrams.`,
  };
}

function section(data: AnalysisData, table: WordAccuracyTable): ViewSection {
  const names = data.systems.map((system) => system.name);
  const how = bucketing(table);
  return {
    heading: how.heading,
    notes: [how.note],
    tables: ACCURACY_TYPES.map(([type, label]) => ({
      caption: `word ${label} by ${how.caption}`,
      header: [how.column, '# words', ...names],
      rows: table.buckets.map((bucket) => [
        { text: bucket.name },
        { text: String(bucket.referenceWords) },
        ...bucket.systems.map((system) => ({ text: system[type].toFixed(4) })),
      ]),
    })),
    charts: ACCURACY_TYPES.map(([type, label, name]) => ({
      title: `word ${name} by ${how.caption}`,
      xLabel: how.axis,
      yLabel: label,
      labels: table.buckets.map((bucket) => bucket.name),
      series: names.map((system, o) => ({ name: system, values: table.buckets.map((bucket) => bucket.systems[o]?.[type] ?? 0) })),
    })),
  };
}

/**
 * `view` with a section for each word accuracy table of `data` whose F-measure table it does not
 * have, placed after its last word accuracy section (or after the scores).
 */
export function addWordAccuracySections(view: ReportView, data: AnalysisData): ReportView {
  const captions = new Set(view.sections.flatMap((s) => (s.tables ?? []).map((table) => table.caption)));
  const added = data.wordAccuracy
    .filter((table) => !(table.bucketing === 'frequency' && table.frequencySource === 'references'))
    .map((table) => section(data, table))
    .filter((s) => !captions.has(s.tables?.[0]?.caption ?? ''));
  if (added.length === 0) return view;
  const last = view.sections.map((s) => s.heading.startsWith('Word accuracy')).lastIndexOf(true);
  const at = last >= 0 ? last + 1 : Math.min(1, view.sections.length);
  return { ...view, sections: [...view.sections.slice(0, at), ...added, ...view.sections.slice(at)] };
}
