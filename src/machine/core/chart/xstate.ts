/**
 * Turns the plain steps and guards into XState implementations, so the chart can be run by XState
 * itself (the reference the compiled table is tested against) through its documented API only.
 */
import { assign, type StateValue } from 'xstate';
import type { GameEvent } from '../events.ts';
import type { Move } from '../moves.ts';
import type { GameState } from '../state.ts';
import type { Guard, Step } from './steps.ts';

export interface ChartContext {
  readonly state: GameState;
  /** Events caused by the move being applied. */
  readonly events: readonly GameEvent[];
}

type Params = Record<string, unknown> | undefined;

type Assigner = ReturnType<typeof assign<ChartContext, Move, Params, Move, never>>;
type Predicate = (args: { context: ChartContext; event: Move }) => boolean;

export function xstateActions(steps: Readonly<Record<string, Step>>): Record<string, Assigner> {
  return Object.fromEntries(
    Object.entries(steps).map(([name, step]) => [
      name,
      assign<ChartContext, Move, Params, Move, never>(({ context, event }, params) => {
        const out = step(context.state, event, params ?? {});
        return { state: out.state, events: [...context.events, ...out.events] };
      }),
    ]),
  );
}

export function xstateGuards(guards: Readonly<Record<string, Guard>>): Record<string, Predicate> {
  return Object.fromEntries(
    Object.entries(guards).map(([name, guard]) => [name, ({ context, event }: { context: ChartContext; event: Move }) => guard(context.state, event)]),
  );
}

/** A chart position as our phase string: `{ turn: 'action' }` → `turn.action`. */
export function phaseOfValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [top, sub] = Object.entries(value)[0]!;
  return sub === undefined ? top : `${top}.${phaseOfValue(sub as StateValue)}`;
}

/** Our phase string as a chart position: `turn.action` → `{ turn: 'action' }`. */
export function valueOfPhase(phase: string): StateValue {
  const [top, ...rest] = phase.split('.');
  return rest.length === 0 ? top! : { [top!]: valueOfPhase(rest.join('.')) };
}
