// `bleukit compare-mt` on all 91 recorded compare-mt 0.2.11 runs (../shared/conformance/compare-mt):
// the same arguments, in the records' folder so their relative paths resolve, the same stdout byte
// for byte and exit 0, except for n-grams of equal score, which compare-mt lists in Python's set
// order: there, as the records' README says, each run of equal scores is compared as a set of
// lines, and the last run of a list (which report_length may cut) by its score and length only.
// Where compare-mt fails on wrong arguments (error-*), bleukit prints one `bleukit: error:` line
// and exits as compare-mt does; where compare-mt itself crashes (crash-*), bleukit either prints
// a report or one such line. Each run is in process; one also through the built executable.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutTieOrder } from '../../../../../test-support/compare-mt-report.js';
import { readJsonl, sharedPath } from '../../../../../test-support/shared.js';
import { BUILT_CLI, ensureBuilt, runInProcess } from '../../test-helpers.js';

interface CompareMtRecord {
  id: string;
  args: string[];
  exit: number;
  stdout: string;
  error?: string;
}

const records = readJsonl<CompareMtRecord>('conformance/compare-mt/compare-mt.jsonl');
const folder = sharedPath('conformance/compare-mt');
const passed: string[] = [];

describe('compare-mt 0.2.11 records', () => {
  afterAll(() => {
    console.log(`bleukit compare-mt: ${passed.length} of ${records.length} compare-mt records pass`);
  });

  it('has the recorded runs', () => {
    expect(records).toHaveLength(91);
    expect(records.filter((record) => record.exit !== 0).map((record) => record.id)).toEqual(
      records.filter((record) => /^(error|crash)-/.test(record.id)).map((record) => record.id),
    );
  });

  it.each(records.map((record) => [record.id, record] as const))('%s', async (id, record) => {
    const printed = await runInProcess(['compare-mt', ...record.args], folder);
    if (id.startsWith('error-')) {
      expect(printed.stderr).toMatch(/^bleukit: error: [^\n]+\n$/);
      expect(printed.status).toBe(record.exit);
    } else if (id.startsWith('crash-') && printed.status !== 0) {
      expect(printed.stderr).toMatch(/^bleukit: error: [^\n]+\n$/);
    } else {
      expect(printed.stderr).toBe('');
      expect(printed.status).toBe(0);
      if (!id.startsWith('crash-')) expect(withoutTieOrder(printed.stdout)).toBe(withoutTieOrder(record.stdout));
    }
    passed.push(id);
  });

  it('prints the same report through the built executable', () => {
    ensureBuilt();
    const record = records.find((item) => item.id === 'default-de-en-2sys') as CompareMtRecord;
    const run = spawnSync(process.execPath, [BUILT_CLI, 'compare-mt', ...record.args], { cwd: folder, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(withoutTieOrder(run.stdout)).toBe(withoutTieOrder(record.stdout));
  });
});

describe('the tie rule of the comparison', () => {
  const list = (...lines: string[]): string => ['--- 3 n-grams where a>b in match', ...lines, '', ''].join('\n');

  it('compares a run of equal scores as a set, and the last run by its length', () => {
    expect(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)', 'z\t0.6667 (sys1=1, sys2=0)'))).toBe(
      withoutTieOrder(list('y\t0.7500 (sys1=2, sys2=0)', 'x\t0.7500 (sys1=2, sys2=0)', 'w\t0.6667 (sys1=1, sys2=0)')),
    );
  });

  it('still tells different scores, lengths and lines apart', () => {
    const base = list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)', 'z\t0.6667 (sys1=1, sys2=0)');
    expect(withoutTieOrder(base)).not.toBe(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'v\t0.7500 (sys1=2, sys2=0)', 'z\t0.6667 (sys1=1, sys2=0)')));
    expect(withoutTieOrder(base)).not.toBe(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)', 'z\t0.6000 (sys1=1, sys2=0)')));
    expect(withoutTieOrder(base)).not.toBe(withoutTieOrder(list('x\t0.7500 (sys1=2, sys2=0)', 'y\t0.7500 (sys1=2, sys2=0)')));
  });
});
