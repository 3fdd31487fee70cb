// Imports a module by name (a tokenizer package, the test sets), from a module or from a bundle
// compiled through V8's code cache (cached-bundle.ts): such a script has no module loader of its
// own for `import()`, so the bundle calls the importer its loader passes in (scripts/bundle.mjs
// defines the name below as that parameter).

/** The importer a code-cached bundle is given; undefined everywhere else. */
declare const BLEUKIT_IMPORT_MODULE: ((specifier: string) => Promise<unknown>) | undefined;

/** `import(specifier)`, through the loader's importer inside a code-cached bundle. */
export function importModule<T>(specifier: string): Promise<T> {
  if (typeof BLEUKIT_IMPORT_MODULE !== 'undefined') return BLEUKIT_IMPORT_MODULE(specifier) as Promise<T>;
  return import(/* @vite-ignore */ specifier) as Promise<T>;
}
