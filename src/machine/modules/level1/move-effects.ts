/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const LEVEL1_EFFECTS: Readonly<
  Record<
    Extract<
      MoveType,
      | 'invest'
      | 'draw'
      | 'buy'
      | 'claim'
      | 'declineClaim'
      | 'pass'
      | 'endRoundEarly'
      | 'returnAsset'
      | 'audit'
      | 'scam'
      | 'gameTheMarket'
      | 'skipBuy'
      | 'exchangeHand'
      | 'exchangeMarkets'
    >,
    string
  >
> = {
  invest:
    "Your card goes face-down under that Market's face-up card, where it counts against the next buyer unless it is in their Suit, and then you draw a card if the deck has one.",
  draw: 'The top card of the Draw deck comes into your hand, where only you can see it, and the deck is one card nearer to running out and ending the Round.',
  buy: "You show one or two cards and turn over that Market's cards; beat their total (your Suit's cards count for you, a Crisis usually 3 against) to claim an Asset, and either way your cards are spent.",
  claim: "The Asset you pick leaves the Market for your Billionaire board (or your Puppet's, after its Buy), and if it completes the set you need, you win at once.",
  declineClaim: 'You leave every Asset where it is in the Market; the cards of the Buy are still discarded and the Market gets its new cards as usual.',
  pass: 'You take no Action because none is open to you, so the cards and Assets on the table stay exactly as they are and the turn moves on.',
  endRoundEarly:
    'You end the Round now by common consent: the Market cards are shuffled in with the Discard pile, everyone holding an Asset gives one back, and the Markets are dealt afresh.',
  returnAsset: 'The Asset you choose leaves your board for its Market, reopening it if it was closed, or leaves the game if that Market already holds three.',
  audit: "Your Audit card is discarded and the Asset you pick goes from its holder's board back to its Market, or out of the game if that Market already holds three.",
  scam: "Your Scam card is discarded, the Asset you pick moves from the other player's board to yours, and the Asset of yours you name goes to them in exchange.",
  gameTheMarket:
    'Every Market card is gathered, shuffled and dealt out evenly to the open Markets, each with its top card turned up and leftovers discarded; then you may Buy with this card as 2 points.',
  skipBuy: 'You pass up the Buy that Game the Market allows, so the Markets stay as just dealt and the Game the Market card goes to the Discard pile as your turn ends.',
  exchangeHand: "The hand card you choose becomes that Market's face-up card, and the card that was face-up there comes into your hand.",
  exchangeMarkets: 'The face-up cards of the two Markets you pick change places, while your hand and every face-down card stay as they are.',
};
