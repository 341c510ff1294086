/**
 * What each of this module's moves changes on the table, one sentence each, for a new player
 * deciding whether to make it (the coach says it before a move is made). Kept out of the move
 * families on purpose: the rules load with every game, these words only with the coach
 * (src/machine/move-effects.ts gathers every module's).
 */
import type { MoveType } from '../../core/moves.ts';

export const PUPPETS_EFFECTS: Readonly<Record<Extract<MoveType, 'puppetSwap' | 'endSwaps' | 'purchase' | 'puppetAudit' | 'skipAudit' | 'nudge' | 'keepRoll'>, string>> = {
  puppetSwap: 'One of your Assets goes to your Puppet and one of its Assets comes to you in return, and if either set is now complete, that win happens at once.',
  endSwaps: "You stop trading with your Puppet for this Round, so your board and your Puppet's stay as they are now.",
  purchase:
    "The cards you pay, worth at least 3 in that Puppet's Suit (Special Action cards count in any Suit), are discarded and the Asset you pick moves from the Puppet to you.",
  puppetAudit:
    'Instead of your Puppet buying, the Asset you pick from any Billionaire, Puppets included, returns to its Market, or comes to you if you Reveal the Gangster.',
  skipAudit: 'You let the double six go without Auditing anyone, so every Asset stays where it is and your Puppet does not Buy this time.',
  nudge: "The card you pick goes to the Discard pile and moves the Puppet's die up or down by its value, looping round past 6 and 1, before the Puppet acts on it.",
  keepRoll: 'You keep your cards and the roll stands as it fell, so the Puppet adds a card to a Market, Buys, or lets you Audit, just as that number dictates.',
};
