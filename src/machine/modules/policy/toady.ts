/**
 * The Toady (`role.toady`): Revealed on the holder's own turn, before or after the Action, and left on the table. While it is
 * there, if another player wins, the Toady wins too with at least four points of the winner's Suit
 * in their own Bribe envelope, counted under the Policy in force when the game is won. Like every
 * Revealed Role it goes back at the end of the Round.
 */
import { suitOf } from '../../data/cards.ts';
import { event } from '../../core/events.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { hasAllNeeded, worthOf } from '../../core/zones.ts';
import { holds, ownTurnPowerNow, withHeld } from '../roles/index.ts';
import { envelopeOf } from './slice.ts';
import { puppetOf, suitAt } from '../../core/seats.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Toady and place it on the table. */
    revealToady: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    toadyWins: { player: Seat; other: Seat; total: number };
  }
}

/** Points of this Suit in a seat's envelope, under the Policy in force. */
export function envelopePointsIn(state: GameState, seat: Seat, winner: Seat): number {
  const suit = suitAt(state, winner);
  const worth = worthOf(state);
  return envelopeOf(state, seat).reduce((t, c) => t + (suitOf(c) === suit ? worth(c) : 0), 0);
}

export const TOADY_POINTS = 4;

/**
 * On one's own turn: before the Action and, under the correction `roles.reveal-any-time`, in the
 * steps after it that the holder decides (the Bribe step, the turn's last step).
 */
const toadyNow = (state: GameState, seat: Seat) => ownTurnPowerNow(state, seat, 'revealToady');

export const revealToadyFamily = defineMove({
  type: 'revealToady',
  code: 'y',
  label: 'Reveal the Toady',
  rule: 'role.toady',
  words: { group: 'Reveal a Role', button: 'Reveal' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (holds(state, seat, 'toady', false) && toadyNow(state, seat) ? [{ type: 'revealToady' as const, seat }] : []),
  check: (state, move) => {
    if (!toadyNow(state, move.seat)) return illegal('role.not-your-turn', 'role.toady', 'The Toady is Revealed on your own turn.');
    return holds(state, move.seat, 'toady', false) ? null : illegal('role.not-held', 'role.toady', 'You do not hold the Toady, hidden in your hand.');
  },
  apply: (state, move) => ({
    state: withHeld(state, move.seat, { role: 'toady', revealed: true }),
    events: [event('roleRevealed', 'role.toady', { player: move.seat, role: 'toady' })],
  }),
  describe: () => 'Reveal the Toady and place it on the table',
});

/** When someone wins, a Revealed Toady with four points of a winner's Suit in their envelope wins with them. */
export function toadyAtVictory(_before: GameState, decided: Outcome): Outcome {
  const state = decided.state;
  const result = state.result;
  if (!result || result.winners.length === 0) return decided;
  const toadies = state.players.flatMap((_, seat) => (holds(state, seat, 'toady', true) && !result.winners.includes(seat) ? [seat] : []));
  const events = [...decided.events];
  const added: Seat[] = [];
  // Ruling: when a Puppet wins for its controller, the Toady counts the Puppet's Suit (the set's owner).
  // Ruling: a Rocket's escape names the Billionaires aboard (a Puppet's Suit counts when it flew).
  const completers =
    result.kind === 'victory' && result.billionaires
      ? result.billionaires
      : result.winners.flatMap((w) => {
          const puppet = puppetOf(state, w);
          return puppet !== null && hasAllNeeded(cardsOf(state), state.players[puppet]!) && !hasAllNeeded(cardsOf(state), state.players[w]!) ? [puppet] : [w];
        });
  for (const seat of toadies) {
    const winner = completers.find((w) => envelopePointsIn(state, seat, w) >= TOADY_POINTS);
    if (winner === undefined) continue;
    added.push(seat);
    events.push(event('toadyWins', 'role.toady', { player: seat, other: winner, total: envelopePointsIn(state, seat, winner) }));
  }
  if (added.length === 0) return decided;
  return { state: { ...state, result: { ...result, winners: [...result.winners, ...added] } }, events };
}
