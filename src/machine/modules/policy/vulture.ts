/**
 * The Vulture Capitalist (`role.vulture-capitalist`), two ways. As the Policy's setter, before
 * choosing it: give the Vulture Capitalist to an opponent who holds a Role and take theirs, hidden,
 * into your hand (a Revealed one becomes usable again); the opponent's Vulture Capitalist arrives
 * Revealed, spent. Or at the end of your own turn (the bribe step): shuffle it into the Role deck
 * and draw one at random, perhaps the Vulture Capitalist again.
 */
import type { RoleId } from '../../data/roles.ts';
import { event } from '../../core/events.ts';
import { field } from '../../core/fields.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { asks } from '../../core/windows.ts';
import { discardDownIfOver, heldRole, holds, returnRoles, rolesOf, withHeld, withRoles } from '../roles/index.ts';
import { BRIBE_WINDOW } from './bribes.ts';
import { SET_WINDOW } from './setting.ts';
import { asked } from '../../core/form.ts';
import { domain } from '../../core/form-domains.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** As the Policy's setter: Reveal the Vulture Capitalist, give it to `from` and take their Role. */
    vultureTake: { from: Seat };
    /** At the end of your turn: Reveal the Vulture Capitalist, shuffle it back and draw a Role. */
    vultureRedraw: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    /** `revealed`: whether the Role taken was already Revealed (then everyone knows which it is). */
    vultureTook: { player: Seat; other: Seat; role: RoleId; revealed: boolean; secret: true };
    vultureRedrew: { player: Seat; role: RoleId | null; secret: true };
  }
}

const setting = (state: GameState, seat: Seat) => asks(state, SET_WINDOW, seat);
const endOfTurn = (state: GameState, seat: Seat) => asks(state, BRIBE_WINDOW, seat);
const notHeld = () => illegal('role.not-held', 'role.vulture-capitalist', 'You do not hold the Vulture Capitalist, hidden in your hand.');

export const vultureTakeFamily = defineMove({
  type: 'vultureTake',
  code: 'V',
  label: 'Reveal the Vulture Capitalist: take another player’s Role',
  rule: 'role.vulture-capitalist',
  words: { group: 'Reveal a Role', button: 'Reveal and take' },
  fields: { from: asked(field.seat, domain.seat({ label: 'Take the Role of' })) },
  candidatesAreLegal: true,
  candidates: (state, seat) =>
    setting(state, seat) && holds(state, seat, 'vulture-capitalist', false)
      ? state.players.flatMap((_, from) => (from !== seat && heldRole(state, from) ? [{ type: 'vultureTake' as const, seat, from }] : []))
      : [],
  check: (state, move) => {
    if (!setting(state, move.seat)) return illegal('roles.not-now', 'role.vulture-capitalist', 'This power is used when you are about to set the Policy.');
    if (!holds(state, move.seat, 'vulture-capitalist', false)) return notHeld();
    if (move.from === move.seat || !heldRole(state, move.from))
      return illegal('role.bad-target', 'role.vulture-capitalist', 'Take the Role of an opponent who holds one, hidden or Revealed.');
    return null;
  },
  apply: (state, move) => {
    const { role: taken, revealed } = heldRole(state, move.from)!;
    let next = withHeld(state, move.seat, { role: taken, revealed: false });
    // A Revealed Banker taken away leaves its former holder over the limit: they discard down first.
    next = discardDownIfOver(withHeld(next, move.from, { role: 'vulture-capitalist', revealed: true }));
    return {
      state: next,
      events: [
        event('roleRevealed', 'role.vulture-capitalist', { player: move.seat, role: 'vulture-capitalist' }),
        event('vultureTook', 'role.vulture-capitalist', { player: move.seat, other: move.from, role: taken, revealed, secret: true }),
      ],
    };
  },
  describe: (move, ctx) => `Reveal the Vulture Capitalist: give it to ${ctx.name(move.from)} and take their Role`,
});

export const vultureRedrawFamily = defineMove({
  type: 'vultureRedraw',
  code: 'W',
  label: 'Vulture Capitalist: give it back and draw a new Role',
  rule: 'role.vulture-capitalist',
  words: { group: 'Reveal a Role', button: 'Redraw' },
  fields: {},
  candidatesAreLegal: true,
  candidates: (state, seat) => (endOfTurn(state, seat) && holds(state, seat, 'vulture-capitalist', false) ? [{ type: 'vultureRedraw' as const, seat }] : []),
  check: (state, move) => {
    if (!endOfTurn(state, move.seat)) return illegal('roles.not-now', 'role.vulture-capitalist', 'This power is used at the end of your own turn.');
    return holds(state, move.seat, 'vulture-capitalist', false) ? null : notHeld();
  },
  apply: (state, move) => {
    const back = returnRoles(withHeld(state, move.seat, null), ['vulture-capitalist']);
    const role = rolesOf(back).deck[0] ?? null;
    const next =
      role === null
        ? back
        : withHeld(
            withRoles(back, (r) => ({ ...r, deck: r.deck.slice(1) })),
            move.seat,
            { role, revealed: false },
          );
    return {
      state: next,
      events: [
        event('roleRevealed', 'role.vulture-capitalist', { player: move.seat, role: 'vulture-capitalist' }),
        event('vultureRedrew', 'role.vulture-capitalist', { player: move.seat, role, secret: true }),
      ],
    };
  },
  describe: () => 'Reveal the Vulture Capitalist: shuffle it back and draw a Role',
});
