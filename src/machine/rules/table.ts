/**
 * Table adjustments for disputes and worked examples (`table.chosen-outcome`): outcomes the people
 * at the table have seen happen, fixed in advance instead of left to the seeded random.
 */
import { cardName } from '../data/cards.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import type { Outcome } from './outcome.ts';

type Stack = Extract<Move, { type: 'stack' }>;
type NextTieBreak = Extract<Move, { type: 'nextTieBreak' }>;

export function checkStack(state: GameState, move: Stack): IllegalMove | null {
  if (move.cards.length === 0) return illegal('chosen.empty', 'table.chosen-outcome', 'Choose at least one card.');
  if (new Set(move.cards).size !== move.cards.length)
    return illegal('chosen.repeated', 'table.chosen-outcome', 'A card can only be chosen once.');
  const missing = move.cards.find((c) => !state.deck.includes(c));
  if (missing !== undefined)
    return illegal('chosen.not-in-deck', 'table.chosen-outcome', `${cardName(missing)} is not in the Draw deck, so it cannot be drawn next.`);
  return null;
}

/** The chosen cards join the queue of chosen draws, after any chosen earlier. */
export function applyStack(state: GameState, move: Stack): Outcome {
  const earlier = state.forced.draws.filter((c) => !move.cards.includes(c));
  return {
    state: { ...state, forced: { ...state.forced, draws: [...earlier, ...move.cards] } },
    events: [{ type: 'stacked', rule: 'table.chosen-outcome', cards: move.cards }],
  };
}

export function checkNextTieBreak(state: GameState, move: NextTieBreak): IllegalMove | null {
  if (!Number.isInteger(move.player) || move.player < 0 || move.player >= state.players.length)
    return illegal('chosen.no-player', 'table.chosen-outcome', `There is no player in seat ${move.player}.`);
  return null;
}

export function applyNextTieBreak(state: GameState, move: NextTieBreak): Outcome {
  return {
    state: { ...state, forced: { ...state.forced, picks: [...state.forced.picks, move.player] } },
    events: [{ type: 'tieBreakChosen', rule: 'table.chosen-outcome', player: move.player }],
  };
}
