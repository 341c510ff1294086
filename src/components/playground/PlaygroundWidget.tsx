/**
 * The playground: any game, any position, any move. It starts from the share link in the address
 * or a new game, shows the whole table from a chosen viewpoint, lists the legal moves, lets you try
 * any move (a refused one explains itself and links its rule), keeps the whole history (undo, redo,
 * step, and variations: a different move at an earlier step starts a new line and keeps the old
 * one), sets up positions by hand and chosen outcomes for disputes, and keeps the address a link to
 * exactly what is shown. The browser's Back and Forward move between its landmarks (see
 * useHashLink.ts for the rule). A verdict link ("Share this ruling") opens at its step with a
 * ruling panel on the move it tries; any change to the game closes the ruling.
 *
 * This file puts the pieces together: what is shown and the address (usePlaygroundSession.ts), the
 * projector (useProjector.ts), the parts loaded on demand (useLazyParts.tsx), the player's actions
 * (gameActions.ts), the keys (useShortcuts.ts) and the screen's larger sections (*Section.tsx).
 */
import { useRef, useState } from 'preact/hooks';
// Level 1's rules only: the other levels load with the link code or the panel that needs them (see level1.ts).
import '../../machine/level1.ts';
import { viewOf, type GameState, type Move } from '../../machine/api.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { peekSavedTable } from '../shared/tableCardsPeek.ts';
import { useLazy } from '../shared/useLazy.ts';
import { decidingText, resultText } from '../table/TableStatus.tsx';
import { gameActions } from './gameActions.ts';
import { LinkFeedbackSection } from './LinkFeedbackSection.tsx';
import { noGameScreen } from './noGameScreen.tsx';
import { PlayLayoutSection } from './PlayLayoutSection.tsx';
import { at, goTo, shown, switchLine, type Session } from './session.ts';
import { ToolbarSection } from './ToolbarSection.tsx';
import { OnDemand } from './OnDemand.tsx';
import { Unloaded, useLazyParts } from './useLazyParts.tsx';
import { usePlaygroundSession, whereText } from './usePlaygroundSession.ts';
import { useProjector } from './useProjector.ts';
import { useShortcuts } from './useShortcuts.ts';
import '../shared/widgets.css';
import '../table/table.css';
import './playground.css';

