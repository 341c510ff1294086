/**
 * The computer players (src/players): every move they choose is legal, their reasons are sentences,
 * they never use cards their seat cannot see, and when people share the table the computers let
 * them have their say before refusing a Panic! deal. Longer random games, and the simple player's
 * strength against the random one, are in tests/property/players.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkMove, createGame, deciders, type GameState, type Level, play } from '../../src/machine/index.ts';
import { chooseMove, nextComputerMove, playGame, type PlayerKind, type SeatPlayer } from '../../src/players/index.ts';
import { position } from '../helpers/game.ts';
import { lookAlike } from '../helpers/look-alike.ts';
import { expectSameDecision } from '../helpers/same-decision.ts';
import { PANIC_BUY, PANIC_POSITION } from '../helpers/panic-position.ts';

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
          const other = lookAlike(state, seat, 1000 * g + i);
          expectSameDecision(state, other, seat, 42 + i);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 30_000);

  it('give reasons as short plain sentences', () => {
    const game = start(4, 1, 7);
    const decision = chooseMove('simple', game, game.current, 1);
    expect(decision.reason).toMatch(SENTENCE);
    expect(chooseMove('random', game, game.current, 1).reason).toMatch(SENTENCE);
  });

  describe('at a table shared with people (nextComputerMove)', () => {
    // The Panic! negotiation, where every seat may act: seat 2 has a spare Asset to offer, seats 1
    // and 3 have none (they would refuse).
    const negotiation = (() => {
      const out = play(position(PANIC_POSITION), PANIC_BUY);
      if (!out.ok) throw new Error(out.illegal.reason);
      return out.game;
    })();

    it('a computer with something to offer acts, whatever the order they are asked in', () => {
      expect(deciders(negotiation)).toEqual([0, 1, 2, 3]);
      for (let rng = 0; rng < 20; rng++) {
        const { decision } = nextComputerMove(negotiation, [null, 'simple', 'simple', 'simple'], rng);
        expect(decision?.seat).toBe(2);
        expect(decision?.move.type).toBe('panicOffer');
      }
    });

    it('computers that would only refuse wait while a person may still act, unless asked to move anyway', () => {
      const players: SeatPlayer[] = [null, 'simple', null, 'simple'];
      expect(nextComputerMove(negotiation, players, 1).decision).toBeNull();
      const forced = nextComputerMove(negotiation, players, 1, true).decision;
      expect(forced?.move.type).toBe('panicRefuse');
      expect([1, 3]).toContain(forced?.seat);
      // With no person at the table the refusal is made: the game must go on.
      expect(nextComputerMove(negotiation, ['simple', 'simple', 'random', 'simple'], 1).decision).not.toBeNull();
    });

    it('nothing while only people decide, or once the game is over', () => {
      const game = start(4, 2, 11);
      const who = deciders(game);
      const players: SeatPlayer[] = [0, 1, 2, 3].map((seat) => (who.includes(seat) ? null : 'simple'));
      expect(nextComputerMove(game, players, 5)).toEqual({ decision: null, rng: 5 });
      const played = playGame(game, ['simple', 'simple', 'simple', 'simple'], 3, 2000);
      expect(played.over).toBe(true);
      expect(nextComputerMove(played.final, ['simple', 'simple', 'simple', 'simple'], 5).decision).toBeNull();
    });

    it('the same seed gives the same decisions: the generator state is threaded through', () => {
      const players: SeatPlayer[] = ['random', 'random', 'random', 'random'];
      const a = nextComputerMove(negotiation, players, 99);
      const b = nextComputerMove(negotiation, players, 99);
      expect(b).toEqual(a);
      expect(a.rng).not.toBe(99);
    });
  });
});
