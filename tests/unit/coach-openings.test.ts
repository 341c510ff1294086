/**
 * The coached game's prepared openings (issue 26): each sets up a legal game with the learner in a
 * real seat, and a learner who follows every suggestion sees each of the opening's firsts within
 * the measured number of moves. The replay is exact (a coached game's randomness comes from the
 * start and the moves played), so a failure here means the engine or the simple player changed:
 * search for new seeds then.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src/machine/index.ts';
import { playCoachedGame } from '../../src/coach/coached-game.ts';
import { OPENINGS, openingOf } from '../../src/coach/openings.ts';

describe('the prepared openings', () => {
  it('are each found by their id, and an unknown id finds none', () => {
    for (const o of OPENINGS) expect(openingOf(o.id)).toBe(o);
    expect(new Set(OPENINGS.map((o) => o.id)).size).toBe(OPENINGS.length);
    expect(openingOf('level-5')).toBeNull();
    expect(openingOf('')).toBeNull();
  });

  for (const opening of OPENINGS) {
    it(`${opening.id}: sets up a game where the learner following the suggestions sees every first within ${opening.within} moves`, () => {
      const made = createGame(opening.options);
      if (!made.ok) throw new Error(made.error.reason);
      expect(made.game.players[opening.learner]).toBeDefined();
      expect(opening.firsts.length).toBeGreaterThan(0);
      // Each first's move count: the moves played up to and including the one that showed it.
      const seenAt = new Map<string, number>();
      let played = 0;
      playCoachedGame(made.game, opening.learner, opening.within, undefined, (move, before, after, events) => {
        played++;
        for (const f of opening.firsts) if (!seenAt.has(f.id) && f.seen(move, events, before, after)) seenAt.set(f.id, played);
      });
      const missing = opening.firsts.filter((f) => !seenAt.has(f.id)).map((f) => f.words);
      expect(missing).toEqual([]);
      // `within` is the measured figure, not a loose bound: the last first comes with the last move.
      expect(Math.max(...seenAt.values())).toBe(opening.within);
    });
  }
});
