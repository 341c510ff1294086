/**
 * The playground's history: variations (a different move at an earlier step starts a new line and
 * keeps the old one; lines switch by mouse and keyboard, each at its own step), the browser's Back
 * and Forward between landmarks (and out of the playground from the first one), a link opening at
 * its step, the move shown kept in view in the list, and what the move shown caused on the first
 * screen of a 360 px phone. Axe stays clean with two lines.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createGame, decodeLink, encodeLink, legalMoves, play, type GameState, type Move } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const start = stateOf(BUY_POSITION);
const BUY: Move = { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-1', 'diamonds-4'] };
const CLAIM: Move = { type: 'claim', seat: 0, asset: 'golf-plantation' };

async function attr(page: Page, name: string) {
  return page.locator(PG).getAttribute(name);
}

const step = async (page: Page) => Number(await attr(page, 'data-step'));
const line = async (page: Page) => Number(await attr(page, 'data-line'));

/** The moves of the link in the address. */
async function addressMoves(page: Page) {
  const d = decodeLink(await page.evaluate(() => location.hash));
  if (!d.ok) throw new Error(d.error.reason);
  return { moves: d.moves, step: d.step };
}

/** A long game (every first legal move), for a history list that scrolls. */
function longGame(n: number): { state: GameState; moves: Move[] } {
  const made = createGame({ players: 3, seed: 21, specialActions: true });
  if (!made.ok) throw new Error(made.error.reason);
  let s = made.game;
  const moves: Move[] = [];
  for (let i = 0; i < n; i++) {
    const m = legalMoves(s)[0];
    if (!m) break;
    const r = play(s, m);
    if (!r.ok) throw new Error(r.illegal.reason);
    moves.push(r.move);
    s = r.game;
  }
  return { state: made.game, moves };
}

