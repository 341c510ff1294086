/**
 * Level 3 in the playground: a new Level 3 game from the New game form, its Role draft played by
 * keyboard; a seat's own view shows its own Role face-up and the others' face down, the table view
 * shows them all (marked hidden or Revealed); the Roles being chosen from show to the drafting seat
 * and the table view only; a Level 3 move tried in "Try any move" is refused with its rule; four
 * simple computer players finish a Level 3 game at instant speed; axe finds nothing on a mid-game
 * Level 3 playground (table view and a seat's view), which fits 360 px without sideways scrolling.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createGame, encodeLink, type GameState, type Move, type NewGameOptions, play, ROLE_IDS, roleName, rolesOf } from '../../src/machine/index.ts';
import { playGame } from '../../src/players/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PG = '.bng-playground';
const COMPUTER = `${PG} details[data-panel="computer"]`;

function newGame(options: NewGameOptions): GameState {
  const made = createGame(options);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** A 4-player Level 3 game among simple players that is among the shorter ones (its options and its moves). */
function shortGame(): { options: NewGameOptions; length: number } {
  let best: { options: NewGameOptions; length: number } | null = null;
  for (let seed = 1; seed <= 30; seed++) {
    const options: NewGameOptions = { players: 4, level: 3, seed };
    const run = playGame(newGame(options), ['simple', 'simple', 'simple', 'simple'], seed, 400);
    if (run.over && (!best || run.moves < best.length)) best = { options, length: run.moves };
  }
  if (!best) throw new Error('no simple Level 3 game finished');
  return best;
}

/** The playground address of a new game and moves played from its start (the Role draft included). */
function gameLink(start: GameState, moves: readonly Move[] = []): string {
  return `/playground/#${encodeLink({ start: { kind: 'new', options: start.options }, moves })}`;
}

async function step(page: Page) {
  return Number(await page.locator(PG).getAttribute('data-step'));
}

/** The Role each seat's board shows: a Role id, 'hidden' for a face-down card, or null for none. */
async function shownRoles(pg: Locator, seats: number): Promise<(string | null)[]> {
  const out: (string | null)[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const card = pg.locator(`.bng-table [data-seat="${seat}"] [data-zone="role"] [data-role]`);
    out.push((await card.count()) === 0 ? null : await card.getAttribute('data-role'));
  }
  return out;
}

/** Whole Role names in a text ("Celebrity" must not match the Celebrity Spouse, an Asset). */
const namesIn = (text: string) => ROLE_IDS.filter((id) => new RegExp(`\\b${roleName(id)}\\b(?! Spouse)`).test(text));

