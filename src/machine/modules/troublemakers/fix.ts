/**
 * Fixing a Crisis (`tm.fix`), the Reformist's own Action: choose an Activated Crisis and put forward
 * up to two cards face-down; each Billionaire, from the Reformist's left, may offer one card
 * face-down; the Reformist accepts or refuses each offer (a refused card goes back to its owner);
 * then as many cards are drawn face-up as the Crisis's printed Rebel icons. Strictly more points
 * fixes it: its Rebels go back to the reserve and the Reformist keeps the card. Every card used goes
 * to the Discard pile either way.
 *
 * A Crisis card among them (`tm.fix-crisis`) counts 3 against the Fix, and is then Activated as in
 * a Buy, in the order committed, offered, drawn, the Reformist counting as its cause: Rebels, two
 * more Crises to the Discard pile, and a Policy setting; each Crisis's setting is over before the
 * next is Activated (`resumeFix`, taken up by the chart once the table's windows close).
 */
import { type CardId, cardInfo } from '../../data/cards.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field, MAX_SEATS, optional } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type DescribeContext } from '../../core/moves.ts';
import { andList, possessive } from '../../core/wording.ts';
import type { Outcome } from '../../core/outcome.ts';
import { billionaireSeats, peopleFrom } from '../../core/seats.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, closeWindow, openWindow, seatDone } from '../../core/windows.ts';
import { addToDiscard, addToHand, removeFromHand, takeFromDeck, worthOf } from '../../core/zones.ts';
import { activateCrisis, crisesOf, guillotineCrisis, withCrises } from '../crises/index.ts';
import { settingForNewCrises } from '../policy/index.ts';
import { afterBuyCrisis } from '../roles/index.ts';
import { troublemakersOf, withTroublemakers } from './slice.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import { offerSeats } from './forms.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** The Reformist's Action: Fix this Activated Crisis with these cards (none to two) from hand. */
    fixCrisis: { crisis: CardId; cards: readonly CardId[] };
    /** A Billionaire asked to help a Fix: offer this card face-down, or none. */
    offerFixCard: { card?: CardId };
    /** The Reformist, once every Billionaire has answered: the seats whose offers they accept. */
    acceptFixOffers: { seats: readonly Seat[] };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    fixStarted: { player: Seat; crisis: CardId; count: number };
    fixOffered: { player: Seat; offered: boolean; card: CardId | null; secret: true };
    fixOffersAnswered: { player: Seat; accepted: readonly Seat[]; refused: readonly Seat[] };
    fixDrawn: { player: Seat; cards: readonly CardId[] };
    fixResult: { player: Seat; crisis: CardId; fixed: boolean; score: number; against: number; cards: readonly CardId[] };
  }
}

export const OFFER_WINDOW = 'tm.fix-offer';
export const ACCEPT_WINDOW = 'tm.fix-accept';
/** The Reformist puts forward two cards at most. */
const MAX_COMMITTED = 2;
/** What a Crisis card counts against a Fix, wherever it turns up. */
export const CRISIS_AGAINST = 3;

/** What cards count in a Fix: their points (a Suit Policy included; a Crisis card none) and how many are Crises, each `CRISIS_AGAINST` against. */
export function fixCount(state: GameState, cards: readonly CardId[]): { points: number; crises: number } {
  const worth = worthOf(state);
  const crises = cards.filter((c) => cardInfo(c).kind === 'crisis').length;
  return { points: cards.reduce((t, c) => t + (cardInfo(c).kind === 'crisis' ? 0 : worth(c)), 0), crises };
}

const isReformist = (state: GameState, seat: Seat) => seat === state.options.troublemaker && !troublemakersOf(state).declared;

