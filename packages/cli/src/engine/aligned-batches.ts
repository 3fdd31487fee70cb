/** Line counts of inputs that did not end together. */
export class LengthMismatch extends Error {
  /** Lines of each input, in the order given. */
  readonly counts: readonly number[];

  constructor(counts: readonly number[]) {
    super(`inputs have different numbers of lines: ${counts.join(', ')}`);
    this.name = 'LengthMismatch';
    this.counts = counts;
  }
}

/**
 * Zips several line streams into batches of `size` lines from each (the last batch may be
 * shorter), so segment i of every input is processed together while only a batch is held.
 * When the inputs do not end together, the longer ones are counted to the end (nothing kept)
 * and a {@link LengthMismatch} with every count is thrown; no batch past the shortest is lost
 * before that, so a caller may already have used some.
 */
export async function* alignedBatches(
  sources: readonly AsyncIterable<string[]>[],
  size: number,
): AsyncGenerator<string[][]> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const buffers: string[][] = sources.map(() => []);
  const positions = sources.map(() => 0);
  const done = sources.map(() => false);
  const counts = sources.map(() => 0);

  const fill = async (k: number): Promise<void> => {
    while (!done[k] && (buffers[k] as string[]).length - (positions[k] as number) < size) {
      const next = await (iterators[k] as AsyncIterator<string[]>).next();
      if (next.done) {
        done[k] = true;
        break;
      }
      const rest = (buffers[k] as string[]).slice(positions[k] as number);
      buffers[k] = rest.length === 0 ? next.value : rest.concat(next.value);
      positions[k] = 0;
      counts[k] = (counts[k] as number) + next.value.length;
    }
  };

  for (;;) {
    await Promise.all(sources.map((_, k) => fill(k)));
    let take = size;
    for (let k = 0; k < sources.length; k++) {
      take = Math.min(take, (buffers[k] as string[]).length - (positions[k] as number));
    }
    if (take > 0) {
      yield buffers.map((buffer, k) => buffer.slice(positions[k] as number, (positions[k] as number) + take));
      for (let k = 0; k < sources.length; k++) positions[k] = (positions[k] as number) + take;
      continue;
    }
    // Some input has no more lines: all must be finished, else count the rest and fail.
    if (done.every((d, k) => d && (buffers[k] as string[]).length === positions[k])) return;
    for (let k = 0; k < sources.length; k++) {
      for (;;) {
        const next = await (iterators[k] as AsyncIterator<string[]>).next();
        if (next.done) break;
        counts[k] = (counts[k] as number) + next.value.length;
      }
    }
    throw new LengthMismatch(counts);
  }
}

/** Wraps an in-memory array as a line stream. */
export async function* fromArray(lines: readonly string[]): AsyncGenerator<string[]> {
  yield lines.slice();
}
