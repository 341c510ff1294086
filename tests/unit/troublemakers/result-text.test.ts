/**
 * How the table's status line words a game the Troublemaker ends: the Reformist's win names its
 * Fixed Crises (not the five Assets of a Billionaire's win), and in a Revolution the Revolutionary
 * wins it while a spared Celebrity only survives it.
 */
import { describe, expect, it } from 'vitest';
import { resultText } from '../../../src/components/table/TableStatus.tsx';
import { TROUBLEMAKERS_EXAMPLES } from '../../../src/examples/troublemakers.ts';
import { type GameState, viewOf } from '../../../src/machine/index.ts';
import { playExample } from '../../helpers/game.ts';

const lastOf = (id: string): GameState => playExample(TROUBLEMAKERS_EXAMPLES, id).states.at(-1)!;

describe('the result line of a game the Troublemaker ends', () => {
  it('says the Reformist won by their Fixed Crises', () => {
    expect(resultText(viewOf(lastOf('tm-reformist-wins'), 'table'))).toBe(
      'Game over: the Troublemaker (seat 1), the Reformist, wins: their Fixed Crises show 7 Rebel icons or more.',
    );
  });

  it('says the Revolutionary wins the Revolution, and a spared Celebrity survives it', () => {
    const s = lastOf('tm-revolution');
    expect(resultText(viewOf(s, 2))).toBe('Game over: the Revolution came; the Troublemaker (seat 4), the Revolutionary, wins it.');
    const withCelebrity: GameState = { ...s, result: { kind: 'revolution', winners: [1, 3], rule: 'revolution.all-rebels', by: 0 } };
    expect(resultText(viewOf(withCelebrity, 'table'))).toBe(
      'Game over: the Revolution came; the Troublemaker (seat 4), the Revolutionary, wins it, and the Tech Overlord (seat 2) survives it.',
    );
  });
});
