/** What the move that led to the state shown did, event by event, with rule links, and a link to share that ruling. */
import type { Ref } from 'preact';
import type { Session } from './session.ts';
import { at, moveLabel } from './session.ts';
import { useLinks } from './useLinks.ts';
import { EventList } from '../shared/EventList.tsx';

export function LastMove({ session, headingRef }: { readonly session: Session; readonly headingRef: Ref<HTMLHeadingElement> }) {
  const { step } = session;
  const move = step > 0 ? session.moves[step - 1] : undefined;
  // The ruling's link (and its box) come with the link code, loaded just after the playground first shows.
  const links = useLinks();
  return (
    <section class="bng-last" aria-labelledby="bng-last-heading">
      <h4 id="bng-last-heading" tabIndex={-1} ref={headingRef}>
        {move ? `Move ${step}: ${moveLabel(session.timeline.start, move, session.viewer)}` : 'No move yet'}
      </h4>
      <div aria-live="polite" data-feedback="events">
        {move ? (
          <EventList state={at(session, step).state} events={at(session, step).events} viewer={session.viewer} label="What the move caused" />
        ) : (
          <p class="bng-muted">Play a move to see what it causes and which rule says so.</p>
        )}
      </div>
      {move && links.kind === 'ready' ? <links.links.ShareRuling fragment={links.links.rulingLinkOf(session, step - 1, move)} /> : null}
    </section>
  );
}
