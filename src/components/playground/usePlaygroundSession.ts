/**
 * What the playground shows (a link it could not open, or a game: at first the one the server
 * drew), what it last announced, and the address kept in step with it: a link read from the address
 * (at load, Back, Forward, a pasted link) opens here, and the link of what is shown is written back
 * (see useHashLink.ts for the rule). The browser's Back and Forward move between its landmarks. A verdict
 * link opens with its ruling; any change to the game closes it.
 *
 * Separate from the widget: this state, the games Back can return to and the address handling belong
 * together and need nothing of the rendering; the widget shows a game through `setSession` alone.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { EditionReport, LinkError, OpenedLink, Verdict } from '../../machine/api.ts';
import { peekSavedTable } from '../shared/tableCardsPeek.ts';
import { lineName, newGameSession, randomSeed, sessionFromLink, type Session } from './session.ts';
import { useHashLink, type AddressWrite, type HashEvent } from './useHashLink.ts';
import { loadEveryLevel, loadLinks, useLinks, type Links } from './useLinks.ts';

/** A link from an older rules edition: what today's rules made of it, and the game as it was written. */
interface Edition {
  readonly report: EditionReport;
  readonly asWritten: OpenedLink;
}

/** A game shown. `write`: how the change that led here reaches the browser history (see useHashLink.ts). */
export interface GameMode {
  readonly kind: 'game';
  readonly session: Session;
  readonly write: AddressWrite;
  /** The link it was read from, when it came from the address (at load, Back, Forward). */
  readonly address?: string;
  /** A ruling shown from a verdict link: the address keeps the move tried until the ruling is closed. */
  readonly verdict?: Verdict;
  readonly edition?: Edition;
  /**
   * The first game, drawn on the server, shown before the address is read: the page hides it while
   * a link in the address opens (see Playground.astro), and it is not a game Back returns to.
   */
  readonly first?: true;
}

export type Mode =
  | { readonly kind: 'error'; readonly error: LinkError; readonly address: string }
  // The link in the address could not be read: the link code did not download.
  | { readonly kind: 'unreadable'; readonly address: string }
  | GameMode;

/** Shows a session and announces `message`: `landmark` adds an entry to the browser history, ordinary stepping does not. */
export type ShowSession = (s: Session, message: string, landmark?: boolean) => void;

/** How many earlier games Back can return to with their variations (older ones reopen from their link). */
const REMEMBERED_GAMES = 8;

/**
 * The deal the playground opens with when the address holds no link. Fixed, not random, so that the
 * server draws the same game the browser starts with: the page arrives with the table on it, and the
 * browser only wires it up (drawing it in the browser was the page's longest task at load, and the
 * table its largest paint, some 1.5 s after the heading on a slow phone). Other deals come from the
 * "New game" form's seed, or at random (`randomGame`) when a link cannot be opened or the address is
 * emptied later.
 */
const FIRST_SEED = 20_240_601;

/** A four-player game from `seed`, with the table's cards saved in this browser (if any and `saved`). */
function fourPlayers(seed: number, saved: boolean): Session {
  const options = { players: 4, seed, specialActions: true };
  const own = saved ? newGameSession({ ...options, ...peekSavedTable() }) : null;
  // The engine checks the saved cards as it makes the game; should it refuse them, our cards do.
  const made = own?.ok ? own : newGameSession(options);
  if (!made.ok) throw new Error(made.error.reason); // fixed, valid options
  return made.session;
}

/** A game to start afresh with: four players, a random deal, the table's cards saved in this browser (if any). */
export function randomGame(): Session {
  return fourPlayers(randomSeed(), true);
}

/** The first game, as the server draws it: no saved cards (the server has none to read). */
export function firstGame(): Session {
  return fourPlayers(FIRST_SEED, false);
}

/** Two sessions of the same game (the same start, whatever lines and steps). */
function sameGame(a: Session, b: Session): boolean {
  return a.timeline.start === b.timeline.start;
}

