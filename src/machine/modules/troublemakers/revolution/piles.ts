/**
 * The Revolutionary's own cards (`tm.revolutionary`): a 21-card deck of their own, drawn three at a
 * time face-up when they hold none to play; when fewer than three are left, the deck is shuffled
 * with their discarded Revolution cards first. No Revolution card ever reaches the Draw deck.
 */
import { type RevolutionCardId } from '../../../data/revolution.ts';
import { shuffled } from '../../../core/rng.ts';
import type { GameState } from '../../../core/state.ts';
import { type RevolutionPiles, troublemakersOf, withTroublemakers } from '../slice.ts';

/** How many Revolution cards a Revolutionary with none to play draws. */
export const ROW_DRAW = 3;

/** How many Organize! cards, waiting together, set one off: the last of them is used at once with the others. */
export const ORGANIZE_SET = 3;

export const piles = (state: GameState): RevolutionPiles => troublemakersOf(state).revolution!;

export function withPiles(state: GameState, update: (r: RevolutionPiles) => RevolutionPiles): GameState {
  return withTroublemakers(state, (t) => ({ ...t, revolution: update(t.revolution!) }));
}

/**
 * Takes `count` cards off the Revolution deck, shuffling the Revolution discard pile into it first
 * when it holds fewer (Ruling: what is left of the deck goes in the shuffle too, so nothing is drawn twice).
 */
export function takeRevolutionCards(state: GameState, count: number): { state: GameState; cards: RevolutionCardId[] } {
  let next = state;
  const r = piles(state);
  if (r.deck.length < count && r.discard.length > 0) {
    const [deck, rng] = shuffled(state.rng, [...r.deck, ...r.discard]);
    next = withPiles({ ...state, rng }, (p) => ({ ...p, deck, discard: [] }));
  }
  const deck = piles(next).deck;
  const cards = deck.slice(0, count);
  return { state: withPiles(next, (p) => ({ ...p, deck: deck.slice(cards.length) })), cards };
}

/** A Revolutionary with no card to play draws three, face-up (Organize! cards waiting are not cards to play). */
export function fillRow(state: GameState): { state: GameState; cards: RevolutionCardId[] } {
  if (piles(state).row.length > 0) return { state, cards: [] };
  const taken = takeRevolutionCards(state, ROW_DRAW);
  return { state: withPiles(taken.state, (p) => ({ ...p, row: taken.cards })), cards: taken.cards };
}

/** A played card goes to the Revolution discard pile. */
export const toRevolutionDiscard = (state: GameState, cards: readonly RevolutionCardId[]): GameState =>
  cards.length === 0 ? state : withPiles(state, (p) => ({ ...p, discard: [...p.discard, ...cards] }));
