/**
 * Getting a Role (`setup.roles`, `roles.end-of-round`): the draft before the first turn, and the
 * end of each Round, where Revealed Roles go back, hidden ones may be kept, and players without a
 * Role draw new ones, Poorest first. Each is a decision window asked in a fixed order; whether a seat
 * is asked depends only on what the table can see (who holds a Role card, who has empty spaces).
 */
import type { CardId } from '../../data/cards.ts';
import { type RoleId, roleName, rolesFor } from '../../data/roles.ts';
import { event, type GameEvent } from '../../core/events.ts';
import { field, optional } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove, type MoveOf } from '../../core/moves.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';
import type { Outcome } from '../../core/outcome.ts';
import { nextFloat, shuffled } from '../../core/rng.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { openWindow, seatDone, topWindow, windowDeciders } from '../../core/windows.ts';
import { addToDiscard, addToHand, handLimit, removeFromHand, spacesLeft } from '../../core/zones.ts';
import { heldRole, roleField, rolesOf, withHeld, withRoles } from './slice.ts';
import { isBillionaire, peopleFrom } from '../../core/seats.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Keep one of the Roles just drawn (the rest go back), or none when `role` is left out. */
    keepRole: { role?: RoleId };
    /** End of a Round: keep the hidden Role for the next Round, or give it up to draw again. */
    keepHeldRole: { keep: boolean };
    /** A hand over its limit (a Revealed Banker gone, a Disaster Speculator's cards taken): these go to the Discard pile. */
    discardToLimit: { cards: readonly CardId[] };
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    rolesDrawn: { player: Seat; roles: readonly RoleId[]; secret: true };
    roleKept: { player: Seat; role: RoleId; secret: true };
    noRoleKept: { player: Seat };
    noRolesToDraw: { player: Seat };
    rolesReturned: { players: readonly Seat[]; roles: readonly RoleId[] };
    /** A seat leaving the game: its Role goes back into the Role deck without being shown. */
    roleLeft: { player: Seat };
    heldRoleKept: { player: Seat };
    heldRoleGivenUp: { player: Seat };
    discardedToLimit: { player: Seat; cards: readonly CardId[] };
  }
}

export const DRAFT_WINDOW = 'roles.draft';
export const CHOOSE_WINDOW = 'roles.choose';
export const KEEP_WINDOW = 'roles.keep';
export const LIMIT_WINDOW = 'roles.hand-limit';

/**
 * A seat takes these cards from the Discard pile into its hand (the Disaster Speculator, Level 4's
 * Archeological Dig); over the hand limit then, it discards down at once, in a window of its own.
 */
export function takeFromDiscard(state: GameState, seat: Seat, cards: readonly CardId[]): GameState {
  const next = addToHand({ ...state, discard: state.discard.filter((c) => !cards.includes(c)) }, seat, cards);
  if (next.players[seat]!.hand.length <= handLimit(next, seat)) return next;
  return openWindow(next, { kind: LIMIT_WINDOW, seats: [seat], mode: 'ordered' });
}

/**
 * Seats left over their hand limit when a Role goes (a Revealed Banker given back or passed on)
 * discard down at once, in a window of their own, in turn order from the current player.
 */
export function discardDownIfOver(state: GameState): GameState {
  // Everyone at the table, not only those who may hold Roles (the Reformist receiving Tax Tyranny's cards).
  const over = peopleFrom(state, state.current).filter((seat) => state.players[seat]!.hand.length > handLimit(state, seat));
  return over.length === 0 ? state : openWindow(state, { kind: LIMIT_WINDOW, seats: over, mode: 'ordered' });
}

/** The Roles a game plays with (`rolesFor`: by Level, and an expansion's own). */
export function rolesInGame(options: { readonly level: number; readonly modules?: readonly string[] }): readonly RoleId[] {
  return rolesFor(options);
}

