/**
 * The odds of a Buy against a brute-force count: on small positions, every arrangement of the cards
 * the buyer has not seen is tried (the Crises set aside only in the set-aside places), and the share
 * of those where the Buy wins must be exactly what `buyOdds` says.
 */
import { describe, expect, it } from 'vitest';
import {
  BILLIONAIRES,
  buyOdds,
  buyWins,
  type CardId,
  cardInfo,
  cardsOf,
  createFromPosition,
  crisesOf,
  type GameState,
  type MarketId,
  type PositionInput,
  worthOf,
} from '../../../src/machine/index.ts';
import { rolesOf } from '../../../src/machine/modules/roles/index.ts';
import { unseenBy } from '../../../src/machine/modules/level1/odds.ts';

const isCrisis = (c: CardId) => cardInfo(c).kind === 'crisis';

function stateOf(input: PositionInput): GameState {
  const made = createFromPosition(input);
  if (!made.ok) throw new Error(`${made.error.code}: ${made.error.reason}`);
  return made.game;
}

/** Every ordering of a list (the lists here have at most 9 items). */
function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [items[i]!, ...p];
  }
}

/** The share of arrangements of the unseen cards in which the Buy wins, counted one by one. */
function bruteForce(state: GameState, seat: number, market: MarketId, cards: readonly CardId[]): number {
  const mine = state.players[seat]!.invested;
  const mk = state.markets[market];
  // Unseen places: the deck, other hands, face-down cards not Invested by the seat, the set-aside Crises.
  const places: { kind: 'target' | 'aside' | 'other'; index: number }[] = [];
  const unseen: CardId[] = [];
  const other = (c: CardId) => {
    places.push({ kind: 'other', index: -1 });
    unseen.push(c);
  };
  state.deck.forEach(other);
  state.players.forEach((p, i) => {
    if (i !== seat) p.hand.forEach(other);
  });
  for (const m of Object.keys(state.markets) as MarketId[])
    state.markets[m].faceDown.forEach((c, i) => {
      if (mine.includes(c)) return;
      places.push({ kind: m === market ? 'target' : 'other', index: i });
      unseen.push(c);
    });
  for (const c of crisesOf(state).aside) {
    places.push({ kind: 'aside', index: -1 });
    unseen.push(c);
  }
  expect(unseen.length).toBeLessThanOrEqual(9);
  const suit = BILLIONAIRES[state.players[seat]!.billionaire!].suit;
  let wins = 0;
  let total = 0;
  for (const order of permutations(unseen)) {
    if (places.some((p, i) => p.kind === 'aside' && !isCrisis(order[i]!))) continue;
    const faceDown = [...mk.faceDown];
    places.forEach((p, i) => {
      if (p.kind === 'target') faceDown[p.index] = order[i]!;
    });
    total++;
    const sheltered = rolesOf(state).bunker === seat;
    if (buyWins(cardsOf(state), suit, cards, mk.faceUp === null ? faceDown : [mk.faceUp, ...faceDown], worthOf(state), sheltered)) wins++;
  }
  return wins / total;
}

const THREE = (hands: CardId[][]) => [
  { billionaire: 'war-profiteer' as const, hand: hands[0]! },
  { billionaire: 'media-baron' as const, hand: hands[1]! },
  { billionaire: 'aristocrat' as const, hand: hands[2]! },
];
const QUIET = {
  influence: { faceUp: null, faceDown: [] },
  legacy: { faceUp: null, faceDown: [] },
  power: { faceUp: null, faceDown: [] },
  vanity: { faceUp: null, faceDown: [] },
} as const;

