/** Level 2: Crisis cards in hand, in a Market, their Activation, the end-of-Round Crisis and the Revolution. */
import { describe, expect, it } from 'vitest';
import { type CardId, crisesOf, CRISIS_CARDS, createGame, legalMoves, panicOf, rebelsOnCrises, type PanicId, type PositionInput } from '../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';

const PANICS: readonly PanicId[] = ['fascist-rule', 'panic-2', 'panic-3', 'panic-4', 'panic-5'];

/** A small Level 2 table: three Billionaires, the Property Speculator to play. */
function table(extra: Partial<PositionInput> = {}): PositionInput {
  return {
    level: 2,
    seed: 5,
    players: [
      { billionaire: 'property-speculator', hand: ['locks-4', 'bombs-7'], assets: [] },
      { billionaire: 'media-baron', hand: ['dishes-1'], assets: [] },
      { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: [] },
    ],
    crisesAside: ['pandemic', 'floods', 'debt-crisis'],
    panicDeck: PANICS,
    ...extra,
  };
}

describe('Level 2 setup', () => {
  it('shuffles four Crises into the deck, sets eight aside and shuffles five Panic! cards', () => {
    const made = createGame({ players: 4, level: 2, seed: 8 });
    if (!made.ok) throw new Error(made.error.reason);
    const g = made.game;
    const crisisIds = new Set<CardId>(CRISIS_CARDS.map((c) => c.id));
    const inPlay = [
      ...g.deck,
      ...g.players.flatMap((p) => p.hand),
      ...Object.values(g.markets).flatMap((m) => (m.faceUp ? [m.faceUp, ...m.faceDown] : m.faceDown)),
    ].filter((c) => crisisIds.has(c));
    expect(inPlay).toHaveLength(4);
    expect(crisesOf(g).aside).toHaveLength(8);
    expect(new Set([...inPlay, ...crisesOf(g).aside]).size).toBe(12);
    expect([...panicOf(g).deck].sort()).toEqual([...PANICS].sort());
    expect(crisesOf(g).guillotine).toEqual([]);
    expect(rebelsOnCrises(g)).toBe(0);
  });

  it('keeps Crises out of a Level 1 game', () => {
    const made = createGame({ players: 3, level: 1, seed: 8 });
    if (!made.ok) throw new Error(made.error.reason);
    expect(crisesOf(made.game).aside).toEqual([]);
    expect(made.game.modules).toEqual({}); // no Level 2 slices at Level 1
    expect(made.game.deck.some((c) => CRISIS_CARDS.some((k) => k.id === c))).toBe(false);
  });
});

describe('a Crisis in hand', () => {
  const g = position(
    table({
      players: [
        { billionaire: 'property-speculator', hand: ['killer-robots', 'bombs-7'] },
        { billionaire: 'media-baron', hand: ['dishes-1'] },
        { billionaire: 'aristocrat', hand: ['diamonds-1'] },
      ],
    }),
  );

  it('can never pay for a Buy', () => {
    const refused = refusal(g, { type: 'buy', market: 'toys', cards: ['killer-robots', 'bombs-7'] });
    expect(refused.rule).toBe('crisis.in-hand');
    expect(refused.code).toBe('buy.crisis-in-hand');
    expect(legalMoves(g).filter((m) => m.type === 'buy' && m.cards.includes('killer-robots'))).toEqual([]);
  });

  it('can be Invested', () => {
    const { game } = mustPlay(g, { type: 'invest', card: 'killer-robots', market: 'toys' });
    expect(game.markets.toys.faceDown[0]).toBe('killer-robots');
    expect(crisesOf(game).guillotine).toEqual([]);
  });

  it('can be Exchanged for a face-up card', () => {
    const up = g.markets.power.faceUp!;
    const { game } = mustPlay(g, { type: 'exchangeHand', card: 'killer-robots', market: 'power' });
    expect(game.markets.power.faceUp).toBe('killer-robots');
    expect(game.players[0]!.hand).toContain(up);
  });
});