export const fixCrisisFamily = defineMove({
  type: 'fixCrisis',
  code: '8c',
  label: 'Fix a Crisis with up to two cards face-down (the Reformist’s Action)',
  rule: 'tm.fix',
  words: { group: 'Fix a Crisis', button: 'Fix it' },
  action: true,
  fields: {
    crisis: asked(field.card, guillotineCrisis({ label: 'Crisis' })),
    cards: asked(
      field.cards(MAX_COMMITTED),
      domain.handCards({ label: 'Cards to put forward, face-down (none, one or two)', empty: 'No cards in hand: the Fix can still be tried with none.' }),
    ),
  },
  candidates: (state, seat) => {
    if (!isReformist(state, seat) || state.current !== seat || state.modules.troublemakers === undefined) return [];
    const hand = [...new Set(state.players[seat]!.hand)];
    const sets: CardId[][] = [[], ...hand.map((c) => [c]), ...hand.flatMap((a, i) => hand.slice(i + 1).map((b) => [a, b]))];
    return crisesOf(state).guillotine.flatMap((g) => sets.map((cards) => ({ type: 'fixCrisis' as const, seat, crisis: g.card, cards })));
  },
  check: (state, move) => {
    if (!isReformist(state, move.seat)) return illegal('tm.reformist', 'tm.fix', 'Only the Reformist Fixes a Crisis.');
    if (state.current !== move.seat) return illegal('tm.reformist', 'tm.fix', 'The Reformist Fixes a Crisis on their own turn, as its Action.');
    if (!crisesOf(state).guillotine.some((g) => g.card === move.crisis))
      return illegal('tm.reformist', 'tm.fix', 'Only an Activated Crisis, beside the Guillotine, can be Fixed.');
    if (move.cards.length > MAX_COMMITTED) return illegal('tm.reformist', 'tm.fix', 'The Reformist puts forward two cards at most.');
    const hand = [...state.players[move.seat]!.hand];
    for (const c of move.cards) {
      const i = hand.indexOf(c);
      if (i < 0) return illegal('tm.reformist', 'tm.fix', 'Those cards are not all in your hand.');
      hand.splice(i, 1);
    }
    return null;
  },
  apply: (state, move) => {
    const fix = { crisis: move.crisis, committed: move.cards, offers: [] };
    const next = withTroublemakers(removeFromHand(state, move.seat, move.cards), (t) => ({ ...t, fix }));
    // Every Billionaire is asked, in turn from the Reformist's left (a Billionaire with no card answers "none").
    const asked = peopleFrom(next, move.seat).filter((s) => s !== move.seat && billionaireSeats(next).includes(s));
    const started = event('fixStarted', 'tm.fix', { player: move.seat, crisis: move.crisis, count: move.cards.length });
    if (asked.length === 0) return { state: next, events: [started, ...openAccept(next).events] };
    return { state: openWindow(next, { kind: OFFER_WINDOW, seats: asked, mode: 'ordered' }), events: [started] };
  },
  describe: (move, ctx) =>
    `Fix ${ctx.card(move.crisis)} with ${move.cards.length === 0 ? 'no cards' : `${move.cards.length} card${move.cards.length === 1 ? '' : 's'} face-down`}`,
});

/** Every Billionaire has answered: the Reformist accepts or refuses the offers (none made: the draw follows at once). */
function openAccept(state: GameState): Outcome {
  const fix = troublemakersOf(state).fix!;
  if (fix.offers.every((o) => o.card === null)) return resolveFix(state, []);
  return { state: openWindow(state, { kind: ACCEPT_WINDOW, seats: [state.options.troublemaker!], mode: 'ordered' }), events: [] };
}

