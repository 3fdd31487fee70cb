// Starts Debian's Chromium through playwright-core (no browser is ever downloaded).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Where Chromium is: `$CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export const chromiumPath: string = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A browser with a fresh profile, removed again by `close`. */
export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Launches headless Chromium with a fresh user-data-dir; fails with the fix when it is missing. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: the playground's browser tests need it. Install Debian's ` +
        `package (apt-get install -y chromium fonts-noto-cjk; scripts/test.sh does this in CI) or set ` +
        `CHROMIUM_PATH. Never download a browser with "playwright install".`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'bleukit-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    viewport: { width: 1200, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
