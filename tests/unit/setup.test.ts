import { describe, expect, it } from 'vitest';
import {
  ASSETS,
  BILLIONAIRE_IDS,
  type BillionaireId,
  cardInfo,
  cardsOf,
  createGame,
  DECK_CARDS,
  type GameState,
  MARKETS,
  resolveCards,
  RESOURCE_CARDS,
  SPECIAL_CARDS,
} from '../../src/machine/index.ts';
import { nextInt, shuffled, toSeed } from '../../src/machine/core/rng.ts';
import { startingDeckCards } from '../../src/machine/core/setup.ts';
import { assertInvariants } from '../helpers/invariants.ts';

function game(options: Parameters<typeof createGame>[0]): GameState {
  const made = createGame(options);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const STARRED = ASSETS.filter((a) => a.starred).map((a) => a.id);

describe('setup.players', () => {
  it('seats two players with a Puppet each, and refuses a Puppet as the Starting Player', () => {
    const made = createGame({ players: 2, billionaires: ['property-speculator', 'aristocrat'], seed: 3 });
    if (!made.ok) throw new Error(made.error.reason);
    const g = made.game;
    expect(g.options).toMatchObject({ players: 4, puppets: true });
    expect(g.options.billionaires[0]).toBe('property-speculator');
    expect(g.options.billionaires[2]).toBe('aristocrat');
    expect(new Set(g.options.billionaires).size).toBe(4);
    expect([0, 2]).toContain(g.current);
    expect(createGame({ players: 2, firstPlayer: 1 })).toMatchObject({ ok: false, error: { code: 'setup.first-player', rule: 'puppets.setup' } });
    expect(createGame({ players: 2, billionaires: ['aristocrat'] })).toMatchObject({ ok: false, error: { code: 'setup.billionaires' } });
  });

  it.each([0, 1, 6, 7, 3.5])('refuses %s players', (players) => {
    const made = createGame({ players });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error).toMatchObject({ code: 'setup.players', rule: 'setup.players' });
  });

  it.each([3, 4, 5])('sets up %i players', (players) => {
    const s = game({ players, seed: 7 });
    expect(s.players).toHaveLength(players);
    expect(s.phase).toBe('turn.start');
    expect(s.round).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.current).toBe(s.options.firstPlayer);
    assertInvariants(s);
  });
});

describe('setup.billionaires', () => {
  it('deals distinct Billionaires at random when none are chosen', () => {
    const s = game({ players: 5, seed: 3 });
    expect(new Set(s.players.map((p) => p.billionaire)).size).toBe(5);
    expect([...s.options.billionaires].sort()).toEqual([...BILLIONAIRE_IDS].sort());
  });

  it('keeps the chosen Billionaires in seat order', () => {
    const chosen: BillionaireId[] = ['media-baron', 'war-profiteer', 'aristocrat'];
    expect(game({ players: 3, billionaires: chosen }).players.map((p) => p.billionaire)).toEqual(chosen);
  });

  it('refuses a repeated, unknown or miscounted choice', () => {
    for (const billionaires of [
      ['aristocrat', 'aristocrat', 'media-baron'],
      ['aristocrat', 'media-baron'],
      ['aristocrat', 'media-baron', 'banker'],
    ]) {
      const made = createGame({ players: 3, billionaires: billionaires as BillionaireId[] });
      expect(made.ok).toBe(false);
      if (!made.ok) expect(made.error).toMatchObject({ code: 'setup.billionaires', rule: 'setup.billionaires' });
    }
  });

  it('refuses a Starting Player who is not at the table', () => {
    const made = createGame({ players: 3, firstPlayer: 3 });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.rule).toBe('setup.first-player');
  });

  it('uses the chosen Starting Player', () => {
    expect(game({ players: 4, firstPlayer: 2 }).current).toBe(2);
  });
});

