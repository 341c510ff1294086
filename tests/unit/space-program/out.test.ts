/**
 * Billionaires out of the game (`space.out`): a seat whose Billionaire died in the explosion takes
 * no turn, is never the Poorest Player, bids for no Policy, gives back nothing in Emergency Measures,
 * draws no Role and is never asked anything. Ruling 12: with one player left, they win at once.
 */
import { describe, expect, it } from 'vitest';
import { ASSETS, deciders, type GameState, inGame, legalMoves, peopleSeats, resolveCards, seatsInGame, seatsOut, stepOf } from '../../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, refusal } from '../../helpers/game.ts';
import { ARISTOCRAT, endTurn, launchAfterTurn, MEDIA, pastLastStep, playSimply, rolls, spaceTable, TECH, WAR } from './table.ts';

/** The Tech Overlord died in an earlier explosion; the War Profiteer is about to end the Round (one card left to draw). */
const afterExplosion = (extra: Parameters<typeof spaceTable>[0] = {}) =>
  spaceTable({ out: [TECH], gone: true, seats: [{ hand: ['bombs-1'] }], deck: ['bolts-2'], deckSize: 1, ...extra });

/** Plays the Round's end out, checking at every step that the out seat is never asked anything. */
function roundEndNeverAsks(g: GameState, out: number): GameState {
  const drawn = mustPlay(g, { type: 'draw', seat: WAR }).game;
  const check = (s: GameState) => {
    expect(deciders(s)).not.toContain(out);
    for (const w of s.windows) expect(w.seats, w.kind).not.toContain(out);
    expect(legalMoves(s, out)).toEqual([]);
  };
  return playSimply(drawn, (s) => s.round > g.round && stepOf(s) === 'turn.start', 80, check);
}

describe('space.out', () => {
  it('lists the seat as out of the game', () => {
    const g = afterExplosion();
    expect(seatsOut(g)).toEqual([TECH]);
    expect(inGame(g, TECH)).toBe(false);
    expect(seatsInGame(g)).toEqual([WAR, ARISTOCRAT, MEDIA]);
    expect(peopleSeats(g)).toEqual([WAR, ARISTOCRAT, MEDIA]);
  });

  it('skips the seat in turn order', () => {
    const g = afterExplosion();
    expect(endTurn(g).game.current).toBe(ARISTOCRAT);
    expect(endTurn(spaceTable({ out: [TECH], gone: true, current: MEDIA, roles: [] })).game.current).toBe(WAR);
  });

  it('gives the seat no moves, and refuses any it tries', () => {
    const g = afterExplosion();
    expect(legalMoves(g, TECH)).toEqual([]);
    expect(refusal(g, { type: 'exchangeMarkets', seat: TECH, markets: ['power', 'vanity'] }).code).toMatch(/not-deciding|not-your-turn/);
  });

  it('never makes the seat the Poorest Player, nor asks it anything at the end of a Level 3 Round', () => {
    const g = afterExplosion();
    // Every window of the Round's end (the Role draw among them) passes the seat by.
    const next = roundEndNeverAsks(g, TECH);
    // With no Asset at all the Tech Overlord has the most empty spaces (the others hold their starred
    // Asset): counted, he would be the Poorest Player.
    expect(next.players[TECH]!.assets).toEqual([]);
    expect(next.players.every((p, seat) => seat === TECH || p.assets.length > 0)).toBe(true);
    expect(next.current).not.toBe(TECH);
  });

  it('keeps the seat out of the Policy bids at the end of a Level 4 Round', () => {
    const g = afterExplosion({ level: 4, envelopes: [['bombs-2'], [], ['diamonds-3']] });
    const drawn = mustPlay(g, { type: 'draw', seat: WAR }).game;
    let sawHoldUp = false;
    playSimply(
      drawn,
      (s) => s.round > g.round && stepOf(s) === 'turn.start',
      80,
      (s) => {
        const holdUp = s.windows.find((w) => w.kind === 'policy.hold-up');
        if (holdUp) {
          sawHoldUp = true;
          expect(holdUp.seats).not.toContain(TECH);
        }
        expect(deciders(s)).not.toContain(TECH);
      },
    );
    expect(sawHoldUp).toBe(true);
  });

  it('does not ask the seat in Emergency Measures', () => {
    const closed = { assets: [], faceUp: null, faceDown: [] };
    const g = afterExplosion({
      seats: [{ hand: ['bombs-1'], assets: ['noble-estate'] }, {}, { assets: ['golf-plantation'] }, { assets: [] }],
      markets: { influence: closed, legacy: closed, power: closed, toys: closed, vanity: { assets: ['celebrity-spouse', 'cult-of-personality'] } },
      removedAssets: ASSETS.filter((a) => resolveCards(undefined, undefined).assetType(a.id) !== 'vanity').map((a) => a.id),
    });
    // Only the Vanity Market is open: the Round ends with Emergency Measures, for the players holding an Asset.
    const ended = pastLastStep(
      playAll(g, [
        { type: 'draw', seat: WAR },
        { type: 'invest', seat: WAR, card: 'bolts-2', market: 'vanity' },
      ]),
    );
    expect(eventOf(ended.events, 'emergencyMeasures').players).toEqual([WAR, ARISTOCRAT]);
  });
});

describe('Ruling 12: with one player left, they win at once', () => {
  it('ends a two-player game when the Aristocrat and her Puppet explode: the War Profiteer wins', () => {
    // The War Profiteer (0) controls the Tech Overlord (1); the Aristocrat (2) the Media Baron (3), and holds the Space Cowboy.
    const g = spaceTable({
      puppets: true,
      current: ARISTOCRAT,
      roles: [null, null, { role: 'space-cowboy', revealed: false }],
      envelope: ['diamonds-7'],
      deck: ['dishes-1'],
    });
    const launched = launchAfterTurn(g, rolls(4)).game;
    expect(deciders(launched)).toEqual([ARISTOCRAT]);
    const { game, events } = mustPlay(launched, { type: 'boardRocket', seat: ARISTOCRAT, partner: MEDIA });
    expect(eventOf(events, 'rocketBoarded')).toMatchObject({ players: [ARISTOCRAT, MEDIA], score: 4 });
    expect(eventOf(events, 'rocketExploded').players).toEqual([ARISTOCRAT, MEDIA]);
    expect(game.phase).toBe('gameOver');
    expect(game.result).toEqual({ kind: 'victory', winners: [WAR], rule: 'space.out' });
    expect(deciders(game)).toEqual([]);
  });

  it('goes on while two or more players are left', () => {
    const g = spaceTable({ count: 3, envelope: ['bombs-7'], deck: ['dishes-1'] });
    const { game } = launchAfterTurn(g, rolls(5));
    expect(seatsOut(game)).toEqual([WAR]);
    expect(game.result).toBeNull();
    expect(game.current).toBe(TECH);
  });
});
