/** The processing class of a test set: how its raw files become lines (sacreBLEU's dataset classes). */
export type DatasetClass = 'wmt-xml' | 'sgml' | 'wmt-addition' | 'iwslt-xml' | 'plain-text' | 'tsv';

/** A WMT-XML pair whose file or default references differ from the test set's. */
export interface PairOverride {
  /** The XML file, relative to the raw folder. */
  readonly path: string;
  /** Default translator labels for this pair (`''` = the unlabeled `ref` field). */
  readonly refs: readonly string[];
}

/** One test set of the catalog, as sacreBLEU 2.6.0 defines it. */
export interface CatalogDataset {
  /** The `-t` name, e.g. `wmt22` or `wmt21/systems`. */
  readonly name: string;
  readonly class: DatasetClass;
  /** The line `--list` prints. */
  readonly description: string;
  readonly citation?: string;
  /** Every URL the download step fetches, in order. */
  readonly urls: readonly string[];
  /** md5 of each download (by position; a missing entry is not checked). */
  readonly md5: readonly string[];
  /** The file name of each download in the raw folder (`<flat name>.<basename of URL>`). */
  readonly tarballs: readonly string[];
  /** WMT XML: default translator labels of the scoring references. */
  readonly refs?: readonly string[];
  /**
   * Per pair: paths relative to the raw folder (first the source, then the references; TSV
   * paths may be `COLUMN:path`), or a WMT-XML pair override.
   */
  readonly langpairs: Readonly<Record<string, readonly string[] | PairOverride>>;
}
