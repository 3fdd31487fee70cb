import { BleukitError, describeValue } from '../errors.js';
import type { BleuPolicy, PolicySmoothing, ZeroPrecisionPolicy } from './bleu-policy.js';
import { REFERENCE_LENGTH_POLICIES, type ReferenceLengthPolicy } from './reference-length-policy.js';

/** The implementations bleukit reproduces. */
export type PresetName =
  | 'sacrebleu'
  | 'nltk'
  | 'nltk-legacy'
  | 'nmt'
  | 'torchmetrics'
  | 'multi-bleu'
  | 'multi-bleu-detok'
  | 'mteval-v13a';

/** Every preset, `sacrebleu` (the default) first. */
export const PRESET_NAMES: readonly PresetName[] = [
  'sacrebleu',
  'nltk',
  'nltk-legacy',
  'nmt',
  'torchmetrics',
  'multi-bleu',
  'multi-bleu-detok',
  'mteval-v13a',
];

/** How a preset prints its result: each peer's own output. */
export type PresetOutput = 'sacrebleu' | 'nltk' | 'nmt' | 'torchmetrics' | 'multi-bleu' | 'mteval';

/**
 * Individual settings that override a preset (the CLI's flags next to `--preset`). Each applies
 * where the peer has the setting; `resolvePreset` rejects the rest.
 */
export interface PresetOverrides {
  /** Tokenizer name (`split`, `perl-split`, `13a`, `mteval-13a`, …; mteval: `13a` or `intl`). */
  tokenize?: string;
  /** Lower-case first: `-lc` for Moses; `false` is mteval's `-c`. */
  lowercase?: boolean;
  referenceLength?: ReferenceLengthPolicy;
  /**
   * sacrebleu: `none|floor|add-k|exp`; nltk: `method0`…`method7`; nmt, torchmetrics: `none|add-one`;
   * mteval-v13a: `exp|none` (`none` = `--no-smoothing`).
   */
  smoothing?: string;
  /** sacrebleu `floor`/`add-k` value. */
  smoothValue?: number;
  /** One weight vector, or several (NLTK scores each). Sets the maximum order too. */
  weights?: readonly number[] | readonly (readonly number[])[];
  /**
   * Accept weights that are negative or do not sum to 1 (within 1e-9), scoring them as the peer
   * would. On by default for `nltk` and `nltk-legacy` (NLTK documents that weights need not sum
   * to 1); off for `torchmetrics`, where such weights are an error unless this is `true`.
   */
  allowUnnormalizedWeights?: boolean;
  /** Highest n-gram order with uniform weights (nmt `max_order`, torchmetrics `n_gram`, sacrebleu). */
  maxOrder?: number;
  /** NLTK `auto_reweigh`. */
  autoReweigh?: boolean;
  /** NLTK `SmoothingFunction` parameters. */
  epsilon?: number;
  alpha?: number;
  k?: number;
  /** sacrebleu `effective_order`. */
  effectiveOrder?: boolean;
}

/** A fully resolved preset: tokenization, policy and output format. */
export interface Preset {
  readonly name: PresetName;
  /** The implementation reproduced, with its version. */
  readonly peer: string;
  /** Tokenizer name: `split` and `perl-split` are built in, others come from a resolver. */
  readonly tokenizer: string;
  /** Lower-casing before tokenization (`ascii`: perl `lc` on bytes). */
  readonly lowercase: 'none' | 'ascii' | 'unicode';
  readonly policy: BleuPolicy;
  /** Scale of `score`: 100 for sacreBLEU and Moses, 1 for the others. */
  readonly scale: 1 | 100;
  readonly output: PresetOutput;
  /** The smoothing name as the peer calls it (`method3`, `add-one`, `exp`, `none`). */
  readonly smoothing: string;
  /** sacreBLEU's own settings (scored by `createBleu`). */
  readonly sacrebleu?: { smoothMethod: string; smoothValue?: number; effectiveOrder: boolean };
}

