/**
 * How likely a Buy at a Market is to win, as one seat can know it: for its own Buys and for its
 * Puppet's (a Puppet offers a fixed 6, `puppets.buy`, and never holds the Luxury Bunker). The
 * engine's `buyOdds` answers for a seat Buying with its own cards; a Puppet has neither cards nor
 * knowledge of its own, and its controller weighs many offers at each Market when it plans, so the
 * count is done here once per Market and Suit and then read for any offer.
 *
 * Counted exactly, as `buyOdds` counts (a test checks they agree): the face-up card and the
 * face-down cards the seat Invested are known; every other face-down card could be any card the
 * seat has not seen, each arrangement equally likely, with the set-aside pile holding Crises only.
 * Unseen cards that add the same to a Buy are counted together, which keeps it fast.
 *
 * What it reads: the seat's own Invested cards, the public table, and the list of cards the seat has
 * not seen (`unseenBy`: other players' envelopes and the sealed Space Program envelope among them),
 * a list that stays the same however those cards lie among the deck, the other hands, the face-down
 * places and the envelopes: so no chance can tell where a hidden card is.
 */
import { BILLIONAIRES, cardInfo, type CardId, type GameState, type MarketId, type Seat, type Suit, worthOf } from '../machine/index.ts';
import { shelteredFromCrisis } from '../machine/core/zones.ts';
import { unseenBy } from '../machine/modules/level1/odds.ts';
import { PUPPET_HAND } from '../machine/modules/puppets/index.ts';
import { billionaireOf } from './sides.ts';

/** A Buy this likely to win is worth making (or steering a Puppet to). */
export const LIKELY = 2 / 3;

/** What a Crisis found in a Buy counts against the buyer (the strongest one only). */
export const CRISIS_COST = 3;
/** Radixes packing (cards drawn, Crises among them, margin) into one number. */
const CARDS = 128;
const MARGIN = 8192;

/** n choose r, as a float (the counts here stay far below 2^53). */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let i = 1; i <= r; i++) out = (out * (n - r + i)) / i;
  return out;
}

/** What a card found at the Market adds to the buyer's side against the Market's, and whether it is a Crisis. */
function effect(card: CardId, suit: Suit, worth: (c: CardId) => number): { margin: number; crisis: number } {
  const info = cardInfo(card);
  if (info.kind === 'crisis') return { margin: 0, crisis: 1 };
  return { margin: info.kind === 'resource' && info.suit === suit ? worth(card) : -worth(card), crisis: 0 };
}

/**
 * The chance of winning a Buy at `market`, for a buyer of `suit`, as `viewer` can know it, for any
 * offer (the points the buyer puts forward): count once, then ask for several offers.
 */
export function chanceAt(state: GameState, viewer: Seat, market: MarketId, suit: Suit, sheltered: boolean): (offer: number) => number {
  const worth = worthOf(state);
  const mk = state.markets[market];
  const mine = state.players[viewer]!.invested;
  let known = 0;
  let crisisKnown = false;
  for (const c of [...(mk.faceUp === null ? [] : [mk.faceUp]), ...mk.faceDown.filter((c) => mine.includes(c))]) {
    const e = effect(c, suit, worth);
    known += e.margin;
    crisisKnown ||= e.crisis > 0;
  }
  const hidden = mk.faceDown.filter((c) => !mine.includes(c)).length;
  const { cards: unseen, crisisOnlySlots } = unseenBy(state, viewer);
  // Unseen cards that count the same are interchangeable: "margin,crisis" → how many.
  const groups = new Map<string, { margin: number; crisis: number; count: number }>();
  for (const c of unseen) {
    const e = effect(c, suit, worth);
    const key = `${e.margin},${e.crisis}`;
    const g = groups.get(key);
    if (g) g.count++;
    else groups.set(key, { ...e, count: 1 });
  }
  const unseenCrises = unseen.filter((c) => cardInfo(c).kind === 'crisis').length;
  // (cards drawn, Crises among them, margin) → number of sets of unseen cards giving them.
  let ways = new Map<number, number>([[MARGIN / 2, 1]]);
  for (const g of groups.values()) {
    const next = new Map<number, number>();
    for (const [key, n] of ways) {
      const k = Math.floor(key / (CARDS * MARGIN));
      for (let j = 0; j <= Math.min(g.count, hidden - k); j++) {
        const to = key + j * (CARDS * MARGIN + g.crisis * MARGIN + g.margin);
        next.set(to, (next.get(to) ?? 0) + n * choose(g.count, j));
      }
    }
    ways = next;
  }
  const outcomes: { margin: number; weight: number }[] = [];
  for (const [key, n] of ways) {
    if (Math.floor(key / (CARDS * MARGIN)) !== hidden) continue;
    const x = Math.floor(key / MARGIN) % CARDS;
    const margin = (key % MARGIN) - MARGIN / 2;
    // The set-aside places hold only Crises: they must still be fillable from the Crises left.
    const weight = n * choose(unseenCrises - x, crisisOnlySlots);
    const crisis = (crisisKnown || x > 0) && !sheltered ? CRISIS_COST : 0;
    if (weight > 0) outcomes.push({ margin: known + margin - crisis, weight });
  }
  const total = outcomes.reduce((t, o) => t + o.weight, 0);
  return (offer) => (total === 0 ? 0 : outcomes.reduce((t, o) => t + (offer + o.margin > 0 ? o.weight : 0), 0) / total);
}

/** The chance that `viewer`'s own Buy at `market` wins with an offer of `offer` points. */
export function ownChanceAt(state: GameState, viewer: Seat, market: MarketId): (offer: number) => number {
  return chanceAt(state, viewer, market, BILLIONAIRES[billionaireOf(state.players[viewer]!)].suit, shelteredFromCrisis(state, viewer));
}

/** The chance, from 0 to 1, that `puppet` wins a Buy at `market` now, as `controller` can know it. */
export function puppetBuyChance(state: GameState, controller: Seat, puppet: Seat, market: MarketId): number {
  return chanceAt(state, controller, market, BILLIONAIRES[billionaireOf(state.players[puppet]!)].suit, false)(PUPPET_HAND);
}
