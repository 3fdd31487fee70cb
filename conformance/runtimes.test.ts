// The runtimes the packages' READMEs name, each running the packed packages as a user's project
// installs them (the tarballs of test-support/packed-packages.ts, shared with pack-install, put
// into one fresh npm project): Node, Deno and Bun (from npm, versions pinned in
// conformance/package.json) run runtimes/run.mjs, Cloudflare's workerd runs runtimes/worker.mjs
// bundled with esbuild as wrangler would. Each computes the same subset of the conformance
// vectors (runtimes/compute.mjs): a few hundred sacreBLEU BLEU, chrF and TER records and RIBES.py
// runs; ja-mecab on sacreBLEU's ja-mecab tokenizer lines and the Japanese lines of the WMT sample,
// TinySegmenter on the same lines; the bundled samples through the bundled SentencePiece model.
// Results must match the vectors' expected values (counts and strings exactly, scores to 1e-12
// relative, RIBES as Python's repr), spm_encode's recorded pieces, and Node's run of the same
// program (which is all the WMT sample's Japanese lines and TinySegmenter have to match).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pythonSplit } from '@bleukit/core';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packedPackagesDir } from '../test-support/packed-packages.js';
import { pythonLines, readRibesPyRecords, ribesPyArguments } from '../test-support/ribes-records.js';
import { bunBinary, denoBinary, runtimeVersions, workerd } from '../test-support/runtime-binaries.js';
import { readJsonl, withoutVersion } from '../test-support/shared.js';
import { wmtSampleLines } from '../test-support/wmt-lines.js';
import { closeTo } from './sacrebleu-tokenizers.js';

const root = join(import.meta.dirname, '..');
const scripts = join(import.meta.dirname, 'runtimes');
const work = mkdtempSync(join(tmpdir(), 'bleukit-runtimes-'));
const project = join(work, 'project');
const inputPath = join(work, 'input.json');
const spmModel = join(root, 'samples', 'spm', 'samples.model');

/** Records of each vector file in the subset (every n-th record, so that every kind of case is among them). */
const PER_FILE = 80;
const every = <T>(records: T[], count = PER_FILE): T[] => records.filter((_, i) => i % Math.ceil(records.length / count) === 0);

// ---- The subset, with its expected values, in the shape compute.mjs returns --------------------

type Refs = (string | null)[][] | (string | null)[];
interface Expected<T> {
  input: { id: string } & Record<string, unknown>;
  expected: T;
}

interface BleuRecord {
  id: string;
  hyps?: string[];
  hyp?: string;
  refs: Refs;
  options: { lowercase: boolean; smooth_method: string; smooth_value: number | null; max_ngram_order: number; effective_order: boolean };
  tokenizer_signature: string;
  result: { score: number; counts: number[]; totals: number[]; precisions: number[]; bp: number; sys_len: number; ref_len: number; ratio: number };
  signature: string;
  formatted: { w2: string };
}

// ja-mecab's BLEU records are left to sacrebleu-ja-mecab.test.ts; here ja-mecab is checked on its tokenizer lines.
const bleu = (['corpus', 'sentence'] as const).flatMap((level) =>
  every(readJsonl<BleuRecord>(`conformance/sacrebleu/bleu-${level}.jsonl`).filter((record) => !record.tokenizer_signature.startsWith('ja-mecab-'))).map(
    (record): Expected<unknown> => ({
      input: {
        id: record.id,
        tokenize: record.tokenizer_signature,
        options: {
          lowercase: record.options.lowercase,
          smoothMethod: record.options.smooth_method,
          ...(record.options.smooth_value === null ? {} : { smoothValue: record.options.smooth_value }),
          maxNgramOrder: record.options.max_ngram_order,
          effectiveOrder: record.options.effective_order,
        },
        ...(record.hyps ? { hyps: record.hyps } : { hyp: record.hyp }),
        refs: record.refs,
      },
      expected: {
        score: record.result.score,
        counts: record.result.counts,
        totals: record.result.totals,
        precisions: record.result.precisions,
        bp: record.result.bp,
        sysLen: record.result.sys_len,
        refLen: record.result.ref_len,
        ratio: record.result.ratio,
        signature: record.signature,
        formatted: record.formatted.w2,
      },
    }),
  ),
);

interface StringMetricRecord {
  id: string;
  options: Record<string, boolean | number>;
  hyps?: string[];
  hyp?: string;
  refs: Refs;
  result: Record<string, number>;
  signature: string;
  formatted: { w2: string };
}

/** sacreBLEU's snake_case option names as the packages' camelCase ones. */
const camel = (options: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(options).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));

