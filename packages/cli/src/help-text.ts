import { SACREBLEU_USAGE } from './usage.js';

/** `bleukit -h`: sacreBLEU's usage line, then what bleukit offers and adds. */
export const HELP_TEXT = `${SACREBLEU_USAGE.replace('usage: sacrebleu', 'usage: bleukit ')}

bleukit: sacreBLEU-compatible BLEU, fast. Same flags, same output bytes (the signature says
version:bleukit-<version>).

  bleukit REF [REF ...] -i SYSTEM [SYSTEM ...] [-f json|text|latex] [-tok 13a] [...]
  cat system.txt | bleukit REF

Not offered yet (exit 2): -m chrf/ter, -t/--test-set, --list, --citation, --download, --echo,
--origlang, --subset, -d/--detail, chrF/TER options; tokenizers ko-mecab, spm, flores101,
flores200, spBLEU-1K.

bleukit's own options:
  --jobs N            compute statistics in N worker threads (identical results)
  --progress WHEN     progress bar on stderr: auto (a terminal, not CI), always, never
  -tok ja-tinyseg     a small Japanese tokenizer; -tok intl-segmenter uses Intl.Segmenter
                      with the target language of -l`;
