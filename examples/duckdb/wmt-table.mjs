// Loads WMT system outputs into a DuckDB table (system, segment, hypothesis, reference) and
// scores every system with one GROUP BY query. Prints one JSON line per system.
// Usage: node wmt-table.mjs REFERENCE_FILE SYSTEM_FILE [SYSTEM_FILE ...]
import { readFileSync } from 'node:fs';
import { DuckDBInstance } from '@duckdb/node-api';
import { BLEU_SUM, registerBleuFunctions } from './bleu-functions.mjs';

const [referencePath, ...systemPaths] = process.argv.slice(2);
const lines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
registerBleuFunctions(connection);

await connection.run('CREATE TABLE outputs (system VARCHAR, segment INTEGER, hypothesis VARCHAR, reference VARCHAR)');
const appender = await connection.createAppender('outputs');
const references = lines(referencePath);
for (const path of systemPaths) {
  lines(path).forEach((hypothesis, i) => {
    appender.appendVarchar(path);
    appender.appendInteger(i + 1);
    appender.appendVarchar(hypothesis);
    appender.appendVarchar(references[i]);
    appender.endRow();
  });
}
appender.closeSync();

const reader = await connection.runAndReadAll(`
  SELECT system, bleu_score(${BLEU_SUM('stats')}, 1) AS bleu, bleu_signature(1) AS signature
  FROM (SELECT system, bleu_stats(hypothesis, [reference]) AS stats FROM outputs)
  GROUP BY system ORDER BY system`);
for (const row of reader.getRowObjectsJS()) console.log(JSON.stringify(row));
connection.closeSync();
