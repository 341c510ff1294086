/**
 * The outline of the playground once it is running: the site test (tests/site/headings.test.ts)
 * reads the server HTML, but the playground draws its panels only in the browser. In the table view
 * of a Panic! negotiation each deciding seat gets a heading of its own with its kinds of moves under
 * it; axe's heading rules hold there. (Every page, with its widgets hydrated and every worked example
 * stepped to its end, is checked the same way in phones.test.ts, on the same visit that steps them.)
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { playgroundHref, prepareExample } from '../../src/components/example/prepare.ts';
import { exampleById } from '../../src/examples/index.ts';
import { viewOf } from '../../src/machine/index.ts';
import { describeBrowser, useBrowser } from './helpers/browser.ts';
import { headingProblems } from './helpers/headings.ts';

/** Lighthouse's phone. */
const PHONE = { viewport: { width: 412, height: 823 } };

/** Brings every island into view, so it hydrates, and waits until all have. */
async function hydrateAll(page: Page) {
  const islands = page.locator('astro-island');
  for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')), null, { timeout: 20_000 });
}

describeBrowser('no heading level skipped in the running playground', () => {
  const { open } = useBrowser();

  it('the playground in the table view of a Panic! negotiation (a heading per seat, its kinds of moves below)', async () => {
    const example = exampleById('l2-panic-negotiated')!;
    const prepared = prepareExample(example);
    if (!prepared.ok) throw new Error(prepared.error);
    // The first step at which more than one seat decides: the negotiation.
    const step = prepared.states.findIndex((s) => viewOf(s, 'table').deciders.length > 1);
    expect(step, 'a step of the example where several seats decide').toBeGreaterThan(0);
    const { page } = await open(playgroundHref(prepared, step), PHONE);
    await hydrateAll(page);
    await page.locator('.bng-playground .bng-legal[data-grouped="seat"]').waitFor({ timeout: 15_000 });
    expect(await headingProblems(page)).toEqual([]);
  });
});
