/**
 * The computer players (src/players): every move they choose is legal, the simple player beats the
 * random one clearly, its reasons are sentences, and it never uses cards its seat cannot see.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, checkMove, createGame, deciders, type GameState, type Level, MARKETS, play, sameMove, type Seat } from '../../src/machine/index.ts';
import { shuffled } from '../../src/machine/core/rng.ts';
import { chooseMove, playGame, type PlayerKind } from '../../src/players/index.ts';

function start(players: number, level: Level, seed: number): GameState {
  const made = createGame({ players, level, seed });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

const SENTENCE = /^[A-Z].{9,}[.!]$/;

describe('computer players', () => {
  it('always choose a legal move, at Levels 1 and 2 with 3 to 5 seats', () => {
    let checked = 0;
    for (let g = 0; g < 24; g++) {
      const players = 3 + (g % 3);
      const level = ((g >> 1) % 2) + 1;
      const kinds = Array.from({ length: players }, (_, i): PlayerKind => ((g + i) % 2 === 0 ? 'simple' : 'random'));
      if (g % 6 === 5) kinds.fill('simple');
      playGame(start(players, level as Level, 100 + g), kinds, g, 400, (step) => {
        // A fresh copy, so play checks it in full instead of trusting the listed object.
        const copy = JSON.parse(JSON.stringify(step.move)) as unknown;
        expect(checkMove(step.state, copy), JSON.stringify(step.move)).toBeNull();
        expect(play(step.state, copy).ok).toBe(true);
        expect(step.reason).toMatch(SENTENCE);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('simple players finish 4-player Level 1 games far faster than random ones, and beat random seats', () => {
    const GAMES = 50;
    const CAP = 3000;
    let simpleMoves = 0;
    let randomMoves = 0;
    let simpleWins = 0;
    let randomWins = 0;
    for (let g = 0; g < GAMES; g++) {
      const game = start(4, 1, 500 + g);
      const allSimple = playGame(game, ['simple', 'simple', 'simple', 'simple'], g, CAP);
      const allRandom = playGame(game, ['random', 'random', 'random', 'random'], g, CAP);
      expect(allSimple.over).toBe(true);
      simpleMoves += allSimple.moves;
      randomMoves += allRandom.moves;
      // Two simple seats against two random ones, the seats alternating with the game.
      const kinds: PlayerKind[] = g % 2 === 0 ? ['simple', 'random', 'simple', 'random'] : ['random', 'simple', 'random', 'simple'];
      const mixed = playGame(game, kinds, g, CAP);
      const winners = mixed.final.result?.kind === 'victory' ? mixed.final.result.winners : [];
      for (const w of winners)
        if (kinds[w] === 'simple') simpleWins++;
        else randomWins++;
    }
    // Measured: about 100 moves a game for simple players, about 2,000 (often the cap) for random ones;
    // every mixed game won by a simple seat.
    expect(simpleMoves * 5).toBeLessThan(randomMoves);
    expect(simpleWins).toBeGreaterThanOrEqual(40);
    expect(simpleWins).toBeGreaterThan(5 * randomWins);
  }, 30_000);

  it('never use cards their seat cannot see', () => {
    let compared = 0;
    for (let g = 0; g < 8; g++) {
      const players = 3 + (g % 3);
      const level = ((g % 2) + 1) as Level;
      const states: GameState[] = [];
      playGame(start(players, level, 300 + g), Array<PlayerKind>(players).fill(g % 4 < 2 ? 'simple' : 'random'), g, 300, (step) => {
        if (step.move.type !== 'draw') states.push(step.state);
      });
      for (const [i, state] of states.entries()) {
        if (i % 3 !== 0) continue;
        for (const seat of deciders(state)) {
          const other = withHiddenCardsMoved(state, seat, 1000 * g + i);
          for (const kind of ['simple', 'random'] as const) {
            const a = chooseMove(kind, state, seat, 42 + i);
            const b = chooseMove(kind, other, seat, 42 + i);
            expect(sameMove(a.move, b.move), `${kind} seat ${seat}: ${a.reason} / ${b.reason}`).toBe(true);
            expect(b.reason).toBe(a.reason);
            expect(b.rng).toBe(a.rng);
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('give reasons as short plain sentences', () => {
    const game = start(4, 1, 7);
    const decision = chooseMove('simple', game, game.current, 1);
    expect(decision.reason).toMatch(SENTENCE);
    expect(chooseMove('random', game, game.current, 1).reason).toMatch(SENTENCE);
  });
});

/**
 * The same table as `seat` sees it, with every card it cannot see shuffled among the places it
 * cannot see (the deck, other hands, face-down Market cards nobody Invested) and another random
 * state: only what the seat cannot know differs.
 */
function withHiddenCardsMoved(state: GameState, seat: Seat, seed: number): GameState {
  const invested = new Set(state.players.flatMap((p) => p.invested));
  const pool: CardId[] = [...state.deck];
  state.players.forEach((p, i) => i !== seat && pool.push(...p.hand));
  for (const m of MARKETS) pool.push(...state.markets[m].faceDown.filter((c) => !invested.has(c)));
  const [cards] = shuffled(seed, pool);
  let k = 0;
  const next = () => cards[k++]!;
  const deck = state.deck.map(next);
  const players = state.players.map((p, i) => (i === seat ? p : { ...p, hand: p.hand.map(next) }));
  const markets = { ...state.markets };
  for (const m of MARKETS) markets[m] = { ...markets[m], faceDown: markets[m].faceDown.map((c) => (invested.has(c) ? c : next())) };
  const moved = { ...state, deck, players, markets, rng: (state.rng ^ 0x5bd1e995) >>> 0 };
  expect(JSON.stringify(moved.players[seat])).toBe(JSON.stringify(state.players[seat]));
  return moved;
}
