/**
 * Errors of the share-link codec (format version 2), as values: nothing in `core/link` throws
 * across its public functions.
 *
 * Public names (imported by the engine side; keep them stable):
 *   LinkSyntaxErrorCode  the codes a link can fail with (named apart from v1's LinkErrorCode)
 *   LinkSyntaxError      { code, reason, detail?, moveIndex? }
 *   LinkResult<T>        { ok: true, value } | { ok: false, error }
 *   linkError(code, detail?, moveIndex?)   builds an error with the standard reason
 *   REASONS              the plain-language reason for each code
 */

export type LinkSyntaxErrorCode =
  'link.empty' | 'link.not-a-game' | 'link.future-version' | 'link.too-long' | 'link.truncated' | 'link.corrupt' | 'link.too-many-moves' | 'link.illegal-move';

/**
 * Why a link cannot be read. `reason` is for the player (it says what to do, not how the codec
 * works); `detail` is for developers and tests (which byte, which radix); `moveIndex` is the 0-based
 * move a move-level error is about.
 */
export interface LinkSyntaxError {
  readonly code: LinkSyntaxErrorCode;
  readonly reason: string;
  readonly detail?: string;
  readonly moveIndex?: number;
}

export type LinkResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: LinkSyntaxError };

/** One sentence per code, written for someone holding a phone, not for a programmer. */
export const REASONS: Readonly<Record<LinkSyntaxErrorCode, string>> = {
  'link.empty': 'There is no game in this link.',
  'link.not-a-game': 'This link does not describe a game (it should start with "#g=").',
  'link.future-version': 'This link was made by a newer version of the site. Reload the page to get the latest version, then open the link again.',
  'link.too-long': 'This link is too long to be a game link. Check that you copied one link, not several.',
  'link.truncated': 'This link was cut short: its end is missing. Ask for it again, or copy the whole link.',
  'link.corrupt': 'This link is damaged: some of its characters were changed, added or lost. Ask for it again.',
  'link.too-many-moves': 'This link holds more moves than a game link may have.',
  'link.illegal-move': 'This link contains a move that is not allowed at that point of the game.',
};

export function linkError(code: LinkSyntaxErrorCode, detail?: string, moveIndex?: number): LinkSyntaxError {
  return {
    code,
    reason: REASONS[code],
    ...(detail === undefined ? {} : { detail }),
    ...(moveIndex === undefined ? {} : { moveIndex }),
  };
}

export function fail(code: LinkSyntaxErrorCode, detail?: string, moveIndex?: number): { readonly ok: false; readonly error: LinkSyntaxError } {
  return { ok: false, error: linkError(code, detail, moveIndex) };
}
