/**
 * Global setup of the browser tests: serve the already-built `dist/` on a free localhost port and
 * tell the tests where (vitest `provide`), and start one Chromium for the whole lane, which each
 * test file connects to (launching one per file cost about a second each, some 45 s a lane).
 * Without `/usr/bin/chromium` the tests are skipped with a loud notice, unless `CI` is set: then a
 * missing Chromium fails the run.
 * `BROWSER_DIST` may point at another built site (default: `dist/` of the project).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium as playwright } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './static-server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Less work per page, measured on two cores (level-3 and phones tests, alternating runs: 104 and
  // 110 s without these, 99 and 92 s with them): fewer renderer processes to start (the tests open
  // hundreds of short-lived pages, one site), no LCD text or hinting, no smooth scrolling, and no
  // paint held back after a navigation. The limit leaves room for the two test files that run at
  // once to have a renderer each (with 2, their pages could share one main thread: eight files took
  // 164 s at 2, 150 s at 6).
  '--renderer-process-limit=6',
  '--disable-site-isolation-trials',
  '--disable-lcd-text',
  '--font-render-hinting=none',
  '--disable-smooth-scrolling',
  '--disable-features=PaintHolding',
];

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    /** Where the lane's Chromium listens (Playwright's `connect`), or null with no Chromium. */
    chromiumEndpoint: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dist = resolve(process.env.BROWSER_DIST ?? join(import.meta.dirname, '../../../dist'));
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`Browser tests need the built site in ${dist}: run \`npm run build\` first.`);
  let chromium: string | null = CHROMIUM;
  if (!existsSync(CHROMIUM)) {
    if (process.env.CI) throw new Error(`Chromium is missing at ${CHROMIUM}, and CI is set: install it (apt-get install -y chromium).`);
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\n!!  BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}.\n!!  Install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run them.\n${bar}\n`,
    );
    chromium = null;
  }
  const server = await startStaticServer(dist);
  const browser = chromium ? await playwright.launchServer({ executablePath: chromium, args: CHROMIUM_ARGS }) : null;
  project.provide('baseUrl', server.url);
  project.provide('distDir', dist);
  project.provide('chromiumEndpoint', browser?.wsEndpoint() ?? null);
  return async () => {
    await browser?.close();
    await server.close();
  };
}
