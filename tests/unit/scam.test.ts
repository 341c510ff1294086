import { describe, expect, it } from 'vitest';
import { cardsOf, legalMoves, neededHeld, type PositionInput } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { eventOf, mustPlay, position, refusal, typesOf } from '../helpers/game.ts';

/**
 * Seat 0, the Media Baron (Influence ×2, Legacy, Power, Vanity), holds the Scam. Seat 1, the Tech
 * Overlord (Toys ×2, Legacy, Power, Vanity), needs only a Vanity Asset.
 */
function table(over: Partial<PositionInput> = {}) {
  return position({
    players: [
      { billionaire: 'media-baron', hand: ['scam', 'dishes-1'], assets: ['political-lobbyists', 'think-tank', 'corporate-enclave', 'noble-estate', 'private-island'] },
      { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: ['personal-zoo', 'mega-yacht', 'art-hoard', 'mercenary-army', 'social-media-company'] },
      { billionaire: 'war-profiteer', hand: [], assets: ['scam-charity'] },
    ],
    ...over,
  });
}

describe('scam.swap', () => {
  it('takes an Asset from another player and gives one of the scammer\u2019s in return', () => {
    const { game, events } = mustPlay(table(), { type: 'scam', card: 'scam', player: 2, take: 'scam-charity', give: 'private-island' });
    expect(game.players[0]!.assets).toEqual(['political-lobbyists', 'think-tank', 'corporate-enclave', 'noble-estate', 'scam-charity']);
    expect(game.players[2]!.assets).toEqual(['private-island']);
    expect(game.players[0]!.hand).toEqual(['dishes-1']);
    expect(game.discard[game.discard.length - 1]).toBe('scam');
    expect(typesOf(events)).toEqual(['scammed', 'turnEnded']);
    expect(eventOf(events, 'scammed')).toMatchObject({ rule: 'scam.swap', player: 0, other: 2, assets: ['scam-charity', 'private-island'] });
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
    assertInvariants(game);
  });

  it('the scammer must give one of their own Assets, and cannot Scam themself', () => {
    const s = table();
    expect(refusal(s, { type: 'scam', card: 'scam', player: 2, take: 'scam-charity', give: 'celebrity-spouse' })).toMatchObject({
      code: 'scam.nothing-to-give',
      rule: 'scam.swap',
    });
    expect(refusal(s, { type: 'scam', card: 'scam', player: 0, take: 'think-tank', give: 'private-island' })).toMatchObject({ code: 'scam.self', rule: 'scam.swap' });
    expect(refusal(s, { type: 'scam', card: 'scam', player: 2, take: 'art-hoard', give: 'private-island' })).toMatchObject({ code: 'scam.not-held', rule: 'scam.swap' });
    expect(refusal(s, { type: 'scam', card: 'dishes-1', player: 2, take: 'scam-charity', give: 'private-island' })).toMatchObject({ code: 'special.wrong-card' });
  });

  it('is not offered to a scammer with no Asset to give', () => {
    const s = table({
      players: [
        { billionaire: 'media-baron', hand: ['scam', 'dishes-1'] },
        { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: ['personal-zoo'] },
        { billionaire: 'war-profiteer', hand: [], assets: ['tabloid-empire'] },
      ],
    });
    expect(legalMoves(s).some((m) => m.type === 'scam')).toBe(false);
    expect(refusal(s, { type: 'scam', card: 'scam', player: 1, take: 'personal-zoo', give: 'personal-zoo' })).toMatchObject({ code: 'scam.nothing-to-give' });
  });
});

describe('scam.no-win', () => {
  it('cannot hand the scammer their fifth needed Asset', () => {
    const s = table();
    expect(neededHeld(cardsOf(s), s.players[0]!)).toBe(4); // Influence ×2, Legacy and Vanity; Power is missing, and Toys is unneeded
    // Taking the Mercenary Army (Power) for the unneeded Private Island would complete the Media Baron\u2019s set.
    expect(refusal(s, { type: 'scam', card: 'scam', player: 1, take: 'mercenary-army', give: 'private-island' })).toMatchObject({
      code: 'scam.would-win',
      rule: 'scam.no-win',
    });
    expect(legalMoves(s)).not.toContainEqual({ type: 'scam', seat: 0, card: 'scam', player: 1, take: 'mercenary-army', give: 'private-island' });
    // Giving a needed Asset away in the same swap leaves four: allowed.
    expect(legalMoves(s)).toContainEqual({ type: 'scam', seat: 0, card: 'scam', player: 1, take: 'mercenary-army', give: 'think-tank' });
  });

  it('if the Asset given completes the victim\u2019s set, the victim wins at once', () => {
    // The Tech Overlord lacks only a Vanity Asset, and the Media Baron gives him the Noble Estate.
    const s = table({
      players: [
        { billionaire: 'media-baron', hand: ['scam'], assets: ['political-lobbyists', 'noble-estate'] },
        { billionaire: 'tech-overlord', hand: ['bolts-1'], assets: ['personal-zoo', 'mega-yacht', 'art-hoard', 'mercenary-army', 'social-media-company'] },
        { billionaire: 'war-profiteer', hand: [] },
      ],
    });
    expect(neededHeld(cardsOf(s), s.players[1]!)).toBe(4);
    const { game, events } = mustPlay(s, { type: 'scam', card: 'scam', player: 1, take: 'social-media-company', give: 'noble-estate' });
    expect(game.phase).toBe('gameOver');
    expect(game.result).toEqual({ kind: 'victory', winners: [1], rule: 'victory.five-assets' });
    expect(typesOf(events)).toEqual(['scammed', 'gameWon']);
    expect(eventOf(events, 'gameWon')).toMatchObject({ rule: 'victory.five-assets', player: 1 });
    expect(legalMoves(game)).toEqual([]);
    assertInvariants(game);
  });
});
