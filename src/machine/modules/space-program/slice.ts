/** The Space Program's part of the state: the envelope, a launch under way, who escaped or is out. */
import type { BillionaireId } from '../../data/billionaires.ts';
import type { CardId } from '../../data/cards.ts';
import type { GameState, Seat } from '../../core/state.ts';

/** A launch between the reveal of the envelope and the roll: the Launch Scores, and who boards. */
export interface LaunchInProgress {
  /** The Space Cowboy who launched. */
  readonly by: Seat;
  /** Each Billionaire's Launch Score, the five of them (those nobody plays included). */
  readonly scores: Readonly<Partial<Record<BillionaireId, number>>>;
  /** The Billionaire with the highest score among those in the game: the first aboard. */
  readonly top: Seat;
  /** The Billionaire the top scorer asked to board with them, while they decide. */
  readonly invited: Seat | null;
}

export interface SpaceSlice {
  /** The Space Program envelope, in the order the cards went in. Nobody but the table view sees inside. */
  readonly envelope: readonly CardId[];
  /** Whether the envelope has left the game (after an explosion): nobody contributes or launches again. */
  readonly gone: boolean;
  /** Seats whose Billionaires died in the explosion, out of the game for good. */
  readonly out: readonly Seat[];
  readonly launch: LaunchInProgress | null;
  /** The Billionaires who escaped the Earth: the game is won. */
  readonly escaped: readonly Seat[] | null;
  /**
   * The card last contributed, shown to every seat (`space.sealed`), and the turn it went in. It
   * stays on show until the end of the next turn or the next contribution, then only the table
   * view can name it again. Left out before `spaceProgram.contribution-shown`.
   */
  readonly shown?: { readonly card: CardId; readonly turn: number } | null;
}

declare module '../../core/state.ts' {
  interface ModuleSlices {
    spaceProgram: SpaceSlice;
  }
}

export const NEW_PROGRAM: SpaceSlice = { envelope: [], gone: false, out: [], launch: null, escaped: null };

export function spaceOf(state: GameState): SpaceSlice {
  return state.modules.spaceProgram ?? NEW_PROGRAM;
}

export function withSpace(state: GameState, update: (s: SpaceSlice) => SpaceSlice): GameState {
  return { ...state, modules: { ...state.modules, spaceProgram: update(spaceOf(state)) } };
}
