/**
 * The code blocks and the tables of a page's text skip their style and layout while far off the
 * screen (content-visibility: auto, layout.css): a page of code examples or of tables arrived in
 * long tasks otherwise (Lighthouse's blocking time on /engine/ 152 ms → 8 ms). Skipping must cost
 * the reader nothing: scrolled through, top to bottom and back, the page moves nothing on the
 * screen, and every block on the screen is drawn whole, never cut to its guessed height.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useBrowser } from './helpers/browser.ts';
import { layoutShifts } from './helpers/shifts.ts';

const BLOCKS = '.expressive-code, .sl-markdown-content table:not(:where(.not-content *))';
const PHONE = { viewport: { width: 412, height: 823 } };

/** How many blocks the page has, and how many of them skip their content now (their code or their cells). */
function skipped(page: Page): Promise<{ blocks: number; skipped: number }> {
  return page.evaluate((sel) => {
    // Not those in a closed <details>: its content is skipped whatever our CSS says.
    const blocks = [...document.querySelectorAll(sel)].filter((b) => !b.closest('details:not([open])'));
    return { blocks: blocks.length, skipped: blocks.filter((b) => !b.querySelector('pre, th, td')?.checkVisibility({ contentVisibilityAuto: true })).length };
  }, BLOCKS);
}

/**
 * Scrolls the page by a screen at a time to its end and back, and at each stop lists the blocks on
 * the screen that are skipped or cut (their content taller than their box).
 */
function scrollThrough(page: Page): Promise<string[]> {
  return page.evaluate(async (sel) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const problems: string[] = [];
    const look = () => {
      for (const b of document.querySelectorAll<HTMLElement>(sel)) {
        const r = b.getBoundingClientRect();
        if (r.bottom <= 0 || r.top >= innerHeight || b.closest('details:not([open])')) continue;
        const name = `${b.tagName.toLowerCase()} at ${Math.round(r.top + scrollY)} px`;
        if (!b.querySelector('pre, th, td')?.checkVisibility({ contentVisibilityAuto: true })) problems.push(`${name}: skipped on screen`);
        if (b.scrollHeight > b.clientHeight + 1) problems.push(`${name}: cut (${b.scrollHeight} px of content in ${b.clientHeight} px)`);
      }
    };
    const end = () => document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= end(); y += innerHeight * 0.9) {
      scrollTo(0, y);
      await frame();
      await frame();
      look();
    }
    for (let y = end(); y >= 0; y -= innerHeight * 0.9) {
      scrollTo(0, y);
      await frame();
      await frame();
      look();
    }
    return problems;
  }, BLOCKS);
}

describeBrowser('code blocks and tables off the screen', () => {
  const { open } = useBrowser();

  for (const path of ['/engine/', '/share-links/', '/cards/'])
    it(
      `${path} at 412×823: blocks far off the screen skip their work; scrolled through, nothing moves and every block on screen is whole`,
      { timeout: 60_000 },
      async () => {
        const { page } = await open(path, PHONE);
        const atLoad = await skipped(page);
        console.log(`${path}: ${atLoad.skipped} of ${atLoad.blocks} code blocks and tables skipped at load`);
        expect(atLoad.blocks, 'the page has code blocks or tables').toBeGreaterThan(2);
        expect(atLoad.skipped, 'most of them, far below the first screen, skip their work').toBeGreaterThan(atLoad.blocks / 2);
        expect(await scrollThrough(page)).toEqual([]);
        const shifts = await layoutShifts(page);
        expect(shifts.sum, `layout shifts: ${shifts.sources.join(', ')}`).toBeLessThanOrEqual(0.02);
      },
    );
});
