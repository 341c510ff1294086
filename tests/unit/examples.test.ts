/** The worked examples: valid positions, legal scripts, real rule ids, and the outcome each one shows. */
import { describe, expect, it } from 'vitest';
import { EXAMPLES, exampleById } from '../../src/examples/index.ts';
import { LEVEL_1_EXAMPLES } from '../../src/examples/level-1.ts';
import type { WorkedExample } from '../../src/examples/types.ts';
import {
  type CardId,
  cardInfo,
  cardsOf,
  createFromPosition,
  type GameEvent,
  type GameState,
  ASSETS,
  isRuleId,
  legalMoves,
  type MoveInput,
  play,
  readMove,
  spacesLeft,
  stepOf,
} from '../../src/machine/index.ts';
import { assertInvariants } from '../helpers/invariants.ts';
import { assertTwoPlayerInvariants } from '../helpers/two-player-invariants.ts';
import { eventOf, marketCards, typesOf } from '../helpers/game.ts';

interface Run {
  /** states[i] is the table after i steps. */
  readonly states: readonly GameState[];
  /** events[i] are what step i caused. */
  readonly events: readonly (readonly GameEvent[])[];
}

function run(example: WorkedExample): Run {
  const made = createFromPosition(example.position);
  if (!made.ok) throw new Error(`${example.id}: position refused: ${made.error.reason}`);
  const states = [made.game];
  const events: GameEvent[][] = [];
  example.steps.forEach((step, i) => {
    const result = play(states[states.length - 1]!, step.move);
    if (!result.ok) throw new Error(`${example.id} step ${i + 1} ${JSON.stringify(step.move)}: ${result.illegal.reason}`);
    states.push(result.game);
    events.push([...result.events]);
  });
  return { states, events };
}

function runById(id: string): Run {
  const example = exampleById(id);
  if (!example) throw new Error(`no example ${id}`);
  return run(example);
}

/** A move with its card and Market lists sorted, so that the order a script names them in does not matter. */
function normalised(move: MoveInput): unknown {
  const m = move as Record<string, unknown>;
  const sort = (v: unknown) => (Array.isArray(v) ? [...(v as string[])].sort() : v);
  return { ...m, ...('cards' in m ? { cards: sort(m.cards) } : {}), ...('markets' in m ? { markets: sort(m.markets) } : {}) };
}

/** Sentences in a caption: a full stop, question or exclamation mark followed by a space or the end. */
const sentences = (text: string) => text.match(/[.!?](\s|$)/g)?.length ?? 0;

describe('every registered example', () => {
  for (const example of EXAMPLES.values()) {
    // A two-player table also keeps the Puppets' own rules (no cards, Roles or turns for a Puppet).
    const checked = example.position.puppets === true ? assertTwoPlayerInvariants : assertInvariants;
    describe(example.id, () => {
      it('starts from a valid position', () => {
        const made = createFromPosition(example.position);
        expect(made.ok ? null : made.error).toBeNull();
        if (made.ok) checked(made.game);
      });

      it('is a legal script from start to end, keeping every invariant', () => {
        const { states } = run(example);
        for (const s of states) checked(s);
      });

      it('cites real rules', () => {
        for (const step of example.steps) expect(isRuleId(step.rule), `${step.rule}`).toBe(true);
      });

      it('offers each game move among the legal moves of its moment', () => {
        const { states } = run(example);
        example.steps.forEach((step, i) => {
          const chosen = step.move.type === 'draw' && step.move.card !== undefined;
          const tableOnly = step.move.type === 'choose';
          const dealt = step.move.type === 'gameTheMarket' && step.move.deal !== undefined;
          if (chosen || tableOnly || dealt) return;
          // A script may leave the seat out when only one seat decides: compare the move as `play` reads it, seat named.
          const read = readMove(states[i]!, step.move);
          if (!read.ok) throw new Error(`${example.id} step ${i + 1}: ${read.illegal.reason}`);
          expect(legalMoves(states[i]!).map(normalised)).toContainEqual(normalised(read.move));
        });
      });
    });
  }
});

