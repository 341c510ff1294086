/**
 * A table's own card values in share links (section t of version 2): written only when a table gave
 * some, read back exactly, fixed forever by a golden link, and refused with a reason when forged.
 */
import { describe, expect, it } from 'vitest';
import { linkChecksum } from '../../src/machine/core/link/checksum.ts';
import { createFromPosition, createGame, encodeLink, type GameState, type Move, openLink, parseLink, play } from '../../src/machine/index.ts';
import { withEditionSection } from '../helpers/editions.ts';

function newGame(cardValues?: Record<string, number>): GameState {
  const made = createGame({ players: 3, seed: 21, billionaires: ['war-profiteer', 'media-baron', 'aristocrat'], firstPlayer: 0, ...(cardValues ? { cardValues } : {}) });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** A link with one section's payload replaced (and the checksum made right again, as a forger would). */
function forged(link: string, tag: string, payload: string): string {
  const parts = link.split('.');
  const body = parts
    .slice(0, -1)
    .map((p) => (p.startsWith(tag) ? `${tag}${payload}` : p))
    .join('.');
  return `${body}.${linkChecksum(body)}`;
}

/**
 * Golden: a new 3-player game (seed 21) at which Bombs card 1 is worth 3 and Locks card 9 is worth
 * 1, with the War Profiteer's first move. Links are forever: this text must keep opening to this game.
 */
const GOLDEN = 'g=2.nDBBDADCAV.tCADsB.mHkI.M00o';

describe('card values in a share link', () => {
  it('are left out of a link when the table gave none', () => {
    const link = encodeLink({ start: { kind: 'new', options: newGame().options }, moves: [] });
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value.version === 2 && [...parsed.value.sections.keys()]).toEqual(['e', 'n']);
  });

  it('travel in section t, for a new game and for a position', () => {
    const values = { 'bombs-1': 3, 'locks-9': 1 } as const;
    const start = newGame(values);
    const link = encodeLink({ start: { kind: 'new', options: start.options }, moves: [] });
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value.version === 2 && [...parsed.value.sections.keys()]).toEqual(['e', 'n', 't']);
    const opened = openLink(link);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cardValues).toEqual(values);
    expect(opened.timeline.start).toEqual(start);

    const position = createFromPosition({
      players: [{ billionaire: 'property-speculator' }, { billionaire: 'aristocrat' }, { billionaire: 'tech-overlord' }],
      cardValues: values,
    });
    if (!position.ok) throw new Error(position.error.reason);
    const back = openLink(encodeLink({ start: { kind: 'position', state: position.game }, moves: [] }));
    if (!back.ok) throw new Error(back.error.reason);
    expect(back.timeline.start).toEqual(position.game);
  });

  it('keep opening the golden link to the same game', () => {
    const start = newGame({ 'bombs-1': 3, 'locks-9': 1 });
    const move = { type: 'draw', seat: 0 } as Move;
    const played = play(start, move);
    if (!played.ok) throw new Error(played.illegal.reason);
    expect(encodeLink({ start: { kind: 'new', options: start.options }, moves: [played.move] })).toBe(withEditionSection(GOLDEN));
    const opened = openLink(GOLDEN);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.timeline.start.options.cardValues).toEqual({ 'bombs-1': 3, 'locks-9': 1 });
    expect(opened.timeline.last).toEqual(played.game);
  });

  // Section t as a forger might write it: count, then card and value pairs (cards are link
  // characters in deck order: A = bombs-1, B = bombs-2, …, s = locks-9, v = scam; numbers: A = 0, B = 1…).
  const BAD: readonly [string, string, RegExp][] = [
    ['a card that is not a Resource card', 'BvC', /Scam is not a Resource card/],
    ['a value out of range', 'BAE', /Bombs card 1 cannot be worth 4: a Resource card is worth 1, 2 or 3/],
    ['a value of 0', 'BAA', /Bombs card 1 cannot be worth 0/],
    ['a card given twice', 'CADAB', /Bombs card 1 is given a value twice/],
  ];

  for (const [what, payload, reason] of BAD)
    it(`are refused with a clear reason: ${what}`, () => {
      const link = encodeLink({ start: { kind: 'new', options: newGame({ 'bombs-1': 3 }).options }, moves: [] });
      const opened = openLink(forged(link, 't', payload));
      expect(opened.ok).toBe(false);
      if (opened.ok) return;
      expect(opened.error.code).toBe('link.setup');
      expect(opened.error.reason).toMatch(/^This link gives card values that cannot be used: /);
      expect(opened.error.reason).toMatch(reason);
      expect(opened.error.illegal).toMatchObject({ code: 'setup.card-values', rule: 'table.card-values' });
    });

  it('are refused as damage when the section cannot be read at all', () => {
    const link = encodeLink({ start: { kind: 'new', options: newGame({ 'bombs-1': 3 }).options }, moves: [] });
    for (const payload of ['', 'C', 'BA', 'BAD_']) {
      const opened = openLink(forged(link, 't', payload));
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(opened.error.code, payload).toBe('link.corrupt');
    }
  });
});
