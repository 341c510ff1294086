/**
 * Applying moves. `play` checks a move (well-formed, made by a seat that may act now, taken by the
 * current phase or decision window, allowed by the rules) and, if it is legal, runs it through the
 * compiled statechart, which applies the move's effect and every automatic step that follows.
 * Illegal moves come back as values, never thrown.
 */
import type { GameEvent } from './events.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import { acceptedTypes, actors, wasListedFor } from './legal.ts';
import { chart, familyOf, modulesOf } from './module.ts';
import type { Move } from './moves.ts';
import { runChart } from './chart/table.ts';
import { waitingFor } from './phases.ts';
import type { GameState } from './state.ts';
import { validateMove } from './validate.ts';
import { vetoOf } from './veto.ts';

export type PlayResult =
  { readonly ok: true; readonly game: GameState; readonly events: readonly GameEvent[]; readonly move: Move } | { readonly ok: false; readonly illegal: IllegalMove };

/**
 * Reads a move and fills in its seat when the input leaves it out and only one seat can act (so a
 * script can write `{ type: 'draw' }`); the result names its seat.
 */
export function readMove(state: GameState, input: unknown): { ok: true; move: Move } | { ok: false; illegal: IllegalMove } {
  const shape = validateMove(input);
  if (!shape.ok) return { ok: false, illegal: shape.error };
  if (shape.move.seat !== undefined) return { ok: true, move: shape.move as Move };
  const who = actors(state);
  if (who.length !== 1) {
    const info = waitingFor(state);
    return { ok: false, illegal: illegal('move.no-seat', info.rule, 'Several players may act now: say which seat makes this move.') };
  }
  return { ok: true, move: { ...shape.move, seat: who[0]! } as Move };
}

/** Why a move is not allowed now, or null if it is; with the move read from the input. */
export function judgeMove(state: GameState, input: unknown): { ok: true; move: Move } | { ok: false; illegal: IllegalMove } {
  if (wasListedFor(input, state)) return { ok: true, move: input };
  if (state.phase === 'gameOver') return { ok: false, illegal: illegal('game.over', state.result?.rule ?? 'victory.five-assets', 'The game is over.') };
  const read = readMove(state, input);
  if (!read.ok) return read;
  const move = read.move;
  if (move.type !== 'choose') {
    const info = waitingFor(state);
    if (!acceptedTypes(state).includes(move.type))
      return { ok: false, illegal: illegal('phase.not-now', info.rule, `That move is not possible now. The game is waiting for: ${info.label}.`) };
    if (!actors(state).includes(move.seat as number))
      return {
        ok: false,
        illegal: illegal('seat.not-deciding', info.rule, `It is not seat ${(move.seat as number) + 1}'s decision now. The game is waiting for: ${info.label}.`),
      };
  }
  const problem = vetoOf(state, move) ?? familyOf(move.type)!.check(state, move as never);
  return problem ? { ok: false, illegal: problem } : { ok: true, move };
}

/** Why a move is not allowed now, or null if it is. */
export function checkMove(state: GameState, input: unknown): IllegalMove | null {
  const judged = judgeMove(state, input);
  return judged.ok ? null : judged.illegal;
}

export function play(state: GameState, input: unknown): PlayResult {
  const judged = judgeMove(state, input);
  if (!judged.ok) return judged;
  const out = runChart(chart(), state, judged.move);
  if (!out) {
    const info = waitingFor(state);
    return { ok: false, illegal: illegal('phase.not-now', info.rule, `That move is not possible now. The game is waiting for: ${info.label}.`) };
  }
  const settled = settleModules(out.state);
  return { ok: true, game: settled.state, events: settled.events.length === 0 ? out.events : [...out.events, ...settled.events], move: judged.move };
}

/** Lets each module bring what it derives from the table up to date (who holds the Luxury Bunker). */
export function settleModules(state: GameState): { state: GameState; events: readonly GameEvent[] } {
  let next = state;
  let events: GameEvent[] = [];
  for (const m of modulesOf(state)) {
    if (!m.settle) continue;
    const out = m.settle(next);
    next = out.state;
    if (out.events.length > 0) events = [...events, ...out.events];
  }
  return { state: next, events };
}
