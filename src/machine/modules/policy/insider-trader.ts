/**
 * The Insider Trader (`role.insider-trader`): Revealed to swap Bribe envelopes with any other
 * player, before the envelopes are opened. Ruling (correction `roles.reveal-any-time`): on the
 * holder's own turn at any point they decide (before the Action, in the Bribe step, in the turn's
 * last step), and in every bid, on anyone's turn: while deciding whether to hold up, and once the
 * decisions are shown, before the envelopes are opened. Then every holder of a hidden Role is asked
 * (being asked gives nothing away), unless the Insider Trader is already known to be spent. Holding
 * up belongs to the player: after a swap, each shows the envelope they now hold. Before the
 * correction: on one's own turn before the Action, or once the decisions are shown.
 */
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks, closeWindow, openWindow, seatDone, topWindow } from '../../core/windows.ts';
import { hiddenHolders, holds, ownTurnPowerNow, REVEAL_ANY_TIME, rolesOf, withHeld } from '../roles/index.ts';
import { corrected } from '../../core/editions.ts';
import { HOLD_UP_WINDOW, openEnvelopes } from './setting.ts';
import { envelopeOf, withEnvelope } from './slice.ts';
import { sidelined } from '../../core/veto.ts';
import { inGame, isPuppet } from '../../core/seats.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Insider Trader: swap Bribe envelopes with `with`. */
    insiderSwap: { with: Seat };
    /** Swap no envelopes at this moment. */
    noSwap: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    envelopesSwapped: { player: Seat; other: Seat };
    swapPassed: { player: Seat };
  }
}

export const INSIDER_WINDOW = 'policy.insider';

/** Before the envelopes held up are opened: the hidden Role holders are asked, or null if nobody can swap. */
export function openInsiderWindow(state: GameState): Outcome | null {
  const spent = rolesOf(state).held.some((h) => h?.role === 'insider-trader' && h.revealed);
  const seats = spent ? [] : hiddenHolders(state);
  if (seats.length === 0) return null;
  return { state: openWindow(state, { kind: INSIDER_WINDOW, seats, mode: 'ordered' }), events: [] };
}

const inWindow = (state: GameState) => topWindow(state)?.kind === INSIDER_WINDOW;
/**
 * On one's own turn (the chart lists it as a turn power before the Action; the windows of the turn
 * that take it after), or, under the correction, while this seat decides whether to hold up.
 */
const onOwnTurn = (state: GameState, seat: Seat) =>
  ownTurnPowerNow(state, seat, 'insiderSwap') || (corrected(state, REVEAL_ANY_TIME) && asks(state, HOLD_UP_WINDOW, seat));

/** Once the window's last seat has answered, the envelopes are opened. */
function afterAnswer(state: GameState, events: Outcome['events']): Outcome {
  if (inWindow(state)) return { state, events };
  const opened = openEnvelopes(state);
  return { state: opened.state, events: [...events, ...opened.events] };
}

export const insiderSwapFamily = defineMove({
  type: 'insiderSwap',
  code: 'J',
  label: 'Reveal the Insider Trader: swap Bribe envelopes',
  rule: 'role.insider-trader',
  words: { group: 'Reveal a Role', button: 'Reveal and swap' },
  fields: { with: asked(field.seat, domain.seat({ label: 'Swap envelopes with' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) => {
    if (!holds(state, seat, 'insider-trader', false) || !(inWindow(state) || onOwnTurn(state, seat))) return [];
    return state.players.flatMap((_, other) =>
      other === seat || isPuppet(state, other) || sidelined(state, other) || !inGame(state, other) ? [] : [{ type: 'insiderSwap' as const, seat, with: other }],
    );
  },
  check: (state, move) => {
    if (!inWindow(state) && !onOwnTurn(state, move.seat))
      return illegal(
        'roles.not-now',
        'role.insider-trader',
        corrected(state, REVEAL_ANY_TIME)
          ? 'The Insider Trader is Revealed on your own turn, or in a bid before the envelopes are opened.'
          : 'The Insider Trader is Revealed on your own turn before your Action, or in a bid once the decisions are shown.',
      );
    if (!holds(state, move.seat, 'insider-trader', false))
      return illegal('role.not-held', 'role.insider-trader', 'You do not hold the Insider Trader, hidden in your hand.');
    if (move.with === move.seat || !state.players[move.with] || isPuppet(state, move.with) || sidelined(state, move.with) || !inGame(state, move.with))
      return illegal(
        'role.bad-target',
        'role.insider-trader',
        'Swap with another player at the table who has an envelope (a Puppet, a Declared Revolutionary or a player out of the game has none).',
      );
    return null;
  },
  apply: (state, move) => {
    const mine = envelopeOf(state, move.seat);
    let next = withEnvelope(withEnvelope(state, move.seat, envelopeOf(state, move.with)), move.with, mine);
    next = withHeld(next, move.seat, { role: 'insider-trader', revealed: true });
    const events = [
      event('roleRevealed', 'role.insider-trader', { player: move.seat, role: 'insider-trader' }),
      event('envelopesSwapped', 'role.insider-trader', { player: move.seat, other: move.with }),
    ];
    if (!inWindow(next)) return { state: next, events };
    // Nobody else can hold the Insider Trader now: the envelopes are opened.
    return afterAnswer(closeWindow(next), events);
  },
  describe: (move, ctx) => `Reveal the Insider Trader: swap envelopes with ${ctx.name(move.with)}`,
});

export const noSwapFamily = defineMove({
  type: 'noSwap',
  code: 'j',
  label: 'Insider Trader: swap nothing (when asked)',
  rule: 'role.insider-trader',
  words: { group: 'Reveal a Role', button: 'Swap nothing' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (inWindow(state) ? [{ type: 'noSwap' as const, seat }] : []),
  check: (state) => (inWindow(state) ? null : illegal('roles.not-now', 'role.insider-trader', 'Nobody is being asked about the envelopes now.')),
  apply: (state, move) => afterAnswer(seatDone(state, move.seat), [event('swapPassed', 'role.insider-trader', { player: move.seat })]),
  describe: () => 'Reveal nothing',
});
