/**
 * What a Declared Revolutionary may no longer do (`tm.declare`): no draw, Invest, Exchange, Fix,
 * Buy or Game the Market, no Special Action card, no bribes or Policy bids, no Role, no Space
 * Program, no ending the Round early: their one Action is a Revolution card. And what a General
 * Strike stops: a Billionaire's draw at the start of a turn.
 */
import { illegal, type IllegalMove } from '../../../core/illegal.ts';
import { turnPowers } from '../../../core/module.ts';
import type { Move, MoveType } from '../../../core/moves.ts';
import type { GameState } from '../../../core/state.ts';
import { troublemakersOf } from '../slice.ts';
import { strikeStopsDraw } from './turns.ts';

const GIVEN_UP: ReadonlySet<MoveType | string> = new Set([
  'draw',
  'invest',
  'exchangeHand',
  'exchangeMarkets',
  'buy',
  'gameTheMarket',
  'audit',
  'scam',
  'fixCrisis',
  'endRoundEarly',
  'bribeIn',
  'bribeOut',
  'holdUp',
  'contribute',
  'roundCard',
  'takeBuyCard',
]);

/**
 * A Role's powers during a hostage's turn (Ruling: the Role stays the hostage's, and hidden): the
 * player in control cannot use them, and the hostage is not playing the turn. The Role Reveals are
 * every module's turn powers; the Gangster's Audit is a Role's Action.
 */
const isRolePower = (type: MoveType | string) => type === 'gangsterAudit' || turnPowers().includes(type as MoveType);

export function revolutionaryVeto(state: GameState, move: Move): IllegalMove | null {
  const hostage = troublemakersOf(state).effects.hostage;
  if (hostage?.playing && move.seat === hostage.seat && isRolePower(move.type))
    return illegal('tm.revolutionary', 'rev.hostages', "A hostage's Role stays theirs and hidden: nobody uses its powers on the turn played for them.");
  if (move.type === 'draw' && strikeStopsDraw(state, move.seat))
    return illegal('tm.revolutionary', 'rev.general-strike', 'A General Strike is on: no Billionaire draws until the end of the Revolutionary’s next turn.');
  if (move.seat !== state.options.troublemaker || !troublemakersOf(state).declared || !GIVEN_UP.has(move.type)) return null;
  return illegal('tm.revolutionary', 'tm.declare', 'A Declared Revolutionary only plays Revolution cards: one each turn, and nothing else.');
}
