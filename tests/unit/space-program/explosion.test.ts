/**
 * The Rocket explodes (`space.explosion`): the envelope's cards go to the Discard pile and the
 * envelope leaves the game; each Billionaire aboard leaves it too, for good: Assets back to their
 * Markets (a fourth one leaves the game, a closed Market reopens), hand and Bribe envelope to the
 * Discard pile, the Role back into the Role deck unseen (Ruling 11), the Luxury Bunker weighed again.
 * Ruling 10: a Puppet leaves the game with its dead controller.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, type GameState, heldRole, policyOf, rolesOf, spaceOf, viewOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, typesOf } from '../../helpers/game.ts';
import { assertInvariants } from '../../helpers/invariants.ts';
import { ARISTOCRAT, launchAfterTurn, MEDIA, rolls, spaceTable, TECH, WAR } from './table.ts';

/**
 * Level 4, four players. The War Profiteer (Space Cowboy) holds two Power Assets, a Legacy one and
 * an Influence one, the Bunker (Mercenary Army and Corporate Enclave), two cards and a Bribe. The
 * Power Market holds two Assets, the Legacy Market is closed. The Aristocrat hides the Banker.
 */
function richTable(): GameState {
  return spaceTable({
    level: 4,
    seats: [
      { hand: ['locks-1', 'locks-2'], assets: ['pyramid-scheme', 'mercenary-army', 'corporate-enclave', 'gang-of-lawyers'] },
      { assets: ['political-lobbyists', 'private-island'] },
      { assets: ['cryogenic-lab', 'art-hoard'] },
      { assets: ['luxury-jet'] },
    ],
    removedAssets: ['scam-charity'],
    markets: {
      power: { assets: ['tabloid-empire', 'unnamed-power-asset'] },
      legacy: { assets: [], faceUp: null, faceDown: [] },
    },
    roles: [{ role: 'space-cowboy', revealed: false }, null, { role: 'banker', revealed: false }],
    bunker: WAR,
    envelopes: [['bombs-2']],
    envelope: ['bombs-7', 'bombs-8'],
    deck: ['dishes-1'],
  });
}

/** The War Profiteer launches, boards (alone, or with a partner who accepts) and the die shows 6. */
function explode(partner?: number) {
  const launched = launchAfterTurn(richTable(), rolls(6));
  const moves =
    partner === undefined
      ? [{ type: 'boardRocket', seat: WAR } as const]
      : [{ type: 'boardRocket', seat: WAR, partner } as const, { type: 'answerRocket', seat: partner, accept: true } as const];
  const blown = playAll(launched.game, moves);
  return { before: launched.game, game: blown.game, events: blown.events };
}

