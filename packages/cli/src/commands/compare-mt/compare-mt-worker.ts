// The report worker of `bleukit compare-mt` (started by compare-mt-worker-runner.ts): it reads the
// files itself and prints the reports it is given, those that draw nothing from the bootstraps'
// generator, while the main thread prints the others; then it replies once with every text.
import { parentPort } from 'node:worker_threads';
import { compareMtSteps, createReportContext, parseCompareMtArguments, runCompareMtStep } from '@bleukit/compare';
import { corpusFiles } from './compare-mt-files.js';
import { describeError, type ReportOutcome, type ReportWorkerReply, type ReportWorkerRequest } from './compare-mt-worker-protocol.js';

/** The outcomes of the reports at `indices`, in order, up to the first error. */
function printReports({ argv, indices }: ReportWorkerRequest): ReportOutcome[] {
  const outcomes: ReportOutcome[] = [];
  try {
    const args = parseCompareMtArguments(argv);
    const context = createReportContext(args, { files: corpusFiles(), write() {} });
    const wanted = new Set(indices);
    for (const step of compareMtSteps(args)) {
      if (!wanted.has(step.index)) continue;
      try {
        outcomes.push({ index: step.index, text: runCompareMtStep(step, context) });
      } catch (error) {
        outcomes.push({ index: step.index, error: describeError(error) });
        break;
      }
    }
  } catch (error) {
    outcomes.push({ index: -1, error: describeError(error) });
  }
  return outcomes;
}

const port = parentPort;
if (port !== null) {
  port.once('message', (request: ReportWorkerRequest) => port.postMessage({ outcomes: printReports(request) } satisfies ReportWorkerReply));
}
