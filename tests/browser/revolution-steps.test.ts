/**
 * The three Revolution cards that reach into the Markets, played in the playground through their
 * clear steps by keyboard, from a position of a Declared Revolutionary opened by its link: Boycott
 * (the drawn cards ticked in the step's move form, each given a Market; a closed one is refused
 * with the engine's reason and rule; the card left over to the Discard pile), Comrade on the
 * Inside (one picked-up card moved to another Market, the one it came from not offered) and
 * Sabotage! (a layout of the player's own, not a listed one: "Deal as listed" fills the first listed
 * layout, an empty slot is refused with the engine's reason at the step, then the full layout is
 * played and each Market shows its chosen face-up card). Another seat's view never shows the hidden
 * cards, neither while the card waits nor after; the Sabotage! step fits 360 px and axe finds nothing.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  cardInfo,
  createFromPosition,
  decodeLink,
  encodeLink,
  legalMoves,
  positionOf,
  stateAt,
  type CardId,
  type GameState,
  type MarketId,
} from '../../src/machine/index.ts';
import type { RevolutionCardId } from '../../src/machine/data/revolution.ts';
import { revolutionaryTurn, withMarkets } from '../unit/troublemakers/helpers.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PG = '.bng-playground';

/** Presses a button (or picks a radio) by keyboard: focus, then Enter or Space. */
async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

async function viewAs(pg: Locator, viewer: string) {
  await pg.locator('[data-field="viewer"]').selectOption(viewer);
  await expect.poll(() => pg.getAttribute('data-viewer')).toBe(viewer);
}

/** The game in the address: the step shown, and its state. */
async function linked(page: Page): Promise<{ step: number; state: GameState }> {
  const opened = decodeLink(await page.evaluate(() => location.hash));
  if (!opened.ok) throw new Error(opened.error.reason);
  return { step: opened.step, state: stateAt(opened.timeline, opened.step).state };
}

/** The state the playground shows, read back from its address. */
const shown = async (page: Page) => (await linked(page)).state;

async function playBy(page: Page, pg: Locator, button: Locator) {
  const before = Number(await pg.getAttribute('data-step'));
  await press(page, button);
  await expect.poll(async () => Number(await pg.getAttribute('data-step'))).toBe(before + 1);
  // The address follows the move (read back by `shown`).
  await expect.poll(async () => (await linked(page)).step).toBe(before + 1);
}

/** A link to a Declared Revolutionary's turn (seat 1 of 4, first to play) with one card face-up and the Markets holding these cards. */
function positionLink(card: RevolutionCardId, markets: (pool: readonly CardId[]) => Partial<Record<MarketId, readonly CardId[]>>, closed: readonly MarketId[] = []) {
  const turn = revolutionaryTurn({ row: [card] });
  const pool = turn.deck.filter((c) => cardInfo(c).kind === 'resource');
  const made = createFromPosition(positionOf(withMarkets(turn, markets(pool), closed)));
  if (!made.ok) throw new Error(made.error.reason);
  return `/playground/#${encodeLink({ start: { kind: 'position', state: made.game }, moves: [] })}`;
}

/** Plays the one face-up Revolution card through the play step, and waits for its own step. */
async function playCard(page: Page, pg: Locator, stepName: string): Promise<Locator> {
  const playStep = pg.locator('[data-tm-step="play-revolution"]');
  await playStep.waitFor();
  await playBy(page, pg, playStep.locator('[data-action="try-move"]'));
  const step = pg.locator(`[data-tm-step="${stepName}"]`);
  await step.waitFor();
  return step;
}

/** How many of these cards the page names (a hidden card shows as a card back, never by its id). */
const named = (pg: Locator, cards: readonly CardId[]) => pg.locator(cards.map((c) => `[data-card="${c}"]`).join(', ')).count();