/** chrF and TER records: a sentence's references without the missing ones, as their own tests pass them. */
function stringMetric(metric: 'chrf' | 'ter', fields: Record<string, string>): Expected<unknown>[] {
  return (['corpus', 'sentence'] as const).flatMap((level) =>
    every(readJsonl<StringMetricRecord>(`conformance/sacrebleu/${metric}-${level}.jsonl`)).map((record) => ({
      input: {
        id: record.id,
        options: camel(record.options),
        ...(record.hyps ? { hyps: record.hyps, refs: record.refs } : { hyp: record.hyp, refs: (record.refs as (string | null)[]).filter((ref) => ref !== null) }),
      },
      expected: {
        ...Object.fromEntries(Object.entries(fields).map(([ours, theirs]) => [ours, record.result[theirs]])),
        signature: record.signature,
        formatted: record.formatted.w2,
      },
    })),
  );
}

const chrf = stringMetric('chrf', { score: 'score', charOrder: 'char_order', wordOrder: 'word_order', beta: 'beta' });
const ter = stringMetric('ter', { score: 'score', numEdits: 'num_edits', refLength: 'ref_length' });

const ribes = every(readRibesPyRecords().filter((record) => record.exit === 0)).map((record): Expected<unknown> => {
  const { options, refs, hyps } = ribesPyArguments(record.argv);
  const file = (name: string) => pythonLines(record.files[name] as string);
  return {
    input: { id: record.id, options, refs: refs.map(file), systems: hyps.map(file) },
    expected: { systems: record.values.map((value) => ('corpus' in value ? { corpus: value.corpus, sentences: value.sentences } : value)) },
  };
});

const mecabVectors = readJsonl<{ input: string; output: string }>('conformance/sacrebleu/tokenize-ja-mecab.jsonl');
const japaneseSample = wmtSampleLines((file) => file.endsWith('.ja'));

/** samples/spm's recordings of spm_encode: `en-ja-ref.ja.pieces` holds the pieces of samples/en-ja/ref.ja. */
const spmRecorded = readdirSync(join(root, 'samples', 'spm'))
  .filter((file) => file.endsWith('.pieces'))
  .map((file) => {
    const [, pair, name] = /^([a-z]{2}-[a-z]{2})-(.+)\.pieces$/.exec(file) as RegExpExecArray;
    const text = (path: string) => readFileSync(path, 'utf8').replace(/\n$/, '').split('\n');
    return { lines: text(join(root, 'samples', pair as string, name as string)), pieces: text(join(root, 'samples', 'spm', file)) };
  });

const input = {
  bleu: bleu.map((record) => record.input),
  chrf: chrf.map((record) => record.input),
  ter: ter.map((record) => record.input),
  ribes: ribes.map((record) => record.input),
  japanese: [...mecabVectors.map((record) => record.input), ...japaneseSample],
  spm: { model: spmModel, lines: spmRecorded.flatMap((recorded) => recorded.lines) },
};

// ---- Comparison ----------------------------------------------------------------------------------

/** Fields compared to 1e-12 relative (engines' exp, log and pow may differ in the last bits); the rest exactly. */
const SCORES = new Set(['score', 'bp', 'precisions']);

/** Where `actual` differs from `expected`: scores to 1e-12 relative, the rest exactly (`signature`/`formatted` without the version value when `versionless`). */
function differences(actual: unknown, expected: unknown, versionless: boolean, path = ''): string[] {
  const key = path.replace(/.*\./, '').replace(/\[\d+\]$/, '');
  if (typeof expected === 'number' && typeof actual === 'number' && SCORES.has(key)) {
    return closeTo(actual, expected) ? [] : [`${path}: ${actual} vs ${expected}`];
  }
  if (typeof expected === 'string' && typeof actual === 'string' && versionless && (key === 'signature' || key === 'formatted')) {
    return withoutVersion(actual) === withoutVersion(expected) ? [] : [`${path}: ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`];
  }
  if (Array.isArray(expected) && Array.isArray(actual) && actual.length === expected.length) {
    return expected.flatMap((item, i) => differences(actual[i], item, versionless, `${path}[${i}]`));
  }
  if (expected !== null && actual !== null && typeof expected === 'object' && typeof actual === 'object' && !Array.isArray(expected)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    return keys.flatMap((name) => differences((actual as Record<string, unknown>)[name], (expected as Record<string, unknown>)[name], versionless, `${path}.${name}`));
  }
  return Object.is(actual, expected) ? [] : [`${path}: ${JSON.stringify(actual)?.slice(0, 200)} vs ${JSON.stringify(expected)?.slice(0, 200)}`];
}

/** A tokenizer's name and each line's tokens joined by spaces, or why it did not load. */
interface Tokenized {
  name?: string;
  lines?: string[];
  error?: string;
}

