import { pythonInt, type ProfileReader } from './profile.js';

/** A pair of systems compared, as 0-based indices: `[left, right]`. */
export type Direction = readonly [left: number, right: number];

/**
 * `compare_directions=0-1;0-2` as compare-mt's `parse_compare_directions` reads it (default
 * `0-1`), each index checked against the number of outputs.
 */
export function parseCompareDirections(read: ProfileReader, systems: number): Direction[] {
  const text = read.string('compare_directions', '0-1');
  return text.split(';').map((pair) => {
    const parts = pair.split('-');
    const [left, right] = parts.map(pythonInt);
    if (parts.length !== 2 || left === undefined || right === undefined) {
      throw read.error(`cannot read the directions ${JSON.stringify(text)}; the expected format is "left1-right1;left2-right2;[...]", with systems numbered from 0 (e.g. compare_directions=0-1;0-2).`);
    }
    for (const index of [left, right]) {
      if (index >= systems) {
        throw read.error(`compare_directions=${text} names system ${index}, but the systems are numbered 0 to ${systems - 1} (in the order of the output files).`);
      }
    }
    return [left, right] as const;
  });
}
