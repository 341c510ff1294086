/**
 * Tax Tyranny (`policy.tax-tyranny`): the two richest Billionaires (fewest Assets still needed; a
 * tie by die) each pay: cards from the hand worth three points, or an Asset of their choice back to
 * its Market. Rulings: at least three points with no card more than needed, Resource and Special
 * Action cards only (never a Crisis, never the envelope); one who cannot reach three points but holds
 * an Asset must return one; one who can do neither is untouched. The richest pays first. With
 * Puppets (`policy.tax-puppets`), a Puppet is a Billionaire and may be among the two richest: it has
 * no hand, so it pays with an Asset its controller chooses, or is untouched if it holds none.
 */
import { type AssetId } from '../../../data/assets.ts';
import { type CardId, isCrisis } from '../../../data/cards.ts';
import { returnAsset } from '../../../core/assets.ts';
import { event, type GameEvent } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../../core/moves.ts';
import type { Outcome } from '../../../core/outcome.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { pickAmong } from '../../../core/tie-break.ts';
import { asks, openWindow, seatDone } from '../../../core/windows.ts';
import { addToDiscard, addToHand, neededHeld, removeFromHand, worthOf } from '../../../core/zones.ts';
import { billionaireSeats, isBillionaire, isPuppet, peopleSeats, puppetOf } from '../../../core/seats.ts';
import { corrected } from '../../../core/editions.ts';
import { modulesOf } from '../../../core/module.ts';
import { discardDownIfOver } from '../../roles/index.ts';
import { asked } from '../../../core/form.ts';
import { domain } from '../../../core/form-domains.ts';
import { cardsOf } from '../../../core/cards-of.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Tax Tyranny: pay with these cards from your hand. */
    payTaxCards: { cards: readonly CardId[] };
    /** Tax Tyranny: return this Asset to its Market instead. */
    payTaxAsset: { asset: AssetId };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    taxed: { players: readonly Seat[] };
    taxUntouched: { player: Seat };
    taxPaid: { player: Seat; cards: readonly CardId[]; total: number };
  }
}

export const TAX_WINDOW = 'policy.tax';
/** The correction that counts Puppets among the Billionaires Tax Tyranny may fall on. */
export const TAX_PUPPETS = 'policy.tax-puppets';

/** Once everyone has paid, a seat that received the tax and holds too many cards discards down. */
function afterPayment(state: GameState): GameState {
  return taxReceiver(state) !== null && state.windows.at(-1)?.kind !== TAX_WINDOW ? discardDownIfOver(state) : state;
}

/** The seat that receives the cards paid in tax (the Reformist), if a module names one. */
function taxReceiver(state: GameState): Seat | null {
  for (const m of modulesOf(state)) {
    const seat = m.receivesTax?.(state);
    if (seat !== undefined && seat !== null) return seat;
  }
  return null;
}
export const TAX_POINTS = 3;

/** The sets of hand cards that pay the tax: worth three or more, none of them more than needed. */
function payments(state: GameState, seat: Seat): CardId[][] {
  const worth = worthOf(state);
  const hand = state.players[seat]!.hand.filter((c) => !isCrisis(c));
  const sets: CardId[][] = [[]];
  for (const c of hand) for (const s of sets.slice()) sets.push([...s, c]);
  const total = (cards: readonly CardId[]) => cards.reduce((t, c) => t + worth(c), 0);
  return sets.filter((s) => total(s) >= TAX_POINTS && s.every((c) => total(s) - worth(c) < TAX_POINTS));
}

const canPay = (state: GameState, seat: Seat) => payments(state, seat).length > 0 || state.players[seat]!.assets.length > 0;

/** The two richest, richest first: most needed Assets held, ties at random (or as the table chose). */
function richestTwo(state: GameState): { state: GameState; seats: Seat[] } {
  let next = state;
  // Ruling: Tax Tyranny falls on Billionaires, Puppets included (a Troublemaker plays none). Before
  // `policy.tax-puppets`, only the people playing a Billionaire were weighed.
  let left = corrected(state, TAX_PUPPETS) ? [...billionaireSeats(state)] : peopleSeats(state).filter((seat) => isBillionaire(state, seat));
  const out: Seat[] = [];
  while (out.length < 2 && left.length > 0) {
    const best = Math.max(...left.map((s) => neededHeld(cardsOf(state), state.players[s]!)));
    const picked = pickAmong(
      next,
      left.filter((s) => neededHeld(cardsOf(state), state.players[s]!) === best),
    );
    next = picked.state;
    out.push(picked.seat);
    left = left.filter((s) => s !== picked.seat);
  }
  return { state: next, seats: out };
}

