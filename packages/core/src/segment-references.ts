/** References of one segment; `null` marks a reference stream that has none for it. */
export type SegmentReferences = readonly (string | null)[];

/**
 * One reference **stream**: reference k of every segment, in segment order (`null` where a segment
 * has no k-th reference). `corpusScore` takes a list of streams, as sacreBLEU does.
 */
export type ReferenceStream = readonly (string | null)[];
