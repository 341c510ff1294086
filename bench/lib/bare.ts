/**
 * The bare rules: a move applied by the rule functions alone, called directly in the order the
 * statechart would call them (its check function, its apply function, then every automatic step
 * that follows: the end of a turn, the Revolution, the Panic!, the end of a Round), without XState.
 * The benchmark compares this with `play` to see what the statechart costs, and checks that both
 * reach exactly the same states.
 */
import type { Move } from '../../src/machine/index.ts';
import { CHECKS } from '../../src/machine/legal.ts';
import { applyBuy, applyClaim, applyDeclineClaim, finishBuy } from '../../src/machine/rules/buy.ts';
import { activateFoundCrisis, activateRoundCrisis, declareRevolution, isRevolution, roundCrisisDue } from '../../src/machine/rules/crisis.ts';
import { applyDraw } from '../../src/machine/rules/draw.ts';
import { applyExchangeHand, applyExchangeMarkets } from '../../src/machine/rules/exchange.ts';
import { applyInvest } from '../../src/machine/rules/invest.ts';
import type { Outcome } from '../../src/machine/rules/outcome.ts';
import {
  applyPanicAgree,
  applyPanicOffer,
  applyPanicRefuse,
  applyPanicTrade,
  applyPanicWithdraw,
  applyRemoveRebel,
  endPanic,
  panicDue,
  panicFromRound,
  removalDone,
  startPanic,
} from '../../src/machine/rules/panic.ts';
import {
  applyEndRoundEarly,
  applyPass,
  applyReturnAsset,
  emergencyDone,
  endTurn,
  gatherAndShuffle,
  needsEmergencyMeasures,
  passTurn,
  poorestFirst,
  refillMarkets,
  roundIsOver,
  startEmergency,
} from '../../src/machine/rules/round.ts';
import { applyAudit, applyGameTheMarket, applyScam } from '../../src/machine/rules/special.ts';
import { applyNextCrisis, applyNextPanic, applyNextRoll, applyNextTieBreak, applyStack } from '../../src/machine/rules/table.ts';
import { declareWinner, winners } from '../../src/machine/rules/victory.ts';
import type { GameState, Phase } from '../../src/machine/state.ts';

type Rule = (state: GameState, move: never) => Outcome;

/** Threads a state through rule steps, as one statechart transition does. */
function steps(state: GameState, move: Move, ...fns: Rule[]): GameState {
  let s = state;
  for (const fn of fns) s = fn(s, move as never).state;
  return s;
}

const at = (s: GameState, phase: Phase): GameState => (s.phase === phase ? s : { ...s, phase });

/** The end of a Round: gather, Emergency Measures if needed, else on to the refill. */
function endOfRound(state: GameState): GameState {
  let s = gatherAndShuffle(state).state;
  if (needsEmergencyMeasures(s)) {
    s = startEmergency(s).state;
    if (!emergencyDone(s)) return at(s, 'endOfRound.emergency');
  }
  return refillAndOn(s);
}

/** Refill, then (Level 2) the end-of-Round Crisis with the Revolution or the Panic! it may bring, then the Poorest Player. */
function refillAndOn(state: GameState): GameState {
  let s = refillMarkets(state).state;
  if (roundCrisisDue(s)) {
    s = activateRoundCrisis(s).state;
    if (isRevolution(s)) return at(declareRevolution(s).state, 'gameOver');
    if (panicDue(s)) return at(startPanic(s, 'round').state, 'panic.negotiate');
  }
  return poorest(s);
}

function poorest(state: GameState): GameState {
  return at(poorestFirst(state).state, 'turn.start');
}

/** The end of a turn: the Revolution, the Panic!, the end of the Round, or the next player. */
function endOfTurn(state: GameState): GameState {
  if (isRevolution(state)) return at(declareRevolution(state).state, 'gameOver');
  if (panicDue(state)) return at(startPanic(state, 'turn').state, 'panic.negotiate');
  return roundIsOver(state) ? endOfRound(state) : at(passTurn(state).state, 'turn.start');
}

