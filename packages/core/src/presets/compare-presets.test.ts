import { describe, expect, it } from 'vitest';
import { formatCompareTable, type CompareRow } from './compare-presets.js';

const row = (preset: CompareRow['preset'], bleu: number | null, formatted: string, differsBecause: string[] = []): CompareRow => ({
  preset,
  score: bleu,
  bleu,
  formatted,
  differsBecause,
});

describe('formatCompareTable', () => {
  it('lines up preset, BLEU, the start of the peer output and the reasons', () => {
    const table = formatCompareTable([
      row('sacrebleu', 44.815, 'BLEU = 44.82'),
      row('nltk', 40.1705, '0.401705', ['tokenization: split (sacrebleu: 13a)', 'weights']),
      row('multi-bleu', null, 'Illegal division by zero\nat line 2', ['fails']),
    ]);
    expect(table.split('\n')).toEqual([
      'preset      BLEU   peer output               differs because',
      '----------  -----  ------------------------  ---------------------------------------------',
      'sacrebleu   44.81  BLEU = 44.82              =',
      'nltk        40.17  0.401705                  tokenization: split (sacrebleu: 13a); weights',
      'multi-bleu  —      Illegal division by zero  fails',
    ]);
  });

  it('cuts a long peer output at 64 characters, counting code points', () => {
    const long = `{'bleu': 0.5, 'text': '${'猫'.repeat(80)}'}`;
    const [, , line] = formatCompareTable([row('nmt', 50, long)]).split('\n');
    const cell = (line as string).slice('nmt     50.00  '.length).replace(/\s+=$/, '');
    expect([...cell]).toHaveLength(64);
    expect(cell.endsWith('…')).toBe(true);
    expect(long.startsWith(cell.slice(0, -1))).toBe(true);
  });
});
