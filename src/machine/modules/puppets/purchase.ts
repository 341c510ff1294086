/**
 * Purchasing from a Puppet (`puppets.purchase`): on their turn, either person may take one Asset
 * from either Puppet (their own included) by discarding cards worth at least three points in that
 * Puppet's Suit. Special Action cards count toward any Puppet's Suit at their value; a Crisis card
 * never pays. Rulings: it is the turn's Action (so one a turn); any number of cards, but none
 * beyond what is needed (no card could be left out and still reach three); cards count what they
 * count in a Buy now (a Suit Policy doubles its Suit).
 */
import { type AssetId } from '../../data/assets.ts';
import { SUIT_INFO } from '../../data/suits.ts';
import { type CardId, cardInfo, isCrisis, suitOf } from '../../data/cards.ts';
import { passAsset } from '../../core/assets.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import { isPuppet, puppetSeats, suitAt } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { addToDiscard, removeFromHand, worthOf } from '../../core/zones.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Take `asset` from the Puppet in seat `puppet`, paying with `cards` (three points or more in its Suit). */
    purchase: { puppet: Seat; asset: AssetId; cards: readonly CardId[] };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    purchased: { player: Seat; other: Seat; asset: AssetId; cards: readonly CardId[]; total: number };
  }
}

/** The points a purchase from a Puppet must reach. */
export const PURCHASE_PRICE = 3;

/** What a card pays toward this Puppet: its value if of the Puppet's Suit or a Special Action card, else nothing. */
function payingValue(state: GameState, puppet: Seat, worth: (c: CardId) => number): (card: CardId) => number {
  const suit = suitAt(state, puppet);
  return (card) => {
    if (isCrisis(card)) return 0;
    return cardInfo(card).kind === 'special' || suitOf(card) === suit ? worth(card) : 0;
  };
}

/** Whether these cards pay the price with no card to spare. */
function paysExactly(values: readonly number[]): boolean {
  const total = values.reduce((t, v) => t + v, 0);
  return total >= PURCHASE_PRICE && values.every((v) => v > 0 && total - v < PURCHASE_PRICE);
}

/** Every set of hand cards that pays for an Asset of this Puppet with no card to spare. */
function payments(state: GameState, seat: Seat, puppet: Seat): CardId[][] {
  const value = payingValue(state, puppet, worthOf(state));
  const hand = state.players[seat]!.hand.filter((c) => value(c) > 0);
  const out: CardId[][] = [];
  const pick = (from: number, chosen: CardId[]) => {
    if (chosen.length > 0 && paysExactly(chosen.map(value))) out.push(chosen);
    for (let i = from; i < hand.length; i++) pick(i + 1, [...chosen, hand[i]!]);
  };
  pick(0, []);
  return out;
}

/** The Puppets with an Asset to sell. */
const selling = (state: GameState) => puppetSeats(state).filter((seat) => state.players[seat]!.assets.length > 0);

export const purchaseFamily = defineMove({
  type: 'purchase',
  code: '4',
  label: 'Purchase an Asset from a Puppet (your Action)',
  rule: 'puppets.purchase',
  words: { group: 'Purchase from a Puppet', button: 'Purchase' },
  action: true,
  fields: {
    puppet: asked(
      field.seat,
      domain.seat({ label: 'Puppet to Purchase from' }, (ctx) => puppetSeats(ctx.state)),
    ),
    asset: asked(field.asset, domain.assetOf({ label: "The Puppet's Asset to take", empty: 'That Puppet holds no Asset.' }, 'puppet')),
    cards: asked(
      field.cards(8),
      domain.handCards({
        label: "Cards to pay (at least three points in the Puppet's Suit)",
        help: 'Special Action cards count toward any Suit; no card more than needed.',
      }),
    ),
  },
  candidates: (state, seat) =>
    selling(state).flatMap((puppet) =>
      payments(state, seat, puppet).flatMap((cards) => state.players[puppet]!.assets.map((asset) => ({ type: 'purchase' as const, seat, puppet, asset, cards }))),
    ),
  check: (state, move) => {
    if (state.current !== move.seat) return illegal('puppets.not-now', 'puppets.purchase', 'You purchase from a Puppet on your own turn, as your Action.');
    if (!isPuppet(state, move.puppet) || !state.players[move.puppet])
      return illegal('puppets.not-a-puppet', 'puppets.purchase', `Seat ${move.puppet + 1} is not a Puppet: only Puppets sell their Assets.`);
    if (!state.players[move.puppet]!.assets.includes(move.asset))
      return illegal('puppets.not-held', 'puppets.purchase', `That Puppet does not hold the ${cardsOf(state).assetName(move.asset)}.`);
    const hand = state.players[move.seat]!.hand;
    if (new Set(move.cards).size !== move.cards.length) return illegal('puppets.price', 'puppets.purchase', 'The same card cannot be used twice.');
    const missing = move.cards.find((c) => !hand.includes(c));
    if (missing !== undefined) return illegal('puppets.not-in-hand', 'puppets.purchase', `${cardsOf(state).cardName(missing)} is not in your hand.`);
    const crisis = move.cards.find(isCrisis);
    if (crisis !== undefined)
      return illegal('puppets.crisis-pay', 'puppets.purchase', `${cardsOf(state).cardName(crisis)} is a Crisis: a Crisis card never pays a Puppet.`);
    const value = payingValue(state, move.puppet, worthOf(state));
    const values = move.cards.map(value);
    const suit = suitAt(state, move.puppet);
    const stray = move.cards.find((c) => value(c) === 0);
    if (stray !== undefined)
      return illegal(
        'puppets.price',
        'puppets.purchase',
        `${cardsOf(state).cardName(stray)} counts nothing toward this Puppet: only ${suit === null ? '' : `${SUIT_INFO[suit].name} and `}Special Action cards do.`,
      );
    const total = values.reduce((t, v) => t + v, 0);
    if (total < PURCHASE_PRICE)
      return illegal('puppets.price', 'puppets.purchase', `These cards count ${total} in the Puppet's Suit; a purchase needs at least ${PURCHASE_PRICE}.`);
    if (!paysExactly(values)) return illegal('puppets.price', 'puppets.purchase', 'One of these cards is not needed to reach three points: leave it in your hand.');
    return null;
  },
  apply: (state, move) => {
    const value = payingValue(state, move.puppet, worthOf(state));
    const total = move.cards.reduce((t, c) => t + value(c), 0);
    const paid = addToDiscard(removeFromHand(state, move.seat, move.cards), move.cards);
    return {
      state: passAsset(paid, move.puppet, move.seat, move.asset),
      events: [event('purchased', 'puppets.purchase', { player: move.seat, other: move.puppet, asset: move.asset, cards: move.cards, total })],
    };
  },
  describe: (move, ctx) => `Purchase the ${cardsOf(ctx.state).assetName(move.asset)} from ${ctx.name(move.puppet)} with ${ctx.cards(move.cards)}`,
});
