// The browser tests' one set-up: check what they need (the build, ../shared's files), serve the
// build, launch Chromium, and close both afterwards. A set-up failure (no Chromium, no build) fails
// every test of the file with its message rather than leaving them skipped, so a CI summary counts
// them as failed.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, type Browser } from './launch-chromium.js';
import { serveStatic, type StaticServer } from './static-server.js';

/** The playground's folder. */
export const appDir: string = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The build the tests drive (`turbo run build` makes it). */
export const distDir: string = join(appDir, 'dist');
/** Where the tests leave their screenshots. */
export const resultsDir: string = join(appDir, 'test-results');

/** A file a test file needs, and how to get it when it is missing. */
export interface Needed {
  path: string;
  fix: string;
}

/** What {@link setUpBrowser} prepares. */
export interface SetUpOptions {
  /** Serve the build (checked first) on 127.0.0.1. */
  serveBuild?: boolean;
  /** Further files the tests read. */
  needs?: readonly Needed[];
  /** More set-up (writing a report, running the command line); its failure fails every test too. */
  prepare?: () => void | Promise<void>;
  /** Runs after the browser has closed. */
  cleanUp?: () => void;
  /** The set-up's time limit (default 60 s). */
  timeout?: number;
}

/** The browser (and server) of a test file; each throws the set-up's error when set-up failed. */
export interface BrowserSetup {
  readonly browser: Browser;
  readonly server: StaticServer;
  /** Throws the set-up's error, if any. */
  check(): void;
  /** The built app in a new page, its page errors recorded (and passed to `onError`). */
  openApp(onError?: (message: string) => void): Promise<{ page: Page; errors: string[] }>;
}

/** Registers the file's `beforeAll` (checks, server, Chromium) and `afterAll` (closes them). */
export function setUpBrowser(options: SetUpOptions = {}): BrowserSetup {
  let browser: Browser | undefined;
  let server: StaticServer | undefined;
  let setupError: Error | undefined;
  const needs: Needed[] = [
    ...(options.serveBuild ? [{ path: join(distDir, 'index.html'), fix: `No build at ${distDir}: run "pnpm exec turbo run build --filter @bleukit/playground" first.` }] : []),
    ...(options.needs ?? []),
  ];

  beforeAll(async () => {
    try {
      for (const need of needs) if (!existsSync(need.path)) throw new Error(need.fix);
      mkdirSync(resultsDir, { recursive: true });
      await options.prepare?.();
      if (options.serveBuild) server = await serveStatic(distDir);
      browser = await launchChromium();
    } catch (error) {
      setupError = error instanceof Error ? error : new Error(String(error));
    }
  }, options.timeout ?? 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    options.cleanUp?.();
  });

  const setup: BrowserSetup = {
    check() {
      if (setupError) throw setupError;
    },
    get browser() {
      setup.check();
      return browser as Browser;
    },
    get server() {
      setup.check();
      if (!server) throw new Error('This test file does not serve the build: give setUpBrowser({ serveBuild: true }).');
      return server;
    },
    async openApp(onError) {
      const page = await setup.browser.context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        errors.push(error.message);
        onError?.(error.message);
      });
      await page.goto(setup.server.url);
      return { page, errors };
    },
  };
  return setup;
}
