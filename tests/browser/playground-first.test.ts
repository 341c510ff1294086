/**
 * The playground arrives drawn: the server draws its first game (a fixed deal) with its focused
 * phase map, so the table is on the page before any script runs, and hydrating it moves nothing
 * (layout shifts at 360×740 and 1280×800 summed under 0.02). Without a link the address then holds
 * the first game's link, which opens the same deal. With a link in the address the first game is
 * hidden, with a line saying the link's game is opening, until that game replaces it. Without
 * JavaScript only the message that the playground needs it shows.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';
import { layoutShifts } from './helpers/shifts.ts';

const PG = '.bng-playground';

/**
 * Goes to `path` with the playground's script held back (answered only after `look`): the page as
 * the server drew it, then as it comes alive.
 */
async function heldBack(page: Page, url: string, look: () => Promise<void>): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  let answered: Promise<void> = Promise.resolve();
  await page.route('**/_astro/PlaygroundWidget.*', (route) => {
    answered = held.then(() => route.continue());
    return answered;
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await look();
  release();
  await answered;
  await page.unroute('**/_astro/PlaygroundWidget.*');
}

/** The words of the focused map's summary, and how many maps the slot holds. */
function focusedMap(page: Page): Promise<{ summary: string; boxes: number }> {
  return page.locator(`${PG} .bng-fm-slot`).evaluate((slot) => ({
    summary: slot.querySelector('summary')?.textContent ?? '',
    boxes: slot.querySelectorAll('details.bng-fm').length,
  }));
}

describeBrowser('the playground drawn by the server', () => {
  const { open, baseUrl } = useBrowser();

  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const)
    it(`at ${width}×${height}: the first game and its focused map are on the page before the scripts, and nothing moves as it comes alive`, async () => {
      const { page } = await open('/404.html', { viewport: { width, height } });
      let before = { summary: '', boxes: 0 };
      // What the server drew, before the playground's script runs.
      await heldBack(page, `${baseUrl}/playground/`, async () => {
        const drawn = page.locator(`${PG}[data-state="game"][data-first="true"]`);
        expect(await drawn.locator('.bng-table').isVisible(), 'the table, drawn by the server').toBe(true);
        await expect.poll(() => focusedMap(page).then((m) => m.boxes)).toBe(1);
        before = await focusedMap(page);
        expect(before.summary).toMatch(/^Phase map Now: /);
      });
      // As it comes alive: the same map, the address read, nothing moved.
      await hydrated(page, PG);
      expect(await page.locator(PG).getAttribute('data-first')).toBeNull();
      expect(await focusedMap(page)).toEqual(before);
      expect((await layoutShifts(page)).sum, 'layout shift at load (CLS)').toBeLessThan(0.02);
      // The focused map opens where it sits beside the table, and stays closed where it would push the table down.
      expect(await page.locator(`${PG} details.bng-fm`).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(width >= 72 * 16);
    });

  it('without a link, every visit deals the same first game, and the address gets its link, which opens it again', async () => {
    const first = (await open('/playground/')).page;
    await hydrated(first, PG);
    await expect.poll(() => first.evaluate(() => location.hash)).toMatch(/^#g=/);
    const link = await first.evaluate(() => location.hash);
    const table = await first.locator(`${PG} .bng-table`).textContent();
    const second = (await open('/playground/')).page;
    await hydrated(second, PG);
    expect(await second.locator(`${PG} .bng-table`).textContent(), 'the same deal on another visit').toBe(table);
    const linked = (await open(`/playground/${link}`)).page;
    await hydrated(linked, PG);
    expect(await linked.locator(`${PG} .bng-table`).textContent(), 'the link opens it').toBe(table);
  });

  it("with a link in the address, the first game is hidden until the link's game replaces it", async () => {
    const link = playgroundLink(stateOf(BUY_POSITION));
    const { page } = await open('/404.html');
    await heldBack(page, `${baseUrl}${link}`, async () => {
      expect(await page.locator(`${PG}[data-first]`).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      expect(await page.locator('.bng-link-opening').isVisible()).toBe(true);
    });
    await hydrated(page, PG);
    expect(await page.locator(PG).evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await page.locator('.bng-link-opening').isVisible()).toBe(false);
    // The link's game, not the first one.
    const shown = await page.locator(`${PG} .bng-table`).textContent();
    const first = (await open('/playground/')).page;
    await hydrated(first, PG);
    expect(shown).not.toBe(await first.locator(`${PG} .bng-table`).textContent());
  });

  it('without JavaScript, only the message that the playground needs it shows', async () => {
    const { page } = await open('/playground/', { javaScriptEnabled: false });
    expect(await page.locator(PG).isVisible()).toBe(false);
    expect(await page.locator('p', { hasText: 'The playground needs JavaScript.' }).isVisible()).toBe(true);
  });
});
