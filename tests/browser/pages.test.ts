/**
 * Every page of the built site: it loads without a console error or page error, and axe-core finds
 * no WCAG 2.0/2.1 A or AA violation. Pages with widgets are checked after their islands hydrate.
 */
import { expect, inject, it } from 'vitest';
import { axeViolations, describeBrowser, useBrowser, wakeAllIslands } from './helpers/browser.ts';
import { sitePages } from './helpers/site.ts';

const pages = sitePages(inject('distDir'));

describeBrowser('every page of the built site', () => {
  const { open } = useBrowser();

  it('has pages to visit', () => {
    expect(pages).toContain('/');
    expect(pages.length).toBeGreaterThan(1);
  });

  for (const path of [...pages, '/404.html']) {
    it(`${path} loads cleanly and passes axe`, async () => {
      const { page } = await open(path);
      await wakeAllIslands(page, 15_000);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
