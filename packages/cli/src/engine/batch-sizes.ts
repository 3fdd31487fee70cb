/** Segments per batch: large enough to amortize messages to workers, small enough to stay bounded. */
export const BATCH = 4096;

/**
 * Lines per batch of raw bytes for worker threads (`--jobs`, see `alignedByteBatches`): small, so
 * that the threads end together (no thread is left with several batches when the others are done)
 * and a batch's strings die young in V8's heap: with `--jobs 2` on 12.6 MB of WMT text, 9% less
 * CPU held to one core than batches of 4,096 lines (0.70 s against 0.77 s).
 */
export const BYTE_BATCH = 512;

/**
 * Lines per batch of several systems scored in one thread. Each batch's references (and their
 * tokens) are kept until the last system has scored it: in batches this small they die young in
 * V8's heap instead of being promoted and piling up in the old generation between full
 * collections. Four systems of 100,000 WMT lines, `-m bleu chrf ter ribes`: peak RSS 456 → 320 MB
 * (`-m ribes` 330 → 260 MB) against batches of {@link BATCH}, and no more CPU time. What every
 * metric keeps of a batch's references (BLEU's tokens, chrF's n-gram tries, TER's numbered words,
 * RIBES's words) is read again by each system: 128 lines of it stay in the processor's cache
 * from one system to the next where 512 did not (same files and metrics: 11% less CPU time,
 * 8.5–8.9 s against 7.7–7.9 s on a loaded machine; -m chrf or -m ter alone, no change).
 */
export const KEPT_BATCH = 128;
