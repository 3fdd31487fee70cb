import { CliError } from '../cli-error.js';

/**
 * What `bleukit` with no arguments at all prints (on stderr, exit 1 as sacreBLEU exits there):
 * what it does and the commands people run, instead of sacreBLEU's "I need a predefined test set"
 * and its list of 67 test-set names.
 */
export const SHORT_USAGE = `bleukit: sacreBLEU's BLEU, chrF and TER for Node, with the same numbers and output bytes; RIBES and METEOR too.

usage: bleukit REF [REF ...] [-i SYSTEM [SYSTEM ...]] [options]   (references first; no -i: stdin)

  bleukit ref.de -i sys.de                    BLEU of one system, as sacreBLEU prints it (JSON)
  bleukit ref.de -i a.de b.de -f text         several systems in one table
  bleukit ref.de -i sys.de -m bleu chrf ter   chrF and TER too (-cw 2: chrF++)
  bleukit ref.ja -i sys.ja -l en-ja           Japanese, segmented with ja-mecab
  bleukit ref.ja -i sys.ja -l en-ja -m ribes  RIBES, WAT's word-order metric
  bleukit ref.en -i sys.en -m meteor          METEOR as NLTK and Hugging Face compute it
  bleukit ribes -r ref.tok sys.tok            as NTT's RIBES.py (-tok ja-mecab: raw text)
  bleukit ref.de -i base.de new.de -pbs       paired bootstrap test against the first system
  bleukit -t wmt22 -l en-de --echo src        a test set's source (sacreBLEU's, in ~/.sacrebleu)
  bleukit -t wmt22 -l en-de -i sys.de         BLEU against its references (--list: the test sets)
  bleukit compare ref.de -i sys.de            NLTK's, Moses', TF-NMT's … BLEU of the same text

bleukit --help lists every option.`;

/** The no-argument screen as a user error (exit 1). */
export function noArguments(): CliError {
  return new CliError(1, [SHORT_USAGE]);
}
