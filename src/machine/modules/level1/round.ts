/**
 * The end of a turn and the end of a Round (`round.*`): gather and shuffle, Emergency Measures,
 * refill by inflation, and the Poorest Player first.
 */
import { type AssetId } from '../../data/assets.ts';
import { MARKETS } from '../../data/markets.ts';
import { returnAsset } from '../../core/assets.ts';
import { pickAmong } from '../../core/tie-break.ts';
import { poorestSeats } from '../../core/poorest.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { hasAnyAction } from '../../core/legal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import { shuffled } from '../../core/rng.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { openWindow, seatDone, topWindow } from '../../core/windows.ts';
import { addToDiscard, dealtMarket, marketCards, nextPlayer, openMarkets, takeFromDeck, withMarket } from '../../core/zones.ts';
import { inflationCount } from './buy.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Only when no Action is possible at all. */
    pass: object;
    /** With one or no open Market, the table agrees to end the Round now. */
    endRoundEarly: object;
    /** Emergency Measures: the next player in line gives back one Asset. */
    returnAsset: { asset: AssetId };
  }
}

/** The decision window of Emergency Measures: each player with an Asset, in turn, gives one back. */
export const EMERGENCY_WINDOW = 'endOfRound.emergency';

/**
 * Ruling (`round.end`): the Round ends at the end of the turn in which the Draw deck runs out. The
 * player who takes the last card still finishes their turn; an Invest after that draws nothing.
 */
export function roundIsOver(state: GameState): boolean {
  return state.deck.length === 0;
}

/** End of a turn: a Game the Market card still aside is discarded. */
export function endTurn(state: GameState): Outcome {
  const ended = event('turnEnded', 'turn.order', { player: state.current });
  if (state.aside.length === 0) return { state, events: [ended] };
  return {
    state: { ...addToDiscard(state, state.aside), aside: [] },
    events: [event('cardsDiscarded', 'gtm.discard', { player: state.current, cards: state.aside }), ended],
  };
}

export function passTurn(state: GameState): Outcome {
  return { state: { ...state, current: nextPlayer(state, state.current), turn: state.turn + 1 }, events: [] };
}

export const passFamily = defineMove({
  type: 'pass',
  code: 'p',
  label: 'Pass (only when no Action is possible)',
  rule: 'turn.action',
  words: { group: 'Pass', button: 'Pass' },
  fields: {},
  candidates: (_state, seat) => [{ type: 'pass', seat }],
  check: (state, move) =>
    hasAnyAction(state, move.seat)
      ? illegal('pass.action-available', 'turn.action', 'You must take an Action; passing is only allowed when no Action is possible.')
      : null,
  apply: (state, move) => ({ state, events: [event('passed', 'turn.action', { player: move.seat })] }),
  describe: () => 'Pass (no Action possible)',
});

export const endRoundEarlyFamily = defineMove({
  type: 'endRoundEarly',
  code: 'E',
  label: 'End the Round early (everyone agrees)',
  rule: 'round.early-end',
  words: { group: 'End of the Round', button: 'End the Round' },
  fields: {},
  candidates: (_state, seat) => [{ type: 'endRoundEarly', seat }],
  check: (state) => {
    const open = openMarkets(state).length;
    if (open > 1) return illegal('round.early-end-too-soon', 'round.early-end', `A Round can only be ended early when one or no Markets are open; ${open} are open.`);
    return null;
  },
  apply: (state, move) => ({ state, events: [event('roundEnded', 'round.early-end', { player: move.seat })] }),
  describe: () => 'End the Round early (all agree)',
});

/** Gather every Market's cards onto the Discard pile and shuffle it all into a new Draw deck. */
export function gatherAndShuffle(state: GameState): Outcome {
  const fromMarkets = MARKETS.flatMap((m) => marketCards(state.markets[m]));
  const markets = { ...state.markets };
  for (const m of MARKETS) markets[m] = { ...markets[m], faceUp: null, faceDown: [] };
  const [deck, rng] = shuffled(state.rng, [...state.deck, ...state.discard, ...fromMarkets]);
  const events: GameEvent[] = [];
  if (state.deck.length === 0) events.push(event('roundEnded', 'round.end', { player: state.current }));
  events.push(event('gathered', 'round.gather', { player: state.current, count: deck.length }));
  const players = state.players.some((p) => p.invested.length > 0) ? state.players.map((p) => ({ ...p, invested: [] })) : state.players;
  return { state: { ...state, markets, players, deck, discard: [], rng }, events };
}

/**
 * Emergency Measures: with one or no Market open, everyone holding an Asset gives one back, in
 * seat order from the player who ended the Round. A decision window asks them one at a time.
 */
export function startEmergency(state: GameState): Outcome {
  const open = openMarkets(state).length;
  if (open > 1) return { state, events: [] };
  const n = state.players.length;
  const queue: Seat[] = [];
  for (let k = 0; k < n; k++) {
    const seat = (state.current + k) % n;
    if (state.players[seat]!.assets.length > 0) queue.push(seat);
  }
  const events = [event('emergencyMeasures', 'round.emergency', { players: queue, count: open })];
  if (queue.length === 0) return { state, events };
  return { state: openWindow(state, { kind: EMERGENCY_WINDOW, seats: queue, mode: 'ordered' }), events };
}

export const returnAssetFamily = defineMove({
  type: 'returnAsset',
  code: 'r',
  label: 'Give back an Asset (Emergency Measures)',
  rule: 'round.emergency',
  words: { group: 'Emergency Measures', button: 'Give back' },
  fields: { asset: field.asset },
  candidates: (state, seat) => state.players[seat]!.assets.map((asset) => ({ type: 'returnAsset' as const, seat, asset })),
  check: (state, move) => {
    if (topWindow(state)?.kind !== EMERGENCY_WINDOW) return illegal('emergency.none', 'round.emergency', 'No one has to give an Asset back now.');
    if (!state.players[move.seat]!.assets.includes(move.asset))
      return illegal('emergency.not-held', 'round.emergency', `The player giving an Asset back does not hold the ${cardsOf(state).assetName(move.asset)}.`);
    return null;
  },
  apply: (state, move) => {
    const back = returnAsset(state, move.seat, move.asset);
    return { state: seatDone(back.state, move.seat), events: back.events };
  },
  describe: (move, ctx) => `Give back ${cardsOf(ctx.state).assetName(move.asset)}`,
});

/** Deal every open Market its inflation count from the new deck. */
export function refillMarkets(state: GameState): Outcome {
  const open = openMarkets(state);
  let next = state;
  for (const m of open) {
    const dealt = takeFromDeck(next, inflationCount(next.markets[m].assets.length));
    next = withMarket(dealt.state, m, (mk) => dealtMarket(mk.assets, dealt.cards));
  }
  return { state: next, events: [event('refilled', 'round.refill', { markets: open })] };
}

/**
 * The Poorest Player (most empty Asset spaces) takes the first turn of the next Round; a tie is
 * settled at random, or by a tie-break the table has chosen.
 */
export function poorestFirst(state: GameState): Outcome {
  // A Puppet is never the Poorest Player: it is not a player.
  const { seats: tied, spaces: most } = poorestSeats(state);
  const { state: next, seat: first } = pickAmong(state, tied);
  return {
    state: { ...next, current: first, round: state.round + 1, turn: state.turn + 1 },
    events: [event('firstPlayer', 'round.poorest', { player: first, players: tied, count: most })],
  };
}
