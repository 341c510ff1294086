/**
 * The Space Program in the playground. A Level 3 game with the Space Program starts from the New
 * game form (the box is off at Levels 1 and 2, and says why), its envelope on the table, and its
 * share link reopens it with the module on. In the table editor: the Space Program switched on, the
 * Space Cowboy hidden in seat 1's hand, a seat put out before the Panic! refused with the engine's
 * reason, the Panic! marked as happened and the envelope filled; then, played by keyboard, a
 * contribution (the table view names the cards and each Suit's Launch Score, a player's view only
 * counts them), the launch at the end of the turn with the draw and the roll chosen in dispute mode
 * (worded for the launch, a tie for the top score too), the launch steps (the envelope open to everyone, the top scorer marked,
 * the phase map lit on the boarding step, a partner named with the combined score, the answer), and
 * the explosion: both aboard out of the game, their boards greyed and saying so, the envelope gone.
 * Editing that table again keeps the seats out, and its link (section o) gives them back. Axe finds
 * nothing mid-launch and after it, and 360 px needs no sideways scrolling. An escape opened from a
 * link names who was aboard in the result and marks the escapee's board.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { decodeLink, resolveCards, positionOf, stateAt, TABLE, type GameState, type Move } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { showWholeMap } from './helpers/phaseMap.ts';
import { chooseOutcome, deckCards } from './helpers/outcomes.ts';
import { emptyTableEditor } from './helpers/editor.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';

async function step(pg: Locator) {
  return Number(await pg.getAttribute('data-step'));
}

/** Presses a button by keyboard: focus, Enter. */
async function press(page: Page, button: Locator) {
  await button.focus();
  await page.keyboard.press('Enter');
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

async function fitsPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describeBrowser('the Space Program in the playground', () => {
  const { open } = useBrowser();

  it('starts a Level 3 game with the Space Program from the New game form, and its link reopens it', async () => {
    const { page } = await open('/playground/');
    const pg = await hydrated(page, PG);
    await press(page, pg.locator('[data-panel="new-game"] > summary'));
    const form = pg.locator('form[aria-label="New game"]');
    const box = form.locator('[data-field="space-program"]');
    await box.waitFor();
    // Off at Level 1, with the reason in words next to it.
    expect(await box.isDisabled()).toBe(true);
    expect(await form.locator('[data-space-note]').textContent()).toContain('Plays at Level 3 or 4 only');
    await form.locator('[data-field="level"]').selectOption('3');
    expect(await box.isDisabled()).toBe(false);
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
    await form.locator('[data-field="seed"]').fill('4');
    await press(page, form.locator('[data-action="start-game"]'));
    await expect.poll(() => form.locator('[data-feedback="new-game"]').textContent()).toContain('Level 3, 4 players, seed 4, with the Space Program');
    const envelope = pg.locator('.bng-table [data-zone="space-program"]');
    await expect.poll(() => envelope.getAttribute('data-space-count')).toBe('0');
    await expect.poll(async () => (await linkedGame(page)).start.options.modules).toEqual(['space-program']);

    // The link opens the same game, Space Program and all.
    const link = await page.evaluate(() => location.hash);
    const again = await open(`/playground/${link}`);
    const pg2 = await hydrated(again.page, PG);
    await expect.poll(() => pg2.locator('.bng-table [data-zone="space-program"]').count()).toBe(1);
    expect((await linkedGame(again.page)).start.options.modules).toEqual(['space-program']);
  }, 90_000);

  it('sets up a launch in the editor, contributes, launches with a chosen draw and roll, and an explosion puts two Billionaires out', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const { pg, editor, zone, choose } = await emptyTableEditor(page);
    const spaceBox = editor.locator('[data-field="editor-space"]');
    expect(await spaceBox.isDisabled()).toBe(true);
    await editor.locator('[data-action="editor-level-3"]').click();
    await spaceBox.check();
    await editor.locator('[data-zone="space-program"]').waitFor();
    // Seats, from 1: War Profiteer (Bombs), Tech Overlord (Bolts), Aristocrat (Diamonds), Media Baron (Dishes).
    await choose('seat:0:role', 'space-cowboy:hidden');
    // Out of the game before the Panic!: refused at the zone, with the engine's reason.
    await choose('seat:3:out', 'out');
    const refusal = zone('seat:3:out').locator('[data-refusal="position.space"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('mark the Panic! as happened');
    await choose('panic', 'done');
    for (const card of ['bolts-7', 'bolts-4', 'diamonds-1']) await choose('spaceEnvelope', card);
    await choose('seat:0:hand', 'dishes-1');
    // The deck's top cards, named so the test knows them: a Resource card, then a Crisis (the dispute below draws them the other way round).
    await choose('deck', 'bombs-1');
    await choose('deck', 'floods');
    await expect.poll(() => editor.locator('[data-zone="space-program"]').getAttribute('data-space-count')).toBe('3');
    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
    await expect
      .poll(async () => positionOf((await linkedGame(page)).start).spaceProgram)
      .toEqual({ envelope: ['bolts-7', 'bolts-4', 'diamonds-1'], gone: false, out: [] });

    // The table view sees inside the envelope, with each Suit's Launch Score; a player's view counts the cards.
    const space = pg.locator('.bng-table [data-zone="space-program"]');
    await expect.poll(() => space.getAttribute('data-space-seen')).toBe('true');
    expect(await space.locator('[data-space-cards] [data-card]').count()).toBe(3);
    expect(await space.locator('[data-score-billionaire="tech-overlord"]').getAttribute('data-score')).toBe('5');
    await viewAs(pg, '2');
    expect(await space.getAttribute('data-space-seen')).toBe('false');
    expect(await space.getAttribute('data-space-count')).toBe('3');
    expect(await space.locator('[data-card]').count()).toBe(0);
    expect(await space.textContent()).toContain('The envelope holds 3 cards, sealed');
    await viewAs(pg, 'table');

    // Seat 1's Action: a contribution, from the list of legal moves, by keyboard.
    const contribute = pg.locator('[data-group="Space Program"] button[data-move="contribute"]');
    expect(await contribute.textContent()).toBe('Contribute 1 Satellite Dishes to the Space Program');
    await press(page, contribute);
    await expect.poll(() => step(pg)).toBe(1);
    await expect.poll(() => space.getAttribute('data-space-count')).toBe('4');
    expect(await space.locator('[data-live="space"]').textContent()).toBe('The envelope holds 4 cards.');

    // The end of the turn: the Space Cowboy is asked, as a clear step.
    const launchStep = pg.locator('[data-space-step="launch"]');
    await launchStep.waitFor();
    expect(await launchStep.locator('[data-action="space-hold"]').textContent()).toBe('Do not launch');

    // Dispute mode: the next cards off the deck (a Crisis first, then a Resource card) and the launch die.
    const { now } = await linkedGame(page);
    expect(now.deck.slice(0, 2)).toEqual(['bombs-1', 'floods']);
    await press(page, pg.locator('[data-panel="outcomes"] > summary'));
    const outcomes = pg.locator('[data-panel="outcomes"]');
    await outcomes.locator('[data-space-draw-note]').waitFor();
    // A tie for the top Launch Score would be settled by the next pick: the panel says so at a launch.
    expect(await outcomes.locator('[data-field="outcome"] option[value="pick"]').textContent()).toContain('a tie for the top Launch Score');
    await chooseOutcome(outcomes, 'draw', deckCards(['floods', 'bombs-1']), (b) => press(page, b));
    await expect.poll(() => step(pg)).toBe(2);
    expect(await outcomes.locator('[data-field="outcome"] option[value="roll"]').textContent()).toContain("the Rocket's launch");
    await chooseOutcome(outcomes, 'roll', [['roll', '6']], (b) => press(page, b));
    await expect.poll(() => step(pg)).toBe(3);
    expect(await outcomes.locator('[data-pending-outcomes]').textContent()).toContain('die roll 6');

    // Launch: the first card drawn is discarded, the second joins; the envelope opens for everyone.
    await press(page, launchStep.locator('[data-action="space-launch"]'));
    await expect.poll(() => step(pg)).toBe(4);
    const events = pg.locator('[data-feedback="events"]');
    expect(await events.textContent()).toContain('without effect');
    expect(await events.textContent()).toContain('adds it to the envelope');
    await expect.poll(() => space.getAttribute('data-launch')).toBe('open');
    const board = pg.locator('[data-space-step="board"]');
    await board.waitFor();
    expect(await board.locator('h4').textContent()).toBe('The Tech Overlord (seat 2) has the top Launch Score: 5');
    await viewAs(pg, '3');
    expect(await space.getAttribute('data-space-seen')).toBe('true');
    expect(await space.locator('[data-top="true"]').getAttribute('data-score-billionaire')).toBe('tech-overlord');
    expect(await pg.locator('.bng-table [data-seat="1"] [data-space-tag]').textContent()).toBe('top Launch Score');
    // The phase map lights the launch step and its boarding window.
    await showWholeMap(page);
    await expect.poll(() => page.locator('#phase-map svg [data-window="turn.launch/space.board"]').getAttribute('class')).toContain('is-now');
    await fitsPhoneWidth(page);
    await viewAs(pg, 'table');

    // The top scorer takes the Aristocrat along (5 + its Diamonds); the Aristocrat accepts.
    const partner = board.locator('[data-action="space-partner"][data-partner="2"]');
    const score = 5 + resolveCards(undefined, undefined).value('diamonds-1');
    expect(await partner.textContent()).toContain(`combined Launch Score ${score}`);
    expect(await partner.textContent()).toContain('faces in 6 escape');
    await press(page, partner);
    await expect.poll(() => step(pg)).toBe(5);
    const answer = pg.locator('[data-space-step="answer"]');
    await answer.waitFor();
    expect(await answer.locator('h4').textContent()).toContain(`together, Launch Score ${score}`);
    await press(page, answer.locator('[data-action="space-accept"]'));
    await expect.poll(() => step(pg)).toBe(6);

    // A six: the Rocket explodes; both leave the game, their boards greyed and saying so.
    expect(await events.textContent()).toContain('The Rocket explodes');
    for (const seat of ['1', '2']) {
      const boardOf = pg.locator(`.bng-table [data-seat="${seat}"]`);
      expect(await boardOf.getAttribute('data-out')).toBe('true');
      expect(await boardOf.locator('[data-out-note]').textContent()).toBe('Out of the game (the Rocket exploded)');
    }
    expect(await pg.locator('.bng-table [data-seat="0"]').getAttribute('data-out')).toBeNull();
    expect(await space.getAttribute('data-space-gone')).toBe('true');
    expect(await space.locator('[data-live="space"]').textContent()).toContain('left the game');
    expect(await space.locator('[data-space-out]').getAttribute('data-space-out')).toBe('1 2');
    await fitsPhoneWidth(page);

    // Editing this table keeps the seats out; played from, its link gives them back (section o).
    await press(page, pg.locator('[data-action="edit-table"]'));
    const again = pg.locator('[data-editor="table"]');
    await again.waitFor();
    await expect.poll(() => again.locator('[data-zone-button="seat:1:out"]').textContent()).toContain('Out of the game');
    await again.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
    await expect.poll(async () => positionOf((await linkedGame(page)).start).spaceProgram).toEqual({ envelope: [], gone: true, out: [1, 2] });
    await expect.poll(() => pg.locator('.bng-table [data-seat="2"]').getAttribute('data-out')).toBe('true');
  }, 180_000);

  it('opens an escape from its link: the result names who was aboard, and the board of the escapee says so', async () => {
    // Four players: the Tech Overlord (seat 2) tops the envelope with 5 and flies alone; the die shows 1.
    const start = stateOf({
      level: 3,
      panicDone: true,
      players: [
        { billionaire: 'war-profiteer', hand: [] },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
        { billionaire: 'media-baron', hand: [] },
      ],
      roles: [{ role: 'space-cowboy', revealed: false }, null, null, null],
      deck: ['diamonds-1'],
      modules: ['space-program'],
      spaceProgram: { envelope: ['bolts-7', 'bolts-4'] },
    });
    const moves: Move[] = [
      { type: 'exchangeMarkets', seat: 0, markets: ['power', 'vanity'] },
      { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 1 } },
      { type: 'launch', seat: 0, go: true },
      { type: 'boardRocket', seat: 1 },
    ];
    const { page } = await open(playgroundLink(start, moves));
    const pg = await hydrated(page, PG);
    await expect.poll(() => pg.locator('[data-result-kind]').getAttribute('data-result-kind')).toBe('victory');
    expect(await pg.locator('.bng-status-line').textContent()).toContain(
      'Game over: the Rocket escaped the Earth with the Tech Overlord aboard; the Tech Overlord (seat 2) wins.',
    );
    await expect.poll(() => pg.locator('.bng-table [data-seat="1"] [data-space-tag]').textContent()).toBe('escaped the Earth');
    const space = pg.locator('.bng-table [data-zone="space-program"]');
    expect(await space.locator('[data-live="space"]').textContent()).toBe('The Tech Overlord (seat 2) escaped the Earth in the Rocket.');
    expect(await space.textContent()).toContain('Launch Scores (the envelope is open)');
  }, 60_000);
});
