/**
 * Computer players for the Troublemaker's seat in the playground: in a 4-person Level 4 game with
 * the Troublemakers, "All simple" hands the Troublemaker's seat to the computer too (its row in the
 * panel names it), and auto-play at instant speed plays on with no refused move, the Troublemaker's
 * own decisions in the history with their reasons (the table view sees them; a Billionaire's view
 * does not see the Troublemaker's, which may tell its Alignment).
 */
import { expect, it } from 'vitest';
import { createGame, encodeLink } from '../../src/machine/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PG = '.bng-playground';
const PANEL = `${PG} details[data-panel="computer"]`;
/** Moves auto-play makes before it is paused (a whole game may take several hundred). */
const ENOUGH = 60;

function troublemakerLink(): string {
  const made = createGame({ players: 4, level: 4, seed: 3, modules: ['troublemakers'], troublemaker: 0 });
  if (!made.ok) throw new Error(made.error.reason);
  return `/playground/#${encodeLink({ start: { kind: 'new', options: made.game.options }, moves: [] })}`;
}

describeBrowser('computer players for the Troublemaker', () => {
  const { open } = useBrowser();

  it("play the Troublemaker's seat with reasons, and its reasons stay out of a Billionaire's view", async () => {
    const { page } = await open(troublemakerLink());
    const pg = await hydrated(page, PG);
    await page.locator(`${PANEL} > summary`).click();
    await page.locator(`${PANEL} [data-action="autoplay"]`).waitFor({ timeout: 15_000 });
    expect(await page.locator(`${PANEL} label:has([data-seat-player="0"])`).textContent()).toContain('Troublemaker');
    await page.locator(`${PANEL} [data-all="simple"]`).click();
    expect(await page.locator(`${PANEL} [data-seat-player="0"]`).inputValue()).toBe('simple');
    await page.locator(`${PANEL} [data-field="speed"]`).selectOption('instant');
    await page.locator(`${PANEL} [data-action="autoplay"]`).click();
    await expect.poll(async () => Number(await pg.getAttribute('data-step')), { timeout: 120_000 }).toBeGreaterThanOrEqual(ENOUGH);
    await page.locator(`${PANEL} [data-action="autoplay"]`).click();
    expect(await page.locator('[data-live="playground"]').textContent()).not.toMatch(/refuse/);
    // The table view sees every reason, the Troublemaker's among them (its Round card, a Fix, an Invest or a Swap…).
    const reasons = await page.locator(`${PG} .bng-history-list .bng-reason`).allTextContents();
    expect(reasons.length).toBe(Number(await pg.getAttribute('data-step')));
    expect(reasons.some((r) => /^(Draws its Round card|Fixes|No Fix is likely|As a hidden Revolutionary|Declares|Plays)/.test(r))).toBe(true);
    // A Billionaire's view: none of the Troublemaker's reasons.
    await pg.locator('[data-field="viewer"]').selectOption('1');
    const seen = await page.locator(`${PG} .bng-history-list .bng-reason`).allTextContents();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((r) => /Round card|hidden Revolutionary|Fix is likely/.test(r))).toBe(false);
  }, 200_000);
});
