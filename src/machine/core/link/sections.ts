/**
 * The container of a version-2 share link: a version marker, tagged sections and a checksum.
 *
 *   g=2.<tag><payload>.<tag><payload>.….<check>
 *
 * A tag is one lower-case letter; a payload is any run (possibly empty) of the 64-character link
 * alphabet, which has no `.`, so the dots split the link safely. The check is 4 alphabet characters
 * (see checksum.ts) over everything before the last dot. What the sections mean is the engine's
 * business; this layer only guarantees that what it hands over is exactly what was written.
 *
 * Public names (imported by the engine side; keep them stable):
 *   MAX_LINK_CHARS, LINK_VERSION_2, LinkSection, ParsedLink
 *   formatSections(sections) → LinkResult<string>
 *   parseSections(text)      → LinkResult<ParsedLink>   (version 1 is passed through as `raw`)
 *
 * Reading order, cheapest refusal first: not a string / too long (O(1): only `length` is looked at,
 * so a 100 MB string is refused as fast as a 9 KB one) → empty → %-escapes → `g=` → version (1:
 * hand back; newer: refuse before reading a format we do not know) → characters → a cut end →
 * checksum → tags. Every refusal is a value; nothing here throws.
 */
import { isAlphabetText } from './alphabet.ts';
import { CHECK_CHARS, linkChecksum } from './checksum.ts';
import { fail, type LinkResult } from './errors.ts';

/** Longest link fragment read or written, without its `#`. Longer ones are refused unread. */
export const MAX_LINK_CHARS = 8000;
export const LINK_VERSION_2 = 2;
const PREFIX = 'g=';
const HASH = 0x23; // '#'

export interface LinkSection {
  /** One lower-case letter, unique in a link. */
  readonly tag: string;
  /** Characters of the link alphabet only; may be empty. */
  readonly payload: string;
}

export type ParsedLink =
  /** A version-1 link, untouched (without `#`), for the version-1 reader. */
  | { readonly version: 1; readonly raw: string }
  /** Sections by tag, in link order. */
  | { readonly version: 2; readonly sections: ReadonlyMap<string, string> };

const isTag = (tag: string) => tag.length === 1 && tag >= 'a' && tag <= 'z';

/** The fragment (without `#`) holding these sections, or why it cannot be written. */
export function formatSections(sections: readonly LinkSection[]): LinkResult<string> {
  const seen = new Set<string>();
  let body = `${PREFIX}${LINK_VERSION_2}`;
  for (const { tag, payload } of sections) {
    if (!isTag(tag)) return fail('link.corrupt', `section tag ${JSON.stringify(tag)} is not one lower-case letter`);
    if (seen.has(tag)) return fail('link.corrupt', `section ${tag} appears twice`);
    if (!isAlphabetText(payload)) return fail('link.corrupt', `section ${tag} has characters outside the link alphabet`);
    seen.add(tag);
    body += `.${tag}${payload}`;
    // Stop early: a runaway payload should not be hashed only to be refused.
    if (body.length + 1 + CHECK_CHARS > MAX_LINK_CHARS) return fail('link.too-long', `over ${MAX_LINK_CHARS} characters`);
  }
  return { ok: true, value: `${body}.${linkChecksum(body)}` };
}

/** Reads a fragment (with or without `#`) into its sections, or says why it is not a link. */
export function parseSections(text: unknown): LinkResult<ParsedLink> {
  if (typeof text !== 'string') return fail('link.empty', 'not a string');
  // O(1) on purpose: decided from the length alone, before any character is looked at. (Even
  // reading the first character is not free: V8 may flatten a concatenated string to do it, which
  // copies all 100 MB of it.)
  if (text.length > MAX_LINK_CHARS + 1) return fail('link.too-long', `${text.length} characters`);
  const hashed = text.length > 0 && text.charCodeAt(0) === HASH;
  if (text.length - (hashed ? 1 : 0) > MAX_LINK_CHARS) return fail('link.too-long', `${text.length} characters`);
  const raw = hashed ? text.slice(1) : text;
  if (raw.trim() === '') return fail('link.empty');

  // A link needs no escaping, but a messenger may escape it anyway; undo that once. Whatever it
  // decodes to must still pass the character check below, so `%09` cannot sneak a TAB in. A
  // malformed escape is left as it is: `%` is not a link character, so a version-2 link holding one
  // is refused there, while a newer version (whose characters we do not know) is still recognised.
  let link = raw;
  if (raw.includes('%')) {
    try {
      link = decodeURIComponent(raw);
    } catch {
      link = raw;
    }
  }
  if (!link.startsWith(PREFIX)) return fail('link.not-a-game');

  const firstDot = link.indexOf('.', PREFIX.length);
  const versionText = firstDot < 0 ? link.slice(PREFIX.length) : link.slice(PREFIX.length, firstDot);
  if (versionText === '' && firstDot < 0) return fail('link.truncated', 'nothing after g=');
  if (!/^[1-9][0-9]{0,8}$/.test(versionText)) return fail('link.corrupt', 'unreadable version');
  const version = Number(versionText);
  if (version === 1) return { ok: true, value: { version: 1, raw } };
  if (version > LINK_VERSION_2) return fail('link.future-version', `version ${version}`);
  if (firstDot < 0) return fail('link.truncated', 'nothing after the version');

  const lastDot = link.lastIndexOf('.');
  const parts = link.slice(firstDot + 1).split('.');
  for (let i = 0; i < parts.length; i++) {
    if (!isAlphabetText(parts[i]!)) return fail('link.corrupt', `part ${i + 1} has characters outside the link alphabet`);
  }
  const check = parts[parts.length - 1]!;
  // A well-formed link ends in exactly 4 check characters after a dot. Fewer: the end was cut off.
  // More: the last part is a section whose check (and maybe more) was cut off. Only a 4-character
  // end that does not match is called damage; a cut that happens to leave 4 characters is too.
  if (check.length !== CHECK_CHARS) return fail('link.truncated', `last part has ${check.length} characters, not ${CHECK_CHARS}`);
  if (linkChecksum(link.slice(0, lastDot)) !== check) return fail('link.corrupt', 'checksum does not match');

  const sections = new Map<string, string>();
  for (const part of parts.slice(0, -1)) {
    const tag = part.slice(0, 1);
    if (!isTag(tag)) return fail('link.corrupt', `section ${JSON.stringify(part.slice(0, 8))} has no lower-case tag`);
    if (sections.has(tag)) return fail('link.corrupt', `section ${tag} appears twice`);
    sections.set(tag, part.slice(1));
  }
  return { ok: true, value: { version: 2, sections } };
}
