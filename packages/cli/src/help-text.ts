import { SACREBLEU_USAGE } from './usage.js';

/** `bleukit -h`: sacreBLEU's usage line, then what bleukit offers and adds. */
export const HELP_TEXT = `${SACREBLEU_USAGE.replace('usage: sacrebleu', 'usage: bleukit ')}

bleukit: sacreBLEU-compatible BLEU, chrF and TER, fast. Same flags, same output bytes (the
signature says version:bleukit-<version>).

  bleukit REF [REF ...] -i SYSTEM [SYSTEM ...] [-f json|text|latex] [-tok 13a] [...]
  bleukit REF -i SYSTEM [SYSTEM ...] -m bleu chrf ter [-cw 2] [-pbs]
  cat system.txt | bleukit REF
  bleukit REF -i SYSTEM --preset nltk [-tok split] [-lc] [-s method3]
  bleukit compare REF [REF ...] -i SYSTEM

Not offered yet (exit 2): -t/--test-set, --list, --citation, --download, --echo, --origlang,
--subset, -d/--detail; tokenizers ko-mecab, spm, flores101, flores200, spBLEU-1K.

bleukit's own options:
  --jobs N            compute statistics in N worker threads (identical results)
  --progress WHEN     progress bar on stderr: auto (a terminal, not CI), always, never
  --preset NAME       score as another implementation does and print its own output:
                      sacrebleu (default), nltk, nltk-legacy, nmt, torchmetrics, multi-bleu,
                      multi-bleu-detok, mteval-v13a; -tok, -lc and -s override its settings
  compare             first word: one table of every preset's score on the same input,
                      naming the rule behind each difference
  -tok ja-tinyseg     a small Japanese tokenizer; -tok intl-segmenter uses Intl.Segmenter
                      with the target language of -l`;
