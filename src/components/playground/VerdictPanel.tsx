/**
 * The ruling a verdict link carries: the move tried, in words, then "Allowed" and what it caused
 * (the first few events, each with its rule) or "Not allowed", the engine's reason and the rule it
 * breaks. Loaded on demand: only a verdict link needs it (see shared/useLazy.ts).
 */
import { useEffect, useRef } from 'preact/hooks';
import type { GameState, Verdict, Viewer } from '../../machine/index.ts';
import { EventList } from '../shared/EventList.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { moveLabel } from './session.ts';

/** How many of the events an allowed move caused are listed. */
const FIRST_EVENTS = 5;

interface Props {
  /** The game at the step shown, where the move was tried. */
  readonly state: GameState;
  readonly verdict: Verdict;
  readonly viewer: Viewer;
  readonly onClose: () => void;
}

export function VerdictPanel({ state, verdict, viewer, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a link: the ruling is what the reader came for, so the keyboard starts there.
  useEffect(() => heading.current?.focus(), []);
  const label = moveLabel(state, verdict.move, viewer);
  const more = verdict.ok ? verdict.events.length - FIRST_EVENTS : 0;
  return (
    <section class="bng-panel bng-verdict" aria-labelledby="bng-verdict-heading" data-verdict={verdict.ok ? 'allowed' : 'refused'}>
      <h3 id="bng-verdict-heading" tabIndex={-1} ref={heading}>
        Ruling: can this move be made here?
      </h3>
      <p data-verdict-move>{label}</p>
      {verdict.ok ? (
        <>
          <p class="bng-message bng-message--ok" data-verdict-result>
            <strong>Allowed.</strong> {verdict.events.length === 0 ? 'It causes nothing more.' : 'What it causes:'}
          </p>
          <EventList state={verdict.game} events={verdict.events.slice(0, FIRST_EVENTS)} viewer={viewer} label="What the move causes" />
          {more > 0 ? <p class="bng-muted">…and {more === 1 ? 'one more event' : `${more} more events`}.</p> : null}
        </>
      ) : (
        <p class="bng-message bng-message--error" data-verdict-result>
          <strong>Not allowed.</strong> <span data-reason>{verdict.illegal.reason}</span> <RuleLink rule={verdict.illegal.rule} />
        </p>
      )}
      <button type="button" class="bng-btn" onClick={onClose} data-action="close-verdict">
        Close the ruling
      </button>
    </section>
  );
}
