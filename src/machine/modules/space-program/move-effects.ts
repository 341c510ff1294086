/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const SPACE_PROGRAM_EFFECTS: Readonly<Record<Extract<MoveType, 'contribute' | 'launch' | 'boardRocket' | 'answerRocket'>, string>> = {
  contribute: "As your Action, the Resource card you choose is shown to everyone and sealed in the Space Program envelope, adding to its Suit's Launch Score.",
  launch: 'Launching Reveals your Space Cowboy, adds one more card to the envelope and opens it to see who boards the Rocket; holding back leaves everything as it is.',
  boardRocket:
    'You board the Rocket alone or invite the partner you name; then a die roll below the Launch Score aboard (never a six) wins the game, while any other roll blows it up.',
  answerRocket:
    'Accept and you join the top scorer aboard, adding your Launch Score and sharing their escape or explosion; decline and they fly alone while you stay on the ground.',
};
