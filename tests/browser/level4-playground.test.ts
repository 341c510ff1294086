/**
 * Level 4 in the playground: a new Level 4 game from the New game form, played by keyboard through
 * the Role draft and a first Action to the Bribe step, where a card goes into the envelope (its
 * owner and the table view see it, another seat only how many cards); a Policy bid from a position
 * (a Buy that finds a Crisis), held up in secret from two seats' views, neither seeing the other's
 * decision (nor the table view, before the count of three), then the Policy set and shown in force;
 * axe finds nothing mid-bid, which fits 360 px without sideways scrolling.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  checkMove,
  createGame,
  encodeLink,
  legalMoves,
  play,
  resolveCards,
  rolesOf,
  worthOf,
  type GameState,
  type Move,
  type PositionInput,
} from '../../src/machine/index.ts';
import { playGame } from '../../src/players/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';

/** Four seats at Level 4; seat 0 is about to Buy at Vanity, where a Crisis (Floods) lies face-down. Real Estate Bonanza doubles Locks. */
const BID_POSITION: PositionInput = {
  level: 4,
  seed: 3,
  players: [
    { billionaire: 'war-profiteer', hand: ['bombs-9', 'bolts-2'] },
    { billionaire: 'tech-overlord', hand: ['bolts-8'] },
    { billionaire: 'aristocrat', hand: [] },
    { billionaire: 'property-speculator', hand: [] },
  ],
  markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
  envelopes: [[], ['locks-4', 'bolts-1'], ['locks-7'], ['diamonds-1']],
  policy: 'real-estate-bonanza',
  current: 0,
  phase: 'turn.action',
};
const BUY_INTO_CRISIS: Move = { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] };

async function step(page: Page) {
  return Number(await page.locator(PG).getAttribute('data-step'));
}

async function viewAs(pg: Locator, viewer: string) {
  await pg.locator('[data-field="viewer"]').selectOption(viewer);
  await expect.poll(() => pg.getAttribute('data-viewer')).toBe(viewer);
}

/** Presses a button by keyboard: focus, Enter. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** What each seat's line in the bid says of its decision (`undecided`, `decided`, `true`, `false`). */
async function decisions(pg: Locator): Promise<(string | null)[]> {
  return pg.locator('[data-zone="policy-bid"] [data-bid-seat]').evaluateAll((els) => els.map((e) => e.getAttribute('data-held')));
}

