import { createTokenizerRegistry, type RegisteredTokenizer, type TokenizerPackage, type TokenizerRegistry } from '@bleukit/core/registry';
import cliManifest from '../../../packages/cli/package.json';

// The playground offers the tokenizers the command line registers: the packages among the
// dependencies of packages/cli/package.json that describe tokenizers in their own package.json
// (`"bleukit": { "tokenizers": [...] }`). Their manifests are bundled; each package's code is a
// chunk of its own, downloaded only when one of its tokenizers is chosen.
const manifests = import.meta.glob<Record<string, unknown>>('../../../packages/tokenizer-*/package.json', { eager: true, import: 'default' });
const sources = import.meta.glob<Record<string, unknown>>('../../../packages/tokenizer-*/src/index.ts');

function registeredPackages(): TokenizerPackage[] {
  const dependencies = Object.keys((cliManifest as { dependencies?: Record<string, string> }).dependencies ?? {});
  const packages: TokenizerPackage[] = [];
  for (const [path, manifest] of Object.entries(manifests)) {
    const load = sources[path.replace(/package\.json$/, 'src/index.ts')];
    if (load === undefined || !dependencies.includes(manifest['name'] as string)) continue;
    packages.push({ manifest, load });
  }
  return packages;
}

/** The playground's tokenizer registry (the command line's tokenizers). */
export const REGISTRY: TokenizerRegistry = createTokenizerRegistry(registeredPackages());

/** A tokenizer's registered name (sacreBLEU's where there is one). */
export type TokenizerId = string;

/** A tokenizer as the settings form shows it; the code itself loads only when chosen. */
export interface TokenizerChoice {
  id: TokenizerId;
  label: string;
  /** Package that provides it. */
  from: string;
  /** Loading downloads a dictionary (shown with progress). */
  heavy?: boolean;
  /** Takes a BCP 47 locale. */
  locale?: boolean;
  /** Needs a model file from the user (SentencePiece). */
  model?: boolean;
  /** The scripts it splits into words (see `segmentationAdvice`). */
  segments: readonly string[];
  /** Languages sacreBLEU chooses it for. */
  defaultFor: readonly string[];
}

function choice(entry: RegisteredTokenizer): TokenizerChoice {
  return {
    id: entry.name,
    label: `${entry.name} (${entry.summary})`,
    from: entry.package,
    ...(entry.costly ? { heavy: true } : {}),
    ...(entry.locale ? { locale: true } : {}),
    ...(entry.model ? { model: true } : {}),
    segments: entry.segments ?? [],
    defaultFor: entry.defaultFor ?? [],
  };
}

/** Every registered tokenizer but the presets' own, sacreBLEU's default (`13a`) first. */
export const TOKENIZER_CHOICES: readonly TokenizerChoice[] = REGISTRY.entries
  .filter((entry) => !entry.presetOnly)
  .map(choice)
  .sort((a, b) => Number(b.defaultFor.includes('*')) - Number(a.defaultFor.includes('*')));

/** The choice with this id; throws for an unknown one. */
export function tokenizerChoice(id: string): TokenizerChoice {
  const found = TOKENIZER_CHOICES.find((entry) => entry.id === id);
  if (!found) {
    throw new Error(
      `[bleukit] [playground] Unknown tokenizer ${JSON.stringify(id)}; expected one of ` +
        `${TOKENIZER_CHOICES.map((entry) => entry.id).join(', ')}.`,
    );
  }
  return found;
}
