/**
 * The playground's share links: writing the link of what is shown, reading a link from the
 * address, and matching a link to a line already open. Link encoding and decoding (both versions,
 * and the position reader a link may need) weigh about a fifth of the engine, and a new game's
 * first screen needs none of it, so this file is loaded on demand (see useLinks.ts): right after
 * the playground first shows, or before it opens a link from the address.
 */
import { decodeLink, encodeLink, type DecodedLink, type Move } from '../../machine/api.ts';
import { switchLine, withViewer, type Session } from './session.ts';

export { decodeLink };
// The panel for a link that cannot be opened comes with the code that finds it out.
export { LinkErrorPanel } from './LinkErrorPanel.tsx';

/**
 * The link fragment (without '#') that reopens exactly the shown line, at its step and viewpoint;
 * with `attempt`, a verdict link: that move tried at the step shown.
 */
export function linkOf(s: Session, attempt?: Move): string {
  return encodeLink({ start: s.start, moves: s.moves, step: s.step, viewer: s.viewer, ...(attempt ? { attempt } : {}) });
}

/**
 * A ruling's link ("Share this ruling"): the game up to `step` of the shown line, in this view, and
 * `attempt` tried there (a refused move, or the move played at that step).
 */
export function rulingLinkOf(s: Session, step: number, attempt: Move): string {
  return encodeLink({ start: s.start, moves: s.moves.slice(0, step), step, viewer: s.viewer, attempt });
}

/**
 * The session, among `sessions` (the one shown first, then earlier ones), that has a line whose
 * link is exactly `fragment`: shown on that line at the link's step and viewpoint. Null when no line
 * matches (a link from elsewhere): it is then opened afresh. This is what lets the browser's Back
 * and Forward return to a line, or an earlier game, with every variation kept.
 */
export function sessionWithLink(sessions: readonly Session[], fragment: string, decoded: Extract<DecodedLink, { ok: true }>): Session | null {
  for (const s of sessions)
    for (const [i, l] of s.lines.entries()) {
      if (l.timeline.moves.length !== decoded.moves.length || decoded.step > decoded.moves.length) continue;
      if (encodeLink({ start: s.start, moves: l.timeline.moves, step: decoded.step, viewer: decoded.viewer }) !== fragment) continue;
      const moved = switchLine(s, i, decoded.step);
      return moved.viewer === decoded.viewer ? moved : withViewer(moved, decoded.viewer);
    }
  return null;
}

/**
 * Whether the link `fragment` reopens this session's game with every one of its moves. A link format
 * that cannot say some move (version 1 cannot record a Panic! trade of several Assets, nor a gift)
 * leaves it out, and the link reopens a different game (or fails): the widget warns then.
 */
export function linkReopens(s: Session, fragment: string): boolean {
  const back = decodeLink(fragment);
  return back.ok && back.moves.length === s.moves.length;
}
