/**
 * Checks that the table a widget shows agrees with the engine's state: the Markets' face-up and
 * face-down cards, every hand and every Asset held, the Draw deck, and at Level 2 the Guillotine
 * (Rebels on Crises and in reserve, each Activated Crisis with its Rebels) and the status bar.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CRISIS_CARDS, crisesOf, MARKETS, panicOf, REBELS, rebelsOnCrises, resolveCards, type GameState } from '../../../src/machine/index.ts';

/** Rebel icons by Crisis id; keyed by plain text, since it is looked up with `data-card` values read from the page. */
const CRISES: ReadonlyMap<string, number> = new Map(CRISIS_CARDS.map((c) => [c.id, resolveCards(undefined, undefined).rebels(c.id)]));

/** The board inside `root` (a CSS selector) shows `state`, every card open (table view). */
export async function expectBoard(page: Page, root: string, state: GameState) {
  const w = page.locator(root);
  for (const m of MARKETS) {
    const faceUp = w.locator(`[data-market="${m}"] [data-zone="face-up"] [data-card]`);
    const want = state.markets[m].faceUp;
    if (want === null) expect(await faceUp.count(), `no face-up card at ${m}`).toBe(0);
    else expect(await faceUp.getAttribute('data-card'), `face-up card at ${m}`).toBe(want);
    const down = await w.locator(`[data-market="${m}"] [data-zone="face-down"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(down, `face-down cards at ${m}`).toEqual(state.markets[m].faceDown);
    const assets = await w.locator(`[data-market="${m}"] .bng-market-assets [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
    expect(assets.sort(), `Assets at ${m}`).toEqual([...state.markets[m].assets].sort());
  }
  for (const [seat, p] of state.players.entries()) {
    const held = await w.locator(`[data-seat="${seat}"] [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
    expect(held.sort(), `Assets of seat ${seat + 1}`).toEqual([...p.assets].sort());
    const hand = await w.locator(`[data-seat="${seat}"] [data-zone="hand"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    expect(hand, `hand of seat ${seat + 1}`).toEqual(p.hand);
  }
  expect(await w.locator('[data-zone="deck"] [data-count]').getAttribute('data-count')).toBe(String(state.deck.length));
  if (state.options.level >= 2) {
    await expectGuillotine(page, root, state);
    await expectCrisisCards(page, root);
  }
}

/**
 * Every Crisis card shown (in a hand, a Market, the Discard pile, beside the Guillotine) says in
 * words that it is a Crisis and how many Rebel icons it has: not by its colour alone.
 */
export async function expectCrisisCards(page: Page, root: string) {
  const cards = await page
    .locator(`${root} [data-card]`)
    .evaluateAll((els) => els.map((e) => ({ id: e.getAttribute('data-card')!, kind: e.getAttribute('data-kind'), text: e.textContent ?? '' })));
  for (const c of cards.filter((x) => CRISES.has(x.id))) {
    expect(c.kind, `${c.id} is marked as a Crisis`).toBe('crisis');
    expect(c.text, `${c.id} says it is a Crisis`).toContain('Crisis');
    const icons = CRISES.get(c.id)!;
    expect(c.text, `${c.id} spells out its Rebel icons`).toContain(`${icons} Rebel ${icons === 1 ? 'icon' : 'icons'}`);
  }
}

/** The Guillotine and the Rebel count inside `root` show `state`. */
export async function expectGuillotine(page: Page, root: string, state: GameState) {
  const g = page.locator(`${root} [data-zone="guillotine"]`);
  expect(await g.count(), 'one Guillotine').toBe(1);
  const on = rebelsOnCrises(state);
  expect(await g.getAttribute('data-rebels-on'), 'Rebels on Crises').toBe(String(on));
  expect(await g.getAttribute('data-rebels-reserve'), 'Rebels in reserve').toBe(String(REBELS - on));
  // In words, not only in marks or colour.
  expect(await g.locator('[data-rebel-count]').textContent()).toContain(`${on} of ${REBELS} Rebels on Crises, ${REBELS - on} in reserve`);
  const crises = await g.locator('[data-crisis]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-crisis'), Number(e.getAttribute('data-rebels'))]));
  expect(crises, 'Crises beside the Guillotine').toEqual(crisesOf(state).guillotine.map((c) => [c.card, c.rebels]));
  // Each Crisis card says it is a Crisis and how many Rebel icons it has, in text.
  for (const c of crisesOf(state).guillotine) {
    const text = (await g.locator(`[data-crisis="${c.card}"] [data-kind="crisis"]`).textContent()) ?? '';
    expect(text).toMatch(/Crisis/);
    expect(text).toMatch(/\d Rebel icons?/);
  }
  expect(await page.locator(`${root} [data-rebels-status]`).getAttribute('data-rebels-status'), 'Rebels in the status bar').toBe(String(on));
  const panic = g.locator('[data-zone="panic"]');
  const current = panicOf(state).current;
  if (current) expect(await panic.getAttribute('data-panic-card')).toBe(current.card);
  else expect(await panic.count(), 'no Panic! shown').toBe(0);
}
