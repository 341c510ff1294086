/**
 * The game screen's body: the step shown (undo, redo, the move that led here), the table, and beside
 * it the panels of the game's modules, the legal moves, "Try any move" and the history with its
 * keys. It is hidden while the table editor is open.
 *
 * Separate from the widget: the panels laid out around the table, fed from the session and its
 * actions, with nothing of the address.
 */
import type { Ref } from 'preact';
import { legalMoves, type GameState, type Move, type TableView, cardsOf } from '../../machine/api.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { seatLabel } from '../shared/format.ts';
import { CardsContext } from '../table/Card.tsx';
import { FocusSlot } from '../shared/FocusSlot.tsx';
import { StepControls } from './StepControls.tsx';
import { LastMove } from './LastMove.tsx';
import { LegalMoves } from './LegalMoves.tsx';
import type { Session } from './session.ts';
import { Unloaded, type LazyParts } from './useLazyParts.tsx';

interface Props {
  readonly s: Session;
  readonly state: GameState;
  readonly view: TableView;
  /** Whether the game is over. */
  readonly over: boolean;
  readonly hidden: boolean;
  readonly parts: LazyParts;
  readonly onStep: (step: number) => void;
  readonly onJump: (step: number) => void;
  readonly onLine: (line: number, step?: number) => void;
  readonly onPlay: (move: Move) => void;
  /** A link to a ruling on a move tried at the step shown (null while the link code loads). */
  readonly rulingLink: ((move: Move) => string) | null;
  readonly headingRef: Ref<HTMLHeadingElement>;
  /** The focused phase map of the first game, drawn by the server (see FocusSlot.tsx). */
  readonly firstFocus?: string;
}

export function PlayLayoutSection({
  s,
  state,
  view,
  over,
  hidden,
  parts: { panels, builder, history },
  onStep,
  onJump,
  onLine,
  onPlay,
  rulingLink,
  headingRef,
  firstFocus,
}: Props) {
  const deciders = view.deciders;
  // A seat's view offers that seat's moves; the table view offers every deciding seat's.
  const legal = s.viewer === 'table' ? legalMoves(state) : legalMoves(state, s.viewer);
  // Once the game is over nobody decides: every view says so in the list of moves.
  const canSee = s.viewer === 'table' || deciders.length === 0 || deciders.includes(s.viewer);
  const names = state.players.map((p) => p.billionaire);
  const decidersNames = deciders.map((d) => seatLabel(names, d));
  const whose = decidersNames.length === 1 ? `${decidersNames[0]}'s` : `${decidersNames.slice(0, -1).join(', ')} and ${decidersNames[decidersNames.length - 1]}'s`;
  const failed = 'This part of the playground could not be loaded. Check the connection and reload the page.';
  return (
    <div class="bng-play-layout" hidden={hidden}>
      {/* First in the page order: on a narrow screen the move shown and what it caused sit right
          under the status line, above the table; on a wide one beside the table. */}
      <section class="bng-panel bng-play-step" aria-labelledby="bng-step-heading" data-panel="step">
        <StepControls session={s} onStep={onStep} />
        <LastMove session={s} headingRef={headingRef} />
        {/* The focused phase map (phase-map/focusView.ts) under what the move shown caused, which
            keeps its place on a phone's first screen. */}
        <FocusSlot class="bng-fm-slot" html={firstFocus} />
      </section>
      <div class="bng-play-table">
        <CardsContext.Provider value={cardsOf(state)}>
          <ModuleTable view={view} label={`Table after move ${s.step} of ${s.moves.length}`} />
        </CardsContext.Provider>
      </div>
      <div class="bng-play-side">
        {/* Each panel shows itself only while it has something to show (a Panic! under way). */}
        {!over
          ? panels.list.map((Panel, i) => <Panel key={i} state={state} viewer={s.viewer} legal={legal} onPlay={onPlay} deciders={deciders} rulingLink={rulingLink} />)
          : null}
        {panels.status === 'failed' ? (
          <p class="bng-message bng-message--error" role="alert">
            {failed}
          </p>
        ) : null}
        <section class="bng-panel" aria-labelledby="bng-moves-heading">
          <h3 id="bng-moves-heading">Moves</h3>
          {canSee ? (
            <LegalMoves state={state} moves={legal} deciders={deciders} viewer={s.viewer} onPlay={onPlay} />
          ) : (
            <p class="bng-muted" data-not-deciding>
              It is {whose} decision, and this view cannot see their cards. Switch to {decidersNames.length === 1 ? 'their view' : 'one of their views'} or the table view
              to see their moves.
            </p>
          )}
        </section>
        {canSee && !over ? (
          <details class="bng-panel" open>
            <summary>Try any move</summary>
            {builder.kind === 'ready' ? (
              <builder.component state={state} viewer={s.viewer} deciders={deciders} legal={legal} onPlay={onPlay} rulingLink={rulingLink} />
            ) : (
              <Unloaded kind={builder.kind} loading="Loading…" failed={failed} />
            )}
          </details>
        ) : null}
        <section class="bng-panel" aria-labelledby="bng-history-heading">
          <h3 id="bng-history-heading">History</h3>
          {history.kind === 'ready' ? (
            <history.component session={s} onJump={onJump} onLine={onLine} />
          ) : (
            <Unloaded kind={history.kind} loading="Loading…" failed={failed} />
          )}
          <p class="bng-shortcuts">
            Keys: <kbd class="bng-kbd">←</kbd> <kbd class="bng-kbd">→</kbd> step, <kbd class="bng-kbd">Home</kbd> <kbd class="bng-kbd">End</kbd> first and last,{' '}
            <kbd class="bng-kbd">u</kbd> or <kbd class="bng-kbd">Ctrl</kbd>+<kbd class="bng-kbd">Z</kbd> undo, <kbd class="bng-kbd">r</kbd> or{' '}
            <kbd class="bng-kbd">Ctrl</kbd>+<kbd class="bng-kbd">Shift</kbd>+<kbd class="bng-kbd">Z</kbd> redo, <kbd class="bng-kbd">f</kbd> projector mode (there{' '}
            <kbd class="bng-kbd">Page Up</kbd> <kbd class="bng-kbd">Page Down</kbd> step too, <kbd class="bng-kbd">Esc</kbd> leaves). They are off while you type in a
            field or choose in a list.
          </p>
        </section>
      </div>
    </div>
  );
}
