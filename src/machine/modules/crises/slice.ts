/** The Crises module's part of the state (Level 2). */
import type { CardId } from '../../data/cards.ts';
import type { GameState, Seat } from '../../core/state.ts';

/** An Activated Crisis beside the Guillotine, with the Rebels standing on it. */
export interface ActiveCrisis {
  readonly card: CardId;
  readonly rebels: number;
}

export interface CrisesSlice {
  /** Crisis cards set aside face-down, in the order they will be drawn. */
  readonly aside: readonly CardId[];
  /** Activated Crises beside the Guillotine. */
  readonly guillotine: readonly ActiveCrisis[];
  /** The Crisis found by the Buy in progress, waiting to be Activated once the Buy is resolved. */
  readonly found: CardId | null;
  /** The player who caused the last Crisis. */
  readonly lastBy: Seat | null;
  /** Activated Crises that have since left the Guillotine (Fixed by the Reformist); left out while none has. */
  readonly left?: number;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    crises: CrisesSlice;
  }
}

export const NO_CRISES: CrisesSlice = { aside: [], guillotine: [], found: null, lastBy: null };

/**
 * How many Crises have been Activated in the game so far: those beside the Guillotine and those
 * that left it. Modules that act once per new Crisis (a Policy setting, the Disaster Speculator)
 * count with this, not with the Guillotine, which a Fix can shorten.
 */
export function crisesActivated(crises: CrisesSlice | undefined): number {
  return crises === undefined ? 0 : crises.guillotine.length + (crises.left ?? 0);
}

/** The Crises slice; an empty one in a game without Crises (Level 1). */
export function crisesOf(state: GameState): CrisesSlice {
  return state.modules.crises ?? NO_CRISES;
}

export function withCrises(state: GameState, update: (c: CrisesSlice) => CrisesSlice): GameState {
  return { ...state, modules: { ...state.modules, crises: update(crisesOf(state)) } };
}
