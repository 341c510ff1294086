/**
 * Computer players in the playground (ComputerPlayers.tsx, useAutoPlay.ts): the panel loads on
 * demand; four simple players finish a 4-player Level 2 game at instant speed, each of their moves
 * in the history with its reason; Step plays exactly one computer move; Pause stops auto-play at
 * once; a seat taken back by a person is waited for; the panel passes axe.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createGame, encodeLink } from '../../src/machine/index.ts';
import { axeViolations, awake, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PG = '.bng-playground';
const PANEL = `${PG} details[data-panel="computer"]`;

/** A new 4-player Level 2 game whose games between simple players are among the shorter ones (50 to 80 moves). */
function level2Link(): string {
  const made = createGame({ players: 4, level: 2, seed: 26 });
  if (!made.ok) throw new Error(made.error.reason);
  return `/playground/#${encodeLink({ start: { kind: 'new', options: made.game.options }, moves: [] })}`;
}

async function step(page: Page) {
  return Number(await page.locator(PG).getAttribute('data-step'));
}

/** Opens the panel (its code loads then) and waits for its controls. */
async function openPanel(page: Page) {
  await page.locator(`${PANEL} > summary`).click();
  await page.locator(`${PANEL} [data-action="autoplay"]`).waitFor({ timeout: 15_000 });
}

describeBrowser('computer players', () => {
  const { open } = useBrowser();

  it('the computer players are on the first screen of the playground at 1280×720, and open there', async () => {
    // A teacher opens the playground itself (no link): nothing has scrolled it.
    const { page } = await open('/playground/', { viewport: { width: 1280, height: 720 } });
    // Not `hydrated()`, which scrolls the playground into view first.
    await awake(page, PG);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const summary = await page.locator(`${PANEL} > summary`).boundingBox();
    console.log(`Computer players control at 1280×720: top ${Math.round(summary!.y)} px, bottom ${Math.round(summary!.y + summary!.height)} px`);
    expect(summary!.y + summary!.height).toBeLessThanOrEqual(720);
    // Opened there, its first control shows on the same screen, with no scrolling.
    await openPanel(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    const autoplay = await page.locator(`${PANEL} [data-action="autoplay"]`).boundingBox();
    expect(autoplay!.y + autoplay!.height).toBeLessThanOrEqual(720);
  });

  it('a demo replays: the same link with the same seats handed to the computer plays the same game', async () => {
    const played: string[] = [];
    for (let run = 0; run < 2; run++) {
      const { page } = await open(level2Link());
      await hydrated(page, PG);
      await openPanel(page);
      await page.locator(`${PANEL} [data-all="simple"]`).click();
      await page.locator(`${PANEL} [data-field="speed"]`).selectOption('instant');
      await page.locator(`${PANEL} [data-action="autoplay"]`).click();
      await page.locator(`${PG} .bng-status-line[data-result="over"]`).waitFor({ timeout: 150_000 });
      await expect.poll(() => page.locator(`${PANEL} [data-action="autoplay"]`).textContent()).toBe('Auto-play');
      // The address holds the whole game: its start and every move.
      await expect.poll(async () => (await page.evaluate(() => location.hash)).length).toBeGreaterThan(20);
      played.push(await page.evaluate(() => location.hash));
    }
    expect(played[1]).toBe(played[0]);
  }, 400_000);

  it('four simple players finish a 4-player Level 2 game at instant speed, each move with its reason in the history', async () => {
    const { page } = await open(level2Link());
    await hydrated(page, PG);
    await openPanel(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(`${PANEL} [data-all="simple"]`).click();
    for (let seat = 0; seat < 4; seat++) expect(await page.locator(`${PANEL} [data-seat-player="${seat}"]`).inputValue()).toBe('simple');
    await page.locator(`${PANEL} [data-field="speed"]`).selectOption('instant');
    await page.locator(`${PANEL} [data-action="autoplay"]`).click();
    await page.locator(`${PG} .bng-status-line[data-result="over"]`).waitFor({ timeout: 150_000 });
    const moves = await step(page);
    expect(moves).toBeGreaterThan(20);
    // Auto-play stops by itself, and the summary is said once.
    await expect.poll(() => page.locator(`${PANEL} [data-action="autoplay"]`).textContent()).toBe('Auto-play');
    await expect.poll(() => page.locator('[data-live="playground"]').textContent()).toMatch(/^The game is over\. The computer players made \d+ moves/);
    // Every move is in the history with a reason (the table view may see every reason).
    expect(await page.locator(`${PG} .bng-history-list [data-history]`).count()).toBe(moves + 1);
    expect(await page.locator(`${PG} .bng-history-list .bng-reason`).count()).toBe(moves);
    expect(await page.locator(`${PG} .bng-history-list .bng-reason`).first().textContent()).toMatch(/^[A-Z].{9,}[.!]$/);
    // A seat's own view shows only that seat's reasons: another's can name cards it has not seen.
    await page.locator(`${PG} [data-field="viewer"]`).selectOption('0');
    const own = await page.locator(`${PG} .bng-history-list .bng-reason`).count();
    expect(own).toBeGreaterThan(0);
    expect(own).toBeLessThan(moves);
  }, 200_000);

  it('Step plays one computer move; Pause stops at once; a seat taken back is waited for', async () => {
    const { page } = await open(level2Link());
    await hydrated(page, PG);
    await openPanel(page);
    // Nobody is a computer yet: Step (aria-disabled, so it keeps the focus) does nothing.
    const stepButton = page.locator(`${PANEL} [data-action="computer-step"]`);
    expect(await stepButton.getAttribute('aria-disabled')).toBe('true');
    await stepButton.focus();
    await page.keyboard.press('Enter');
    expect(await step(page)).toBe(0);
    await page.locator(`${PANEL} [data-all="random"]`).click();
    await stepButton.click();
    await expect.poll(() => step(page)).toBe(1);
    await expect.poll(() => page.locator('[data-live="playground"]').textContent()).toMatch(/\(computer\): .+\. Picks at random/);
    expect(await page.locator(`${PG} .bng-history-list .bng-reason`).count()).toBe(1);

    // Auto-play at normal speed, then Pause: no move after the pause.
    await page.locator(`${PANEL} [data-action="autoplay"]`).click();
    await expect.poll(() => step(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.locator(`${PANEL} [data-action="autoplay"]`).click();
    const paused = await step(page);
    await page.waitForTimeout(2_000);
    expect(await step(page)).toBe(paused);
    expect(await page.locator(`${PANEL} [data-computer-status]`).textContent()).toMatch(/^Paused|^The game is over/);

    // Every seat back to a person: auto-play on waits for them.
    await page.locator(`${PANEL} [data-all="human"]`).click();
    await page.locator(`${PANEL} [data-action="autoplay"]`).click();
    await page.waitForTimeout(1_500);
    expect(await step(page)).toBe(paused);
    expect(await page.locator(`${PANEL} [data-computer-status]`).textContent()).toMatch(/^Every seat is played by a person|^The game is over/);
  }, 60_000);
});
