// Prints vitest's JSON report as the one closing line CI reads: "N passed, N failed[, N skipped]".
// A test file that failed to load or whose set-up threw has no failed test of its own (its tests
// are skipped); each such file counts as one failure, so the line never says "0 failed" then.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error(`summary: no vitest report at ${file}`);
  process.exit(1);
}
const brokenFiles = report.testResults.filter(
  (result) => result.status === 'failed' && !result.assertionResults.some((test) => test.status === 'failed'),
);
for (const result of brokenFiles) {
  const reason = (result.message ?? '').split('\n').find((line) => line.trim() !== '') ?? 'no message';
  console.error(`summary: ${relative(process.cwd(), result.name)} failed outside its tests: ${reason}`);
}
const failed = report.numFailedTests + brokenFiles.length;
const skipped = report.numPendingTests + report.numTodoTests;
const tail = skipped > 0 ? `, ${skipped} skipped` : '';
console.log(`${report.numPassedTests} passed, ${failed} failed${tail}`);
process.exit(failed > 0 || report.numTotalTests === 0 ? 1 : 0);
