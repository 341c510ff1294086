/**
 * The Troublemakers in the playground. A 5-person Level 4 game with the Troublemakers starts from
 * the New game form (the box is off below Level 4 and says why; the player count then runs 4 to 6;
 * the Troublemaker's seat is chosen and the Billionaire pickers cover the other four seats), and its
 * link keeps the module and the seat. The Troublemaker's board shows the Alignment in the table view
 * and in the Troublemaker's own view, and says it is hidden in a Billionaire's view. Then, by
 * keyboard, through the clear steps: the Round card, and the Reformist's first turn, a Fix: the
 * Crisis and one card face-down, each Billionaire's offer (a card or none), the Reformist's answer
 * (one box ticked in the step's move form, then its button) and the result under the move played.
 * The Fix under way sits beside the Guillotine, each offered card named only to the table view. The
 * legal-move list names the new moves in words. A hidden Revolutionary Declares by keyboard (the
 * board turns over and the Alignment shows in every view) and plays a Revolution card through its
 * clear step. A six-seat game fits 360 px without sideways scrolling; axe finds nothing.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  cardInfo,
  createGame,
  defaultCards,
  decodeLink,
  encodeLink,
  legalMoves,
  play,
  playerName,
  stateAt,
  type CardId,
  type GameState,
  type Move,
} from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PG = '.bng-playground';

async function step(pg: Locator) {
  return Number(await pg.getAttribute('data-step'));
}

/** Presses a button by keyboard: focus, Enter. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Ticks or unticks a box (or picks a radio) by keyboard: focus, Space. */
async function toggle(page: Page, box: Locator) {
  await box.focus();
  await page.keyboard.press('Space');
}

async function viewAs(pg: Locator, viewer: string) {
  await pg.locator('[data-field="viewer"]').selectOption(viewer);
  await expect.poll(() => pg.getAttribute('data-viewer')).toBe(viewer);
}

/** The game in the address: its start, and the state shown. */
async function linkedGame(page: Page): Promise<{ start: GameState; now: GameState }> {
  const opened = decodeLink(await page.evaluate(() => location.hash));
  if (!opened.ok) throw new Error(opened.error.reason);
  return { start: opened.states[0]!, now: stateAt(opened.timeline, opened.step).state };
}

/** Plays one move and waits for the playground to show it. */
async function playBy(page: Page, pg: Locator, button: Locator) {
  const before = await step(pg);
  await press(page, button);
  await expect.poll(() => step(pg)).toBe(before + 1);
}

async function fitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const crisisName = (card: CardId) => {
  const c = cardInfo(card);
  return c.kind === 'crisis' ? defaultCards().cardName(c.id) : card;
};