describe('setup.assets and setup.starred-assets', () => {
  it('with 3 players sets every starred Asset aside and puts three Assets in each Market', () => {
    const s = game({ players: 3, seed: 11 });
    expect([...s.unusedAssets].sort()).toEqual([...STARRED].sort());
    for (const m of MARKETS) {
      expect(s.markets[m].assets).toHaveLength(3);
      for (const a of s.markets[m].assets) {
        expect(ASSETS.find((x) => x.id === a)).toMatchObject({ starred: false });
        expect(cardsOf(s).assetType(a)).toBe(m);
      }
    }
    for (const p of s.players) expect(p.assets).toEqual([]);
  });

  it('with 4 players gives each Billionaire the starred Asset of their double type', () => {
    const s = game({ players: 4, billionaires: ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron'] });
    expect(s.players.map((p) => p.assets)).toEqual([['pyramid-scheme'], ['luxury-jet'], ['cryogenic-lab'], ['gang-of-lawyers']]);
    expect(s.unusedAssets).toEqual(['cult-of-personality']);
    expect(s.markets.vanity.assets).toEqual(['noble-estate', 'golf-plantation', 'celebrity-spouse']);
  });

  it('with 5 players hands out all five starred Assets', () => {
    const s = game({ players: 5, billionaires: ['property-speculator', 'media-baron', 'aristocrat', 'tech-overlord', 'war-profiteer'] });
    expect(s.players.map((p) => p.assets)).toEqual([['cult-of-personality'], ['gang-of-lawyers'], ['cryogenic-lab'], ['luxury-jet'], ['pyramid-scheme']]);
    expect(s.unusedAssets).toEqual([]);
  });
});

describe('setup.deck, setup.markets and setup.hands', () => {
  it('the card data has 45 Resources (nine per Suit: three each of 1, 2, 3) and four Special Actions', () => {
    expect(RESOURCE_CARDS).toHaveLength(45);
    const bySuitValue = new Map<string, number>();
    for (const c of RESOURCE_CARDS) bySuitValue.set(`${c.suit}${c.value}`, (bySuitValue.get(`${c.suit}${c.value}`) ?? 0) + 1);
    expect(bySuitValue.size).toBe(15);
    expect([...bySuitValue.values()].every((n) => n === 3)).toBe(true);
    expect(SPECIAL_CARDS.map((c) => [c.id, c.action, resolveCards(undefined, undefined).value(c.id)])).toEqual([
      ['audit-1', 'audit', 3],
      ['audit-2', 'audit', 3],
      ['scam', 'scam', 1],
      ['game-the-market', 'game-the-market', 2],
    ]);
    expect(cardInfo('locks-4')).toMatchObject({ kind: 'resource', suit: 'locks', value: 2 });
    expect(new Set(DECK_CARDS.map((c) => c.id)).size).toBe(DECK_CARDS.length);
  });

  it.each([
    [3, true, 49 - 10 - 3],
    [5, true, 49 - 10 - 5],
    [4, false, 45 - 10 - 4],
  ])('%i players, Special Actions %s: %i cards stay in the Draw deck', (players, specialActions, left) => {
    const s = game({ players, specialActions, seed: 5 });
    expect(s.deck).toHaveLength(left);
    expect(s.discard).toEqual([]);
    for (const m of MARKETS) {
      expect(s.markets[m].faceUp).not.toBeNull();
      expect(s.markets[m].faceDown).toHaveLength(1);
    }
    for (const p of s.players) expect(p.hand).toHaveLength(1);
    const everywhere = [...s.deck, ...MARKETS.flatMap((m) => [s.markets[m].faceUp!, ...s.markets[m].faceDown]), ...s.players.flatMap((p) => p.hand)];
    expect(everywhere.some((c) => cardInfo(c).kind === 'special')).toBe(specialActions);
    expect(everywhere.some((c) => cardInfo(c).kind === 'crisis')).toBe(false);
  });

  it('deals off the top of the shuffled deck: per Market one face-down then one face-up, then one card per player', () => {
    const seed = 1234;
    const s = game({ players: 3, seed });
    // Re-run the setup's random draws: Billionaire order, Starting Player, then the deck shuffle.
    const [, afterOrder] = shuffled(toSeed(seed), BILLIONAIRE_IDS);
    const [, afterFirst] = nextInt(afterOrder, 3);
    const [deck] = shuffled(afterFirst, startingDeckCards({ specialActions: true }));
    MARKETS.forEach((m, i) => {
      expect(s.markets[m].faceDown).toEqual([deck[2 * i]]);
      expect(s.markets[m].faceUp).toBe(deck[2 * i + 1]);
    });
    expect(s.players.map((p) => p.hand)).toEqual([[deck[10]], [deck[11]], [deck[12]]]);
    expect(s.deck).toEqual(deck.slice(13));
  });

  it('is deterministic in its seed', () => {
    expect(game({ players: 4, seed: 99 })).toEqual(game({ players: 4, seed: 99 }));
    expect(game({ players: 4, seed: 99 }).deck).not.toEqual(game({ players: 4, seed: 100 }).deck);
  });

  it('draws the same deck whether or not the Billionaires are chosen', () => {
    const random = game({ players: 3, seed: 42 });
    const chosen = game({ players: 3, seed: 42, billionaires: ['aristocrat', 'media-baron', 'war-profiteer'], firstPlayer: 0 });
    expect(chosen.deck).toEqual(random.deck);
    expect(chosen.markets).toEqual(random.markets);
  });
});
