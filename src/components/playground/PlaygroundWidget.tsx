/**
 * The playground: any game, any position, any move. It starts from the share link in the address
 * or a new game, shows the whole table from a chosen viewpoint, lists the legal moves, lets you try
 * any move (a refused one explains itself and links its rule), keeps the whole history (undo, redo,
 * step, and variations: a different move at an earlier step starts a new line and keeps the old
 * one), sets up positions by hand and chosen outcomes for disputes, and keeps the address a link to
 * exactly what is shown. The browser's Back and Forward move between its landmarks (see
 * useHashLink.ts for the rule). A verdict link ("Share this ruling") opens at its step with a
 * ruling panel on the move it tries; any change to the game closes the ruling.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
// Level 1's rules only: the other levels load with the link code or the panel that needs them (see level1.ts).
import '../../machine/level1.ts';
import {
  legalMoves,
  viewOf,
  type CardValues,
  type EditionReport,
  type GameState,
  type LinkError,
  type Move,
  type NewGameOptions,
  type Verdict,
  type Viewer,
  type OpenedLink,
} from '../../machine/api.ts';
import { seatLabel } from '../shared/format.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { useModuleParts } from '../modules/useModules.ts';
import { CardValuesContext } from '../table/Card.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import { decidingText, resultText } from '../table/TableStatus.tsx';
import { HistoryPanel, StepControls } from './HistoryPanel.tsx';
import { LastMove } from './LastMove.tsx';
import { LegalMoves } from './LegalMoves.tsx';
import { OnDemand } from './OnDemand.tsx';
import {
  at,
  goTo,
  lineName,
  moveLabel,
  newGameSession,
  playMove,
  positionSession,
  randomSeed,
  sessionFromLink,
  sessionFromPartial,
  shown,
  switchLine,
  withTableValues,
  withViewer,
  type Session,
} from './session.ts';
import { ShareLink } from './ShareLink.tsx';
import { useHashLink, type AddressWrite, type HashEvent } from './useHashLink.ts';
import { useLazy } from '../shared/useLazy.ts';
import { loadEveryLevel, loadLinks, useLinks, type Links } from './useLinks.ts';
import { useShortcuts } from './useShortcuts.ts';
import { isTypingTarget } from '../shared/keys.ts';
import '../shared/widgets.css';
import '../table/table.css';
import './playground.css';

/** A link from an older rules edition: what today's rules made of it, and the game as it was written. */
interface Edition {
  readonly report: EditionReport;
  readonly asWritten: OpenedLink;
}

/**
 * `write`: how the change that led here reaches the browser history (see useHashLink.ts).
 * `address`: the link it was read from, when it came from the address (at load, Back, Forward).
 */
type Mode =
  | { readonly kind: 'loading' }
  | { readonly kind: 'error'; readonly error: LinkError; readonly address: string }
  // The link in the address could not be read: the link code did not download.
  | { readonly kind: 'unreadable'; readonly address: string }
  | { readonly kind: 'game'; readonly session: Session; readonly write: AddressWrite; readonly address?: string; readonly verdict?: Verdict; readonly edition?: Edition };

/** How many earlier games Back can return to with their variations (older ones reopen from their link). */
const REMEMBERED_GAMES = 8;

function randomGame(): Session {
  const made = newGameSession({ players: 4, seed: randomSeed(), specialActions: true });
  if (!made.ok) throw new Error(made.error.reason); // fixed, valid options
  return made.session;
}

/** Two sessions of the same game (the same start, whatever lines and steps). */
function sameGame(a: Session, b: Session): boolean {
  return a.timeline.start === b.timeline.start;
}

function whereText(s: Session): string {
  const where = s.step === 0 ? 'the start of the game' : `the game after move ${s.step} of ${s.moves.length}`;
  return s.lines.length > 1 ? `${lineName(s, s.line)}: showing ${where}.` : `Showing ${where}.`;
}

