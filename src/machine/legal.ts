/**
 * Legality: which rule function judges each kind of move, and the list of legal moves for the
 * current decision. The statechart says which kinds of move the phase accepts; for each kind we
 * propose the plausible candidates and keep those the rule checks accept, so the list can never
 * offer a move that `play` would refuse. (Candidates skip what is plainly impossible, such as a
 * Market with no face-up card, only to save time: the checks still decide.)
 */
import { cardInfo, isCrisis } from './data/cards.ts';
import { MARKETS } from './data/markets.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import type { Move, MoveType } from './moves.ts';
import { ACCEPTED } from './phases.ts';
import { checkBuy, checkClaim, claimableAssets } from './rules/buy.ts';
import { checkDraw } from './rules/draw.ts';
import { checkExchangeHand, checkExchangeMarkets } from './rules/exchange.ts';
import { checkInvest } from './rules/invest.ts';
import { checkEndRoundEarly, checkReturnAsset } from './rules/round.ts';
import { checkAudit, checkGameTheMarket, checkScam } from './rules/special.ts';
import { checkPanicAgree, checkPanicOffer, checkPanicTrade, checkPanicWithdraw, checkRemoveRebel } from './rules/panic.ts';
import { checkNextCrisis, checkNextPanic, checkNextRoll, checkNextTieBreak, checkStack } from './rules/table.ts';
import { openMarkets } from './rules/zones.ts';
import type { GameState } from './state.ts';

type Check<T extends MoveType> = (state: GameState, move: Extract<Move, { type: T }>) => IllegalMove | null;

const none = () => null;

export const CHECKS: { readonly [T in MoveType]: Check<T> } = {
  draw: checkDraw,
  buy: checkBuy,
  claim: checkClaim,
  declineClaim: none,
  invest: checkInvest,
  exchangeHand: checkExchangeHand,
  exchangeMarkets: checkExchangeMarkets,
  audit: checkAudit,
  scam: checkScam,
  gameTheMarket: checkGameTheMarket,
  skipBuy: none,
  pass: (state) =>
    hasAnyAction(state)
      ? illegal('pass.action-available', 'turn.action', 'You must take an Action; passing is only allowed when no Action is possible.')
      : null,
  returnAsset: checkReturnAsset,
  endRoundEarly: checkEndRoundEarly,
  stack: checkStack,
  nextTieBreak: checkNextTieBreak,
  panicOffer: checkPanicOffer,
  panicWithdraw: checkPanicWithdraw,
  panicTrade: checkPanicTrade,
  panicAgree: checkPanicAgree,
  panicRefuse: none,
  removeRebel: checkRemoveRebel,
  nextRoll: checkNextRoll,
  nextCrisis: checkNextCrisis,
  nextPanic: checkNextPanic,
};

export function checkRules(state: GameState, move: Move): IllegalMove | null {
  return (CHECKS[move.type] as Check<MoveType>)(state, move as never);
}

type Candidates = (state: GameState) => Move[];

function handOf(state: GameState) {
  return state.players[state.current]!.hand;
}

/** Every way to pick one or two of the given cards. */
function subsets<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  items.forEach((a, i) => {
    out.push([a]);
    for (const b of items.slice(i + 1)) out.push([a, b]);
  });
  return out;
}

function specialCards(state: GameState, action: string) {
  return handOf(state).filter((c) => {
    const info = cardInfo(c);
    return info.kind === 'special' && info.action === action;
  });
}

