/**
 * Turns worked-example data into what the step-through widget shows: the start state, the state
 * after every step, the events of every step, and the playground link at any step. The Astro
 * wrapper runs this at build time too, so a broken example fails the build with a clear message.
 */
import { createFromPosition, encodeLink, replay, type GameEvent, type GameState, type Move } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';

export interface PreparedExample {
  readonly ok: true;
  readonly start: GameState;
  /** states[i]: the table after i steps. */
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
  /** The steps' moves as the engine played them, each naming its seat. */
  readonly moves: readonly Move[];
}

export type PrepareResult = PreparedExample | { readonly ok: false; readonly error: string };

export function prepareExample(example: WorkedExample): PrepareResult {
  const created = createFromPosition(example.position);
  if (!created.ok) return { ok: false, error: `The start position of "${example.id}" cannot be set up: ${created.error.reason}` };
  const history = replay(
    created.game,
    example.steps.map((s) => s.move),
  );
  if (!history.ok) return { ok: false, error: `Step ${history.index + 1} of "${example.id}" is not allowed: ${history.illegal.reason} (rule ${history.illegal.rule})` };
  return { ok: true, start: created.game, states: history.states, events: history.events, moves: history.moves };
}

/**
 * The playground address that opens this example at a step (all moves kept, so the reader can step
 * on). The moves are those the engine played, so each names its seat.
 */
export function playgroundHref(prepared: PreparedExample, step: number): string {
  const fragment = encodeLink({ start: { kind: 'position', state: prepared.start }, moves: prepared.moves, step });
  return `/playground/#${fragment}`;
}