export function startTax(state: GameState): Outcome {
  const { state: next, seats } = richestTwo(state);
  const events: GameEvent[] = [event('taxed', 'policy.tax-tyranny', { players: seats })];
  const paying = seats.filter((s) => canPay(next, s));
  for (const s of seats) if (!paying.includes(s)) events.push(event('taxUntouched', 'policy.tax-tyranny', { player: s }));
  if (paying.length === 0) return { state: next, events };
  return { state: openWindow(next, { kind: TAX_WINDOW, seats: paying, mode: 'ordered' }), events };
}

const paying = (state: GameState, seat: Seat) => asks(state, TAX_WINDOW, seat);
const notNow = () => illegal('policy.not-now', 'policy.tax-tyranny', 'Only the richest Billionaires pay Tax Tyranny, as it is set.');

/** Who pays with an Asset when `mover` pays: their Puppet when the tax is asked of it now (its controller chooses the Asset). */
function taxPayer(state: GameState, mover: Seat): Seat {
  const puppet = puppetOf(state, mover);
  return puppet !== null && !paying(state, mover) && paying(state, puppet) ? puppet : mover;
}

export const payTaxCardsFamily = defineMove({
  type: 'payTaxCards',
  code: 'X',
  label: 'Policy: Tax Tyranny, pay with cards',
  rule: 'policy.tax-tyranny',
  words: { group: 'Policy', button: 'Pay' },
  fields: {
    cards: asked(field.cards(3), domain.handCards({ label: 'Cards to pay (at least three points)', help: 'Never a Crisis, and no card more than needed.' })),
  },
  candidates: (state, seat) => (paying(state, seat) ? payments(state, seat).map((cards): MoveOf<'payTaxCards'> => ({ type: 'payTaxCards', seat, cards })) : []),
  check: (state, move) => {
    if (!paying(state, move.seat)) return notNow();
    const fits = payments(state, move.seat).some((s) => s.length === move.cards.length && s.every((c) => move.cards.includes(c)));
    return fits
      ? null
      : illegal(
          'policy.tax-cards',
          'policy.tax-tyranny',
          'Pay with cards from your hand worth at least three points, with no card more than needed, and never a Crisis.',
        );
  },
  apply: (state, move) => {
    const total = move.cards.reduce((t, c) => t + worthOf(state)(c), 0);
    const receiver = taxReceiver(state);
    const paid = removeFromHand(state, move.seat, move.cards);
    // The cards go to the Discard pile, or to a seat a module names (the Reformist), who discards down once all have paid.
    const next = afterPayment(seatDone(receiver === null ? addToDiscard(paid, move.cards) : addToHand(paid, receiver, move.cards), move.seat));
    return { state: next, events: [event('taxPaid', 'policy.tax-tyranny', { player: move.seat, cards: move.cards, total })] };
  },
  describe: (move, ctx) => `Pay ${ctx.cards(move.cards)}`,
});

export const payTaxAssetFamily = defineMove({
  type: 'payTaxAsset',
  code: 'Z',
  label: 'Policy: Tax Tyranny, pay with an Asset',
  rule: 'policy.tax-tyranny',
  words: { group: 'Policy', button: 'Pay' },
  actsAs: taxPayer,
  fields: {
    asset: asked(
      field.asset,
      domain.asset({ label: 'Asset to pay', empty: 'No Asset to pay with.' }, (ctx) => ctx.state.players[taxPayer(ctx.state, ctx.seat)]?.assets ?? []),
    ),
  },
  candidatesAreLegal: true,
  candidates: (state, seat) => (paying(state, seat) ? state.players[seat]!.assets.map((asset) => ({ type: 'payTaxAsset' as const, seat, asset })) : []),
  check: (state, move) => {
    if (!paying(state, move.seat)) return notNow();
    return state.players[move.seat]!.assets.includes(move.asset)
      ? null
      : illegal('policy.tax-asset', 'policy.tax-tyranny', `You do not hold the ${cardsOf(state).assetName(move.asset)}.`);
  },
  apply: (state, move) => {
    const back = returnAsset(state, move.seat, move.asset);
    return { state: afterPayment(seatDone(back.state, move.seat)), events: back.events };
  },
  describe: (move, ctx) =>
    isPuppet(ctx.state, move.seat)
      ? `Return ${ctx.name(move.seat)}'s ${cardsOf(ctx.state).assetName(move.asset)} to its Market`
      : `Return the ${cardsOf(ctx.state).assetName(move.asset)} to its Market`,
});