/** The Buy is settled: discard and inflation, the Crisis it found (Level 2), end-of-turn tidying. */
function finishTurn(state: GameState, move: Move): GameState {
  return endOfTurn(steps(state, move, finishBuy, activateFoundCrisis, endTurn));
}

function afterWinCheck(state: GameState, move: Move): GameState {
  if (winners(state).length > 0) return at(declareWinner(state).state, 'gameOver');
  return finishTurn(state, move);
}

/** The Panic! is over: back to the end of the Round it came from, the end of the Round, or the next turn. */
function panicDone(state: GameState): GameState {
  if (panicFromRound(state)) return poorest(endPanic(state).state);
  if (roundIsOver(state)) return endOfRound(endPanic(state).state);
  return at(passTurn(endPanic(state).state).state, 'turn.start');
}

function afterRemoval(state: GameState): GameState {
  return removalDone(state) ? panicDone(state) : at(state, 'panic.remove');
}

/** A move by the rules alone: its check function, its apply function, then the automatic steps. */
export function bareMove(state: GameState, move: Move): GameState {
  const check = CHECKS[move.type] as (s: GameState, m: Move) => unknown;
  if (check(state, move) !== null) throw new Error(`refused by the rules: ${JSON.stringify(move)}`);
  switch (move.type) {
    case 'draw':
      return at(applyDraw(state, move).state, 'turn.action');
    case 'buy': {
      const s = applyBuy(state, move).state;
      return s.buy?.won ? at(s, 'turn.claim') : finishTurn(s, move);
    }
    case 'claim':
      return afterWinCheck(applyClaim(state, move).state, move);
    case 'declineClaim':
      return finishTurn(applyDeclineClaim(state).state, move);
    case 'invest':
      return endOfTurn(steps(state, move, applyInvest, endTurn));
    case 'exchangeHand':
      return endOfTurn(steps(state, move, applyExchangeHand, endTurn));
    case 'exchangeMarkets':
      return endOfTurn(steps(state, move, applyExchangeMarkets, endTurn));
    case 'audit':
      return endOfTurn(steps(state, move, applyAudit, endTurn));
    case 'scam':
      return afterWinCheck(applyScam(state, move).state, move);
    case 'gameTheMarket':
      return at(applyGameTheMarket(state, move).state, 'turn.gameTheMarket');
    case 'skipBuy':
      return endOfTurn(endTurn(state).state);
    case 'pass':
      return endOfTurn(steps(state, move, applyPass, endTurn));
    case 'endRoundEarly':
      return endOfRound(applyEndRoundEarly(state).state);
    case 'returnAsset': {
      const s = applyReturnAsset(state, move).state;
      return emergencyDone(s) ? refillAndOn(s) : s;
    }
    // Level 2: the Panic!
    case 'panicOffer':
      return applyPanicOffer(state, move).state;
    case 'panicWithdraw':
      return applyPanicWithdraw(state, move).state;
    case 'panicTrade': {
      const s = applyPanicTrade(state, move).state;
      return winners(s).length > 0 ? at(declareWinner(s).state, 'gameOver') : s;
    }
    case 'panicAgree':
      return afterRemoval(applyPanicAgree(state).state);
    case 'panicRefuse':
      return panicDone(applyPanicRefuse(state).state);
    case 'removeRebel':
      return afterRemoval(applyRemoveRebel(state, move).state);
    // Table adjustments change no phase.
    case 'stack':
      return applyStack(state, move).state;
    case 'nextTieBreak':
      return applyNextTieBreak(state, move).state;
    case 'nextRoll':
      return applyNextRoll(state, move).state;
    case 'nextCrisis':
      return applyNextCrisis(state, move).state;
    case 'nextPanic':
      return applyNextPanic(state, move).state;
  }
}
