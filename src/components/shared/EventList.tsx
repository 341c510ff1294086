/** What a move caused, one sentence per engine event, each with the rule that made it happen. */
import { describeEvent, type GameEvent, type GameState, type Viewer } from '../../machine/api.ts';
import { RuleLink } from './RuleLink.tsx';

interface Props {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly viewer?: Viewer;
  readonly rules?: boolean;
  readonly label?: string;
}

export function EventList({ state, events, viewer = 'table', rules = true, label }: Props) {
  if (events.length === 0) return null;
  return (
    <ul class="bng-events" aria-label={label}>
      {events.map((e, i) => (
        <li key={i} data-event={e.type}>
          {describeEvent(state, e, viewer)}
          {rules ? (
            <>
              {' '}
              <RuleLink rule={e.rule} prefix="" />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
