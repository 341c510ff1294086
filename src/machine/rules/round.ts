/**
 * The end of a turn and the end of a Round (`round.*`): gather and shuffle, Emergency Measures,
 * refill by inflation, and the Poorest Player first.
 */
import { assetInfo } from '../data/assets.ts';
import { MARKETS } from '../data/markets.ts';
import type { GameEvent } from '../events.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState, PlayerIndex } from '../state.ts';
import { returnAsset } from './assets.ts';
import { inflationCount } from './buy.ts';
import type { Outcome } from './outcome.ts';
import { nextInt, shuffled } from './rng.ts';
import { addToDiscard, dealtMarket, marketCards, nextPlayer, openMarkets, spacesLeft, takeFromDeck, withMarket } from './zones.ts';

type ReturnAsset = Extract<Move, { type: 'returnAsset' }>;

/**
 * Ruling (`round.end`): the Round ends at the end of the turn in which the Draw deck runs out. The
 * player who takes the last card still finishes their turn; an Invest after that draws nothing.
 */
export function roundIsOver(state: GameState): boolean {
  return state.deck.length === 0;
}

/** End of a turn: a Game the Market card still aside is discarded. */
export function endTurn(state: GameState): Outcome {
  const ended: GameEvent = { type: 'turnEnded', rule: 'turn.order', player: state.current };
  if (state.aside.length === 0) return { state, events: [ended] };
  return {
    state: { ...addToDiscard(state, state.aside), aside: [] },
    events: [{ type: 'cardsDiscarded', rule: 'gtm.discard', player: state.current, cards: state.aside }, ended],
  };
}

export function passTurn(state: GameState): Outcome {
  const current = nextPlayer(state, state.current);
  return { state: { ...state, current, turn: state.turn + 1 }, events: [] };
}

export function checkEndRoundEarly(state: GameState): IllegalMove | null {
  const open = openMarkets(state).length;
  if (open > 1)
    return illegal('round.early-end-too-soon', 'round.early-end', `A Round can only be ended early when one or no Markets are open; ${open} are open.`);
  return null;
}

export function applyEndRoundEarly(state: GameState): Outcome {
  return { state, events: [{ type: 'roundEnded', rule: 'round.early-end', player: state.current }] };
}

export function applyPass(state: GameState): Outcome {
  return { state, events: [{ type: 'passed', rule: 'turn.action', player: state.current }] };
}

/** Gather every Market's cards onto the Discard pile and shuffle it all into a new Draw deck. */
export function gatherAndShuffle(state: GameState): Outcome {
  const fromMarkets = MARKETS.flatMap((m) => marketCards(state.markets[m]));
  const markets = { ...state.markets };
  for (const m of MARKETS) markets[m] = { ...markets[m], faceUp: null, faceDown: [] };
  const [deck, rng] = shuffled(state.rng, [...state.deck, ...state.discard, ...fromMarkets]);
  const events: GameEvent[] = [];
  if (state.deck.length === 0) events.push({ type: 'roundEnded', rule: 'round.end', player: state.current });
  events.push({ type: 'gathered', rule: 'round.gather', player: state.current, count: deck.length });
  return { state: { ...state, markets, deck, discard: [], rng }, events };
}

export function needsEmergencyMeasures(state: GameState): boolean {
  return openMarkets(state).length <= 1;
}

/** Everyone holding an Asset must give one back, in seat order from the player who ended the Round. */
export function startEmergency(state: GameState): Outcome {
  const n = state.players.length;
  const queue: PlayerIndex[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (state.current + k) % n;
    if (state.players[seat]!.assets.length > 0) queue.push(seat);
  }
  return {
    state: { ...state, emergency: queue },
    events: [{ type: 'emergencyMeasures', rule: 'round.emergency', players: queue, count: openMarkets(state).length }],
  };
}

export function checkReturnAsset(state: GameState, move: ReturnAsset): IllegalMove | null {
  const seat = state.emergency[0];
  if (seat === undefined) return illegal('emergency.none', 'round.emergency', 'No one has to give an Asset back now.');
  if (!state.players[seat]!.assets.includes(move.asset))
    return illegal('emergency.not-held', 'round.emergency', `The player giving an Asset back does not hold the ${assetInfo(move.asset).name}.`);
  return null;
}

export function applyReturnAsset(state: GameState, move: ReturnAsset): Outcome {
  const seat = state.emergency[0]!;
  const back = returnAsset(state, seat, move.asset);
  return { state: { ...back.state, emergency: state.emergency.slice(1) }, events: back.events };
}

export function emergencyDone(state: GameState): boolean {
  return state.emergency.length === 0;
}

/** Deal every open Market its inflation count from the new deck. */
export function refillMarkets(state: GameState): Outcome {
  const open = openMarkets(state);
  let next = state;
  for (const m of open) {
    const dealt = takeFromDeck(next, inflationCount(next.markets[m].assets.length));
    next = withMarket(dealt.state, m, (mk) => dealtMarket(mk.assets, dealt.cards));
  }
  return { state: next, events: [{ type: 'refilled', rule: 'round.refill', markets: open }] };
}

/**
 * The Poorest Player (most empty Asset spaces) takes the first turn of the next Round; a tie is
 * settled at random, or by a tie-break the table has chosen.
 */
export function poorestFirst(state: GameState): Outcome {
  const spaces = state.players.map(spacesLeft);
  const most = Math.max(...spaces);
  const tied = spaces.flatMap((s, i) => (s === most ? [i] : []));
  let rng = state.rng;
  let picks = state.forced.picks;
  let first: PlayerIndex;
  if (tied.length === 1) first = tied[0]!;
  else if (picks.length > 0 && tied.includes(picks[0]!)) {
    first = picks[0]!;
    picks = picks.slice(1);
  } else {
    const [i, next] = nextInt(rng, tied.length);
    rng = next;
    first = tied[i]!;
  }
  return {
    state: { ...state, rng, forced: { ...state.forced, picks }, current: first, round: state.round + 1, turn: state.turn + 1 },
    events: [{ type: 'firstPlayer', rule: 'round.poorest', player: first, players: tied, count: most }],
  };
}
