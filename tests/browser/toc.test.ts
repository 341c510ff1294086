/**
 * The "On this page" lists (our own script, src/components/overrides/toc.ts, in place of
 * Starlight's): on a wide screen the link of the section being read is marked as the reader
 * scrolls, one link at a time; on a phone the bar under the header names that section, and its
 * drop-down closes on a link (which jumps to the section), on a click outside it and on Escape (the
 * focus going back to the toggle).
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useBrowser } from './helpers/browser.ts';

const PATH = '/level-1/';

/** The hrefs of the links marked current in a list. */
function currentLinks(page: Page, list: string): Promise<string[]> {
  return page.evaluate((sel) => [...document.querySelectorAll(`${sel} a[aria-current="true"]`)].map((a) => a.getAttribute('href')!), list);
}

/** The ids of the page's second-level headings that the list links to, in order. */
function sectionIds(page: Page, list: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLAnchorElement>(`${sel} a[href^="#"]`)]
        .map((a) => decodeURIComponent(a.hash.slice(1)))
        .filter((id) => document.getElementById(id)?.tagName === 'H2'),
    list,
  );
}

/** Scrolls the page so that a heading sits just under the header, as following its link does. */
async function scrollTo(page: Page, id: string): Promise<void> {
  await page.evaluate((h) => document.getElementById(h)!.scrollIntoView({ block: 'start' }), id);
}

describeBrowser('the "On this page" lists', () => {
  const { open } = useBrowser();

  it('on a wide screen: the section being read is marked, and follows the scrolling', async () => {
    const { page } = await open(PATH, { viewport: { width: 1280, height: 800 } });
    await expect.poll(() => currentLinks(page, 'bng-toc')).toEqual(['#_top']);
    const ids = await sectionIds(page, 'bng-toc');
    expect(ids.length, 'sections listed').toBeGreaterThan(3);
    for (const id of [ids[2]!, ids[ids.length - 2]!, ids[1]!]) {
      await scrollTo(page, id);
      await expect.poll(() => currentLinks(page, 'bng-toc'), { message: `after scrolling to #${id}` }).toEqual([`#${id}`]);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => currentLinks(page, 'bng-toc')).toEqual(['#_top']);
  });

  it('on a phone: the bar names the section being read; the drop-down closes on a link, outside and on Escape', async () => {
    const { page } = await open(PATH, { viewport: { width: 360, height: 740 } });
    const details = page.locator('bng-mobile-toc details');
    const summary = page.locator('bng-mobile-toc summary');
    const named = () => page.locator('bng-mobile-toc .display-current').textContent();
    const ids = await sectionIds(page, 'bng-mobile-toc');
    const title = (id: string) => page.locator(`bng-mobile-toc a[href="#${id}"]`).textContent();

    await scrollTo(page, ids[1]!);
    await expect.poll(named).toBe(await title(ids[1]!));

    // A link: the list closes and the page goes to the section, which the bar then names.
    await summary.click();
    expect(await details.getAttribute('open')).not.toBeNull();
    await page.locator(`bng-mobile-toc a[href="#${ids[3]}"]`).click();
    await expect.poll(() => details.getAttribute('open')).toBeNull();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${ids[3]}`);
    await expect.poll(named).toBe(await title(ids[3]!));
    expect(await currentLinks(page, 'bng-mobile-toc')).toEqual([`#${ids[3]}`]);

    // A click outside it.
    await summary.click();
    expect(await details.getAttribute('open')).not.toBeNull();
    await page.evaluate(() => document.querySelector('main')!.click());
    await expect.poll(() => details.getAttribute('open')).toBeNull();

    // Escape, from the keyboard: the focus goes back to the toggle.
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await details.getAttribute('open')).not.toBeNull();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect.poll(() => details.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('starlight__on-this-page--mobile');
  });
});