describeBrowser('Boycott, Comrade on the Inside and Sabotage! as clear steps', () => {
  const { open } = useBrowser();

  it('Boycott: the drawn cards ticked, each to a Market (a closed one refused with its rule), the leftover to the Discard pile; unseen from another seat', async () => {
    // Two open Markets for three cards: one card must go to the Discard pile.
    const { page } = await open(positionLink('boycott', (p) => ({ influence: [p[0]!], legacy: [p[1]!] }), ['power', 'toys', 'vanity']));
    const pg = await hydrated(page, PG);
    await viewAs(pg, '0');
    const step = await playCard(page, pg, 'boycott');
    const r = (await shown(page)).modules.troublemakers!.resolving;
    if (r?.kind !== 'boycott') throw new Error('no Boycott under way');
    const [a, b, c] = r.cards as [CardId, CardId, CardId];
    // The three drawn cards are offered to tick, named to their player.
    expect(await step.locator('[data-field="cards"] [data-option]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-option')))).toEqual([a, b, c]);

    // Another seat sees neither the step nor the cards.
    await viewAs(pg, '1');
    expect(await pg.locator('[data-tm-step]').count()).toBe(0);
    expect(await named(pg, [a, b, c])).toBe(0);
    await viewAs(pg, '0');
    await step.waitFor();

    // c and b ticked (a goes to the Discard pile): a Market for each, in the cards' order; every Market is offered, a closed one saying so.
    await press(page, step.locator(`[data-field="cards"] [data-option="${c}"]`), 'Space');
    await press(page, step.locator(`[data-field="cards"] [data-option="${b}"]`), 'Space');
    const slot = (i: number) => step.locator(`[data-field="markets-${i}"]`);
    expect(
      await slot(1)
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['influence', 'legacy', 'power', 'toys', 'vanity']);
    expect(await slot(1).locator('option[value="power"]').textContent()).toContain('(closed)');
    // A closed Market is refused at the step, with the engine's reason and its rule; nothing is played.
    await slot(0).selectOption('influence');
    await slot(1).selectOption('power');
    const stepBefore = Number(await pg.getAttribute('data-step'));
    await press(page, step.locator('[data-action="try-move"]'));
    await expect.poll(() => step.locator('[data-feedback="illegal"]').textContent()).toContain('Each card goes into a different open Market');
    expect(await step.locator('[data-feedback="illegal"] a[data-rule]').getAttribute('data-rule')).toBe('rev.boycott');
    expect(Number(await pg.getAttribute('data-step'))).toBe(stepBefore);
    // b to Influence, c to Legacy.
    await slot(1).selectOption('legacy');
    expect(await step.locator('[data-boycott-move]').textContent()).toMatch(/ at Influence, .* at Legacy$/);
    await playBy(page, pg, step.locator('[data-action="try-move"]'));

    const now = await shown(page);
    expect(now.markets.influence.faceDown[0]).toBe(b);
    expect(now.markets.legacy.faceDown[0]).toBe(c);
    expect(now.discard).toContain(a);
    expect(await pg.locator('[data-tm-step="boycott"]').count()).toBe(0);
    await viewAs(pg, '1');
    expect(await named(pg, [b, c])).toBe(0);
  }, 90_000);

  it('Comrade on the Inside: one picked-up card moved to another open Market, by keyboard; unseen from another seat', async () => {
    const { page } = await open(positionLink('comrade-on-the-inside', (p) => ({ influence: [p[0]!, p[1]!, p[2]!], power: [p[3]!], legacy: [p[4]!] })));
    const pg = await hydrated(page, PG);
    await viewAs(pg, '0');
    const before = await shown(page);
    const [d1, d2] = before.markets.influence.faceDown as [CardId, CardId];
    const step = await playCard(page, pg, 'comrade');
    const card = step.locator('[data-field="card"]');
    // Move none, or one of the two cards picked up, named to their player.
    expect(await card.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual(['', d1, d2]);

    await viewAs(pg, '1');
    expect(await pg.locator('[data-tm-step]').count()).toBe(0);
    expect(await named(pg, [d1, d2])).toBe(0);
    await viewAs(pg, '0');
    await step.waitFor();

    await card.selectOption(d2);
    const target = step.locator('[data-field="market"]');
    // Every Market but the one picked up.
    expect(await target.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).not.toContain('influence');
    await target.selectOption('power');
    expect(await step.locator('[data-comrade-move]').textContent()).toContain('to the Power Market');
    await playBy(page, pg, step.locator('[data-action="try-move"]'));

    const now = await shown(page);
    expect(now.markets.power.faceDown[0]).toBe(d2);
    expect(now.markets.influence.faceDown).toEqual([d1]);
    await viewAs(pg, '1');
    expect(await named(pg, [d1, d2])).toBe(0);
  }, 90_000);

  it('Sabotage!: "Deal as listed", a refused layout explained at the step, then a layout of the player’s own; each Market shows its chosen face-up card', async () => {
    // Three open Markets, eight cards: two each, two to the Discard pile.
    const { page } = await open(
      positionLink('sabotage', (p) => ({ influence: [p[0]!, p[1]!, p[2]!], legacy: [p[3]!, p[4]!], power: [p[5]!, p[6]!, p[7]!] }), ['toys', 'vanity']),
    );
    const pg = await hydrated(page, PG);
    await viewAs(pg, '0');
    const before = await shown(page);
    const [a, b, c] = [before.markets.influence.faceUp!, ...before.markets.influence.faceDown] as [CardId, CardId, CardId];
    const [d, e] = [before.markets.legacy.faceUp!, ...before.markets.legacy.faceDown] as [CardId, CardId];
    const [f, g, h] = [before.markets.power.faceUp!, ...before.markets.power.faceDown] as [CardId, CardId, CardId];
    const hiddenBefore = [b, c, e, g, h];
    const step = await playCard(page, pg, 'sabotage');
    expect(await step.locator('[data-field="rows"] [data-row]').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-row')))).toEqual(['influence', 'legacy', 'power']);
    expect(await step.locator('[data-field^="rows-"]').count()).toBe(6);

    await viewAs(pg, '1');
    expect(await pg.locator('[data-tm-step]').count()).toBe(0);
    expect(await named(pg, hiddenBefore)).toBe(0);
    await viewAs(pg, '0');
    await step.waitFor();

    // Emptied, then the shortcut fills the first listed layout (where the form starts).
    const listed = legalMoves(await shown(page), 0).find((m) => m.type === 'arrangeMarkets');
    if (listed?.type !== 'arrangeMarkets') throw new Error('no layout listed');
    const slot = (m: MarketId, i: number) => step.locator(`[data-field="rows-${m}-${i}"]`);
    const markets = ['influence', 'legacy', 'power'] as const;
    await press(page, step.locator('[data-action="rows-clear"]'));
    for (const m of markets) for (const i of [0, 1]) expect(await slot(m, i).inputValue()).toBe('');
    await press(page, step.locator('[data-action="rows-start"]'));
    for (const [r, m] of markets.entries()) for (const i of [0, 1]) expect(await slot(m, i).inputValue()).toBe(listed.rows[r]![i]);
    await press(page, step.locator('[data-action="rows-clear"]'));

    // A layout of the player's own, one slot left empty: the engine's reason, at the step.
    const layout: Record<'influence' | 'legacy' | 'power', [CardId, CardId]> = { influence: [h, a], legacy: [g, d], power: [c, b] };
    for (const m of ['influence', 'legacy'] as const) for (const i of [0, 1]) await slot(m, i).selectOption(layout[m][i]!);
    await slot('power', 0).selectOption(layout.power[0]);
    expect(await step.locator('[data-left-out="rows"]').textContent()).toContain('empty slots: 1');
    const stepBefore = Number(await pg.getAttribute('data-step'));
    await press(page, step.locator('[data-action="try-move"]'));
    await expect.poll(() => step.locator('[data-feedback="illegal"]').textContent()).toContain('same number of cards: 2');
    expect(await step.locator('[data-feedback="illegal"] a[data-rule]').getAttribute('data-rule')).toBe('rev.sabotage');
    expect(Number(await pg.getAttribute('data-step'))).toBe(stepBefore);

    await slot('power', 1).selectOption(layout.power[1]);
    const leftovers = await step.locator('[data-left-out="rows"]').textContent();
    expect(leftovers).not.toContain('empty slots');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    await page.setViewportSize({ width: 1280, height: 900 });
    await playBy(page, pg, step.locator('[data-action="try-move"]'));

    // Each Market shows the chosen face-up card; the cards left out are discarded.
    for (const m of ['influence', 'legacy', 'power'] as const)
      expect(await pg.locator(`.bng-table [data-market="${m}"] [data-zone="face-up"] [data-card]`).getAttribute('data-card')).toBe(layout[m][0]);
    const now = await shown(page);
    for (const m of ['influence', 'legacy', 'power'] as const) expect([now.markets[m].faceUp, ...now.markets[m].faceDown]).toEqual(layout[m]);
    expect(now.discard).toEqual(expect.arrayContaining([e, f]));
    // Another seat sees the new face-up cards, never the face-down ones.
    await viewAs(pg, '1');
    expect(await named(pg, [a, d, b])).toBe(0);
    expect(await pg.locator(`.bng-table [data-market="influence"] [data-zone="face-up"] [data-card="${h}"]`).count()).toBe(1);
  }, 120_000);
});