/** The players in turn order, starting with `first`: Roles are for people playing a Billionaire (never a Puppet or a Troublemaker). */
function clockwise(state: GameState, first: Seat): readonly Seat[] {
  return peopleFrom(state, first).filter((seat) => isBillionaire(state, seat));
}

/** Roles going back face-down: the deck is shuffled with them (they may come again). */
export function returnRoles(state: GameState, roles: readonly RoleId[]): GameState {
  if (roles.length === 0) return state;
  const [deck, rng] = shuffled(state.rng, [...rolesOf(state).deck, ...roles]);
  return withRoles({ ...state, rng }, (r) => ({ ...r, deck }));
}

/**
 * Deals the seat whose turn it is in a drafting window its Roles to choose from: two at setup, as
 * many as its empty Asset spaces at the end of a Round. A seat with nothing to draw (it holds a
 * Role, or the deck is empty) is passed over.
 */
function dealOffer(state: GameState): Outcome {
  let next = state;
  const events: GameEvent[] = [];
  for (;;) {
    const top = topWindow(next);
    if (!top || (top.kind !== DRAFT_WINDOW && top.kind !== CHOOSE_WINDOW) || rolesOf(next).offer !== null) break;
    const seat = windowDeciders(top)[0];
    if (seat === undefined) break;
    const wanted = top.kind === DRAFT_WINDOW ? 2 : heldRole(next, seat) ? 0 : spacesLeft(cardsOf(next), next.players[seat]!);
    const deck = rolesOf(next).deck;
    const cards = deck.slice(0, Math.min(wanted, deck.length));
    if (cards.length === 0) {
      if (wanted > 0) events.push(event('noRolesToDraw', 'roles.deck', { player: seat }));
      next = seatDone(next, seat);
      continue;
    }
    next = withRoles(next, (r) => ({ ...r, deck: deck.slice(cards.length), offer: { seat, cards } }));
    events.push(event('rolesDrawn', top.kind === DRAFT_WINDOW ? 'setup.roles' : 'roles.end-of-round', { player: seat, roles: cards, secret: true }));
  }
  return { state: next, events };
}

/** These seats, in order, may draw as many Roles as their empty Asset spaces and keep one (Level 4's New Role). */
export function offerRoles(state: GameState, seats: readonly Seat[]): Outcome {
  return dealOffer(openWindow(state, { kind: CHOOSE_WINDOW, seats, mode: 'ordered' }));
}

/** Before the first turn: the Starting Player drafts first, then each player to the left. */
export function startDraft(state: GameState): Outcome {
  return dealOffer(openWindow(state, { kind: DRAFT_WINDOW, seats: clockwise(state, state.current), mode: 'ordered' }));
}

/** Seats from the Poorest (most empty Asset spaces) to the richest; ties in a random order. */
function poorestToRichest(state: GameState): { order: Seat[]; rng: number } {
  let rng = state.rng;
  const keyed = clockwise(state, 0).map((seat) => {
    const [tie, after] = nextFloat(rng);
    rng = after;
    return { seat, spaces: spacesLeft(cardsOf(state), state.players[seat]!), tie };
  });
  keyed.sort((a, b) => b.spaces - a.spaces || a.tie - b.tie);
  return { order: keyed.map((k) => k.seat), rng };
}

/**
 * The end of a Round (after its Crisis and any Panic!): Revealed Roles go back to the deck; a
 * player left over the hand limit by a departing Banker discards down; holders of a hidden Role
 * keep it or give it up; then everyone without a Role may draw, Poorest first.
 */
