/**
 * The simple player as a Billionaire at a table with a Troublemaker (`modules: ['troublemakers']`):
 * how it answers what the Troublemaker asks. It looks only at its own seat's view: its hand, its own
 * Role, the Rebels and the Crises, the Crises the Reformist has Fixed (public), never the cards
 * the Reformist put forward or the others offered.
 *
 *   - Asked to help a Fix: a Reformist's Fix takes Rebels off the table, which keeps the Revolution
 *     away, so it offers its weakest card of another Suit (worth `LOW_CARD` or less), unless that
 *     Fix could win the game for the Reformist (its Fixed Crises would show 7 Rebel icons); holding
 *     the Celebrity, it offers a Crisis card if it has one instead (the crowd spares the Celebrity,
 *     so it wants the Revolution: a Crisis counts against the Fix and is Activated);
 *   - Fascist Thugs: with `REBELS_HIGH` or more Rebels on the Crises it throws its two weakest
 *     Resource cards of other Suits; otherwise nothing;
 *   - Media Slander, Pacification or the Thugs' removal: a Rebel off the Crisis carrying the most;
 *   - Infiltrator: it trades its hand for two Revolution cards when the hand is weak (worth less
 *     than `WEAK_HAND` without its Crises), and then plays the card best for a Billionaire
 *     (revolution-cards.ts).
 */
import {
  BILLIONAIRES,
  cardInfo,
  type CardId,
  cardsOf,
  viewCards,
  type GameState,
  type Move,
  type MoveOf,
  type PlayerView,
  type TableView,
  worthOf,
} from '../machine/index.ts';
import { pickRevolutionCard } from './revolution-cards.ts';
import type { Decision } from './types.ts';

/** The cards it will give up to a Fix: worth this or less (a card is worth 1 to 3, more under its Suit's Policy). */
const LOW_CARD = 2;
/** Rebels on the Crises from which it pays the Thugs (the Revolution comes at ten). */
const REBELS_HIGH = 6;
/** A hand worth less than this (Crises counting nothing) is one it will trade for two Revolution cards. */
const WEAK_HAND = 4;
/** Rebel icons on Fixed Crises that win the game for the Reformist. */
const REFORMIST_ICONS = 7;

const of =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is MoveOf<T> =>
    m.type === type;

const isCrisis = (c: CardId) => cardInfo(c).kind === 'crisis';
const ownSuit = (me: PlayerView, c: CardId) => {
  const info = cardInfo(c);
  return info.kind === 'resource' && info.suit === BILLIONAIRES[me.billionaire!].suit;
};
const handOf = (me: PlayerView) => me.hand.filter((c): c is CardId => c !== null);
const named = (state: GameState, cards: readonly CardId[]) => cards.map((c) => cardsOf(state).cardName(c)).join(' and ');

function holdsCelebrity(view: TableView, me: PlayerView): boolean {
  const mine = view.modules.roles?.held[me.seat];
  return mine !== null && mine !== undefined && 'role' in mine && mine.role === 'celebrity';
}

function offer(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const offers = legal.filter(of('offerFixCard'));
  const none = offers.find((m) => m.card === undefined)!;
  const tm = view.modules.troublemakers!;
  const crisis = tm.fix!.crisis;
  const crisisOffer = offers.find((m) => m.card !== undefined && isCrisis(m.card));
  if (crisisOffer && holdsCelebrity(view, me))
    return {
      move: crisisOffer,
      reason: `Offers ${cardsOf(state).cardName(crisisOffer.card!)} face-down: it holds the Celebrity, whom the crowd spares, so a Crisis against the Fix (and Activated after it) suits it.`,
      rng,
    };
  const cards = cardsOf(state);
  const icons = tm.fixed.reduce((t, c) => t + cards.rebels(c), 0) + cards.rebels(crisis);
  if (icons >= REFORMIST_ICONS)
    return { move: none, reason: `Offers no card: Fixing ${cardsOf(state).cardName(crisis)} would give the Reformist ${icons} Rebel icons, and the game.`, rng };
  const worth = worthOf(state);
  const low = offers
    .filter((m): m is MoveOf<'offerFixCard'> & { card: CardId } => m.card !== undefined && !isCrisis(m.card) && !ownSuit(me, m.card) && worth(m.card) <= LOW_CARD)
    .sort((x, y) => worth(x.card) - worth(y.card))[0];
  if (low)
    return {
      move: low,
      reason: `Offers ${named(state, [low.card])} face-down: a weak card of another Suit, and a Fix sends the Rebels on ${cardsOf(state).cardName(crisis)} back to the reserve.`,
      rng,
    };
  return { move: none, reason: `Offers no card: it holds no weak card of another Suit (${LOW_CARD} or less) to spare.`, rng };
}

