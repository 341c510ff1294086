/**
 * The focused phase map where the reader is looking, measured in Chromium at 360×740 and 1280×800:
 * under the step of a worked example (the Level 2 Panic! example stepped to its end) and beside or
 * under the playground's last move, it names the state the engine is in (and the decision window open
 * there), links each place to its rule, fits its box without scrolling sideways and has no text
 * under 14 px. The whole map on /phases/ fits to the width, zooms by button and key, and pans by
 * the arrow keys; its first view shows the start of the game.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { playgroundHref, prepareExample } from '../../src/components/example/prepare.ts';
import { LEVEL_2_EXAMPLES } from '../../src/examples/level-2.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const EXAMPLE = 'l2-panic-negotiated';
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

function panicExample() {
  const example = LEVEL_2_EXAMPLES.find((e) => e.id === EXAMPLE)!;
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

/** The focused map's words, links and measures: its box against the page, its smallest text. */
function measure(fm: Locator) {
  return fm.evaluate((box) => {
    const texts = [...box.querySelectorAll('*')].filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''));
    const r = box.getBoundingClientRect();
    return {
      summary: box.querySelector('summary')!.textContent!,
      hrefs: [...box.querySelectorAll('a')].map((a) => a.getAttribute('href')!),
      smallest: Math.min(...texts.map((e) => parseFloat(getComputedStyle(e).fontSize))),
      left: r.left,
      right: r.right,
      sideways: box.scrollWidth - box.clientWidth,
      page: document.documentElement.scrollWidth - innerWidth,
    };
  });
}

/** The whole map's name for a state, and its label for a window open there (if it draws one): read from its drawing, fetched as the page would while it waits. */
function mapNames(page: Page, phase: string, window: string | undefined) {
  return page.evaluate(
    async ([p, w]) => {
      const map = document.querySelector('[data-phase-map]')!;
      const waiting = map.querySelector<HTMLTemplateElement>('template[data-pm-whole]');
      const drawing = document.createElement('template');
      drawing.innerHTML = waiting?.dataset.src ? await (await fetch(waiting.dataset.src)).text() : (waiting?.innerHTML ?? '');
      const chart = waiting ? drawing.content : map;
      return {
        state: chart.querySelector<SVGGElement>(`svg [data-state="${p}"]`)?.dataset.name ?? null,
        window: w ? (chart.querySelector<SVGGElement>(`svg [data-window="${p}/${w}"]`)?.dataset.label ?? null) : null,
      };
    },
    [phase, window] as const,
  );
}

