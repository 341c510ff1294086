/**
 * The outline of every page once its widgets are running: the site test (tests/site/headings.test.ts)
 * reads the server HTML, but the playground draws its panels only in the browser, and a worked
 * example's log grows as it is stepped. axe's heading rules, the ones Lighthouse's accessibility
 * score uses (`heading-order`: no level skipped on the way down; one h1; no empty heading), on every
 * page at a phone's width with every island hydrated and every worked example stepped to its end, and
 * on the playground in the table view of a Panic! negotiation, where each deciding seat gets a
 * heading of its own with its kinds of moves under it.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { playgroundHref, prepareExample } from '../../src/components/example/prepare.ts';
import { exampleById } from '../../src/examples/index.ts';
import { viewOf } from '../../src/machine/index.ts';
import { describeBrowser, useBrowser } from './helpers/browser.ts';
import { sitePages } from './helpers/site.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const HEADING_RULES = ['heading-order', 'page-has-heading-one', 'empty-heading'];
/** Lighthouse's phone. */
const PHONE = { viewport: { width: 412, height: 823 } };

/** axe's heading rules on the page as it is now, as readable lines. */
async function headingProblems(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.html.slice(0, 160)}`));
  }, HEADING_RULES);
}

/** Brings every island into view, so it hydrates, and waits until all have. */
async function hydrateAll(page: Page) {
  const islands = page.locator('astro-island');
  for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')), null, { timeout: 20_000 });
}

/** Steps every worked example on the page to its last step (End, with the focus on the example). */
async function stepExamplesToEnd(page: Page) {
  const examples = page.locator('.bng-example[data-hydrated="true"]');
  for (let i = 0; i < (await examples.count()); i++) {
    const ex = examples.nth(i);
    await ex.focus();
    await page.keyboard.press('End');
    const total = await ex.getAttribute('data-steps');
    await expect.poll(() => ex.getAttribute('data-step')).toBe(total);
  }
}

describeBrowser('no heading level skipped, with the widgets running', () => {
  const { open } = useBrowser();
  const pages = [...sitePages(inject('distDir')), '/404.html'];

  for (const path of pages) {
    it(`${path}`, async () => {
      const { page } = await open(path, PHONE);
      await hydrateAll(page);
      await stepExamplesToEnd(page);
      expect(await headingProblems(page)).toEqual([]);
    });
  }

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