describe('a Crisis found in a Market', () => {
  it('counts 3 against the buyer and is Activated after the Buy, even a won one', () => {
    const g = position(table({ markets: { toys: { faceUp: 'bolts-1', faceDown: ['pandemic'] } }, crisesAside: ['floods', 'debt-crisis', 'militias'] }));
    const bought = mustPlay(g, { type: 'buy', market: 'toys', cards: ['locks-4', 'bombs-7'] });
    expect(eventOf(bought.events, 'buyWon')).toMatchObject({ score: 5, against: 4 });
    expect(crisesOf(bought.game).found).toBe('pandemic');
    const { game, events } = mustPlay(bought.game, { type: 'claim', asset: 'mega-yacht' });
    expect(crisesOf(game).guillotine).toEqual([{ card: 'pandemic', rebels: 2 }]);
    expect(crisesOf(game).lastBy).toBe(0);
    expect(eventOf(events, 'crisisActivated').rule).toBe('crisis.activation');
    // two more set-aside Crises go to the Discard pile
    expect(eventOf(events, 'crisesToDiscard').cards).toEqual(['floods', 'debt-crisis']);
    expect(crisesOf(game).aside[0]).toBe('militias'); // the Crises nobody placed are set aside after it
    expect(crisesOf(game).aside).toHaveLength(crisesOf(g).aside.length - 2);
    expect(game.discard).toEqual(expect.arrayContaining(['floods', 'debt-crisis']));
    expect(game.discard).not.toContain('pandemic');
  });

  it('is Activated after a failed Buy too', () => {
    const g = position(table({ markets: { power: { faceUp: 'bolts-7', faceDown: ['killer-robots'] } } }));
    const { game, events } = mustPlay(g, { type: 'buy', market: 'power', cards: ['locks-4'] });
    expect(eventOf(events, 'buyFailed')).toMatchObject({ score: 2, against: 6 });
    expect(crisesOf(game).guillotine).toEqual([{ card: 'killer-robots', rebels: 3 }]);
    expect(game.phase).toBe('turn.start');
  });

  it('keeps only the Crisis with the most Rebel icons; the others are discarded with no effect', () => {
    const g = position(table({ markets: { toys: { faceUp: 'wildfires', faceDown: ['killer-robots', 'locks-1'] } } }));
    const { game, events } = mustPlay(g, { type: 'buy', market: 'toys', cards: ['locks-4', 'bombs-7'] });
    expect(eventOf(events, 'crisisDiscarded')).toMatchObject({ cards: ['wildfires'], card: 'killer-robots' });
    // Locks is the buyer's Suit: the 1 of Locks counts for them, the kept Crisis 3 against
    expect(eventOf(events, 'buyWon')).toMatchObject({ score: 6, against: 3 });
    expect(game.discard).toContain('wildfires');
    const claimed = mustPlay(game, { type: 'claim', asset: 'private-island' });
    expect(crisesOf(claimed.game).guillotine.map((c) => c.card)).toEqual(['killer-robots']);
  });

  it('on a tie in icons keeps the Crisis nearest the top (ruling)', () => {
    const g = position(table({ markets: { legacy: { faceUp: 'bolts-1', faceDown: ['pandemic', 'debt-crisis'] } }, crisesAside: ['floods'] }));
    const { events } = mustPlay(g, { type: 'buy', market: 'legacy', cards: ['bombs-7'] });
    expect(eventOf(events, 'crisisDiscarded')).toMatchObject({ cards: ['debt-crisis'], card: 'pandemic' });
  });

  it('is inert face-up until a Buy, and may be swapped between Markets', () => {
    const g = position(table({ markets: { toys: { faceUp: 'killer-robots', faceDown: [] }, vanity: { faceUp: 'bolts-1', faceDown: [] } } }));
    const { game } = mustPlay(g, { type: 'exchangeMarkets', markets: ['toys', 'vanity'] });
    expect(game.markets.vanity.faceUp).toBe('killer-robots');
    expect(crisesOf(game).guillotine).toEqual([]);
  });

  it('places only the Rebels left in reserve', () => {
    const g = position(
      table({
        markets: { toys: { faceUp: 'killer-robots', faceDown: [] } },
        guillotine: [
          { card: 'pandemic', rebels: 2 },
          { card: 'doomsday-cults', rebels: 2 },
          { card: 'debt-crisis', rebels: 2 },
          { card: 'floods', rebels: 2 },
        ],
        panicDone: true,
        crisesAside: [],
      }),
    );
    const { game, events } = mustPlay(g, { type: 'buy', market: 'toys', cards: ['locks-4'] });
    expect(eventOf(events, 'crisisActivated').count).toBe(2);
    expect(rebelsOnCrises(game)).toBe(10);
    expect(game.result).toMatchObject({ kind: 'revolution', winners: [], by: 0 });
    expect(game.phase).toBe('gameOver');
  });
});

