import { describe, expect, it } from 'vitest';
import { legalMoves, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/** Seat 0 (Aristocrat) holds an Audit; seat 1 (War Profiteer) holds the Mercenary Army, seat 2 the Cult of Personality. */
function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'aristocrat', hand: ['audit-1', 'diamonds-4'], assets: ['corporate-enclave'] },
      { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['mercenary-army'] },
      { billionaire: 'property-speculator', hand: [], assets: ['cult-of-personality'] },
    ],
    markets: { power: { faceUp: 'dishes-4', faceDown: ['bolts-1'] } },
    ...over,
  });
}

describe('audit.return and assets.return', () => {
  it('sends another player\u2019s Asset back to its Market, leaving that Market\u2019s cards alone', () => {
    const s = table();
    expect(s.markets.power.assets).toEqual(['tabloid-empire', 'unnamed-power-asset']);
    const { game, events } = mustPlay(s, { type: 'audit', card: 'audit-1', player: 1, asset: 'mercenary-army' });
    expect(game.players[1]!.assets).toEqual([]);
    expect(game.markets.power).toEqual({ assets: ['tabloid-empire', 'unnamed-power-asset', 'mercenary-army'], faceUp: 'dishes-4', faceDown: ['bolts-1'] });
    expect(game.players[0]!.hand).toEqual(['diamonds-4']);
    expect(game.discard[game.discard.length - 1]).toBe('audit-1');
    expect(typesOf(events)).toEqual(['audited', 'assetReturned', 'turnEnded']);
    expect(eventOf(events, 'audited')).toMatchObject({ rule: 'audit.return', player: 0, other: 1, asset: 'mercenary-army' });
    expect(eventOf(events, 'assetReturned')).toMatchObject({ rule: 'assets.return', asset: 'mercenary-army', market: 'power' });
    expect(game.current).toBe(1);
    assertInvariants(game);
  });

  it('a player may Audit themself', () => {
    const { game, events } = mustPlay(table(), { type: 'audit', card: 'audit-1', player: 0, asset: 'corporate-enclave' });
    expect(game.players[0]!.assets).toEqual([]);
    expect(game.markets.legacy.assets).toContain('corporate-enclave');
    expect(eventOf(events, 'audited')).toMatchObject({ player: 0, other: 0 });
  });

  it('an Asset returned to a Market that already holds three leaves the game', () => {
    const s = table();
    expect(s.markets.vanity.assets).toHaveLength(3);
    const { game, events } = mustPlay(s, { type: 'audit', card: 'audit-1', player: 2, asset: 'cult-of-personality' });
    expect(game.players[2]!.assets).toEqual([]);
    expect(game.markets.vanity.assets).toEqual(s.markets.vanity.assets);
    expect(game.removedAssets).toEqual(['cult-of-personality']);
    expect(typesOf(events)).toEqual(['audited', 'assetRemoved', 'turnEnded']);
    expect(eventOf(events, 'assetRemoved')).toMatchObject({ rule: 'assets.return', asset: 'cult-of-personality', market: 'vanity' });
    assertInvariants(game);
  });

  it('an Asset returned to a closed Market reopens it, with no cards until the next inflation', () => {
    const s = table({
      players: [
        { billionaire: 'aristocrat', hand: ['audit-1', 'diamonds-4'] },
        { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['private-island', 'personal-zoo', 'mega-yacht'] },
        { billionaire: 'property-speculator', hand: [] },
      ],
      markets: { toys: { assets: [], faceUp: null, faceDown: [] } },
    });
    expect(legalMoves(s).some((m) => m.type === 'invest' && m.market === 'toys')).toBe(false);
    const { game, events } = mustPlay(s, { type: 'audit', card: 'audit-1', player: 1, asset: 'personal-zoo' });
    expect(typesOf(events)).toEqual(['audited', 'assetReturned', 'marketReopened', 'turnEnded']);
    expect(eventOf(events, 'marketReopened')).toMatchObject({ rule: 'market.closed', market: 'toys' });
    expect(game.markets.toys).toEqual({ assets: ['personal-zoo'], faceUp: null, faceDown: [] });
    // The War Profiteer buys it straight back: 1 against an empty Market, and inflation deals four.
    const back = playAll(game, [
      { type: 'buy', market: 'toys', cards: ['bombs-1'] },
      { type: 'claim', asset: 'personal-zoo' },
    ]);
    expect(eventOf(back.events, 'buyWon')).toMatchObject({ score: 1, against: 0 });
    expect(back.game.markets.toys).toEqual({ assets: [], faceUp: null, faceDown: [] });
    assertInvariants(back.game);
  });

  it('needs an Audit card in hand and an Asset the target holds', () => {
    const s = table();
    expect(refusal(s, { type: 'audit', card: 'audit-2', player: 1, asset: 'mercenary-army' })).toMatchObject({
      code: 'special.not-in-hand',
      rule: 'special.instead-of-action',
    });
    expect(refusal(s, { type: 'audit', card: 'diamonds-4', player: 1, asset: 'mercenary-army' })).toMatchObject({
      code: 'special.wrong-card',
      rule: 'special.instead-of-action',
    });
    expect(refusal(s, { type: 'audit', card: 'audit-1', player: 1, asset: 'corporate-enclave' })).toMatchObject({ code: 'audit.not-held', rule: 'audit.return' });
    expect(refusal(s, { type: 'audit', card: 'audit-1', player: 3, asset: 'corporate-enclave' })).toMatchObject({ code: 'audit.no-player', rule: 'audit.return' });
  });

  it('lists one Audit per Asset held at the table', () => {
    expect(legalMoves(table()).filter((m) => m.type === 'audit')).toEqual([
      { type: 'audit', seat: 0, card: 'audit-1', player: 0, asset: 'corporate-enclave' },
      { type: 'audit', seat: 0, card: 'audit-1', player: 1, asset: 'mercenary-army' },
      { type: 'audit', seat: 0, card: 'audit-1', player: 2, asset: 'cult-of-personality' },
    ]);
  });
});
