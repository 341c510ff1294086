/**
 * Global setup of the browser tests: serve the already-built `dist/` on a free localhost port and
 * tell the tests where (vitest `provide`), and find Chromium. Without `/usr/bin/chromium` the
 * tests are skipped with a loud notice, unless `CI` is set: then a missing Chromium fails the run.
 * `BROWSER_DIST` may point at another built site (default: `dist/` of the project).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './static-server.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    distDir: string;
    chromium: string | null;
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
  project.provide('baseUrl', server.url);
  project.provide('distDir', dist);
  project.provide('chromium', chromium);
  return async () => {
    await server.close();
  };
}
