/**
 * Revolution cards that touch no Rebel and ask nobody: Bide Your Time (nothing), General Strike (no
 * Billionaire draws until the end of the Revolutionary's next turn), Uncomfortable Alliance (a Suit
 * Policy of the player's choice, with no bidding).
 */
import { event } from '../../../core/events.ts';
import { putInForce } from '../../policy/index.ts';
import { withTroublemakers } from '../slice.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';
import { SUIT_POLICY_IDS } from '../../../data/policies.ts';

declare module '../../../core/events.ts' {
  interface EventFields {
    strikeCalled: { player: number };
  }
}

export const bideYourTime: CardRule = { choices: () => NO_CHOICE, apply: (state) => ({ state, events: [] }) };

/**
 * The strike counts the ends of the Revolutionary's turns it still lasts: this turn's and the next
 * one's (Ruling: played by an Infiltrator, it is still the Revolutionary's turn that ends it).
 */
export const STRIKE_TURN_ENDS = 2;

export const generalStrike: CardRule = {
  choices: () => NO_CHOICE,
  apply: (state, by) => ({
    state: withTroublemakers(state, (t) => ({ ...t, effects: { ...t.effects, strike: STRIKE_TURN_ENDS } })),
    events: [event('strikeCalled', 'rev.general-strike', { player: by })],
  }),
};

export const uncomfortableAlliance: CardRule = {
  choices: () => SUIT_POLICY_IDS.map((policy) => ({ policy })),
  apply: (state, by, choice) => putInForce(state, by, choice.policy!, 'rev.uncomfortable-alliance'),
};
