import { formatFixed, formatFloat } from '../python-format.js';

/** Moses' `BLEU = 25.31, 58.3/31.2/19.0/12.0 (BP=1.000, ratio=1.011, hyp_len=N, ref_len=M)`. */
export function formatMultiBleu(
  bleu: number,
  precisions: readonly number[],
  bp: number,
  hypLen: number,
  refLen: number,
): string {
  const p = precisions.map((x) => formatFixed(100 * x, 1)).join('/');
  return (
    `BLEU = ${formatFixed(100 * bleu, 2)}, ${p} (BP=${formatFixed(bp, 3)}, ` +
    `ratio=${formatFixed(hypLen / refLen, 3)}, hyp_len=${hypLen}, ref_len=${refLen})`
  );
}

/** The line `multi-bleu.perl` prints when the references are empty (it then exits 1). */
export const MULTI_BLEU_EMPTY_REFERENCES = 'BLEU = 0, 0/0/0/0 (BP=0, ratio=0, hyp_len=0, ref_len=0)';

/** Perl's default number formatting (`%.15g`), as in mteval's `--metricsMATR` files. */
export function formatPerlNumber(value: number): string {
  if (value === 0) return '0';
  const text = value.toPrecision(15);
  const [mantissa = '', exponent] = text.split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/0+$/, '').replace(/\.$/, '') : mantissa;
  if (exponent === undefined) return trimmed;
  const power = Number(exponent);
  return `${trimmed}e${power < 0 ? '-' : '+'}${String(Math.abs(power)).padStart(2, '0')}`;
}

/** mteval's `BLEU score = 0.2531 for system "sys"`. */
export function formatMteval(score: number, system = 'sys'): string {
  return `BLEU score = ${formatFixed(score, 4)} for system "${system}"`;
}

/** NLTK's return value as Python prints it: `0.5045666840058485`, the int `0`, or a list. */
export function formatNltk(scores: readonly number[], integerZero: boolean): string {
  const one = (x: number): string => (integerZero ? '0' : formatFloat(x));
  return scores.length === 1 ? one(scores[0] as number) : `[${scores.map(one).join(', ')}]`;
}

/** Hugging Face evaluate's result dict as Python prints it. */
export function formatNmt(result: {
  bleu: number;
  precisions: readonly number[];
  bp: number;
  ratio: number;
  hypLen: number;
  refLen: number;
}): string {
  return (
    `{'bleu': ${formatFloat(result.bleu)}, 'precisions': [${result.precisions.map(formatFloat).join(', ')}], ` +
    `'brevity_penalty': ${formatFloat(result.bp)}, 'length_ratio': ${formatFloat(result.ratio)}, ` +
    `'translation_length': ${result.hypLen}, 'reference_length': ${result.refLen}}`
  );
}
