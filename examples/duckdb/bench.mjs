// Rows per second of the GROUP BY query of wmt-table.mjs on a table of a million rows built from
// the WMT sample (every de-en and ja-en system against reference A, repeated, ten groups per
// system), against the same statistics computed by a plain JavaScript loop over the rows.
// Usage: node bench.mjs [SHARED_DIR] [ROWS]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { createBleu } from '@bleukit/core';
import { tokenizer13a } from '@bleukit/tokenizer-regex';
import { BLEU_SUM, registerBleuFunctions } from './bleu-functions.mjs';

const [shared = join('..', '..', '..', 'shared'), rowsText = '1000000'] = process.argv.slice(2);
const lines = (path) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
const sample = [];
for (const pair of ['de-en', 'ja-en']) {
  const dir = join(shared, 'data', 'wmt-sample', pair);
  const references = lines(join(dir, 'ref.A.en'));
  for (const name of readdirSync(dir).filter((file) => file.startsWith('hyp.'))) {
    lines(join(dir, name)).forEach((hypothesis, i) => sample.push([`${pair}/${name}`, hypothesis, references[i]]));
  }
}
const copies = Math.ceil(Number(rowsText) / sample.length);

const instance = await DuckDBInstance.create(':memory:');
const connection = await instance.connect();
registerBleuFunctions(connection);
await connection.run('CREATE TABLE sample (system VARCHAR, hypothesis VARCHAR, reference VARCHAR)');
const appender = await connection.createAppender('sample');
for (const [system, hypothesis, reference] of sample) {
  appender.appendVarchar(system);
  appender.appendVarchar(hypothesis);
  appender.appendVarchar(reference);
  appender.endRow();
}
appender.closeSync();
await connection.run(`CREATE TABLE outputs AS
  SELECT system || '#' || (copy % 10) AS system, hypothesis, reference FROM sample, range(${copies}) AS r(copy)`);
const rows = Number((await connection.runAndReadAll('SELECT count(*) AS n FROM outputs')).getRowObjectsJS()[0].n);

let start = performance.now();
const result = await connection.runAndReadAll(`
  SELECT system, bleu_score(${BLEU_SUM('stats')}, 1) AS bleu
  FROM (SELECT system, bleu_stats(hypothesis, [reference]) AS stats FROM outputs)
  GROUP BY system`);
const sqlSeconds = (performance.now() - start) / 1000;
const groups = result.getRowObjectsJS().length;

// The same statistics in a plain loop over the rows, for comparison.
const bleu = createBleu({ tokenizer: tokenizer13a });
start = performance.now();
for (let copy = 0; copy < copies; copy++) for (const [, hypothesis, reference] of sample) bleu.segmentStatistics(hypothesis, [reference]);
const loopSeconds = (performance.now() - start) / 1000;

const duckdbVersion = (await connection.runAndReadAll('SELECT version() AS v')).getRowObjectsJS()[0].v;
console.log(`${rows} rows, ${groups} groups, DuckDB ${duckdbVersion}, Node ${process.version}`);
console.log(`GROUP BY with bleu_stats/bleu_score: ${sqlSeconds.toFixed(2)} s, ${Math.round(rows / sqlSeconds).toLocaleString('en-US')} rows/s`);
console.log(`plain JavaScript loop, same statistics: ${loopSeconds.toFixed(2)} s, ${Math.round(rows / loopSeconds).toLocaleString('en-US')} rows/s`);
connection.closeSync();