export default function PlaygroundWidget() {
  const [mode, setModeState] = useState<Mode>({ kind: 'loading' });
  const [announce, setAnnounce] = useState('');
  const [large, setLarge] = useState(false);
  const [projecting, setProjecting] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const lastHeading = useRef<HTMLHeadingElement>(null);
  // The mode as last set (not as last rendered): Back fires `popstate` then `hashchange`, and the
  // second must see what the first did.
  const current = useRef<Mode>(mode);
  // Projector mode (F or its button) loads on first use: see playground/projectorPlayground.ts.
  const project = () =>
    void import('./projectorPlayground.ts').then(
      (m) => m.toggleProjector(root.current!, { session: () => (current.current.kind === 'game' ? current.current.session : null), onChange: setProjecting }),
      () => setAnnounce('Projector mode could not be loaded. Check the connection and reload the page.'),
    );
  // Earlier games, most recent first, so Back to one of them brings back its variations too.
  const earlier = useRef<Session[]>([]);
  const session = mode.kind === 'game' ? mode.session : null;
  // A ruling shown from a verdict link: the address keeps the move tried until the ruling is closed.
  const verdict = mode.kind === 'game' ? mode.verdict : undefined;
  // The link code loads just after the first game shows (see useLinks.ts); until then the address
  // and the share box wait (null).
  const links = useLinks();
  const linkCode = links.kind === 'ready' ? links.links : null;
  const fragment = useMemo(() => (session && linkCode ? linkCode.linkOf(session, verdict?.move) : null), [session, verdict, linkCode]);
  // Known from writing the link (no second replay to open it again): it comes with the link, at no cost.
  const faithful = useMemo(() => (session && linkCode && fragment !== null ? linkCode.linkHoldsEveryMove(session) : true), [session, fragment, linkCode]);
  // The address's events, handled one after another: a link waits for the link code to load, and
  // whatever comes after it waits for it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inOrder = (task: () => unknown) => {
    const next = queue.current.then(task);
    queue.current = next.catch(() => undefined); // a failed task is reported (unhandled), the next ones still run
  };

  const setMode = (next: Mode) => {
    const was = current.current;
    if (was.kind === 'game' && (next.kind !== 'game' || !sameGame(was.session, next.session)))
      earlier.current = [was.session, ...earlier.current.filter((e) => !sameGame(e, was.session))].slice(0, REMEMBERED_GAMES);
    if (next.kind === 'game') earlier.current = earlier.current.filter((e) => !sameGame(e, next.session));
    current.current = next;
    setModeState(next);
  };
  /** Shows a session: `landmark` adds an entry to the browser history, ordinary stepping does not. */
  const setSession = (s: Session, message: string, landmark = false) => {
    setMode({ kind: 'game', session: s, write: landmark ? 'push' : 'replace' });
    setAnnounce(message);
  };

  /** Shows the game of a link read from the address (at load, Back, Forward, a pasted link). */
  const openAddress = (code: Links, e: Extract<HashEvent, { kind: 'link' }>) => {
    const now = current.current;
    // Already shown (the `hashchange` after a `popstate`, or our own link back in the address).
    if (now.kind !== 'loading' && now.address === e.fragment) return;
    if (now.kind === 'game' && code.linkOf(now.session) === e.fragment) return;
    const decoded = code.decodeLink(e.fragment);
    if (!decoded.ok) {
      setMode({ kind: 'error', error: decoded.error, address: e.fragment });
      return;
    }
    // Back or Forward to a line of this game, or of an earlier one: show it with all its lines. At
    // load the link is written back as this version writes it; after a navigation it is left alone.
    const known = e.source === 'navigation' ? code.sessionWithLink(now.kind === 'game' ? [now.session, ...earlier.current] : earlier.current, e.fragment, decoded) : null;
    const opened = known ?? sessionFromLink(decoded);
    const ruling = known ? undefined : decoded.verdict;
    // A link from an older rules edition says what today's rules make of it.
    const edition = !known && decoded.edition && decoded.asWritten ? { report: decoded.edition, asWritten: decoded.asWritten } : undefined;
    setMode({
      kind: 'game',
      session: opened,
      write: e.source === 'load' ? 'replace' : 'keep',
      address: e.fragment,
      ...(ruling ? { verdict: ruling } : {}),
      ...(edition ? { edition } : {}),
    });
    setAnnounce(known ? whereText(known) : ruling ? 'The game from the link is open, with a ruling on a move.' : 'The game from the link is open.');
  };

  useHashLink(fragment, mode.kind === 'game' ? mode.write : 'keep', (e: HashEvent) => {
    if (e.kind === 'empty') inOrder(() => setSession(randomGame(), 'A new game has started.'));
    else
      inOrder(() =>
        Promise.all([loadLinks(), loadEveryLevel()]).then(
          ([code]) => openAddress(code, e),
          () => setMode({ kind: 'unreadable', address: e.fragment }),
        ),
      );
  });

  /** Ordinary stepping within the shown line. */
  const go = (step: number) => {
    if (!session) return;
    const next = goTo(session, step);
    if (next === session) return;
    setSession(next, whereText(next));
  };
  /** Jumping to a step from the history list: a landmark. */
  const jump = (step: number) => {
    if (!session) return;
    const next = goTo(session, step);
    if (next === session) return;
    setSession(next, whereText(next), true);
  };
  /** Showing another line, at its own last step (or `step`): a landmark. */
  const showLine = (line: number, step?: number) => {
    if (!session) return;
    const next = switchLine(session, line, step);
    if (next === session) return;
    setSession(next, whereText(next), true);
  };

  // The panels of the game's modules (the Panic!'s, at Level 2 on) load when such a game is shown (see modules/useModules.ts).
  const panels = useModuleParts(session ? Object.keys(session.timeline.start.modules) : [], 'panel');
  // The notice of an older rules edition loads only for such a link.
  const editionNotice = useLazy(() => import('./EditionNotice.tsx').then((m) => m.EditionNotice), mode.kind === 'game' && !!mode.edition);
  // The ruling panel loads only for a verdict link.
  const ruling = useLazy(() => import('./VerdictPanel.tsx').then((m) => m.VerdictPanel), !!verdict);
  // "Try any move" is not needed for the first screen: it loads as soon as a game is shown.
  const builder = useLazy(() => import('./MovePanel.tsx').then((m) => m.MovePanel), !!session);
  // The on-table editor ("Edit this table", "New empty table") loads the first time it is opened;
  // `n` counts the openings, so opening it again starts afresh.
  const [editing, setEditing] = useState<{ readonly start: 'shown' | 'empty'; readonly n: number } | null>(null);
  const editor = useLazy(() => import('./PositionEditor.tsx').then((m) => m.PositionEditor), editing !== null);

  // While the table is being edited the history is out of sight: its keys do nothing.
  useShortcuts(root, {
    back: () => !editing && session && go(session.step - 1),
    forward: () => !editing && session && go(session.step + 1),
    first: () => !editing && go(0),
    last: () => !editing && session && go(session.moves.length),
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
  if (mode.kind === 'unreadable')
    return (
      <div class="bng-widget bng-playground not-content" data-state="error" data-hydrated="true">
        <div class="bng-message bng-message--error" role="alert" data-link-error="unreadable">
          <p>The link in the address could not be opened: part of the playground did not download. Check the connection and reload the page.</p>
          <button type="button" class="bng-btn" onClick={() => setSession(randomGame(), 'A new game has started.', true)} data-action="new-game-instead">
            Start a new game instead
          </button>
        </div>
      </div>
    );
  if (mode.kind === 'error')
    return (
      <div class="bng-widget bng-playground not-content" data-state="error" data-hydrated={linkCode ? 'true' : 'loading'}>
        {/* The panel comes with the link code (links.ts), which found the error. */}
        {linkCode ? (
          <linkCode.LinkErrorPanel
            error={mode.error}
            onNewGame={() => setSession(randomGame(), 'A new game has started.', true)}
            onOpenPartial={(partial) => setSession(sessionFromPartial(partial), `The game up to move ${partial.content.moves.length} is open.`, true)}
          />
        ) : null}
      </div>
    );

  const s = mode.session;
  const state = shown(s);
  const view = viewOf(state, s.viewer);
  const deciders = view.deciders;
  // A seat's view offers that seat's moves; the table view offers every deciding seat's.
  const legal = s.viewer === 'table' ? legalMoves(state) : legalMoves(state, s.viewer);
  const names = state.players.map((p) => p.billionaire);
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
    const said =
      out.change === 'branched'
        ? `Played: ${label}. This starts ${lineName(out.session, out.session.line)}; ${lineName(out.session, s.line).replace(/^Main line$/, 'the main line')} keeps its moves.`
        : out.change === 'joined'
          ? `Played: ${label}. ${lineName(out.session, out.session.line)} already goes on with this move: it is shown.`
          : `Played: ${label}.`;
    // A new line, or another line shown, is a landmark in the browser history; one more move is not.
    setSession(out.session, said, out.change === 'branched' || out.change === 'joined');
    // The button pressed may be gone now: then move the focus to what the move caused.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !root.current?.contains(active)) lastHeading.current?.focus();
    });
  };
  const startNew = (options: NewGameOptions) => {
    const made = newGameSession(options);
    if (!made.ok) return made.error;
    setSession(made.session, 'A new game has started.', true);
    return null;
  };
  const applyPosition = (game: GameState) => setSession(positionSession(game), 'The position you set up is now the start of the game.', true);
  // Our table's cards: the same game from its start, with the table's own values, lines replayed.
  const applyValues = (values: CardValues | undefined) => {
    const out = withTableValues(s, values);
    if (!out.ok) return { ok: false, message: out.error.reason };
    const kept =
      out.dropped === 0 ? 'every move is kept' : `${out.dropped} ${out.dropped === 1 ? 'move no longer fits and was' : 'moves no longer fit and were'} dropped`;
    const message = `${values ? "Your table's card values now apply" : 'Every card has its stand-in value again'}: the game was replayed from its start, and ${kept}.`;
    setSession(out.session, message, true);
    return { ok: true, message };
  };
  const setViewer = (v: Viewer) => setSession(withViewer(s, v), v === 'table' ? 'Table view: every card is shown.' : `Now seeing only what ${seatLabel(names, v)} sees.`);

  return (
    <div
      ref={root}
      onKeyDown={(e) => {
        if (e.key.toLowerCase() === 'f' && !e.altKey && !e.ctrlKey && !e.metaKey && !isTypingTarget(e.target)) project();
      }}
      class={`bng-widget bng-playground not-content${large ? ' bng-large' : ''}`}
      data-state="game"
      // Ready for use: hydrated, with the link code, the panels of the game's modules (the Panic!'s at Level 2) and the ruling of a verdict link loaded (or failed).
      data-hydrated={
        panels.status === 'loading' ||
        (verdict && (ruling.kind === 'idle' || ruling.kind === 'loading')) ||
        links.kind === 'loading' ||
        builder.kind === 'idle' ||
        builder.kind === 'loading'
          ? 'loading'
          : 'true'
      }
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
        <button type="button" class="bng-btn bng-projector" aria-pressed={large} onClick={() => setLarge(!large)}>
          Projector size
        </button>
        <button type="button" class="bng-btn bng-projector" data-action="projector" aria-pressed={projecting} aria-keyshortcuts="F" onClick={project}>
          Projector mode
        </button>
        <button type="button" class="bng-btn" data-action="edit-table" onClick={() => setEditing({ start: 'shown', n: (editing?.n ?? 0) + 1 })}>
          Edit this table
        </button>
        <button type="button" class="bng-btn" data-action="empty-table" onClick={() => setEditing({ start: 'empty', n: (editing?.n ?? 0) + 1 })}>
          New empty table
        </button>
        <ShareLink fragment={fragment} faithful={faithful} unavailable={links.kind === 'failed'} />
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
      <div aria-live="polite" data-feedback="edition">
        {mode.edition && editionNotice.kind === 'ready' ? (
          <editionNotice.component
            report={mode.edition.report}
            onAsWritten={() =>
              setSession(sessionFromLink({ ok: true, ...mode.edition!.asWritten }), 'The game is shown as the link wrote it, under its own rules edition.', true)
            }
          />
        ) : null}
      </div>
      <div aria-live="polite" data-feedback="verdict">
        {mode.verdict ? (
          ruling.kind === 'ready' ? (
            <ruling.component
              state={state}
              verdict={mode.verdict}
              viewer={s.viewer}
              onClose={() => {
                setSession(s, 'The ruling is closed.');
                requestAnimationFrame(() => lastHeading.current?.focus());
              }}
            />
          ) : (
            <p class={`bng-message${ruling.kind === 'failed' ? ' bng-message--error' : ''}`}>
              {ruling.kind === 'failed' ? 'The ruling could not be loaded. Check the connection and reload the page.' : 'Loading the ruling…'}
            </p>
          )
        ) : null}
      </div>
      {editing ? (
        editor.kind === 'ready' ? (
          <editor.component
            key={editing.n}
            state={state}
            start={editing.start}
            onApply={(game) => {
              setEditing(null);
              applyPosition(game);
              requestAnimationFrame(() => lastHeading.current?.focus());
            }}
            onClose={() => {
              setEditing(null);
              setAnnounce('The table was left as it was.');
              requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[data-action="edit-table"]')?.focus());
            }}
          />
        ) : (
          <p class={`bng-message${editor.kind === 'failed' ? ' bng-message--error' : ''}`} role={editor.kind === 'failed' ? 'alert' : undefined}>
            {editor.kind === 'failed' ? 'The table editor could not be loaded. Check the connection and reload the page.' : 'Loading the table editor…'}
          </p>
        )
      ) : null}
      <div class="bng-play-layout" hidden={editing !== null}>
        {/* First in the page order: on a narrow screen the move shown and what it caused sit right
            under the status line, above the table; on a wide one beside the table. */}
        <section class="bng-panel bng-play-step" aria-labelledby="bng-step-heading" data-panel="step">
          <StepControls session={s} onStep={go} />
          <LastMove session={s} headingRef={lastHeading} />
        </section>
        <div class="bng-play-table">
          <CardValuesContext.Provider value={state.options.cardValues}>
            <ModuleTable view={view} label={`Table after move ${s.step} of ${s.moves.length}`} />
          </CardValuesContext.Provider>
        </div>
        <div class="bng-play-side">
          {/* Each panel shows itself only while it has something to show (a Panic! under way). */}
          {!result
            ? panels.list.map((Panel, i) => (
                <Panel
                  key={i}
                  state={state}
                  viewer={s.viewer}
                  legal={legal}
                  onPlay={playIt}
                  deciders={deciders}
                  rulingLink={linkCode ? (m) => linkCode.rulingLinkOf(s, s.step, m) : null}
                />
              ))
            : null}
          {panels.status === 'failed' ? (
            <p class="bng-message bng-message--error" role="alert">
              This part of the playground could not be loaded. Check the connection and reload the page.
            </p>
          ) : null}
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
          </section>
          {canSee && !result ? (
            <details class="bng-panel" open>
              <summary>Try any move</summary>
              {builder.kind === 'ready' ? (
                <builder.component
                  state={state}
                  viewer={s.viewer}
                  deciders={deciders}
                  legal={legal}
                  onPlay={playIt}
                  rulingLink={linkCode ? (m) => linkCode.rulingLinkOf(s, s.step, m) : null}
                />
              ) : (
                <p class={`bng-message${builder.kind === 'failed' ? ' bng-message--error' : ''}`} role={builder.kind === 'failed' ? 'alert' : undefined}>
                  {builder.kind === 'failed' ? 'This part of the playground could not be loaded. Check the connection and reload the page.' : 'Loading…'}
                </p>
              )}
            </details>
          ) : null}
          <section class="bng-panel" aria-labelledby="bng-history-heading">
            <h3 id="bng-history-heading">History</h3>
            <HistoryPanel session={s} onJump={jump} onLine={showLine} />
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
      <div class="bng-play-tools">
        <OnDemand
          name="computer"
          summary="Computer players"
          load={() => import('./ComputerPlayers.tsx').then((m) => m.ComputerPlayers)}
          props={{ session: s, onSession: setSession }}
        />
        <OnDemand
          name="card-values"
          summary="Our table's cards"
          load={() => import('./CardValuesPanel.tsx').then((m) => m.CardValuesPanel)}
          props={{ values: s.timeline.start.options.cardValues, onApply: applyValues }}
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