describeBrowser('Level 3 in the playground', () => {
  const { open } = useBrowser();

  it('starts a Level 3 game from the New game form and plays the Role draft by keyboard; each seat sees only its own Role', async () => {
    const { page } = await open('/playground/');
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="new-game"] > summary').click();
    const form = pg.locator('form[aria-label="New game"]');
    await form.locator('[data-field="level"]').selectOption('3');
    await form.locator('[data-field="players"]').selectOption('3');
    await form.locator('[data-field="seed"]').fill('4');
    await form.locator('[data-field="first"]').selectOption('0');
    await form.locator('[data-action="start-game"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => form.locator('[data-feedback="new-game"]').textContent()).toContain('Level 3, 3 players, seed 4');
    const expected = newGame({ players: 3, level: 3, seed: 4, firstPlayer: 0, specialActions: true });

    // The draft: seat 1 chooses first; the table view sees the two Roles, seat 2 only how many.
    await expect.poll(() => pg.locator('[data-zone="role-offer"]').getAttribute('data-offer-seat')).toBe('0');
    const offered = rolesOf(expected).offer!.cards;
    expect(await pg.locator('[data-zone="role-offer"] [data-role]').evaluateAll((els) => els.map((e) => e.getAttribute('data-role')))).toEqual(offered);
    expect(await pg.locator('[data-zone="role-deck"] [data-count]').textContent()).toBe('4');
    expect(await pg.locator('.bng-status').textContent()).toContain('Role draft');
    await pg.locator('[data-field="viewer"]').selectOption('1');
    await expect.poll(() => pg.getAttribute('data-viewer')).toBe('1');
    expect(await pg.locator('[data-zone="role-offer"]').textContent()).toContain('choosing from 2 Roles (hidden from this view)');
    expect(await pg.locator('[data-zone="role-offer"] [data-role]').count()).toBe(0);
    await pg.locator('[data-field="viewer"]').selectOption('table');
    await expect.poll(() => pg.getAttribute('data-viewer')).toBe('table');

    // Each seat keeps the first Role offered, by keyboard: focus the button, press Enter.
    for (let i = 1; i <= 3; i++) {
      const keep = pg.locator('button[data-move="keepRole"]').first();
      expect(await keep.textContent()).toMatch(/^Keep the /);
      await keep.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => step(page)).toBe(i);
    }
    await expect.poll(() => pg.locator('.bng-status').getAttribute('data-phase')).toBe('turn.start');
    expect(await pg.locator('[data-zone="role-offer"]').count()).toBe(0);

    // The table view: every Role face-up, marked hidden.
    const all = await shownRoles(pg, 3);
    expect(all.every((r) => r !== null && r !== 'hidden')).toBe(true);
    expect(await pg.locator('.bng-table [data-zone="role"] [data-revealed="false"]').count()).toBe(3);
    expect(await pg.locator('.bng-table [data-zone="role"]').first().textContent()).toContain('hidden');
    expect(await pg.locator('[data-zone="bunker-holder"]').textContent()).toContain('in the middle of the table');

    // Each seat's own view: its own Role face-up, the others face down, and no other Role named on the table.
    for (let seat = 0; seat < 3; seat++) {
      await pg.locator('[data-field="viewer"]').selectOption(String(seat));
      await expect.poll(() => pg.getAttribute('data-viewer')).toBe(String(seat));
      const seen = await shownRoles(pg, 3);
      expect(seen).toEqual(all.map((r, i) => (i === seat ? r : 'hidden')));
      const named = namesIn(await pg.locator('.bng-table').innerText());
      expect(named).toEqual([all[seat]]);
      expect(await pg.locator(`.bng-table [data-seat="${(seat + 1) % 3}"] [data-zone="role"]`).textContent()).toContain('Role card, face down');
    }
  }, 60_000);

  it('refuses a Level 3 move tried in "Try any move", with its rule', async () => {
    // After the draft, seat 1 plays: Revealing a Banker it does not hold is refused under the Banker's rule.
    const start = newGame({ players: 3, level: 3, seed: 4, firstPlayer: 0 });
    let game = start;
    const moves: Move[] = [];
    while (game.phase === 'setup.decisions') {
      const offer = rolesOf(game).offer!;
      // Nobody keeps the Banker, so that seat 1 cannot Reveal it.
      const move: Move = { type: 'keepRole', seat: offer.seat, role: offer.cards.find((r) => r !== 'banker')! };
      moves.push(move);
      const out = play(game, move);
      if (!out.ok) throw new Error(out.illegal.reason);
      game = out.game;
    }
    expect(rolesOf(game).held[0]?.role).not.toBe('banker');
    const { page } = await open(gameLink(start, moves));
    const pg = await hydrated(page, PG);
    await pg.locator('[data-field="viewer"]').selectOption('0');
    const kind = pg.locator('.bng-builder [data-field="kind"]');
    await kind.waitFor({ timeout: 15_000 });
    await kind.selectOption('revealBanker');
    await pg.locator('[data-action="try-move"]').click();
    const feedback = pg.locator('[data-feedback="illegal"]');
    await expect.poll(() => feedback.textContent()).toContain('Not allowed');
    expect(await feedback.textContent()).toContain('You do not hold the Banker');
    expect(await feedback.locator('a[data-rule]').getAttribute('data-rule')).toBe('role.banker');
    // A keep with a Role field: the draft is over, so keeping a Role now is refused too (by the turn's own rules).
    await kind.selectOption('keepRole');
    await pg.locator('.bng-builder [data-field="role"]').selectOption('celebrity');
    await pg.locator('[data-action="try-move"]').click();
    await expect.poll(() => feedback.textContent()).toContain('Not allowed: Keep the Celebrity.');
    expect(await feedback.textContent()).toContain('not possible now');
  }, 60_000);

  it('four simple computer players finish a Level 3 game at instant speed', async () => {
    const { options, length } = shortGame();
    const { page } = await open(gameLink(newGame(options)));
    await hydrated(page, PG);
    await page.locator(`${COMPUTER} > summary`).click();
    await page.locator(`${COMPUTER} [data-action="autoplay"]`).waitFor({ timeout: 15_000 });
    await page.locator(`${COMPUTER} [data-all="simple"]`).click();
    await page.locator(`${COMPUTER} [data-field="speed"]`).selectOption('instant');
    await page.locator(`${COMPUTER} [data-action="autoplay"]`).click();
    await page.locator(`${PG} .bng-status-line[data-result="over"]`).waitFor({ timeout: 150_000 });
    // The same game as in Node: the players are seeded by the page, so only its length's order is checked.
    expect(await step(page)).toBeGreaterThan(length / 3);
    const reasons = await page.locator(`${PG} .bng-history-list .bng-reason`).allTextContents();
    expect(reasons.some((r) => r.startsWith('Keeps the '))).toBe(true);
  }, 200_000);

  it('passes axe mid-game (table view and a seat’s view) and fits 360 px', async () => {
    const start = newGame({ players: 4, level: 3, seed: 9, firstPlayer: 0 });
    const played: Move[] = [];
    playGame(start, ['simple', 'simple', 'simple', 'simple'], 3, 24, (s) => played.push(s.move));
    const { page } = await open(gameLink(start, played), { viewport: { width: 360, height: 800 } });
    const pg = await hydrated(page, PG);
    expect(await pg.locator('[data-zone="role-deck"]').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await pg.locator('[data-field="viewer"]').selectOption('2');
    await expect.poll(() => pg.getAttribute('data-viewer')).toBe('2');
    expect(await pg.locator('.bng-table [data-zone="role"] [data-role="hidden"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }, 60_000);
});