export const offerFixCardFamily = defineMove({
  type: 'offerFixCard',
  code: '8d',
  label: 'Fix: offer the Reformist a card face-down, or none',
  rule: 'tm.fix',
  words: { group: 'Help the Fix', button: 'Offer' },
  fields: { card: asked(optional(field.card), domain.handCard({ label: 'Card to offer, face-down', none: 'No card' })) },
  candidates: (state, seat) =>
    asks(state, OFFER_WINDOW, seat)
      ? [{ type: 'offerFixCard' as const, seat }, ...[...new Set(state.players[seat]!.hand)].map((card) => ({ type: 'offerFixCard' as const, seat, card }))]
      : [],
  check: (state, move) => {
    if (!asks(state, OFFER_WINDOW, move.seat)) return illegal('tm.reformist', 'tm.fix', 'Nobody is asking you to help a Fix now.');
    if (move.card !== undefined && !state.players[move.seat]!.hand.includes(move.card)) return illegal('tm.reformist', 'tm.fix', 'That card is not in your hand.');
    return null;
  },
  apply: (state, move) => {
    const card = move.card ?? null;
    let next = card === null ? state : removeFromHand(state, move.seat, [card]);
    next = withTroublemakers(next, (t) => ({ ...t, fix: { ...t.fix!, offers: [...t.fix!.offers, { seat: move.seat, card }] } }));
    next = seatDone(next, move.seat);
    const offered = event('fixOffered', 'tm.fix', { player: move.seat, offered: card !== null, card, secret: true });
    if (next.windows.at(-1)?.kind === OFFER_WINDOW) return { state: next, events: [offered] };
    const after = openAccept(next);
    return { state: after.state, events: [offered, ...after.events] };
  },
  // The card is face-down: named only to its owner and the table view.
  describe: (move, ctx) =>
    move.card === undefined ? 'Offer no card' : ctx.viewer === 'table' || ctx.viewer === move.seat ? `Offer ${ctx.card(move.card)} face-down` : 'Offer a card face-down',
});

export const acceptFixOffersFamily = defineMove({
  type: 'acceptFixOffers',
  code: '8e',
  label: 'Fix: accept or refuse the offers (the Reformist)',
  rule: 'tm.fix',
  words: { group: 'Accept or refuse the offers', button: 'Answer' },
  fields: { seats: asked(field.seatList(MAX_SEATS), offerSeats({ label: 'Offers to accept (the others are refused)' })) },
  candidates: (state, seat) => {
    if (!asks(state, ACCEPT_WINDOW, seat)) return [];
    const offering = troublemakersOf(state).fix!.offers.flatMap((o) => (o.card === null ? [] : [o.seat]));
    // Every subset of the offers, as a list of seats in seat order.
    return Array.from({ length: 1 << offering.length }, (_, mask) => ({ type: 'acceptFixOffers' as const, seat, seats: offering.filter((_, i) => mask & (1 << i)) }));
  },
  check: (state, move) => {
    if (!asks(state, ACCEPT_WINDOW, move.seat)) return illegal('tm.reformist', 'tm.fix', 'The Reformist answers the offers once every Billionaire has been asked.');
    const offering = troublemakersOf(state).fix!.offers.flatMap((o) => (o.card === null ? [] : [o.seat]));
    if (move.seats.some((s) => !offering.includes(s))) return illegal('tm.reformist', 'tm.fix', 'Only an offer made can be accepted.');
    return null;
  },
  apply: (state, move) => resolveFix(closeWindow(state), move.seats),
  describe: (move, ctx) => answerWords(move.seats, ctx),
});

/** "the Aristocrat (seat 2)". */
const seatNamed = (ctx: DescribeContext, seat: Seat) => `${ctx.name(seat)} (seat ${seat + 1})`;

/** One offer ("the Aristocrat's offer (seat 2)") or several ("the offers of the Aristocrat (seat 2) and …"). */
const offersOf = (ctx: DescribeContext, seats: readonly Seat[]) =>
  seats.length === 1 ? `${possessive(ctx.name(seats[0]!))} offer (seat ${seats[0]! + 1})` : `the offers of ${andList(seats.map((s) => seatNamed(ctx, s)))}`;

/**
 * The Reformist's answer naming every offer, taken or turned down ("Accept the Aristocrat's offer
 * (seat 2); refuse the Tech Overlord's (seat 4)"); with no Fix under way, the seats accepted.
 */
