/**
 * Level 2 in the browser: every Level 2 worked example stepped by keyboard (in the playground, and
 * on `/level-2/` once that page is built), the Guillotine, the Rebel count and the board checked
 * after each step; a Panic! played in the playground from a position link (the Buy that sets it
 * off, offers, a trade, a chosen die roll, agreement, the Rebels taken off); a failed Panic!; the
 * Revolution's game-over message; the chosen next Crisis and Panic! card of dispute mode; a link
 * with an illegal move opened up to its last good move; a link to step 7 of the negotiated Panic!
 * example (`/level-2/#ex-l2-panic-negotiated/7`) opened and stepped with a clicker's keys; axe on a
 * playground mid-Panic! and on `/level-2/`. The harness fails any test that logs a console error.
 */
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, playgroundHref, type PreparedExample } from '../../src/components/example/prepare.ts';
import { LEVEL_2_EXAMPLES } from '../../src/examples/level-2.ts';
import {
  crisesOf,
  encodeLink,
  encodeLinkV1,
  panicOf,
  play,
  rebelsOnCrises,
  stepOf,
  TABLE,
  type GameState,
  type Move,
  type MoveInput,
  defaultCards,
} from '../../src/machine/index.ts';
import { expectBoard, expectGuillotine } from './helpers/board.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser, wakeAllIslands } from './helpers/browser.ts';
import { chooseOutcome } from './helpers/outcomes.ts';
import { PANIC_BUY, PANIC_POSITION } from '../helpers/panic-position.ts';
import { playgroundLink, stateOf } from './helpers/positions.ts';
import { anchorsOf, examplePages } from './helpers/site.ts';

const dist = inject('distDir');
const PG = '.bng-playground';
const LEVEL_2_PAGE = '/level-2/';

