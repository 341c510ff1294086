/**
 * The playground's share links: writing the link of what is shown, reading a link from the
 * address, and matching a link to a line already open. Link encoding and decoding (both versions,
 * and the position reader a link may need) weigh about a fifth of the engine, and a new game's
 * first screen needs none of it, so this file is loaded on demand (see useLinks.ts): right after
 * the playground first shows, or before it opens a link from the address.
 *
 * A link is asked for after every move, so it is not written from the start each time: each line's
 * link is kept written as it grows (linkDrafts.ts), and only the move just played is added.
 */
import { decodeLink, finishLink, type DecodedLink, type LinkDraft, linkMoveCount, type LinkShown, type Move, truncateLink } from '../../machine/api.ts';
import { writtenLine } from './linkDrafts.ts';
import { switchLine, withViewer, type Session } from './session.ts';

export { decodeLink };
// The panel for a link that cannot be opened comes with the code that finds it out, and the box
// sharing a ruling's link with the code that writes it (out of the playground's first download).
export { LinkErrorPanel } from './LinkErrorPanel.tsx';
export { ShareRuling } from '../form/ShareRuling.tsx';

/** The link of a draft's game, as `encodeLink` writes it (which throws too: the game came from the engine). */
function finished(draft: LinkDraft, shown: LinkShown): string {
  // A draft stopped before a move no link can say (see linkDrafts.ts) shows at most what it holds.
  const step = shown.step === undefined ? undefined : Math.min(shown.step, linkMoveCount(draft));
  const link = finishLink(draft, { ...shown, step });
  if (!link.ok) throw new Error(`cannot encode link: ${link.error.reason}`);
  return link.value;
}

/**
 * The link fragment (without '#') that reopens exactly the shown line, at its step and viewpoint;
 * with `attempt`, a verdict link: that move tried at the step shown.
 */
export function linkOf(s: Session, attempt?: Move): string {
  return finished(writtenLine(s.start, s.timeline).draft, { step: s.step, viewer: s.viewer, ...(attempt ? { attempt } : {}) });
}

/**
 * A ruling's link ("Share this ruling"): the game up to `step` of the shown line, in this view, and
 * `attempt` tried there (a refused move, or the move played at that step).
 */
export function rulingLinkOf(s: Session, step: number, attempt: Move): string {
  return finished(truncateLink(writtenLine(s.start, s.timeline).draft, step), { step, viewer: s.viewer, attempt });
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
      if (finished(writtenLine(s.start, l.timeline).draft, { step: decoded.step, viewer: decoded.viewer }) !== fragment) continue;
      const moved = switchLine(s, i, decoded.step);
      return moved.viewer === decoded.viewer ? moved : withViewer(moved, decoded.viewer);
    }
  return null;
}

/**
 * Whether the link of the shown line holds every one of its moves. A move no link can say would be
 * left out, and the link would reopen a shorter game: the widget warns then. Known from writing the
 * link, so no link is opened again to find out.
 */
export function linkHoldsEveryMove(s: Session): boolean {
  return writtenLine(s.start, s.timeline).complete;
}
