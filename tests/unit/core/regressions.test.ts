/** Bugs the first edition had, each pinned by a test. */
import { describe, expect, it } from 'vitest';
import { checksum } from '../../../src/machine/core/link/v1.ts';
import { createFromPosition, createGame, encodeLinkV1, openLink } from '../../../src/machine/index.ts';

describe('first-edition bugs stay fixed', () => {
  it('a version-1 link with a space or a TAB where a digit belongs is damaged, not the digit 0', () => {
    const made = createGame({ players: 3, seed: 6 });
    if (!made.ok) throw new Error(made.error.reason);
    const link = encodeLinkV1({ start: { kind: 'new', options: made.game.options }, moves: [] });
    // `g=1.n` then players, Level, Special Actions: replace the Level digit, and give the link the
    // checksum of its new body, so that only the digit reader can catch it.
    const body = link.slice(0, link.lastIndexOf('.'));
    for (const bad of [' ', '\t']) {
      const brokenBody = `${body.slice(0, 6)}${bad}${body.slice(7)}`;
      const out = openLink(`${brokenBody}.${checksum(brokenBody)}`);
      expect(out.ok ? 'opened' : out.error.code).toBe('link.corrupt');
    }
  });

  it('a Level 1 position may not name who caused the last Crisis (that is Level 2)', () => {
    const made = createFromPosition({
      level: 1,
      players: [{ billionaire: 'aristocrat' }, { billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }],
      lastCrisisBy: 1,
    });
    expect(made.ok ? 'accepted' : made.error.code).toBe('position.level');
  });
});
