// Prints vitest's JSON report as the one closing line CI reads: "N passed, N failed[, N skipped]".
import { readFileSync } from 'node:fs';

const file = process.argv[2];
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch {
  console.log('0 passed, 1 failed');
  console.error(`summary: no vitest report at ${file}`);
  process.exit(1);
}
const skipped = report.numPendingTests + report.numTodoTests;
const tail = skipped > 0 ? `, ${skipped} skipped` : '';
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed${tail}`);
process.exit(report.numFailedTests > 0 || report.numTotalTests === 0 ? 1 : 0);
