import { CliError } from '../cli-error.js';

/**
 * sacreBLEU 2.6.0's argparse usage block, byte for byte (argparse's program name stays
 * `sacrebleu`, so scripts that match sacreBLEU's errors keep working).
 */
export const SACREBLEU_USAGE = `usage: sacrebleu [-h] [--citation] [--list] [--test-set TEST_SET]
                 [--language-pair LANGPAIR] [--origlang ORIGLANG]
                 [--subset SUBSET] [--download DOWNLOAD]
                 [--echo ECHO [ECHO ...]] [--input [INPUT ...]]
                 [--num-refs NUM_REFS] [--encoding ENCODING]
                 [--metrics {bleu,chrf,ter} [{bleu,chrf,ter} ...]]
                 [--sentence-level] [--smooth-method {none,floor,add-k,exp}]
                 [--smooth-value BLEU_SMOOTH_VALUE]
                 [--tokenize {none,zh,13a,intl,char,ja-mecab,ko-mecab,spm,flores101,flores200,spBLEU-1K}]
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
                 [refs ...]`;

/** An argparse-style error: the usage block, then `sacrebleu: error: <message>`; exit 2. */
export function usageError(message: string): CliError {
  return new CliError(2, [SACREBLEU_USAGE, `sacrebleu: error: ${message}`]);
}
