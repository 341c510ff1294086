/**
 * The randomness of one computer move in the playground, taken from the game so that a demo can be
 * replayed: the same link with the same seats handed to the same kinds of computer player plays the
 * same moves again. It is drawn from public facts only (how many moves the line has before this
 * one), never from the game's deck seed: a computer player whose choices followed the deck seed
 * would, over many moves, tell an observer something about the cards nobody may see.
 */
export function replaySeed(movesPlayed: number): number {
  // Knuth's multiplicative hash spreads consecutive counts over the whole 32-bit range.
  return (Math.imul(movesPlayed + 1, 0x9e3779b1) ^ 0x5bd1e995) >>> 0;
}
