/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const PANIC_EFFECTS: Readonly<Record<Extract<MoveType, 'panicOffer' | 'panicWithdraw' | 'panicTrade' | 'panicAgree' | 'panicRefuse' | 'removeRebel'>, string>> = {
  panicOffer: 'One of your Assets of a type the card names goes on offer for the sacrifice; it stays on your board unless the table goes on to agree.',
  panicWithdraw: 'Your offered Asset comes off the offer and stays on your board, leaving its type uncovered until someone else offers one.',
  panicTrade: 'The Assets you list change hands between you and your partner at once, by agreement; a trade that completes either set wins the game for that player.',
  panicAgree:
    'With your agreement the three offered Assets go back to their Markets, the die is rolled and that many Rebels come off the Crises, and no second sacrifice will come.',
  panicRefuse: 'You call off the sacrifice, so every Asset stays on its board, no Rebel comes off, and the one chance to buy off the crowd is gone for good.',
  removeRebel:
    'One Rebel token leaves the Crisis you pick and returns to the reserve, counting toward the number the die allowed, while the Crisis card stays by the Guillotine.',
};