describe('the end-of-Round Crisis', () => {
  const endOfRound = (extra: Partial<PositionInput>) =>
    position(
      table({
        players: [
          { billionaire: 'property-speculator', hand: ['locks-4'], assets: [] },
          { billionaire: 'media-baron', hand: ['dishes-1'], assets: [] },
          { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: [] },
        ],
        deck: ['bolts-1'],
        deckSize: 1,
        ...extra,
      }),
    );

  it('Activates one set-aside Crisis after the refill, without sending two more to the Discard pile (ruling)', () => {
    const g = endOfRound({ crisesAside: ['militias', 'floods', 'pandemic'] });
    const { game, events } = playAll(g, [{ type: 'draw' }, { type: 'invest', card: 'bolts-1', market: 'toys' }]);
    const types = typesOf(events);
    expect(types.indexOf('refilled')).toBeLessThan(types.indexOf('crisisActivated'));
    expect(types.indexOf('crisisActivated')).toBeLessThan(types.indexOf('firstPlayer'));
    expect(eventOf(events, 'crisisActivated')).toMatchObject({ rule: 'crisis.end-of-round', card: 'militias', count: 2 });
    expect(types).not.toContain('crisesToDiscard');
    expect(crisesOf(game).aside.slice(0, 2)).toEqual(['floods', 'pandemic']);
    expect(crisesOf(game).aside).toHaveLength(crisesOf(g).aside.length - 1);
    expect(crisesOf(game).lastBy).toBe(0);
    expect(game.round).toBe(2);
  });

  it('does nothing once every Crisis has been used', () => {
    const g = endOfRound({ crisesAside: [], guillotine: [{ card: 'pandemic', rebels: 2 }] });
    const { events } = playAll(g, [{ type: 'draw' }, { type: 'invest', card: 'bolts-1', market: 'toys' }]);
    expect(typesOf(events)).not.toContain('crisisActivated');
  });

  it('can set off the Revolution', () => {
    const g = endOfRound({
      crisesAside: ['killer-robots'],
      guillotine: [
        { card: 'pandemic', rebels: 2 },
        { card: 'doomsday-cults', rebels: 2 },
        { card: 'debt-crisis', rebels: 2 },
        { card: 'floods', rebels: 2 },
      ],
      panicDone: true,
    });
    const { game } = playAll(g, [{ type: 'draw' }, { type: 'invest', card: 'bolts-1', market: 'toys' }]);
    expect(game.phase).toBe('gameOver');
    expect(game.result?.kind).toBe('revolution');
  });

  it('uses a Crisis the table has chosen', () => {
    const g = endOfRound({ crisesAside: ['militias', 'floods', 'pandemic'] });
    const { events } = playAll(g, [
      { type: 'choose', outcome: { kind: 'crisis', card: 'pandemic' } },
      { type: 'draw' },
      { type: 'invest', card: 'bolts-1', market: 'toys' },
    ]);
    expect(eventOf(events, 'crisisActivated').card).toBe('pandemic');
    expect(refusal(g, { type: 'choose', outcome: { kind: 'crisis', card: 'killer-robots' } }).rule).toBe('table.chosen-outcome');
  });
});