interface Output {
  runtime: { name: string; version: string };
  bleu: unknown[];
  chrf: unknown[];
  ter: unknown[];
  ribes: unknown[];
  mecab: Tokenized;
  tinySegmenter: Tokenized;
  spm: Tokenized;
  /** workerd only: whether ja-mecab's dictionary loaded from the static assets. */
  mecabDictionary?: string;
}

const METRICS = { bleu, chrf, ter, ribes } as const;

/** Each metric's records that differ from the vectors' expected values (the first few, with the count). */
function metricFailures(output: Output): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(METRICS).map(([metric, records]) => {
      const results = output[metric as keyof typeof METRICS] as { id: string }[];
      const failures = records.flatMap((record, i) => differences(results[i], { id: record.input.id, ...(record.expected as object) }, true, record.input.id));
      return [metric, failures.length === 0 ? [] : [`${failures.length} differences`, ...failures.slice(0, 5)]];
    }),
  );
}

// ---- Running the runtimes ------------------------------------------------------------------------

let node: Output;

/** Runs `command` (a runtime with run.mjs) in the project and parses what it prints. */
function runScript(command: string, args: string[], env: Record<string, string> = {}): Output {
  const result = spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 1 << 28 });
  if (result.error || result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.error ?? result.stderr}`);
  return JSON.parse(result.stdout) as Output;
}

/** The tarballs of the packages compute.mjs imports (which it gets as a user would: installed from them). */
function imported(packs: string): string[] {
  const names = [...new Set([...readFileSync(join(scripts, 'compute.mjs'), 'utf8').matchAll(/from '(@bleukit\/[^']+)'/g)].map((match) => match[1] as string))];
  return names.map((name) => {
    const prefix = name.replace(/^@/, '').replace('/', '-');
    const tarball = readdirSync(packs).find((file) => new RegExp(`^${prefix}-\\d+\\.\\d+\\.\\d+\\.tgz$`).test(file));
    if (!tarball) throw new Error(`${name} was not packed (${packs})`);
    return join(packs, tarball);
  });
}

beforeAll(() => {
  const packs = packedPackagesDir();
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  // All in one command, so that npm takes @bleukit/core from its tarball, not the registry.
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...imported(packs)], { cwd: project, stdio: 'pipe' });
  for (const script of readdirSync(scripts)) copyFileSync(join(scripts, script), join(project, script));
  writeFileSync(inputPath, JSON.stringify(input));
  node = runScript(process.execPath, ['run.mjs', inputPath]);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the subset', () => {
  it('has a few hundred metric records, every ja-mecab vector, the Japanese sample and every SentencePiece recording', () => {
    expect(Object.values(METRICS).reduce((n, records) => n + records.length, 0)).toBeGreaterThanOrEqual(400);
    expect(new Set(bleu.map((record) => record.input['tokenize'])).size).toBeGreaterThanOrEqual(5);
    expect(mecabVectors).toHaveLength(544);
    expect(japaneseSample.length).toBeGreaterThanOrEqual(1000);
    expect(spmRecorded).toHaveLength(9);
  });
});

/** Checks one runtime's output against the vectors and (other than Node) against Node's. */
function checkOutput(output: Output, { mecab }: { mecab: boolean }): void {
  expect(metricFailures(output)).toEqual({ bleu: [], chrf: [], ter: [], ribes: [] });
  expect(output.spm.error).toBeUndefined();
  expect(output.spm.lines).toEqual(spmRecorded.flatMap((recorded) => recorded.pieces));
  if (mecab) {
    expect(output.mecab.error).toBeUndefined();
    const vectorLines = (output.mecab.lines as string[]).slice(0, mecabVectors.length);
    expect(vectorLines).toEqual(mecabVectors.map((record) => pythonSplit(record.output).join(' ')));
  }
  expect(output.tinySegmenter.error).toBeUndefined();
  if (output === node) return;
  const { runtime: _runtime, mecab: mecabOutput, mecabDictionary: _dictionary, ...rest } = output;
  const { runtime: _nodeRuntime, mecab: nodeMecab, ...nodeRest } = node;
  expect(differences(rest, nodeRest, false).slice(0, 5)).toEqual([]);
  if (mecab) expect(mecabOutput).toEqual(nodeMecab);
}

describe('Node (the reference run)', () => {
  it('matches the vectors through the packed packages', () => {
    expect(node.runtime.name).toBe('node');
    checkOutput(node, { mecab: true });
    expect(node.mecab.name).toMatch(/^ja-mecab-0\.996-IPA\+/);
    expect(node.mecab.lines).toHaveLength(mecabVectors.length + japaneseSample.length);
    expect(node.tinySegmenter.name).toMatch(/^ja-tinyseg/);
    expect(node.tinySegmenter.lines).toHaveLength(mecabVectors.length + japaneseSample.length);
  });
});

/** How each runtime runs run.mjs in the project: Deno allowed to read the project, the input and the model only. */
const SCRIPT_RUNTIMES: [name: 'deno' | 'bun', launch: () => { binary: string; args: string[]; env: Record<string, string> }][] = [
  ['deno', () => ({
    binary: denoBinary(),
    args: ['run', `--allow-read=${work},${spmModel}`, '--no-prompt', 'run.mjs', inputPath],
    env: { DENO_DIR: join(work, 'deno-dir'), DENO_NO_UPDATE_CHECK: '1' },
  })],
  ['bun', () => ({ binary: bunBinary(), args: ['run', '--no-install', 'run.mjs', inputPath], env: {} })],
];

describe.each(SCRIPT_RUNTIMES)('%s', (name, launch) => {
  it('is the pinned version, runs the packed packages and matches the vectors and Node', () => {
    const { binary, args, env } = launch();
    const output = runScript(binary, args, env);
    expect(output.runtime).toEqual({ name, version: runtimeVersions[name] });
    checkOutput(output, { mecab: true });
  }, 120_000);
});

// ---- workerd ---------------------------------------------------------------------------------------

/** POSTs `body` to the HTTP server on a Unix socket, retrying while it starts; resolves with the answer's text. */
async function post(socketPath: string, body: string, started: () => boolean): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Promise<string>((resolve, reject) => {
        const req = request({ socketPath, method: 'POST', path: '/', headers: { 'content-type': 'application/json' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (response.statusCode === 200) resolve(text);
            else reject(new Error(`HTTP ${response.statusCode}: ${text.slice(0, 2000)}`));
          });
        });
        req.on('error', reject);
        req.end(body);
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!started() || attempt >= 100 || (code !== 'ENOENT' && code !== 'ECONNREFUSED')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('workerd (Cloudflare Workers)', () => {
  it('is the pinned version, runs core, chrF, TER, RIBES, TinySegmenter and SentencePiece bundled as wrangler would, and matches the vectors and Node; ja-mecab cannot compile its WebAssembly there', async () => {
    const { binary, compatibilityDate, version } = workerd();
    expect(version).toBe(runtimeVersions.workerd);
    expect(execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim()).toBe(`workerd ${compatibilityDate}`);
    const dir = join(work, 'workerd');
    const assets = join(dir, 'assets');
    mkdirSync(assets, { recursive: true });
    // One ES module, as wrangler uploads it: esbuild with the conditions wrangler resolves with.
    await build({
      entryPoints: [join(project, 'worker.mjs')],
      outfile: join(dir, 'worker.js'),
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      logLevel: 'error',
    });
    // The static assets a Worker fetches: the SentencePiece model and ja-mecab's dictionary as installed.
    copyFileSync(spmModel, join(assets, 'sentencepiece.model'));
    copyFileSync(join(project, 'node_modules', '@bleukit', 'tokenizer-ja-mecab', 'dist', 'ipadic.bin'), join(assets, 'ipadic.bin'));
    const socket = join(dir, 'http.sock');
    writeFileSync(
      join(dir, 'config.capnp'),
      `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main", worker = (
      modules = [(name = "worker.js", esModule = embed "worker.js")],
      compatibilityDate = "${compatibilityDate}",
      bindings = [(name = "ASSETS", service = "assets")],
    )),
    (name = "assets", disk = (path = ${JSON.stringify(assets)})),
  ],
  sockets = [(name = "http", address = ${JSON.stringify(`unix:${socket}`)}, http = (), service = "main")],
);
`,
    );
    const server = spawn(binary, ['serve', join(dir, 'config.capnp')], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      const text = await post(socket, JSON.stringify({ ...input, spm: { lines: input.spm.lines } }), () => server.exitCode === null).catch((error: unknown) => {
        throw new Error(`${String(error)}\nworkerd: ${log}`);
      });
      const output = JSON.parse(text) as Output;
      expect(output.runtime.name).toBe('workerd');
      checkOutput(output, { mecab: false });
      // Workers refuse to compile WebAssembly from bytes at run time (only modules uploaded with the
      // Worker are allowed), and ja-mecab's kernel is compiled from the bytes in its JavaScript.
      expect(output.mecab.error).toBe('WebAssembly.Module(): Wasm code generation disallowed by embedder');
      // Its dictionary does reach the Worker, as a static asset through `loadFile`, and loads.
      expect(output.mecabDictionary).toBe('loaded');
    } finally {
      server.kill();
    }
  }, 120_000);
});
