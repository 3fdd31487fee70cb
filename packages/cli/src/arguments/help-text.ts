import { MODEL_TOKENIZERS, SACREBLEU_TOKENIZERS, TOKENIZERS, TOKENIZER_NAMES } from '../tokenizers/tokenizer-registry.js';
import { MATRIX_SUMMARIES } from '../commands/pairwise/matrix-arguments.js';

/** bleukit's own tokenizers (not sacreBLEU's), one line each, from their packages' descriptions. */
const OWN_TOKENIZERS = TOKENIZERS.filter((entry) => !(SACREBLEU_TOKENIZERS as readonly string[]).includes(entry.name))
  .map((entry) => `\n                        ${entry.name.padEnd(16)}${entry.summary}`)
  .join('');

/**
 * `bleukit -h`: the options bleukit offers (sacreBLEU's, less `--citation`, plus its
 * own tokenizers), then what it adds. Argparse errors keep sacreBLEU's own usage block.
 */
export const HELP_TEXT = `usage: bleukit [-h] [--list] [--test-set TEST_SET] [--language-pair LANGPAIR]
               [--origlang ORIGLANG] [--subset SUBSET] [--download DOWNLOAD]
               [--echo ECHO [ECHO ...]] [--input [INPUT ...]]
               [--num-refs NUM_REFS] [--encoding ENCODING]
               [--metrics {bleu,chrf,ter,ribes,meteor}
                          [{bleu,chrf,ter,ribes,meteor} ...]]
               [--sentence-level] [--smooth-method {none,floor,add-k,exp}]
               [--smooth-value BLEU_SMOOTH_VALUE]
               [--tokenize {${TOKENIZER_NAMES.join(',')}}]
               [--lowercase] [--force] [--chrf-char-order CHRF_CHAR_ORDER]
               [--chrf-word-order CHRF_WORD_ORDER] [--chrf-beta CHRF_BETA]
               [--chrf-whitespace] [--chrf-lowercase] [--chrf-eps-smoothing]
               [--ter-case-sensitive] [--ter-asian-support] [--ter-no-punct]
               [--ter-normalized] [--confidence]
               [--confidence-n CONFIDENCE_N] [--paired-ar | --paired-bs]
               [--paired-ar-n PAIRED_AR_N] [--paired-bs-n PAIRED_BS_N]
               [--paired-jobs PAIRED_JOBS] [--quiet] [--short]
               [--score-only] [--width WIDTH] [--detail] [--no-color]
               [--format {json,text,latex}] [--version]
               [--jobs N] [--progress {auto,always,never}] [--preset NAME]
               [--spm-model PATH] [--ribes-case-sensitive]
               [--ribes-alpha ALPHA] [--ribes-beta BETA]
               [--meteor-case-sensitive] [--meteor-alpha ALPHA]
               [--meteor-beta BETA] [--meteor-gamma GAMMA]
               [refs ...]

bleukit: sacreBLEU-compatible BLEU, chrF and TER, and RIBES and METEOR, fast. Same flags, same
output bytes (the signature says version:bleukit-<version>).

  bleukit REF [REF ...] -i SYSTEM [SYSTEM ...] [-f json|text|latex] [-tok 13a] [...]
  bleukit REF -i SYSTEM [SYSTEM ...] -m bleu chrf ter [-cw 2] [-pbs]
  cat system.txt | bleukit REF
  bleukit -t wmt17 -l en-de --echo src > wmt17.en-de.en
  cat output.detok.de | bleukit -t wmt17 -l en-de     (test sets in $SACREBLEU or ~/.sacrebleu)
  bleukit REF -i SYSTEM --preset nltk [-tok split] [-lc] [-s method3]
  bleukit compare REF [REF ...] -i SYSTEM
  bleukit ribes [-c] [-s] [-a A] [-b B] [-z] [-tok ja-mecab] -r REF [-r REF ...] SYSTEM ...
  bleukit compare-mt REF_FILE OUT_FILE [OUT_FILE ...] [--compare_scores PROFILE ...] [--seed N]
  bleukit analyze REF [REF ...] -i SYSTEM [SYSTEM ...] [-f text|json] [--labels FILE] [--segments FILE.csv]${MATRIX_SUMMARIES.map((line) => `\n  ${line}`).join('')}

Not offered yet (exit 2): --citation; the tokenizer ko-mecab.

bleukit's own options:
  --jobs N            compute statistics in N worker threads (identical results)
  --progress WHEN     progress bar on stderr: auto (a terminal, not CI), always, never
  --preset NAME       score as another implementation does and print its own output:
                      sacrebleu (default), nltk, nltk-legacy, nmt, torchmetrics, multi-bleu,
                      multi-bleu-detok, mteval-v13a; -tok, -lc and -s override its settings
  compare             first word: one table of every preset's score on the same input,
                      naming the rule behind each difference
  ribes               first word: a drop-in for NTT's RIBES.py 1.03.1 (its flags, its output);
                      bleukit ribes -h lists them
  pairwise, mbr,      first words: every line scored against every line (a TSV, JSON or .npy
  self-bleu           matrix), MBR selection among each source's samples, Self-BLEU; each
                      with -h for its options
  compare-mt          first word: a drop-in for compare-mt 0.2.11 (its flags and profiles, its
                      text report); bleukit compare-mt -h lists them
  analyze             first word: why one system beats another (word accuracy, sentence buckets,
                      n-grams, examples, segment table) on raw text, any number of references,
                      every metric; bleukit analyze -h lists its options
  -m ribes            RIBES (WAT's word-order metric) on the 0-100 scale, words from -tok
                      (-l en-ja: ja-mecab), lower-cased unless --ribes-case-sensitive;
                      --ribes-alpha (0.25) and --ribes-beta (0.10) weigh its precision and
                      brevity penalty. An empty reference line is an error
  -m meteor           METEOR as NLTK 3.8 and Hugging Face compute it (exact, Porter stem and
                      WordNet 3.0 synonym matches; English), 100 × NLTK's value, the mean of
                      the sentence values; words from -tok, lower-cased unless
                      --meteor-case-sensitive; --meteor-alpha (0.9), --meteor-beta (3.0) and
                      --meteor-gamma (0.5) as NLTK's alpha, beta and gamma. Not CMU's METEOR 1.5
  -tok NAME           bleukit's tokenizers besides sacreBLEU's (a locale comes from -l):${OWN_TOKENIZERS}
  --spm-model PATH    the SentencePiece model of -tok ${MODEL_TOKENIZERS.join('|')}
                      (also BLEUKIT_SPM_MODEL; signature tok:spm-<hash>); without it, the
                      model sacreBLEU keeps in $SACREBLEU/models or ~/.sacrebleu/models.
                      Nothing is downloaded
  BLEUKIT_MIRROR      fetch test sets https://HOST/PATH from $BLEUKIT_MIRROR/HOST/PATH`;
