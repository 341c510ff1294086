/**
 * The level pages printed (src/styles/print.css): no controls at all on paper (buttons, fields,
 * the sidebar, search, the theme picker, pagination, the examples' boards), each worked example as
 * its numbered steps and the one table it ends on, tables kept whole, and few pages: Chromium's own
 * A4 PDF of Level 2 has fewer than 10. The page counts of Level 1 and Level 2 are printed.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

/** Pages in a PDF: its page tree's /Count, checked against the number of /Type /Page objects. */
function pdfPages(pdf: Buffer): number {
  const text = pdf.toString('latin1');
  const objects = (text.match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g)].map((m) => Number(m[1] ?? m[2]));
  const root = Math.max(0, ...counts);
  expect(root, 'the page tree counts every page object').toBe(objects);
  return objects;
}

/** Elements a reader could press or type in that are visible on the printed page. */
function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, input, select, textarea, summary, [role="button"], site-search, starlight-theme-select, nav, .pagination-links')]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}: ${(el.textContent ?? '').trim().slice(0, 40)}`),
  );
}

describeBrowser('printed level pages', () => {
  const { open } = useBrowser();
  const pages: Record<string, number> = {};

  for (const path of ['/level-1/', '/level-2/'])
    it(`${path} prints as a handout: no controls, each worked example as numbered steps and one table`, async () => {
      const { page } = await open(path, { viewport: { width: 1280, height: 900 } });
      // One example woken up on screen first: a hydrated widget prints the same as one still asleep.
      const ids = await page.locator('.bng-example').evaluateAll((els) => els.map((el) => el.getAttribute('data-example')!));
      expect(ids.length).toBeGreaterThan(0);
      await hydrated(page, `.bng-example[data-example="${ids[0]}"]`);
      // On screen, the handout part of each example is not shown.
      expect(await page.locator('.bng-print-only').evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).length)).toBe(0);

      await page.emulateMedia({ media: 'print' });
      expect(await visibleControls(page), 'nothing to press on paper').toEqual([]);
      const hidden = await page.evaluate(() =>
        ['.sidebar', 'header.header', '.right-sidebar-container', '.bng-example-body', '.bng-table'].map((sel) => ({
          sel,
          shown: [...document.querySelectorAll(sel)].some((el) => el.getClientRects().length > 0),
        })),
      );
      expect(hidden.filter((h) => h.shown).map((h) => h.sel)).toEqual([]);

      for (const id of ids) {
        const example = exampleById(id)!;
        const printed = page.locator(`[data-print-example="${id}"]`);
        expect(await printed.isVisible(), `${id}: its handout part is printed`).toBe(true);
        const steps = await printed.locator('.bng-print-steps > li').allTextContents();
        expect(steps, `${id}: one numbered item per step`).toHaveLength(example.steps.length);
        for (const [i, s] of example.steps.entries()) expect(steps[i], `${id}, step ${i + 1}`).toContain(s.caption);
        expect(await printed.locator('table').count(), `${id}: the Markets and the Billionaires at the end`).toBe(2);
        expect(await printed.locator('.bng-print-table').evaluate((el) => getComputedStyle(el).breakInside)).toBe('avoid');
        // The title and intro stay with it.
        expect(await page.locator(`.bng-example[data-example="${id}"] .bng-example-title`).isVisible()).toBe(true);
      }
      const tables = await page.locator('.sl-markdown-content table').evaluateAll((els) => els.map((el) => getComputedStyle(el).breakInside));
      expect(tables.every((b) => b === 'avoid')).toBe(true);

      pages[path] = pdfPages(await page.pdf({ format: 'A4' }));
      expect(pages[path]).toBeGreaterThan(0);
    });

  it('Level 2 prints on fewer than 10 A4 pages', () => {
    console.log(`A4 pages (Chromium's PDF): Level 1 ${pages['/level-1/']}, Level 2 ${pages['/level-2/']}`);
    expect(pages['/level-2/']).toBeLessThan(10);
  });
});
