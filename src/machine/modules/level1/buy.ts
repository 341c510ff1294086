/**
 * Buy (`buy.*`): put one or two cards forward, reveal the Market, compare scores with the Suit
 * bonus, claim an Asset on a win, discard everything, then inflation refills the Market.
 */
import { type AssetId } from '../../data/assets.ts';
import { controllerOf, isPuppet, suitAt } from '../../core/seats.ts';
import { type CardId, isCrisis, suitOf } from '../../data/cards.ts';
import { MARKET_NAMES, type MarketId } from '../../data/markets.ts';
import type { Suit } from '../../data/suits.ts';
import { takeAssetFromMarket } from '../../core/assets.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import {
  addToDiscard,
  dealtMarket,
  forgetInvested,
  isOpen,
  marketCards,
  openMarkets,
  shelteredFromCrisis,
  takeFromDeck,
  withMarket,
  withPlayer,
  wouldWin,
  worthOf,
} from '../../core/zones.ts';
import { holdFoundCrisis, sortOutCrises } from '../crises/index.ts';
import { cardsOf, type Cards } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Buy at an open Market with one or two cards (after Game the Market: that card and up to one more). */
    buy: { market: MarketId; cards: readonly CardId[] };
    /** After a won Buy: take one of the Market's Assets. */
    claim: { asset: AssetId };
    /** After a won Buy: take nothing. */
    declineClaim: object;
  }
}

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

/**
 * Scores a Buy: revealed cards of the buyer's Suit count for the buyer instead of the Market.
 * `worth`: what each card counts for now (`worthOf(state)`: the table's values, a Suit Policy);
 * left out, the stand-in values.
 */
export function scoreBuy(suit: Suit | null, played: readonly CardId[], revealed: readonly CardId[], worth: (card: CardId) => number): BuyScore {
  // A seat without a Billionaire has no Suit, so no bonus.
  const bonus = suit === null ? [] : revealed.filter((c) => suitOf(c) === suit);
  const sum = (cards: readonly CardId[]) => cards.reduce((t, c) => t + worth(c), 0);
  return { bonus, buyerScore: sum(played) + sum(bonus), marketScore: sum(revealed.filter((c) => !bonus.includes(c))) };
}

/**
 * Whether a Buy with these cards beats these Market cards (a Crisis among them counts against the
 * buyer; of several, only the strongest). The odds a page shows are counts over this judgement.
 */