describeBrowser('the Troublemakers in the playground', () => {
  const { open } = useBrowser();

  it('starts a 5-person game from the form, shows the Alignment only where it may, and plays a Fix through the clear steps by keyboard', async () => {
    const { page } = await open('/playground/');
    const pg = await hydrated(page, PG);
    await press(page, pg.locator('[data-panel="new-game"] > summary'));
    const form = pg.locator('form[aria-label="New game"]');
    const box = form.locator('[data-field="troublemakers"]');
    await box.waitFor();
    // Off below Level 4, with the reason in words next to it.
    expect(await box.isDisabled()).toBe(true);
    expect(await form.locator('[data-tm-note]').textContent()).toContain('Plays at Level 4 only');
    await form.locator('[data-field="level"]').selectOption('4');
    await toggle(page, box);
    expect(await box.isChecked()).toBe(true);
    // 4 to 6 people with a Troublemaker, and the note says why.
    expect(await form.locator('[data-field="players"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['4', '5', '6']);
    expect(await form.locator('[data-tm-note]').textContent()).toContain('3 to 5 Billionaires and the Troublemaker');
    await form.locator('[data-field="players"]').selectOption('5');
    await form.locator('[data-field="troublemaker-seat"]').selectOption('0');
    // The Billionaire pickers cover the four other seats only.
    expect(await form.locator('[data-field^="seat-"]').evaluateAll((ss) => ss.map((s) => s.getAttribute('data-field')))).toEqual([
      'seat-1',
      'seat-2',
      'seat-3',
      'seat-4',
    ]);
    await form.locator('[data-field="first"]').selectOption('0');
    await form.locator('[data-field="seed"]').fill('1');
    await press(page, form.locator('[data-action="start-game"]'));
    await expect
      .poll(() => form.locator('[data-feedback="new-game"]').textContent())
      .toContain('Level 4, 5 people (4 Billionaires and the Troublemaker), seed 1, with the Troublemakers');
    await expect.poll(async () => (await linkedGame(page)).start.options.modules).toEqual(['troublemakers']);
    const { start } = await linkedGame(page);
    expect(start.options.troublemaker).toBe(0);
    expect(start.players[0]!.billionaire).toBeNull();
    expect(start.players.length).toBe(5);
    const alignment = start.modules.troublemakers!.alignment;

    // The Troublemaker's board: no Suit, no spaces; the Alignment in the table view and their own, hidden in a Billionaire's.
    const board = pg.locator('.bng-table [data-seat="0"]');
    const tm = board.locator('[data-zone="troublemaker"]');
    await tm.waitFor();
    expect(await board.locator('.bng-space').count()).toBe(0);
    expect(await board.locator('.bng-player-suit').count()).toBe(0);
    expect(await tm.getAttribute('data-alignment')).toBe(alignment);
    expect(await tm.getAttribute('data-side')).toBe('reformist');
    expect(await tm.locator('[data-tm-fixed]').textContent()).toContain('0 of 7');
    await viewAs(pg, '2');
    expect(await tm.getAttribute('data-alignment')).toBe('hidden');
    expect(await tm.locator('[data-tm-alignment]').textContent()).toContain('hidden from this view');
    expect(await tm.textContent()).not.toMatch(/Alignment: ?(Reformist|Revolutionary)/);
    await viewAs(pg, '0');
    expect(await tm.getAttribute('data-alignment')).toBe(alignment);
    await viewAs(pg, 'table');

    // The Round card, as a clear step.
    const roundStep = pg.locator('[data-tm-step="round-card"]');
    await roundStep.waitFor();
    await playBy(page, pg, roundStep.locator('[data-action="tm-round-draw"]'));
    // The Billionaires' Role draft: each keeps no Role, from the list of legal moves.
    for (let i = 0; i < 4; i++) await playBy(page, pg, pg.locator('button[data-move="keepRole"]', { hasText: 'Keep no Role' }).first());

    // The Reformist's first turn: a Fix, one card face-down.
    const { now } = await linkedGame(page);
    const hand = now.players[0]!.hand;
    expect(hand.length).toBe(1);
    const crisis = now.modules.crises!.guillotine[0]!.card;
    const fixStep = pg.locator('[data-tm-step="fix"]');
    await fixStep.waitFor();
    // The legal-move list names the Fix in words, under its own group.
    expect(await pg.locator('[data-group="Fix a Crisis"] button[data-move="fixCrisis"]').allTextContents()).toContain(`Fix ${crisisName(crisis)} with 1 card face-down`);
    await fixStep.locator('[data-field="crisis"]').selectOption(crisis);
    await toggle(page, fixStep.locator(`[data-field="cards"] [data-option="${hand[0]}"]`));
    expect(await fixStep.locator('[data-fix-move]').textContent()).toBe(`Fix ${crisisName(crisis)} with 1 card face-down`);
    await playBy(page, pg, fixStep.locator('[data-action="try-move"]'));

    // The Fix under way beside the Guillotine: the Crisis, one card face-down, nobody has offered yet.
    const fix = pg.locator('.bng-table [data-zone="fix"]');
    await fix.waitFor();
    expect(await fix.getAttribute('data-fix-crisis')).toBe(crisis);
    expect(await fix.getAttribute('data-fix-committed')).toBe('1');
    expect(await fix.locator('[data-live="fix"]').textContent()).toContain(`is Fixing ${crisisName(crisis)}: 1 card put forward face-down`);

    // Each Billionaire in turn from the Reformist's left: seats 2 and 4 offer a card, 3 and 5 none.
    const offerStep = pg.locator('[data-tm-step="offer"]');
    const offered: CardId[] = [];
    for (const seat of [1, 2, 3, 4]) {
      await expect.poll(() => pg.locator('.bng-table .bng-status').getAttribute('data-deciders')).toBe(String(seat));
      await offerStep.waitFor();
      if (seat === 1 || seat === 3) {
        const card = (await linkedGame(page)).now.players[seat]!.hand[0]!;
        offered.push(card);
        await offerStep.locator('[data-field="card"]').selectOption(card);
      } else await offerStep.locator('[data-field="card"]').selectOption('');
      await playBy(page, pg, offerStep.locator('[data-action="try-move"]'));
    }
    // Who offered is public; the cards only in the table view.
    expect(await fix.locator('[data-offer-seat]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-offered')))).toEqual(['true', 'false', 'true', 'false']);
    expect(await fix.locator('[data-offer-seat="1"] [data-card]').getAttribute('data-card')).toBe(offered[0]);
    await viewAs(pg, '0');
    expect(await fix.locator('[data-offer-seat] [data-card]').count()).toBe(0);
    expect(await fix.locator('[data-offer-seat="1"]').textContent()).toContain('offered a card face-down');

    // The Reformist's answer, in their own view: a box per seat in the step's move form, the answer in words, then its button.
    const acceptStep = pg.locator('[data-tm-step="accept"]');
    await acceptStep.waitFor();
    expect(await acceptStep.textContent()).not.toContain('seen from the table view');
    expect(await pg.locator('[data-group="Accept or refuse the offers"] button').allTextContents()).toContain(
      `Accept ${playerName(now, 1)}'s offer (seat 2); refuse ${playerName(now, 3)}'s (seat 4)`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await toggle(page, acceptStep.locator('[data-field="seats"] [data-option="1"]'));
    expect(await acceptStep.locator('[data-accept-move]').textContent()).toBe(`Accept ${playerName(now, 1)}'s offer (seat 2); refuse ${playerName(now, 3)}'s (seat 4)`);
    await playBy(page, pg, acceptStep.locator('[data-action="try-move"]'));

    // The result: the draw and the count, under the move played; the Fix is over.
    const events = pg.locator('[data-feedback="events"]');
    await expect.poll(() => events.textContent()).toMatch(/draws .* against the Fix/);
    expect(await events.textContent()).toMatch(/(does not beat .*: the Fix fails|Fixes .* and keeps it)/);
    await expect.poll(() => fix.count()).toBe(0);
    await viewAs(pg, 'table');
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it('a hidden Revolutionary Declares by keyboard, their board turns over for everyone to see, and plays a Revolution card through the clear step', async () => {
    // The first seed whose Troublemaker (seat 1, first to play) drew the Revolutionary card.
    const options = { level: 4 as const, players: 4, modules: ['troublemakers' as const], troublemaker: 0, firstPlayer: 0 };
    const seed = Array.from({ length: 40 }, (_, i) => i + 1).find((n) => {
      const g = createGame({ ...options, seed: n });
      return g.ok && g.game.modules.troublemakers!.alignment === 'revolutionary';
    })!;
    const made = createGame({ ...options, seed });
    if (!made.ok) throw new Error(made.error.reason);
    // Up to the Troublemaker's first turn: no Round card, and each Billionaire keeps no Role.
    let game = made.game;
    const moves: Move[] = [];
    for (let i = 0; i < 4; i++) {
      const move = legalMoves(game).find((m) => (m.type === 'roundCard' && !m.take) || (m.type === 'keepRole' && m.role === undefined))!;
      const out = play(game, move);
      if (!out.ok) throw new Error(out.illegal.reason);
      game = out.game;
      moves.push(out.move);
    }
    const { page } = await open(`/playground/#${encodeLink({ start: { kind: 'new', options: made.game.options }, moves })}`);
    const pg = await hydrated(page, PG);
    const tm = pg.locator('.bng-table [data-seat="0"] [data-zone="troublemaker"]');
    await tm.waitFor();
    await viewAs(pg, '1');
    expect(await tm.getAttribute('data-alignment')).toBe('hidden');
    await viewAs(pg, '0');
    const declareStep = pg.locator('[data-tm-step="declare"]');
    await declareStep.waitFor();
    await playBy(page, pg, declareStep.locator('[data-action="tm-declare"]'));

    // The board is turned over, for everyone: three face-up Revolution cards, 18 in the deck.
    await expect.poll(() => tm.getAttribute('data-side')).toBe('revolutionary');
    await viewAs(pg, '1');
    expect(await tm.getAttribute('data-alignment')).toBe('revolutionary');
    expect(await tm.locator('[data-tm-row] [data-revolution-card]').count()).toBe(3);
    expect(await tm.locator('[data-tm-deck]').getAttribute('data-tm-deck')).toBe('18');
    expect(await tm.locator('[data-tm-deck]').textContent()).toContain('nobody knows their order');
    await viewAs(pg, '0');

    // The Action: one Revolution card, chosen and played by keyboard; the list names each choice in words.
    const playStep = pg.locator('[data-tm-step="play-revolution"]');
    await playStep.waitFor();
    const labels = await pg.locator('[data-group="Play a Revolution card"] button[data-move="playRevolution"]').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(l).toMatch(/^Play [A-Z]/);
    const row = await tm.locator('[data-tm-row] [data-revolution-card]').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-revolution-card')));
    await playStep.locator('[data-field="card"]').selectOption(row[1]!);
    // Its choices, as the engine lists one way of playing it.
    const way = legalMoves((await linkedGame(page)).now).find((m) => m.type === 'playRevolution' && m.card === row[1]) as Record<string, unknown> | undefined;
    for (const key of ['crisis', 'target', 'asset', 'policy', 'market'])
      if (way?.[key] !== undefined) await playStep.locator(`[data-field="${key}"]`).selectOption(String(way[key]));
    expect(await playStep.locator('[data-revolution-move]').textContent()).toMatch(/^Play /);
    await playBy(page, pg, playStep.locator('[data-action="try-move"]'));
    await expect.poll(() => tm.locator('[data-tm-row] [data-revolution-card]').count()).toBe(2);
    // The share link follows the table a moment later: wait for it to hold the card played.
    const played = async () => {
      const piles = (await linkedGame(page)).now.modules.troublemakers!.revolution!;
      return [...piles.discard, ...piles.organized];
    };
    await expect.poll(played).toContain(row[1]);
    expect(await axeViolations(page)).toEqual([]);
  }, 90_000);

  it('lays out six seats at 360 px without sideways scrolling, and its link keeps the Troublemaker', async () => {
    const made = createGame({ level: 4, players: 6, modules: ['troublemakers'], troublemaker: 5, seed: 2 });
    if (!made.ok) throw new Error(made.error.reason);
    const { page } = await open(`/playground/#${encodeLink({ start: { kind: 'new', options: made.game.options }, moves: [] })}`);
    const pg = await hydrated(page, PG);
    await expect.poll(() => pg.locator('.bng-table .bng-player').count()).toBe(6);
    await pg.locator('.bng-table [data-seat="5"] [data-zone="troublemaker"]').waitFor();
    expect(await pg.locator('.bng-table [data-seat="5"] .bng-player-name').textContent()).toContain('Troublemaker');
    expect((await linkedGame(page)).start.options.troublemaker).toBe(5);
    await fitsPhoneWidth(page);
  }, 90_000);
});
