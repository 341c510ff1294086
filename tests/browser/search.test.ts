/**
 * Search (our override of Starlight's `Search`, src/components/overrides/Search.astro): Pagefind's
 * UI is not downloaded with the page, only when the reader opens search; it then works as
 * Starlight's does (Ctrl+K, type, a result that links to the rule), and the open dialog passes axe;
 * a word found all over the site answers with results on several pages.
 */
import { expect, it } from 'vitest';
import { axeViolations, describeBrowser, useBrowser } from './helpers/browser.ts';

/** Pagefind's UI script and its search runtime (index, WebAssembly). */
const SEARCH_UI = /\/pagefind\/|\/_astro\/ui-core\./;

describeBrowser('search', () => {
  const { open } = useBrowser();

  it('does not request the search script on page load of /level-1/', async () => {
    const requested: string[] = [];
    const { page } = await open('/level-1/');
    page.on('request', (r) => requested.push(r.url()));
    // Requests made before `load` finished are in the performance timeline; idle-time ones follow.
    await page.waitForTimeout(1_000);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect([...loaded, ...requested].filter((u) => SEARCH_UI.test(u))).toEqual([]);
    await expect.poll(() => page.locator('button[data-open-modal]').isEnabled()).toBe(true);
  });

  it('opens with Ctrl+K, finds "suit bonus" and links to the rule, and passes axe while open', async () => {
    const { page } = await open('/level-1/');
    await expect.poll(() => page.locator('button[data-open-modal]').isEnabled()).toBe(true);
    // Ctrl+K as a keyboard sends it: key "k" (Playwright's "K" would be the shifted key).
    await page.keyboard.press('Control+k');
    const dialog = page.locator('site-search dialog');
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const input = dialog.locator('input.pagefind-ui__search-input');
    await input.waitFor({ timeout: 15_000 });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('suit bonus');
    const link = dialog.locator('a.pagefind-ui__result-link[href="/level-1/#buy.suit-bonus"]').first();
    await link.waitFor({ timeout: 15_000 });
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL(/\/level-1\/#buy\.suit-bonus$/);
    await expect.poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
  });

  it('answers a word every rules page uses ("Guillotine") with results on several pages, each a link into the site', async () => {
    // The guard against an empty index that the build missed (the build now fails on one: see
    // checkSearchIndex in src/integrations/offline.ts), seen from the reader's side.
    const { page } = await open('/');
    await expect.poll(() => page.locator('button[data-open-modal]').isEnabled()).toBe(true);
    await page.locator('button[data-open-modal]').click();
    const dialog = page.locator('site-search dialog');
    const input = dialog.locator('input.pagefind-ui__search-input');
    await input.waitFor({ timeout: 15_000 });
    await input.fill('Guillotine');
    const results = dialog.locator('li.pagefind-ui__result');
    await results.first().waitFor({ timeout: 15_000 });
    await expect.poll(() => dialog.locator('.pagefind-ui__message').textContent()).toMatch(/\d+ results? for .*Guillotine/i);
    // Pagefind draws each result's link once that result's own data has loaded, after the count.
    const links = () => dialog.locator('a.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const pagesOf = (hrefs: string[]) => new Set(hrefs.map((h) => h.replace(/#.*$/, '')));
    await expect.poll(async () => pagesOf(await links()).size, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    const hrefs = await links();
    for (const href of hrefs) expect(href).toMatch(/^\/[\w/-]*(#.*)?$/);
    const pagesFound = pagesOf(hrefs);
    // The first result's page is really there.
    const first = [...pagesFound][0]!;
    const response = await page.request.get(new URL(first, page.url()).href);
    expect(response.status()).toBe(200);
  });

  it('opens with `/` too', async () => {
    const { page } = await open('/level-1/');
    await expect.poll(() => page.locator('button[data-open-modal]').isEnabled()).toBe(true);
    await page.keyboard.press('/');
    await page.locator('site-search dialog input.pagefind-ui__search-input').waitFor({ timeout: 15_000 });
    expect(await page.locator('site-search dialog').evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
  });
});
