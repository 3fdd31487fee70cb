import { formatFixed } from '@bleukit/core';
import { sortedForOutput } from '../arguments/metric-settings.js';
import { metricColumns, type Run } from '../run-context.js';
import { systemStatistics } from '../engine/score-in-memory.js';

const YELLOW = '\x1b[33m';
const RESET = '\x1b[0m';

/**
 * `-d/--detail`, after the result: each group of the test set (original language × domain) that
 * has a segment, scored alone, as sacreBLEU prints it (`origlang=ru domain=news : sentences=676
 * BLEU = 41.7`); without document metadata, sacreBLEU's one-line note.
 */
export async function printDetail(run: Run): Promise<void> {
  const testSet = run.testSet;
  const systems = testSet?.systems;
  if (testSet === undefined || systems === undefined || testSet.groups.length === 0) {
    run.io.writeOut('No subset information found. Consider using --origlang argument.\n');
    return;
  }
  const order = sortedForOutput(run.specs);
  const nameWidth = Math.max(...order.map((m) => (run.metrics[m] as Run['metrics'][number]).name.length));
  for (const [s, system] of systems.entries()) {
    const rows: [key: string, sentences: number, name: string, score: number][] = [];
    for (const group of testSet.groups) {
      const hyps = system.filter((_, i) => group.keep[i] === true);
      if (hyps.length === 0) continue;
      const refs = testSet.streams.map((stream) => stream.filter((_, i) => group.keep[i] === true));
      const [queue] = await systemStatistics(run, [hyps], refs, false);
      for (const m of order) {
        const metric = run.metrics[m] as Run['metrics'][number];
        const result = metric.scoreStatistics(metricColumns(run, (queue as { totals: Float64Array }).totals, m), refs.length);
        rows.push([group.key, hyps.length, metric.name, result.score]);
      }
    }
    const keyWidth = Math.max(...rows.map(([key]) => key.length)) + 1;
    // Several systems (bleukit's extension): each block after the system's name.
    let out = systems.length > 1 ? `${testSet.systemNames?.[s] ?? `System ${s + 1}`}:\n` : '';
    for (const [key, sentences, name, score] of rows) {
      const line = `${key.padEnd(keyWidth)}: sentences=${String(sentences).padEnd(6)} ${name.padEnd(nameWidth)} = ${formatFixed(score, run.args.width)}`;
      out += run.render.colors ? `${YELLOW}${line}${RESET}\n` : `${line}\n`;
    }
    run.io.writeOut(out);
  }
}