describe('space.explosion', () => {
  it('sends the envelope’s cards to the Discard pile; the envelope leaves the game', () => {
    const { game, events } = explode();
    expect(eventOf(events, 'rocketExploded')).toMatchObject({ players: [WAR], cards: ['bombs-7', 'bombs-8', 'dishes-1'] });
    expect(game.discard).toEqual(expect.arrayContaining(['bombs-7', 'bombs-8', 'dishes-1']));
    expect(spaceOf(game)).toMatchObject({ envelope: [], gone: true, out: [WAR], launch: null, escaped: null });
    expect(game.result).toBeNull();
    assertInvariants(game);
  });

  it('returns the Assets to their Markets: a fourth leaves the game, a closed Market reopens', () => {
    const { game, events } = explode();
    expect(game.players[WAR]!.assets).toEqual([]);
    expect(game.markets.power.assets).toEqual(['tabloid-empire', 'unnamed-power-asset', 'pyramid-scheme']);
    expect(eventOf(events, 'assetRemoved')).toMatchObject({ player: WAR, asset: 'mercenary-army', market: 'power' });
    expect(game.removedAssets).toContain('mercenary-army');
    expect(game.markets.legacy.assets).toEqual(['corporate-enclave']);
    expect(eventOf(events, 'marketReopened')).toMatchObject({ market: 'legacy' });
    expect(game.markets.influence.assets).toContain('gang-of-lawyers');
  });

  it('sends the hand and the Bribe envelope to the Discard pile', () => {
    const { game } = explode();
    expect(game.players[WAR]!.hand).toEqual([]);
    expect(policyOf(game).envelopes[WAR] ?? []).toEqual([]);
    expect(game.discard).toEqual(expect.arrayContaining(['locks-1', 'locks-2', 'bombs-2']));
  });

  it('weighs the Luxury Bunker again: it passes to the Tech Overlord, who now holds the most Bunker Assets', () => {
    const { before, game, events } = explode();
    expect(rolesOf(before).bunker).toBe(WAR);
    expect(rolesOf(game).bunker).toBe(TECH);
    expect(typesOf(events)).toContain('bunkerClaimed');
  });

  it('passes the turn on to the next player still in the game', () => {
    const { game } = explode();
    expect(game.current).toBe(TECH);
    expect(game.phase).toBe('turn.start');
  });

  it('kills both Billionaires aboard together', () => {
    const { game, events } = explode(MEDIA);
    expect(eventOf(events, 'rocketExploded').players).toEqual([WAR, MEDIA]);
    expect(spaceOf(game).out).toEqual([WAR, MEDIA]);
    expect(events.filter((e) => e.type === 'seatOut').map((e) => (e as { player: number }).player)).toEqual([WAR, MEDIA]);
    expect(game.players[MEDIA]!.assets).toEqual([]);
    expect(game.markets.toys.assets).toContain('luxury-jet');
    expect(game.result).toBeNull();
    assertInvariants(game);
  });
});

describe('Ruling 11: an eliminated player’s Role goes back into the Role deck unseen; hand and envelope to the Discard pile', () => {
  it('puts the Revealed Space Cowboy back into the Role deck', () => {
    const { game, events } = explode();
    expect(eventOf(events, 'roleLeft')).toMatchObject({ player: WAR });
    expect(heldRole(game, WAR)).toBeNull();
    expect(rolesOf(game).deck).toContain('space-cowboy');
  });

  it('puts a hidden Role back without anyone seeing it', () => {
    const { game, events } = explode(ARISTOCRAT);
    const left = events.filter((e) => e.type === 'roleLeft');
    expect(left.map((e) => (e as { player: number }).player)).toEqual([WAR, ARISTOCRAT]);
    expect(rolesOf(game).deck).toContain('banker');
    // Neither the event nor the views name the Banker.
    for (const viewer of ['table', TECH, MEDIA] as const) {
      for (const e of left) expect(describeEvent(game, e, viewer)).not.toMatch(/Banker/);
      expect(JSON.stringify(viewOf(game, viewer).modules.roles)).not.toMatch(/banker/);
    }
  });
});

describe('Ruling 10: a Puppet leaves the game with its dead controller', () => {
  it('takes the War Profiteer’s Puppet out with him; the Aristocrat, the last player left, wins', () => {
    // Two players: the War Profiteer (0) controls the Tech Overlord (1), the Aristocrat (2) the Media Baron (3).
    const g = spaceTable({
      puppets: true,
      seats: [{ assets: ['private-island'] }, { assets: ['tabloid-empire'] }, {}, {}],
      envelope: ['bombs-7', 'bombs-8'],
      deck: ['dishes-1'],
    });
    const launched = launchAfterTurn(g, rolls(6)).game;
    const { game, events } = mustPlay(launched, { type: 'boardRocket', seat: WAR });
    expect(eventOf(events, 'rocketExploded').players).toEqual([WAR]);
    expect(spaceOf(game).out).toEqual([WAR, TECH]);
    expect(game.players[TECH]!.assets).toEqual([]);
    expect(game.markets.power.assets).toContain('tabloid-empire');
    expect(game.result).toEqual({ kind: 'victory', winners: [ARISTOCRAT], rule: 'space.out' });
    expect(eventOf(events, 'spaceWon')).toMatchObject({ player: ARISTOCRAT, rule: 'space.out' });
  });
});
