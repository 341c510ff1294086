/**
 * Projector mode of the playground (loaded on first use): a worked example's game opened in the
 * playground fills a 1280×720 screen without a scrollbar at every move, the table beside the step
 * panel; the zones the move shown changed are marked; a clicker's PageDown and PageUp step; the
 * focus stays in the widget when Redo disables itself at the end; F and Escape leave, and the focus
 * goes back to the button.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { changedZones } from '../../src/components/shared/projectorZones.ts';
import { exampleById } from '../../src/examples/index.ts';
import { viewOf } from '../../src/machine/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { examplePages, pageHtml } from './helpers/site.ts';

const dist = inject('distDir');
const PG = '.bng-playground';

/** The longest worked example of the site, and the playground link its page gives for it at the start. */
function pickGame(): { id: string; href: string; prepared: PreparedExample } | null {
  let best: { id: string; href: string; prepared: PreparedExample } | null = null;
  for (const p of examplePages(dist))
    for (const id of p.ids) {
      const example = exampleById(id);
      const html = pageHtml(dist, p.path);
      const href = /href="(\/playground\/#g=[^"]+)"/.exec(html.slice(html.indexOf(`data-example="${id}"`)))?.[1]?.replace(/&amp;/g, '&');
      const prepared = example ? prepareExample(example) : null;
      if (href && prepared?.ok && prepared.moves.length >= 2 && prepared.moves.length > (best?.prepared.moves.length ?? 0)) best = { id, href, prepared };
    }
  return best;
}

function fits(page: Page) {
  return page.evaluate(async (sel) => {
    // The widget scales the table in the frame after a change (projector.ts): measure once it has.
    await new Promise((done) => requestAnimationFrame(done));
    const root = document.querySelector<HTMLElement>(sel)!;
    const stage = root.querySelector<HTMLElement>('.bng-play-step')!;
    const table = root.querySelector<HTMLElement>('.bng-play-table .bng-table')!;
    const t = table.getBoundingClientRect();
    const r = root.getBoundingClientRect();
    return {
      fit: root.dataset.fit,
      box: [r.top, r.left, r.width, r.height],
      vertical: root.scrollHeight <= root.clientHeight,
      horizontal: root.scrollWidth <= root.clientWidth,
      stage: stage.scrollHeight <= stage.clientHeight + 1,
      table: t.bottom <= innerHeight + 0.5 && t.right <= innerWidth + 0.5,
    };
  }, PG);
}

function focused(page: Page): Promise<string> {
  return page.evaluate((sel) => {
    const w = document.querySelector(sel)!;
    const a = document.activeElement;
    if (a === w) return 'widget';
    if (!a || !w.contains(a)) return `outside the widget (${a?.tagName ?? 'none'})`;
    return a.getAttribute('data-action') ?? a.tagName;
  }, PG);
}

describeBrowser('projector mode of the playground', () => {
  const { open } = useBrowser();
  const game = pickGame();

  it('has a worked example game to open', () => {
    expect(game).not.toBeNull();
  });
  if (!game) return;
  const total = game.prepared.moves.length;

  it(`${game.id} in the playground: fits 1280×720 at every move, PageDown and PageUp step, changed zones marked, the focus kept, Escape gives it back`, async () => {
    const { page } = await open(game.href, { viewport: { width: 1280, height: 720 } });
    const pg = await hydrated(page, PG);
    const step = () => pg.getAttribute('data-step');
    expect(await step()).toBe('0');
    const button = pg.locator('[data-action="projector"]');
    await button.click();
    await expect.poll(() => pg.getAttribute('data-fit')).toBe('zoom');
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await focused(page)).toBe('widget');
    for (let s = 0; s <= total; s++) {
      if (s > 0) await page.keyboard.press('PageDown');
      await expect.poll(step).toBe(String(s));
      expect(await fits(page), `move ${s}`).toEqual({ fit: 'zoom', box: [0, 0, 1280, 720], vertical: true, horizontal: true, stage: true, table: true });
      const zones = s === 0 ? [] : changedZones(viewOf(game.prepared.states[s - 1]!, 'table'), viewOf(game.prepared.states[s]!, 'table'));
      const marked = await pg.locator('.bng-play-table [data-changed]').count();
      const expected = await pg.evaluate(
        (el, selectors) => selectors.reduce((n, sel) => n + el.querySelector('.bng-play-table .bng-table')!.querySelectorAll(sel).length, 0),
        zones.map((z) => z.selector),
      );
      expect(marked, `move ${s}: the zones it changed are marked`).toBe(expected);
    }
    await page.keyboard.press('PageUp');
    await expect.poll(step).toBe(String(total - 1));
    // Redo at the end disables itself: the focus goes back to the widget, not to the page.
    await pg.locator('[data-action="redo"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(step).toBe(String(total));
    await expect.poll(() => focused(page)).toBe('widget');
    await page.keyboard.press('Escape');
    await expect.poll(() => pg.getAttribute('data-projector')).toBeNull();
    expect(await focused(page)).toBe('projector');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await pg.locator('[data-changed]').count(), 'no marks left on the page').toBe(0);
    // F toggles it too, from the widget.
    await page.keyboard.press('f');
    await expect.poll(() => pg.getAttribute('data-projector')).not.toBeNull();
    await page.keyboard.press('f');
    await expect.poll(() => pg.getAttribute('data-projector')).toBeNull();
  });
});