function prepared(id: string): { example: (typeof LEVEL_2_EXAMPLES)[number]; prep: PreparedExample } {
  const example = LEVEL_2_EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no Level 2 example ${id}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

const panicStart = stateOf(PANIC_POSITION);
const BUY = PANIC_BUY;

async function step(page: Page) {
  return Number(await page.locator(PG).getAttribute('data-step'));
}

/** The engine's state after these moves from `start` (each must be legal). */
function after(start: GameState, moves: readonly MoveInput[]): GameState {
  let s = start;
  for (const m of moves) {
    const r = play(s, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)}: ${r.illegal.reason}`);
    s = r.game;
  }
  return s;
}

describeBrowser('Level 2 in the browser', () => {
  const { open, openShared } = useBrowser();

  for (const ex of LEVEL_2_EXAMPLES) {
    it(`steps ${ex.id} by keyboard in the playground: Guillotine, Rebels and board at every step`, async () => {
      const { example, prep } = prepared(ex.id);
      const { page } = await open(playgroundHref(prep, 0));
      const pg = await hydrated(page, PG);
      expect(await step(page)).toBe(0);
      await expectBoard(page, PG, prep.states[0]!);
      await pg.locator('h3#bng-history-heading').click(); // the focus inside the widget, on no field
      for (let i = 1; i <= example.steps.length; i++) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => step(page)).toBe(i);
        await expectBoard(page, PG, prep.states[i]!);
      }
      // Home and End work while the focus is in the widget (here on a button).
      await pg.locator('button', { hasText: 'Projector size' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(() => step(page)).toBe(0);
      await expectGuillotine(page, PG, prep.states[0]!);
      await page.keyboard.press('End');
      await expect.poll(() => step(page)).toBe(example.steps.length);
    });
  }

  it('announces a change in the Rebels politely, and names the Revolution at the end', async () => {
    const { prep } = prepared('l2-revolution');
    const { page } = await open(playgroundHref(prep, 0));
    const pg = await hydrated(page, PG);
    const live = pg.locator('[data-live="rebels"]');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    expect(await live.textContent()).toBe('');
    await pg.locator('[data-action="redo"]').click();
    await expect.poll(() => live.textContent()).toContain('1 more Rebel stands on Crises: 10 of 10 Rebels on Crises, 0 in reserve');
    expect(await live.textContent()).toContain('Revolution');
    // The game-over message says it was the Revolution, not a victory, and cites the rule.
    const status = pg.locator('.bng-status-line');
    expect(await status.getAttribute('data-result-kind')).toBe('revolution');
    expect(await status.textContent()).toContain('the Revolution');
    expect(await status.textContent()).toContain('every Billionaire loses');
    expect(await status.textContent()).not.toContain('wins');
    const rule = status.locator('a[data-rule]');
    expect(await rule.getAttribute('data-rule')).toBe('revolution.all-rebels');
    expect(await rule.getAttribute('href')).toBe('/level-2/#revolution.all-rebels');
    expect(anchorsOf(dist, LEVEL_2_PAGE).has('revolution.all-rebels')).toBe(true);
    expect(await pg.locator('.bng-status [data-result="revolution"]').count()).toBe(1);
    expect(await pg.locator('button[data-move]').count()).toBe(0);
    // Undo: the Rebel leaves again, and that is announced too.
    await pg.locator('[data-action="undo"]').click();
    await expect.poll(() => live.textContent()).toContain('1 Rebel leaves the Crises: 9 of 10 Rebels on Crises, 1 in reserve');
  });

  it('plays a Panic!: the Buy that sets it off, offers, a trade, a chosen die roll, agreement, and the Rebels taken off', async () => {
    const { page } = await open(playgroundLink(panicStart));
    const pg = await hydrated(page, PG);
    await expectGuillotine(page, PG, panicStart);
    expect(await pg.locator('[data-rebels-status]').textContent()).toContain('5 of 10');

    // The Buy, built by hand: 2 points against 3 + Doomsday Cults (3). It fails and brings two Rebels.
    await pg.locator('[data-field="kind"]').selectOption('buy');
    await pg.locator('[data-option="bombs-1"]').check();
    await pg.locator('[data-option="locks-1"]').check();
    await pg.locator('.bng-builder [data-field="market"]').selectOption('power');
    await pg.locator('[data-action="try-move"]').click();
    await expect.poll(() => step(page)).toBe(1);
    let state = after(panicStart, [BUY]);
    expect(stepOf(state)).toBe('panic.negotiate');
    await expectBoard(page, PG, state);
    await expect.poll(() => pg.locator('[data-live="rebels"]').textContent()).toContain('2 more Rebels stand on Crises: 7 of 10');
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('Panic!');

    // The Panic! panel: the card, the three types, none covered; the whole table decides.
    const panel = pg.locator('.bng-panic-panel');
    expect(await panel.locator('h3').textContent()).toContain(defaultCards().panicName('fascist-rule'));
    expect(await panel.locator('[data-panic-type]').evaluateAll((els) => els.map((e) => e.getAttribute('data-panic-type')))).toEqual(['influence', 'legacy', 'power']);
    expect(await panel.locator('[data-covered="yes"]').count()).toBe(0);
    expect(await pg.locator('.bng-status-line').textContent()).toContain('the whole table');
    // Agreeing too early is refused with the engine's reason and rule.
    await panel.locator('[data-panic-action="agree"]').click();
    await expect.poll(() => panel.locator('[data-feedback="panic"]').textContent()).toContain('still missing');
    expect(await panel.locator('[data-feedback="panic"] a[data-rule]').getAttribute('data-rule')).toBe('panic.negotiate');
    expect(await step(page)).toBe(1);

    // Offers: the Aristocrat's Cryogenic Lab (Legacy), then the War Profiteer's Pyramid Scheme (Power).
    await panel.locator('[data-panic-action="offer"][data-asset="cryogenic-lab"]').click();
    await expect.poll(() => step(page)).toBe(2);
    await panel.locator('[data-panic-action="offer"][data-asset="pyramid-scheme"]').click();
    await expect.poll(() => step(page)).toBe(3);
    // The table view of the Panic! shows who covers what.
    const types = pg.locator('.bng-table [data-zone="panic"]');
    expect(await types.locator('[data-panic-type="legacy"] [data-offered-by]').getAttribute('data-offered-by')).toBe('2');
    expect(await types.locator('[data-panic-type="power"] [data-asset-offered]').getAttribute('data-asset-offered')).toBe('pyramid-scheme');
    expect(await types.locator('[data-panic-type="influence"]').getAttribute('data-covered')).toBe('no');

    // Withdraw and offer again: the Pyramid Scheme goes back, the Tabloid Empire covers Power instead.
    await panel.locator('[data-panic-action="withdraw"][data-asset="pyramid-scheme"]').click();
    await expect.poll(() => step(page)).toBe(4);
    await panel.locator('[data-panic-action="offer"][data-asset="tabloid-empire"]').click();
    await expect.poll(() => step(page)).toBe(5);

    // A trade: the Property Speculator gives the Noble Estate to the Media Baron for the Gang of Lawyers.
    await panel.locator('.bng-panic-trade > summary').click();
    const trade = panel.locator('.bng-panic-trade');
    await trade.locator('[data-field="seat"]').selectOption('3');
    await trade.locator('[data-field="partner"]').selectOption('1');
    // Nothing picked yet: the trade cannot be made.
    await trade.locator('[data-action="try-move"]').click();
    await expect.poll(() => trade.locator('[data-feedback="illegal"]').textContent()).toContain('at least one Asset');
    expect(await step(page)).toBe(5);
    await trade.locator('[data-field="give"] [data-option="noble-estate"]').check();
    await trade.locator('[data-field="take"] [data-option="gang-of-lawyers"]').check();
    expect(await trade.locator('[data-trade-summary]').textContent()).toContain('Noble Estate');
    await trade.locator('[data-action="try-move"]').click();
    await expect.poll(() => step(page)).toBe(6);
    expect(await pg.locator('[data-seat="3"] [data-asset="gang-of-lawyers"]').count()).toBe(1);
    expect(await pg.locator('[data-seat="1"] [data-asset="noble-estate"]').count()).toBe(1);
    // And the Property Speculator offers it (Influence): all three types covered.
    await panel.locator('[data-panic-action="offer"][data-asset="gang-of-lawyers"]').click();
    await expect.poll(() => step(page)).toBe(7);
    expect(await panel.locator('[data-covered="yes"]').count()).toBe(3);
    expect(await panel.locator('[data-agree-state]').getAttribute('data-agree-state')).toBe('ready');

    // Dispute mode: the die showed 2.
    await pg.locator('[data-panic-action="agree"]').waitFor();
    await pg.locator('[data-panel="outcomes"] > summary').click();
    const outcomes = pg.locator('.bng-outcomes');
    await outcomes.waitFor();
    await chooseOutcome(outcomes, 'roll', [['roll', '2']]);
    await expect.poll(() => step(page)).toBe(8);
    await expect.poll(() => outcomes.locator('[data-pending-outcomes]').textContent()).toContain('die roll 2');

    await panel.locator('[data-panic-action="agree"]').click();
    await expect.poll(() => step(page)).toBe(9);
    const moves: Move[] = [
      BUY,
      { type: 'panicOffer', seat: 2, asset: 'cryogenic-lab' },
      { type: 'panicOffer', seat: 0, asset: 'pyramid-scheme' },
      { type: 'panicWithdraw', seat: 0, asset: 'pyramid-scheme' },
      { type: 'panicOffer', seat: 2, asset: 'tabloid-empire' },
      { type: 'panicTrade', seat: 3, partner: 1, give: ['noble-estate'], take: ['gang-of-lawyers'] },
      { type: 'panicOffer', seat: 3, asset: 'gang-of-lawyers' },
      { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 2 } },
      { type: 'panicAgree', seat: 0 },
    ];
    state = after(panicStart, moves);
    expect(stepOf(state)).toBe('panic.remove');
    await expectBoard(page, PG, state);
    // The three Assets went back to their Markets.
    for (const [m, a] of [
      ['legacy', 'cryogenic-lab'],
      ['power', 'tabloid-empire'],
      ['influence', 'gang-of-lawyers'],
    ] as const)
      expect(await pg.locator(`[data-market="${m}"] [data-asset="${a}"]`).count(), a).toBe(1);

    // The roller's choice: one Rebel off Pandemic, one off Doomsday Cults.
    const remove = pg.locator('.bng-panic-panel[data-panic-phase="remove"]');
    expect(await remove.locator('[data-roll]').textContent()).toBe('2');
    expect(await remove.locator('[data-panic-action="remove"]').count()).toBe(3);
    await remove.locator('[data-panic-action="remove"][data-crisis="pandemic"]').click();
    await expect.poll(() => step(page)).toBe(10);
    await expect.poll(() => pg.locator('[data-live="rebels"]').textContent()).toContain('1 Rebel leaves the Crises: 6 of 10');
    await pg.locator('.bng-panic-panel [data-panic-action="remove"][data-crisis="doomsday-cults"]').click();
    await expect.poll(() => step(page)).toBe(11);
    state = after(state, [
      { type: 'removeRebel', seat: 0, crisis: 'pandemic' },
      { type: 'removeRebel', seat: 0, crisis: 'doomsday-cults' },
    ]);
    expect(rebelsOnCrises(state)).toBe(5);
    expect(panicOf(state).done).toBe(true);
    await expectBoard(page, PG, state);
    expect(await pg.locator('.bng-panic-panel').count()).toBe(0);
    expect(await pg.locator('[data-zone="guillotine"]').textContent()).toContain('The Panic! has happened');
    // Play passes to the Media Baron, on the War Profiteer's left.
    expect(await pg.locator('.bng-status [data-current]').getAttribute('data-current')).toBe('1');
  });

  it('lets every seat negotiate in its own view, and passes axe mid-Panic! (dark theme, projector size)', async () => {
    const { page } = await open(playgroundLink(panicStart, [BUY, { type: 'panicOffer', seat: 2, asset: 'cryogenic-lab' }]), { colorScheme: 'dark' });
    const pg = await hydrated(page, PG);
    expect(await axeViolations(page)).toEqual([]);
    // The Property Speculator (seat 4) holds only Vanity Assets, which Fascist Rule does not ask for.
    await pg.locator('[data-field="viewer"]').selectOption('3');
    await expect.poll(() => pg.getAttribute('data-viewer')).toBe('3');
    const panel = pg.locator('.bng-panic-panel');
    expect(await panel.count()).toBe(1);
    // Hands stay hidden, the negotiation is open to all: this seat's own moves are offered, and only those.
    expect(await pg.locator('[data-seat="2"] [data-zone="hand"] [data-card="hidden"]').count()).toBe(1);
    expect(await pg.locator('button[data-move="panicTrade"]').count()).toBeGreaterThan(0);
    expect(new Set(await pg.locator('button[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat-move'))))).toEqual(new Set(['3']));
    // Vanity is not asked for: the Noble Estate cannot be offered.
    expect(await panel.locator('[data-panic-action="offer"][data-asset="noble-estate"]').count()).toBe(0);
    expect(await pg.locator('button[data-move="panicOffer"]').count()).toBe(0);
    // The Aristocrat (seat 3) holds the Tabloid Empire (Power) and offers it in their own view.
    await pg.locator('[data-field="viewer"]').selectOption('2');
    await expect.poll(() => pg.getAttribute('data-viewer')).toBe('2');
    expect(await pg.locator('[data-seat="3"] [data-zone="hand"] [data-card="hidden"]').count()).toBe(1);
    expect(await pg.locator('button[data-move="panicOffer"]').count()).toBeGreaterThan(0);
    await pg.locator('button', { hasText: 'Projector size' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await panel.locator('[data-panic-action="offer"][data-asset="tabloid-empire"]').click();
    await expect.poll(() => step(page)).toBe(3);
    expect(await pg.getAttribute('data-viewer')).toBe('2');
  });

  it('has no horizontal page scroll at 375 px mid-Panic!, with the trade form open', async () => {
    const { page } = await open(playgroundLink(panicStart, [BUY]), { viewport: { width: 375, height: 800 } });
    const pg = await hydrated(page, PG);
    await pg.locator('.bng-panic-trade > summary').click();
    await pg.locator('.bng-panic-trade [data-field="give"]').waitFor();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });

  it('plays a failed Panic!: refused, nothing sacrificed, no Rebel leaves, and it never comes back', async () => {
    const { example, prep } = prepared('l2-panic-failed');
    const refuseAt = example.steps.findIndex((s) => s.move.type === 'panicRefuse');
    const { page } = await open(playgroundHref(prep, refuseAt));
    const pg = await hydrated(page, PG);
    expect(await step(page)).toBe(refuseAt);
    // Undo the real refusal: drop the later moves by refusing from here with the panel.
    const before = prep.states[refuseAt]!;
    await expectBoard(page, PG, before);
    await pg.locator('.bng-panic-panel [data-panic-action="refuse"]').click();
    await expect.poll(() => step(page)).toBe(refuseAt + 1);
    const after1 = prep.states[refuseAt + 1]!;
    await expectBoard(page, PG, after1);
    expect(rebelsOnCrises(after1)).toBe(rebelsOnCrises(before));
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('the Panic! fails');
    expect(await pg.locator('.bng-panic-panel').count()).toBe(0);
    expect(await pg.locator('[data-zone="guillotine"]').textContent()).toContain('The Panic! has happened');
    // Its cards are gone: dispute mode no longer offers a Panic! card.
    await pg.locator('[data-panel="outcomes"] > summary').click();
    await pg.locator('.bng-outcomes').waitFor();
    expect(await pg.locator('.bng-outcomes [data-field="outcome"] option[value="panic"]').count()).toBe(0);
    expect(await pg.locator('.bng-outcomes [data-field="outcome"] option[value="roll"]').count()).toBe(1);
    expect(await pg.locator('.bng-outcomes').textContent()).toContain('The Panic! has happened');
  });

  it('dispute mode: a chosen end-of-Round Crisis and a chosen Panic! card', async () => {
    const { example, prep } = prepared('l2-end-of-round-panic');
    // Start from the example's position without its moves: choose a different Crisis and Panic! card.
    const { page } = await open(playgroundLink(prep.start));
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="outcomes"] > summary').click();
    const outcomes = pg.locator('.bng-outcomes');
    await outcomes.waitFor();
    await chooseOutcome(outcomes, 'crisis', [['crisis', 'floods']]);
    await expect.poll(() => step(page)).toBe(1);
    await chooseOutcome(outcomes, 'panic', [['panic', 'panic-5']]);
    await expect.poll(() => step(page)).toBe(2);
    await expect.poll(() => outcomes.locator('[data-pending-outcomes]').textContent()).toContain(`${defaultCards().panicName('panic-5')} as the Panic! card`);
    expect(await outcomes.locator('[data-pending-outcomes]').textContent()).toContain('Crisis Floods');
    // The example's two moves: the last card is drawn, then a quiet Exchange ends the Round.
    for (const m of example.steps.slice(0, 2).map((s) => s.move)) {
      const label = m.type === 'draw' ? 'button[data-move="draw"]' : `button[data-move="exchangeMarkets"]`;
      if (m.type === 'draw') await pg.locator(label).click();
      else {
        await pg.locator('[data-field="kind"]').selectOption('exchangeMarkets');
        await pg.locator('.bng-builder [data-field="markets-0"]').selectOption(m.type === 'exchangeMarkets' ? m.markets[0] : 'toys');
        await pg.locator('.bng-builder [data-field="markets-1"]').selectOption(m.type === 'exchangeMarkets' ? m.markets[1] : 'vanity');
        await pg.locator('form[aria-label="Move builder"] [data-action="try-move"]').click();
      }
    }
    await expect.poll(() => step(page)).toBe(4);
    const state = after(prep.start, [
      { type: 'choose', seat: TABLE, outcome: { kind: 'crisis', card: 'floods' } },
      { type: 'choose', seat: TABLE, outcome: { kind: 'panic', panic: 'panic-5' } },
      ...prep.moves.slice(0, 2),
    ]);
    expect(crisesOf(state).guillotine.map((c) => c.card)).toContain('floods');
    expect(panicOf(state).current?.card).toBe('panic-5');
    await expectBoard(page, PG, state);
    expect(await pg.locator('.bng-panic-panel h3').textContent()).toContain(defaultCards().panicName('panic-5'));
  });

  it('opens a link with an illegal move up to its last good move', async () => {
    const good: Move[] = [BUY, { type: 'panicOffer', seat: 2, asset: 'cryogenic-lab' }];
    // The engine's current link writer refuses an illegal move, so the bad link is written in version 1, as an old or hand-edited link would be.
    const link = `/playground/#${encodeLinkV1({ start: { kind: 'position', state: panicStart }, moves: [...good, { type: 'removeRebel', seat: 0, crisis: 'pandemic' }] })}`;
    const { page } = await open(link);
    const pg = await hydrated(page, PG);
    const panel = pg.locator('[role="alert"][data-link-error]');
    expect(await panel.getAttribute('data-link-error')).toBe('link.illegal-move');
    expect(await panel.locator('[data-partial]').getAttribute('data-partial')).toBe('2');
    const open2 = panel.locator('[data-action="open-partial"]');
    expect(await open2.textContent()).toBe('Open the game up to move 2');
    expect(await panel.locator('[data-action="new-game-instead"]').count()).toBe(1);
    await open2.click();
    await expect.poll(() => pg.getAttribute('data-state')).toBe('game');
    expect(await step(page)).toBe(2);
    await expectBoard(page, PG, after(panicStart, good));
    // The history list loads on demand once there is a game (useLazyParts.tsx): wait for it.
    await expect.poll(() => pg.locator('[data-history]').count()).toBe(3);
    // The address now holds a link to exactly that game.
    const hash = await page.evaluate(() => location.hash);
    expect(hash).toBe(`#${encodeLink({ start: { kind: 'position', state: panicStart }, moves: good, step: 2 })}`);
  });

  const page2 = examplePages(dist).find((p) => p.path === LEVEL_2_PAGE);
  const onPage = (page2?.ids ?? []).filter((id) => LEVEL_2_EXAMPLES.some((e) => e.id === id));

  it(`${LEVEL_2_PAGE} embeds the Level 2 worked examples`, () => {
    expect(onPage.length, `worked examples on ${LEVEL_2_PAGE}`).toBeGreaterThan(0);
  });

  for (const id of onPage) {
    it(`steps ${id} on ${LEVEL_2_PAGE} by keyboard: Guillotine, Rebels and board at every step`, async () => {
      const { example, prep } = prepared(id);
      const root = `.bng-example[data-example="${id}"]`;
      const { page } = await openShared(LEVEL_2_PAGE);
      await hydrated(page, root);
      await page.locator(root).focus();
      await expectBoard(page, root, prep.states[0]!);
      const live = page.locator(`${root} [data-live="example"]`);
      for (let i = 1; i <= example.steps.length; i++) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(i));
        await expectBoard(page, root, prep.states[i]!);
        await expect.poll(() => live.textContent()).toContain(`Step ${i} of ${example.steps.length}`);
        const rule = example.steps[i - 1]!.rule;
        const href = await page.locator(`${root} .bng-caption a[data-rule="${rule}"]`).getAttribute('href');
        const [path, anchor] = href!.split('#') as [string, string];
        expect(anchorsOf(dist, path).has(anchor), href!).toBe(true);
      }
      // A Rebel change was announced when there was one.
      const changed = prep.states.some((s, i) => i > 0 && rebelsOnCrises(s) !== rebelsOnCrises(prep.states[i - 1]!));
      if (changed) expect(await page.locator(`${root} [data-live="rebels"]`).textContent()).toMatch(/Rebels? (on Crises|leaves?)/);
      await page.keyboard.press('Home');
      await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe('0');
      await expectGuillotine(page, root, prep.states[0]!);
    });
  }

  it(`opens ${LEVEL_2_PAGE}#ex-l2-panic-negotiated/7 at step 7, and a clicker's PageDown and PageUp step on from there`, async () => {
    const id = 'l2-panic-negotiated';
    expect(onPage, `${id} is on ${LEVEL_2_PAGE}`).toContain(id);
    const { example, prep } = prepared(id);
    const root = `.bng-example[data-example="${id}"]`;
    const { page } = await open(`${LEVEL_2_PAGE}#ex-${id}/7`);
    // The link alone scrolls the example into view, which hydrates it.
    await page.locator(`${root}[data-hydrated="true"]`).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe('7');
    await expectBoard(page, root, prep.states[7]!);
    await expectGuillotine(page, root, prep.states[7]!);
    expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), root)).toBe(true);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe('8');
    await expectBoard(page, root, prep.states[8]!);
    expect(await page.evaluate(() => location.hash)).toBe(`#ex-${id}/8`);
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(example.steps.length));
    await page.keyboard.press('PageUp');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#ex-${id}/${example.steps.length - 1}`);
    // A rule anchor of the same page stays a plain anchor: the heading is shown, no example moves.
    await page.evaluate(() => (location.hash = '#panic.trade'));
    await expect.poll(() => page.locator('[id="panic.trade"]').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(300);
    expect(await page.locator(root).getAttribute('data-step')).toBe(String(example.steps.length - 1));
  });

  it(`${LEVEL_2_PAGE} passes axe with its examples hydrated and one stepped mid-Panic!`, async () => {
    const { page } = await open(LEVEL_2_PAGE);
    await wakeAllIslands(page, 15_000);
    const panicky = onPage.find((id) => id === 'l2-panic-negotiated') ?? onPage[0];
    if (panicky) {
      const root = `.bng-example[data-example="${panicky}"]`;
      await page.locator(`${root} [data-action="next"]`).click();
      await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe('1');
    }
    // The caption fades in: judge the colours once it has.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });
});