describe('the Level 1 examples', () => {
  it('are exactly the seven the Level 1 page uses, all registered', () => {
    expect(LEVEL_1_EXAMPLES.map((e) => e.id)).toEqual([
      'l1-suit-bonus-buy',
      'l1-invest-then-exchange',
      'l1-inflation',
      'l1-game-the-market',
      'l1-audit-full-market',
      'l1-emergency-measures',
      'l1-round-ends-during-buy',
    ]);
    for (const e of LEVEL_1_EXAMPLES) expect(exampleById(e.id)).toBe(e);
  });

  it.each(LEVEL_1_EXAMPLES.map((e) => [e.id, e] as const))('%s has 4 to 10 steps, 3 to 5 players, and short captions', (_id, e) => {
    expect(e.steps.length).toBeGreaterThanOrEqual(4);
    expect(e.steps.length).toBeLessThanOrEqual(10);
    expect(e.position.players.length).toBeGreaterThanOrEqual(3);
    expect(e.position.players.length).toBeLessThanOrEqual(5);
    expect(e.position.level ?? 1).toBe(1);
    expect(e.title.length).toBeGreaterThan(5);
    expect(e.intro.length).toBeGreaterThan(20);
    for (const step of e.steps) {
      expect(sentences(step.caption), step.caption).toBeGreaterThanOrEqual(1);
      expect(sentences(step.caption), step.caption).toBeLessThanOrEqual(2);
    }
  });

  it('name only real cards and Assets', () => {
    for (const e of LEVEL_1_EXAMPLES) {
      const p = e.position;
      const cards = [
        ...(p.deck ?? []),
        ...(p.discard ?? []),
        ...p.players.flatMap((pl) => pl.hand ?? []),
        ...Object.values(p.markets ?? {}).flatMap((m) => [m.faceUp ?? null, ...(m.faceDown ?? [])]),
      ].filter((c): c is CardId => c !== null);
      for (const c of cards) expect(() => cardInfo(c), c).not.toThrow();
      const assets = [...(p.removedAssets ?? []), ...p.players.flatMap((pl) => pl.assets ?? []), ...Object.values(p.markets ?? {}).flatMap((m) => m.assets ?? [])];
      for (const a of assets)
        expect(
          ASSETS.some((x) => x.id === a),
          a,
        ).toBe(true);
    }
  });
});

