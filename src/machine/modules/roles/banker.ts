/**
 * The Banker (`role.banker`). Ruling: it may be Revealed at any time on its holder's own turn before
 * the Action; from then on, until the Role leaves at the end of the Round, its holder may hold three
 * cards (a Buy still uses one or two).
 */
import { event } from '../../core/events.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { holds, withHeld } from './slice.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Banker: the hand limit becomes three. */
    revealBanker: object;
  }
}

export const BANKER_HAND_LIMIT = 3;

export function bankerLimit(state: GameState, seat: Seat): number | null {
  return holds(state, seat, 'banker', true) ? BANKER_HAND_LIMIT : null;
}

export const revealBankerFamily = defineMove({
  type: 'revealBanker',
  code: 'B',
  label: 'Reveal the Banker (hand limit three)',
  rule: 'role.banker',
  words: { group: 'Reveal a Role', button: 'Reveal' },
  fields: {},
  candidates: (state, seat) => (holds(state, seat, 'banker', false) ? [{ type: 'revealBanker', seat }] : []),
  check: (state, move) => {
    if (state.current !== move.seat || state.windows.length > 0)
      return illegal('role.not-your-turn', 'role.banker', 'The Banker is Revealed on your own turn, before your Action.');
    if (!holds(state, move.seat, 'banker', false)) return illegal('role.not-held', 'role.banker', 'You do not hold the Banker, hidden in your hand.');
    return null;
  },
  apply: (state, move) => ({
    state: withHeld(state, move.seat, { role: 'banker', revealed: true }),
    events: [event('roleRevealed', 'role.banker', { player: move.seat, role: 'banker' })],
  }),
  describe: () => 'Reveal the Banker',
});
