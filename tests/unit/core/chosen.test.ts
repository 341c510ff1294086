/** Chosen outcomes belong to the modules that use them: no die is rolled at Level 1, so no roll can be chosen there. */
import { describe, expect, it } from 'vitest';
import { createGame, play } from '../../../src/machine/index.ts';

const game = (level: 1 | 2) => {
  const made = createGame({ players: 3, level, seed: 2 });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
};
const code = (level: 1 | 2, outcome: unknown) => {
  const out = play(game(level), { type: 'choose', outcome });
  return out.ok ? 'ok' : out.illegal.code;
};

describe('chosen outcomes by module', () => {
  it('a die roll only where a die is rolled (the Panic!, Level 2)', () => {
    expect(code(1, { kind: 'roll', value: 4 })).toBe('chosen.not-in-game');
    expect(code(2, { kind: 'roll', value: 4 })).toBe('ok');
    expect(code(2, { kind: 'roll', value: 7 })).toBe('chosen.bad-roll');
  });
  it('a Crisis or a Panic! card only at Level 2; a draw and a tie-break at every Level', () => {
    expect(code(1, { kind: 'crisis', card: 'floods' })).toBe('chosen.not-in-game');
    expect(code(1, { kind: 'panic', panic: 'panic-2' })).toBe('chosen.not-in-game');
    expect(code(1, { kind: 'pick', seat: 1 })).toBe('ok');
    expect(code(2, { kind: 'pick', seat: 1 })).toBe('ok');
  });
});
