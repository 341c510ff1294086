/**
 * The statechart of a game's phases. It owns *when* things happen: which moves each phase accepts
 * and which automatic steps follow (reveal, claim, discard and inflation, end of turn, end of Round).
 * The rules themselves live in `rules/`; every guard and action here is a one-line call into them.
 *
 * Resting states (where the game waits for a decision) are listed in `Phase`; the rest are
 * transient steps taken in the same move.
 */
import { assign, setup } from 'xstate';
import type { GameEvent } from './events.ts';
import type { Move } from './moves.ts';
import { applyBuy, applyClaim, applyDeclineClaim, buyWouldWin, claimWouldWin, finishBuy } from './rules/buy.ts';
import { applyDraw } from './rules/draw.ts';
import { applyExchangeHand, applyExchangeMarkets } from './rules/exchange.ts';
import { applyInvest } from './rules/invest.ts';
import type { Outcome } from './rules/outcome.ts';
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
} from './rules/round.ts';
import { applyAudit, applyGameTheMarket, applyScam } from './rules/special.ts';
import { activateFoundCrisis, activateRoundCrisis, declareRevolution, isRevolution, roundCrisisDue } from './rules/crisis.ts';
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
} from './rules/panic.ts';
import { applyNextCrisis, applyNextPanic, applyNextRoll, applyNextTieBreak, applyStack } from './rules/table.ts';
import { declareWinner, winners } from './rules/victory.ts';
import type { GameState } from './state.ts';

export interface MachineContext {
  readonly state: GameState;
  /** Events caused by the move being applied; `play` reads and clears them. */
  readonly events: readonly GameEvent[];
}

type AnyRule = (state: GameState, move: never) => Outcome;

/**
 * Wraps rule functions as one XState action that threads the game state through them in order and
 * collects their events. (One assign for several steps: each XState assign has a cost of its own.)
 */
function rule(...fns: AnyRule[]) {
  return assign<MachineContext, Move, undefined, Move, never>(({ context, event }) => {
    let state = context.state;
    let events = context.events;
    for (const fn of fns) {
      const out = fn(state, event as never);
      state = out.state;
      if (out.events.length > 0) events = events.length === 0 ? out.events : [...events, ...out.events];
    }
    return { state, events };
  });
}

/**
 * A Buy that wins waits for the buyer to claim an Asset; one that fails is settled at once (discard,
 * inflation, a found Crisis Activated) and ends the turn. The guard asks the Buy rule for the result.
 */
const BUY = [
  { guard: 'buyWins', target: 'claim', actions: 'buy' },
  { target: 'end', actions: 'buyAndFinish' },
] as const;

/**
 * The Actions a player may take in either step of their turn (before or after drawing). Actions
 * that end the turn run `endTurn` on the way out, so the turn needs no extra transient step.
 */
const ACTIONS = {
  buy: BUY,
  invest: { target: 'end', actions: 'invest' },
  exchangeHand: { target: 'end', actions: 'exchangeHand' },
  exchangeMarkets: { target: 'end', actions: 'exchangeMarkets' },
  audit: { target: 'end', actions: 'audit' },
  scam: { target: 'checkWin', actions: 'scam' },
  gameTheMarket: { target: 'gameTheMarket', actions: 'gameTheMarket' },
  pass: { target: 'end', actions: 'pass' },
  endRoundEarly: { target: '#game.endOfRound', actions: 'endRoundEarly' },
} as const;

