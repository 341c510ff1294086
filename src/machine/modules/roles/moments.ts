/**
 * The moments a Crisis gives the Roles: who caused the last one (for the Celebrity), and the
 * Disaster Speculator's chance once it is fully resolved. A Crisis found in a Buy is caused by the
 * buyer; one Activated at the end of a Round is nobody's doing (Ruling: `role.celebrity`).
 */
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { crisesActivated, rebelsInReserve } from '../crises/index.ts';
import { openSpeculatorWindow } from './speculator.ts';
import { rolesOf, withRoles } from './slice.ts';

function afterCrisis(state: GameState, cause: Seat | null): Outcome {
  const seen = crisesActivated(state.modules.crises);
  if (state.modules.roles === undefined || seen <= rolesOf(state).crisesSeen) return { state, events: [] };
  const noted = withRoles(state, (r) => ({ ...r, crisesSeen: seen, crisisCause: cause }));
  // With every Rebel out the Revolution ends the game at once: nothing to speculate on.
  return rebelsInReserve(noted) === 0 ? { state: noted, events: [] } : openSpeculatorWindow(noted);
}

export const afterBuyCrisis = (state: GameState): Outcome => afterCrisis(state, state.current);
export const afterRoundCrisis = (state: GameState): Outcome => afterCrisis(state, null);