export function newRoles(state: GameState): Outcome {
  if (state.modules.roles === undefined) return { state, events: [] };
  const revealed = state.players.flatMap((_, seat) => (heldRole(state, seat)?.revealed ? [seat] : []));
  let next = state;
  const events: GameEvent[] = [];
  if (revealed.length > 0) {
    const roles = revealed.map((seat) => heldRole(state, seat)!.role);
    for (const seat of revealed) next = withHeld(next, seat, null);
    next = returnRoles(next, roles);
    events.push(event('rolesReturned', 'roles.end-of-round', { players: revealed, roles }));
  }
  const poorest = poorestToRichest(next);
  next = { ...next, rng: poorest.rng };
  // Windows stack: the last opened is asked first.
  next = openWindow(next, { kind: CHOOSE_WINDOW, seats: poorest.order, mode: 'ordered' });
  const hidden = clockwise(next, next.current).filter((seat) => heldRole(next, seat) !== null);
  if (hidden.length > 0) next = openWindow(next, { kind: KEEP_WINDOW, seats: hidden, mode: 'ordered' });
  next = discardDownIfOver(next);
  const dealt = dealOffer(next);
  return { state: dealt.state, events: [...events, ...dealt.events] };
}

const inWindow = (state: GameState, kind: string) => topWindow(state)?.kind === kind;

/** After a seat is done in one of the Roles' windows, the next drafting seat (if any) draws. */
function done(state: GameState, seat: Seat, events: GameEvent[]): Outcome {
  const dealt = dealOffer(seatDone(state, seat));
  return { state: dealt.state, events: [...events, ...dealt.events] };
}

export const keepRoleFamily = defineMove({
  type: 'keepRole',
  code: 'K',
  label: 'Roles: keep one of the Roles drawn, or none',
  rule: 'roles.end-of-round',
  words: { group: 'Roles', button: 'Keep' },
  fields: {
    role: asked(
      optional(roleField),
      domain.named({ label: 'Role to keep', none: 'None (keep no Role)' }, (ctx) => rolesInGame(ctx.state.options), roleName),
    ),
  },
  candidates: (state, seat) => {
    const offer = rolesOf(state).offer;
    if (!offer || offer.seat !== seat) return [];
    const moves: MoveOf<'keepRole'>[] = [...new Set(offer.cards)].map((role) => ({ type: 'keepRole', seat, role }));
    moves.push({ type: 'keepRole', seat });
    return moves;
  },
  check: (state, move) => {
    const offer = rolesOf(state).offer;
    if (!(inWindow(state, DRAFT_WINDOW) || inWindow(state, CHOOSE_WINDOW)) || !offer)
      return illegal('roles.not-now', 'roles.end-of-round', 'Nobody is choosing a Role now.');
    if (offer.seat !== move.seat) return illegal('roles.not-yours', 'roles.end-of-round', 'Another player is choosing a Role now.');
    if (move.role !== undefined && !offer.cards.includes(move.role))
      return illegal('roles.not-drawn', 'roles.end-of-round', `${roleName(move.role)} is not among the Roles you drew.`);
    return null;
  },
  apply: (state, move) => {
    const offer = rolesOf(state).offer!;
    const kept = move.role;
    const back = offer.cards.slice();
    if (kept !== undefined) back.splice(back.indexOf(kept), 1);
    let next = withRoles(state, (r) => ({ ...r, offer: null }));
    if (kept !== undefined) next = withHeld(next, move.seat, { role: kept, revealed: false });
    next = returnRoles(next, back);
    const rule = inWindow(state, DRAFT_WINDOW) ? 'setup.roles' : 'roles.end-of-round';
    const events = [kept === undefined ? event('noRoleKept', rule, { player: move.seat }) : event('roleKept', rule, { player: move.seat, role: kept, secret: true })];
    return done(next, move.seat, events);
  },
  describe: (move, ctx) =>
    move.role === undefined ? 'Keep no Role' : ctx.viewer === 'table' || ctx.viewer === move.seat ? `Keep the ${roleName(move.role)}` : 'Keep a Role',
});

