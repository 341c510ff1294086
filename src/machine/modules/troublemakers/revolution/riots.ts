/**
 * Riots (`rev.riots`): the Government Policy is set again, the Revolutionary bidding a Bribe worth
 * exactly 5 alongside the envelopes held up (Ruling: no cards, so no Suit Policy doubles it).
 */
import { startSetting } from '../../policy/index.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';

const RIOTS_BRIBE = 5;

export const riots: CardRule = {
  choices: () => NO_CHOICE,
  // The bribe is the Revolutionary's, even when an Infiltrator plays the card (Ruling).
  apply: (state) => startSetting(state, 'riots', { player: state.options.troublemaker!, total: RIOTS_BRIBE }),
};
