// The executable reads `--jobs N` before the arguments are parsed, to start the workers early;
// anything the parser would reject starts none.
import { describe, expect, it } from 'vitest';
import { jobsInArguments } from './jobs-in-arguments.js';

describe('jobsInArguments', () => {
  it.each([
    [['ref.txt', '-i', 'hyp.txt', '--jobs', '2'], 2],
    [['--jobs=4', 'ref.txt', '-i', 'hyp.txt'], 4],
    [['ref.txt', '--jobs', '256'], 256],
    [['ref.txt', '-i', 'hyp.txt'], 1],
    [['ref.txt', '--jobs', '0'], 1],
    [['ref.txt', '--jobs', '257'], 1],
    [['ref.txt', '--jobs', 'two'], 1],
    [['ref.txt', '--jobs'], 1],
    [['ref.txt', '-j', '4'], 1],
  ] as const)('%j gives %i', (argv, jobs) => {
    expect(jobsInArguments(argv)).toBe(jobs);
  });
});
