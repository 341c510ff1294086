import { describe, expect, it } from 'vitest';
import { deciders, type GameState, legalMoves, type PlayerPosition, type PositionInput, stepOf } from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { chosenOf, eventOf, mustPlay, owing, playAll, position, refusal, typesOf } from '../helpers/game.ts';

/**
 * Only Vanity is open (three Assets). Seat 2, the War Profiteer, takes the last card and ends the
 * Round, so Emergency Measures start with him: seats 2, 0, 1.
 *   seat 0 Property Speculator: Political Lobbyists, Mercenary Army, Private Island, Cult of Personality (4 needed)
 *   seat 1 Aristocrat: Corporate Enclave, Art Hoard, Think Tank (3 needed), Tabloid Empire (unneeded)
 *   seat 2 War Profiteer: Unnamed Power Asset, Scam Charity, Personal Zoo, Social Media Company (4 needed)
 * The Mega Yacht is out of the game; the other starred Assets are unused with three players.
 */
const PLAYERS: PlayerPosition[] = [
  { billionaire: 'property-speculator', hand: ['locks-7'], assets: ['political-lobbyists', 'mercenary-army', 'private-island', 'cult-of-personality'] },
  { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: ['corporate-enclave', 'art-hoard', 'think-tank', 'tabloid-empire'] },
  { billionaire: 'war-profiteer', hand: ['bombs-4'], assets: ['unnamed-power-asset', 'scam-charity', 'personal-zoo', 'social-media-company'] },
];
const CLOSED = { assets: [], faceUp: null, faceDown: [] } as const;

function table(over: Partial<PositionInput> = {}): GameState {
  return position({
    players: PLAYERS,
    markets: {
      influence: CLOSED,
      legacy: CLOSED,
      power: CLOSED,
      toys: CLOSED,
      vanity: { faceUp: 'locks-1', faceDown: ['diamonds-1'] },
    },
    removedAssets: ['mega-yacht'],
    current: 2,
    deck: ['dishes-1'],
    deckSize: 1,
    ...over,
  });
}

/** Seat 2 draws the last card and Invests at Vanity: the Round ends with one open Market. */
function roundEnds(s = table()) {
  return playAll(s, [{ type: 'draw' }, { type: 'invest', card: 'bombs-4', market: 'vanity' }]);
}

