// Types for the tiny-segmenter package (CommonJS, no types of its own): the constructor and the
// parts bleukit reads, its weight tables (`BIAS__`, `UW1__`, …) and its `segment` method.
declare module 'tiny-segmenter' {
  class TinySegmenter {
    segment(input: string): string[];
    ctype_(char: string): string;
  }
  export default TinySegmenter;
}