const uniform = (order: number): number[] => new Array<number>(order).fill(1 / order);

function fail(name: string, what: string, received: unknown, expected: string): never {
  throw new BleukitError(
    'invalid-argument',
    `[bleukit] [${name}] ${what} ${describeValue(received)} is not supported by this preset; expected ${expected}.`,
  );
}

/** How far a weight vector's sum may be from 1: rounding, as in `[0.1] * 10`, not intent. */
const WEIGHT_SUM_TOLERANCE = 1e-9;

function weightVectors(name: string, overrides: PresetOverrides, fallback: number[], allowUnnormalized: boolean): number[][] {
  const weights = overrides.weights;
  if (weights === undefined) return [fallback];
  const list = (weights.length > 0 && Array.isArray(weights[0]) ? weights : [weights]) as readonly (readonly number[])[];
  if (list.length === 0 || list.some((w) => w.length === 0 || w.some((x) => typeof x !== 'number' || !Number.isFinite(x)))) {
    throw new BleukitError(
      'invalid-argument',
      `[bleukit] weights must be a non-empty vector of finite numbers or a list of them, e.g. [0.5, 0.5], received ${describeValue(weights)}.`,
    );
  }
  if (!(overrides.allowUnnormalizedWeights ?? allowUnnormalized)) {
    for (const w of list) {
      const sum = w.reduce((total, x) => total + x, 0);
      if (w.some((x) => x < 0) || Math.abs(sum - 1) > WEIGHT_SUM_TOLERANCE) {
        throw new BleukitError(
          'invalid-argument',
          `[bleukit] [${name}] weights ${describeValue(w)} ${w.some((x) => x < 0) ? 'have a negative weight' : `sum to ${sum}`}; ` +
            `give non-negative weights that sum to 1, e.g. [0.25, 0.25, 0.25, 0.25], or pass allowUnnormalizedWeights: true to score them as the peer would.`,
        );
      }
    }
  }
  return list.map((w) => [...w]);
}

function orderOf(name: string, overrides: PresetOverrides, fallback: number): number {
  const order = overrides.maxOrder ?? fallback;
  if (!Number.isInteger(order) || order < 1 || order > 255) fail(name, 'maxOrder', order, 'a whole number from 1 to 255');
  return order;
}

function base(referenceLength: ReferenceLengthPolicy, weights: number[][]): BleuPolicy {
  return {
    referenceLength,
    denominatorFloor: 0,
    emptyOrder: 'zero',
    zeroMatchShortcut: 'none',
    smoothing: { method: 'none' },
    zeroPrecision: 'zero',
    weights,
    autoReweigh: false,
  };
}

function nltkSmoothing(name: string, method: string, o: PresetOverrides): [PolicySmoothing, ZeroPrecisionPolicy] {
  switch (method) {
    case 'method0':
      return [{ method: 'none' }, 'tiny'];
    case 'method1':
      return [{ method: 'floor', value: o.epsilon ?? 0.1 }, 'drop'];
    case 'method2':
      return [{ method: 'add-k', value: 1, fromOrder: 2 }, 'drop'];
    case 'method3':
      return [{ method: 'exp' }, 'drop'];
    case 'method4':
    case 'method7':
      return [{ method: `nltk-${method}`, k: o.k ?? 5 }, 'drop'];
    case 'method5':
      return [{ method: 'nltk-method5' }, 'drop'];
    case 'method6':
      return [{ method: 'nltk-method6', alpha: o.alpha ?? 5 }, 'drop'];
    default:
      return fail(name, 'smoothing', method, 'method0 … method7');
  }
}

function choose<T extends string>(name: string, what: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) fail(name, what, value, allowed.join(', '));
  return value as T;
}

