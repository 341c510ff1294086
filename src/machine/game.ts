/**
 * Applying moves through the statechart. `play` checks a move (well-formed, accepted by the current
 * phase, allowed by the rules) and, if it is legal, runs it through the machine, which applies the
 * rule and every automatic step that follows. Illegal moves come back as values, never thrown.
 */
import { type ActorScope, createActor } from 'xstate';
import type { GameEvent } from './events.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import { checkRules } from './legal.ts';
import { gameMachine, type MachineContext } from './machine.ts';
import { type Move, TABLE_MOVES } from './moves.ts';
import { ACCEPTED, PHASE_INFO, phaseToStateValue, stateValueToPhase } from './phases.ts';
import type { GameState, PlayerIndex } from './state.ts';
import { validateMove } from './validate.ts';

export type PlayResult =
  | { readonly ok: true; readonly game: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly illegal: IllegalMove };

type Snapshot = ReturnType<typeof gameMachine.resolveState>;

/**
 * The machine snapshot of each state we produced, so the next move need not rebuild it. Weakly held:
 * states that are dropped take their snapshots with them. A state from elsewhere (a link, JSON) is
 * simply resolved afresh.
 */
const snapshots = new WeakMap<GameState, Snapshot>();

function snapshotOf(state: GameState): Snapshot {
  const cached = snapshots.get(state);
  if (cached) return cached;
  const snap = gameMachine.resolveState({ value: phaseToStateValue(state.phase), context: { state, events: [] } });
  snapshots.set(state, snap);
  return snap;
}

/**
 * XState's `transition()` builds a throwaway actor (and its initial snapshot) on every call, which
 * costs more than our rules. Our machine has no children, timers or side effects (all actions are
 * `assign`), so one inert scope can serve every transition.
 */
let scope: ActorScope<Snapshot, Move> | undefined;
function inertScope(seed: GameState): ActorScope<Snapshot, Move> {
  if (scope) return scope;
  const self = createActor(gameMachine, { input: { state: seed, events: [] } });
  const noop = () => {};
  scope = {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: noop,
    defer: noop,
    emit: noop,
    stopChild: noop,
    actionExecutor: noop,
  } as unknown as ActorScope<Snapshot, Move>;
  return scope;
}

/** Why a move is not allowed now, or null if it is. */
export function checkMove(state: GameState, move: unknown): IllegalMove | null {
  if (state.phase === 'gameOver') return illegal('game.over', state.result?.rule ?? 'victory.five-assets', 'The game is over.');
  const shape = validateMove(move);
  if (!shape.ok) return shape.error;
  const m = shape.move;
  if (!ACCEPTED[state.phase].has(m.type)) {
    const info = PHASE_INFO[state.phase];
    return illegal('phase.not-now', info.rule, `That move is not possible now. The game is waiting for: ${info.label}.`);
  }
  return checkRules(state, m);
}

export function play(state: GameState, move: unknown): PlayResult {
  const problem = checkMove(state, move);
  if (problem) return { ok: false, illegal: problem };
  const m = move as Move;
  const next = gameMachine.transition(snapshotOf(state), m, inertScope(state));
  const context = next.context as MachineContext;
  const phase = TABLE_MOVES.has(m.type) ? state.phase : stateValueToPhase(next.value);
  const game: GameState = phase === context.state.phase ? context.state : { ...context.state, phase };
  // Cache the snapshot with the move's events cleared, so they are not reported again next move.
  // (A snapshot is a plain object; copying it with a new context is what XState's own clone does.)
  snapshots.set(game, { ...next, context: { state: game, events: [] } });
  return { ok: true, game, events: context.events };
}

/** Who must decide now: the current player in a turn, the next in line for Emergency Measures. */
export function actingPlayer(state: GameState): PlayerIndex | null {
  switch (state.phase) {
    case 'gameOver':
      return null;
    case 'endOfRound.emergency':
      return state.emergency[0] ?? null;
    case 'panic.negotiate':
      return null; // the whole table negotiates
    case 'panic.remove':
      return state.panic?.by ?? null;
    default:
      return state.current;
  }
}
