// compare-mt's text report compared as the conformance records' README says: n-grams of equal
// score come out in Python's set order, which changes from run to run, so each run of equal
// scores in an n-gram list is compared as a set of lines, and the last run of a list (which
// report_length may cut) by its score and its number of lines only.

/** The score of an n-gram line `n-gram<TAB>score (sysA=a, sysB=b)`. */
function ngramScore(line: string): string {
  const tab = line.lastIndexOf('\t');
  return line.slice(tab + 1, line.indexOf(' (', tab));
}

/**
 * The report with every n-gram list put in a form free of the order of equal scores: each run
 * of lines with the same score sorted, the last run replaced by its score and its length.
 */
export function withoutTieOrder(report: string): string {
  const lines = report.split('\n');
  const result: string[] = [];
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k] as string;
    result.push(line);
    if (!/^--- -?\d+ n-grams where /.test(line)) continue;
    const list: string[] = [];
    while (k + 1 < lines.length && lines[k + 1] !== '') list.push(lines[++k] as string);
    const runs: string[][] = [];
    for (const item of list) {
      const last = runs[runs.length - 1];
      if (last !== undefined && ngramScore(last[0] as string) === ngramScore(item)) last.push(item);
      else runs.push([item]);
    }
    runs.forEach((run, r) => {
      if (r === runs.length - 1) result.push(`[${run.length} n-grams of score ${ngramScore(run[0] as string)}]`);
      else result.push(...[...run].sort());
    });
  }
  return result.join('\n');
}
