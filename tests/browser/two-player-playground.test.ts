/**
 * Two players in the playground: a Level 2 game with Puppets started from the New game form, each
 * Puppet marked with its controller in words and the Markets numbered (stand-ins said); a person's
 * turn played by keyboard, then the Puppet's die on the table (announced) and nudged from the clear
 * step above the builder, the button saying where the die lands before it is pressed; dispute mode
 * sets the Puppet's die (at Level 1) before the turn's last move; its second roll, its claim and a
 * double six Audit are clear steps too; a Purchase from a Puppet is in the list of moves, and the
 * end-of-Round trade with one's own Puppet is a clear step; the table editor seats two players with their
 * Puppets (no hand on a Puppet), sets a Puppet's Billionaire and Asset, and the position's link
 * reopens as a two-player game. Axe finds nothing, and 360 px needs no sideways scrolling.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  ASSETS,
  BILLIONAIRE_IDS,
  createGame,
  decodeLink,
  legalMoves,
  play,
  positionOf,
  resolveCards,
  TABLE,
  type AssetId,
  type GameState,
  type Move,
  type PositionInput,
  defaultCards,
} from '../../src/machine/index.ts';
import { nudgeTarget } from '../../src/machine/modules/puppets/words.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { chooseOutcome } from './helpers/outcomes.ts';
import { emptyTableEditor } from './helpers/editor.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';

/** An Asset of the War Profiteer's, for the double six Audit to find. */
const HELD = ASSETS.find((a) => resolveCards(undefined, undefined).assetType(a.id) === 'power' && !a.starred)!.id as AssetId;

/**
 * Two players at Level 2, seat 1 (the Aristocrat, whose Puppet is the Tech Overlord) to act: Toys
 * holds a lone 1 of Diamonds, so a Puppet's Buy there wins. Invest draws seat 1 a card, so each
 * roll of the Puppet's waits to be nudged.
 */
const ROLL_POSITION: PositionInput = {
  level: 2,
  seed: 4,
  puppets: true,
  players: [
    { billionaire: 'aristocrat', hand: ['bombs-1'], assets: [] },
    { billionaire: 'tech-overlord', hand: [], assets: [] },
    { billionaire: 'war-profiteer', hand: ['bolts-1'], assets: [HELD] },
    { billionaire: 'media-baron', hand: [], assets: [] },
  ],
  markets: { toys: { faceUp: 'diamonds-1', faceDown: [] } },
  current: 0,
  phase: 'turn.action',
};

/** The table chooses the Puppet's two rolls, seat 1 Invests, and lets the first roll (a 6) stand. */
function rollMoves(second: number): Move[] {
  return [
    { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 6 } },
    { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: second } },
    { type: 'invest', seat: 0, card: 'bombs-1', market: 'influence' },
    { type: 'keepRoll', seat: 0 },
  ];
}

/** The game after these moves, checked by the engine (each move legal). */
function after(moves: readonly Move[]): GameState {
  let s = stateOf(ROLL_POSITION);
  for (const m of moves) {
    const out = play(s, m);
    if (!out.ok) throw new Error(out.illegal.reason);
    s = out.game;
  }
  return s;
}

/** Presses a button by keyboard: focus, Enter. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
}

async function step(page: Page) {
  return Number(await page.locator(PG).getAttribute('data-step'));
}

/** The game the playground shows now, read from the link in the address. */
async function shownState(page: Page): Promise<GameState> {
  const opened = decodeLink(await page.evaluate(() => location.hash));
  if (!opened.ok) throw new Error(opened.error.reason);
  return opened.states[opened.step]!;
}

/**
 * The game at step `n`, once the address has caught up: the playground shows a step (data-step) a
 * frame or so before it writes the step's link, later still on a busy machine.
 */
async function shownStateAt(page: Page, n: number): Promise<GameState> {
  await expect
    .poll(async () => {
      const opened = decodeLink(await page.evaluate(() => location.hash));
      return opened.ok ? opened.step : null;
    })
    .toBe(n);
  return shownState(page);
}

/** The people's Billionaires as the form gives them when only seat 1's is chosen: seat 3 gets the first one left. */
const PEOPLE = ['aristocrat', 'war-profiteer'] as const;