export const gameMachine = setup({
  types: {
    context: {} as MachineContext,
    events: {} as Move,
    input: {} as MachineContext,
  },
  guards: {
    buyWins: ({ context, event }) => buyWouldWin(context.state, event as Extract<Move, { type: 'buy' }>),
    claimWins: ({ context, event }) => claimWouldWin(context.state, event as Extract<Move, { type: 'claim' }>),
    someoneWon: ({ context }) => winners(context.state).length > 0,
    roundOver: ({ context }) => roundIsOver(context.state),
    needsEmergency: ({ context }) => needsEmergencyMeasures(context.state),
    emergencyDone: ({ context }) => emergencyDone(context.state),
    revolution: ({ context }) => isRevolution(context.state),
    panicDue: ({ context }) => panicDue(context.state),
    panicFromRound: ({ context }) => panicFromRound(context.state),
    roundCrisisDue: ({ context }) => roundCrisisDue(context.state),
    rebelsRemoved: ({ context }) => removalDone(context.state),
  },
  actions: {
    draw: rule(applyDraw),
    buy: rule(applyBuy),
    // Actions that end the turn at once also do the end-of-turn tidying.
    invest: rule(applyInvest, endTurn),
    exchangeHand: rule(applyExchangeHand, endTurn),
    exchangeMarkets: rule(applyExchangeMarkets, endTurn),
    audit: rule(applyAudit, endTurn),
    scam: rule(applyScam),
    gameTheMarket: rule(applyGameTheMarket),
    pass: rule(applyPass, endTurn),
    endTurn: rule(endTurn),
    buyAndFinish: rule(applyBuy, finishBuy, activateFoundCrisis, endTurn),
    claimAndFinish: rule(applyClaim, finishBuy, activateFoundCrisis, endTurn),
    claimAndWin: rule(applyClaim, declareWinner),
    declineAndFinish: rule(applyDeclineClaim, finishBuy, activateFoundCrisis, endTurn),
    passTurn: rule(passTurn),
    declareWinner: rule(declareWinner),
    endRoundEarly: rule(applyEndRoundEarly),
    gather: rule(gatherAndShuffle),
    startEmergency: rule(startEmergency),
    returnAsset: rule(applyReturnAsset),
    refill: rule(refillMarkets),
    poorestFirst: rule(poorestFirst),
    stack: rule(applyStack),
    nextTieBreak: rule(applyNextTieBreak),
    nextRoll: rule(applyNextRoll),
    nextCrisis: rule(applyNextCrisis),
    nextPanic: rule(applyNextPanic),
    activateRoundCrisis: rule(activateRoundCrisis),
    declareRevolution: rule(declareRevolution),
    startTurnPanic: rule((state) => startPanic(state, 'turn')),
    startRoundPanic: rule((state) => startPanic(state, 'round')),
    panicOffer: rule(applyPanicOffer),
    panicWithdraw: rule(applyPanicWithdraw),
    panicTrade: rule(applyPanicTrade),
    panicAgree: rule(applyPanicAgree),
    panicRefuse: rule(applyPanicRefuse),
    removeRebel: rule(applyRemoveRebel),
    endPanic: rule(endPanic),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => input,
  initial: 'turn',
  // Table adjustments are allowed in any phase and change no phase.
  on: {
    stack: { actions: 'stack' },
    nextTieBreak: { actions: 'nextTieBreak' },
    nextRoll: { actions: 'nextRoll' },
    nextCrisis: { actions: 'nextCrisis' },
    nextPanic: { actions: 'nextPanic' },
  },
  states: {
    turn: {
      initial: 'start',
      states: {
        // Before the optional draw: draw, or act straight away (declining the draw).
        start: { on: { draw: { target: 'action', actions: 'draw' }, ...ACTIONS } },
        action: { on: ACTIONS },
        // After Game the Market: the optional Buy with that card.
        gameTheMarket: { on: { buy: BUY, skipBuy: { target: 'end', actions: 'endTurn' } } },
        // A claim that completes the set wins at once, before the Buy is settled.
        claim: {
          on: {
            claim: [
              { guard: 'claimWins', target: '#game.gameOver', actions: 'claimAndWin' },
              { target: 'end', actions: 'claimAndFinish' },
            ],
            declineClaim: { target: 'end', actions: 'declineAndFinish' },
          },
        },
        // A Scam can complete the victim's set.
        checkWin: { always: [{ guard: 'someoneWon', target: '#game.gameOver', actions: 'declareWinner' }, { target: 'end', actions: 'endTurn' }] },
        // After the turn: the Revolution ends the game at once; the Panic! comes at the end of the
        // turn that set it off; the Round ends at the end of the turn in which the deck ran out.
        end: {
          always: [
            { guard: 'revolution', target: '#game.gameOver', actions: 'declareRevolution' },
            { guard: 'panicDue', target: '#game.panic', actions: 'startTurnPanic' },
            { guard: 'roundOver', target: '#game.endOfRound' },
            { target: 'start', actions: 'passTurn' },
          ],
        },
      },
    },
    panic: {
      initial: 'negotiate',
      states: {
        negotiate: {
          on: {
            panicOffer: { actions: 'panicOffer' },
            panicWithdraw: { actions: 'panicWithdraw' },
            panicTrade: { target: 'afterTrade', actions: 'panicTrade' },
            panicAgree: { target: 'remove', actions: 'panicAgree' },
            panicRefuse: { target: 'done', actions: 'panicRefuse' },
          },
        },
        // A trade can complete someone's five Assets: they win at once.
        afterTrade: {
          always: [{ guard: 'someoneWon', target: '#game.gameOver', actions: 'declareWinner' }, { target: 'negotiate' }],
        },
        remove: {
          always: { guard: 'rebelsRemoved', target: 'done' },
          on: { removeRebel: { target: 'remove', reenter: true, actions: 'removeRebel' } },
        },
        done: {
          always: [
            { guard: 'panicFromRound', target: '#game.endOfRound.poorest', actions: 'endPanic' },
            { guard: 'roundOver', target: '#game.endOfRound', actions: 'endPanic' },
            { target: '#game.turn.start', actions: ['endPanic', 'passTurn'] },
          ],
        },
      },
    },
    endOfRound: {
      initial: 'gather',
      states: {
        gather: { always: { target: 'emergencyCheck', actions: 'gather' } },
        emergencyCheck: { always: [{ guard: 'needsEmergency', target: 'emergency', actions: 'startEmergency' }, { target: 'refill' }] },
        emergency: { always: { guard: 'emergencyDone', target: 'refill' }, on: { returnAsset: { target: 'emergency', reenter: true, actions: 'returnAsset' } } },
        refill: { always: { target: 'roundCrisis', actions: 'refill' } },
        // Level 2: one set-aside Crisis is Activated, which may bring the Revolution or the Panic!.
        roundCrisis: {
          always: [{ guard: 'roundCrisisDue', target: 'afterRoundCrisis', actions: 'activateRoundCrisis' }, { target: 'poorest' }],
        },
        afterRoundCrisis: {
          always: [
            { guard: 'revolution', target: '#game.gameOver', actions: 'declareRevolution' },
            { guard: 'panicDue', target: '#game.panic', actions: 'startRoundPanic' },
            { target: 'poorest' },
          ],
        },
        // Last of all, so that everything the end of the Round changed counts.
        poorest: { always: { target: '#game.turn', actions: 'poorestFirst' } },
      },
    },
    gameOver: { type: 'final' },
  },
});