function answerWords(seats: readonly Seat[], ctx: DescribeContext): string {
  const fix = troublemakersOf(ctx.state).fix;
  if (!fix) return seats.length === 0 ? 'Refuse every offer' : `Accept ${offersOf(ctx, seats)}`;
  const offering = fix.offers.flatMap((o) => (o.card === null ? [] : [o.seat]));
  const accepted = offering.filter((s) => seats.includes(s));
  const refused = offering.filter((s) => !seats.includes(s));
  if (accepted.length === 0) return refused.length === 1 ? `Refuse ${offersOf(ctx, refused)}` : `Refuse every offer: ${andList(refused.map((s) => seatNamed(ctx, s)))}`;
  const yes = `Accept ${offersOf(ctx, accepted)}`;
  if (refused.length === 0) return yes;
  return `${yes}; refuse ${refused.length === 1 ? `${possessive(ctx.name(refused[0]!))} (seat ${refused[0]! + 1})` : `those of ${andList(refused.map((s) => seatNamed(ctx, s)))}`}`;
}

/** The draw and the count: refused cards go back; drawn cards face-up; strictly more points fixes the Crisis. */
function resolveFix(state: GameState, accepted: readonly Seat[]): Outcome {
  const fix = troublemakersOf(state).fix!;
  const reformist = state.options.troublemaker!;
  let next = state;
  const refused = fix.offers.filter((o) => o.card !== null && !accepted.includes(o.seat));
  for (const o of refused) next = addToHand(next, o.seat, [o.card!]);
  const helping = fix.offers.filter((o) => o.card !== null && accepted.includes(o.seat)).map((o) => o.card!);
  const events: GameEvent[] = [event('fixOffersAnswered', 'tm.fix', { player: reformist, accepted: [...accepted], refused: refused.map((o) => o.seat) })];
  // As many cards as the Crisis's printed Rebel icons, whatever Rebels still stand on it.
  const drawn = takeFromDeck(next, cardsOf(state).rebels(fix.crisis));
  next = drawn.state;
  events.push(event('fixDrawn', 'tm.fix', { player: reformist, cards: drawn.cards }));
  const ours = fixCount(next, [...fix.committed, ...helping]);
  const theirs = fixCount(next, drawn.cards);
  const score = ours.points;
  const against = theirs.points + CRISIS_AGAINST * (ours.crises + theirs.crises);
  const fixed = score > against;
  const used = [...fix.committed, ...helping, ...drawn.cards];
  const isCrisis = (c: CardId) => cardInfo(c).kind === 'crisis';
  next = addToDiscard(
    next,
    used.filter((c) => !isCrisis(c)),
  );
  if (fixed) {
    next = withCrises(next, (c) => ({ ...c, guillotine: c.guillotine.filter((g) => g.card !== fix.crisis), left: (c.left ?? 0) + 1 }));
    next = withTroublemakers(next, (t) => ({ ...t, fixed: [...t.fixed, fix.crisis] }));
  }
  // Crises that turned up wait to be Activated one at a time, once the Fix is settled (see `resumeFix`).
  next = withTroublemakers(next, (t) => ({ ...t, fix: null, activating: used.filter(isCrisis) }));
  events.push(event('fixResult', 'tm.fix', { player: reformist, crisis: fix.crisis, fixed, score, against, cards: used }));
  return { state: next, events };
}

/**
 * The Crises a Fix found, one at a time, the Reformist their cause: Rebels and two more Crises to
 * the Discard pile, then a Policy setting; once the setting (its effect included) is over, the
 * Disaster Speculator's chance; then the next Crisis. Null when nothing is left to do.
 */
export function resumeFix(state: GameState): Outcome | null {
  const t = troublemakersOf(state);
  if (t.speculatorDue) return afterBuyCrisis(withTroublemakers(state, (s) => ({ ...s, speculatorDue: false })));
  const [card, ...rest] = t.activating;
  if (card === undefined) return null;
  const reformist = state.options.troublemaker!;
  const queued = withTroublemakers(state, (s) => ({ ...s, activating: rest, speculatorDue: true }));
  const activated = activateCrisis(queued, card, reformist, 'tm.fix-crisis');
  const setting = settingForNewCrises(activated.state);
  return { state: setting.state, events: [...activated.events, ...setting.events] };
}
