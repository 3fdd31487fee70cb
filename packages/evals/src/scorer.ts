/** What a scorer is called with, as autoevals and evalite call it. */
export interface ScorerArgs {
  /** The model's translation. */
  output: unknown;
  /** The reference: a string, or an array of reference strings. */
  expected?: unknown;
  /** The source text; not used by BLEU. */
  input?: unknown;
}

/** An autoevals-style score: `score` on 0–1, how it was computed in `metadata`. */
export interface Score<Metadata> {
  name: string;
  score: number;
  metadata: Metadata;
}

/** A scorer as this package makes them. */
export interface EvalScorer<Metadata> {
  (args: ScorerArgs): Promise<Score<Metadata>>;
  readonly scorerName: string;
}
