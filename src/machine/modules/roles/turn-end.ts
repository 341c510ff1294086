/**
 * Roles Revealed after the Action (`roles.reveal`, correction `roles.reveal-any-time`). The Power
 * Broker's swap and the Scam Artist may be Revealed "at any time on your turn", the Toady "on your
 * turn", the Insider Trader "at any time before the envelopes are opened": so on the holder's own
 * turn they are taken before the Action (the chart's turn powers), in any window of that turn that
 * accepts them (Level 4's Bribe step), and in the turn's last step, opened here.
 *
 * Ruling: a turn ends once its Action and every step the turn owns are over (at Level 4, the Bribe
 * envelope); its last step comes then, before the Space Cowboy's launch, a Puppet's roll and the
 * Panic!. Whether it opens is decided from public facts only: the current player holds a hidden
 * Role (everyone sees that) and one of these Roles is still unspent (not Revealed by anyone), so its
 * opening tells nobody which Role it is. The player ends the turn with `endTurn`.
 */
import { corrected } from '../../core/editions.ts';
import { event } from '../../core/events.ts';
import { illegal } from '../../core/illegal.ts';
import { windowKind } from '../../core/module.ts';
import { defineMove, type MoveType } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { openWindow, seatDone, topWindow, windowDeciders } from '../../core/windows.ts';
import type { RoleId } from '../../data/roles.ts';
import { rolesInGame } from './choose.ts';
import { heldRole, rolesOf } from './slice.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** End your turn: Reveal nothing more in its last step. */
    endTurn: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    turnClosed: { player: Seat };
  }
}

/** The correction that lets these Roles be Revealed after the Action (and the Insider Trader in a bid). */
export const REVEAL_ANY_TIME = 'roles.reveal-any-time';

export const TURN_END_WINDOW = 'roles.turn-end';

/** The Roles a player may Reveal in the last step of their own turn. */
export const LATE_ROLES: readonly RoleId[] = ['power-broker', 'scam-artist', 'toady', 'insider-trader'];

/** The move types the last step of a turn takes (the powers of `LATE_ROLES`, then ending the turn). */
export const LATE_POWERS: readonly MoveType[] = ['powerBrokerSwap', 'scamArtist', 'revealToady', 'insiderSwap'];

/**
 * Whether a seat may use a Role power of its own turn now: before the Action with nothing under way
 * (the chart offers it only where its meta says `powers`), or, under the correction, in a window of
 * that turn that asks this seat and takes the move (the Bribe step, the turn's last step).
 */
export function ownTurnPowerNow(state: GameState, seat: Seat, type: MoveType): boolean {
  if (state.current !== seat) return false;
  if (state.windows.length === 0) return true;
  if (!corrected(state, REVEAL_ANY_TIME)) return false;
  const top = topWindow(state)!;
  return (windowKind(top.kind)?.accepts.includes(type) ?? false) && windowDeciders(top).includes(seat);
}

/** After the Action (and, at Level 4, the Bribe step): the last step of the turn, when it could matter. */
export function openTurnEnd(state: GameState): Outcome {
  const none = { state, events: [] };
  if (!corrected(state, REVEAL_ANY_TIME) || state.modules.roles === undefined || state.result !== null) return none;
  const seat = state.current;
  const held = heldRole(state, seat);
  if (!held || held.revealed) return none;
  // Public facts only: the Roles of this game that nobody has Revealed yet.
  const spent = new Set(rolesOf(state).held.flatMap((h) => (h?.revealed ? [h.role] : [])));
  if (!rolesInGame(state.options).some((r) => LATE_ROLES.includes(r) && !spent.has(r))) return none;
  return { state: openWindow(state, { kind: TURN_END_WINDOW, seats: [seat], mode: 'ordered' }), events: [] };
}

const inStep = (state: GameState, seat: Seat) => {
  const top = topWindow(state);
  return top?.kind === TURN_END_WINDOW && windowDeciders(top).includes(seat);
};

export const endTurnFamily = defineMove({
  type: 'endTurn',
  code: '8R',
  label: 'End your turn (its last step: nothing more to Reveal)',
  rule: 'roles.reveal',
  words: { group: 'End of the turn', button: 'End the turn' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (inStep(state, seat) ? [{ type: 'endTurn' as const, seat }] : []),
  check: (state, move) => (inStep(state, move.seat) ? null : illegal('roles.not-now', 'roles.reveal', 'Your turn is not at its last step now.')),
  apply: (state, move) => ({ state: seatDone(state, move.seat), events: [event('turnClosed', 'roles.reveal', { player: move.seat })] }),
  describe: () => 'End the turn',
});
