/**
 * The computer players at Level 4 (src/players/policy.ts): the simple player stuffs its envelope,
 * holds it up, sets a Policy and answers the Policies' questions with a reason, from its own view
 * only; simple and random players finish whole Level 4 games.
 */
import { describe, expect, it } from 'vitest';
import { createGame, deciders, type GameState, legalMoves, type Move, policyOf, type PositionInput, stepOf } from '../../src/machine/index.ts';
import { chooseMove, playGame, type Step } from '../../src/players/index.ts';
import { mustPlay, position } from '../helpers/game.ts';

const simple = (state: GameState, seat: number) => chooseMove('simple', state, seat, 1);

const POLICY_MOVES: ReadonlySet<Move['type']> = new Set([
  'bribeIn',
  'bribeOut',
  'finishBribes',
  'holdUp',
  'noSwap',
  'insiderSwap',
  'setPolicy',
  'digUp',
  'policyAudit',
  'declineAudit',
  'repress',
  'payTaxCards',
  'payTaxAsset',
]);

/** Four seats at Level 4; seat 0 Buys into Floods, face-down at Vanity, and the hold-up begins. */
function holdUpAfterCrisis(over: Partial<PositionInput> = {}): GameState {
  const start = position({
    level: 4,
    players: [
      { billionaire: 'war-profiteer', hand: ['bombs-9'] },
      { billionaire: 'tech-overlord', hand: ['bolts-8'], assets: ['luxury-jet', 'personal-zoo', 'art-hoard'] },
      { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
      { billionaire: 'property-speculator', hand: [] },
    ],
    markets: { vanity: { faceUp: 'dishes-1', faceDown: ['floods'] } },
    ...over,
  });
  const asked = mustPlay(start, { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-9'] }).game;
  expect(stepOf(asked)).toBe('policy.hold-up');
  return asked;
}

/** The same hold-up, decided by seat 2 alone holding up, so seat 2 sets the Policy. */
function seat2Sets(over: Partial<PositionInput> = {}): GameState {
  let game = holdUpAfterCrisis({ envelopes: [[], [], ['locks-5'], []], ...over });
  for (const seat of [0, 1, 2, 3]) game = mustPlay(game, { type: 'holdUp', seat, hold: seat === 2 }).game;
  while (stepOf(game) === 'policy.insider') game = mustPlay(game, { type: 'noSwap', seat: deciders(game)[0]! }).game;
  expect(stepOf(game)).toBe('policy.set');
  return game;
}

describe('the simple player’s Bribe envelope (policy.bribe)', () => {
  const endOfTurn = (hand: PositionInput['players'][number]['hand']) => {
    const start = position({
      level: 4,
      players: [
        { billionaire: 'war-profiteer', hand },
        { billionaire: 'tech-overlord', hand: [] },
        { billionaire: 'aristocrat', hand: [] },
      ],
    });
    // An Exchange of the face-up cards ends the Action without touching the hand.
    const move = legalMoves(start, 0).find((m) => m.type === 'exchangeMarkets')!;
    const game = mustPlay(start, move).game;
    expect(stepOf(game)).toBe('policy.bribe');
    return game;
  };

  it('with a full hand, puts in the weakest card not of its Suit and keeps the other', () => {
    const d = simple(endOfTurn(['bombs-2', 'locks-3']), 0);
    expect(d.move).toMatchObject({ type: 'bribeIn', card: 'locks-3' });
    expect(d.reason).toMatch(/^Puts .+ in its Bribe envelope: its hand is full/);
  });

  it('keeps its cards when its hand has room or holds only its own Suit, and then is done', () => {
    for (const hand of [['locks-3'], ['bombs-2', 'bombs-5']] as const) {
      const d = simple(endOfTurn(hand), 0);
      expect(d.move.type).toBe('finishBribes');
      expect(d.reason).toMatch(/^Leaves its envelope as it is/);
    }
  });
});

describe('the simple player’s hold-up (policy.hold-up)', () => {
  it('keeps an empty envelope down, and holds up one worth more than the others probably are', () => {
    const game = holdUpAfterCrisis({ envelopes: [['bombs-8', 'bolts-6'], ['locks-1'], [], []] });
    const rich = simple(game, 0);
    expect(rich.move).toMatchObject({ type: 'holdUp', hold: true });
    expect(rich.reason).toMatch(/^Holds up its envelope: its \d+ points/);
    const empty = simple(game, 2);
    expect(empty.move).toMatchObject({ type: 'holdUp', hold: false });
    expect(empty.reason).toMatch(/nothing in it/);
  });

  it('holds up once its envelope holds three cards, whatever the others may hold', () => {
    const game = holdUpAfterCrisis({ envelopes: [['bombs-1', 'bolts-1', 'locks-1'], ['locks-2', 'dishes-2', 'diamonds-3', 'bolts-2'], [], []] });
    const d = simple(game, 0);
    expect(d.move).toMatchObject({ type: 'holdUp', hold: true });
    expect(d.reason).toMatch(/its 3 cards \(3 points\) have waited long enough/);
  });

  it('keeps down a small envelope against a bigger one, however the others’ cards lie', () => {
    const small = holdUpAfterCrisis({ envelopes: [['bombs-2'], ['locks-1', 'locks-2', 'dishes-2'], [], []] });
    const d = simple(small, 0);
    expect(d.move).toMatchObject({ type: 'holdUp', hold: false });
    // Seat 1's cards swapped for strong ones: seat 0 cannot see them, so it decides alike.
    const p = policyOf(small);
    const strong: GameState = { ...small, modules: { ...small.modules, policy: { ...p, envelopes: [p.envelopes[0]!, ['diamonds-9', 'dishes-9', 'bolts-9'], [], []] } } };
    const deck = small.deck.filter((c) => !['diamonds-9', 'dishes-9', 'bolts-9'].includes(c)).concat(['locks-1', 'locks-2', 'dishes-2']);
    expect(simple({ ...strong, deck }, 0)).toEqual(d);
  });
});

describe('the simple player setting the Policy (policy.winner)', () => {
  it('sets its own Suit’s Policy by default', () => {
    const d = simple(seat2Sets(), 2);
    expect(d.move).toMatchObject({ type: 'setPolicy', policy: 'inheritance-tax-abolished' });
    expect(d.reason).toMatch(/^Sets Inheritance Tax Abolished: Diamonds count double/);
  });

  it('sets Repress the Rebels with six Rebels or more on the Crises, and represses the Crisis with the most', () => {
    const game = seat2Sets({
      guillotine: [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 1 },
      ],
    });
    const d = simple(game, 2);
    expect(d.move).toMatchObject({ type: 'setPolicy', policy: 'repress-the-rebels' });
    expect(d.reason).toMatch(/Rebels are on the Crises/);
    const set = mustPlay(game, d.move).game;
    expect(stepOf(set)).toBe('policy.repress');
    const r = simple(set, 2);
    expect(r.move).toMatchObject({ type: 'repress', crisis: 'killer-robots' });
    expect(r.reason).toMatch(/^Represses the Rebels on Killer Robots!, the Crisis with the most \(3\)\.$/);
  });

  it('sets Billionaire Audited against a rival one Asset from winning, and Audits that rival', () => {
    const game = seat2Sets({
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-9'] },
        { billionaire: 'tech-overlord', hand: ['bolts-8'], assets: ['luxury-jet', 'personal-zoo', 'art-hoard', 'mercenary-army'] },
        { billionaire: 'aristocrat', hand: ['diamonds-2'], assets: ['cryogenic-lab'] },
        { billionaire: 'property-speculator', hand: [] },
      ],
    });
    const d = simple(game, 2);
    expect(d.move).toMatchObject({ type: 'setPolicy', policy: 'billionaire-audited' });
    expect(d.reason).toMatch(/needs only one more Asset/);
    const audit = simple(mustPlay(game, d.move).game, 2);
    expect(audit.move).toMatchObject({ type: 'policyAudit', player: 1 });
    expect(audit.reason).toMatch(/^Audits the Tech Overlord \(seat 2\), the closest to winning/);
  });
});

describe('whole Level 4 games of computer players', () => {
  const newGame = (players: number, seed: number) => {
    const made = createGame({ players, level: 4, seed });
    if (!made.ok) throw new Error(made.error.reason);
    return made.game;
  };

  it('four simple players finish, every decision legal (playGame refuses an illegal one) and explained', () => {
    const seen = new Map<string, string>();
    let finished = 0;
    for (let seed = 0; seed < 3; seed++) {
      const run = playGame(newGame(4, seed), ['simple', 'simple', 'simple', 'simple'], seed, 4000, (step: Step) => {
        expect(step.reason).toMatch(/^[A-Z].+[.!]$/);
        if (POLICY_MOVES.has(step.move.type)) seen.set(step.move.type, step.reason);
      });
      if (run.over) finished++;
    }
    expect(finished).toBe(3);
    // The Policy's windows were met and answered by the simple player's own rules, not at random.
    for (const type of ['finishBribes', 'holdUp', 'setPolicy'] as const) {
      expect(seen.has(type), type).toBe(true);
      expect(seen.get(type)).not.toMatch(/at random/);
    }
  }, 60_000);

  it('a table of simple players does not hoard the deck away: games that once ran past 5,000 moves (every card in envelopes) now end', () => {
    for (const g of [4, 6, 10]) {
      const run = playGame(newGame(4, 7000 + g), ['simple', 'simple', 'simple', 'simple'], g, 5000);
      expect(run.over, `seed ${7000 + g}`).toBe(true);
    }
  }, 60_000);

  it('random players finish Level 4 games, picking among every new window’s moves', () => {
    for (let seed = 0; seed < 4; seed++) {
      const run = playGame(newGame(3 + (seed % 3), 100 + seed), ['random', 'random', 'random', 'random', 'random'], seed, 6000);
      expect(run.over).toBe(true);
    }
  }, 60_000);
});
