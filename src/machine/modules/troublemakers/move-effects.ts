/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const TROUBLEMAKERS_EFFECTS: Readonly<
  Record<
    Extract<
      MoveType,
      | 'fixCrisis'
      | 'offerFixCard'
      | 'acceptFixOffers'
      | 'takeBuyCard'
      | 'roundCard'
      | 'playRevolution'
      | 'throwToThugs'
      | 'placeBoycott'
      | 'moveComradeCard'
      | 'arrangeMarkets'
      | 'infiltrate'
      | 'takeHostage'
      | 'takeOffRebel'
      | 'declare'
    >,
    string
  >
> = {
  fixCrisis:
    'Your chosen cards go forward face-down against that Crisis; once help is offered, as many cards as its Rebel icons are drawn, and beating them clears its Rebels and wins you the card.',
  offerFixCard:
    "The card you choose, if any, goes face-down to help the Reformist's Fix; if accepted it is counted and then discarded, and if refused it comes back to your hand.",
  acceptFixOffers:
    'The offers you accept join your cards in the Fix and the refused ones go back to their owners; then the cards are drawn, the totals compared, and every card used is spent.',
  takeBuyCard: 'Of the tied lowest-scoring cards from the won Buy, the one you pick comes into your hand instead of going to the Discard pile.',
  roundCard: 'Draw, and the top card of the Draw deck comes into your hand for the new Round; skip, and your hand stays as it is and the card stays in the deck.',
  playRevolution:
    'The Revolution card you pick does what it says with the choices you make, then goes to the Revolution discard pile, except that an Organize card waits until three are in play.',
  throwToThugs:
    'The Resource cards you throw, up to two, go face-up onto the shared pile; every full 3 points there takes a Rebel off, and the whole pile is then discarded.',
  placeBoycott: 'Each drawn card you place goes face-down into a different open Market, known only to you, and any card left over goes to the Discard pile.',
  moveComradeCard:
    'The face-down card you pick moves from the Market you looked at to another Market, face-down (or to the Discard pile if that one is closed), or nothing moves.',
  arrangeMarkets: 'The gathered cards go back out as you lay them, the same number to each open Market with the first card face-up, and any you leave out are discarded.',
  infiltrate:
    'Trade, and your whole hand is discarded for two Revolution cards, one of which you play while the other is discarded; keep, and your hand stays and nothing happens.',
  takeHostage: "Take, and you pick up the hostage's hand and play their turn as if it were yours until it ends; leave, and they play their own turn as usual.",
  takeOffRebel: 'One Rebel token is lifted off the Crisis you pick and put back among the unused Rebels, while the Crisis card itself stays where it is.',
  declare:
    'Your hand and Bribe envelope go to the Discard pile, your board turns to its Revolutionary side, and you take the Revolution deck, turning three of its cards face-up to play.',
};
