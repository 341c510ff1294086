/** The steps played so far: what was done, why (caption), the rule, and what the engine did. */
import { describeMove, type GameEvent, type GameState, type Move } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { EventList } from '../shared/EventList.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';

interface Props {
  readonly example: WorkedExample;
  readonly states: readonly GameState[];
  readonly events: readonly (readonly GameEvent[])[];
  /** The steps' moves as played, each naming its seat. */
  readonly moves: readonly Move[];
  readonly step: number;
}

export function StepLog({ example, states, events, moves, step }: Props) {
  if (step === 0) return <p class="bng-muted">No steps played yet.</p>;
  return (
    <ol class="bng-log">
      {example.steps.slice(0, step).map((s, i) => (
        <li key={i} class="bng-log-entry" data-log-step={i + 1} aria-current={i + 1 === step ? 'step' : undefined}>
          <p>
            <strong>
              Step {i + 1}: {describeMove(states[i]!, moves[i]!)}.
            </strong>{' '}
            {s.caption} <RuleLink rule={s.rule} />
          </p>
          <EventList state={states[i + 1]!} events={events[i]!} rules={false} label={`What step ${i + 1} caused`} />
        </li>
      ))}
    </ol>
  );
}
