/**
 * Buy (`buy.*`): put one or two cards forward, reveal the Market, compare scores with the Suit
 * bonus, claim an Asset on a win, discard everything, then inflation refills the Market.
 */
import type { AssetId } from '../data/assets.ts';
import { BILLIONAIRES } from '../data/billionaires.ts';
import { type CardId, cardName, isCrisis, printedValue, suitOf } from '../data/cards.ts';
import { MARKET_NAMES } from '../data/markets.ts';
import type { Suit } from '../data/suits.ts';
import type { GameEvent } from '../events.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import { sortOutCrises } from './crisis.ts';
import type { Outcome } from './outcome.ts';
import { addToDiscard, dealtMarket, isOpen, marketCards, takeFromDeck, withMarket, withPlayer, wouldWin } from './zones.ts';

type Buy = Extract<Move, { type: 'buy' }>;
type Claim = Extract<Move, { type: 'claim' }>;

export const MAX_BUY_CARDS = 2;

/** Cards dealt to a Market by inflation, by how many Assets it still holds (none: it closes). */
export function inflationCount(assetsLeft: number): number {
  return assetsLeft <= 0 ? 0 : 5 - Math.min(assetsLeft, 3);
}

export interface BuyScore {
  readonly bonus: readonly CardId[];
  readonly buyerScore: number;
  readonly marketScore: number;
}

/** Scores a Buy: revealed cards of the buyer's Suit count for the buyer instead of the Market. */
export function scoreBuy(suit: Suit, played: readonly CardId[], revealed: readonly CardId[]): BuyScore {
  const bonus = revealed.filter((c) => suitOf(c) === suit);
  const sum = (cards: readonly CardId[]) => cards.reduce((t, c) => t + printedValue(c), 0);
  return {
    bonus,
    buyerScore: sum(played) + sum(bonus),
    marketScore: sum(revealed.filter((c) => !bonus.includes(c))),
  };
}

export function checkBuy(state: GameState, move: Buy): IllegalMove | null {
  if (!isOpen(state, move.market))
    return illegal('buy.market-closed', 'market.closed', `The ${MARKET_NAMES[move.market]} Market is closed: it has no Assets left.`);
  const n = move.cards.length;
  if (n < 1 || n > MAX_BUY_CARDS) return illegal('buy.card-count', 'buy.cards', `A Buy uses one or two cards, not ${n}.`);
  if (n === 2 && move.cards[0] === move.cards[1]) return illegal('buy.card-count', 'buy.cards', 'The same card cannot be used twice.');
  const crisis = move.cards.find(isCrisis);
  if (crisis !== undefined)
    return illegal('buy.crisis-in-hand', 'crisis.in-hand', `${cardName(crisis)} is a Crisis: it can only be Invested or Exchanged, never used to Buy.`);
  const hand = state.players[state.current]!.hand;
  if (state.phase === 'turn.gameTheMarket') {
    const gtm = state.aside[0];
    if (gtm === undefined || !move.cards.includes(gtm))
      return illegal('gtm.buy-without-card', 'gtm.buy', 'This Buy must use the Game the Market card (worth 2), plus at most one card from your hand.');
    const rest = move.cards.filter((c) => c !== gtm);
    const missing = rest.find((c) => !hand.includes(c));
    if (missing !== undefined) return illegal('buy.not-in-hand', 'gtm.buy', `${cardName(missing)} is not in your hand.`);
    return null;
  }
  const missing = move.cards.find((c) => !hand.includes(c));
  if (missing !== undefined) return illegal('buy.not-in-hand', 'buy.cards', `${cardName(missing)} is not in your hand.`);
  return null;
}

/**
 * What a Buy would find and score, without changing anything. Level 2: of several Crises only the
 * strongest stays; it counts against the buyer and waits to be Activated once the Buy is resolved.
 */
function evaluateBuy(state: GameState, move: Buy) {
  const suit = BILLIONAIRES[state.players[state.current]!.billionaire].suit;
  const found = marketCards(state.markets[move.market]);
  const crises = sortOutCrises(found);
  const scored = crises.kept === null ? crises.others : [...crises.others, crises.kept];
  const score = scoreBuy(suit, move.cards, scored);
  return { found, crises, score, won: score.buyerScore > score.marketScore };
}

/** Whether this (legal) Buy would win: the statechart asks it to choose between claiming and ending the turn. */
export function buyWouldWin(state: GameState, move: Buy): boolean {
  return evaluateBuy(state, move).won;
}

