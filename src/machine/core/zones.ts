/**
 * Small helpers that read and rewrite parts of the state. They know where things are kept,
 * not what the rules say.
 */
import type { AssetId } from '../data/assets.ts';
import { ASSETS_TO_WIN } from '../data/billionaires.ts';
import type { CardId } from '../data/cards.ts';
import { type Cards, cardsOf } from './cards-of.ts';
import { MARKETS, type MarketId } from '../data/markets.ts';
import { chosenQueue, withChosen } from './chosen-queues.ts';
import { isPuppet, seatsOut } from './seats.ts';
import { modulesOf } from './module.ts';
import type { GameState, MarketState, PlayerIndex, PlayerState } from './state.ts';

export function withPlayer(state: GameState, index: PlayerIndex, update: (p: PlayerState) => PlayerState): GameState {
  const players = state.players.slice();
  players[index] = update(players[index]!);
  return { ...state, players };
}

export function withMarket(state: GameState, id: MarketId, update: (m: MarketState) => MarketState): GameState {
  const markets = { ...state.markets };
  markets[id] = update(state.markets[id]);
  return { ...state, markets };
}

export function isOpen(state: GameState, id: MarketId): boolean {
  return state.markets[id].assets.length > 0;
}

export function openMarkets(state: GameState): MarketId[] {
  return MARKETS.filter((m) => isOpen(state, m));
}

/** A Market's cards, top (face-up) first. */
export function marketCards(m: MarketState): CardId[] {
  return m.faceUp === null ? m.faceDown.slice() : [m.faceUp, ...m.faceDown];
}

/**
 * A Market holding the given cards, dealt in order: the last card dealt lands on top, face-up.
 */
export function dealtMarket(assets: readonly AssetId[], dealt: readonly CardId[]): MarketState {
  if (dealt.length === 0) return { assets, faceUp: null, faceDown: [] };
  const top = dealt[dealt.length - 1]!;
  return { assets, faceUp: top, faceDown: dealt.slice(0, -1).reverse() };
}

/**
 * Takes up to `count` cards from a face-down pile: cards the table has chosen come first (each
 * pulled from wherever it sits in the pile, skipped if no longer there), then from the top.
 */
export function takeChosenFirst(
  pile: readonly CardId[],
  chosen: readonly CardId[],
  count: number,
): { pile: readonly CardId[]; chosen: readonly CardId[]; cards: CardId[] } {
  // Nothing chosen (nearly always): the top cards, without searching the pile.
  if (chosen.length === 0) {
    const n = Math.min(count, pile.length);
    return { pile: pile.slice(n), chosen, cards: pile.slice(0, n) };
  }
  let rest = pile;
  let queue = chosen;
  const cards: CardId[] = [];
  while (cards.length < count && rest.length > 0) {
    let card: CardId | undefined;
    while (queue.length > 0 && card === undefined) {
      const wanted = queue[0]!;
      queue = queue.slice(1);
      if (rest.includes(wanted)) card = wanted;
    }
    card ??= rest[0]!;
    rest = rest.filter((c) => c !== card);
    cards.push(card);
  }
  return { pile: rest, chosen: queue, cards };
}

/** Takes up to `count` cards off the Draw deck (chosen draws first); fewer when it runs out. */
export function takeFromDeck(state: GameState, count: number): { state: GameState; cards: CardId[] } {
  const queue = chosenQueue(state, 'draw') as readonly CardId[];
  const taken = takeChosenFirst(state.deck, queue, count);
  const next = taken.chosen === queue ? state : withChosen(state, 'draw', taken.chosen);
  return { state: { ...next, deck: taken.pile }, cards: taken.cards };
}

export function addToDiscard(state: GameState, cards: readonly CardId[]): GameState {
  return cards.length === 0 ? state : { ...state, discard: [...state.discard, ...cards] };
}

