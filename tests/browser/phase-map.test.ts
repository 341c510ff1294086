/**
 * The live phase map in the browser: on `/level-2/`, stepping the negotiated Panic! example lights,
 * after every step, the state the engine is in (and the decision window open there), marked
 * `aria-current`, with the arrows the step took; the playground's map follows the game shown (its
 * own box scrolled to the lit state); the
 * phases page draws every state as a link to its rule; the map fits 360 px by scrolling in its own
 * box; axe finds nothing; and no layout code (elkjs) reaches the browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { playgroundHref, prepareExample } from '../../src/components/example/prepare.ts';
import { LEVEL_2_EXAMPLES } from '../../src/examples/level-2.ts';
import type { GameState } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { showWholeMap } from './helpers/phaseMap.ts';

const dist = inject('distDir');
const MAP = '#phase-map';
const EXAMPLE = 'l2-panic-negotiated';

function panicExample() {
  const example = LEVEL_2_EXAMPLES.find((e) => e.id === EXAMPLE);
  if (!example) throw new Error(`no example ${EXAMPLE}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

/** What the map shows lit: the state, the window (if any) and which of them carry aria-current. */
async function lit(page: Page) {
  return page.locator(MAP).evaluate((map) => ({
    states: [...map.querySelectorAll('svg [data-state].is-now')].map((e) => e.getAttribute('data-state')),
    windows: [...map.querySelectorAll('svg [data-window].is-now')].map((e) => e.getAttribute('data-window')),
    current: [...map.querySelectorAll('svg [aria-current="step"]')].map(
      (e) => e.parentElement!.getAttribute('data-state') ?? e.parentElement!.getAttribute('data-window'),
    ),
    listed: [...map.querySelectorAll('.bng-pm-list .is-now')].map((e) => e.getAttribute('data-state') ?? e.getAttribute('data-window')),
    arrows: [...map.querySelectorAll('svg .is-last')].flatMap((e) => e.getAttribute('data-edge')!.split(' ')),
    status: map.querySelector('[data-pm-status]')?.textContent ?? '',
  }));
}

/** Whether the middle of the lit box is in the visible part of the map's own scrolling box (light.ts scrolls it there). */
async function litInView(page: Page): Promise<boolean> {
  return page.locator(MAP).evaluate((map) => {
    const box = map.querySelector('[data-pm-scroll]')!.getBoundingClientRect();
    const lit = (map.querySelector('svg [data-window].is-now') ?? map.querySelector('svg .is-now'))?.getBoundingClientRect();
    if (!lit) return false;
    const [x, y] = [lit.left + lit.width / 2, lit.top + lit.height / 2];
    return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  });
}

/** The state and window the engine reports, as the map names them. */
function expected(state: GameState) {
  const window = state.windows[state.windows.length - 1]?.kind;
  const boxed = window !== undefined && window !== state.phase;
  return { states: [state.phase], windows: boxed ? [`${state.phase}/${window}`] : [] };
}

