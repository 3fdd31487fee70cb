// MeCab 0.996's command-line program with IPADIC (Debian's `mecab` and `mecab-ipadic-utf8`), the
// reference the ja-mecab tokenizer is tested against. scripts/test.sh installs them when missing
// and it can. The dictionary is named explicitly: another installed dictionary (jumandic) may
// be the system default.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { filterLines } from './line-filter.js';

/** Debian's IPADIC in UTF-8. */
const IPADIC = '/var/lib/mecab/dic/ipadic-utf8';

/** Why MeCab cannot run here, or undefined when it can. */
export const mecabMissing: string | undefined =
  spawnSync('mecab', ['--version'], { encoding: 'utf8' }).error !== undefined || !existsSync(IPADIC)
    ? `mecab or its IPADIC (${IPADIC}) is missing: install Debian's mecab and mecab-ipadic-utf8 ` +
      '(apt-get install mecab mecab-ipadic-utf8; scripts/test.sh does it when run as root)'
    : undefined;

/** `mecab -Owakati` over `lines` (which must not contain a line break): each line's words joined by spaces. */
export function mecabWakati(lines: readonly string[]): string[] {
  return filterLines('mecab', ['-d', IPADIC, '-Owakati', '--input-buffer-size=1000000'], lines);
}