/** The investors no longer know where these cards are (they left the face-down piles). */
export function forgetInvested(state: GameState, cards: readonly CardId[]): GameState {
  if (cards.length === 0 || state.players.every((p) => p.invested.length === 0)) return state;
  return {
    ...state,
    players: state.players.map((p) => (p.invested.some((c) => cards.includes(c)) ? { ...p, invested: p.invested.filter((c) => !cards.includes(c)) } : p)),
  };
}

export function removeFromHand(state: GameState, player: PlayerIndex, cards: readonly CardId[]): GameState {
  return withPlayer(state, player, (p) => ({ ...p, hand: p.hand.filter((c) => !cards.includes(c)) }));
}

export function addToHand(state: GameState, player: PlayerIndex, cards: readonly CardId[]): GameState {
  return cards.length === 0 ? state : withPlayer(state, player, (p) => ({ ...p, hand: [...p.hand, ...cards] }));
}

/** How many of the Assets a Billionaire needs they hold (filled spaces on their board). */
export function neededHeld(cards: Cards, player: PlayerState): number {
  if (player.assets.length === 0 || player.billionaire === null) return 0;
  const needs = cards.needs(player.billionaire);
  let filled = 0;
  for (const m of MARKETS) {
    const need = needs[m] ?? 0;
    if (need === 0) continue;
    let held = 0;
    for (const a of player.assets) if (cards.assetType(a) === m) held++;
    filled += Math.min(held, need);
  }
  return filled;
}

/** Empty Asset spaces on a Billionaire's board. */
export function spacesLeft(cards: Cards, player: PlayerState): number {
  return ASSETS_TO_WIN - neededHeld(cards, player);
}

export function hasAllNeeded(cards: Cards, player: PlayerState): boolean {
  // Five needed Assets take at least five Assets: most players are ruled out without counting.
  return player.assets.length >= ASSETS_TO_WIN && neededHeld(cards, player) >= ASSETS_TO_WIN;
}

/** Would this player hold every needed Asset with this set of Assets? */
export function wouldWin(cards: Cards, player: PlayerState, assets: readonly AssetId[]): boolean {
  return hasAllNeeded(cards, { ...player, assets });
}

/** No module raises a hand limit above this (a Revealed Banker's three): a position's first, rough check. */
export const HIGHEST_HAND_LIMIT = 3;

/** Two cards, unless a module raises a seat's limit (the Revealed Banker holds three). */
export function handLimit(state: GameState, player: PlayerIndex): number {
  let limit = 2;
  for (const m of modulesOf(state)) {
    const raised = m.handLimit?.(state, player);
    if (raised != null && raised > limit) limit = raised;
  }
  return limit;
}

/** Whether a Crisis found in this seat's Buy is kept from counting against it (Level 3's Luxury Bunker). */
export function shelteredFromCrisis(state: GameState, player: PlayerIndex): boolean {
  for (const m of modulesOf(state)) if (m.sheltered?.(state, player)) return true;
  return false;
}

/**
 * What a card counts for now: the table's own value (or our stand-in), times what a module in force
 * does to it (Level 4's Suit Policies double a Suit). Buys, odds, bids and the Toady all count so.
 */
export function worthOf(state: GameState): (card: CardId) => number {
  const cards = cardsOf(state);
  const factors = modulesOf(state).flatMap((m) => (m.cardFactor ? [m.cardFactor] : []));
  if (factors.length === 0) return cards.value;
  return (card) => factors.reduce((v, f) => v * f(state, card), cards.value(card));
}

/** The next player to the left; Puppets take no turns, and seats out of the game none either, so they are passed over. */
export function nextPlayer(state: GameState, from: PlayerIndex): PlayerIndex {
  const n = state.players.length;
  const gone = seatsOut(state);
  let seat = (from + 1) % n;
  for (let k = 0; k < n && (isPuppet(state, seat) || gone.includes(seat)); k++) seat = (seat + 1) % n;
  return seat;
}
