/**
 * The Celebrity (`role.celebrity`): when the Revolution comes, every holder of a hidden Role is
 * asked; a Celebrity Revealed then is spared and wins, unless their own Buy found the Crisis that
 * brought the Revolution. Ruling: only that Buy counts as the Celebrity's own action (a Crisis they
 * Invested that someone else found is not, and the end-of-Round Crisis is nobody's).
 */
import { event } from '../../core/events.ts';
import { illegal } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { Seat } from '../../core/state.ts';
import { closeWindow, openWindow, topWindow } from '../../core/windows.ts';
import { hiddenHolders } from './reveals.ts';
import { holds, rolesOf, withHeld, withRoles } from './slice.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    /** Reveal the Celebrity at the Revolution. */
    revealCelebrity: object;
  }
}

declare module '../../core/events.ts' {
  interface EventFields {
    celebritySpared: { player: Seat };
  }
}

export const CELEBRITY_WINDOW = 'roles.celebrity';

/** At the Revolution: ask the hidden Role holders first; once asked, a Revealed Celebrity wins. */
export function celebrityAtRevolution(before: Outcome['state'], decided: Outcome): Outcome {
  if (decided.state.result?.kind !== 'revolution' || before.modules.roles === undefined) return decided;
  const r = rolesOf(before);
  if (!r.revolutionAsked) {
    const seats = hiddenHolders(before);
    if (seats.length === 0) return decided;
    const asked = withRoles(before, (x) => ({ ...x, revolutionAsked: true }));
    return { state: openWindow(asked, { kind: CELEBRITY_WINDOW, seats, mode: 'ordered' }), events: [] };
  }
  const star = r.celebrity;
  if (star === null) return decided;
  const result = { ...decided.state.result, winners: [star], rule: 'role.celebrity' as const };
  return { state: { ...decided.state, result }, events: [...decided.events, event('celebritySpared', 'role.celebrity', { player: star })] };
}

export const revealCelebrityFamily = defineMove({
  type: 'revealCelebrity',
  code: 'Y',
  label: 'Reveal the Celebrity (at the Revolution)',
  rule: 'role.celebrity',
  words: { group: 'Reveal a Role', button: 'Reveal' },
  fields: {},
  candidates: (state, seat) => (topWindow(state)?.kind === CELEBRITY_WINDOW && holds(state, seat, 'celebrity', false) ? [{ type: 'revealCelebrity', seat }] : []),
  check: (state, move) => {
    if (topWindow(state)?.kind !== CELEBRITY_WINDOW) return illegal('roles.not-now', 'role.celebrity', 'The Celebrity is Revealed only when the Revolution comes.');
    if (!holds(state, move.seat, 'celebrity', false)) return illegal('role.not-held', 'role.celebrity', 'You do not hold the Celebrity, hidden in your hand.');
    if (rolesOf(state).crisisCause === move.seat)
      return illegal('role.celebrity-caused', 'role.celebrity', 'Your own Buy set off the Crisis that brought the Revolution: the crowd does not spare you.');
    return null;
  },
  apply: (state, move) => {
    const revealed = withRoles(withHeld(state, move.seat, { role: 'celebrity', revealed: true }), (r) => ({ ...r, celebrity: move.seat }));
    // There is one Celebrity: once it is Revealed nobody else need be asked.
    return { state: closeWindow(revealed), events: [event('roleRevealed', 'role.celebrity', { player: move.seat, role: 'celebrity' })] };
  },
  describe: () => 'Reveal the Celebrity',
});
