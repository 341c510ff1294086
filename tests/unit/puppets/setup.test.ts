/**
 * Setting up a two-player game (`puppets.setup`) and the numbered Markets (`puppets.markets`):
 * four seats with a Puppet to each person's left, starred Assets for all four, two Assets and
 * three cards at each Market, hands for the people only, three Crises in the deck from Level 2.
 */
import { describe, expect, it } from 'vitest';
import {
  ASSETS,
  cardInfo,
  cardsOf,
  createGame,
  crisesOf,
  deciders,
  type GameState,
  type Level,
  MARKETS,
  resolveCards,
  rolesOf,
  viewOf,
} from '../../../src/machine/index.ts';
import { assertTwoPlayerInvariants } from '../../helpers/two-player-invariants.ts';

function twoPlayerGame(level: Level, seed: number, extra: Partial<Parameters<typeof createGame>[0]> = {}): GameState {
  const made = createGame({ players: 2, level, seed, ...extra });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const STARRED = ASSETS.filter((a) => a.starred);
const DEFAULT_CARDS = resolveCards(undefined, undefined);
const isCrisis = (c: string) => cardInfo(c as never).kind === 'crisis';

describe('puppets.setup', () => {
  it.each([1, 2, 3, 4] as const)('seats four Billionaires at Level %i: each person, then their Puppet', (level) => {
    const g = twoPlayerGame(level, 11);
    expect(g.options).toMatchObject({ players: 4, puppets: true, level });
    expect(g.players).toHaveLength(4);
    expect(new Set(g.players.map((p) => p.billionaire)).size).toBe(4);
    expect(viewOf(g, 0).modules.puppets?.controllers).toEqual([null, 0, null, 2]);
  });

  it.each([1, 2, 3, 4] as const)('hands out the starred Asset to all four seats, Puppets included (Level %i); the fifth stays unused', (level) => {
    const g = twoPlayerGame(level, 23);
    g.players.forEach((p) => {
      const starred = STARRED.find((a) => cardsOf(g).assetType(a.id) === cardsOf(g).double(p.billionaire!))!;
      expect(p.assets).toEqual([starred.id]);
    });
    const unusedStarred = g.unusedAssets.filter((a) => STARRED.some((s) => s.id === a));
    expect(unusedStarred).toHaveLength(1);
  });

  it('keeps two unstarred Assets at each Market; the third is set aside for the game', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const g = twoPlayerGame(2, seed);
      for (const m of MARKETS) {
        expect(g.markets[m].assets).toHaveLength(2);
        const third = ASSETS.filter((a) => cardsOf(g).assetType(a.id) === m && !a.starred && !g.markets[m].assets.includes(a.id));
        expect(third).toHaveLength(1);
        expect(g.unusedAssets).toContain(third[0]!.id);
      }
      expect(g.unusedAssets).toHaveLength(6);
      expect(g.removedAssets).toEqual([]);
    }
  });

  it('chooses the Asset set aside at random (the seed decides)', () => {
    const asides = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => twoPlayerGame(1, seed).unusedAssets.join()));
    expect(asides.size).toBeGreaterThan(1);
  });

  it('deals three cards at each Market, the top one face-up', () => {
    const g = twoPlayerGame(1, 3);
    for (const m of MARKETS) {
      expect(g.markets[m].faceUp).not.toBeNull();
      expect(g.markets[m].faceDown).toHaveLength(2);
    }
  });

  it('deals one card to each person and none to the Puppets', () => {
    const g = twoPlayerGame(2, 9);
    expect(g.players.map((p) => p.hand.length)).toEqual([1, 0, 1, 0]);
  });

  it.each([2, 3, 4] as const)('shuffles three Crises into the deck at Level %i; the other nine are set aside', (level) => {
    const g = twoPlayerGame(level, 5);
    const inPlay = [...g.deck, ...MARKETS.flatMap((m) => [g.markets[m].faceUp!, ...g.markets[m].faceDown]), ...g.players.flatMap((p) => p.hand)];
    expect(inPlay.filter(isCrisis)).toHaveLength(3);
    expect(crisesOf(g).aside).toHaveLength(9);
    // 45 Resources + 4 Special Actions + 3 Crises, less 15 at the Markets and 2 in hands.
    expect(g.deck).toHaveLength(52 - 15 - 2);
  });

  it('has no Crises at Level 1', () => {
    const g = twoPlayerGame(1, 5);
    expect(g.deck.filter(isCrisis)).toEqual([]);
    expect(g.deck).toHaveLength(49 - 15 - 2);
  });

  it('draws the Puppets at random from the Billionaires the people did not choose', () => {
    for (const seed of [1, 2, 3, 4]) {
      const g = twoPlayerGame(1, seed, { billionaires: ['property-speculator', 'aristocrat'] });
      expect(g.players[0]!.billionaire).toBe('property-speculator');
      expect(g.players[2]!.billionaire).toBe('aristocrat');
      for (const puppet of [1, 3]) expect(['property-speculator', 'aristocrat']).not.toContain(g.players[puppet]!.billionaire);
    }
    const g = twoPlayerGame(1, 1, { billionaires: ['property-speculator', 'tech-overlord', 'aristocrat', 'media-baron'] });
    expect(g.players.map((p) => p.billionaire)).toEqual(['property-speculator', 'tech-overlord', 'aristocrat', 'media-baron']);
  });

  it('refuses a Puppet as the Starting Player, and accepts either person', () => {
    expect(createGame({ players: 2, firstPlayer: 1 })).toMatchObject({ ok: false, error: { code: 'setup.first-player', rule: 'puppets.setup' } });
    expect(createGame({ players: 2, firstPlayer: 3 })).toMatchObject({ ok: false, error: { rule: 'puppets.setup' } });
    expect(twoPlayerGame(1, 1, { firstPlayer: 2 }).current).toBe(2);
    expect(twoPlayerGame(1, 1, { firstPlayer: 0 }).current).toBe(0);
    // A random Starting Player is always one of the two people.
    for (let seed = 0; seed < 12; seed++) expect([0, 2]).toContain(twoPlayerGame(1, seed).current);
  });

  it('sets up the same game again from its own options', () => {
    const g = twoPlayerGame(3, 42);
    const again = createGame(g.options);
    if (!again.ok) throw new Error(again.error.reason);
    expect(again.game).toEqual(g);
  });

  it.each([1, 2, 3, 4] as const)('keeps every invariant at setup (Level %i)', (level) => {
    for (const seed of [1, 2, 3]) assertTwoPlayerInvariants(twoPlayerGame(level, seed));
  });

  it('drafts Roles between the two people only (Level 3)', () => {
    const g = twoPlayerGame(3, 5);
    expect(g.windows).toEqual([expect.objectContaining({ kind: 'roles.draft', seats: [0, 2] })]);
    expect(deciders(g)).toEqual([g.current]);
    expect(rolesOf(g).offer?.seat).toBe(g.current);
  });
});

describe('puppets.markets', () => {
  it('numbers the five Markets 1 to 5, with Toys at 3 as in the rulebook example', () => {
    const numbers = MARKETS.map((m) => DEFAULT_CARDS.marketNumber(m)).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
    expect(DEFAULT_CARDS.marketNumbered(3)).toBe('toys');
    for (const m of MARKETS) expect(DEFAULT_CARDS.marketNumbered(DEFAULT_CARDS.marketNumber(m))).toBe(m);
    expect(DEFAULT_CARDS.marketNumbered(6)).toBeUndefined();
  });

  it("shows the numbers in every viewer's table", () => {
    const g = twoPlayerGame(1, 1);
    const numbers = Object.fromEntries(MARKETS.map((m) => [m, cardsOf(g).marketNumber(m)]));
    for (const seat of [0, 2, 'table' as const]) expect(viewOf(g, seat).modules.puppets?.numbers).toEqual(numbers);
  });
});
