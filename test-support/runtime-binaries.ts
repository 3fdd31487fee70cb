// The Deno, Bun and workerd executables that the conformance package's devDependencies install
// from npm. Each npm package ships its binary in an optional package per platform and has an
// install script that only links or copies it (pnpm does not run those scripts: package.json's
// pnpm.ignoredBuiltDependencies), so the binary is taken from the platform package itself, found
// from the wrapper package's folder, where pnpm installs its optional dependencies.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const conformance = createRequire(join(import.meta.dirname, '..', 'conformance', 'package.json'));

/** The exact versions conformance/package.json pins. */
export const runtimeVersions: Record<'deno' | 'bun' | 'workerd', string> = (() => {
  const { devDependencies } = conformance('./package.json') as { devDependencies: Record<string, string> };
  return { deno: devDependencies['deno'] as string, bun: devDependencies['bun'] as string, workerd: devDependencies['workerd'] as string };
})();

/** `platformPackage/file`, resolved from the folder of `wrapper` (e.g. `deno`). */
function fromPlatformPackage(wrapper: string, platformPackage: string, file: string): string {
  const wrapperRequire = createRequire(conformance.resolve(`${wrapper}/package.json`));
  try {
    return join(dirname(wrapperRequire.resolve(`${platformPackage}/package.json`)), file);
  } catch (cause) {
    throw new Error(
      `${wrapper}: ${platformPackage} is not installed. ${wrapper} ships its binary in optional packages per platform; ` +
        `this one (${process.platform}-${process.arch}) is missing or not among them. Run pnpm install (without --no-optional).`,
      { cause },
    );
  }
}

const arch = process.arch === 'arm64' ? 'arm64' : 'x64';

/** The `deno` executable (npm `deno`, binary in `@deno/<platform>`). */
export function denoBinary(): string {
  const target = process.platform === 'linux' ? `linux-${arch}-glibc` : `${process.platform}-${arch}`;
  return fromPlatformPackage('deno', `@deno/${target}`, process.platform === 'win32' ? 'deno.exe' : 'deno');
}

/** The `bun` executable (npm `bun`, binary in `@oven/bun-<platform>`; its x64 build needs AVX2). */
export function bunBinary(): string {
  const target = `${process.platform === 'win32' ? 'windows' : process.platform}-${arch === 'arm64' ? 'aarch64' : 'x64'}`;
  return fromPlatformPackage('bun', `@oven/bun-${target}`, process.platform === 'win32' ? 'bin/bun.exe' : 'bin/bun');
}

/** The `workerd` executable (npm `workerd`'s own lookup), its package's version and the newest compatibility date it supports. */
export function workerd(): { binary: string; version: string; compatibilityDate: string } {
  const main = conformance('workerd') as { default: string; version: string; compatibilityDate: string };
  return { binary: main.default, version: main.version, compatibilityDate: main.compatibilityDate };
}
