/**
 * Fascist Thugs (`rev.fascist-thugs`): each Billionaire, in turn from the player's left, may throw
 * up to two Resource cards face-up onto a shared pile. Every full 3 points of the pile (counted
 * under the Policy in force) removes a Rebel; the biggest giver (a tie at random) picks each one.
 * The pile then goes to the Discard pile.
 */
import { type CardId, cardInfo } from '../../../data/cards.ts';
import { event } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove } from '../../../core/moves.ts';
import type { Outcome } from '../../../core/outcome.ts';
import { billionaireSeats, inGame, peopleFrom } from '../../../core/seats.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { pickAmong } from '../../../core/tie-break.ts';
import { asks, closeWindow, openWindow, seatDone, topWindow } from '../../../core/windows.ts';
import { addToDiscard, removeFromHand, worthOf } from '../../../core/zones.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { crisesWithRebels, rebelsStanding } from './rebels.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';
import { asked } from '../../../core/form.ts';
import { domain } from '../../../core/form-domains.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Fascist Thugs: throw these Resource cards (none to two) onto the pile. */
    throwToThugs: { cards: readonly CardId[] };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    thugsPaid: { player: Seat; cards: readonly CardId[] };
    thugsCounted: { player: Seat | null; total: number; rebels: number };
  }
}

export const THUGS_WINDOW = 'rev.thugs';
/** The biggest giver removes the Rebels the pile paid for, one move a Rebel. */
export const THUGS_REMOVE_WINDOW = 'rev.thugs-remove';
const MAX_THROWN = 2;
const POINTS_PER_REBEL = 3;

const isResource = (c: CardId) => cardInfo(c).kind === 'resource';

export const fascistThugs: CardRule = {
  choices: () => NO_CHOICE,
  apply: (state, by) => {
    const seats = peopleFrom(state, by).filter((s) => s !== by && billionaireSeats(state).includes(s) && inGame(state, s));
    if (seats.length === 0) return { state, events: [] };
    const next = withTroublemakers(state, (t) => ({ ...t, resolving: { kind: 'thugs', by, pile: [], remove: 0 } }));
    return { state: openWindow(next, { kind: THUGS_WINDOW, seats, mode: 'ordered' }), events: [] };
  },
};

const thugsOf = (state: GameState) => {
  const r = troublemakersOf(state).resolving;
  return r?.kind === 'thugs' ? r : null;
};

export const throwToThugsFamily = defineMove({
  type: 'throwToThugs',
  code: '8l',
  label: 'Fascist Thugs: throw up to two Resource cards on the pile, or none',
  rule: 'rev.fascist-thugs',
  words: { group: 'Fascist Thugs', button: 'Throw' },
  fields: { cards: asked(field.cards(MAX_THROWN), domain.handCards({ label: 'Cards to throw (up to two)', help: 'Only Resource cards go on the pile.' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (!thugsOf(state) || !asks(state, THUGS_WINDOW, seat)) return [];
    const hand = state.players[seat]!.hand.filter(isResource);
    const singles = [...new Set(hand)];
    const pairs = hand.flatMap((a, i) => hand.slice(i + 1).map((b) => [a, b]));
    const uniquePairs = [...new Map(pairs.map((p) => [[...p].sort().join(), p])).values()];
    return [[], ...singles.map((c) => [c]), ...uniquePairs].map((cards) => ({ type: 'throwToThugs' as const, seat, cards }));
  },
  check: (state, move) => {
    if (!thugsOf(state) || !asks(state, THUGS_WINDOW, move.seat)) return illegal('tm.revolutionary', 'rev.fascist-thugs', 'Nobody is asking you to pay the Thugs now.');
    const hand = [...state.players[move.seat]!.hand];
    for (const c of move.cards) {
      const i = hand.indexOf(c);
      if (i < 0) return illegal('tm.revolutionary', 'rev.fascist-thugs', 'Those cards are not all in your hand.');
      if (!isResource(c)) return illegal('tm.revolutionary', 'rev.fascist-thugs', 'Only Resource cards go on the pile.');
      hand.splice(i, 1);
    }
    return null;
  },
  apply: (state, move) => {
    let next = removeFromHand(state, move.seat, move.cards);
    next = withTroublemakers(next, (t) => ({ ...t, resolving: { ...thugsOf(state)!, pile: [...thugsOf(state)!.pile, { seat: move.seat, cards: move.cards }] } }));
    next = seatDone(next, move.seat);
    const events: Outcome['events'] = [event('thugsPaid', 'rev.fascist-thugs', { player: move.seat, cards: move.cards })];
    if (topWindow(next)?.kind === THUGS_WINDOW) return { state: next, events };
    const counted = countThePile(next);
    return { state: counted.state, events: [...events, ...counted.events] };
  },
  describe: (move, ctx) => (move.cards.length === 0 ? 'Throw nothing' : `Throw ${ctx.cards(move.cards)}`),
});

/** Every Billionaire has answered: the pile is counted and discarded; the biggest giver removes the Rebels it paid for. */
function countThePile(state: GameState): Outcome {
  const r = thugsOf(state)!;
  const worth = worthOf(state);
  const given = r.pile.map((p) => ({ seat: p.seat, total: p.cards.reduce((t, c) => t + worth(c), 0) }));
  const total = given.reduce((t, g) => t + g.total, 0);
  const rebels = Math.min(Math.floor(total / POINTS_PER_REBEL), rebelsStanding(state));
  let next = addToDiscard(
    closeWindow(state),
    r.pile.flatMap((p) => p.cards),
  );
  if (rebels === 0) {
    next = withTroublemakers(next, (t) => ({ ...t, resolving: null }));
    return { state: next, events: [event('thugsCounted', 'rev.fascist-thugs', { player: null, total, rebels })] };
  }
  const best = Math.max(...given.map((g) => g.total));
  const picked = pickAmong(
    next,
    given.filter((g) => g.total === best).map((g) => g.seat),
  );
  // The pile is already on the Discard pile; only the count of Rebels to remove is left.
  next = withTroublemakers(picked.state, (t) => ({ ...t, resolving: { ...r, pile: [], remove: rebels } }));
  return {
    state: openWindow(next, { kind: THUGS_REMOVE_WINDOW, seats: [picked.seat], mode: 'ordered' }),
    events: [event('thugsCounted', 'rev.fascist-thugs', { player: picked.seat, total, rebels })],
  };
}

/** After one Rebel removed for the Thugs: the next, or the end once all are gone (or none stands). */
export function afterThugsRemoval(state: GameState): GameState {
  const r = thugsOf(state)!;
  const left = r.remove - 1;
  if (left > 0 && crisesWithRebels(state).length > 0) return withTroublemakers(state, (t) => ({ ...t, resolving: { ...r, remove: left } }));
  return withTroublemakers(closeWindow(state), (t) => ({ ...t, resolving: null }));
}
