/**
 * The playground's first download leaves out what the first screen does not need: the link code
 * (links.ts, with every level's rules for a link from the address) and "Try any move". When one of
 * those downloads fails, the playground says so in words and the rest keeps working; it never shows
 * a blank widget or throws. The same holds for the whole phase map under it, a file of its own
 * fetched when the reader asks for it.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, hydrated, useBrowser, type Opened } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';

type Open = (path: string, options?: BrowserContextOptions) => Promise<Opened>;

/** The browser's own reports of the download we refused (expected), taken out of the page's errors. */
function forgetRefusedDownloads(o: Opened) {
  const expected = /Failed to load resource|ERR_FAILED|dynamically imported module/;
  const rest = o.errors.filter((e) => !expected.test(e));
  o.errors.splice(0, o.errors.length, ...rest);
}

/**
 * Opens the playground at `path` with the chunks matching `blocked` refused by the network. The
 * offline service worker is blocked: once it controls the page it answers from its cache, where
 * `page.route` never sees the request, so whether the refusal happened would depend on timing.
 */
async function openWithout(open: Open, blocked: string, path: string): Promise<Opened & { page: Page }> {
  const o = await open('/setup/', { serviceWorkers: 'block' });
  await o.page.route(blocked, (route) => route.abort());
  await o.page.goto(new URL(path, o.page.url()).href, { waitUntil: 'load' });
  return o;
}

describeBrowser('parts of the playground loaded on demand', () => {
  const { open } = useBrowser();

  it('plays a game when the link code cannot be downloaded: the first game keeps the link the server wrote, and a move on says its link could not be made', async () => {
    const o = await openWithout(open, '**/_astro/links.*.js', '/playground/');
    const pg = await hydrated(o.page, PG);
    expect(await pg.getAttribute('data-state')).toBe('game');
    // The first game's link was written by the server: it needs no link code.
    expect(await pg.locator('[data-field="share-link"]').inputValue()).toMatch(/\/playground\/#g=\d+\./);
    expect(await pg.locator('[data-action="copy-link"]').isEnabled()).toBe(true);
    await pg.locator('button[data-move]:visible').first().click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('1');
    // The game after a move has no link without the code, and the box says so.
    expect(await pg.locator('[data-field="share-link"]').inputValue()).toMatch(/could not be made/);
    expect(await pg.locator('[data-action="copy-link"]').isDisabled()).toBe(true);
    forgetRefusedDownloads(o);
  });

  it('explains a link in the address that it cannot open without the link code, and offers a new game', async () => {
    const o = await openWithout(open, '**/_astro/links.*.js', playgroundLink(stateOf(BUY_POSITION)));
    const pg = await hydrated(o.page, PG);
    const alert = pg.locator('[role="alert"][data-link-error="unreadable"]');
    expect(await alert.textContent()).toMatch(/could not be opened.*reload the page/);
    await alert.locator('[data-action="new-game-instead"]').click();
    await expect.poll(() => pg.getAttribute('data-state')).toBe('game');
    forgetRefusedDownloads(o);
  });

  it('says so when "Try any move" cannot be downloaded, and the listed moves still play', async () => {
    const o = await openWithout(open, '**/_astro/MovePanel.*.js', '/playground/');
    const pg = await hydrated(o.page, PG);
    expect(await pg.getAttribute('data-state')).toBe('game');
    const builder = pg.locator('details', { has: o.page.locator('summary', { hasText: 'Try any move' }) });
    expect(await builder.locator('[role="alert"]').textContent()).toMatch(/could not be loaded/);
    await pg.locator('button[data-move]:visible').first().click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('1');
    forgetRefusedDownloads(o);
  });

  it('opens a link, with the link code and the rules of its level loaded after the first download', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const pg = await hydrated(page, PG);
    expect(await pg.getAttribute('data-state')).toBe('game');
    expect(await pg.locator('[data-field="share-link"]').inputValue()).toMatch(/\/playground\/#g=\d+\./);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.some((u) => /\/_astro\/links\.[\w-]+\.js$/.test(u))).toBe(true);
    expect(scripts.some((u) => /\/_astro\/all-levels\.[\w-]+\.js$/.test(u))).toBe(true);
  });

  it('says so when the whole phase map cannot be downloaded, points to the phases page, and shows the map once it can', async () => {
    const blocked = '**/_astro/phase-map.*.html';
    const o = await openWithout(open, blocked, '/playground/');
    await hydrated(o.page, PG);
    const map = o.page.locator('[data-phase-map][data-live]');
    await map.locator('[data-pm-show]').click();
    const alert = map.locator('[data-pm-failed][role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('could not be loaded');
    expect(await alert.locator('a').getAttribute('href')).toBe('/phases/');
    expect(await map.locator('[data-pm-scroll]').count()).toBe(0);
    // The button stays: once the network answers, it shows the map, and the message goes.
    await o.page.unroute(blocked);
    await map.locator('[data-pm-show]').click();
    await map.locator('[data-pm-scroll] svg').waitFor();
    expect(await alert.count()).toBe(0);
    forgetRefusedDownloads(o);
  });
});