export function applyBuy(state: GameState, move: Buy): Outcome {
  const player = state.current;
  const { found, crises, score, won } = evaluateBuy(state, move);
  let next = withPlayer(state, player, (p) => ({ ...p, hand: p.hand.filter((c) => !move.cards.includes(c)) }));
  next = { ...next, aside: next.aside.filter((c) => !move.cards.includes(c)) };
  next = withMarket(next, move.market, (m) => ({ ...m, faceUp: null, faceDown: [] }));
  next = addToDiscard(next, crises.discarded);
  next = { ...next, foundCrisis: crises.kept, buy: { market: move.market, played: move.cards, revealed: crises.others, ...score, won } };
  const events: GameEvent[] = [
    { type: 'buyAnnounced', rule: 'buy.cards', player, market: move.market, cards: move.cards },
    { type: 'marketRevealed', rule: 'buy.reveal', player, market: move.market, cards: found },
  ];
  if (crises.discarded.length > 0) events.push({ type: 'crisisDiscarded', rule: 'crisis.several', cards: crises.discarded, card: crises.kept! });
  if (crises.kept !== null) events.push({ type: 'crisisFound', rule: 'crisis.in-market', player, card: crises.kept, count: printedValue(crises.kept) });
  if (score.bonus.length > 0) events.push({ type: 'suitBonus', rule: 'buy.suit-bonus', player, cards: score.bonus });
  events.push({
    type: won ? 'buyWon' : 'buyFailed',
    rule: 'buy.compare',
    player,
    market: move.market,
    score: score.buyerScore,
    against: score.marketScore,
  });
  return { state: next, events };
}

export function checkClaim(state: GameState, move: Claim): IllegalMove | null {
  const buy = state.buy;
  if (!buy || !buy.won) return illegal('claim.no-buy', 'buy.claim', 'There is no won Buy to claim an Asset from.');
  if (!state.markets[buy.market].assets.includes(move.asset))
    return illegal('claim.not-in-market', 'buy.claim', `That Asset is not in the ${MARKET_NAMES[buy.market]} Market.`);
  return null;
}

export function claimableAssets(state: GameState): readonly AssetId[] {
  return state.buy?.won ? state.markets[state.buy.market].assets : [];
}

export function applyClaim(state: GameState, move: Claim): Outcome {
  const market = state.buy!.market;
  let next = withMarket(state, market, (m) => ({ ...m, assets: m.assets.filter((a) => a !== move.asset) }));
  next = withPlayer(next, state.current, (p) => ({ ...p, assets: [...p.assets, move.asset] }));
  return { state: next, events: [{ type: 'assetClaimed', rule: 'buy.claim', player: state.current, asset: move.asset, market }] };
}

/** Whether claiming this Asset would complete the buyer's set (and so win at once). */
export function claimWouldWin(state: GameState, move: Claim): boolean {
  const me = state.players[state.current]!;
  return wouldWin(me, [...me.assets, move.asset]);
}

export function applyDeclineClaim(state: GameState): Outcome {
  return { state, events: [{ type: 'claimDeclined', rule: 'buy.claim', player: state.current }] };
}

/**
 * After a Buy, won or not: every card involved goes to the Discard pile, then inflation deals the
 * Market new cards by the Assets it has left (the last card dealt lands face-up). A Market with no
 * Assets closes instead. A deck that runs out part-way simply deals what it has.
 */
export function finishBuy(state: GameState): Outcome {
  const buy = state.buy;
  if (!buy) return { state, events: [] };
  const used = [...buy.played, ...buy.revealed];
  let next: GameState = addToDiscard({ ...state, buy: null }, used);
  const events: GameEvent[] = [{ type: 'cardsDiscarded', rule: 'buy.discard', player: state.current, cards: used }];
  const assetsLeft = next.markets[buy.market].assets.length;
  const count = inflationCount(assetsLeft);
  if (count === 0) {
    events.push({ type: 'marketClosed', rule: 'market.closed', market: buy.market });
    return { state: next, events };
  }
  const dealt = takeFromDeck(next, count);
  next = withMarket(dealt.state, buy.market, (m) => dealtMarket(m.assets, dealt.cards));
  events.push({
    type: 'inflation',
    rule: 'buy.inflation',
    market: buy.market,
    count: dealt.cards.length,
    wanted: count,
    ...(dealt.cards.length > 0 ? { card: dealt.cards[dealt.cards.length - 1]! } : {}),
  });
  return { state: next, events };
}