describeBrowser('the phase map', () => {
  const { open } = useBrowser();

  it('lights the right state after each step of the Panic! example on the Level 2 page', async () => {
    const { example, prep } = panicExample();
    const { page } = await open('/level-2/');
    const widget = await hydrated(page, `[data-example="${EXAMPLE}"]`);
    await showWholeMap(page);
    // Nothing is lit until an example is stepped.
    expect((await lit(page)).states).toEqual([]);
    // The caption keeps its height as the status is lit: the examples under the map stay put.
    const captionHeight = () => page.locator(`${MAP} figcaption`).evaluate((c) => c.getBoundingClientRect().height);
    const unlit = await captionHeight();
    await widget.focus();
    for (let i = 1; i <= example.steps.length; i++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await lit(page)).status, { timeout: 10_000 }).toContain(`${example.title}, step ${i}`);
      expect(await captionHeight(), `step ${i}: the map's caption keeps its height`).toBe(unlit);
      const shown = await lit(page);
      const want = expected(prep.states[i]!);
      expect(shown.states, `step ${i}`).toEqual(want.states);
      expect(shown.windows, `step ${i}`).toEqual(want.windows);
      // aria-current on the innermost lit box: the window if one is open, else the state.
      expect(shown.current.sort(), `step ${i}`).toEqual([...want.states, ...want.windows].sort());
      expect(shown.listed.length, `step ${i}: the list marks the same`).toBeGreaterThan(0);
      if (i === 1) {
        // The failed Buy passed through the Buy's settling and the end of the turn to wait there for the Panic!.
        expect(shown.arrows).toEqual(
          expect.arrayContaining([
            'turn.end->turn.ended',
            'turn.ended->turn.afterAction',
            'turn.afterAction->turn.launch',
            'turn.launch->turn.followUp',
            'turn.followUp->turn.afterTurn',
          ]),
        );
        expect(prep.states[0]!.phase).not.toBe(prep.states[1]!.phase);
      }
    }
    // The last step closes the Panic! and the turn passes on: the arrows out of the end of the turn are lit.
    expect((await lit(page)).arrows).toContain('turn.afterTurn->turn.next');
    // Back to the start: the map follows.
    await page.keyboard.press('Home');
    await expect.poll(async () => (await lit(page)).states).toEqual([prep.states[0]!.phase]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('follows the game shown in the playground', async () => {
    const { prep } = panicExample();
    const { page } = await open(playgroundHref(prep, 0));
    const pg = await hydrated(page, '.bng-playground');
    await showWholeMap(page);
    await expect.poll(async () => (await lit(page)).states).toEqual([prep.states[0]!.phase]);
    await pg.locator('h3#bng-history-heading').click();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await lit(page)).windows).toEqual(expected(prep.states[1]!).windows);
    expect((await lit(page)).states).toEqual([prep.states[1]!.phase]);
    // The map, below the playground, shows the lit box once the reader scrolls down to it.
    await page.locator(`${MAP} [data-pm-scroll]`).scrollIntoViewIfNeeded();
    await expect.poll(() => litInView(page), { message: 'the lit box in the middle of the map' }).toBe(true);
  });

  it('keeps the whole drawing of a live page in waiting until asked for: its button shows it lit, the focus in it; the focused map links to it', async () => {
    const { prep } = panicExample();
    const { page } = await open(playgroundHref(prep, 0));
    await hydrated(page, '.bng-playground');
    // At load only the figure's caption, status line and button: the drawing and its list wait in their template.
    expect(await page.locator(`${MAP} [data-pm-scroll], ${MAP} .bng-pm-list`).count()).toBe(0);
    expect(await page.locator(`${MAP} template[data-pm-whole]`).count()).toBe(1);
    // The status names where the game stands from the waiting drawing, not by its id.
    await expect.poll(() => page.locator(`${MAP} [data-pm-status]`).textContent()).toMatch(/^Now: [A-Z][^.]+\./);
    expect(await page.locator(`${MAP} [data-pm-status]`).textContent()).not.toContain(prep.states[0]!.phase);
    // By keyboard: the button shows the drawing, lit where the game stands, and hands the focus to its scrolling box.
    await page.locator(`${MAP} [data-pm-show]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await lit(page)).states).toEqual([prep.states[0]!.phase]);
    expect(await page.locator(`${MAP} [data-pm-show]`).count(), 'the button goes once the drawing is shown').toBe(0);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-pm-scroll'))).toBe(true);
    await expect.poll(() => litInView(page), { message: 'the lit box in the middle of the map' }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // On a level page, the focused map's link under a stepped example shows the whole drawing, lit by that example.
    const level2 = (await open('/level-2/')).page;
    const widget = await hydrated(level2, `[data-example="${EXAMPLE}"]`);
    await widget.focus();
    await level2.keyboard.press('ArrowRight');
    await widget.locator('.bng-fm-whole a[href="#phase-map"]').click();
    await expect.poll(async () => (await lit(level2)).states).toEqual(expected(prep.states[1]!).states);
    await expect.poll(() => level2.evaluate(() => Math.abs(document.getElementById('phase-map')!.getBoundingClientRect().top) < innerHeight)).toBe(true);
  });

  it('draws every state as a link to its rule on the phases page, readable at 360 px', async () => {
    const { page } = await open('/phases/', { viewport: { width: 360, height: 800 } });
    const boxes = await page.locator(`${MAP} svg [data-state] > a`).evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]));
    expect(boxes.length).toBeGreaterThan(15);
    for (const [href, label] of boxes) {
      expect(href).toMatch(/^\/[a-z0-9-]+\/#[a-z-]+\.[a-z-]+/);
      expect(label).toMatch(/: rule /);
    }
    // The page itself does not scroll sideways; the map scrolls in its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await page.locator(`${MAP} [data-pm-scroll]`).evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    await page.locator(`${MAP} summary`).click();
    expect(await page.locator(`${MAP} .bng-pm-list li`).count()).toBeGreaterThan(15);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('ships no layout code to the browser', () => {
    const dir = join(dist, '_astro');
    const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const f of scripts) expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/org\.eclipse\.elk|elkjs/);
  });
});