describeBrowser('Level 4 in the playground', () => {
  const { open } = useBrowser();

  it('starts a Level 4 game from the New game form and, by keyboard, puts a card in the Bribe envelope', async () => {
    const { page } = await open('/playground/');
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="new-game"] > summary').click();
    const form = pg.locator('form[aria-label="New game"]');
    await form.locator('[data-field="level"]').selectOption('4');
    await form.locator('[data-field="players"]').selectOption('3');
    await form.locator('[data-field="seed"]').fill('4');
    await form.locator('[data-field="first"]').selectOption('0');
    await press(page, form.locator('[data-action="start-game"]'));
    await expect.poll(() => form.locator('[data-feedback="new-game"]').textContent()).toContain('Level 4, 3 players, seed 4');

    // The engine's own game, to follow along.
    const made = createGame({ players: 3, level: 4, seed: 4, firstPlayer: 0, specialActions: true });
    if (!made.ok) throw new Error(made.error.reason);
    let game: GameState = made.game;
    // The Policy shows from the start: none in force.
    await expect.poll(() => pg.locator('[data-zone="policy-in-force"]').getAttribute('data-policy')).toBe('none');
    expect(await pg.locator('[data-zone="policy-in-force"]').textContent()).toContain('no Policy in force');

    // The Role draft: each seat keeps the first Role offered.
    for (let i = 1; rolesOf(game).offer; i++) {
      const keep = pg.locator('button[data-move="keepRole"]').first();
      await press(page, keep);
      await expect.poll(() => step(page)).toBe(i);
      const move = legalMoves(game).find((m) => m.type === 'keepRole')!;
      const out = play(game, move);
      if (!out.ok) throw new Error(out.illegal.reason);
      game = out.game;
    }
    // Seat 1's Action: exchange their hand card with a face-up card (the first offered; the Exchange group is folded).
    const at = await step(page);
    await press(page, pg.locator('[data-group="Exchange"] > summary'));
    await press(page, pg.locator('button[data-move="exchangeHand"]').first());
    await expect.poll(() => step(page)).toBe(at + 1);
    // The Bribe step, a group of its own with its rule on the status line.
    await expect.poll(() => pg.locator('[data-group="Bribes"]').count()).toBe(1);
    const bribe = pg.locator('button[data-move="bribeIn"]').first();
    expect(await bribe.textContent()).toMatch(/^Put .+ in the envelope$/);
    await press(page, bribe);
    await expect.poll(() => step(page)).toBe(at + 2);
    const envelope = (seat: number) => pg.locator(`.bng-table [data-seat="${seat}"] [data-zone="envelope"]`);
    expect(await envelope(0).getAttribute('data-envelope-count')).toBe('1');
    expect(await envelope(0).locator('[data-card]').count()).toBe(1);
    expect(await envelope(0).textContent()).toMatch(/Bribe envelope: 1 card, worth \d+ now/);

    // Another seat sees how many cards, not which.
    await viewAs(pg, '1');
    expect(await envelope(0).getAttribute('data-envelope-seen')).toBe('false');
    expect(await envelope(0).textContent()).toContain('Bribe envelope: 1 card (hidden from this view)');
    expect(await envelope(0).locator('[data-card]').count()).toBe(0);
    await viewAs(pg, '0');
    await press(page, pg.locator('button[data-move="finishBribes"]'));
    await expect.poll(() => step(page)).toBe(at + 3);
    expect(await envelope(0).getAttribute('data-envelope-count')).toBe('1');
  }, 90_000);

  it('holds a Policy bid in secret from each seat’s view, then sets the Policy, shown in force', async () => {
    const start = stateOf(BID_POSITION);
    const { page } = await open(playgroundLink(start, [BUY_INTO_CRISIS]));
    const pg = await hydrated(page, PG);
    const bid = pg.locator('[data-zone="policy-bid"]');
    await bid.waitFor({ timeout: 15_000 });
    expect(await bid.getAttribute('data-bid-step')).toBe('deciding');
    expect(await pg.locator('[data-zone="policy-in-force"]').textContent()).toContain('Real Estate Bonanza');
    // Locks count double: seat 2's envelope says so, in the table view.
    expect(await pg.locator('.bng-table [data-seat="1"] [data-doubled="locks-4"]').textContent()).toBe(
      `×2 under Real Estate Bonanza: counts ${worthOf(start)('locks-4')}`,
    );
    expect(worthOf(start)('locks-4')).toBe(2 * resolveCards(undefined, undefined).value('locks-4'));

    // Seat 2 holds up, by keyboard, from their own view: two clear buttons.
    await viewAs(pg, '1');
    const mine = pg.locator('[data-group="Policy bid"] button[data-move="holdUp"]');
    expect(await mine.allTextContents()).toEqual(['Hold up the envelope', 'Keep the envelope down']);
    await press(page, mine.first());
    await expect.poll(() => step(page)).toBe(2);
    expect((await decisions(pg))[1]).toBe('true');

    // Seat 3's view: seat 2 has decided, what is not shown. Seat 3 keeps theirs down.
    await viewAs(pg, '2');
    expect(await decisions(pg)).toEqual(['undecided', 'decided', 'undecided', 'undecided']);
    expect(await bid.textContent()).not.toContain('holds up');
    await press(page, pg.locator('[data-group="Policy bid"] button[data-move="holdUp"]').last());
    await expect.poll(() => step(page)).toBe(3);
    expect((await decisions(pg))[2]).toBe('false');

    // Back in seat 2's view: seat 3's decision is hidden; the table view shows none before the count of three.
    await viewAs(pg, '1');
    expect(await decisions(pg)).toEqual(['undecided', 'true', 'decided', 'undecided']);
    await viewAs(pg, 'table');
    expect(await decisions(pg)).toEqual(['undecided', 'decided', 'decided', 'undecided']);

    // Mid-bid, at phone width: axe finds nothing, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The table view: the two seats left decide in turn, each in its own group (the last one alone).
    expect(await pg.locator('[data-legal-seat]').evaluateAll((els) => els.map((e) => e.getAttribute('data-legal-seat')))).toEqual(['0', '3']);
    await press(page, pg.locator('[data-legal-seat="0"] button[data-move="holdUp"]').last());
    await expect.poll(() => step(page)).toBe(4);
    expect(await decisions(pg)).toEqual(['decided', 'decided', 'decided', 'undecided']);
    await press(page, pg.locator('button[data-move="holdUp"][data-seat-move="3"]').last());
    await expect.poll(() => step(page)).toBe(5);
    // Three! Seat 2 alone held up and sets the Policy.
    await expect.poll(() => bid.getAttribute('data-bid-step')).toBe('set');
    expect(await decisions(pg)).toEqual(['false', 'true', 'false', 'false']);
    expect(await pg.locator('[data-policy-setter]').getAttribute('data-policy-setter')).toBe('1');
    expect(await pg.locator('[data-policy-setter]').textContent()).toContain('sets the Policy, with the highest bid');
    // The envelope held up went to the Discard pile; the others kept theirs.
    expect(await pg.locator('.bng-table [data-seat="1"] [data-zone="envelope"]').getAttribute('data-envelope-count')).toBe('0');
    expect(await pg.locator('.bng-table [data-seat="2"] [data-zone="envelope"]').getAttribute('data-envelope-count')).toBe('1');

    // The setter sets Media Megaplex from their view; it is in force, with its rule.
    await viewAs(pg, '1');
    // Eleven choices (the ten Policies or none): the group folds; open it.
    await pg.locator('[data-group="Policy"] > summary').click();
    const set = pg.locator('[data-group="Policy"] button[data-move="setPolicy"]', { hasText: 'Set Media Megaplex' });
    await press(page, set);
    await expect.poll(() => pg.locator('[data-zone="policy-in-force"]').getAttribute('data-policy')).toBe('media-megaplex');
    const inForce = pg.locator('[data-zone="policy-in-force"]');
    expect(await inForce.textContent()).toContain('Media Megaplex: Satellite Dishes count double while it is in force');
    expect(await inForce.locator('a[data-rule]').getAttribute('href')).toBe('/level-4/#policy.suit');
    expect(await bid.count()).toBe(0);
  }, 90_000);

  it('four simple computer players bribe, bid and finish a Level 4 game at instant speed', async () => {
    // The shortest of a few seeded games among simple players, so the browser run stays short.
    let best: { game: GameState; length: number } | null = null;
    for (let seed = 1; seed <= 12; seed++) {
      const made = createGame({ players: 4, level: 4, seed });
      if (!made.ok) throw new Error(made.error.reason);
      const run = playGame(made.game, ['simple', 'simple', 'simple', 'simple'], seed, 600);
      if (run.over && (!best || run.moves < best.length)) best = { game: made.game, length: run.moves };
    }
    if (!best) throw new Error('no simple Level 4 game finished');
    const computer = `${PG} details[data-panel="computer"]`;
    const { page } = await open(`/playground/#${encodeLink({ start: { kind: 'new', options: best.game.options }, moves: [] })}`);
    await hydrated(page, PG);
    await page.locator(`${computer} > summary`).click();
    await page.locator(`${computer} [data-action="autoplay"]`).waitFor({ timeout: 15_000 });
    await page.locator(`${computer} [data-all="simple"]`).click();
    await page.locator(`${computer} [data-field="speed"]`).selectOption('instant');
    await page.locator(`${computer} [data-action="autoplay"]`).click();
    await page.locator(`${PG} .bng-status-line[data-result="over"]`).waitFor({ timeout: 150_000 });
    expect(await step(page)).toBeGreaterThan(best.length / 3);
    // Their Level 4 decisions are explained in the history like every other.
    const reasons = await page.locator(`${PG} .bng-history-list .bng-reason`).allTextContents();
    expect(reasons.some((r) => /envelope/.test(r))).toBe(true);
  }, 200_000);

  it('refuses a Level 4 move tried in "Try any move", with its rule', async () => {
    const { page } = await open(playgroundLink(stateOf(BID_POSITION)));
    const pg = await hydrated(page, PG);
    await viewAs(pg, '0');
    const kind = pg.locator('.bng-builder [data-field="kind"]');
    await kind.waitFor({ timeout: 15_000 });
    // A card into the envelope before the Action: not now.
    await kind.selectOption('bribeIn');
    await pg.locator('[data-action="try-move"]').click();
    const feedback = pg.locator('[data-feedback="illegal"]');
    await expect.poll(() => feedback.textContent()).toContain('Not allowed: Put ');
    const early = checkMove(stateOf(BID_POSITION), { type: 'bribeIn', seat: 0, card: 'bombs-9' })!;
    expect(await feedback.textContent()).toContain(early.reason);
    expect(await feedback.locator('a[data-rule]').getAttribute('data-rule')).toBe(early.rule);
    // Setting a Policy outside a bid, refused as the engine rules.
    await kind.selectOption('setPolicy');
    await pg.locator('.bng-builder [data-field="policy"]').selectOption('tax-tyranny');
    await pg.locator('[data-action="try-move"]').click();
    await expect.poll(() => feedback.textContent()).toContain('Not allowed: Set Tax Tyranny.');
    const outside = checkMove(stateOf(BID_POSITION), { type: 'setPolicy', seat: 0, policy: 'tax-tyranny' })!;
    expect(await feedback.textContent()).toContain(outside.reason);
    expect(await feedback.locator('a[data-rule]').getAttribute('data-rule')).toBe(outside.rule);
  }, 60_000);
});
