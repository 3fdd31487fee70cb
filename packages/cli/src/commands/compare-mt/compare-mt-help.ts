import { SCORE_TYPES } from '@bleukit/compare';

/** `bleukit compare-mt --help`: compare-mt 0.2.11's options, with what bleukit does with each. */
export const COMPARE_MT_HELP = `usage: bleukit compare-mt [-h] [--sys_names SYS_NAMES [SYS_NAMES ...]] [--src_file SRC_FILE]
                          [--fig_size FIG_SIZE] [--compare_scores [PROFILE ...]]
                          [--compare_word_accuracies [PROFILE ...]]
                          [--compare_src_word_accuracies [PROFILE ...]]
                          [--compare_sentence_buckets [PROFILE ...]] [--compare_ngrams [PROFILE ...]]
                          [--compare_sentence_examples [PROFILE ...]]
                          [--output_directory OUTPUT_DIRECTORY] [--report_title REPORT_TITLE]
                          [--decimals DECIMALS] [--seed SEED] [--scorer_scale {1,100}] [-v]
                          ref_file out_files [out_files ...]

compare-mt 0.2.11's analyses of one or more systems' outputs against a reference, printing its
text report byte for byte. Files are tokenized text, words separated by single spaces.

positional arguments:
  ref_file              the reference
  out_files             the systems' outputs, one file each, as many lines as the reference

options:
  -h, --help            show this help message and exit
  --sys_names NAME ...  names of the systems, one per output (default sys1, sys2, ...)
  --src_file SRC_FILE   the source: shown with the sentence examples, used by gleu
  --fig_size WxH        the figures' size (accepted; bleukit draws no figure here)
  --compare_scores [PROFILE ...]
                        aggregate scores (default: score_type=bleu score_type=length), e.g.
                        score_type=bleu,bootstrap=1000,prob_thresh=0.05; the score types:
                        ${SCORE_TYPES.join(', ')}
  --compare_word_accuracies [PROFILE ...]
                        word accuracy by bucket (default: bucket_type=freq); bucket_type=freq,
                        case or label, acc_type=fmeas|prec|rec, bucket_cutoffs=1:2:5,
                        freq_corpus_file=, freq_count_file=, ref_labels=, out_labels=a;b
  --compare_src_word_accuracies [PROFILE ...]
                        source word recall by bucket (default: none), with --src_file and
                        ref_align_file= (source-reference word alignments, i-j pairs)
  --compare_sentence_buckets [PROFILE ...]
                        sentences by bucket (default: bucket_type=length,statistic_type=score,
                        score_measure=bleu bucket_type=lengthdiff
                        bucket_type=score,score_measure=sentbleu)
  --compare_ngrams [PROFILE ...]
                        salient n-gram differences (default: compare_type=match);
                        compare_type=match|over|under, alpha=1.0, min_ngram_length=1,
                        max_ngram_length=4, report_length=50, compare_directions=0-1;0-2
  --compare_sentence_examples [PROFILE ...]
                        the sentences where two systems differ most (default:
                        score_type=sentbleu); report_length=10, compare_directions=0-1
  --output_directory DIR
                        writes the text report to DIR/report.txt and an HTML report to
                        DIR/index.html (bleukit's analyses of the same files, one page)
  --report_title TITLE  the HTML report's title
  --decimals DECIMALS   decimals of every float (default 4)
  --seed SEED           seed of the bootstrap's generator (numpy's legacy MT19937, so the
                        bootstrap rows are compare-mt's for the same seed)
  --scorer_scale {1,100}
                        BLEU, WER, chrF... on 0-1 or 0-100 (default 100)
  -v, --version         show the version and exit

An empty flag (--compare_ngrams with no profile) leaves that analysis out. A profile is
key1=value1,key2=value2; the analyses run in the order above, profiles in the order given.
Not offered (a clear error): --http, and the score types meteor (compare-mt
runs CMU's METEOR 1.5 in Java), comet and rouge.`;
