/**
 * What a link brought beside its game: the notice of an older rules edition (with the game as the
 * link wrote it), and the ruling of a verdict link on the move it tries. Each sits in its own live
 * region, empty when the link brought no such thing.
 *
 * Separate from the widget: both come only with a link, and both load on demand (useLazyParts.tsx).
 */
import type { GameState } from '../../machine/api.ts';
import { sessionFromLink } from './session.ts';
import { Unloaded, type LazyParts } from './useLazyParts.tsx';
import type { GameMode, ShowSession } from './usePlaygroundSession.ts';

interface Props {
  readonly mode: GameMode;
  readonly state: GameState;
  readonly parts: LazyParts;
  readonly setSession: ShowSession;
  /** Moves the focus back to the game once the ruling is closed. */
  readonly refocus: () => void;
}

export function LinkFeedbackSection({ mode, state, parts: { editionNotice, ruling }, setSession, refocus }: Props) {
  const { session: s, edition, verdict } = mode;
  return (
    <>
      <div aria-live="polite" data-feedback="edition">
        {edition && editionNotice.kind === 'ready' ? (
          <editionNotice.component
            report={edition.report}
            onAsWritten={() =>
              setSession(sessionFromLink({ ok: true, ...edition.asWritten }), 'The game is shown as the link wrote it, under its own rules edition.', true)
            }
          />
        ) : null}
      </div>
      <div aria-live="polite" data-feedback="verdict">
        {verdict ? (
          ruling.kind === 'ready' ? (
            <ruling.component
              state={state}
              verdict={verdict}
              viewer={s.viewer}
              onClose={() => {
                setSession(s, 'The ruling is closed.');
                refocus();
              }}
            />
          ) : (
            <Unloaded kind={ruling.kind} loading="Loading the ruling…" failed="The ruling could not be loaded. Check the connection and reload the page." alert={false} />
          )
        ) : null}
      </div>
    </>
  );
}
