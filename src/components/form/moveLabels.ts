/**
 * How the list of legal moves names and groups each move. The group is the engine's (each family's
 * `words.group`). The words are the engine's too (`describeChoice`: a module's `choices` say where a
 * nudge takes the die), except where a module's widgets still say more about a choice (the
 * Troublemakers'): those register a label here as their widgets load (see modules/useModules.ts),
 * and until then the list uses the engine's words.
 */
import { describeChoice, familyOf, type GameState, type Move, type MoveType, type Viewer } from '../../machine/api.ts';

type Label = (state: GameState, move: Move, viewer: Viewer) => string;

const labels = new Map<MoveType, Label>();

/** A module's clearer words for some of its moves in the list of legal moves. */
export function registerMoveLabels(more: Readonly<Partial<Record<MoveType, Label>>>): void {
  for (const [type, label] of Object.entries(more)) if (label) labels.set(type as MoveType, label);
}

/** A legal move's words on its button. */
export function moveLabel(state: GameState, move: Move, viewer: Viewer): string {
  return (labels.get(move.type) ?? describeChoice)(state, move, viewer);
}

/** The group a move is listed under among the legal moves. */
export function groupOf(type: MoveType): string {
  return familyOf(type)?.words?.group ?? 'Other moves';
}
