/**
 * A table's own card values (`cardValues`): set through `createGame` and `createFromPosition`,
 * kept by `positionOf`, counted in every Buy and in the names of cards, and refused with a clear
 * reason when they cannot be right.
 */
import { describe, expect, it } from 'vitest';
import {
  type CardValues,
  cardsOf,
  createFromPosition,
  createGame,
  describeEvent,
  describeMove,
  type GameState,
  type PositionInput,
  positionOf,
  readCardValues,
  withCardValues,
  defaultCards,
} from '../../src/machine/index.ts';
import { mustPlay } from '../helpers/game.ts';

/** The War Profiteer (Bombs) to act, one card in hand, the Toys Market showing one card face-up and nothing under it. */
function duel(hand: 'bombs-1' | 'bombs-7', faceUp: 'bolts-1' | 'bolts-4' | 'bombs-4', cardValues?: CardValues): PositionInput {
  return {
    players: [
      { billionaire: 'war-profiteer', hand: [hand] },
      { billionaire: 'media-baron', hand: [] },
      { billionaire: 'aristocrat', hand: [] },
    ],
    markets: { toys: { faceUp, faceDown: [] } },
    current: 0,
    phase: 'turn.action',
    ...(cardValues ? { cardValues } : {}),
  };
}

function game(input: PositionInput): GameState {
  const made = createFromPosition(input);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const buy = (card: 'bombs-1' | 'bombs-7') => ({ type: 'buy' as const, seat: 0, market: 'toys' as const, cards: [card] });
const outcome = (state: GameState, card: 'bombs-1' | 'bombs-7') => mustPlay(state, buy(card)).events.find((e) => e.type === 'buyWon' || e.type === 'buyFailed');

describe("a table's own card values in a Buy", () => {
  it('make a Buy that fails with the stand-ins succeed', () => {
    // Stand-ins: Bombs card 1 is worth 1, Electrical Bolts card 4 is worth 2, so 1 does not beat 2.
    expect(outcome(game(duel('bombs-1', 'bolts-4')), 'bombs-1')).toMatchObject({ type: 'buyFailed', score: 1, against: 2 });
    // At this table Bombs card 1 is printed 3.
    expect(outcome(game(duel('bombs-1', 'bolts-4', { 'bombs-1': 3 })), 'bombs-1')).toMatchObject({ type: 'buyWon', score: 3, against: 2 });
  });

  it('make a Buy that succeeds with the stand-ins fail, on either side of the Buy', () => {
    expect(outcome(game(duel('bombs-7', 'bolts-1')), 'bombs-7')).toMatchObject({ type: 'buyWon', score: 3, against: 1 });
    // The buyer's card is worth less at this table…
    expect(outcome(game(duel('bombs-7', 'bolts-1', { 'bombs-7': 1 })), 'bombs-7')).toMatchObject({ type: 'buyFailed', score: 1, against: 1 });
    // …or the Market's card is worth more.
    expect(outcome(game(duel('bombs-7', 'bolts-1', { 'bolts-1': 3 })), 'bombs-7')).toMatchObject({ type: 'buyFailed', score: 3, against: 3 });
  });

  it("count in the Suit bonus at the table's value", () => {
    const played = mustPlay(game(duel('bombs-1', 'bombs-4', { 'bombs-4': 3 })), buy('bombs-1'));
    expect(played.events.find((e) => e.type === 'buyWon')).toMatchObject({ score: 4, against: 0 });
    // The statechart followed the same judgement: the buyer may claim an Asset.
    expect(played.game.phase).toBe('turn.claim');
  });

  it('leave a game without them exactly as before (no field at all)', () => {
    const made = createGame({ players: 3, seed: 9 });
    expect(made.ok && 'cardValues' in made.game.options).toBe(false);
    expect(readCardValues({})).toEqual({ ok: true, values: undefined });
  });
});

describe("a table's own card values in words", () => {
  const state = game(duel('bombs-1', 'bolts-4', { 'bombs-1': 3, 'bolts-4': 1 }));

  it('name each card at its value', () => {
    expect(defaultCards().cardName('bombs-1')).toBe('1 Bombs');
    expect(cardsOf(state).cardName('bombs-1')).toBe('3 Bombs');
    expect(cardsOf(state).value('bombs-1')).toBe(3);
    expect(cardsOf(state).value('scam')).toBe(1);
    expect(describeMove(state, buy('bombs-1'))).toBe('Buy at Toys with 3 Bombs');
    const played = mustPlay(state, buy('bombs-1'));
    expect(played.events.map((e) => describeEvent(played.game, e)).slice(0, 3)).toEqual([
      'The War Profiteer tries to Buy at the Toys Market with 3 Bombs.',
      'The Toys Market is revealed: 1 Electrical Bolts.',
      'The War Profiteer wins the Buy, 3 to 1.',
    ]);
  });

  it('name cards at their values in refusals too', () => {
    const refused = createFromPosition({ ...duel('bombs-1', 'bolts-4', { 'bombs-1': 2 }), deck: ['bombs-1'] });
    expect(!refused.ok && refused.error.reason).toBe('2 Bombs is in two places at once.');
  });
});

describe("a table's own card values are kept and checked", () => {
  it('set through createGame, in card order whatever order they were given in', () => {
    const made = createGame({ players: 3, seed: 4, cardValues: { 'locks-9': 1, 'bombs-2': 3 } });
    if (!made.ok) throw new Error(made.error.reason);
    expect(Object.keys(made.game.options.cardValues!)).toEqual(['bombs-2', 'locks-9']);
    // Values move no card: the same seed deals the same game.
    const plain = createGame({ players: 3, seed: 4 });
    if (!plain.ok) throw new Error(plain.error.reason);
    expect(made.game.deck).toEqual(plain.game.deck);
    expect(made.game.markets).toEqual(plain.game.markets);
  });

  it('kept when a position is derived and rebuilt', () => {
    const state = game(duel('bombs-1', 'bolts-4', { 'bolts-4': 3 }));
    const p = positionOf(state);
    expect(p.cardValues).toEqual({ 'bolts-4': 3 });
    expect(game(p)).toEqual(state);
  });

  it('replaced or removed on a starting state by withCardValues', () => {
    const state = game(duel('bombs-1', 'bolts-4', { 'bolts-4': 3 }));
    const changed = withCardValues(state, { 'bombs-1': 2 });
    expect(changed.ok && changed.game.options.cardValues).toEqual({ 'bombs-1': 2 });
    const cleared = withCardValues(state, undefined);
    expect(cleared.ok && 'cardValues' in cleared.game.options).toBe(false);
    expect(cleared.ok && { ...cleared.game, options: state.options }).toEqual(state);
  });

  const BAD: readonly [string, unknown, string][] = [
    ['a Special Action card', { scam: 2 }, "Scam is not a Resource card: only the 45 Resource cards can be given your table's values."],
    ['a Crisis', { pandemic: 1 }, "Pandemic is not a Resource card: only the 45 Resource cards can be given your table's values."],
    ['no card at all', { 'bombs-10': 2 }, '"bombs-10" is not a card, so it cannot be given a value.'],
    ['a value too high', { 'bombs-4': 4 }, 'Bombs card 4 cannot be worth 4: a Resource card is worth 1, 2 or 3.'],
    ['a value of 0', { 'locks-1': 0 }, 'Locks card 1 cannot be worth 0: a Resource card is worth 1, 2 or 3.'],
    ['a fraction', { 'dishes-9': 2.5 }, 'Satellite Dishes card 9 cannot be worth 2.5: a Resource card is worth 1, 2 or 3.'],
    ['a value as text', { 'bolts-3': '2' }, 'Electrical Bolts card 3 cannot be worth "2": a Resource card is worth 1, 2 or 3.'],
    ['a list instead of cards and values', [['bombs-1', 2]], 'Your table\'s card values must list cards with their values, such as { "bombs-4": 3 }.'],
  ];

  for (const [what, cardValues, reason] of BAD)
    it(`refuses ${what}, with its reason, in a new game and in a position`, () => {
      const made = createGame({ players: 3, cardValues: cardValues as CardValues });
      expect(made.ok).toBe(false);
      if (!made.ok) expect(made.error).toMatchObject({ code: 'setup.card-values', rule: 'table.card-values', reason });
      const placed = createFromPosition(duel('bombs-1', 'bolts-4', cardValues as CardValues));
      expect(placed.ok).toBe(false);
      if (!placed.ok) expect(placed.error).toMatchObject({ code: 'setup.card-values', field: 'cardValues', reason });
    });
});
