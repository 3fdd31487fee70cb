import type { Tokenizer } from '../tokenizer.js';
import { createTokenizerRegistry, type TokenizerRegistry } from '../tokenizer-registry.js';
import { checkTokenizer } from './check-tokenizer.js';
import { templatePlaceholders } from './template-placeholders.js';
import { TOKENIZER_SAMPLES } from './tokenizer-samples.js';

const GUIDE = 'templates/README.md, "4. Describe it"';

/**
 * Checks a tokenizer package as a registry sees it: its `package.json` describes at least one
 * tokenizer (`"bleukit": { "tokenizers": [...] }`, every field well-formed, no placeholder of the
 * template left in `description` or a `summary`, `keeps` declared), and each loads from `load()`
 * (the package's main entry) as the command line loads it and keeps the contract
 * ({@link checkTokenizer}) with what its entry declares the tokens keep, a new instance from the
 * registry for each line. A tokenizer that needs a model file loads with `model` when given and is
 * otherwise only checked to be exported. Returns the problems, each naming the tokenizer.
 *
 * A tokenizer package runs it on itself:
 * `expect(await checkTokenizerPackage(manifest, () => import('./index.js'))).toEqual([])`.
 */
export async function checkTokenizerPackage(
  manifest: unknown,
  load: () => Promise<Record<string, unknown>>,
  options: { model?: string | Uint8Array; locale?: string } = {},
): Promise<string[]> {
  let registry: TokenizerRegistry;
  try {
    registry = createTokenizerRegistry([{ manifest, load }]);
  } catch (error) {
    return [String((error as Error).message)];
  }
  if (registry.entries.length === 0) return ['package.json describes no tokenizer: add "bleukit": { "tokenizers": [{ "name", "summary", "load", "keeps" }] }'];
  const description = (manifest as { description?: unknown }).description;
  const problems = typeof description === 'string' ? templatePlaceholders(description, 'package.json "description"') : [];
  for (const entry of registry.entries) {
    problems.push(...templatePlaceholders(entry.summary, `${entry.name}: package.json "summary"`).map((problem) => `${problem} (${GUIDE})`));
    if (entry.keeps === undefined) {
      problems.push(
        `${entry.name}: package.json does not say what its tokens keep: add "keeps": "characters" when, joined, they are the line ` +
          `without its whitespace (with "replaces" or "lowercases" for what it changes), "model" for a model's pieces (${GUIDE})`,
      );
    }
    if (entry.model && options.model === undefined) {
      if ((await load())[entry.load] === undefined) problems.push(`${entry.name}: the package does not export ${entry.load}`);
      continue;
    }
    try {
      const settings = { locale: options.locale ?? 'und', ...(options.model === undefined ? {} : { model: options.model }) };
      const shared = await registry.loadShared(entry.name, settings);
      const made = async (): Promise<Tokenizer> => registry.load(entry.name, { ...settings, shared });
      const tokenizer = await made();
      // New instances made beforehand (a factory may be async), one for each line.
      const fresh = await Promise.all(TOKENIZER_SAMPLES.map(made));
      const create = (): Tokenizer => fresh.pop() ?? tokenizer;
      problems.push(...checkTokenizer(tokenizer, { create, content: entry }).map((problem) => `${entry.name}: ${problem}`));
    } catch (error) {
      problems.push(`${entry.name}: does not load: ${String((error as Error).message)}`);
    }
  }
  return problems;
}
