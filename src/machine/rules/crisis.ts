/**
 * Crises (Level 2, `crisis.*`): found in a Market during a Buy, Activated beside the Guillotine
 * with their Rebels, one more at the end of each Round, and the Revolution when all ten Rebels
 * stand on Crises.
 */
import { type CardId, cardInfo, isCrisis } from '../data/cards.ts';
import { CRISES_TO_DISCARD, REBELS } from '../data/panic.ts';
import type { GameEvent } from '../events.ts';
import type { GameState, PlayerIndex } from '../state.ts';
import type { Outcome } from './outcome.ts';
import { addToDiscard, takeChosenFirst } from './zones.ts';

/** Rebel icons printed on a Crisis card. */
export function rebelIcons(card: CardId): number {
  const c = cardInfo(card);
  return c.kind === 'crisis' ? c.rebels : 0;
}

export function rebelsOnCrises(state: GameState): number {
  return state.guillotine.reduce((t, c) => t + c.rebels, 0);
}

export function rebelsInReserve(state: GameState): number {
  return REBELS - rebelsOnCrises(state);
}

/**
 * Of the Crises found in one Market, the one with the most Rebel icons stays and the rest are
 * discarded at once, with no effect. Ruling (`crisis.several`): on a tie in icons, the one nearest
 * the top of the Market stays (the tied cards would have the same effect).
 */
export function sortOutCrises(found: readonly CardId[]): { kept: CardId | null; discarded: CardId[]; others: CardId[] } {
  const crises = found.filter(isCrisis);
  const others = found.filter((c) => !isCrisis(c));
  if (crises.length === 0) return { kept: null, discarded: [], others };
  let kept = crises[0]!;
  for (const c of crises) if (rebelIcons(c) > rebelIcons(kept)) kept = c;
  return { kept, discarded: crises.filter((c) => c !== kept), others };
}

/** Takes Crisis cards from those set aside: chosen ones first (`nextCrisis`), then from the top. */
export function takeAside(state: GameState, count: number): { state: GameState; cards: CardId[] } {
  const taken = takeChosenFirst(state.crisesAside, state.forced.crises, count);
  return { state: { ...state, crisesAside: taken.pile, forced: { ...state.forced, crises: taken.chosen } }, cards: taken.cards };
}

/** Places a Crisis beside the Guillotine with as many of its Rebels as the reserve still has. */
function place(state: GameState, card: CardId, by: PlayerIndex): Outcome {
  const rebels = Math.min(rebelIcons(card), rebelsInReserve(state));
  return {
    state: { ...state, guillotine: [...state.guillotine, { card, rebels }], lastCrisisBy: by },
    events: [{ type: 'crisisActivated', rule: 'crisis.activation', player: by, card, count: rebels, against: rebelsOnCrises(state) + rebels }],
  };
}

/**
 * Once a Buy is resolved, the Crisis it found is Activated: beside the Guillotine with its Rebels,
 * and two more set-aside Crises go to the Discard pile (if any remain).
 */
export function activateFoundCrisis(state: GameState): Outcome {
  const card = state.foundCrisis;
  if (card === null) return { state, events: [] };
  const placed = place({ ...state, foundCrisis: null }, card, state.current);
  const more = takeAside(placed.state, CRISES_TO_DISCARD);
  const events: GameEvent[] = [...placed.events];
  if (more.cards.length > 0) events.push({ type: 'crisesToDiscard', rule: 'crisis.activation', cards: more.cards });
  return { state: addToDiscard(more.state, more.cards), events };
}

export function roundCrisisDue(state: GameState): boolean {
  return state.options.level >= 2 && state.crisesAside.length > 0;
}

/**
 * At the end of a Round (Level 2) one set-aside Crisis is drawn at random and Activated. Ruling:
 * the rule lists no extra Crises for the Discard pile here, and the player who took the Round's
 * last turn counts as having caused it (they draw the Panic! card if it follows).
 */
export function activateRoundCrisis(state: GameState): Outcome {
  const drawn = takeAside(state, 1);
  const card = drawn.cards[0];
  if (card === undefined) return { state, events: [] };
  const placed = place(drawn.state, card, state.current);
  return { state: placed.state, events: placed.events.map((e) => ({ ...e, rule: 'crisis.end-of-round' as const })) };
}

export function isRevolution(state: GameState): boolean {
  return state.options.level >= 2 && rebelsOnCrises(state) >= REBELS;
}

/** Every Rebel stands on a Crisis: the Revolution ends the game and every Billionaire loses. */
export function declareRevolution(state: GameState): Outcome {
  const by = state.lastCrisisBy;
  return {
    state: { ...state, result: { kind: 'revolution', winners: [], rule: 'revolution.all-rebels', by } },
    events: [{ type: 'revolution', rule: 'revolution.all-rebels', ...(by === null ? {} : { player: by }), count: REBELS }],
  };
}
