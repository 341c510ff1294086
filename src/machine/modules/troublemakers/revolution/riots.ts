/**
 * Riots (`rev.riots`): the Government Policy is set again, the card's player bidding a Bribe worth
 * exactly 5 alongside the envelopes held up (Ruling: no cards, so no Suit Policy doubles it). The
 * card's player is the Revolutionary, or the leading Billionaire who plays it through the
 * Infiltrator (Ruling, correction `troublemakers.infiltrator-names`: whoever plays a Revolution card
 * does what it has "the Revolutionary" do; before it, the Bribe stayed the Revolutionary's).
 */
import { corrected } from '../../../core/editions.ts';
import { startSetting } from '../../policy/index.ts';
import { INFILTRATOR_NAMES } from '../corrections.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';

const RIOTS_BRIBE = 5;

export const riots: CardRule = {
  choices: () => NO_CHOICE,
  apply: (state, by) => startSetting(state, 'riots', { player: corrected(state, INFILTRATOR_NAMES) ? by : state.options.troublemaker!, total: RIOTS_BRIBE }),
};
