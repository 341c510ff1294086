/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const ROLES_EFFECTS: Readonly<
  Record<
    Extract<
      MoveType,
      | 'revealCelebrity'
      | 'powerBrokerSwap'
      | 'gangsterAudit'
      | 'passReveal'
      | 'dictateSacrifice'
      | 'speculate'
      | 'revealBanker'
      | 'endTurn'
      | 'scamArtist'
      | 'answerScamArtist'
      | 'keepRole'
      | 'keepHeldRole'
      | 'discardToLimit'
    >,
    string
  >
> = {
  revealCelebrity: 'Your Celebrity goes face-up as the Revolution breaks out, and the crowd spares you, so you win the game as everything falls.',
  powerBrokerSwap:
    'Your Power Broker goes face-up, one of your Assets goes back to its Market, and you take another Asset from any Market, though never one that completes your set.',
  gangsterAudit:
    "Your Audit card is discarded and your Gangster goes face-up, and the Asset you pick moves from another player's board onto yours instead of back to its Market.",
  passReveal: 'Your Role card stays hidden and no power is used, so nothing on the table changes while the next holder of a hidden Role is asked.',
  dictateSacrifice:
    'Your Power Broker goes face-up and the three Assets you name, one of each type on the card and each from a different Billionaire, go back before the die is rolled for Rebels.',
  speculate:
    'Your Disaster Speculator goes face-up and two Resource cards you choose from the Discard pile join your hand, after which you discard down if you are over your limit.',
  revealBanker: 'Your Banker goes face-up, and until the end of the Round your hand may hold three cards, although a Buy still uses only one or two of them.',
  endTurn: 'You close your turn without Revealing anything more, so the table stays exactly as it is and play moves on to whatever follows.',
  scamArtist:
    "Your Scam Artist goes face-up and you name another player's Asset and one of yours; they must then either send theirs back to its Market or swap it for yours.",
  answerScamArtist:
    'Trade, and the Asset picked from you goes to the Scam Artist while theirs comes to you; return, and your Asset goes back to its Market with nothing in exchange.',
  keepRole: 'The Role you choose stays face-down in your hand (or you keep none), and every other Role you drew is shuffled back into the Role deck.',
  keepHeldRole: 'Keep it and your hidden Role stays in your hand for the next Round; give it up and it is shuffled back into the Role deck so you may draw new ones.',
  discardToLimit: 'The cards you pick go from your hand to the Discard pile, just enough of them to bring your hand back down to its limit.',
};
