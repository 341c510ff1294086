/**
 * Verdict links and odds: a link that tries a move at a step opens with a ruling panel (refused:
 * the engine's reason and its rule; allowed: what the move causes); "Share this ruling", next to a
 * refusal and next to the last move, makes a link that reopens the same ruling; a seat's own view
 * shows a Buy's chance before it is made, the table view never does; axe and 360 px on a ruling.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { buyOdds, checkMove, decodeLink, describeEvent, encodeLink, rulePath, type Move, type Viewer } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const start = stateOf(BUY_POSITION);
const BUY: Move = { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-1', 'diamonds-4'] };
/** Drawing after the draw: the phase does not accept it. */
const LATE_DRAW: Move = { type: 'draw', seat: 0 };

function verdictLink(attempt: Move, viewer: Viewer = 'table'): string {
  return encodeLink({ start: { kind: 'position', state: start }, moves: [], step: 0, viewer, attempt });
}

function seatLink(viewer: Viewer): string {
  return `/playground/#${encodeLink({ start: { kind: 'position', state: start }, moves: [], viewer })}`;
}

async function expectRefusal(page: Page, fragment: string) {
  const opened = decodeLink(fragment);
  if (!opened.ok || !opened.verdict || opened.verdict.ok) throw new Error('expected a refused verdict');
  const { illegal } = opened.verdict;
  const panel = page.locator(`${PG} [data-verdict="refused"]`);
  await panel.waitFor();
  expect(await panel.locator('[data-reason]').textContent()).toBe(illegal.reason);
  expect(await panel.innerText()).toContain('Not allowed');
  expect(await panel.locator(`a[data-rule="${illegal.rule}"]`).getAttribute('href')).toBe(rulePath(illegal.rule));
  expect(await page.locator(`${PG} [data-feedback="verdict"]`).getAttribute('aria-live')).toBe('polite');
}

async function expectAllowed(page: Page, fragment: string) {
  const opened = decodeLink(fragment);
  if (!opened.ok || !opened.verdict || !opened.verdict.ok) throw new Error('expected an allowed verdict');
  const { game, events } = opened.verdict;
  const panel = page.locator(`${PG} [data-verdict="allowed"]`);
  await panel.waitFor();
  expect(await panel.locator('[data-verdict-result]').innerText()).toContain('Allowed');
  const shown = await panel.locator('[data-event]').allTextContents();
  expect(shown.length).toBe(Math.min(5, events.length));
  for (const [i, t] of shown.entries()) expect(t).toContain(describeEvent(game, events[i]!, opened.viewer));
  expect(await panel.locator('a[data-rule]').count()).toBe(shown.length);
}

async function buildBuy(page: Page) {
  await page.locator(`${PG} [data-field="kind"]`).selectOption('buy');
  await page.locator(`${PG} [data-option="bombs-1"]`).check();
  await page.locator(`${PG} [data-option="diamonds-4"]`).check();
  await page.locator(`${PG} .bng-builder [data-field="market"]`).selectOption('vanity');
}

