/**
 * Offline (src/integrations/offline.ts, service-worker.ts): after one visit to the home page, with
 * the network gone (the browser context offline and the site's server shut down), every page opens
 * with its heading, `/level-1`, `/level-1/` and `/level-1/index.html` are the same page, the
 * playground plays a move, a coached game starts and plays the coach's suggestion, and search finds a rule. This file serves the built site on a server of
 * its own, so that it can shut it down without disturbing the other browser tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectBrowser, describeBrowser, hydrated } from './helpers/browser.ts';
import { pageHtml, sitePages } from './helpers/site.ts';
import { startStaticServer } from './setup/static-server.ts';

const dist = inject('distDir');

/** The paths the worker saves on install, read from the built `sw.js`. */
function precacheList(): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const list = sw.match(/precache:(\[[^\]]*\])/)?.[1];
  if (!list) throw new Error('no precache list in sw.js');
  return JSON.parse(list) as string[];
}

/** A page's heading as built (the text of its first h1). */
function headingOf(path: string): string {
  const h1 = pageHtml(dist, path).match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
  return h1
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();
}

describeBrowser('offline', () => {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;

  beforeAll(async () => {
    browser = await connectBrowser();
    server = await startStaticServer(dist);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Console errors and page errors, which fail the test (as in the other browser tests). */
  const errors: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()}: console.error: ${m.text()}`));
    page.on('pageerror', (e) => errors.push(`${page.url()}: page error: ${e.message}`));
    return page;
  };

  it('once visited, every page, the playground and search work with no network', async () => {
    const base = server!.url;
    const context: BrowserContext = await browser!.newContext({ viewport: { width: 1280, height: 900 } });
    const page = watch(await context.newPage());
    await page.goto(`${base}/`, { waitUntil: 'load' });

    // The worker is active (so its install, which saves every file of the list, has finished) and controls the page.
    const cacheName = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((ok) => navigator.serviceWorker.addEventListener('controllerchange', ok, { once: true }));
      return (await caches.keys()).find((n) => n.startsWith('bng-offline-')) ?? null;
    });
    expect(cacheName).not.toBeNull();
    const saved = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), cacheName!);
    const wanted = precacheList();
    expect(wanted.length).toBeGreaterThan(20);
    expect(new Set(saved)).toEqual(new Set(wanted));

    // No network: the browser is offline and the server is gone.
    await context.setOffline(true);
    await server!.close();
    server = undefined;

    const pages = sitePages(dist);
    expect(pages.length).toBeGreaterThan(5);
    for (const path of pages) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      expect(await page.locator('h1').first().textContent(), path).toBe(headingOf(path));
    }
    for (const variant of ['/level-1', '/level-1/', '/level-1/index.html', '/level-1/?from=somewhere'])
      await page
        .goto(`${base}${variant}`, { waitUntil: 'load' })
        .then(async () => expect(await page.locator('h1').first().textContent(), variant).toBe(headingOf('/level-1/')));

    // The playground: a new game, and a move played from the list of legal moves.
    await page.goto(`${base}/playground/`, { waitUntil: 'load' });
    const pg = await hydrated(page, '.bng-playground');
    expect(await pg.getAttribute('data-step')).toBe('0');
    await page.locator('.bng-playground button[data-move]').first().click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('1');

    // The coach: a coached game starts (the engine and the coach load from the cache) and a suggestion is played.
    await page.goto(`${base}/coach/#start=level-1`, { waitUntil: 'load' });
    await page.locator('.bng-coach-game [data-action=show-me]').click();
    await expect.poll(async () => Number(await page.locator('.bng-coach-game').getAttribute('data-moves'))).toBeGreaterThan(0);

    // Search: Pagefind's runtime, its WebAssembly and its index come from the cache.
    await page.goto(`${base}/level-1/`, { waitUntil: 'load' });
    await expect.poll(() => page.locator('button[data-open-modal]').isEnabled()).toBe(true);
    await page.locator('button[data-open-modal]').click();
    const input = page.locator('site-search dialog input.pagefind-ui__search-input');
    await input.waitFor({ timeout: 15_000 });
    await input.fill('Guillotine');
    await page.locator('site-search dialog a.pagefind-ui__result-link').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('site-search dialog a.pagefind-ui__result-link').count()).toBeGreaterThan(0);

    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
