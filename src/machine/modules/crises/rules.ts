/**
 * Crises (Level 2, `crisis.*`): found in a Market during a Buy, Activated beside the Guillotine
 * with their Rebels, one more at the end of each Round, and the Revolution when all ten Rebels
 * stand on Crises.
 */
import { type CardId, isCrisis } from '../../data/cards.ts';
import { CRISES_TO_DISCARD, REBELS } from '../../data/panic.ts';
import { chosenQueue, withChosen } from '../../core/chosen-queues.ts';
import { event, type GameEvent } from '../../core/events.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { addToDiscard, takeChosenFirst } from '../../core/zones.ts';
import { crisesOf, withCrises } from './slice.ts';
import type { RuleId } from '../../core/rule-ids.ts';
import { cardsOf, type Cards } from '../../core/cards-of.ts';

export function rebelsOnCrises(state: GameState): number {
  return crisesOf(state).guillotine.reduce((t, c) => t + c.rebels, 0);
}

export function rebelsInReserve(state: GameState): number {
  return REBELS - rebelsOnCrises(state);
}

/**
 * Of the Crises found in one Market, the one with the most Rebel icons stays and the rest are
 * discarded at once, with no effect. Ruling (`crisis.several`): on a tie in icons, the one nearest
 * the top of the Market stays (the tied cards would have the same effect).
 */
export function sortOutCrises(cards: Cards, found: readonly CardId[]): { kept: CardId | null; discarded: CardId[]; others: CardId[] } {
  const crises = found.filter(isCrisis);
  const others = crises.length === 0 ? found.slice() : found.filter((c) => !isCrisis(c));
  if (crises.length === 0) return { kept: null, discarded: [], others };
  let kept = crises[0]!;
  for (const c of crises) if (cards.rebels(c) > cards.rebels(kept)) kept = c;
  return { kept, discarded: crises.filter((c) => c !== kept), others };
}

/** The Buy in progress found this Crisis: it waits to be Activated once the Buy is resolved. */
export function holdFoundCrisis(state: GameState, card: CardId | null): GameState {
  if (card === null) return state;
  return withCrises(state, (c) => ({ ...c, found: card }));
}

/** Takes Crisis cards from those set aside: chosen ones first, then from the top. */
export function takeAside(state: GameState, count: number): { state: GameState; cards: CardId[] } {
  const queue = chosenQueue(state, 'crisis') as readonly CardId[];
  const taken = takeChosenFirst(crisesOf(state).aside, queue, count);
  const next = withChosen(
    withCrises(state, (c) => ({ ...c, aside: taken.pile })),
    'crisis',
    taken.chosen,
  );
  return { state: next, cards: taken.cards };
}

/** Places a Crisis beside the Guillotine with as many of its Rebels as the reserve still has. */
function place(state: GameState, card: CardId, by: Seat, rule: RuleId): Outcome {
  const rebels = Math.min(cardsOf(state).rebels(card), rebelsInReserve(state));
  const against = rebelsOnCrises(state) + rebels;
  return {
    state: withCrises(state, (c) => ({ ...c, guillotine: [...c.guillotine, { card, rebels }], lastBy: by })),
    events: [event('crisisActivated', rule, { player: by, card, count: rebels, against })],
  };
}

/**
 * Once a Buy is resolved, the Crisis it found is Activated: beside the Guillotine with its Rebels,
 * and two more set-aside Crises go to the Discard pile (if any remain).
 */
export function activateFoundCrisis(state: GameState): Outcome {
  const card = crisesOf(state).found;
  if (card === null) return { state, events: [] };
  return activateCrisis(
    withCrises(state, (c) => ({ ...c, found: null })),
    card,
    state.current,
    'crisis.activation',
  );
}

/** A Crisis is Activated as in a Buy, caused by `by`: placed with its Rebels, and two more set-aside Crises to the Discard pile. */
export function activateCrisis(state: GameState, card: CardId, by: Seat, rule: RuleId): Outcome {
  const placed = place(state, card, by, rule);
  const more = takeAside(placed.state, CRISES_TO_DISCARD);
  const events: GameEvent[] = [...placed.events];
  if (more.cards.length > 0) events.push(event('crisesToDiscard', rule, { cards: more.cards }));
  return { state: addToDiscard(more.state, more.cards), events };
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
  return place(drawn.state, card, state.current, 'crisis.end-of-round');
}

/**
 * A set-aside Crisis drawn at random (or the table's chosen one) and Activated by `by` outside any
 * Buy or Round's end (the Troublemaker's two before the game), citing `rule`.
 */
export function activateAsideCrisis(state: GameState, by: Seat, rule: RuleId): Outcome {
  const drawn = takeAside(state, 1);
  const card = drawn.cards[0];
  if (card === undefined) return { state, events: [] };
  return place(drawn.state, card, by, rule);
}

/** Every Rebel stands on a Crisis: the Revolution ends the game and every Billionaire loses. */
export function revolution(state: GameState): Outcome | null {
  if (!state.modules.crises || rebelsOnCrises(state) < REBELS) return null;
  const by = crisesOf(state).lastBy;
  return {
    state: { ...state, result: { kind: 'revolution', winners: [], rule: 'revolution.all-rebels', by } },
    events: [event('revolution', 'revolution.all-rebels', { player: by, count: REBELS })],
  };
}
