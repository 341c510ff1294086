/**
 * Declaring (`tm.declare`): a Troublemaker holding the Revolutionary card may, at the start of a turn
 * of theirs before anything else, turn their board over: their hand and Bribe envelope go to the
 * Discard pile and they take the 21 Revolution cards, shuffled, as their own deck. They draw three
 * at once and play one as this very turn's Action. There is no going back.
 */
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../../../data/revolution.ts';
import { event } from '../../../core/events.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove } from '../../../core/moves.ts';
import { shuffled } from '../../../core/rng.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { addToDiscard } from '../../../core/zones.ts';
import { discardEnvelope } from '../../policy/index.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { fillRow } from './piles.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** The Revolutionary shows their Alignment and takes the Revolution deck. */
    declare: object;
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    declared: { player: Seat; discarded: number };
    revolutionDrawn: { player: Seat; cards: readonly RevolutionCardId[]; reshuffled: boolean };
  }
}

/** A hidden Revolutionary at the very start of their own turn. */
const mayDeclare = (state: GameState, seat: Seat) => {
  const t = troublemakersOf(state);
  return (
    seat === state.options.troublemaker &&
    t.alignment === 'revolutionary' &&
    !t.declared &&
    state.current === seat &&
    state.phase === 'turn.start' &&
    state.windows.length === 0
  );
};

export const declareFamily = defineMove({
  type: 'declare',
  code: '8f',
  label: 'Declare the Revolution (a Revolutionary, at the start of their turn)',
  rule: 'tm.declare',
  words: { group: 'Declare the Revolution', button: 'Declare' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (mayDeclare(state, seat) ? [{ type: 'declare' as const, seat }] : []),
  check: (state, move) => {
    if (move.seat !== state.options.troublemaker || troublemakersOf(state).alignment !== 'revolutionary')
      return illegal('tm.revolutionary', 'tm.declare', 'Only a Troublemaker holding the Revolutionary card can Declare.');
    if (troublemakersOf(state).declared) return illegal('tm.revolutionary', 'tm.declare', 'The Revolutionary has already Declared.');
    if (!mayDeclare(state, move.seat)) return illegal('tm.revolutionary', 'tm.declare', 'Declaring comes at the start of your own turn, before anything else.');
    return null;
  },
  apply: (state, move) => {
    const seat = move.seat;
    const hand = state.players[seat]!.hand;
    let next = addToDiscard({ ...state, players: state.players.map((p, i) => (i === seat ? { ...p, hand: [] } : p)) }, hand);
    const envelope = discardEnvelope(next, seat);
    next = envelope.state;
    const [deck, rng] = shuffled(next.rng, REVOLUTION_CARD_IDS);
    next = withTroublemakers({ ...next, rng }, (t) => ({ ...t, declared: true, revolution: { deck, row: [], organized: [], discard: [] } }));
    const drawn = fillRow(next);
    return {
      state: drawn.state,
      events: [
        event('declared', 'tm.declare', { player: seat, discarded: hand.length + envelope.count }),
        event('revolutionDrawn', 'tm.revolutionary', { player: seat, cards: drawn.cards, reshuffled: false }),
      ],
    };
  },
  describe: () => 'Declare: reveal the Revolutionary',
});