/** The first two-player Level 2 seed where seat 1 draws, Invests the first card offered and still holds a card to nudge with. */
function nudgeSeed(): number {
  for (let seed = 1; seed < 100; seed++) {
    const made = createGame({ players: 2, level: 2, seed, specialActions: true, firstPlayer: 0, billionaires: [...PEOPLE] });
    if (!made.ok) throw new Error(made.error.reason);
    let s = made.game;
    for (const type of ['draw', 'invest'] as const) {
      const out = play(
        s,
        legalMoves(s).find((m) => m.type === type)!,
      );
      if (!out.ok) throw new Error(out.illegal.reason);
      s = out.game;
    }
    if (legalMoves(s).some((m) => m.type === 'nudge')) return seed;
  }
  throw new Error('No seed to nudge with');
}

async function fitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens a group of the legal moves if it is folded away (a group of many moves). */
async function unfold(page: Page, pg: Locator, group: string) {
  const summary = pg.locator(`details[data-group="${group}"]:not([open]) > summary`);
  if ((await summary.count()) > 0) await press(page, summary);
}

/** Starts a two-player game from the New game form. */
async function startTwoPlayer(page: Page, pg: Locator, level: string, seed: number) {
  await pg.locator('[data-panel="new-game"] > summary').click();
  const form = pg.locator('form[aria-label="New game"]');
  await form.locator('[data-field="players"]').selectOption('2');
  await form.locator('[data-field="level"]').selectOption(level);
  await form.locator('[data-field="seed"]').fill(String(seed));
  // The Starting Player is one of the two people: seats 1 and 3 only.
  expect(await form.locator('[data-field="first"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['', '0', '2']);
  await form.locator('[data-field="first"]').selectOption('0');
  // Each person picks a Billionaire; the Puppets are drawn at random unless chosen.
  expect(await form.locator('[data-field^="seat-"]').count()).toBe(2);
  await form.locator('[data-field="seat-0"]').selectOption(PEOPLE[0]);
  await press(page, form.locator('[data-action="start-game"]'));
  await expect.poll(() => form.locator('[data-feedback="new-game"]').textContent()).toContain(`Level ${level}, 2 players (with Puppets), seed ${seed}`);
}

describeBrowser('two players in the playground', () => {
  const { open } = useBrowser();

  it('starts a Level 2 game with Puppets, plays a turn by keyboard and nudges the Puppet’s die', async () => {
    const seed = nudgeSeed();
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const pg = await hydrated(page, PG);
    await startTwoPlayer(page, pg, '2', seed);
    await expect.poll(async () => (await shownState(page)).options.puppets).toBe(true);
    const start = await shownState(page);
    expect(start.players.map((p) => p.billionaire).filter((_, i) => i % 2 === 0)).toEqual([...PEOPLE]);

    // Four boards: each Puppet says whose it is, in words, next to its controller; a Puppet has no hand.
    const board = (seat: number) => pg.locator(`.bng-table .bng-player[data-seat="${seat}"]`);
    await expect.poll(() => board(1).locator('[data-puppet-of="0"]').textContent()).toBe('Puppet of the Aristocrat (seat 1)');
    expect(await board(3).locator('[data-puppet-of="2"]').textContent()).toBe('Puppet of the War Profiteer (seat 3)');
    expect(await board(0).locator('[data-controls="1"]').textContent()).toMatch(/^Controls the .+ \(seat 2\)$/);
    expect(await board(1).getAttribute('data-puppet')).toBe('true');
    expect(await board(1).locator('[data-zone="hand"]').isVisible()).toBe(false);
    expect(await board(2).locator('[data-zone="hand"]').isVisible()).toBe(true);
    // The Markets' numbers; only Toys' 3 is not a stand-in.
    expect(await pg.locator('[data-market="toys"] [data-market-number]').textContent()).toBe('No. 3† (our inference)');
    expect(await pg.locator('[data-market="influence"] [data-market-number]').textContent()).toBe('No. 1† (our stand-in)');

    // Seat 1's turn: draw, then Invest the first card offered (the Invest group folds away).
    await press(page, pg.locator('button[data-move="draw"]').first());
    await expect.poll(() => step(page)).toBe(1);
    await unfold(page, pg, 'Invest');
    await press(page, pg.locator('button[data-move="invest"]').first());
    await expect.poll(() => step(page)).toBe(2);

    // The Puppet's die waits on the table, announced, with what it means.
    const state = await shownStateAt(page, 2);
    const roll = state.modules.puppets!.roll!;
    const die = pg.locator('.bng-table [data-live="puppet-roll"]');
    expect(await die.getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => die.locator('[data-zone="puppet-roll"]').getAttribute('data-roll')).toBe(String(roll.value));
    expect(await die.textContent()).toMatch(/die \(the Puppet's roll\): \d\. If it stands: /);
    expect(await die.textContent()).toContain('may nudge it with a card, or let it stand');

    // The list of legal moves says where each nudge takes the die.
    const listed = await pg.locator('[data-group="The Puppet\'s roll"] button[data-move="nudge"]').allTextContents();
    expect(listed.length).toBeGreaterThan(0);
    for (const text of listed) expect(text).toMatch(/^Nudge the die (up|down) by \d+ with .+ → [1-6] \(.+\)$/);
    expect(await pg.locator('button[data-move="keepRoll"]').textContent()).toMatch(new RegExp(`^Let the die stand at ${roll.value} \\(`));

    // The clear step: the engine's move form, a card, then up or down, saying where the die lands.
    const puppetStep = pg.locator('[data-puppet-step="nudge"]');
    await puppetStep.waitFor();
    const up = legalMoves(state).find((m): m is Extract<Move, { type: 'nudge' }> => m.type === 'nudge' && m.up)!;
    const to = nudgeTarget(state, up)!;
    await puppetStep.locator('[data-field="card"]').selectOption(up.card);
    await puppetStep.locator('[data-field="up"]').selectOption('up');
    const target = puppetStep.locator('[data-nudge-target]');
    await expect.poll(() => target.getAttribute('data-nudge-target')).toBe(String(to));
    expect(await target.textContent()).toContain(`land on ${to}: `);
    expect(await puppetStep.locator('[data-action="keep-roll"]').textContent()).toBe(`Let it stand at ${roll.value}`);

    // Mid-roll: axe finds nothing, and a phone's width needs no sideways scrolling.
    await fitsPhoneWidth(page);

    await press(page, puppetStep.locator('[data-action="try-move"]'));
    await expect.poll(() => step(page)).toBe(3);
    expect(await pg.locator('[data-panel="step"]').textContent()).toContain(`to nudge the die from ${roll.value} to ${to}`);
    const after = await shownStateAt(page, 3);
    expect(after.players[0]!.hand).not.toContain(up.card);
  }, 120_000);

  it('sets the Puppet’s die in dispute mode before the turn’s last move, at Level 1', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const pg = await hydrated(page, PG);
    await startTwoPlayer(page, pg, '1', 5);
    await expect.poll(async () => (await shownState(page)).options.puppets).toBe(true);
    await pg.locator('[data-panel="outcomes"] > summary').click();
    const outcomes = pg.locator('[data-panel="outcomes"]');
    await outcomes.locator('[data-field="outcome"] option[value="roll"]').waitFor({ state: 'attached' });
    const puppet = (await shownState(page)).players[1]!.billionaire;
    const label = await outcomes.locator('[data-field="outcome"] option[value="roll"]').textContent();
    expect(label).toContain("The next die roll: the Puppet's die");
    expect(label).toContain('rolled straight after the last move of this turn');
    expect(label?.toLowerCase()).toContain(puppet!.replace('-', ' '));
    await chooseOutcome(outcomes, 'roll', [['roll', '6']], (b) => press(page, b));
    await expect.poll(() => outcomes.locator('[data-pending-outcomes]').textContent()).toContain('die roll 6');

    // The turn's last move: the first Invest offered. The Puppet's die shows the 6 chosen (if seat 1 still holds a card to nudge with) or acted on it.
    await unfold(page, pg, 'Invest');
    await press(page, pg.locator('button[data-move="invest"]').first());
    await expect.poll(() => step(page)).toBe(2);
    const state = await shownStateAt(page, 2);
    const rolled = (await decodeOpened(page)).events.at(-1)!.find((e) => e.type === 'puppetRolled');
    expect(rolled && rolled.type === 'puppetRolled' ? rolled.value : null).toBe(6);
    if (state.modules.puppets?.roll) expect(await pg.locator('[data-zone="puppet-roll"]').getAttribute('data-roll')).toBe('6');
    expect(await pg.locator('[data-panel="step"]').textContent()).toContain('die: 6 (a Buy).');
  }, 120_000);

  it('lets the Puppet’s second roll stand, then chooses the Asset its Buy takes; a double six Audits', async () => {
    const moves = rollMoves(3);
    expect(after(moves).modules.puppets!.roll).toEqual({ stage: 'market', value: 3 });
    const { page } = await open(playgroundLink(stateOf(ROLL_POSITION), moves));
    const pg = await hydrated(page, PG);
    // The second die: where the Puppet Buys.
    const die = pg.locator('.bng-table [data-zone="puppet-roll"]');
    await expect.poll(() => die.getAttribute('data-roll-stage')).toBe('market');
    expect(await die.textContent()).toContain("The Tech Overlord's second die (where it Buys): 3. If it stands: a Buy at Toys.");
    const keep = pg.locator('[data-puppet-step="nudge"] [data-action="keep-roll"]');
    await keep.waitFor();
    await press(page, keep);
    await expect.poll(() => step(page)).toBe(5);
    // The Puppet won: its controller chooses the Asset it takes, in clear buttons.
    const claim = pg.locator('[data-puppet-step="claim"]');
    await claim.waitFor();
    expect(await claim.locator('h4').textContent()).toBe('The Tech Overlord won its Buy at Toys');
    const first = claim.locator('[data-action="puppet-claim"]').first();
    const asset = (await first.getAttribute('data-asset')) as AssetId;
    expect(await first.textContent()).toBe(`Take the ${defaultCards().assetName(asset)}`);
    expect(await pg.locator(`button[data-move="claim"][data-seat-move="1"]`).first().textContent()).toMatch(/^For the Puppet of seat 1, the Tech Overlord: Claim /);
    await press(page, first);
    await expect.poll(() => pg.locator(`.bng-table .bng-player[data-seat="1"] [data-asset="${asset}"]`).count()).toBe(1);

    // Six, then six again: an Audit of the War Profiteer's Asset, chosen in the step.
    const audit = [...rollMoves(6), { type: 'keepRoll', seat: 0 } as Move];
    expect(after(audit).windows.at(-1)?.kind).toBe('puppets.audit');
    const opened = await open(playgroundLink(stateOf(ROLL_POSITION), audit));
    const pg2 = await hydrated(opened.page, PG);
    const auditStep = pg2.locator('[data-puppet-step="audit"]');
    await auditStep.waitFor();
    await auditStep.locator('[data-field="player"]').selectOption('2');
    await auditStep.locator('[data-field="asset"]').selectOption(HELD);
    await auditStep.locator('[data-field="keep"]').selectOption('back');
    expect(await auditStep.locator('[data-audit-summary]').textContent()).toBe(`Audit: ${defaultCards().assetName(HELD)} of seat 3`);
    await fitsPhoneWidth(opened.page);
    await press(opened.page, auditStep.locator('[data-action="try-move"]'));
    await expect.poll(() => pg2.locator(`.bng-table .bng-player[data-seat="2"] [data-asset="${HELD}"]`).count()).toBe(0);
    expect(await pg2.locator('[data-panel="step"]').textContent()).toContain(`the ${defaultCards().assetName(HELD)} goes back`);
  }, 120_000);

  it('Purchases an Asset from a Puppet from the list of moves, then trades with its own Puppet at the end of the Round', async () => {
    // Level 1, the Draw deck empty: the Aristocrat's Purchase is the Round's last turn. A 3 of
    // Satellite Dishes pays for the Media Baron's Gang of Lawyers; the Puppet's die (a 2) finds no
    // card to add; then the Aristocrat may trade with the Tech Overlord, her own Puppet.
    const position: PositionInput = {
      level: 1,
      seed: 9,
      puppets: true,
      players: [
        { billionaire: 'aristocrat', hand: ['dishes-7'], assets: [] },
        { billionaire: 'tech-overlord', hand: [], assets: ['luxury-jet'] },
        { billionaire: 'war-profiteer', hand: [], assets: [] },
        { billionaire: 'media-baron', hand: [], assets: ['gang-of-lawyers'] },
      ],
      deck: [],
      deckSize: 0,
      current: 0,
      phase: 'turn.action',
    };
    const start = stateOf(position);
    const purchase = legalMoves(start, 0).find((m) => m.type === 'purchase');
    expect(purchase).toEqual({ type: 'purchase', seat: 0, puppet: 3, asset: 'gang-of-lawyers', cards: ['dishes-7'] });
    const { page } = await open(playgroundLink(start, [{ type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 2 } }]));
    const pg = await hydrated(page, PG);
    await unfold(page, pg, 'Purchase from a Puppet');
    const button = pg.locator('button[data-move="purchase"]');
    expect(await button.count()).toBe(1);
    await press(page, button);
    await expect.poll(() => pg.locator('.bng-table .bng-player[data-seat="0"] [data-asset="gang-of-lawyers"]').count()).toBe(1);
    // The end of the Round: the trade with her Puppet, a pair at a time, then done.
    const swap = pg.locator('[data-puppet-step="swap"]');
    await swap.waitFor();
    await swap.locator('[data-field="give"]').selectOption('gang-of-lawyers');
    await swap.locator('[data-field="take"]').selectOption('luxury-jet');
    await press(page, swap.locator('[data-action="try-move"]'));
    await expect.poll(() => pg.locator('.bng-table .bng-player[data-seat="1"] [data-asset="gang-of-lawyers"]').count()).toBe(1);
    expect(await pg.locator('.bng-table .bng-player[data-seat="0"] [data-asset="luxury-jet"]').count()).toBe(1);
    await fitsPhoneWidth(page);
    await press(page, pg.locator('[data-puppet-step="swap"] [data-action="end-swaps"]'));
    await expect.poll(async () => (await shownState(page)).round).toBe(2);
    expect(await pg.locator('[data-puppet-step]').count()).toBe(0);
  }, 120_000);

  it('sets up a two-player position in the editor, and its link reopens with the Puppets', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const { pg, editor, zone, openZone, choose } = await emptyTableEditor(page);

    await press(page, editor.locator('[data-action="editor-players-2"]'));
    await expect.poll(() => editor.locator('[data-action="editor-players-2"]').getAttribute('aria-pressed')).toBe('true');
    expect(await editor.locator('.bng-player').count()).toBe(4);
    await expect.poll(() => editor.locator('.bng-player[data-seat="1"] [data-puppet-of="0"]').count()).toBe(1);
    // A Puppet's board has no hand to set; a person's does.
    expect(await editor.locator('[data-zone-button="seat:1:hand"]').count()).toBe(0);
    expect(await editor.locator('[data-zone-button="seat:0:hand"]').count()).toBe(1);

    // The Puppet of seat 1 becomes the Property Speculator (not at the table yet) and takes a Toys Asset.
    const outsider = BILLIONAIRE_IDS[4];
    await choose('seat:1:billionaire', outsider);
    await expect.poll(() => editor.locator('.bng-player[data-seat="1"] .bng-player-name').textContent()).toContain('Property Speculator');
    await openZone('seat:1:assets:toys');
    const toy = (await zone('seat:1:assets:toys').locator('[role="option"]').first().getAttribute('data-choice'))!;
    await choose('seat:1:assets:toys', toy);
    await expect.poll(() => editor.locator(`.bng-player[data-seat="1"] [data-asset="${toy}"]`).count()).toBe(1);

    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
    await expect.poll(async () => positionOf(await shownState(page)).puppets).toBe(true);
    const p = positionOf(await shownState(page));
    expect(p.players[1]!.billionaire).toBe(outsider);
    expect(p.players[1]!.assets).toContain(toy);
    expect(p.players[1]!.hand ?? []).toEqual([]);

    // The link, opened afresh: the same two-player table.
    const link = await page.evaluate(() => location.hash);
    const again = await open(`/playground/${link}`);
    const pg2 = await hydrated(again.page, PG);
    await expect.poll(() => pg2.locator('.bng-table .bng-player[data-seat="1"] [data-puppet-of="0"]').count()).toBe(1);
    expect(await pg2.locator(`.bng-table .bng-player[data-seat="1"] [data-asset="${toy}"]`).count()).toBe(1);
    await fitsPhoneWidth(again.page);
  }, 120_000);
});

async function decodeOpened(page: Page) {
  const opened = decodeLink(await page.evaluate(() => location.hash));
  if (!opened.ok) throw new Error(opened.error.reason);
  return opened;
}
