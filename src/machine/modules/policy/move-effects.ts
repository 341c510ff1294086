/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const POLICY_EFFECTS: Readonly<
  Record<
    Extract<
      MoveType,
      | 'insiderSwap'
      | 'noSwap'
      | 'vultureTake'
      | 'vultureRedraw'
      | 'bribeIn'
      | 'bribeOut'
      | 'finishBribes'
      | 'holdUp'
      | 'setPolicy'
      | 'revealToady'
      | 'payTaxCards'
      | 'payTaxAsset'
      | 'policyAudit'
      | 'declineAudit'
      | 'repress'
      | 'digUp'
    >,
    string
  >
> = {
  insiderSwap: "Your Insider Trader goes face-up and your Bribe envelope changes places with the other player's, cards and all, before any envelope is opened.",
  noSwap: 'No envelopes change hands and any Role you hold stays hidden; once everyone asked has answered, the envelopes held up are opened and counted.',
  vultureTake:
    'Your Vulture Capitalist goes face-up to the opponent you pick, and their Role, hidden or already used, comes into your hand unrevealed for you to play later.',
  vultureRedraw: 'Your Vulture Capitalist is shuffled back into the Role deck and you draw one Role at random in its place, which could turn out to be the same card.',
  bribeIn: 'The card you choose leaves your hand for your Bribe envelope, hidden from the others, where it adds to your bid whenever you next hold the envelope up.',
  bribeOut: 'A card from your Bribe envelope comes back into your hand, as long as your hand has room for it under its limit.',
  finishBribes: 'Your Bribe envelope stays as it is now and the bribing step of your turn is over; no card moves.',
  holdUp: 'In secret you decide whether to bid: an envelope held up is counted against the others and then discarded win or lose, while one kept down keeps its cards.',
  setPolicy:
    "The Policy you choose replaces the one in force (or leaves none): a Suit Policy doubles that Suit's cards from now on, while any other acts once as it is set.",
  revealToady:
    'Your Toady goes face-up in front of you, and while it stays there you also win when another player wins, if your envelope holds four points in their Suit.',
  payTaxCards:
    'The hand cards you pick, worth at least three points, go to the Discard pile (or to the Reformist, if one is playing), and your Assets stay where they are.',
  payTaxAsset: "Instead of paying cards, one of your Assets (or your Puppet's) goes back to its Market, or leaves the game if that Market already holds three.",
  policyAudit:
    'The Asset you pick leaves its holder for its Market, or the game if that Market holds three; if you Reveal the Gangster, it comes onto your own board instead.',
  declineAudit: 'Billionaire Audited stays in force but you send no Asset back, so every board and every Market stays exactly as it is.',
  repress: 'The Rebels your roll allows, two on odd or one on even, come off the Crisis you choose and return to the reserve, and the Crisis card stays where it is.',
  digUp: 'Up to two cards of any kind that you choose from the Discard pile come into your hand, and if that takes you over your hand limit you then discard down.',
};