async function expectReadable(fm: Locator, width: number, at: string) {
  const m = await measure(fm);
  expect(m.smallest, `${at}: smallest text`).toBeGreaterThanOrEqual(14);
  expect(m.left, `${at}: inside the screen`).toBeGreaterThanOrEqual(0);
  expect(m.right, `${at}: inside the screen`).toBeLessThanOrEqual(width);
  expect(m.sideways, `${at}: no sideways scrolling in the box`).toBeLessThanOrEqual(0);
  expect(m.page, `${at}: no sideways scrolling of the page`).toBeLessThanOrEqual(0);
  for (const href of m.hrefs) expect(href, at).toMatch(/^(\/[a-z0-9-]+\/#[a-z0-9-]+\.[a-z0-9.-]+|#phase-map)$/);
  return m;
}

describeBrowser('the focused phase map', () => {
  const { open } = useBrowser();

  for (const viewport of VIEWPORTS)
    it(`follows every step of the Panic! example under its step at ${viewport.width} px`, { timeout: 90_000 }, async () => {
      const { example, prep } = panicExample();
      const { page } = await open('/level-2/', { viewport });
      const widget = await hydrated(page, `[data-example="${EXAMPLE}"]`);
      const fm = widget.locator('[data-focus-slot] .bng-fm');
      expect(await fm.count(), 'nothing before the reader steps').toBe(0);
      await widget.focus();
      for (let i = 1; i <= example.steps.length; i++) {
        await page.keyboard.press('ArrowRight');
        const state = prep.states[i]!;
        const open = state.windows.at(-1)?.kind;
        const names = await mapNames(page, state.phase, open);
        await expect.poll(() => fm.locator('summary').textContent(), { message: `step ${i}` }).toContain(`Now: ${names.state}`);
        // The innermost lit place: the window open there, else the state.
        await expect.poll(() => widget.getAttribute('data-step'), { message: 'the keys still step the example' }).toBe(String(i));
        await expect.poll(() => fm.locator('[aria-current="step"]').textContent(), { message: `step ${i}` }).toBe(names.window ?? names.state);
        // Closed on a phone until the reader opens it, then kept open.
        if (i === 1) expect(await fm.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(viewport.width > 800);
        if (i === 1 && viewport.width < 800) await fm.locator('summary').click();
        await expectReadable(fm, viewport.width, `step ${i}`);
        // Under the step's caption, above the table.
        const [caption, box, table] = await Promise.all(['.bng-caption', '[data-focus-slot]', '.bng-table'].map((s) => widget.locator(s).first().boundingBox()));
        expect(box!.y, `step ${i}`).toBeGreaterThanOrEqual(caption!.y + caption!.height - 1);
        expect(box!.y + box!.height, `step ${i}`).toBeLessThanOrEqual(table!.y + 1);
      }
      expect(await axeViolations(page)).toEqual([]);
    });

  for (const viewport of VIEWPORTS)
    it(`sits under the playground's last move at ${viewport.width} px and follows the game`, { timeout: 60_000 }, async () => {
      const { prep } = panicExample();
      const { page } = await open(playgroundHref(prep, 0), { viewport });
      const pg = await hydrated(page, '.bng-playground');
      const fm = pg.locator('[data-focus-slot] .bng-fm');
      const first = await mapNames(page, prep.states[0]!.phase, undefined);
      await expect.poll(() => fm.locator('summary').textContent()).toContain(`Now: ${first.state}`);
      if (viewport.width < 800) await fm.locator('summary').click();
      await expectReadable(fm, viewport.width, 'start');
      // Under the move shown and what it caused, in the step panel (above the table on a phone,
      // beside it on a wide screen), so it never pushes the move's effects off a phone's first screen.
      const [last, box] = await Promise.all(['.bng-last', '[data-focus-slot]'].map((s) => pg.locator(s).boundingBox()));
      expect(box!.y).toBeGreaterThanOrEqual(last!.y + last!.height - 1);
      expect(box!.y - (last!.y + last!.height), 'right under the last move').toBeLessThan(40);
      expect(Math.abs(box!.x - last!.x), 'in the same column').toBeLessThan(20);
      await pg.locator('h3#bng-history-heading').click();
      await page.keyboard.press('ArrowRight');
      const next = prep.states[1]!;
      const names = await mapNames(page, next.phase, next.windows.at(-1)?.kind);
      await expect.poll(() => fm.locator('[aria-current="step"]').textContent()).toBe(names.window ?? names.state);
      await expectReadable(fm, viewport.width, 'step 1');
    });

  it('fits the whole map to the width, zooms by button and key, and pans by the arrow keys on /phases/', { timeout: 60_000 }, async () => {
    const { page } = await open('/phases/', { viewport: { width: 1280, height: 800 } });
    const box = page.locator('#phase-map [data-pm-scroll]');
    const level = page.locator('#phase-map [data-pm-zoom-level]');
    await expect.poll(() => level.textContent()).toMatch(/^\d+ %$/);
    // The first view shows the game's first stage (Before play) whole, not an empty corner.
    const start = await page.evaluate(() => {
      const b = document.querySelector('#phase-map [data-pm-scroll]')!.getBoundingClientRect();
      const r = document.querySelector('#phase-map svg [data-state="setup"] > a')!.getBoundingClientRect();
      return { left: r.left - b.left, top: r.top - b.top, right: b.right - r.right, bottom: b.bottom - r.bottom };
    });
    for (const [side, gap] of Object.entries(start)) expect(gap, `Before play, ${side} edge in view`).toBeGreaterThanOrEqual(0);
    expect(start.top).toBeLessThan(40);
    const sizes = () => box.evaluate((b) => ({ svg: b.querySelector('svg')!.getBoundingClientRect().width, client: b.clientWidth, left: b.scrollLeft }));

    await page.locator('#phase-map [data-zoom="fit"]').click();
    const fitted = await sizes();
    expect(Math.abs(fitted.svg - fitted.client), 'fit to width').toBeLessThanOrEqual(3);
    await page.locator('#phase-map [data-zoom="in"]').click();
    expect((await sizes()).svg).toBeGreaterThan(fitted.svg * 1.2);
    await page.locator('#phase-map [data-zoom="actual"]').click();
    await expect.poll(() => level.textContent()).toBe('100 %');

    await box.focus();
    await page.keyboard.press('+');
    await expect.poll(() => level.textContent()).toBe('125 %');
    await page.keyboard.press('-');
    await expect.poll(() => level.textContent()).toBe('100 %');
    const before = (await sizes()).left;
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await sizes()).left, { message: 'the arrow keys pan the map' }).toBeGreaterThan(before);
    await page.keyboard.press('0');
    await expect.poll(async () => Math.abs((await sizes()).svg - (await sizes()).client)).toBeLessThanOrEqual(3);
    expect(await axeViolations(page)).toEqual([]);
  });
});
