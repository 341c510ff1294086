/**
 * What a player does to the game shown (play a move, start a new game or set up a position, bring in
 * the table's own card values, change the viewpoint), each with what it announces and whether it is
 * a landmark in the browser history (see useHashLink.ts).
 *
 * Separate from the widget: the session changes and their wording are one job and need nothing of
 * the rendering. A plain function rather than a hook: it exists only while a game is shown.
 */
import type { GameState, Move, NewGameOptions, Viewer } from '../../machine/api.ts';
import { seatLabel } from '../shared/format.ts';
import { lineName, moveLabel, newGameSession, playMove, positionSession, shown, type TableOptions, withViewer, type Session } from './session.ts';
import type { ShowSession } from './usePlaygroundSession.ts';

/** `say` announces without a change; `played` runs after a move is played. */
export function gameActions(s: Session, setSession: ShowSession, say: (message: string) => void, played: () => void) {
  const state = shown(s);
  const names = state.players.map((p) => p.billionaire);
  return {
    play(move: Move) {
      const label = moveLabel(state, move, s.viewer);
      const out = playMove(s, move);
      if (!out.ok) {
        say(`Not allowed: ${out.illegal.reason}`);
        return;
      }
      const said =
        out.change === 'branched'
          ? `Played: ${label}. This starts ${lineName(out.session, out.session.line)}; ${lineName(out.session, s.line).replace(/^Main line$/, 'the main line')} keeps its moves.`
          : out.change === 'joined'
            ? `Played: ${label}. ${lineName(out.session, out.session.line)} already goes on with this move: it is shown.`
            : `Played: ${label}.`;
      // A new line, or another line shown, is a landmark in the browser history; one more move is not.
      setSession(out.session, said, out.change === 'branched' || out.change === 'joined');
      played();
    },
    startNew(options: NewGameOptions) {
      const made = newGameSession(options);
      if (!made.ok) return made.error;
      setSession(made.session, 'A new game has started.', true);
      return null;
    },
    applyPosition: (game: GameState) => setSession(positionSession(game), 'The position you set up is now the start of the game.', true),
    // A table's own cards (the saved ones, or none: ours): the same game from its start, lines replayed.
    async applyTable(table: TableOptions, whose: string): Promise<{ ok: boolean; message: string }> {
      const { withTable } = await import('./tableReplay.ts');
      const out = withTable(s, table);
      if (!out.ok) return { ok: false, message: out.error.reason };
      const kept =
        out.dropped === 0 ? 'every move is kept' : `${out.dropped} ${out.dropped === 1 ? 'move no longer fits and was' : 'moves no longer fit and were'} dropped`;
      const message = `${whose} now apply: the game was replayed from its start, and ${kept}.`;
      setSession(out.session, message, true);
      return { ok: true, message };
    },
    setViewer: (v: Viewer) => setSession(withViewer(s, v), v === 'table' ? 'Table view: every card is shown.' : `Now seeing only what ${seatLabel(names, v)} sees.`),
  };
}