export function buyWins(cards: Cards, suit: Suit, played: readonly CardId[], found: readonly CardId[], worth: (card: CardId) => number, sheltered = false): boolean {
  const crises = sortOutCrises(cards, found);
  const scored = crises.kept === null || sheltered ? crises.others : [...crises.others, crises.kept];
  const s = scoreBuy(suit, played, scored, worth);
  return s.buyerScore > s.marketScore;
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

function buyCandidates(state: GameState, seat: Seat): MoveOf<'buy'>[] {
  const hand = state.players[seat]!.hand.filter((c) => !isCrisis(c)); // a Crisis never pays (still checked)
  const open = openMarkets(state);
  if (state.phase === 'turn.gameTheMarket') {
    const gtm = state.aside[0];
    if (gtm === undefined) return [];
    const withHand = [[gtm], ...hand.map((c) => [gtm, c])];
    return open.flatMap((market) => withHand.map((cards) => ({ type: 'buy' as const, seat, market, cards })));
  }
  const sets = subsets(hand);
  return open.flatMap((market) => sets.map((cards) => ({ type: 'buy' as const, seat, market, cards })));
}

/**
 * What a Buy would find and score, without changing anything. `virtual`: points the buyer brings
 * besides its cards (a Puppet's virtual hand of six).
 */
function evaluateBuy(state: GameState, buyer: Seat, market: MarketId, played: readonly CardId[], virtual = 0) {
  const suit = suitAt(state, buyer);
  const found = marketCards(state.markets[market]);
  const crises = sortOutCrises(cardsOf(state), found);
  // The Luxury Bunker's holder finds the Crisis all the same (it is Activated), but it costs them nothing.
  const sheltered = crises.kept !== null && shelteredFromCrisis(state, buyer);
  const scored = crises.kept === null || sheltered ? crises.others : [...crises.others, crises.kept];
  const counted = scoreBuy(suit, played, scored, worthOf(state));
  const score = virtual === 0 ? counted : { ...counted, buyerScore: counted.buyerScore + virtual };
  return { found, crises, sheltered, score, won: score.buyerScore > score.marketScore };
}

/**
 * A Buy from the reveal on: the Market's cards are turned over (a Crisis among them held back to
 * be Activated), scored against what the buyer put forward, and the Buy waits on the table to be
 * claimed from and settled. Shared by a player's Buy and a Puppet's (which brings `virtual` points).
 */
export function revealAndScore(state: GameState, buyer: Seat, market: MarketId, played: readonly CardId[], virtual = 0): Outcome {
  const player = buyer;
  const { found, crises, sheltered, score, won } = evaluateBuy(state, buyer, market, played, virtual);
  let next = forgetInvested(
    withMarket(state, market, (m) => ({ ...m, faceUp: null, faceDown: [] })),
    found,
  );
  next = addToDiscard(next, crises.discarded);
  next = holdFoundCrisis(next, crises.kept);
  const who = buyer === state.current ? {} : { buyer };
  next = { ...next, buy: { market, ...who, played, revealed: crises.others, ...score, won } };
  const events: GameEvent[] = [event('marketRevealed', 'buy.reveal', { player, market, cards: found })];
  if (crises.kept !== null) {
    if (crises.discarded.length > 0) events.push(event('crisisDiscarded', 'crisis.several', { cards: crises.discarded, card: crises.kept }));
    events.push(
      sheltered
        ? event('crisisSheltered', 'bunker.shelter', { player, card: crises.kept })
        : event('crisisFound', 'crisis.in-market', { player, card: crises.kept, count: cardsOf(state).value(crises.kept) }),
    );
  }
  if (score.bonus.length > 0) events.push(event('suitBonus', 'buy.suit-bonus', { player, cards: score.bonus }));
  events.push(event(won ? 'buyWon' : 'buyFailed', 'buy.compare', { player, market, score: score.buyerScore, against: score.marketScore }));
  return { state: next, events };
}

/** Whether this (legal) Buy would win: the statechart asks it to choose between claiming and ending the turn. */
export function buyWouldWin(state: GameState, move: MoveOf<'buy'>): boolean {
  return evaluateBuy(state, move.seat, move.market, move.cards).won;
}

/** A claim after a Puppet's Buy is the Puppet's, made by its controller (two players). */
function claimer(state: GameState, mover: Seat): Seat {
  const buyer = state.buy?.buyer;
  return buyer !== undefined && buyer !== mover && isPuppet(state, buyer) && controllerOf(state, buyer) === mover ? buyer : mover;
}

export const buyFamily = defineMove({
  type: 'buy',
  code: 'b',
  label: 'Buy an Asset',
  rule: 'buy.market',
  words: { group: 'Buy', button: 'Buy' },
  action: true,
  fields: {
    market: field.market,
    cards: field.cards(MAX_BUY_CARDS + 1),
  },
  candidatesAreLegal: true,
  count: (state, seat) => {
    const n = state.players[seat]!.hand.filter((c) => !isCrisis(c)).length;
    const open = openMarkets(state).length;
    if (state.phase === 'turn.gameTheMarket') return state.aside[0] === undefined ? 0 : open * (1 + n);
    return open * (n + (n * (n - 1)) / 2);
  },
  candidates: buyCandidates,
  check: (state, move) => {
    if (!isOpen(state, move.market)) return illegal('buy.market-closed', 'market.closed', `The ${MARKET_NAMES[move.market]} Market is closed: it has no Assets left.`);
    const n = move.cards.length;
    if (n < 1 || n > MAX_BUY_CARDS) return illegal('buy.card-count', 'buy.cards', `A Buy uses one or two cards, not ${n}.`);
    if (n === 2 && move.cards[0] === move.cards[1]) return illegal('buy.card-count', 'buy.cards', 'The same card cannot be used twice.');
    const crisis = move.cards.find(isCrisis);
    if (crisis !== undefined)
      return illegal('buy.crisis-in-hand', 'crisis.in-hand', `${cardsOf(state).cardName(crisis)} is a Crisis: it can only be Invested or Exchanged, never used to Buy.`);
    const hand = state.players[move.seat]!.hand;
    if (state.phase === 'turn.gameTheMarket') {
      const gtm = state.aside[0];
      if (gtm === undefined || !move.cards.includes(gtm))
        return illegal('gtm.buy-without-card', 'gtm.buy', 'This Buy must use the Game the Market card (worth 2), plus at most one card from your hand.');
      const missing = move.cards.find((c) => c !== gtm && !hand.includes(c));
      if (missing !== undefined) return illegal('buy.not-in-hand', 'gtm.buy', `${cardsOf(state).cardName(missing)} is not in your hand.`);
      return null;
    }
    const missing = move.cards.find((c) => !hand.includes(c));
    if (missing !== undefined) return illegal('buy.not-in-hand', 'buy.cards', `${cardsOf(state).cardName(missing)} is not in your hand.`);
    return null;
  },
  apply: (state, move) => {
    let next = withPlayer(state, move.seat, (p) => ({ ...p, hand: p.hand.filter((c) => !move.cards.includes(c)) }));
    next = { ...next, aside: next.aside.filter((c) => !move.cards.includes(c)) };
    const revealed = revealAndScore(next, move.seat, move.market, move.cards);
    return { state: revealed.state, events: [event('buyAnnounced', 'buy.cards', { player: move.seat, market: move.market, cards: move.cards }), ...revealed.events] };
  },
  describe: (move, ctx) => `Buy at ${MARKET_NAMES[move.market]} with ${ctx.cards(move.cards)}`,
});

export const claimFamily = defineMove({
  type: 'claim',
  code: 'c',
  label: 'Claim an Asset (after a won Buy)',
  rule: 'buy.claim',
  words: { group: 'Claim', button: 'Claim' },
  actsAs: claimer,
  fields: { asset: field.asset },
  candidates: (state, seat) => (state.buy?.won ? state.markets[state.buy.market].assets.map((asset) => ({ type: 'claim' as const, seat, asset })) : []),
  check: (state, move) => {
    const buy = state.buy;
    if (!buy || !buy.won) return illegal('claim.no-buy', 'buy.claim', 'There is no won Buy to claim an Asset from.');
    if (!state.markets[buy.market].assets.includes(move.asset))
      return illegal('claim.not-in-market', 'buy.claim', `That Asset is not in the ${MARKET_NAMES[buy.market]} Market.`);
    return null;
  },
  apply: (state, move) => {
    const market = state.buy!.market;
    const taken = takeAssetFromMarket(state, move.seat, move.asset);
    const next = taken.buy ? { ...taken, buy: { ...taken.buy, claimed: true as const } } : taken;
    return { state: next, events: [event('assetClaimed', 'buy.claim', { player: move.seat, asset: move.asset, market })] };
  },
  describe: (move, ctx) => `Claim ${cardsOf(ctx.state).assetName(move.asset)}`,
});

/** Whether claiming this Asset would complete the buyer's set (and so win at once). */
export function claimWouldWin(state: GameState, move: MoveOf<'claim'>): boolean {
  const me = state.players[move.seat]!;
  return wouldWin(cardsOf(state), me, [...me.assets, move.asset]);
}

export const declineClaimFamily = defineMove({
  type: 'declineClaim',
  code: 'x',
  label: 'Claim nothing (after a won Buy)',
  rule: 'buy.claim',
  words: { group: 'Claim', button: 'Claim nothing' },
  actsAs: claimer,
  fields: {},
  candidates: (_state, seat) => [{ type: 'declineClaim', seat }],
  check: () => null,
  apply: (state, move) => ({ state, events: [event('claimDeclined', 'buy.claim', { player: move.seat })] }),
  describe: () => 'Claim nothing',
});

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
  const events: GameEvent[] = [event('cardsDiscarded', 'buy.discard', { player: state.current, cards: used })];
  const count = inflationCount(next.markets[buy.market].assets.length);
  if (count === 0) {
    events.push(event('marketClosed', 'market.closed', { market: buy.market }));
    return { state: next, events };
  }
  const dealt = takeFromDeck(next, count);
  next = withMarket(dealt.state, buy.market, (m) => dealtMarket(m.assets, dealt.cards));
  events.push(event('inflation', 'buy.inflation', { market: buy.market, count: dealt.cards.length, wanted: count, card: dealt.cards[dealt.cards.length - 1] ?? null }));
  return { state: next, events };
}
