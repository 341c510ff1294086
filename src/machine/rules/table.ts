/**
 * Table adjustments for disputes and worked examples (`table.chosen-outcome`): outcomes the people
 * at the table have seen happen, fixed in advance instead of left to the seeded random.
 */
import { cardName, isCrisis } from '../data/cards.ts';
import { panicInfo } from '../data/panic.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import type { Outcome } from './outcome.ts';

type Stack = Extract<Move, { type: 'stack' }>;
type NextTieBreak = Extract<Move, { type: 'nextTieBreak' }>;
type NextRoll = Extract<Move, { type: 'nextRoll' }>;
type NextCrisis = Extract<Move, { type: 'nextCrisis' }>;
type NextPanic = Extract<Move, { type: 'nextPanic' }>;

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

export function checkNextRoll(_state: GameState, move: NextRoll): IllegalMove | null {
  if (!Number.isInteger(move.value) || move.value < 1 || move.value > 6)
    return illegal('chosen.bad-roll', 'table.chosen-outcome', 'A die shows 1 to 6.');
  return null;
}

export function applyNextRoll(state: GameState, move: NextRoll): Outcome {
  return {
    state: { ...state, forced: { ...state.forced, rolls: [...state.forced.rolls, move.value] } },
    events: [{ type: 'rollChosen', rule: 'table.chosen-outcome', count: move.value }],
  };
}

export function checkNextCrisis(state: GameState, move: NextCrisis): IllegalMove | null {
  if (!isCrisis(move.crisis)) return illegal('chosen.not-a-crisis', 'table.chosen-outcome', `${cardName(move.crisis)} is not a Crisis card.`);
  if (!state.crisesAside.includes(move.crisis))
    return illegal('chosen.not-aside', 'table.chosen-outcome', `${cardName(move.crisis)} is not among the Crises set aside.`);
  return null;
}

export function applyNextCrisis(state: GameState, move: NextCrisis): Outcome {
  const earlier = state.forced.crises.filter((c) => c !== move.crisis);
  return {
    state: { ...state, forced: { ...state.forced, crises: [...earlier, move.crisis] } },
    events: [{ type: 'crisisChosen', rule: 'table.chosen-outcome', card: move.crisis }],
  };
}

export function checkNextPanic(state: GameState, move: NextPanic): IllegalMove | null {
  if (!state.panicDeck.includes(move.panic))
    return illegal('chosen.not-in-panic-deck', 'table.chosen-outcome', `${panicInfo(move.panic).name} is not among the Panic! cards still face-down.`);
  return null;
}

export function applyNextPanic(state: GameState, move: NextPanic): Outcome {
  return {
    state: { ...state, forced: { ...state.forced, panics: [move.panic] } },
    events: [{ type: 'panicChosen', rule: 'table.chosen-outcome', panic: move.panic }],
  };
}
