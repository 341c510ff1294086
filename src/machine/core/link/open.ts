/**
 * Opening any share link we ever made: version 2 (`v2.ts`) or version 1 (`v1.ts`, kept for links
 * already pasted into chats and rulebooks' margins). Whatever goes wrong comes back as a value
 * with a plain-language reason, never an exception, and quickly: an over-long link is refused
 * from its length alone.
 */
import type { IllegalMove } from '../illegal.ts';
import { timelineOf } from '../timeline.ts';
import { decodeLink as decodeV1 } from './v1.ts';
import type { LinkSyntaxErrorCode } from './errors.ts';
import { parseSections } from './sections.ts';
import { type LinkStart, type OpenedLink, openSections, verdictOf } from './v2.ts';
import { replayUnderToday } from './editions.ts';

export type LinkErrorCode = LinkSyntaxErrorCode | 'link.setup';

export interface LinkError {
  readonly code: LinkErrorCode;
  readonly reason: string;
  readonly detail?: string;
  /** For `link.setup` and `link.illegal-move`: what the engine said. */
  readonly illegal?: IllegalMove;
  /** For `link.illegal-move`: which move (0-based). */
  readonly moveIndex?: number;
  /** For `link.illegal-move`: the game up to the last good move, so a page can offer to open it. */
  readonly partial?: OpenedLink;
}

export type DecodedLink = ({ readonly ok: true } & OpenedLink) | { readonly ok: false; readonly error: LinkError };

/** Version-1 links could be longer than version 2 allows; they still open, up to this length. */
const MAX_V1_CHARS = 40_000;

/** Opens a link fragment (with or without `#`): the game, its history, the step and the viewpoint. */
export function openLink(fragment: unknown): DecodedLink {
  return underToday(openAsWritten(fragment));
}

/** Opens a link under the rules of the edition it was written in. */
function openAsWritten(fragment: unknown): DecodedLink {
  if (typeof fragment === 'string' && fragment.length <= MAX_V1_CHARS + 1 && /^#?g=1\./.test(fragment.slice(0, 5))) return openV1(fragment);
  const parsed = parseSections(fragment);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  // An escaped version-1 link (a messenger's %-escapes), recognised by the container.
  if (parsed.value.version === 1) return openV1(parsed.value.raw);
  return openSections(parsed.value.sections);
}

/**
 * A link written under an older rules edition, shown under today's: all of it when today's rules
 * play it the same, else up to the move where they part (`editions.ts`), with the report and the
 * game as written kept beside it.
 */
function underToday(link: DecodedLink): DecodedLink {
  if (link.ok) return olderEdition(link) ? { ok: true, ...today(link) } : link;
  // A link refused for an illegal move still offers its good moves: under today's rules too.
  const partial = link.error.partial;
  return partial && olderEdition(partial) ? { ok: false, error: { ...link.error, partial: today(partial) } } : link;
}

const olderEdition = (link: OpenedLink) => (link.timeline.start.options.uncorrected ?? []).length > 0;

/** An opened link of an older edition, shown under today's rules, with the game as written kept beside it. */
function today(link: OpenedLink): OpenedLink {
  const { ok: _ok, ...asWritten } = link as OpenedLink & { ok?: true };
  const now = replayUnderToday(link.states, link.moves);
  const step = now.stepOf[Math.min(link.step, now.report.moves)]!;
  const start: LinkStart = link.content.start.kind === 'new' ? { kind: 'new', options: now.start.options } : { kind: 'position', state: now.start };
  // A verdict is asked again only where today's game reaches the step it was asked at.
  const attempt = link.content.attempt !== undefined && link.step <= now.report.moves ? link.content.attempt : undefined;
  return {
    content: { start, moves: now.moves, step, viewer: link.viewer, ...(attempt ? { attempt } : {}) },
    step,
    viewer: link.viewer,
    timeline: timelineOf(now.start, now.moves, now.states),
    states: now.states,
    events: now.events,
    moves: now.moves,
    ...(attempt ? { verdict: verdictOf(now.states[step]!, attempt) } : {}),
    edition: now.report,
    asWritten,
  };
}

function openV1(fragment: string): DecodedLink {
  {
    const v1 = decodeV1(fragment);
    // Version 1 links are short-lived legacy: they are read with every state kept, then given a timeline too.
    if (v1.ok) return { ...v1, timeline: timelineOf(v1.states[0]!, v1.moves, v1.states) };
    const e = v1.error;
    return {
      ok: false,
      error: {
        code: e.code as LinkErrorCode,
        reason: e.reason,
        ...(e.illegal ? { illegal: e.illegal } : {}),
        ...(e.moveIndex !== undefined ? { moveIndex: e.moveIndex } : {}),
        ...(e.partial
          ? {
              partial: {
                ...e.partial,
                step: e.partial.content.step ?? e.partial.moves.length,
                viewer: e.partial.content.viewer ?? 'table',
                timeline: timelineOf(e.partial.states[0]!, e.partial.moves, e.partial.states),
              },
            }
          : {}),
      },
    };
  }
}
