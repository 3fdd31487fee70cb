import { createMeteor } from '@bleukit/meteor';
import { loadWordNet, type WordNet } from '@bleukit/wordnet';
import { createProgressLoader, gunzipText, reportDownload } from './dictionary-progress.js';

/** Where METEOR's WordNet tables come from and where download progress goes. */
export interface LoadWordNetTablesOptions {
  /** URL of the gzip-compressed tables. Default: the file the build emits (vite-plugins/wordnet-tables.ts). */
  url?: string;
  /** Download progress, a fraction from 0 to 1 (`undefined`: size unknown), and a message. */
  onProgress?: (fraction: number | undefined, message: string) => void;
}

/** The tables' path from the app's root, with their content hash (set by vite-plugins/wordnet-tables.ts). */
declare const __BLEUKIT_WORDNET_FILE__: string;

/** What METEOR needs in the worker: its code and WordNet's tables, loaded together when it is first chosen. */
export interface MeteorSupport {
  createMeteor: typeof createMeteor;
  wordnet: WordNet;
}

/**
 * METEOR's code and WordNet's tables ({@link loadWordNetTables}). The worker imports this module
 * dynamically, so that neither downloads until METEOR is chosen.
 */
export async function loadMeteorSupport(options: LoadWordNetTablesOptions = {}): Promise<MeteorSupport> {
  return { createMeteor, wordnet: await loadWordNetTables(options) };
}

/** The tables the build emits: in `wordnet/` at the app's root, one level above the worker's chunks. */
function builtTablesUrl(): string {
  // As ja-mecab's dictionary in load-tokenizer.ts: a variable keeps Vite from treating it as an asset.
  const path = `../${__BLEUKIT_WORDNET_FILE__}`;
  return new URL(path, import.meta.url).href;
}

/**
 * Downloads WordNet 3.0's tables (gzip-compressed, ≈ 1 MB of @bleukit/wordnet's 2.9 MB file),
 * reporting bytes received, then inflates and parses them: METEOR's synonym stage. The worker
 * calls this once, the first time METEOR is chosen.
 */
export async function loadWordNetTables(options: LoadWordNetTablesOptions = {}): Promise<WordNet> {
  const url = options.url ?? builtTablesUrl();
  const download = createProgressLoader(url, reportDownload('WordNet 3.0 for METEOR', options.onProgress));
  return loadWordNet({
    loadFile: async () => {
      const bytes = await download();
      options.onProgress?.(undefined, 'Reading WordNet 3.0…');
      return gunzipText(bytes);
    },
  });
}