function build(name: PresetName, o: PresetOverrides): Preset {
  const referenceLength = o.referenceLength;
  if (referenceLength !== undefined && !REFERENCE_LENGTH_POLICIES.includes(referenceLength)) {
    fail(name, 'referenceLength', referenceLength, REFERENCE_LENGTH_POLICIES.join(', '));
  }
  switch (name) {
    case 'sacrebleu': {
      const smoothing = choose(name, 'smoothing', o.smoothing, ['none', 'floor', 'add-k', 'exp'], 'exp');
      const order = orderOf(name, o, 4);
      const policy = base(referenceLength ?? 'closest', [uniform(order)]);
      policy.zeroMatchShortcut = 'unigram';
      if (smoothing === 'exp') policy.smoothing = { method: 'exp' };
      if (smoothing === 'floor') policy.smoothing = { method: 'floor', value: o.smoothValue ?? 0.1 };
      if (smoothing === 'add-k') policy.smoothing = { method: 'add-k', value: o.smoothValue ?? 1, fromOrder: 2 };
      return {
        name,
        peer: 'sacreBLEU 2.6.0',
        tokenizer: o.tokenize ?? '13a',
        lowercase: o.lowercase ? 'unicode' : 'none',
        policy,
        scale: 100,
        output: 'sacrebleu',
        smoothing,
        sacrebleu: {
          smoothMethod: smoothing,
          ...(o.smoothValue === undefined ? {} : { smoothValue: o.smoothValue }),
          effectiveOrder: o.effectiveOrder ?? false,
        },
      };
    }
    case 'nltk':
    case 'nltk-legacy': {
      const legacy = name === 'nltk-legacy';
      const smoothing = o.smoothing ?? 'method0';
      const [policySmoothing, zeroPrecision] = legacy && smoothing === 'method0'
        ? [{ method: 'none' } as PolicySmoothing, 'drop' as ZeroPrecisionPolicy]
        : nltkSmoothing(name, smoothing, o);
      const policy = base(referenceLength ?? 'closest', weightVectors(name, o, [0.25, 0.25, 0.25, 0.25], true));
      policy.denominatorFloor = 1;
      policy.zeroMatchShortcut = 'unigram';
      policy.smoothing = policySmoothing;
      policy.zeroPrecision = zeroPrecision;
      policy.autoReweigh = o.autoReweigh ?? false;
      return {
        name,
        peer: legacy ? 'NLTK before 3.2 (zero precisions dropped)' : 'NLTK 3.8 corpus_bleu',
        tokenizer: o.tokenize ?? 'split',
        lowercase: o.lowercase ? 'unicode' : 'none',
        policy,
        scale: 1,
        output: 'nltk',
        smoothing,
      };
    }
    case 'nmt': {
      const smoothing = choose(name, 'smoothing', o.smoothing, ['none', 'add-one'], 'none');
      const order = orderOf(name, o, 4);
      const policy = base(referenceLength ?? 'shortest', [uniform(order)]);
      policy.arithmetic = 'sequential';
      if (smoothing === 'add-one') policy.smoothing = { method: 'add-k', value: 1, fromOrder: 1 };
      return { name, peer: 'TF-NMT compute_bleu / Hugging Face evaluate "bleu"', tokenizer: o.tokenize ?? '13a', lowercase: o.lowercase ? 'unicode' : 'none', policy, scale: 1, output: 'nmt', smoothing };
    }
    case 'torchmetrics': {
      const smoothing = choose(name, 'smoothing', o.smoothing, ['none', 'add-one'], 'none');
      const order = orderOf(name, o, o.weights && !Array.isArray(o.weights[0]) ? o.weights.length : 4);
      const [weights] = weightVectors(name, o, uniform(order), false) as [number[]];
      if (weights.length !== order) fail(name, 'weights', weights, `${order} weights (one per n-gram order)`);
      const policy = base(referenceLength ?? 'closest-first', [weights]);
      policy.zeroMatchShortcut = 'any';
      if (smoothing === 'add-one') policy.smoothing = { method: 'add-k', value: 1, fromOrder: 2 };
      return { name, peer: 'torchmetrics 1.9 BLEUScore', tokenizer: o.tokenize ?? 'split', lowercase: o.lowercase ? 'unicode' : 'none', policy, scale: 1, output: 'torchmetrics', smoothing };
    }
    case 'multi-bleu':
    case 'multi-bleu-detok': {
      if (o.smoothing !== undefined && o.smoothing !== 'none') fail(name, 'smoothing', o.smoothing, 'none (Moses does not smooth)');
      const detok = name === 'multi-bleu-detok';
      const policy = base(referenceLength ?? 'closest', [uniform(4)]);
      return {
        name,
        peer: detok ? 'Moses multi-bleu-detok.perl' : 'Moses multi-bleu.perl',
        tokenizer: o.tokenize ?? (detok ? 'mteval-13a-cased' : 'perl-split'),
        lowercase: o.lowercase ? (detok ? 'unicode' : 'ascii') : 'none',
        policy,
        scale: 100,
        output: 'multi-bleu',
        smoothing: 'none',
      };
    }
    case 'mteval-v13a': {
      const smoothing = choose(name, 'smoothing', o.smoothing, ['exp', 'none'], 'exp');
      const tokenize = choose(name, 'tokenize', o.tokenize, ['13a', 'intl'], '13a');
      const policy = base(referenceLength ?? 'closest', [uniform(4)]);
      if (smoothing === 'exp') {
        policy.smoothing = { method: 'exp' };
        policy.emptyOrder = 'one';
      }
      const lowercase = o.lowercase ?? true;
      return {
        name,
        peer: 'NIST mteval-v13a.pl',
        tokenizer: `mteval-${tokenize}${lowercase ? '' : '-cased'}`,
        lowercase: 'none',
        policy,
        scale: 1,
        output: 'mteval',
        smoothing,
      };
    }
  }
}

