/**
 * Six, then six again (`puppets.audit`): no Buy; the controller may Audit any Billionaire holding an
 * Asset (their opponent, either Puppet, themselves), the Asset going back to its Market (out of the
 * game when the Market is full), or let it go. The hidden Gangster may keep it: not from themselves,
 * never as the fifth needed Asset, and from their own Puppet too.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, rolesOf, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, refusal } from '../../helpers/game.ts';
import { ANNA, endTurn, MEDIA, RODRIGO, TECH, twoPlayers, type TwoPlayerTable } from './table.ts';

/** Rodrigo's Puppet rolls 6 and 6: the Audit window opens for Rodrigo. */
function doubleSix(table: TwoPlayerTable = {}) {
  const { game, events } = endTurn(twoPlayers(table), [6, 6]);
  expect(events.filter((e) => e.type === 'puppetRolled').map((e) => (e.type === 'puppetRolled' ? e.value : 0))).toEqual([6, 6]);
  expect(stepOf(game)).toBe('puppets.audit');
  return game;
}

describe('puppets.audit', () => {
  it('offers every Asset of every Billionaire, both Puppets and the controller included, or nobody', () => {
    const game = doubleSix();
    expect(game.buy).toBeNull();
    const listed = legalMoves(game, RODRIGO);
    const targets = new Set(listed.flatMap((m) => (m.type === 'puppetAudit' ? [m.player] : [])));
    expect([...targets].sort()).toEqual([RODRIGO, TECH, ANNA, MEDIA]);
    expect(listed).toContainEqual({ type: 'skipAudit', seat: RODRIGO });
    expect(listed.some((m) => m.type === 'puppetAudit' && m.keep)).toBe(false);
    expect(legalMoves(game, ANNA)).toEqual([]);
  });

  it('sends the Asset back to its Market', () => {
    const game = doubleSix({ seats: [{}, {}, { assets: ['cryogenic-lab', 'private-island'] }], markets: { toys: { assets: ['mega-yacht'] } } });
    const { game: after, events } = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'private-island', keep: false });
    expect(eventOf(events, 'puppetAudited')).toMatchObject({ player: RODRIGO, other: ANNA, asset: 'private-island', kept: false });
    expect(after.players[ANNA]!.assets).toEqual(['cryogenic-lab']);
    expect(after.markets.toys.assets).toContain('private-island');
    expect(after.current).toBe(ANNA);
  });

  it('may hit the controller themselves and either Puppet', () => {
    const game = doubleSix();
    const self = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: RODRIGO, asset: 'cult-of-personality', keep: false }).game;
    expect(self.players[RODRIGO]!.assets).toEqual([]);
    const own = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: TECH, asset: 'luxury-jet', keep: false }).game;
    expect(own.players[TECH]!.assets).toEqual([]);
    const theirs = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: MEDIA, asset: 'gang-of-lawyers', keep: false }).game;
    expect(theirs.players[MEDIA]!.assets).toEqual([]);
  });

  it('removes the Asset from the game when its Market already holds three', () => {
    // The Tech Overlord's starred Luxury Jet sits at Toys here, so that Market is full.
    const game = doubleSix({
      seats: [{}, { assets: [] }, { assets: ['cryogenic-lab', 'private-island'] }],
      markets: { toys: { assets: ['mega-yacht', 'personal-zoo', 'luxury-jet'] } },
    });
    const { game: after, events } = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'private-island', keep: false });
    expect(eventOf(events, 'assetRemoved')).toMatchObject({ asset: 'private-island', market: 'toys' });
    expect(after.removedAssets).toContain('private-island');
    expect(after.markets.toys.assets).toHaveLength(3);
  });

  it('may be let go', () => {
    const game = doubleSix();
    const { game: after, events } = mustPlay(game, { type: 'skipAudit', seat: RODRIGO });
    expect(eventOf(events, 'puppetAuditSkipped')).toMatchObject({ player: RODRIGO, nobody: false });
    expect(after.players.map((p) => p.assets)).toEqual(game.players.map((p) => p.assets));
    expect(after.current).toBe(ANNA);
  });

  it('refuses an Asset the Billionaire does not hold, and an Audit out of turn', () => {
    const game = doubleSix();
    expect(refusal(game, { type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'private-island', keep: false }).code).toBe('puppets.not-held');
    expect(refusal(twoPlayers(), { type: 'skipAudit', seat: RODRIGO }).rule).toBeDefined();
  });

  it('lets only a hidden Gangster keep the Asset', () => {
    const game = doubleSix();
    expect(refusal(game, { type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'cryogenic-lab', keep: true }).code).toBe('role.not-held');
  });

  describe('with the Gangster (Level 3)', () => {
    const gangster = (seats: TwoPlayerTable['seats'] = []) =>
      doubleSix({ level: 3, seats, roles: [{ role: 'gangster', revealed: false }, null, { role: 'banker', revealed: false }, null] });

    it('keeps an Asset from the opponent or from either Puppet, Revealing the Gangster', () => {
      const game = gangster();
      const listed = legalMoves(game, RODRIGO).filter((m) => m.type === 'puppetAudit' && m.keep);
      expect(new Set(listed.map((m) => (m.type === 'puppetAudit' ? m.player : -1)))).toEqual(new Set([TECH, ANNA, MEDIA]));
      const { game: kept, events } = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'cryogenic-lab', keep: true });
      expect(eventOf(events, 'puppetAudited')).toMatchObject({ kept: true });
      expect(kept.players[RODRIGO]!.assets).toContain('cryogenic-lab');
      expect(rolesOf(kept).held[RODRIGO]).toEqual({ role: 'gangster', revealed: true });
      const fromOwnPuppet = mustPlay(game, { type: 'puppetAudit', seat: RODRIGO, player: TECH, asset: 'luxury-jet', keep: true }).game;
      expect(fromOwnPuppet.players[RODRIGO]!.assets).toContain('luxury-jet');
    });

    it('never from themselves', () => {
      expect(refusal(gangster(), { type: 'puppetAudit', seat: RODRIGO, player: RODRIGO, asset: 'cult-of-personality', keep: true }).code).toBe('role.bad-target');
    });

    it('never as the fifth needed Asset', () => {
      // The Property Speculator needs Vanity twice, Influence, Power and Toys: the Private Island would be his fifth.
      const game = gangster([{ assets: ['cult-of-personality', 'noble-estate', 'think-tank', 'mercenary-army'] }, {}, { assets: ['cryogenic-lab', 'private-island'] }]);
      expect(refusal(game, { type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'private-island', keep: true }).code).toBe('role.no-win');
      expect(legalMoves(game, RODRIGO)).toContainEqual({ type: 'puppetAudit', seat: RODRIGO, player: ANNA, asset: 'private-island', keep: false });
    });
  });
});