describe('what each Level 1 example shows', () => {
  it('l1-suit-bonus-buy: Donald wins 5 to 1 thanks to the Locks card, takes the Golf Plantation, and inflation deals three', () => {
    const { states, events } = runById('l1-suit-bonus-buy');
    const beforeBuy = states[1]!;
    const value = (c: CardId) => cardsOf(beforeBuy).value(c);
    expect(beforeBuy.players[0]!.hand.map(value).reduce((a, b) => a + b)).toBe(3);
    expect(beforeBuy.markets.vanity).toMatchObject({ faceUp: 'diamonds-1', faceDown: ['locks-4'] });
    expect(eventOf(events[1]!, 'suitBonus').cards).toEqual(['locks-4']);
    expect(eventOf(events[1]!, 'buyWon')).toMatchObject({ score: 5, against: 1 });
    const afterClaim = states[3]!;
    expect(afterClaim.players[0]!.assets).toEqual(['golf-plantation']);
    expect(afterClaim.markets.vanity.assets).toHaveLength(2);
    expect(eventOf(events[2]!, 'inflation')).toMatchObject({ count: 3, wanted: 3 });
    expect(marketCards(afterClaim, 'vanity')).toHaveLength(3);
    // The Media Baron\u2019s 6 ties the three new cards and fails.
    expect(eventOf(events[3]!, 'buyFailed')).toMatchObject({ score: 6, against: 6 });
    expect(states[4]!.players[1]!.assets).toEqual([]);
  });

  it('l1-invest-then-exchange: Vivian Invests face-down and draws; Vlad swaps two face-up cards and keeps his 3 of Locks; both then Buy', () => {
    const { states, events } = runById('l1-invest-then-exchange');
    expect(states[2]!.markets.toys).toMatchObject({ faceUp: 'bombs-1', faceDown: ['diamonds-1', 'bolts-7'] });
    expect(typesOf(events[1]!)).toEqual(['invested', 'drewAfterInvest', 'turnEnded']);
    expect(states[2]!.players[0]!.hand).toHaveLength(2);
    const swapped = states[4]!;
    expect(swapped.markets.toys.faceUp).toBe('dishes-4');
    expect(swapped.markets.power.faceUp).toBe('bombs-1');
    expect(swapped.players[1]!.hand).toContain('locks-7');
    expect(eventOf(events[5]!, 'buyWon')).toMatchObject({ score: 7, against: 5 });
    expect(eventOf(events[5]!, 'suitBonus').cards).toEqual(['diamonds-1']);
    expect(eventOf(events[7]!, 'buyWon')).toMatchObject({ score: 5, against: 2 });
    const end = states[states.length - 1]!;
    expect(end.players[0]!.assets).toEqual(['personal-zoo']);
    expect(end.players[1]!.assets).toEqual(['mercenary-army']);
  });

  it('l1-inflation: one Asset left means four cards; taking the last Asset closes the Market', () => {
    const { states, events } = runById('l1-inflation');
    expect(eventOf(events[1]!, 'inflation')).toMatchObject({ market: 'legacy', count: 4, wanted: 4 });
    expect(marketCards(states[2]!, 'legacy')).toEqual(['bombs-9', 'locks-6', 'bolts-5', 'dishes-5']);
    expect(eventOf(events[3]!, 'buyWon')).toMatchObject({ score: 8, against: 7 });
    expect(typesOf(events[4]!)).toContain('marketClosed');
    const end = states[5]!;
    expect(end.markets.legacy).toEqual({ assets: [], faceUp: null, faceDown: [] });
    expect(end.players[0]!.assets).toEqual(['art-hoard']);
    expect(end.players[1]!.assets).toEqual(['corporate-enclave']);
    expect(legalMoves(end).some((m) => 'market' in m && m.market === 'legacy')).toBe(false);
  });

  it('l1-game-the-market: eleven cards dealt two to each open Market, one discarded; the Buy with the card and one more wins', () => {
    const { states, events } = runById('l1-game-the-market');
    expect(eventOf(events[1]!, 'marketsGamed')).toMatchObject({ count: 2, cards: ['locks-1'] });
    const gamed = states[2]!;
    expect(gamed.phase).toBe('turn.gameTheMarket');
    expect(gamed.aside).toEqual(['game-the-market']);
    for (const m of ['influence', 'legacy', 'power', 'toys', 'vanity'] as const) expect(marketCards(gamed, m)).toHaveLength(2);
    expect(marketCards(gamed, 'toys')).toEqual(['bombs-1', 'bolts-1']);
    expect(eventOf(events[2]!, 'buyWon')).toMatchObject({ score: 5, against: 1 });
    const end = states[4]!;
    expect(end.players[0]!.assets).toEqual(['private-island']);
    expect(end.discard).toContain('game-the-market');
    expect(end.aside).toEqual([]);
    expect(marketCards(end, 'toys')).toHaveLength(4);
    expect(end.current).toBe(1);
  });

  it('l1-audit-full-market: the first Audit refills Toys to three Assets; the second sends the Luxury Jet out of the game', () => {
    const { states, events } = runById('l1-audit-full-market');
    expect(states[1]!.markets.toys.assets).toEqual(['private-island', 'personal-zoo', 'mega-yacht']);
    expect(typesOf(events[0]!)).toContain('assetReturned');
    expect(typesOf(events[2]!)).toContain('assetRemoved');
    const end = states[states.length - 1]!;
    expect(end.removedAssets).toEqual(['luxury-jet']);
    expect(end.players[3]!.assets).toEqual(['mega-yacht']);
    expect(end.markets.toys.assets).toEqual(['private-island', 'personal-zoo']);
    expect(eventOf(events[4]!, 'buyWon')).toMatchObject({ score: 6, against: 5 });
  });

  it('l1-emergency-measures: everyone with an Asset gives one back, Toys and Influence reopen, the Cult of Personality leaves, the poorest starts', () => {
    const { states, events } = runById('l1-emergency-measures');
    expect(states[2]!.phase).toBe('endOfRound.emergency');
    expect(stepOf(states[2]!)).toBe('endOfRound.emergency');
    expect(eventOf(events[1]!, 'emergencyMeasures')).toMatchObject({ players: [2, 0, 1], count: 1 });
    expect(typesOf(events[2]!)).toContain('marketReopened');
    expect(typesOf(events[3]!)).toEqual(['assetRemoved']);
    const end = states[5]!;
    expect(end.phase).toBe('turn.start');
    expect(end.round).toBe(2);
    expect(end.removedAssets).toEqual(['mega-yacht', 'cult-of-personality']);
    expect(end.markets.toys.assets).toEqual(['personal-zoo']);
    expect(end.markets.influence.assets).toEqual(['think-tank']);
    expect(marketCards(end, 'toys')).toHaveLength(4);
    expect(marketCards(end, 'influence')).toHaveLength(4);
    expect(marketCards(end, 'vanity')).toHaveLength(2);
    expect(eventOf(events[4]!, 'firstPlayer')).toMatchObject({ player: 1, players: [1], count: 3 });
    expect(end.players.map((p) => spacesLeft(cardsOf(end), p))).toEqual([2, 3, 2]);
    expect(end.current).toBe(1);
  });

  it('l1-round-ends-during-buy: the Buy finishes with a partial deal, then the Round ends and the poorest starts', () => {
    const { states, events } = runById('l1-round-ends-during-buy');
    const claimed = events[2]!;
    expect(eventOf(claimed, 'inflation')).toMatchObject({ market: 'influence', count: 2, wanted: 3 });
    expect(typesOf(claimed)).toEqual(['assetClaimed', 'cardsDiscarded', 'inflation', 'turnEnded', 'roundEnded', 'gathered', 'refilled', 'firstPlayer']);
    const newRound = states[3]!;
    expect(newRound.round).toBe(2);
    expect(newRound.players[0]!.assets).toEqual(['political-lobbyists']);
    expect(newRound.current).toBe(1);
    expect(newRound.discard).toEqual([]);
    expect(marketCards(newRound, 'influence')).toHaveLength(3);
    expect(states[4]!.players[1]!.hand).toHaveLength(2);
  });
});