/** Which overrides each preset accepts. */
const ACCEPTS: Readonly<Record<PresetName, readonly (keyof PresetOverrides)[]>> = {
  sacrebleu: ['tokenize', 'lowercase', 'smoothing', 'smoothValue', 'maxOrder', 'effectiveOrder'],
  nltk: ['tokenize', 'lowercase', 'referenceLength', 'smoothing', 'weights', 'allowUnnormalizedWeights', 'autoReweigh', 'epsilon', 'alpha', 'k'],
  'nltk-legacy': ['tokenize', 'lowercase', 'referenceLength', 'smoothing', 'weights', 'allowUnnormalizedWeights', 'autoReweigh', 'epsilon', 'alpha', 'k'],
  nmt: ['tokenize', 'lowercase', 'referenceLength', 'smoothing', 'maxOrder'],
  torchmetrics: ['tokenize', 'lowercase', 'referenceLength', 'smoothing', 'maxOrder', 'weights', 'allowUnnormalizedWeights'],
  'multi-bleu': ['tokenize', 'lowercase', 'referenceLength'],
  'multi-bleu-detok': ['tokenize', 'lowercase', 'referenceLength'],
  'mteval-v13a': ['tokenize', 'lowercase', 'referenceLength', 'smoothing'],
};

/**
 * A preset by name with individual overrides applied, e.g. `resolvePreset('mteval-v13a',
 * { lowercase: false, smoothing: 'none' })` for `mteval-v13a.pl -c --no-smoothing`.
 *
 * @throws BleukitError `unknown-name` for an unknown preset, `invalid-argument` for an override
 * the peer does not have.
 */
export function resolvePreset(name: string, overrides: PresetOverrides = {}): Preset {
  if (!(PRESET_NAMES as readonly string[]).includes(name)) {
    throw new BleukitError(
      'unknown-name',
      `[bleukit] Unknown preset ${describeValue(name)}; expected one of ${PRESET_NAMES.join(', ')}.`,
    );
  }
  const preset = name as PresetName;
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined && !ACCEPTS[preset].includes(key as keyof PresetOverrides)) {
      throw new BleukitError(
        'invalid-argument',
        `[bleukit] [${preset}] The ${preset} preset has no setting "${key}"; it accepts ${ACCEPTS[preset].join(', ')}.`,
      );
    }
  }
  return build(preset, overrides);
}