describe('round.emergency', () => {
  it('starts after gather and shuffle when at most one Market is open, from the player who ended the Round', () => {
    const { game, events } = roundEnds();
    expect(typesOf(events)).toEqual(['drew', 'invested', 'noCardToDraw', 'turnEnded', 'roundEnded', 'gathered', 'emergencyMeasures']);
    expect(eventOf(events, 'emergencyMeasures')).toMatchObject({ rule: 'round.emergency', players: [2, 0, 1], count: 1 });
    expect(game.phase).toBe('endOfRound.emergency');
    expect(stepOf(game)).toBe('endOfRound.emergency');
    expect(game.windows).toEqual([{ kind: 'endOfRound.emergency', seats: [2, 0, 1], mode: 'ordered', done: [] }]);
    expect(owing(game)).toEqual([2, 0, 1]);
    expect(deciders(game)).toEqual([2]);
    expect(game.round).toBe(1);
    // Every Market card has been gathered already.
    expect(game.markets.vanity).toMatchObject({ faceUp: null, faceDown: [] });
    expect(game.discard).toEqual([]);
    expect(legalMoves(game)).toEqual([
      { type: 'returnAsset', seat: 2, asset: 'unnamed-power-asset' },
      { type: 'returnAsset', seat: 2, asset: 'scam-charity' },
      { type: 'returnAsset', seat: 2, asset: 'personal-zoo' },
      { type: 'returnAsset', seat: 2, asset: 'social-media-company' },
    ]);
    assertInvariants(game);
  });

  it('each player gives back one Asset of their choice: closed Markets reopen, a fourth Asset leaves the game, then refill and the Poorest Player', () => {
    const ended = roundEnds().game;
    const zoo = mustPlay(ended, { type: 'returnAsset', asset: 'personal-zoo' });
    expect(typesOf(zoo.events)).toEqual(['assetReturned', 'marketReopened']);
    expect(zoo.game.markets.toys).toEqual({ assets: ['personal-zoo'], faceUp: null, faceDown: [] });
    expect(owing(zoo.game)).toEqual([0, 1]);
    expect(deciders(zoo.game)).toEqual([0]);

    const cult = mustPlay(zoo.game, { type: 'returnAsset', asset: 'cult-of-personality' });
    expect(typesOf(cult.events)).toEqual(['assetRemoved']);
    expect(cult.game.removedAssets).toEqual(['mega-yacht', 'cult-of-personality']);
    expect(cult.game.markets.vanity.assets).toEqual(['noble-estate', 'golf-plantation', 'celebrity-spouse']);

    const think = mustPlay(cult.game, { type: 'returnAsset', asset: 'think-tank' });
    expect(typesOf(think.events)).toEqual(['assetReturned', 'marketReopened', 'refilled', 'firstPlayer']);
    const game = think.game;
    expect(eventOf(think.events, 'refilled')).toMatchObject({ rule: 'round.refill', markets: ['influence', 'toys', 'vanity'] });
    // Influence and Toys hold one Asset each (four cards); Vanity holds three (two cards).
    expect(1 + game.markets.influence.faceDown.length).toBe(4);
    expect(1 + game.markets.toys.faceDown.length).toBe(4);
    expect(1 + game.markets.vanity.faceDown.length).toBe(2);
    expect(game.markets.legacy).toEqual({ assets: [], faceUp: null, faceDown: [] });
    expect(game.markets.power).toEqual({ assets: [], faceUp: null, faceDown: [] });
    // Empty spaces now: seat 0 has 2, seat 1 has 3 (Legacy ×2 only), seat 2 has 2.
    expect(eventOf(think.events, 'firstPlayer')).toMatchObject({ rule: 'round.poorest', player: 1, players: [1], count: 3 });
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
    expect(game.round).toBe(2);
    expect(owing(game)).toEqual([]);
    expect(game.windows).toEqual([]);
    expect(game.deck).toHaveLength(49 - 3 - 10);
    assertInvariants(game);
  });

  it('skips players who hold no Asset', () => {
    const s = table({
      players: [PLAYERS[0]!, { billionaire: 'aristocrat', hand: ['diamonds-7'], assets: [] }, PLAYERS[2]!],
      removedAssets: ['mega-yacht', 'corporate-enclave', 'art-hoard', 'think-tank', 'tabloid-empire'],
    });
    const { game, events } = roundEnds(s);
    expect(eventOf(events, 'emergencyMeasures').players).toEqual([2, 0]);
    const done = playAll(game, [
      { type: 'returnAsset', asset: 'personal-zoo' },
      { type: 'returnAsset', asset: 'private-island' },
    ]);
    expect(done.game.phase).toBe('turn.start');
    expect(done.game.markets.toys.assets).toEqual(['personal-zoo', 'private-island']);
    // The Aristocrat has no Asset at all: five empty spaces.
    expect(done.game.current).toBe(1);
  });

  it('refuses other moves while Assets are owed, and an Asset the player does not hold', () => {
    const { game } = roundEnds();
    expect(refusal(game, { type: 'returnAsset', asset: 'think-tank' })).toMatchObject({ code: 'emergency.not-held', rule: 'round.emergency' });
    expect(refusal(game, { type: 'draw' })).toMatchObject({ code: 'phase.not-now', rule: 'round.emergency' });
    expect(refusal(game, { type: 'endRoundEarly' })).toMatchObject({ code: 'phase.not-now', rule: 'round.emergency' });
  });

  it('is not needed when two or more Markets are open', () => {
    const s = table({
      markets: { influence: CLOSED, legacy: CLOSED, power: CLOSED, toys: { assets: ['luxury-jet'] }, vanity: { faceUp: 'locks-1', faceDown: ['diamonds-1'] } },
    });
    const { game, events } = roundEnds(s);
    expect(events.some((e) => e.type === 'emergencyMeasures')).toBe(false);
    expect(game.phase).toBe('turn.start');
    expect(game.round).toBe(2);
  });

  it('with no open Market at all, every Asset holder still gives one back', () => {
    const s = table({
      players: [PLAYERS[0]!, PLAYERS[1]!, { ...PLAYERS[2]!, assets: [...PLAYERS[2]!.assets!, 'noble-estate', 'golf-plantation', 'celebrity-spouse'] }],
      markets: { influence: CLOSED, legacy: CLOSED, power: CLOSED, toys: CLOSED, vanity: CLOSED },
    });
    const { game } = mustPlay(s, { type: 'draw' });
    // No Market is open and none shows a card: no Action is possible, so seat 2 may only pass (or end the Round early).
    expect(legalMoves(game)).toHaveLength(2);
    expect(legalMoves(game)).toEqual(
      expect.arrayContaining([
        { type: 'pass', seat: 2 },
        { type: 'endRoundEarly', seat: 2 },
      ]),
    );
    const passed = mustPlay(game, { type: 'pass' });
    expect(typesOf(passed.events)).toEqual(['passed', 'turnEnded', 'roundEnded', 'gathered', 'emergencyMeasures']);
    expect(eventOf(passed.events, 'emergencyMeasures')).toMatchObject({ count: 0, players: [2, 0, 1] });
    // The War Profiteer gives back a Vanity Asset, which reopens that Market.
    const back = mustPlay(passed.game, { type: 'returnAsset', asset: 'golf-plantation' });
    expect(typesOf(back.events)).toEqual(['assetReturned', 'marketReopened']);
  });
});