export const keepHeldRoleFamily = defineMove({
  type: 'keepHeldRole',
  code: 'H',
  label: 'Roles: keep or give up your hidden Role (end of the Round)',
  rule: 'roles.end-of-round',
  words: { group: 'Roles', button: 'Decide' },
  fields: {
    keep: asked(field.bool, domain.twoWay({ label: 'Your hidden Role' }, ['keep', 'Keep it for the next Round'], ['give-up', 'Give it up (and draw again)'])),
  },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    inWindow(state, KEEP_WINDOW) && heldRole(state, seat)
      ? [
          { type: 'keepHeldRole', seat, keep: true },
          { type: 'keepHeldRole', seat, keep: false },
        ]
      : [],
  check: (state, move) => {
    if (!inWindow(state, KEEP_WINDOW)) return illegal('roles.not-now', 'roles.end-of-round', 'Nobody is deciding whether to keep a Role now.');
    if (!heldRole(state, move.seat)) return illegal('roles.none-held', 'roles.end-of-round', 'You hold no Role to keep.');
    return null;
  },
  apply: (state, move) => {
    if (move.keep) return done(state, move.seat, [event('heldRoleKept', 'roles.end-of-round', { player: move.seat })]);
    const role = heldRole(state, move.seat)!.role;
    const next = returnRoles(withHeld(state, move.seat, null), [role]);
    return done(next, move.seat, [event('heldRoleGivenUp', 'roles.end-of-round', { player: move.seat })]);
  },
  describe: (move) => (move.keep ? 'Keep your hidden Role' : 'Give up your hidden Role'),
});

/**
 * The most cards anyone can be over the limit by: the Reformist (limit two, holding two) receiving
 * both richest Billionaires' Tax Tyranny payments of up to three 1-point cards each. A Disaster
 * Speculator's two cards are fewer.
 */
const MOST_OVER_LIMIT = 6;

/** Every set of `size` cards from the hand, in hand order (a few dozen at most: eight cards, keep two). */
function setsOfSize(hand: readonly CardId[], size: number): CardId[][] {
  if (size === 0) return [[]];
  return hand.flatMap((card, i) => setsOfSize(hand.slice(i + 1), size - 1).map((rest) => [card, ...rest]));
}

export const discardToLimitFamily = defineMove({
  type: 'discardToLimit',
  code: 'L',
  label: 'Discard down to the hand limit',
  rule: 'turn.hand-limit',
  words: { group: 'Hand limit', button: 'Discard' },
  fields: { cards: asked(field.cards(MOST_OVER_LIMIT), domain.handCards({ label: 'Cards to discard', help: 'Just enough to bring your hand down to its limit.' })) },
  candidates: (state, seat) => {
    const hand = state.players[seat]!.hand;
    const over = hand.length - handLimit(state, seat);
    if (!inWindow(state, LIMIT_WINDOW) || over < 1) return [];
    return setsOfSize(hand, over).map((cards) => ({ type: 'discardToLimit' as const, seat, cards }));
  },
  check: (state, move) => {
    if (!inWindow(state, LIMIT_WINDOW)) return illegal('roles.not-now', 'turn.hand-limit', 'Nobody has to discard down to the hand limit now.');
    const hand = state.players[move.seat]!.hand;
    const over = hand.length - handLimit(state, move.seat);
    if (move.cards.length !== over)
      return illegal('roles.discard-count', 'turn.hand-limit', `Discard exactly ${over} card${over === 1 ? '' : 's'} to get down to the hand limit.`);
    if (move.cards.some((c) => !hand.includes(c)) || new Set(move.cards).size !== move.cards.length)
      return illegal('roles.discard-not-held', 'turn.hand-limit', 'You can only discard cards from your own hand.');
    return null;
  },
  apply: (state, move) => {
    const next = addToDiscard(removeFromHand(state, move.seat, move.cards), move.cards);
    return done(next, move.seat, [event('discardedToLimit', 'turn.hand-limit', { player: move.seat, cards: move.cards })]);
  },
  describe: (move) => `Discard ${move.cards.length} card${move.cards.length === 1 ? '' : 's'} down to the hand limit`,
});