export function whereText(s: Session): string {
  const where = s.step === 0 ? 'the start of the game' : `the game after move ${s.step} of ${s.moves.length}`;
  return s.lines.length > 1 ? `${lineName(s, s.line)}: showing ${where}.` : `Showing ${where}.`;
}

/**
 * `firstLink`: the first game's link, worked out by the server (Playground.astro), so that the share
 * box holds it and "Copy link" works before the link code has loaded, and while the widget still
 * sleeps (it wakes on first use, and a tap on "Copy link" is then given again to the awake widget).
 */
export function usePlaygroundSession(firstLink?: string) {
  // The first game, until the address is read: `keep`, so its link is never written over a link
  // that is still opening.
  const [firstSession] = useState(firstGame);
  const [mode, setModeState] = useState<Mode>(() => ({ kind: 'game', session: firstSession, write: 'keep', first: true }));
  const [announce, setAnnounce] = useState('');
  // The mode as last set (not as last rendered): Back fires `popstate` then `hashchange`, and the
  // second must see what the first did.
  const current = useRef<Mode>(mode);
  // Earlier games, most recent first, so Back to one of them brings back its variations too.
  const earlier = useRef<Session[]>([]);
  const session = mode.kind === 'game' ? mode.session : null;
  const verdict = mode.kind === 'game' ? mode.verdict : undefined;
  // The link code loads just after the first game shows (see useLinks.ts); until then the address
  // and the share box wait (null), but for the first game, whose link the server worked out.
  const links = useLinks();
  const linkCode = links.kind === 'ready' ? links.links : null;
  const fragment = useMemo(() => {
    if (!session) return null;
    if (linkCode) return linkCode.linkOf(session, verdict?.move);
    return session === firstSession && !verdict ? (firstLink ?? null) : null;
  }, [session, verdict, linkCode, firstSession, firstLink]);
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
    if (was.kind === 'game' && !was.first && (next.kind !== 'game' || !sameGame(was.session, next.session)))
      earlier.current = [was.session, ...earlier.current.filter((e) => !sameGame(e, was.session))].slice(0, REMEMBERED_GAMES);
    if (next.kind === 'game') earlier.current = earlier.current.filter((e) => !sameGame(e, next.session));
    current.current = next;
    setModeState(next);
  };
  const setSession: ShowSession = (s, message, landmark = false) => {
    setMode({ kind: 'game', session: s, write: landmark ? 'push' : 'replace' });
    setAnnounce(message);
  };

  /**
   * No link in the address at load: the first game stays, its link goes into the address. With
   * table cards saved in this browser, the same deal is made with them (the server could not).
   */
  const keepFirst = (shown: GameMode) => {
    if (peekSavedTable() === null) setMode({ kind: 'game', session: shown.session, write: 'replace' });
    else setSession(fourPlayers(FIRST_SEED, true), "The game is dealt with your table's cards.");
  };

  /** Shows the game of a link read from the address (at load, Back, Forward, a pasted link). */
  const openAddress = (code: Links, e: Extract<HashEvent, { kind: 'link' }>) => {
    const now = current.current;
    // Already shown (the `hashchange` after a `popstate`, or our own link back in the address).
    if (now.address === e.fragment) return;
    if (now.kind === 'game' && code.linkOf(now.session) === e.fragment) {
      // The first game's own link: it is the game shown.
      if (now.first) setMode({ kind: 'game', session: now.session, write: 'keep', address: e.fragment });
      return;
    }
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
    if (e.kind === 'empty')
      inOrder(() => (current.current.kind === 'game' && current.current.first ? keepFirst(current.current) : setSession(randomGame(), 'A new game has started.')));
    else
      inOrder(() =>
        Promise.all([loadLinks(), loadEveryLevel()]).then(
          ([code]) => openAddress(code, e),
          () => setMode({ kind: 'unreadable', address: e.fragment }),
        ),
      );
  });

  /** The session shown now, read at the time of the call (projector mode steps with it). */
  const shownSession = () => (current.current.kind === 'game' ? current.current.session : null);
  return { mode, announce, setAnnounce, setSession, shownSession, links, linkCode, fragment, faithful };
}