/** `firstFocus` and `firstLink`: the first game's focused phase map and share link, made by the server (Playground.astro). */
export default function PlaygroundWidget({ firstFocus, firstLink }: { readonly firstFocus?: string; readonly firstLink?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const lastHeading = useRef<HTMLHeadingElement>(null);
  const { mode, announce, setAnnounce, setSession, shownSession, links, linkCode, fragment, faithful } = usePlaygroundSession(firstLink);
  const session = mode.kind === 'game' ? mode.session : null;
  const projector = useProjector(root, shownSession, setAnnounce);
  // The on-table editor ("Edit this table", "New empty table") loads when first opened; `n` counts the openings, so each starts afresh.
  const [editing, setEditing] = useState<{ readonly start: 'shown' | 'empty'; readonly byTouch: boolean; readonly n: number } | null>(null);
  const parts = useLazyParts(mode, editing !== null);
  // Says when the table's cards saved in this browser differ from the game's: loaded only when some are saved.
  const [anySaved] = useState(() => peekSavedTable() !== null);
  const notice = useLazy(() => import('./TableCardsNotice.tsx').then((m) => m.TableCardsNotice), anySaved);

  /** Shows another step or line of the game, saying where it stands: a landmark from the history list, not when stepping. */
  const show = (next: Session, landmark: boolean) => next !== session && setSession(next, whereText(next), landmark);
  /** Ordinary stepping within the shown line. */
  const go = (step: number) => session && show(goTo(session, step), false);
  // While the table is being edited the history is out of sight: its keys do nothing.
  useShortcuts(root, {
    back: () => !editing && session && go(session.step - 1),
    forward: () => !editing && session && go(session.step + 1),
    first: () => !editing && go(0),
    last: () => !editing && session && go(session.moves.length),
  });

  if (mode.kind !== 'game') return noGameScreen({ mode, linkCode, setSession });

  const s = mode.session;
  const state = shown(s);
  const view = viewOf(state, s.viewer);
  const result = resultText(view);
  const refocus = () => requestAnimationFrame(() => lastHeading.current?.focus());
  // The button pressed may be gone once a move is played: then move the focus to what the move caused.
  const actions = gameActions(s, setSession, setAnnounce, () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !root.current?.contains(active)) lastHeading.current?.focus();
    }),
  );
  const doneEditing = (game: GameState | null) => {
    setEditing(null);
    if (game) {
      actions.applyPosition(game);
      refocus();
    } else {
      setAnnounce('The table was left as it was.');
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-action="edit-table"]')?.focus());
    }
  };

  return (
    <div
      ref={root}
      onKeyDown={projector.onKeyDown}
      class={`bng-widget bng-playground not-content${projector.large ? ' bng-large' : ''}`}
      data-state="game"
      // Ready for use: the address read (till then the server's first game shows, `data-first`), the link code and the lazy parts in (or failed).
      data-hydrated={parts.ready && links.kind !== 'loading' && !mode.first ? 'true' : 'loading'}
      data-first={mode.first ? 'true' : undefined}
      data-step={s.step}
      data-line={s.line}
      data-lines={s.lines.length}
      data-viewer={String(s.viewer)}
      // Where the game stands and the move that led here, for the page's phase map (see phase-map/light.ts).
      data-map-phase={state.phase}
      data-map-window={state.windows[state.windows.length - 1]?.kind}
      data-map-from={s.step > 0 ? at(s, s.step - 1).state.phase : undefined}
      data-map-move={s.moves[s.step - 1]?.type}
    >
      <ToolbarSection
        viewer={s.viewer}
        names={state.players.map((p) => p.billionaire)}
        onViewer={actions.setViewer}
        projector={projector}
        onEdit={(start, byTouch) => setEditing({ start, byTouch, n: (editing?.n ?? 0) + 1 })}
        fragment={fragment}
        faithful={faithful}
        linksFailed={links.kind === 'failed'}
      />
      {/* Right under the toolbar, so a teacher finds the computer players on the first screen. */}
      <OnDemand
        name="computer"
        summary="Computer players"
        load={() => import('./ComputerPlayers.tsx').then((m) => m.ComputerPlayers)}
        props={{ session: s, onSession: setSession }}
      />
      <p class="bng-sr" role="status" aria-live="polite" data-live="playground">
        {announce}
      </p>
      <p class="bng-status-line" data-result={result ? 'over' : 'playing'} data-result-kind={view.result?.kind}>
        {result ? (
          <>
            {result} <RuleLink rule={view.result!.rule} />
          </>
        ) : (
          decidingText(view)
        )}
      </p>
      {notice.kind === 'ready' ? (
        <notice.component
          table={s.timeline.start.options}
          onReplay={(table) => void actions.applyTable(table, "Your table's cards").then((r) => !r.ok && setAnnounce(r.message))}
        />
      ) : null}
      <LinkFeedbackSection mode={mode} state={state} parts={parts} setSession={setSession} refocus={refocus} />
      {editing ? (
        parts.editor.kind === 'ready' ? (
          <parts.editor.component key={editing.n} state={state} start={editing.start} byTouch={editing.byTouch} onApply={doneEditing} onClose={() => doneEditing(null)} />
        ) : (
          <Unloaded
            kind={parts.editor.kind}
            loading="Loading the table editor…"
            failed="The table editor could not be loaded. Check the connection and reload the page."
          />
        )
      ) : null}
      <PlayLayoutSection
        s={s}
        state={state}
        view={view}
        over={!!result}
        hidden={editing !== null}
        parts={parts}
        onStep={go}
        onJump={(step) => show(goTo(s, step), true)}
        onLine={(line, step) => show(switchLine(s, line, step), true)}
        onPlay={actions.play}
        rulingLink={linkCode ? (m: Move) => linkCode.rulingLinkOf(s, s.step, m) : null}
        headingRef={lastHeading}
        firstFocus={firstFocus}
      />
      {/* The dispute tools: none is needed to play, so each loads the first time it is opened (the computer players' panel too, above). */}
      <div class="bng-play-tools">
        <OnDemand
          name="card-values"
          summary="Your table's cards"
          load={() => import('./TableCardsPanel.tsx').then((m) => m.TableCardsPanel)}
          props={{ table: s.timeline.start.options, onApply: actions.applyTable }}
        />
        <OnDemand
          name="outcomes"
          summary="Dispute mode: choose what comes next"
          load={() => import('./OutcomesPanel.tsx').then((m) => m.OutcomesPanel)}
          props={{ state, viewer: s.viewer, onPlay: actions.play }}
        />
        <OnDemand name="new-game" summary="New game" load={() => import('./NewGameForm.tsx').then((m) => m.NewGameForm)} props={{ onStart: actions.startNew }} />
      </div>
    </div>
  );
}
