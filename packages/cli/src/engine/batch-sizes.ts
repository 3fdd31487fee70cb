/** Segments per batch: large enough to amortize messages to workers, small enough to stay bounded. */
export const BATCH = 4096;

/**
 * Lines per batch of raw bytes for worker threads (`--jobs`, see `alignedByteBatches`): small, so
 * that the threads end together (no thread is left with several batches when the others are done)
 * and a batch's strings die young in V8's heap: with `--jobs 2` on 12.6 MB of WMT text, 9% less
 * CPU held to one core than batches of 4,096 lines (0.70 s against 0.77 s).
 */
export const BYTE_BATCH = 512;
