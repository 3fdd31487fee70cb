import { CliError, bleukitError } from '../../cli-error.js';

/**
 * The labels of `--labels FILE`: one per line, stripped of surrounding whitespace, for every segment. A file
 * with fewer or more lines than the references is an error that names the first line out of step.
 */
export function readLabels(path: string, lines: readonly string[], segments: number): string[] {
  if (lines.length < segments) {
    throw new CliError(1, [bleukitError(`${path}:${lines.length + 1}: the label file ends after ${lines.length} lines but the references have ${segments}; give one label per reference line.`)]);
  }
  if (lines.length > segments) {
    throw new CliError(1, [bleukitError(`${path}:${segments + 1}: the label file has ${lines.length} lines but the references have ${segments}; give one label per reference line.`)]);
  }
  const empty = lines.findIndex((line) => line.trim() === '');
  if (empty >= 0) throw new CliError(1, [bleukitError(`${path}:${empty + 1}: the label is empty; give every line a label (e.g. its document or domain).`)]);
  return lines.map((line) => line.trim());
}
