/** The last move, in one or two sentences with the rules behind what it caused, and every earlier move in a list to look back on. */
import type { Seat } from '../../machine/index.ts';
import { EventList } from '../shared/EventList.tsx';
import { type CoachGame, moveWords, type Played } from './coachGame.ts';
import { narrationOf } from './narration.ts';

/** How many of a move's consequences are shown at once: what a reader takes in between two moves. */
const SHOWN = 3;

/** Consequences that only restate the move or the routine of a turn: shown among everything, not up front. */
const ROUTINE: ReadonlySet<string> = new Set(['buyAnnounced', 'turnEnded', 'cardsDiscarded', 'passed', 'refilled']);

function Told({ p, learner }: { readonly p: Played; readonly learner: Seat }) {
  const n = narrationOf(p, learner, moveWords(p, learner));
  const shown = p.events.filter((e) => !ROUTINE.has(e.type)).slice(0, SHOWN);
  return (
    <>
      <p class="bng-coach-told">
        <strong>{n.who}:</strong> {n.words}
      </p>
      {/* What the move caused, as the learner's seat may know it, each with its rule: the telling
          things at once, everything (in order) a click away for a busy move such as a Buy that sets off a Crisis. */}
      <EventList state={p.after} events={shown} viewer={learner} />
      {shown.length < p.events.length ? (
        <details class="bng-coach-more">
          <summary>Everything it caused ({p.events.length})</summary>
          <EventList state={p.after} events={p.events} viewer={learner} />
        </details>
      ) : null}
    </>
  );
}

export function Narration({ game }: { readonly game: CoachGame }) {
  const last = game.played[game.played.length - 1];
  const earlier = game.played.slice(0, -1);
  return (
    <section class="bng-coach-narration" aria-labelledby="bng-coach-last" data-coach="narration">
      <h3 id="bng-coach-last">Move {game.played.length}</h3>
      {last ? <Told p={last} learner={game.learner} /> : null}
      {earlier.length > 0 ? (
        <details class="bng-coach-earlier">
          <summary>Earlier moves ({earlier.length})</summary>
          <ol reversed>
            {earlier
              .map((p, i) => (
                <li key={i} value={i + 1}>
                  <Told p={p} learner={game.learner} />
                </li>
              ))
              .reverse()}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
