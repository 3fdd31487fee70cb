// size-limit's checks (`pnpm size`, scripts/check-packages.sh): those of .size-limit.json, then
// one for each package whose package.json gives its own budget (`"bleukit": { "size": { "import",
// "limit" } }`, a tokenizer package's factory), so a new package brings its budget with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const checks = read('./.size-limit.json');
for (const folder of readdirSync(new URL('./packages/', import.meta.url)).sort()) {
  const path = `./packages/${folder}/package.json`;
  if (!existsSync(new URL(path, import.meta.url))) continue;
  const manifest = read(path);
  const size = manifest.bleukit?.size;
  if (size === undefined) continue;
  checks.push({ name: `${manifest.name}: ${size.import.replace(/[{} ]/g, '')}`, path: `packages/${folder}/dist/index.js`, import: size.import, gzip: true, limit: size.limit });
}
export default checks;