describe('round.early-end', () => {
  it('with one open Market the table may end the Round at the start of a turn', () => {
    const s = table({ deck: [], deckSize: 20 });
    expect(legalMoves(s)).toContainEqual({ type: 'endRoundEarly', seat: 2 });
    const { game, events } = mustPlay(s, { type: 'endRoundEarly' });
    expect(typesOf(events)).toEqual(['roundEnded', 'gathered', 'emergencyMeasures']);
    expect(eventOf(events, 'roundEnded')).toMatchObject({ rule: 'round.early-end', player: 2 });
    expect(eventOf(events, 'gathered').count).toBe(49 - 3);
    expect(game.phase).toBe('endOfRound.emergency');
    expect(owing(game)).toEqual([2, 0, 1]);
  });

  it('or after the draw', () => {
    const s = table({ deck: [], deckSize: 20 });
    const { game } = playAll(s, [{ type: 'draw' }, { type: 'endRoundEarly' }]);
    expect(game.phase).toBe('endOfRound.emergency');
    expect(game.players[2]!.hand).toHaveLength(2);
  });

  it('is refused while two or more Markets are open', () => {
    const s = position({ players: [{ billionaire: 'aristocrat' }, { billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }] });
    expect(refusal(s, { type: 'endRoundEarly' })).toMatchObject({ code: 'round.early-end-too-soon', rule: 'round.early-end' });
    expect(legalMoves(s).some((m) => m.type === 'endRoundEarly')).toBe(false);
  });
});

describe('round.poorest ties', () => {
  /** Seat 1 gives back the Tabloid Empire (unneeded), so all three end with two empty spaces. */
  const tied = () => {
    const ended = roundEnds().game;
    return playAll(ended, [
      { type: 'returnAsset', asset: 'personal-zoo' },
      { type: 'returnAsset', asset: 'cult-of-personality' },
    ]).game;
  };

  it('a tie is broken by the seeded generator: the same game always gives the same first player', () => {
    const a = mustPlay(tied(), { type: 'returnAsset', asset: 'tabloid-empire' });
    const b = mustPlay(tied(), { type: 'returnAsset', asset: 'tabloid-empire' });
    const first = eventOf(a.events, 'firstPlayer');
    expect(first).toMatchObject({ players: [0, 1, 2], count: 2 });
    expect([0, 1, 2]).toContain(first.player);
    expect(a.game.current).toBe(first.player);
    expect(b.game).toEqual(a.game);
  });

  it('the table can name who wins the next tie-break (a chosen pick)', () => {
    for (const seat of [0, 1, 2]) {
      const { game, events } = playAll(tied(), [
        { type: 'choose', outcome: { kind: 'pick', seat } },
        { type: 'returnAsset', asset: 'tabloid-empire' },
      ]);
      expect(eventOf(events, 'firstPlayer')).toMatchObject({ player: seat, players: [0, 1, 2] });
      expect(game.current).toBe(seat);
      expect(chosenOf(game, 'pick')).toEqual([]);
    }
  });
});
