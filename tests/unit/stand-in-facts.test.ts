/** The table's one-line count of stand-in facts: what it counts, and that the table's own cards are not counted. */
import { describe, expect, it } from 'vitest';
import { ASSETS, createGame, viewCards, viewOf } from '../../src/machine/index.ts';
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

describe('stand-in Asset types on a table', () => {
  it('counts each Asset shown whose type is ours, and not those whose types the table gave', () => {
    const plain = createGame({ players: 3, seed: 21, billionaires: [...seats], firstPlayer: 0 });
    if (!plain.ok) throw new Error(plain.error.reason);
    const view = viewOf(plain.game, 'table');
    const cards = viewCards(view);
    const assets = shownFacts(view, cards).filter(([family]) => family === 'assets');
    // Every Asset in play lies in a Market or on a board: 15 with 3 players (the starred ones are unused).
    expect(assets).toHaveLength(15);
    // Swap the types of two unstarred Assets whose types are ours: each type keeps four Assets.
    const open = ASSETS.filter((a) => !a.starred && cards.source('assets', a.id) !== 'rulebook');
    const first = open[0]!;
    const second = open.find((a) => cards.assetType(a.id) !== cards.assetType(first.id))!;
    const given = createGame({
      players: 3,
      seed: 21,
      billionaires: [...seats],
      firstPlayer: 0,
      cards: { assets: { [first.id]: { type: cards.assetType(second.id) }, [second.id]: { type: cards.assetType(first.id) } } },
    });
    if (!given.ok) throw new Error(given.error.reason);
    const after = viewOf(given.game, 'table');
    expect(shownStandIns(after, viewCards(after))).toBe(shownStandIns(view, cards) - 2);
  });
});
