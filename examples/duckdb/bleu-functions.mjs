// BLEU as three DuckDB SQL functions, the pattern for any engine that runs JavaScript functions
// (BigQuery, Snowflake): statistics per row, summed by SQL, scored once per group.
//
//   bleu_stats(hypothesis VARCHAR, references VARCHAR[]) -> DOUBLE[]
//       the segment's sufficient statistics, [hypLen, refLen, correct_1..4, total_1..4]: whole
//       numbers, so sums are exact in any order and shards computed anywhere merge by adding;
//   bleu_score(stats DOUBLE[], nrefs INTEGER) -> DOUBLE      sacreBLEU's corpus BLEU, 0-100;
//   bleu_signature(nrefs INTEGER) -> VARCHAR                 how it was computed.
//
// BLEU_SUM('stats') is the SQL that sums the statistics column position by position.
import { DOUBLE, DuckDBScalarFunction, INTEGER, LIST, VARCHAR, listValue } from '@duckdb/node-api';
import { createBleu, formatSignature } from '@bleukit/core';
import { tokenizer13a } from '@bleukit/tokenizer-regex';

/** Numbers in a statistics row for n-gram order 4. */
export const STATISTICS = 10;

/** SQL summing the statistics column `column` position by position, e.g. in a GROUP BY. */
export function BLEU_SUM(column) {
  return `[${Array.from({ length: STATISTICS }, (_, i) => `sum(${column}[${i + 1}])`).join(', ')}]`;
}

/** Registers bleu_stats, bleu_score and bleu_signature on `connection` (13a unless `tokenizer` is given). */
export function registerBleuFunctions(connection, { tokenizer = tokenizer13a } = {}) {
  const bleu = createBleu({ tokenizer });
  connection.registerScalarFunction(
    DuckDBScalarFunction.create({
      name: 'bleu_stats',
      returnType: LIST(DOUBLE),
      parameterTypes: [VARCHAR, LIST(VARCHAR)],
      mainFunction: (_info, input, output) => {
        const hypotheses = input.getColumnVector(0);
        const references = input.getColumnVector(1);
        for (let row = 0; row < input.rowCount; row++) {
          const refs = references.getItem(row)?.items ?? [];
          output.setItem(row, listValue(bleu.segmentStatistics(hypotheses.getItem(row) ?? '', refs)));
        }
        output.flush();
      },
    }),
  );
  connection.registerScalarFunction(
    DuckDBScalarFunction.create({
      name: 'bleu_score',
      returnType: DOUBLE,
      parameterTypes: [LIST(DOUBLE), INTEGER],
      mainFunction: (_info, input, output) => {
        const stats = input.getColumnVector(0);
        const nrefs = input.getColumnVector(1);
        for (let row = 0; row < input.rowCount; row++) {
          output.setItem(row, bleu.scoreStatistics(stats.getItem(row).items, nrefs.getItem(row)).score);
        }
        output.flush();
      },
    }),
  );
  connection.registerScalarFunction(
    DuckDBScalarFunction.create({
      name: 'bleu_signature',
      returnType: VARCHAR,
      parameterTypes: [INTEGER],
      mainFunction: (_info, input, output) => {
        const nrefs = input.getColumnVector(0);
        for (let row = 0; row < input.rowCount; row++) output.setItem(row, formatSignature(bleu.signature(nrefs.getItem(row))));
        output.flush();
      },
    }),
  );
}
