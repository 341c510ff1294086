/**
 * A level page's worked examples skip drawing their tables while off screen (example.css): at load
 * the browser lays out the tables near the screen only, each other one holding an estimated height.
 * A table is drawn as it nears the screen, keeps its real height once drawn, and a projected table
 * is always drawn. Its words stay in the page (find-in-page, screen readers) throughout.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const TABLES = '.bng-example .bng-table';

/** For each example's table: whether its content is drawn, its height, and whether its words are in the page. */
function tables(page: Page) {
  return page.$$eval(TABLES, (all) =>
    all.map((t) => ({
      drawn: t.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
      height: Math.round(t.getBoundingClientRect().height),
      words: (t.textContent ?? '').trim().length,
    })),
  );
}

describeBrowser('worked examples skip their tables while off screen', () => {
  const { open } = useBrowser();

  it('/level-3/ at 360×740: only tables near the screen are drawn at load; one is drawn as it comes into view, and keeps its height after', async () => {
    const { page } = await open('/level-3/', { viewport: { width: 360, height: 740 } });
    const atLoad = await tables(page);
    expect(atLoad.length, 'examples on the page').toBeGreaterThan(10);
    const skipped = atLoad.filter((t) => !t.drawn);
    expect(skipped.length, 'tables far from the screen are not drawn at load').toBeGreaterThanOrEqual(atLoad.length - 2);
    for (const t of skipped) {
      expect(t.height, 'a skipped table holds a phone-sized estimate of its height').toBeGreaterThan(2000);
      expect(t.words, 'its words are in the page all the same').toBeGreaterThan(100);
    }

    // The sixth example, scrolled to: its table is drawn at its own height. The example wakes as it
    // comes into view, and its table may grow a line after (the stand-in summary loads on its own):
    // its height is taken once two looks a frame apart agree.
    const sixth = page.locator('.bng-example').nth(5);
    await hydrated(page, `.bng-example[data-example="${await sixth.getAttribute('data-example')}"]`);
    await expect.poll(async () => (await tables(page))[5]!.drawn).toBe(true);
    const settled = () =>
      page
        .locator(TABLES)
        .nth(5)
        .evaluate(async (t) => {
          const before = t.getBoundingClientRect().height;
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return t.getBoundingClientRect().height === before ? Math.round(before) : null;
        });
    let real: number | null = null;
    await expect.poll(async () => (real = await settled()), { timeout: 5_000 }).not.toBeNull();
    // Back to the top: it is skipped again, with the height it was drawn at rather than the estimate.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await tables(page))[5]!.drawn).toBe(false);
    expect((await tables(page))[5]!.height).toBe(real);
  });

  it('a projected table is drawn, and is skipped again once it leaves projector mode and the screen', async () => {
    const { page } = await open('/level-1/', { viewport: { width: 1280, height: 720 } });
    const id = await page.locator('.bng-example').last().getAttribute('data-example');
    const root = page.locator(`.bng-example[data-example="${id}"]`);
    await hydrated(page, `.bng-example[data-example="${id}"]`);
    await root.focus();
    await page.keyboard.press('f');
    await expect.poll(() => root.getAttribute('data-fit')).toMatch(/^(zoom|scroll)$/);
    expect(await root.locator('.bng-table').evaluate((t) => getComputedStyle(t).contentVisibility)).toBe('visible');
    await page.keyboard.press('Escape');
    await expect.poll(() => root.getAttribute('data-projector')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => root.locator('.bng-table').evaluate((t) => t.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
  });
});
