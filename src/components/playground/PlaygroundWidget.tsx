/**
 * The playground: any game, any position, any move. It starts from the share link in the address
 * or a new game, shows the whole table from a chosen viewpoint, lists the legal moves, lets you try
 * any move (a refused one explains itself and links its rule), keeps the whole history (undo, redo,
 * step, branch), sets up positions by hand and chosen outcomes for disputes, and keeps the address
 * a link to exactly what is shown.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { legalMoves, panicOf, viewOf, type GameState, type LinkError, type Move, type NewGameOptions, type Viewer } from '../../machine/index.ts';
import { seatLabel } from '../shared/format.ts';
import { Table } from '../table/Table.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { decidingText, resultText } from '../table/TableStatus.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { LastMove } from './LastMove.tsx';
import { LegalMoves } from './LegalMoves.tsx';
import { LinkErrorPanel } from './LinkErrorPanel.tsx';
import { MoveBuilder } from './MoveBuilder.tsx';
import { OnDemand } from './OnDemand.tsx';
import { PanicPanel } from './PanicPanel.tsx';
import {
  goTo,
  linkOf,
  linkReopens,
  moveLabel,
  newGameSession,
  playMove,
  positionSession,
  randomSeed,
  sessionFromLink,
  sessionFromPartial,
  shown,
  withViewer,
  type Session,
} from './session.ts';
import { ShareLink } from './ShareLink.tsx';
import { useHashLink, type HashEvent } from './useHashLink.ts';
import { useShortcuts } from './useShortcuts.ts';
import '../shared/widgets.css';
import '../table/table.css';
import './playground.css';

type Mode = { readonly kind: 'loading' } | { readonly kind: 'error'; readonly error: LinkError } | { readonly kind: 'game'; readonly session: Session };

function randomGame(): Session {
  const made = newGameSession({ players: 4, seed: randomSeed(), specialActions: true });
  if (!made.ok) throw new Error(made.error.reason); // fixed, valid options
  return made.session;
}

export default function PlaygroundWidget() {
  const [mode, setMode] = useState<Mode>({ kind: 'loading' });
  const [announce, setAnnounce] = useState('');
  const [large, setLarge] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const lastHeading = useRef<HTMLHeadingElement>(null);
  const session = mode.kind === 'game' ? mode.session : null;
  const fragment = useMemo(() => (session ? linkOf(session) : null), [session]);
  const faithful = useMemo(() => (session && fragment !== null ? linkReopens(session, fragment) : true), [session, fragment]);

  const setSession = (s: Session, message: string) => {
    setMode({ kind: 'game', session: s });
    setAnnounce(message);
  };

  useHashLink(fragment, (e: HashEvent) => {
    if (e.kind === 'empty') setSession(randomGame(), 'A new game has started.');
    else if (e.decoded.ok) setSession(sessionFromLink(e.decoded), 'The game from the link is open.');
    else setMode({ kind: 'error', error: e.decoded.error });
  });

  const go = (step: number) => {
    if (!session) return;
    const next = goTo(session, step);
    if (next === session) return;
    setSession(next, next.step === 0 ? 'Showing the start of the game.' : `Showing the game after move ${next.step} of ${next.moves.length}.`);
  };

  useShortcuts(root, {
    back: () => session && go(session.step - 1),
    forward: () => session && go(session.step + 1),
    first: () => go(0),
    last: () => session && go(session.moves.length),
  });

  if (mode.kind === 'loading')
    return (
      <div class="bng-widget bng-playground not-content" data-state="loading">
        <p class="bng-message">Loading the playground…</p>
        <noscript>
          <p class="bng-message bng-message--error">The playground needs JavaScript. The rules pages and their worked examples can be read without it.</p>
        </noscript>
      </div>
    );
  if (mode.kind === 'error')
    return (
      <div class="bng-widget bng-playground not-content" data-state="error" data-hydrated="true">
        <LinkErrorPanel
          error={mode.error}
          onNewGame={() => setSession(randomGame(), 'A new game has started.')}
          onOpenPartial={(partial) => setSession(sessionFromPartial(partial), `The game up to move ${partial.content.moves.length} is open.`)}
        />
      </div>
    );

  const s = mode.session;
  const state = shown(s);
  const view = viewOf(state, s.viewer);
  const deciders = view.deciders;
  // A seat's view offers that seat's moves; the table view offers every deciding seat's.
  const legal = s.viewer === 'table' ? legalMoves(state) : legalMoves(state, s.viewer);
  const names = state.players.map((p) => p.billionaire);
  // The Panic! in progress (its negotiation, then the roller's choice of Crises) has a panel of its own.
  const inPanic = panicOf(state).current !== null;
  // Once the game is over nobody decides: every view says so in the list of moves.
  const canSee = s.viewer === 'table' || deciders.length === 0 || deciders.includes(s.viewer);
  const result = resultText(view);
  const decidersNames = deciders.map((d) => seatLabel(names, d));
  const whose = decidersNames.length === 1 ? `${decidersNames[0]}'s` : `${decidersNames.slice(0, -1).join(', ')} and ${decidersNames[decidersNames.length - 1]}'s`;

  const playIt = (move: Move) => {
    const label = moveLabel(state, move, s.viewer);
    const out = playMove(s, move);
    if (!out.ok) {
      setAnnounce(`Not allowed: ${out.illegal.reason}`);
      return;
    }
    setSession(out.session, `Played: ${label}.`);
    // The button pressed may be gone now: then move the focus to what the move caused.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !root.current?.contains(active)) lastHeading.current?.focus();
    });
  };
  const startNew = (options: NewGameOptions) => {
    const made = newGameSession(options);
    if (!made.ok) return made.error;
    setSession(made.session, 'A new game has started.');
    return null;
  };
  const applyPosition = (game: GameState) => setSession(positionSession(game), 'The position you set up is now the start of the game.');
  const setViewer = (v: Viewer) => setSession(withViewer(s, v), v === 'table' ? 'Table view: every card is shown.' : `Now seeing only what ${seatLabel(names, v)} sees.`);

  return (
    <div
      ref={root}
      class={`bng-widget bng-playground not-content${large ? ' bng-large' : ''}`}
      data-state="game"
      data-hydrated="true"
      data-step={s.step}
      data-viewer={String(s.viewer)}
    >
      <div class="bng-toolbar">
        <label class="bng-field">
          <span>Viewpoint</span>
          <select
            value={String(s.viewer)}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              setViewer(v === 'table' ? 'table' : Number(v));
            }}
            data-field="viewer"
          >
            <option value="table">Table view: every card face-up</option>
            {names.map((_, i) => (
              <option key={i} value={i}>
                {seatLabel(names, i)}: only what they see
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="bng-btn" aria-pressed={large} onClick={() => setLarge(!large)}>
          Projector size
        </button>
        <ShareLink fragment={fragment!} faithful={faithful} />
      </div>
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
      <div class="bng-play-layout">
        <div class="bng-play-table">
          <Table view={view} label={`Table after move ${s.step} of ${s.moves.length}`} />
        </div>
        <div class="bng-play-side">
          {inPanic && !result ? <PanicPanel state={state} viewer={s.viewer} legal={legal} onPlay={playIt} /> : null}
          <section class="bng-panel" aria-labelledby="bng-moves-heading">
            <h3 id="bng-moves-heading">Moves</h3>
            {canSee ? (
              <LegalMoves state={state} moves={legal} deciders={deciders} viewer={s.viewer} onPlay={playIt} />
            ) : (
              <p class="bng-muted" data-not-deciding>
                It is {whose} decision, and this view cannot see their cards. Switch to {decidersNames.length === 1 ? 'their view' : 'one of their views'} or the table
                view to see their moves.
              </p>
            )}
            <LastMove session={s} headingRef={lastHeading} />
          </section>
          {canSee && !result ? (
            <details class="bng-panel" open>
              <summary>Try any move</summary>
              <MoveBuilder state={state} viewer={s.viewer} deciders={deciders} legal={legal} onPlay={playIt} />
            </details>
          ) : null}
          <section class="bng-panel" aria-labelledby="bng-history-heading">
            <h3 id="bng-history-heading">History</h3>
            <HistoryPanel session={s} onGo={go} />
            <p class="bng-shortcuts">
              Keys: <kbd class="bng-kbd">←</kbd> <kbd class="bng-kbd">→</kbd> step, <kbd class="bng-kbd">Home</kbd> <kbd class="bng-kbd">End</kbd> first and last,{' '}
              <kbd class="bng-kbd">u</kbd> or <kbd class="bng-kbd">Ctrl</kbd>+<kbd class="bng-kbd">Z</kbd> undo, <kbd class="bng-kbd">r</kbd> or{' '}
              <kbd class="bng-kbd">Ctrl</kbd>+<kbd class="bng-kbd">Shift</kbd>+<kbd class="bng-kbd">Z</kbd> redo. They are off while you type in a field or choose in a
              list.
            </p>
          </section>
        </div>
      </div>
      <div class="bng-play-tools">
        <OnDemand
          name="dispute"
          summary="Dispute mode: set up a position"
          load={() => import('./PositionEditor.tsx').then((m) => m.PositionEditor)}
          props={{ state, onApply: applyPosition }}
        />
        <OnDemand
          name="outcomes"
          summary="Dispute mode: choose what comes next"
          load={() => import('./OutcomesPanel.tsx').then((m) => m.OutcomesPanel)}
          props={{ state, viewer: s.viewer, onPlay: playIt }}
        />
        <OnDemand name="new-game" summary="New game" load={() => import('./NewGameForm.tsx').then((m) => m.NewGameForm)} props={{ onStart: startNew }} />
      </div>
    </div>
  );
}
