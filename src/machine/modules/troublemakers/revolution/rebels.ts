/**
 * Rebels moved by Revolution cards (`tm.sacrifice`): a Rebel sacrificed or removed leaves its
 * Crisis for the reserve, and the Crisis card stays beside the Guillotine even with none left;
 * Rebels added come from the reserve, as many as it still holds.
 */
import type { CardId } from '../../../data/cards.ts';
import type { GameState } from '../../../core/state.ts';
import { crisesOf, rebelsInReserve, withCrises } from '../../crises/index.ts';

/** The Activated Crises with at least one Rebel standing on them. */
export const crisesWithRebels = (state: GameState): CardId[] => crisesOf(state).guillotine.flatMap((g) => (g.rebels > 0 ? [g.card] : []));

/** The Activated Crises, with Rebels or not. */
export const activatedCrises = (state: GameState): CardId[] => crisesOf(state).guillotine.map((g) => g.card);

export function removeRebel(state: GameState, crisis: CardId): GameState {
  return withCrises(state, (c) => ({ ...c, guillotine: c.guillotine.map((g) => (g.card === crisis ? { ...g, rebels: Math.max(0, g.rebels - 1) } : g)) }));
}

/** Adds up to `count` Rebels from the reserve to one Crisis; returns how many went. */
export function addRebels(state: GameState, crisis: CardId, count: number): { state: GameState; added: number } {
  const added = Math.min(count, rebelsInReserve(state));
  const next = withCrises(state, (c) => ({ ...c, guillotine: c.guillotine.map((g) => (g.card === crisis ? { ...g, rebels: g.rebels + added } : g)) }));
  return { state: next, added };
}

/** Rebels standing on the Activated Crises. */
export const rebelsStanding = (state: GameState): number => crisesOf(state).guillotine.reduce((t, g) => t + g.rebels, 0);
