/**
 * The Crises' part of a position set up by hand: the Activated Crises with their Rebels, the
 * set-aside pile, and who caused the last Crisis. Crisis cards are never dealt into an unknown
 * slot: those nobody placed are set aside, or, when the set-aside pile is given in full, shuffled
 * into the Draw deck.
 */
import { type CardId, CRISIS_CARDS, isCrisis } from '../../data/cards.ts';
import { REBELS } from '../../data/panic.ts';
import type { ModulePosition, PositionProblem } from '../../core/module.ts';
import { shuffled } from '../../core/rng.ts';
import type { GameState } from '../../core/state.ts';
import { stacksRebels } from '../../data/expansions.ts';
import { type ActiveCrisis, type CrisesSlice } from './slice.ts';

declare module '../../core/position-types.ts' {
  interface PositionFields {
    /** Activated Crises beside the Guillotine, with the Rebels on each. */
    guillotine: readonly ActiveCrisis[];
    /**
     * Crises set aside face-down, in the order they will be drawn. Left out: every Crisis not placed
     * elsewhere. Given: exactly these, and any Crisis not placed elsewhere is in the Draw deck.
     */
    crisesAside: readonly CardId[];
    /** The player who caused the last Crisis (they would draw the Panic! card). */
    lastCrisisBy: number | null;
  }
}

const problem = (code: PositionProblem['code'], field: string, rule: PositionProblem['rule'], reason: string): PositionProblem => ({ code, field, rule, reason });

export const crisesPosition: ModulePosition = {
  shape: (input) => {
    const g = input.guillotine as unknown;
    if (g !== undefined && !Array.isArray(g)) return problem('position.malformed', 'guillotine', 'table.position', '"guillotine" must be a list.');
    for (const x of (g ?? []) as unknown[])
      if (typeof x !== 'object' || x === null)
        return problem('position.malformed', 'guillotine', 'table.position', 'Each Crisis beside the Guillotine must be described by an object.');
    if (input.crisesAside !== undefined && !Array.isArray(input.crisesAside))
      return problem('position.malformed', 'crisesAside', 'table.position', '"crisesAside" must be a list.');
    return null;
  },
  present: (input) => (input.guillotine?.length ?? 0) > 0 || (input.crisesAside?.length ?? 0) > 0 || (input.lastCrisisBy ?? null) !== null,
  ownCards: () => CRISIS_CARDS.map((c) => c.id),
  cards: (input) => [
    ...(input.guillotine ?? []).map((g) => ({ card: g.card, where: 'beside the Guillotine', field: 'guillotine' })),
    ...(input.crisesAside ?? []).map((card) => ({ card, where: 'set aside', field: 'crisesAside' })),
  ],
  check: (input, facts) => {
    for (const g of input.guillotine ?? []) {
      if (!isCrisis(g.card))
        return problem(
          'position.not-a-crisis',
          'guillotine',
          'crisis.activation',
          `${facts.cards.cardName(g.card)} is not a Crisis, so it cannot stand beside the Guillotine.`,
        );
      // More than its icons only when an expansion's cards can put them there (Organize!).
      const most = stacksRebels(input) ? REBELS : facts.cards.rebels(g.card);
      if (!Number.isInteger(g.rebels) || g.rebels < 0 || g.rebels > most)
        return problem('position.rebels', 'guillotine', 'crisis.activation', `${facts.cards.cardName(g.card)} can carry 0 to ${most} Rebels, not ${String(g.rebels)}.`);
    }
    const onCrises = (input.guillotine ?? []).reduce((t, g) => t + g.rebels, 0);
    if (onCrises >= REBELS)
      return problem(
        'position.revolution',
        'guillotine',
        'revolution.all-rebels',
        'All ten Rebels stand on Crises: that game has already ended in the Revolution. Leave at least one Rebel off.',
      );
    for (const c of input.crisesAside ?? [])
      if (!isCrisis(c))
        return problem('position.not-a-crisis', 'crisesAside', 'setup.crises', `${facts.cards.cardName(c)} is not a Crisis, so it cannot be among the set-aside Crises.`);
    const by = input.lastCrisisBy ?? null;
    if (by !== null && !(Number.isInteger(by) && by >= 0 && by < facts.players))
      return problem('position.last-crisis-by', 'lastCrisisBy', 'panic.card', 'The player who caused the last Crisis must be a seat in the game.');
    return null;
  },
  build: (input, { rng, unplaced }) => {
    const [order, next] = shuffled(rng, unplaced);
    const given = input.crisesAside !== undefined;
    const slice: CrisesSlice = {
      aside: given ? [...input.crisesAside!] : order,
      guillotine: [...(input.guillotine ?? [])],
      found: null,
      lastBy: input.lastCrisisBy ?? null,
    };
    return { rng: next, slice, toDeck: given ? order : [] };
  },
  write: (state: GameState) => {
    const c = state.modules.crises;
    return c ? { guillotine: c.guillotine, crisesAside: c.aside, lastCrisisBy: c.lastBy } : {};
  },
};
