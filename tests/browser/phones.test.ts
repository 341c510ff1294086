/**
 * Phones: at 360 × 740 (a small phone held upright) no page of the built site scrolls sideways,
 * neither on load nor once its widgets have hydrated, and no step of any worked example does
 * either: every example is stepped in place, one step at a time, from its start position to its
 * last step. A failure names the page, the example and the step, and the elements that stick out
 * furthest to the right. On the same visit, with every island hydrated and every example stepped to
 * its end (its log grown), axe's heading rules hold: the server HTML's outline is checked by
 * tests/site/headings.test.ts, this is the outline once the widgets run. And the page's live phase
 * map keeps the height of its caption at every step, whose words ("Now: …") take the place of the
 * words shown before any example is stepped: the examples under the map do not move as one is
 * stepped (phase-map.css), the narrow phone being where those words take most lines.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { describeBrowser, useBrowser, wakeAllIslands } from './helpers/browser.ts';
import { headingProblems } from './helpers/headings.ts';
import { examplePages, sitePages } from './helpers/site.ts';

const dist = inject('distDir');
// A plain 360 px wide window, not Chromium's mobile emulation: on an emulated phone a page that is
// too wide is zoomed out to fit, and window.innerWidth grows with it, hiding the very overflow.
const PHONE = { viewport: { width: 360, height: 740 } };
const examplesOf = new Map(examplePages(dist).map((p) => [p.path, p.ids]));
const pages = [...sitePages(dist), '/404.html'];

/**
 * How far the page scrolls sideways, or null when it does not: the page's scroll width, and the
 * elements that stick out furthest on the right (the innermost ones, outside any box that clips or
 * scrolls its own overflow). With `at`, first waits (in the page, frame by frame, up to 5 s) for
 * that example to show that step: one round trip a step rather than a poll and then a look.
 */
async function sideways(page: Page, at?: { example: string; step: number }): Promise<string | null> {
  return page.evaluate(
    async ({ phone, at }) => {
      if (at) {
        const w = document.querySelector<HTMLElement>(`.bng-example[data-example="${at.example}"]`);
        for (const until = performance.now() + 5000; w?.dataset.step !== String(at.step) && performance.now() < until;)
          await new Promise((done) => requestAnimationFrame(done));
        if (w?.dataset.step !== String(at.step)) return `the example never showed step ${at.step} (it shows ${w?.dataset.step ?? 'nothing'})`;
      }
      const width = Math.min(window.innerWidth, phone);
      const scrollWidth = document.documentElement.scrollWidth;
      // An example's table contains its own drawing (example.css skips it while off screen), so
      // what sticks out of it would be cut rather than scroll the page: wider than its box is as bad.
      const cut = [...document.querySelectorAll('.bng-example .bng-table')].filter((t) => t.scrollWidth > t.clientWidth + 0.5);
      if (scrollWidth <= width && cut.length === 0) return null;
      const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
      const contained = (el: Element) => {
        for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) if (clips(a)) return true;
        return false;
      };
      const out = [...document.body.querySelectorAll('*')]
        .map((el) => ({ el, right: el.getBoundingClientRect().right + window.scrollX }))
        .filter(({ el, right }) => right > width + 0.5 && el.getBoundingClientRect().width > 0 && !contained(el));
      // Innermost: no other offender inside it reaches as far.
      const innermost = out.filter(({ el, right }) => !out.some((o) => o.el !== el && el.contains(o.el) && o.right >= right - 0.5));
      innermost.sort((a, b) => b.right - a.right);
      const name = (el: Element) => {
        const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
        const example = el.closest('[data-example]')?.getAttribute('data-example');
        return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}>${text ? ` "${text}"` : ''}${example ? ` in ${example}` : ''}`;
      };
      const worst = innermost
        .slice(0, 3)
        .map(({ el, right }) => `${name(el)} to ${Math.round(right)} px`)
        .join('; ');
      const whole = scrollWidth > width ? `scrollWidth ${scrollWidth} > ${width} (by ${scrollWidth - width} px)` : '';
      const tables = cut.map((t) => `a table ${t.scrollWidth} px wide in its ${t.clientWidth} px in ${t.closest('[data-example]')?.getAttribute('data-example')}`);
      return `${[whole, ...tables].filter(Boolean).join('; ')}; widest: ${worst || 'none found'}`;
    },
    { phone: PHONE.viewport.width, at },
  );
}

describeBrowser('phones (360 × 740)', () => {
  const { open } = useBrowser();

  it('has pages with worked examples', () => {
    expect(examplesOf.size).toBeGreaterThan(0);
  });

  for (const path of pages) {
    const ids = examplesOf.get(path) ?? [];
    const title = ids.length
      ? `${path} fits on load and at every step of its ${ids.length} worked examples; no heading level skipped with them at their ends`
      : `${path} fits on load; no heading level skipped with its widgets running`;
    // Stepping every example of a level page is a few hundred states on two cores.
    it(title, { timeout: ids.length ? 300_000 : 60_000 }, async () => {
      const { page } = await open(path, PHONE);
      const problems: string[] = [];
      const check = async (where: string, at?: { example: string; step: number }) => {
        const s = await sideways(page, at);
        if (s) problems.push(`${path} ${where}: ${s}`);
      };
      await check('on load');
      // Wake every island, then look again.
      await wakeAllIslands(page);
      if ((await page.locator('astro-island').count()) > 0) await check('once hydrated');
      let states = 0;
      /** The live phase map's caption, its height before any example is stepped (none: no live map). */
      const caption = () => page.evaluate(() => document.querySelector('[data-phase-map][data-live] figcaption')?.getBoundingClientRect().height ?? null);
      const captionAtRest = await caption();
      const captionGrew: string[] = [];
      for (const id of ids) {
        const w = page.locator(`.bng-example[data-example="${id}"]`);
        await w.scrollIntoViewIfNeeded();
        await page.locator(`.bng-example[data-example="${id}"][data-hydrated="true"]`).waitFor({ timeout: 15_000 });
        const total = Number(await w.getAttribute('data-steps'));
        expect(total, `${id}: steps`).toBeGreaterThan(0);
        await w.focus();
        await check(`example ${id} step 0 of ${total}`);
        for (let step = 1; step <= total; step++) {
          await page.keyboard.press('ArrowRight');
          await check(`example ${id} step ${step} of ${total}`, { example: id, step });
          const now = await caption();
          if (now !== captionAtRest) captionGrew.push(`${id} step ${step}: ${captionAtRest} → ${now} px`);
        }
        states += total + 1;
        // Back to the start position: a stepped example keeps its log open, which would blur whose
        // step a later overflow belongs to.
        await page.keyboard.press('Home');
        await expect.poll(() => w.getAttribute('data-step')).toBe('0');
      }
      expect(problems, `${problems.length} of ${states} example step states, or the page itself, scroll sideways`).toEqual([]);
      expect(captionGrew, "the live phase map's caption keeps its height as the examples are stepped").toEqual([]);
      // The outline with every example at its last step, where its log is longest.
      for (const id of ids) {
        const w = page.locator(`.bng-example[data-example="${id}"]`);
        await w.focus();
        await page.keyboard.press('End');
        await expect.poll(() => w.getAttribute('data-step')).toBe(await w.getAttribute('data-steps'));
      }
      expect(await headingProblems(page)).toEqual([]);
    });
  }
});