const CANDIDATES: Partial<Record<MoveType, Candidates>> = {
  draw: () => [{ type: 'draw' }],
  buy: (state) => {
    const open = openMarkets(state);
    if (state.phase === 'turn.gameTheMarket') {
      const gtm = state.aside[0];
      if (gtm === undefined) return [];
      const withHand = [[gtm], ...handOf(state).filter((c) => !isCrisis(c)).map((c) => [gtm, c])];
      return open.flatMap((market) => withHand.map((cards): Move => ({ type: 'buy', market, cards })));
    }
    const sets = subsets(handOf(state).filter((c) => !isCrisis(c))); // a Crisis never pays (still checked)
    return open.flatMap((market) => sets.map((cards): Move => ({ type: 'buy', market, cards })));
  },
  claim: (state) => claimableAssets(state).map((asset): Move => ({ type: 'claim', asset })),
  declineClaim: () => [{ type: 'declineClaim' }],
  invest: (state) => openMarkets(state).flatMap((market) => handOf(state).map((card): Move => ({ type: 'invest', card, market }))),
  exchangeHand: (state) =>
    MARKETS.filter((m) => state.markets[m].faceUp !== null).flatMap((market) =>
      handOf(state).map((card): Move => ({ type: 'exchangeHand', card, market })),
    ),
  exchangeMarkets: (state) => {
    const up = MARKETS.filter((m) => state.markets[m].faceUp !== null);
    return up.flatMap((a, i) => up.slice(i + 1).map((b): Move => ({ type: 'exchangeMarkets', markets: [a, b] })));
  },
  audit: (state) =>
    specialCards(state, 'audit')
      .slice(0, 1) // both Audit cards do the same; offer one
      .flatMap((card) => state.players.flatMap((p, player) => p.assets.map((asset): Move => ({ type: 'audit', card, player, asset })))),
  scam: (state) =>
    specialCards(state, 'scam').flatMap((card) =>
      state.players.flatMap((p, player) =>
        p.assets.flatMap((take) => state.players[state.current]!.assets.map((give): Move => ({ type: 'scam', card, player, take, give }))),
      ),
    ),
  gameTheMarket: (state) => specialCards(state, 'game-the-market').map((card): Move => ({ type: 'gameTheMarket', card })),
  skipBuy: () => [{ type: 'skipBuy' }],
  returnAsset: (state) => {
    const seat = state.emergency[0];
    return seat === undefined ? [] : state.players[seat]!.assets.map((asset): Move => ({ type: 'returnAsset', asset }));
  },
  endRoundEarly: () => [{ type: 'endRoundEarly' }],
  panicOffer: (state) => state.players.flatMap((p, player) => p.assets.map((asset): Move => ({ type: 'panicOffer', player, asset }))),
  panicWithdraw: (state) => (state.panic?.offers ?? []).map((o): Move => ({ type: 'panicWithdraw', asset: o.asset })),
  panicTrade: (state) =>
    state.players.flatMap((a, player) =>
      state.players.flatMap((b, partner) =>
        partner <= player ? [] : a.assets.flatMap((give) => b.assets.map((take): Move => ({ type: 'panicTrade', player, give, partner, take }))),
      ),
    ),
  panicAgree: () => [{ type: 'panicAgree' }],
  panicRefuse: () => [{ type: 'panicRefuse' }],
  removeRebel: (state) => state.guillotine.map((c): Move => ({ type: 'removeRebel', crisis: c.card })),
};

/** Kinds of move that count as taking an Action (so `pass` is refused while any is possible). */
const ACTION_TYPES: readonly MoveType[] = ['buy', 'invest', 'exchangeHand', 'exchangeMarkets', 'audit', 'scam', 'gameTheMarket'];

function legalOf(state: GameState, type: MoveType): Move[] {
  const make = CANDIDATES[type];
  return make ? make(state).filter((m) => checkRules(state, m) === null) : [];
}

export function hasAnyAction(state: GameState): boolean {
  return ACTION_TYPES.some((t) => legalOf(state, t).length > 0);
}

/** The legal moves of each state we have listed, weakly held: states never change, so a list stays right. */
const listed = new WeakMap<GameState, readonly Move[]>();

export function legalMovesOf(state: GameState): readonly Move[] {
  const known = listed.get(state);
  if (known) return known;
  const moves: Move[] = [];
  if (state.phase !== 'gameOver') {
    const accepted = ACCEPTED[state.phase];
    for (const type of accepted) moves.push(...legalOf(state, type));
    if (accepted.has('pass') && !ACTION_TYPES.some((t) => moves.some((m) => m.type === t))) moves.push({ type: 'pass' });
  }
  // The list is shared between callers, so it is frozen. `play` still checks every move in full
  // (measured: trusting listed moves saved less than freezing each of them cost).
  const frozen = Object.freeze(moves);
  listed.set(state, frozen);
  return frozen;
}
