/**
 * Small helpers for building exact positions and playing scripted moves in tests. They throw (with
 * the engine's own reason) when a position or a move is refused, so a test that expects a legal
 * script fails loudly at the step that went wrong.
 */
import {
  type CardId,
  createFromPosition,
  type EventOf,
  type GameEvent,
  type GameEventType,
  type GameState,
  type IllegalMove,
  type MoveInput as Move,
  play,
  type PositionInput,
} from '../../src/machine/index.ts';

/** A game from an exact position; throws if the engine calls the position impossible. */
export function position(input: PositionInput): GameState {
  const made = createFromPosition(input);
  if (!made.ok) throw new Error(`position refused (${made.error.rule}): ${made.error.reason}`);
  return made.game;
}

export interface Played {
  readonly game: GameState;
  readonly events: readonly GameEvent[];
}

/** Plays one move that must be legal. */
export function mustPlay(state: GameState, move: Move): Played {
  const result = play(state, move);
  if (!result.ok) throw new Error(`${JSON.stringify(move)} refused (${result.illegal.rule}): ${result.illegal.reason}`);
  return { game: result.game, events: result.events };
}

/** Plays every move in order (each must be legal); returns the final state and all events caused. */
export function playAll(state: GameState, moves: readonly Move[]): Played {
  let game = state;
  const events: GameEvent[] = [];
  for (const move of moves) {
    const next = mustPlay(game, move);
    game = next.game;
    events.push(...next.events);
  }
  return { game, events };
}

/** The refusal of a move that must be illegal. */
export function refusal(state: GameState, move: unknown): IllegalMove {
  const result = play(state, move);
  if (result.ok) throw new Error(`${JSON.stringify(move)} was accepted but should have been refused`);
  return result.illegal;
}

/** The event types, in order, for a compact assertion. */
export function typesOf(events: readonly GameEvent[]): string[] {
  return events.map((e) => e.type);
}

/** The first event of a type (throws if none), to assert on its fields. */
export function eventOf<T extends GameEventType>(events: readonly GameEvent[], type: T): EventOf<T> {
  const found = events.find((e): e is EventOf<T> => e.type === type);
  if (!found) throw new Error(`no ${type} event among: ${typesOf(events).join(', ')}`);
  return found;
}

/** Every card of a Market, face-up card first. */
export function marketCards(state: GameState, market: keyof GameState['markets']): CardId[] {
  const m = state.markets[market];
  return m.faceUp === null ? [...m.faceDown] : [m.faceUp, ...m.faceDown];
}

/** The queue of chosen outcomes of one kind (`draw`, `roll`, `pick`, `crisis`, `panic`); empty when the key is absent. */
export function chosenOf(state: GameState, kind: string): readonly (string | number)[] {
  return state.chosen[kind] ?? [];
}

/** The seats still to give an Asset back in Emergency Measures, next first (empty when no such window is open). */
export function owing(state: GameState): number[] {
  const w = state.windows.find((x) => x.kind === 'endOfRound.emergency');
  return w ? w.seats.filter((s) => !w.done.includes(s)) : [];
}

/** A worked example played out: every state from its position on, and the events each step caused. */
export function playExample(
  examples: readonly { readonly id: string; readonly position: PositionInput; readonly steps: readonly { readonly move: Move }[] }[],
  id: string,
): { states: GameState[]; events: GameEvent[][] } {
  const ex = examples.find((e) => e.id === id);
  if (!ex) throw new Error(`no example ${id}`);
  const states = [position(ex.position)];
  const events: GameEvent[][] = [];
  for (const step of ex.steps) {
    const r = play(states[states.length - 1]!, step.move);
    if (!r.ok) throw new Error(`${id}: ${JSON.stringify(step.move)}: ${r.illegal.reason}`);
    states.push(r.game);
    events.push([...r.events]);
  }
  return { states, events };
}
