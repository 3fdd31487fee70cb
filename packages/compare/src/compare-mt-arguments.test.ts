import { describe, expect, it } from 'vitest';
import { compareMtMissing, runPython } from '../../../test-support/compare-mt-tools.js';
import { parseCompareMtArguments, type CompareMtArguments } from './compare-mt-arguments.js';

/** Command lines, each parsed by compare-mt's own argparse parser and by bleukit. */
const COMMAND_LINES: string[][] = [
  ['ref', 'a'],
  ['ref', 'a', 'b', 'c'],
  ['--decimals', '2', 'ref', 'a', 'b'],
  ['ref', 'a', '--seed', '5', '--sys', 'x', 'y'],
  ['ref', 'a', '--compare_scores'],
  ['ref', 'a', '--compare_scores', 'score_type=bleu,bootstrap=10', 'score_type=length', '--compare_ngrams', 'compare_type=over'],
  ['ref', 'a', '--compare_scores=score_type=chrf', '--src=src.txt'],
  ['ref', '--seed', '3', 'a'],
  ['ref', 'a', '--seed', '3', 'b'],
  ['ref', 'a', '--compare'],
  ['ref', 'a', '--compare_n', 'compare_type=match', '--compare_w'],
  ['ref', 'a', '--decimals', 'x'],
  ['ref', 'a', '--decimals', '-1'],
  ['ref', 'a', '--decimals', ' 3 '],
  ['ref', 'a', '--scorer_scale', '50'],
  ['ref', 'a', '--scorer_scale', '1.0'],
  ['ref', 'a', '--scorer_scale', '1e2'],
  ['ref', 'a', '--seed'],
  ['ref', 'a', '--sys_names'],
  ['ref', 'a', '--seed', '1', '--seed', '2'],
  ['ref', 'a', '--unknown'],
  ['ref'],
  [],
  ['ref', 'a', '--output_directory', 'out', '--report_title', 'My report', '--fig_size', '8x6'],
  ['ref', 'a', '--sys_names', 'x', '--', 'b'],
  ['ref', 'a', '-v'],
  ['ref', 'a', '--help', '--unknown'],
];

const PARSE = `
import argparse, json, sys
from compare_mt import compare_mt_main

class Parsed(Exception):
    pass

def parse_args(self, args=None, namespace=None):
    print(json.dumps({'args': vars(argparse.ArgumentParser.original(self, args, namespace))}))
    raise Parsed()

argparse.ArgumentParser.original = argparse.ArgumentParser.parse_args
argparse.ArgumentParser.parse_args = parse_args
for argv in json.load(sys.stdin):
    sys.argv = ['compare_mt'] + argv
    sys.stdout.flush()
    try:
        compare_mt_main.main()
    except Parsed:
        pass
    except SystemExit as exit:
        print(json.dumps({'exit': exit.code}))
`;

/** bleukit's parse in the shape of argparse's namespace. */
function asNamespace(args: CompareMtArguments): Record<string, unknown> {
  return {
    ref_file: args.refFile,
    out_files: args.outFiles,
    sys_names: args.sysNames,
    src_file: args.srcFile,
    fig_size: args.figSize,
    compare_scores: args.compareScores,
    compare_word_accuracies: args.compareWordAccuracies,
    compare_src_word_accuracies: args.compareSrcWordAccuracies,
    compare_sentence_buckets: args.compareSentenceBuckets,
    compare_ngrams: args.compareNgrams,
    compare_sentence_examples: args.compareSentenceExamples,
    output_directory: args.outputDirectory,
    report_title: args.reportTitle,
    decimals: args.decimals,
    seed: args.seed,
    scorer_scale: args.scorerScale,
    bind_port: args.bindPort,
  };
}

describe.skipIf(compareMtMissing !== undefined)(`compare-mt's argparse parser, live${compareMtMissing ? ` (skipped: ${compareMtMissing})` : ''}`, () => {
  const outcomes = runPython(PARSE, JSON.stringify(COMMAND_LINES))
    .trim()
    .split('\n')
    // -h and -v print argparse's help or version before the outcome line.
    .filter((line) => line.startsWith('{"args"') || line.startsWith('{"exit"'))
    .map((line) => JSON.parse(line) as { args?: Record<string, unknown>; exit?: number });

  it('gives one outcome per command line', () => {
    expect(outcomes).toHaveLength(COMMAND_LINES.length);
    expect(outcomes.filter((outcome) => outcome.args !== undefined).length).toBeGreaterThan(10);
  });

  it.each(COMMAND_LINES.map((argv, k) => [argv.join(' '), argv, k] as const))('%s', (_name, argv, k) => {
    const outcome = outcomes[k] as { args?: Record<string, unknown>; exit?: number };
    if (outcome.args !== undefined) {
      expect(asNamespace(parseCompareMtArguments(argv))).toEqual(outcome.args);
    } else if (outcome.exit === 0) {
      const parsed = parseCompareMtArguments(argv);
      expect(parsed.help || parsed.version).toBe(true);
    } else {
      expect(() => parseCompareMtArguments(argv)).toThrow(/usage: bleukit compare-mt/);
    }
  });
});