describeBrowser('playground history', () => {
  const { open, baseUrl } = useBrowser();

  it('keeps the old line when a branch starts a variation, and switches lines by mouse and keyboard', async () => {
    const { page } = await open(playgroundLink(start, [BUY, CLAIM]));
    const pg = await hydrated(page, PG);
    expect(await attr(page, 'data-lines')).toBe('1');
    // Each move says who made it.
    expect(await pg.locator('[data-history="1"]').textContent()).toContain('1. The Property Speculator: Buy at Vanity');
    await pg.locator('[data-history="1"]').click();
    expect(await step(page)).toBe(1);
    expect(await pg.locator('[data-hint="variation"]').count()).toBe(1);
    await pg.locator('button[data-move="claim"]', { hasText: 'Noble Estate' }).click();
    await expect.poll(() => attr(page, 'data-lines')).toBe('2');
    expect(await line(page)).toBe(1);
    expect(await step(page)).toBe(2);
    await expect.poll(() => pg.locator('[data-live="playground"]').textContent()).toContain('Variation 1 (after move 1)');
    // The lines, named, the one shown marked.
    const lines = pg.locator('.bng-lines button[data-line]');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).textContent()).toContain('Main line');
    expect(await lines.nth(1).textContent()).toContain('Variation 1 (after move 1)');
    expect(await lines.nth(1).getAttribute('aria-current')).toBe('true');
    expect(await pg.locator('[data-history="2"]').textContent()).toContain('Noble Estate');
    // Where the main line goes another way, it is offered in place.
    expect(await pg.locator('[data-branch="0"]').textContent()).toContain('Main line instead: 2. The Property Speculator: Claim Golf Plantation');
    // The address holds the line shown.
    await expect.poll(async () => (await addressMoves(page)).moves).toEqual([BUY, { ...CLAIM, asset: 'noble-estate' }]);
    expect(await axeViolations(page)).toEqual([]);

    // By mouse: the main line comes back at the step it was left at, with every move.
    await lines.nth(0).click();
    expect(await line(page)).toBe(0);
    expect(await step(page)).toBe(1);
    expect(await pg.locator('[data-history="2"]').textContent()).toContain('Golf Plantation');
    expect(await lines.nth(0).getAttribute('aria-current')).toBe('true');
    await expect.poll(async () => (await addressMoves(page)).moves).toEqual([BUY, CLAIM]);
    // Undo and redo stay within the line shown.
    await pg.locator('[data-action="redo"]').click();
    expect(await step(page)).toBe(2);
    expect(await pg.locator('[data-action="redo"]').isDisabled()).toBe(true);
    expect(await pg.locator('#bng-last-heading').textContent()).toContain('Golf Plantation');

    // By keyboard: Tab to a line and press Enter or Space.
    await lines.nth(0).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-line'))).toBe('1');
    await page.keyboard.press('Enter');
    await expect.poll(() => line(page)).toBe(1);
    expect(await step(page)).toBe(2);
    await page.keyboard.press('ArrowLeft'); // the shortcut: undo on the variation
    expect(await step(page)).toBe(1);
    await lines.nth(0).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => line(page)).toBe(0);
    expect(await step(page)).toBe(2);
    await lines.nth(1).click();
    expect(await step(page)).toBe(1); // the variation kept its own step
    await pg.locator('[data-action="redo"]').click();
    expect(await pg.locator('#bng-last-heading').textContent()).toContain('Noble Estate');
    // The branch button in the list shows the other line at its own move; the focus goes to that move.
    await pg.locator('[data-branch="0"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => line(page)).toBe(0);
    expect(await step(page)).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-history'))).toBe('2');
    // Playing the move another line made there follows that line: no copy of it.
    await pg.locator('[data-history="1"]').click();
    await pg.locator('button[data-move="claim"]', { hasText: 'Noble Estate' }).click();
    await expect.poll(() => line(page)).toBe(1);
    expect(await attr(page, 'data-lines')).toBe('2');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('moves Back to the previous landmark and Forward again, and Back from the first one leaves the playground', async () => {
    const { page } = await open('/');
    await page.goto(`${baseUrl}${playgroundLink(start, [BUY, CLAIM])}`, { waitUntil: 'load' });
    const pg = await hydrated(page, PG);
    const entries = () => page.evaluate(() => history.length);
    const first = await entries();
    // Ordinary stepping rewrites the entry: no new history entries.
    await pg.locator('[data-action="undo"]').click();
    await pg.locator('[data-action="undo"]').click();
    await pg.locator('[data-action="redo"]').click();
    expect(await step(page)).toBe(1);
    await expect.poll(async () => (await addressMoves(page)).step).toBe(1);
    expect(await entries()).toBe(first);
    // Jumping from the list is a landmark.
    await pg.locator('[data-history="2"]').click();
    await expect.poll(entries).toBe(first + 1);
    // So is starting a variation.
    await pg.locator('[data-history="1"]').click();
    await pg.locator('button[data-move="claim"]', { hasText: 'Noble Estate' }).click();
    await expect.poll(() => line(page)).toBe(1);
    await expect.poll(entries).toBe(first + 3);

    await page.goBack();
    await expect.poll(() => line(page)).toBe(0);
    expect(await step(page)).toBe(1);
    expect(await attr(page, 'data-lines')).toBe('2'); // the variation is kept
    await page.goBack();
    await expect.poll(() => step(page)).toBe(2);
    expect(await line(page)).toBe(0);
    await page.goBack();
    await expect.poll(() => step(page)).toBe(1);
    await expect.poll(() => pg.locator('[data-live="playground"]').textContent()).toContain('after move 1');
    // Forward returns, line and step.
    await page.goForward();
    await expect.poll(() => step(page)).toBe(2);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => line(page)).toBe(1);
    expect(await step(page)).toBe(2);
    await expect.poll(async () => (await addressMoves(page)).moves).toEqual([BUY, { ...CLAIM, asset: 'noble-estate' }]);

    // Back from the first entry leaves the playground, as from any page.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect.poll(() => step(page)).toBe(1);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Forward comes back to the playground, at the step its entry last showed.
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/playground/');
    const again = await hydrated(page, PG);
    await expect.poll(() => again.getAttribute('data-step')).toBe('1');
  });

  it('opens a link at its step', async () => {
    const { page } = await open(playgroundLink(start, [BUY, CLAIM], 1));
    const pg = await hydrated(page, PG);
    expect(await step(page)).toBe(1);
    expect(await pg.locator('[data-history="1"]').getAttribute('aria-current')).toBe('step');
    expect(await pg.locator('#bng-last-heading').textContent()).toBe('Move 1: The Property Speculator: Buy at Vanity with 1 Bombs + 2 Diamonds');
    expect(await pg.locator('[data-action="redo"]').isDisabled()).toBe(false);
    expect(await pg.locator('[data-history]').count()).toBe(3);
    await expect.poll(async () => (await addressMoves(page)).step).toBe(1);
  });

  it('keeps the move shown in view in the history list, without taking the focus', async () => {
    const { state, moves } = longGame(60);
    expect(moves.length).toBe(60);
    const { page } = await open(`/playground/#${encodeLink({ start: { kind: 'new', options: state.options }, moves })}`);
    const pg = await hydrated(page, PG);
    const inView = () =>
      page.evaluate(() => {
        const list = document.querySelector('.bng-history-list')!;
        const item = list.querySelector('[aria-current="step"]')!.getBoundingClientRect();
        const box = list.getBoundingClientRect();
        return list.scrollHeight > list.clientHeight && item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
      });
    // The list scrolls in an effect after the step is drawn: wait for it rather than read it at once.
    await expect.poll(inView).toBe(true);
    await pg.locator('button', { hasText: 'Projector size' }).focus(); // the focus in the widget, on no field
    const focused = () => page.evaluate(() => document.activeElement?.outerHTML);
    const before = await focused();
    await page.keyboard.press('Home');
    await expect.poll(() => step(page)).toBe(0);
    await expect.poll(inView).toBe(true);
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => step(page)).toBe(30);
    await expect.poll(inView).toBe(true);
    expect(await focused()).toBe(before);
  });

  it('shows what the move shown caused on the first screen of a 360 px phone, with two lines and no sideways scroll', async () => {
    const { page } = await open(playgroundLink(start, [BUY, CLAIM], 1), { viewport: { width: 360, height: 740 } });
    const pg = await hydrated(page, PG);
    await pg.locator('button[data-move="claim"]', { hasText: 'Noble Estate' }).click();
    await expect.poll(() => attr(page, 'data-lines')).toBe('2');
    await pg.locator('[data-action="undo"]').click();
    expect(await step(page)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await page.evaluate(() => {
      const first = document.querySelector('.bng-playground [data-feedback="events"] [data-event]')!.getBoundingClientRect();
      const heading = document.querySelector('.bng-playground #bng-last-heading')!.getBoundingClientRect();
      const undo = document.querySelector('.bng-playground [data-action="undo"]')!.getBoundingClientRect();
      return {
        first: first.bottom,
        heading: heading.top,
        undo: undo.bottom,
        screen: innerHeight,
        scroll: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
      };
    });
    // Directly under the step controls, and the first of its events wholly on the first screen.
    expect(box.heading).toBeGreaterThan(box.undo);
    expect(box.first).toBeLessThanOrEqual(box.screen);
    expect(box.scroll).toBeLessThanOrEqual(box.width);
    expect(await axeViolations(page)).toEqual([]);
  });
});
