/**
 * What the playground shows while it has no game to show: a link in the address that could not be
 * opened because the link code did not download, or a link that could not be read (its panel comes
 * with the link code, links.ts, which found the error).
 *
 * Separate from the widget: these screens share nothing with the game screen but the widget's
 * outer classes. A function the widget calls, not a component it renders: the element it returns
 * stands where the game screen's root will, so Preact keeps the same element from the first paint
 * on (a component of its own would be replaced, and the element the page found gone).
 */
import { sessionFromPartial } from './session.ts';
import type { Links } from './useLinks.ts';
import { randomGame, type GameMode, type Mode, type ShowSession } from './usePlaygroundSession.ts';

interface Props {
  readonly mode: Exclude<Mode, GameMode>;
  /** The link code, once loaded. */
  readonly linkCode: Links | null;
  readonly setSession: ShowSession;
}

export function noGameScreen({ mode, linkCode, setSession }: Props) {
  const newGame = () => setSession(randomGame(), 'A new game has started.', true);
  if (mode.kind === 'unreadable')
    return (
      <div class="bng-widget bng-playground not-content" data-state="error" data-hydrated="true">
        <div class="bng-message bng-message--error" role="alert" data-link-error="unreadable">
          <p>The link in the address could not be opened: part of the playground did not download. Check the connection and reload the page.</p>
          <button type="button" class="bng-btn" onClick={newGame} data-action="new-game-instead">
            Start a new game instead
          </button>
        </div>
      </div>
    );
  return (
    <div class="bng-widget bng-playground not-content" data-state="error" data-hydrated={linkCode ? 'true' : 'loading'}>
      {linkCode ? (
        <linkCode.LinkErrorPanel
          error={mode.error}
          onNewGame={newGame}
          onOpenPartial={(partial) => setSession(sessionFromPartial(partial), `The game up to move ${partial.content.moves.length} is open.`, true)}
        />
      ) : null}
    </div>
  );
}
