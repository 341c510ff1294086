/** The table's one-line count of stand-in facts: what it counts, and that the table's own cards are not counted. */
import { describe, expect, it } from 'vitest';
import { createGame, viewCards, viewOf } from '../../src/machine/index.ts';
import { shownFacts, shownStandIns } from '../../src/components/table/standInFacts.ts';

const seats = ['war-profiteer', 'media-baron', 'aristocrat'] as const;

describe('stand-in facts on a table', () => {
  it("counts each seated Billionaire's board as a stand-in at Level 1 with our cards", () => {
    const made = createGame({ players: 3, seed: 21, billionaires: [...seats], firstPlayer: 0 });
    if (!made.ok) throw new Error(made.error.reason);
    const view = viewOf(made.game, 'table');
    const boards = shownFacts(view, viewCards(view)).filter(([family]) => family === 'billionaires');
    expect(boards.map(([, id]) => id)).toEqual([...seats]);
    expect(shownStandIns(view, viewCards(view))).toBeGreaterThanOrEqual(3);
  });

  it("leaves out a board the table gave (it is the table's, not ours)", () => {
    const plain = createGame({ players: 3, seed: 21, billionaires: [...seats], firstPlayer: 0 });
    const given = createGame({
      players: 3,
      seed: 21,
      billionaires: [...seats],
      firstPlayer: 0,
      cards: { billionaires: { 'war-profiteer': { spaces: ['power', 'power', 'influence', 'legacy', 'vanity'] } } },
    });
    if (!plain.ok || !given.ok) throw new Error('setup refused');
    const [a, b] = [viewOf(plain.game, 'table'), viewOf(given.game, 'table')];
    expect(shownStandIns(b, viewCards(b))).toBe(shownStandIns(a, viewCards(a)) - 1);
  });
});
