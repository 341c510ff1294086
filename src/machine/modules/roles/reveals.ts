/**
 * The windows where a Role may be Revealed at a named moment (the Celebrity at the Revolution, the
 * Disaster Speculator after a Crisis). Every player holding a hidden Role is asked, in turn order
 * from the current player, whatever their Role: being asked gives nothing away.
 */
import { event } from '../../core/events.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { seatDone, topWindow } from '../../core/windows.ts';
import { heldRole } from './slice.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal nothing at this moment. */
    passReveal: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    revealPassed: { player: Seat };
  }
}

/** The window kinds that ask hidden Role holders. */
export const REVEAL_WINDOWS = new Set(['roles.celebrity', 'roles.speculator', 'roles.broker']);

/** Seats holding a hidden Role, clockwise from the current player. */
export function hiddenHolders(state: GameState): Seat[] {
  const n = state.players.length;
  return state.players.map((_, i) => (state.current + i) % n).filter((seat) => heldRole(state, seat)?.revealed === false);
}

export const passRevealFamily = defineMove({
  type: 'passReveal',
  code: 'N',
  label: 'Reveal nothing (when asked about a Role)',
  rule: 'roles.reveal',
  words: { group: 'Reveal a Role', button: 'Reveal nothing' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (REVEAL_WINDOWS.has(topWindow(state)?.kind ?? '') ? [{ type: 'passReveal', seat }] : []),
  check: (state) => (REVEAL_WINDOWS.has(topWindow(state)?.kind ?? '') ? null : illegal('roles.not-now', 'roles.reveal', 'Nobody is being asked about a Role now.')),
  apply: (state, move) => ({ state: seatDone(state, move.seat), events: [event('revealPassed', 'roles.reveal', { player: move.seat })] }),
  describe: () => 'Reveal nothing',
});
