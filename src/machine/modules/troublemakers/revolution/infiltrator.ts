/**
 * Infiltrator (`rev.infiltrator`): the leading Billionaire (fewest empty spaces on their board, a
 * tie at random) may discard their whole hand, if they hold any, to take the top two Revolution
 * cards, play one in the Revolutionary's place (making its choices) and discard the other.
 */
import type { RevolutionCardId } from '../../../data/revolution.ts';
import { event } from '../../../core/events.ts';
import { field } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove } from '../../../core/moves.ts';
import { billionaireSeats, inGame } from '../../../core/seats.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { pickAmong } from '../../../core/tie-break.ts';
import { asks, closeWindow, openWindow } from '../../../core/windows.ts';
import { addToDiscard, spacesLeft } from '../../../core/zones.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { takeRevolutionCards } from './piles.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';
import { asked } from '../../../core/form.ts';
import { domain } from '../../../core/form-domains.ts';
import { cardsOf } from '../../../core/cards-of.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** The leading Billionaire: trade the whole hand for two Revolution cards (`take`), or not. */
    infiltrate: { take: boolean };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    infiltratorLeader: { player: Seat; players: readonly Seat[] };
    infiltrated: { player: Seat; take: boolean; cards: readonly RevolutionCardId[] };
  }
}

export const INFILTRATOR_WINDOW = 'rev.infiltrator';
/** The leading Billionaire plays one of their two Revolution cards (`playRevolution`). */
export const INFILTRATOR_PLAY_WINDOW = 'rev.infiltrator-play';
const INFILTRATOR_CARDS = 2;

export const infiltrator: CardRule = {
  choices: () => NO_CHOICE,
  apply: (state, by) => {
    const seats = billionaireSeats(state).filter((s) => inGame(state, s));
    if (seats.length === 0) return { state, events: [] };
    const fewest = Math.min(...seats.map((s) => spacesLeft(cardsOf(state), state.players[s]!)));
    const tied = seats.filter((s) => spacesLeft(cardsOf(state), state.players[s]!) === fewest);
    const picked = pickAmong(state, tied);
    const events = [event('infiltratorLeader', 'rev.infiltrator', { player: picked.seat, players: tied })];
    // With no card in hand there is nothing to trade: the power cannot be used.
    if (picked.state.players[picked.seat]!.hand.length === 0 || picked.seat === by) return { state: picked.state, events };
    return { state: openWindow(picked.state, { kind: INFILTRATOR_WINDOW, seats: [picked.seat], mode: 'ordered' }), events };
  },
};

export const infiltrateFamily = defineMove({
  type: 'infiltrate',
  code: '8n',
  label: 'Infiltrator: trade your hand for two Revolution cards, or not',
  rule: 'rev.infiltrator',
  words: { group: 'Infiltrator', button: 'Answer' },
  fields: { take: asked(field.bool, domain.twoWay({ label: 'Your hand' }, ['trade', 'Discard your hand for two Revolution cards'], ['keep', 'Keep your hand'])) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    asks(state, INFILTRATOR_WINDOW, seat)
      ? [
          { type: 'infiltrate' as const, seat, take: true },
          { type: 'infiltrate' as const, seat, take: false },
        ]
      : [],
  check: (state, move) =>
    asks(state, INFILTRATOR_WINDOW, move.seat)
      ? null
      : illegal('tm.revolutionary', 'rev.infiltrator', 'Only the leading Billionaire answers the Infiltrator, when it is played.'),
  apply: (state, move) => {
    const closed = closeWindow(state);
    if (!move.take) return { state: closed, events: [event('infiltrated', 'rev.infiltrator', { player: move.seat, take: false, cards: [] })] };
    const hand = closed.players[move.seat]!.hand;
    let next = addToDiscard({ ...closed, players: closed.players.map((p, i) => (i === move.seat ? { ...p, hand: [] } : p)) }, hand);
    const taken = takeRevolutionCards(next, INFILTRATOR_CARDS);
    next = taken.state;
    const events = [event('infiltrated', 'rev.infiltrator', { player: move.seat, take: true, cards: taken.cards })];
    if (taken.cards.length === 0) return { state: next, events };
    next = withTroublemakers(next, (t) => ({ ...t, resolving: { kind: 'infiltrator', seat: move.seat, cards: taken.cards } }));
    return { state: openWindow(next, { kind: INFILTRATOR_PLAY_WINDOW, seats: [move.seat], mode: 'ordered' }), events };
  },
  describe: (move) => (move.take ? 'Discard your hand for two Revolution cards' : 'Keep your hand'),
});

/** The two cards an Infiltrator holds, if this seat is playing one now. */
export function infiltratorCards(state: GameState, seat: Seat): readonly RevolutionCardId[] | null {
  const r = troublemakersOf(state).resolving;
  return r?.kind === 'infiltrator' && r.seat === seat && asks(state, INFILTRATOR_PLAY_WINDOW, seat) ? r.cards : null;
}