function thugs(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const throws = legal.filter(of('throwToThugs'));
  const nothing = throws.find((m) => m.cards.length === 0)!;
  const rebels = view.modules.crises?.rebelsOnCrises ?? 0;
  if (rebels < REBELS_HIGH) return { move: nothing, reason: `Throws nothing: ${rebels} Rebels on the Crises are not yet a danger worth its cards.`, rng };
  const worth = worthOf(state);
  const spare = handOf(me)
    .filter((c) => cardInfo(c).kind === 'resource' && !ownSuit(me, c))
    .sort((x, y) => worth(x) - worth(y))
    .slice(0, 2);
  const move = spare.length === 0 ? undefined : throws.find((m) => m.cards.length === spare.length && [...m.cards].sort().join() === [...spare].sort().join());
  if (!move) return { move: nothing, reason: `Throws nothing: it holds no Resource card of another Suit to spare.`, rng };
  return { move, reason: `Throws ${named(state, move.cards)} to the Thugs: ${rebels} Rebels stand on the Crises, and every 3 points on the pile takes one off.`, rng };
}

function takeOff(view: TableView, legal: readonly Move[], rng: number): Decision {
  const moves = legal.filter(of('takeOffRebel'));
  const rebels = (card: CardId | undefined) => (card === undefined ? -1 : (view.modules.crises?.guillotine.find((g) => g.card === card)?.rebels ?? 0));
  const move = moves.reduce((best, m) => (rebels(m.crisis) > rebels(best.crisis) ? m : best));
  if (move.crisis === undefined) return { move, reason: 'Takes no Rebel off: none stands on a Crisis.', rng };
  return { move, reason: `Takes a Rebel off ${viewCards(view).cardName(move.crisis)}, the Crisis with the most Rebels (${rebels(move.crisis)}).`, rng };
}

function infiltrate(state: GameState, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const worth = worthOf(state);
  const hand = handOf(me);
  const value = hand.reduce((t, c) => t + (isCrisis(c) ? 0 : worth(c)), 0);
  const take = legal.filter(of('infiltrate')).find((m) => m.take)!;
  const keep = legal.filter(of('infiltrate')).find((m) => !m.take)!;
  if (value < WEAK_HAND)
    return {
      move: take,
      reason: `Trades its hand (${named(state, hand)}, worth ${value}) for two Revolution cards: the hand is weak, and it picks the card played.`,
      rng,
    };
  return { move: keep, reason: `Keeps its hand: ${named(state, hand)} are worth ${value}, too much to throw away.`, rng };
}

/** A Billionaire's decision in one of the Troublemaker's windows, or null when none is open to it. */
export function troublemakerWindow(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  if (!view.modules.troublemakers) return null;
  if (legal.some(of('offerFixCard'))) return offer(state, view, me, legal, rng);
  if (legal.some(of('throwToThugs'))) return thugs(state, view, me, legal, rng);
  if (legal.some(of('takeOffRebel'))) return takeOff(view, legal, rng);
  if (legal.some(of('infiltrate'))) return infiltrate(state, me, legal, rng);
  if (legal.some(of('playRevolution'))) return pickRevolutionCard(view, me, legal, 'billionaire', rng);
  return null;
}
