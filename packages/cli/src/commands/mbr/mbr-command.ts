// `bleukit mbr FILE`: minimum Bayes risk selection, one source after another: the candidate with
// the best expected utility against the pseudo-references (by default the candidates themselves),
// printed one line a source (`--nbest K`: the K best, best first), or as JSON Lines with every
// candidate's expected utility (`-f json`).
import type { CliIo } from '../../cli-io.js';
import { blockSizeFor, runBlocks } from '../pairwise/block-runner.js';
import { checkAggregate, commandArguments, oneTextFile } from '../pairwise/matrix-arguments.js';
import { jsonFields, matrixDescription } from '../pairwise/matrix-description.js';
import { matrixProgress, scoredLines, shownName, unusedOptionWarnings } from '../pairwise/matrix-input.js';
import { matrixMetricSpec } from '../pairwise/matrix-metric.js';
import { checkRibesReferences } from '../pairwise/pairwise-scorer.js';
import type { MbrResult } from '@bleukit/pairwise';
import { reprFloat } from '../pairwise/repr-float.js';
import { readCandidateSets, type CandidateSet } from './candidate-sets.js';
import type { MbrSettings } from './mbr-task.js';

/** One source's JSON line: the choice, every utility, the ranking (the K best with --nbest). */
function jsonLine(source: number, line: number, set: CandidateSet, result: MbrResult, nbest: number): string {
  const ranking = Array.from(result.ranking.subarray(0, nbest));
  return (
    `{"source": ${source}, "line": ${line}, "index": ${result.index}, "translation": ${JSON.stringify(set.candidates[result.index])}, ` +
    `"utility": ${reprFloat(result.utilities[result.index] as number)}, "ranking": [${ranking.join(', ')}], ` +
    `"utilities": [${Array.from(result.utilities, reprFloat).join(', ')}]}`
  );
}

/** Runs `bleukit mbr ARGS`; returns the exit status. */
export async function runMbrCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = commandArguments('mbr', argv, io);
  if (args === undefined) return 0;
  const path = oneTextFile(args, 'candidates', 'bleukit mbr samples.txt --samples 8');
  checkAggregate(args);
  unusedOptionWarnings(args, io);
  const { sets, lines } = await readCandidateSets(path, io, args.samples);
  // Lines of a file are scored as the scoring command sees them (rstripped); JSON strings as given.
  const scored = args.samples === null ? sets : sets.map((set) => ({ ...set, candidates: scoredLines(set.candidates) }));
  const spec = await matrixMetricSpec(args);
  for (const [k, set] of scored.entries()) {
    const field = set.references === undefined ? 'candidates' : 'references';
    const where = (i: number): string => (args.samples === null ? `${shownName(path)}:${lines[k]} ("${field}"[${i}])` : `${shownName(path)}:${(lines[k] as number) + i}`);
    await checkRibesReferences(spec, set.references ?? set.candidates, where);
  }
  const nbest = args.nbest ?? (args.format === 'json' ? Infinity : 1);
  // JSON: one document, streamed: what was scored, then a line a source.
  if (args.format === 'json') {
    io.writeOut(`{${jsonFields({ ...matrixDescription(spec, args.aggregate), file: shownName(path) })}, "selections": [\n`);
  }
  let warned = false;
  const progress = matrixProgress(args, io, 'sources');
  const settings: MbrSettings = { spec, sets: scored, aggregate: args.aggregate };
  try {
    await runBlocks<MbrResult[]>({
      task: { name: 'mbr', settings },
      count: sets.length,
      blockSize: blockSizeFor(sets.length, 1),
      jobs: args.jobs,
      onBlock(start, _end, results) {
        let text = '';
        results.forEach((result, k) => {
          const set = sets[start + k] as CandidateSet;
          if (args.format === 'json') {
            text += `${start + k > 0 ? ',\n' : ''}${jsonLine(start + k + 1, lines[start + k] as number, set, result, nbest)}`;
            return;
          }
          for (const index of result.ranking.subarray(0, nbest)) {
            const candidate = set.candidates[index] as string;
            if (!warned && /[\n\r]/.test(candidate)) {
              warned = true;
              io.writeErr(`bleukit: warning: the chosen candidate of source ${start + k + 1} (line ${lines[start + k]}) has a line break, so the output has more lines than sources; -f json keeps one line a source.\n`);
            }
            text += `${candidate}\n`;
          }
        });
        io.writeOut(text);
      },
      onProgress: (sources) => progress.advance(sources, sets.length),
    });
  } finally {
    progress.done();
  }
  if (args.format === 'json') io.writeOut('\n]}\n');
  return 0;
}