describeBrowser('verdict links and odds', () => {
  const { open } = useBrowser();

  it('has test moves the engine judges as expected', () => {
    expect(checkMove(start, BUY)).toBeNull();
    expect(checkMove(start, LATE_DRAW)).not.toBeNull();
  });

  it('opens a verdict link for an illegal move with the refusal and its rule link', async () => {
    const fragment = verdictLink(LATE_DRAW);
    const { page } = await open(`/playground/#${fragment}`);
    await hydrated(page, PG);
    await expectRefusal(page, fragment);
    expect(await page.locator(PG).getAttribute('data-step')).toBe('0');
    // The ruling is reachable from the keyboard: its heading takes the focus, its rule link is tabbable.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bng-verdict-heading');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-rule'))).not.toBeNull();
    // The address keeps the ruling; closing it leaves the game at its step.
    expect(await page.evaluate(() => location.hash.slice(1))).toBe(fragment);
    await page.locator(`${PG} [data-action="close-verdict"]`).click();
    await expect.poll(() => page.locator(`${PG} [data-verdict]`).count()).toBe(0);
    const plain = encodeLink({ start: { kind: 'position', state: start }, moves: [], step: 0, viewer: 'table' });
    expect(plain).not.toBe(fragment);
    await expect.poll(() => page.evaluate(() => location.hash.slice(1))).toBe(plain);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bng-last-heading');
  });

  it('opens a verdict link for a legal move with "Allowed" and what it causes', async () => {
    const fragment = verdictLink(BUY);
    const { page } = await open(`/playground/#${fragment}`);
    await hydrated(page, PG);
    await expectAllowed(page, fragment);
    expect(await page.locator(`${PG} [data-verdict-move]`).innerText()).toContain('Buy');
    // The game itself is shown before the move: nothing was played.
    expect(await page.locator(PG).getAttribute('data-step')).toBe('0');
  });

  it('shares a refusal from the move builder as a link that reopens the same ruling', async () => {
    const { page } = await open(playgroundLink(start), { permissions: ['clipboard-read', 'clipboard-write'] });
    await hydrated(page, PG);
    await page.locator(`${PG} [data-field="kind"]`).selectOption('draw');
    await page.locator(`${PG} [data-action="try-move"]`).click();
    const link = page.locator(`${PG} .bng-builder [data-ruling-link]`);
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    await page.locator(`${PG} .bng-builder [data-action="copy-ruling"]`).click();
    await expect.poll(() => page.locator(`${PG} .bng-builder [data-feedback="copy-ruling"]`).textContent()).toContain('copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
    const fragment = href.slice(href.indexOf('#') + 1);
    const other = await open(href.slice(href.indexOf('/playground/')));
    await hydrated(other.page, PG);
    await expectRefusal(other.page, fragment);
  });

  it('shares the last move played as a link that reopens it, allowed, at the step before', async () => {
    const { page } = await open(playgroundLink(start));
    await hydrated(page, PG);
    await buildBuy(page);
    await page.locator(`${PG} [data-action="try-move"]`).click();
    await expect.poll(() => page.locator(PG).getAttribute('data-step')).toBe('1');
    const href = (await page.locator(`${PG} .bng-last [data-ruling-link]`).getAttribute('href'))!;
    const fragment = href.slice(href.indexOf('#') + 1);
    const opened = decodeLink(fragment);
    expect(opened.ok && opened.step).toBe(0);
    // Following the link in place opens the ruling on the same page.
    await page.locator(`${PG} .bng-last [data-ruling-link]`).click();
    await expectAllowed(page, fragment);
    expect(await page.locator(PG).getAttribute('data-step')).toBe('0');
  });

  it("shows a Buy's chance in a seat's own view, and never in the table view", async () => {
    const odds = buyOdds(start, 0, 'vanity', BUY.type === 'buy' ? BUY.cards : []);
    expect(odds.hidden).toBeGreaterThan(0);
    const { page } = await open(seatLink(0));
    await hydrated(page, PG);
    await buildBuy(page);
    const shown = page.locator(`${PG} [data-odds]`);
    await expect.poll(() => shown.count()).toBe(1);
    expect(await shown.innerText()).toContain(`Chance this Buy succeeds: ${Math.round(odds.chance * 100)} %`);
    expect(await shown.innerText()).toContain('only the cards this player can know');

    const table = await open(seatLink('table'));
    await hydrated(table.page, PG);
    await buildBuy(table.page);
    expect(await table.page.locator(`${PG} .bng-builder [data-option="diamonds-4"]`).isChecked()).toBe(true);
    expect(await table.page.locator(`${PG} [data-odds]`).count()).toBe(0);
  });

  it('is axe clean with a ruling shown, and fits 360 px', async () => {
    for (const fragment of [verdictLink(LATE_DRAW, 0), verdictLink(BUY)]) {
      const { page } = await open(`/playground/#${fragment}`, { viewport: { width: 360, height: 800 } });
      await hydrated(page, PG);
      await page.locator(`${PG} [data-verdict]`).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    }
  });
});
