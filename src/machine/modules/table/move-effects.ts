/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const TABLE_EFFECTS: Readonly<Record<Extract<MoveType, 'choose'>, string>> = {
  choose: 'You fix what the next draw, die roll, tie-break or face-down card will be, so the game here plays out the way it did at your real table.',
};
