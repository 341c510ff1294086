/**
 * How the list of legal moves names and groups each move: both the engine's (each family's
 * `words.group`, and `describeChoice`, where a module's `choices` say more about a choice, such as
 * where a nudge takes the die).
 */
import { describeChoice, familyOf, type GameState, type Move, type MoveType, type Viewer } from '../../machine/api.ts';

/** A legal move's words on its button. */
export const moveLabel = (state: GameState, move: Move, viewer: Viewer): string => describeChoice(state, move, viewer);

/** The group a move is listed under among the legal moves. */
export function groupOf(type: MoveType): string {
  return familyOf(type)?.words?.group ?? 'Other moves';
}
