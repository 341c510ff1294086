/**
 * The steps and guards the statechart names (`chart.ts`), as plain functions of the game state:
 * the core's generic ones and Level 1's own. The engine runs them from the chart's table; XState
 * runs the very same functions in the tests that compare the two.
 */
import { GENERIC_GUARDS, GENERIC_STEPS, type Guard, type Step } from '../../core/chart/steps.ts';
import type { MoveOf } from '../../core/moves.ts';
import { buyWouldWin, claimWouldWin, finishBuy } from './buy.ts';
import { endTurn, gatherAndShuffle, passTurn, poorestFirst, refillMarkets, roundIsOver } from './round.ts';

export const CHART_STEPS: Readonly<Record<string, Step>> = {
  ...GENERIC_STEPS,
  finishBuy: (state) => finishBuy(state),
  endTurn: (state) => endTurn(state),
  passTurn: (state) => passTurn(state),
  gather: (state) => gatherAndShuffle(state),
  refill: (state) => refillMarkets(state),
  poorestFirst: (state) => poorestFirst(state),
};

export const CHART_GUARDS: Readonly<Record<string, Guard>> = {
  ...GENERIC_GUARDS,
  buyWins: (state, move) => buyWouldWin(state, move as MoveOf<'buy'>),
  claimWins: (state, move) => claimWouldWin(state, move as MoveOf<'claim'>),
  roundOver: (state) => roundIsOver(state),
  /** A Buy made outside the turn's Action (a Puppet's, on its roll) has won, or is waiting to be settled. */
  buyWon: (state) => state.buy?.won === true,
  buyPending: (state) => state.buy !== null,
};