describe('buyOdds', () => {
  it('matches a brute-force count at Level 1 (two hidden cards, seven unseen)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const state = stateOf({
        level: 1,
        seed,
        players: THREE([['bombs-7', 'locks-4'], ['dishes-1'], ['diamonds-2']]),
        markets: { ...QUIET, toys: { faceUp: 'bolts-4', faceDown: [null, null] } },
        deckSize: 3,
        current: 0,
        phase: 'turn.action',
      });
      for (const cards of [['bombs-7'], ['locks-4'], ['bombs-7', 'locks-4']] as CardId[][]) {
        const odds = buyOdds(state, 0, 'toys', cards);
        expect(odds.hidden).toBe(2);
        expect(odds.chance).toBeCloseTo(bruteForce(state, 0, 'toys', cards), 12);
      }
    }
  });

  it('counts a card the buyer Invested as known', () => {
    const state = stateOf({
      level: 1,
      seed: 5,
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-7'], invested: ['locks-9'] },
        { billionaire: 'media-baron', hand: ['dishes-1'] },
        { billionaire: 'aristocrat', hand: ['diamonds-2'] },
      ],
      markets: { ...QUIET, toys: { faceUp: 'bolts-4', faceDown: ['locks-9', null] } },
      deckSize: 3,
      current: 0,
      phase: 'turn.action',
    });
    const odds = buyOdds(state, 0, 'toys', ['bombs-7']);
    expect(odds.hidden).toBe(1);
    expect(odds.chance).toBeCloseTo(bruteForce(state, 0, 'toys', ['bombs-7']), 12);
  });

  it('matches a brute-force count at Level 2, where set-aside places hold only Crises', () => {
    for (const seed of [1, 2, 3]) {
      const state = stateOf({
        level: 2,
        seed,
        players: THREE([['bombs-7'], ['dishes-1'], ['diamonds-2']]),
        markets: { ...QUIET, toys: { faceUp: 'bolts-4', faceDown: [null, null] } },
        deck: ['pandemic'],
        deckSize: 3,
        crisesAside: ['floods', 'militias'],
        current: 0,
        phase: 'turn.action',
      });
      const odds = buyOdds(state, 0, 'toys', ['bombs-7']);
      expect(odds.chance).toBeCloseTo(bruteForce(state, 0, 'toys', ['bombs-7']), 12);
    }
  });

  it('matches a brute-force count at Level 3 for the Luxury Bunker holder, whom a Crisis costs nothing', () => {
    for (const seed of [1, 2, 3]) {
      const state = stateOf({
        level: 3,
        seed,
        players: [
          { billionaire: 'war-profiteer', hand: ['bombs-7'], assets: ['mercenary-army', 'political-lobbyists'] },
          { billionaire: 'media-baron', hand: ['dishes-1'] },
          { billionaire: 'aristocrat', hand: ['diamonds-2'] },
        ],
        markets: { ...QUIET, toys: { faceUp: 'bolts-4', faceDown: [null, null] } },
        deck: ['pandemic'],
        deckSize: 3,
        crisesAside: ['floods', 'militias'],
        current: 0,
        phase: 'turn.action',
      });
      expect(rolesOf(state).bunker).toBe(0);
      const odds = buyOdds(state, 0, 'toys', ['bombs-7']);
      expect(odds.chance).toBeCloseTo(bruteForce(state, 0, 'toys', ['bombs-7']), 12);
    }
  });

  it("matches a brute-force count with the table's own card values, which change the odds", () => {
    const position = (cardValues?: PositionInput['cardValues']) =>
      stateOf({
        level: 1,
        seed: 2,
        players: THREE([['bombs-1', 'locks-4'], ['dishes-1'], ['diamonds-2']]),
        markets: { ...QUIET, toys: { faceUp: 'bolts-4', faceDown: [null, null] } },
        deckSize: 3,
        current: 0,
        phase: 'turn.action',
        ...(cardValues ? { cardValues } : {}),
      });
    const plain = position();
    const table = position({ 'bombs-1': 3, 'bolts-4': 1, 'dishes-1': 3, 'diamonds-2': 1 });
    for (const cards of [['bombs-1'], ['locks-4'], ['bombs-1', 'locks-4']] as CardId[][]) {
      const odds = buyOdds(table, 0, 'toys', cards);
      expect(odds.chance).toBeCloseTo(bruteForce(table, 0, 'toys', cards), 12);
      expect(buyOdds(plain, 0, 'toys', cards).chance).toBeCloseTo(bruteForce(plain, 0, 'toys', cards), 12);
    }
    // Bombs card 1 alone: worth 3 against a face-up 1 at this table, it wins more often than worth 1 against a 2.
    expect(buyOdds(table, 0, 'toys', ['bombs-1']).chance).toBeGreaterThan(buyOdds(plain, 0, 'toys', ['bombs-1']).chance);
  });

  it('is certain when nothing is hidden', () => {
    const state = stateOf({
      level: 1,
      players: THREE([['bombs-7'], [], []]),
      markets: { ...QUIET, toys: { faceUp: 'bolts-1', faceDown: [] } },
      current: 0,
      phase: 'turn.action',
    });
    expect(buyOdds(state, 0, 'toys', ['bombs-7'])).toMatchObject({ chance: 1, hidden: 0 });
    expect(buyOdds(state, 0, 'toys', ['bombs-1']).chance).toBe(0);
  });
});

describe('unseenBy: cards in envelopes', () => {
  it("counts other players' Bribe envelopes as unseen, and not one's own", () => {
    const state = stateOf({
      level: 4,
      players: [{ billionaire: 'war-profiteer' }, { billionaire: 'tech-overlord' }, { billionaire: 'aristocrat' }],
      envelopes: [['bombs-2'], ['locks-3'], []],
    });
    expect(unseenBy(state, 0).cards).toContain('locks-3');
    expect(unseenBy(state, 0).cards).not.toContain('bombs-2');
    expect(unseenBy(state, 1).cards).toContain('bombs-2');
  });
});
