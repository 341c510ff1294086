/**
 * The chance that a Buy succeeds, as the buyer can know it: the face-up card and the face-down
 * cards they Invested themselves are known; every other face-down card at that Market could be any
 * card the buyer has not seen (in the deck, in other hands, face-down elsewhere, in other players'
 * Bribe envelopes or the sealed Space Program envelope, or, at Level 2, among the Crises set aside). Every arrangement of the unseen cards that fits what the buyer knows
 * is equally likely; the set-aside pile holds Crises only, which makes a Crisis in the Market a
 * little less likely than a plain card.
 *
 * Counted exactly, not sampled: the Buy's result depends only on the sums the hidden cards add to
 * each side and on whether a Crisis is among them, so a small table of (cards, sums, Crises) →
 * number of ways replaces the enumeration of every hand of hidden cards.
 */
import { suitAt } from '../../core/seats.ts';
import { type CardId, cardInfo, isCrisis, suitOf } from '../../data/cards.ts';
import type { MarketId } from '../../data/markets.ts';
import { MARKETS } from '../../data/markets.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { modulesOf } from '../../core/module.ts';
import { shelteredFromCrisis, worthOf } from '../../core/zones.ts';
import { crisesOf } from '../crises/index.ts';

export interface BuyOdds {
  /** The chance the Buy succeeds, from 0 to 1. */
  readonly chance: number;
  /** How many face-down cards at the Market the buyer cannot see. */
  readonly hidden: number;
  /** How many cards the buyer has not seen anywhere (what a hidden card could be). */
  readonly unseen: number;
}

/** Every card the seat cannot see now, and how many of the unseen places can hold only a Crisis. */
export function unseenBy(state: GameState, seat: Seat): { cards: CardId[]; crisisOnlySlots: number } {
  const mine = state.players[seat]?.invested ?? [];
  const cards: CardId[] = [...state.deck];
  state.players.forEach((p, i) => {
    if (i !== seat) cards.push(...p.hand);
  });
  for (const m of MARKETS) for (const c of state.markets[m].faceDown) if (!mine.includes(c)) cards.push(c);
  // Cards a module keeps out of the seat's sight: other players' Bribe envelopes, the sealed Space Program envelope.
  for (const m of modulesOf(state)) if (m.unseen) cards.push(...m.unseen(state, seat));
  const aside = crisesOf(state).aside;
  cards.push(...aside);
  return { cards, crisisOnlySlots: aside.length };
}

/** n choose r, as a float (the counts here stay far below 2^53). */
function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let i = 1; i <= r; i++) out = (out * (n - r + i)) / i;
  return out;
}

/**
 * The chance that this Buy wins, for the seat making it: `cards` are the cards it would put
 * forward (worth the table's own values where it gave them, the stand-ins elsewhere), `market` where. Known cards count as they are; hidden ones are
 * counted over every way they could be.
 */
export function buyOdds(state: GameState, seat: Seat, market: MarketId, cards: readonly CardId[]): BuyOdds {
  const player = state.players[seat]!;
  const printedValue = worthOf(state);
  const suit = suitAt(state, seat);
  const mk = state.markets[market];
  const mine = player.invested;
  const known = [...(mk.faceUp === null ? [] : [mk.faceUp]), ...mk.faceDown.filter((c) => mine.includes(c))];
  const hidden = mk.faceDown.length - (known.length - (mk.faceUp === null ? 0 : 1));
  const played = cards.reduce((t, c) => t + printedValue(c), 0);

  // What the known cards add: to the buyer (their Suit), to the Market, and whether a Crisis is there.
  let bonus = 0;
  let other = 0;
  let crisisKnown = false;
  for (const c of known) {
    if (isCrisis(c)) crisisKnown = true;
    else if (suitOf(c) === suit) bonus += printedValue(c);
    else other += printedValue(c);
  }

  const { cards: unseen, crisisOnlySlots } = unseenBy(state, seat);
  // The Luxury Bunker's holder pays nothing for a Crisis (whether they hold it is public).
  const sheltered = shelteredFromCrisis(state, seat);
  const unseenCrises = unseen.filter(isCrisis).length;

  // ways[k] maps "bonus,other,crises" to the number of k-card sets of unseen cards giving those.
  let ways = new Map<string, number>([['0,0,0', 1]]);
  const byCount: Map<string, number>[] = [ways];
  for (let k = 1; k <= hidden; k++) byCount.push(new Map());
  for (const c of unseen) {
    const info = cardInfo(c);
    const addBonus = info.kind === 'resource' && info.suit === suit ? printedValue(c) : 0;
    const addOther = info.kind === 'crisis' || addBonus > 0 ? 0 : printedValue(c);
    const addCrisis = info.kind === 'crisis' ? 1 : 0;
    // Sets of k cards that include c come from sets of k−1 that do not: walk k downwards.
    for (let k = hidden; k >= 1; k--) {
      const from = byCount[k - 1]!;
      const to = byCount[k]!;
      for (const [key, n] of from) {
        const [b, o, x] = key.split(',').map(Number) as [number, number, number];
        const next = `${b + addBonus},${o + addOther},${x + addCrisis}`;
        to.set(next, (to.get(next) ?? 0) + n);
      }
    }
  }
  ways = byCount[hidden]!;

  let win = 0;
  let total = 0;
  for (const [key, n] of ways) {
    const [b, o, x] = key.split(',').map(Number) as [number, number, number];
    // The other unseen places must still be fillable: the Crisis-only ones from the Crises left.
    const weight = n * choose(unseenCrises - x, crisisOnlySlots);
    if (weight === 0) continue;
    const against = other + o + ((crisisKnown || x > 0) && !sheltered ? 3 : 0);
    total += weight;
    if (played + bonus + b > against) win += weight;
  }
  return { chance: total === 0 ? 0 : win / total, hidden, unseen: unseen.length };
}
