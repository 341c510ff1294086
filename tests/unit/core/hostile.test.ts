/**
 * Hostile input to `validateMove` and `play`: prototype keys, getters, proxies, odd prototypes,
 * huge numbers, wrong types. Each comes back as a clear `move.malformed` refusal; none throws, none
 * runs the input's code, none changes the state.
 */
import { describe, expect, it } from 'vitest';
import { createGame, play, validateMove } from '../../../src/machine/index.ts';

const made = createGame({ players: 3, seed: 9 });
if (!made.ok) throw new Error(made.error.reason);
const game = made.game;
const frozen = JSON.stringify(game);

function refusedCode(input: unknown): string {
  const out = play(game, input);
  expect(JSON.stringify(game)).toBe(frozen);
  return out.ok ? 'accepted' : out.illegal.code;
}

describe('hostile moves', () => {
  it('refuse junk keys, including prototype keys', () => {
    for (const key of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf']) {
      const input = JSON.parse(`{"type":"draw","${key}":1}`);
      expect(refusedCode(input), key).toBe('move.malformed');
    }
    expect(refusedCode({ type: 'constructor' })).toBe('move.malformed');
    expect(refusedCode({ type: '__proto__' })).toBe('move.malformed');
    expect(refusedCode({ type: 'toString' })).toBe('move.malformed');
  });

  // A getter is never run. (A proxy's traps cannot be told apart from plain objects in pure
  // JavaScript, so they may run; what matters is that nothing they do is trusted or thrown.)
  it('never run getters, survive proxies, and refuse both', () => {
    let ran = 0;
    const getter = { type: 'draw' } as Record<string, unknown>;
    Object.defineProperty(getter, 'card', { enumerable: true, get: () => (ran++, 'bombs-1') });
    expect(refusedCode(getter)).toBe('move.malformed');
    const throwing = new Proxy(
      { type: 'draw' },
      {
        ownKeys: () => {
          throw new Error('boom');
        },
        get: () => {
          throw new Error('boom');
        },
      },
    );
    expect(refusedCode(throwing)).toBe('move.malformed');
    expect(ran).toBe(0);
    const listProxy = {
      type: 'buy',
      seat: game.current,
      market: 'toys',
      cards: new Proxy(['bombs-1'], {
        get: () => 'x',
        getOwnPropertyDescriptor: () => {
          throw new Error('boom');
        },
      }),
    };
    expect(refusedCode(listProxy)).toBe('move.malformed');
  });

  it('refuse odd prototypes, wrong types and huge numbers', () => {
    const nullProto = Object.assign(Object.create(null), { type: 'draw', seat: game.current });
    expect(refusedCode(nullProto)).not.toBe('move.malformed'); // a plain null-prototype record is fine: judged by the rules
    class Sneaky {
      type = 'draw';
    }
    const cases: unknown[] = [
      null,
      undefined,
      42,
      'draw',
      ['draw'],
      new Sneaky(),
      { type: 'draw', seat: 1e300 },
      { type: 'draw', seat: -1 },
      { type: 'draw', seat: 2.5 },
      { type: 'draw', seat: '0' },
      { type: 'buy', market: 'toys', cards: 'bombs-1' },
      { type: 'buy', market: 'toys', cards: Array(1_000_000).fill('bombs-1') },
      { type: 'buy', market: 'nowhere', cards: ['bombs-1'] },
      { type: 'invest', card: { id: 'bombs-1' }, market: 'toys' },
      { type: 'choose', outcome: { kind: 'roll', value: 4, extra: true } },
      { type: 'choose', seat: 0, outcome: { kind: 'roll', value: 4 } },
      { type: 'x'.repeat(1_000_000) },
    ];
    for (const c of cases) expect(refusedCode(c), String(JSON.stringify(c)).slice(0, 60)).toBe('move.malformed');
  });

  it('return a clean copy: later changes to the input do not reach the engine', () => {
    const input = { type: 'buy', seat: game.current, market: 'toys', cards: ['bombs-1'] };
    const out = validateMove(input);
    expect(out.ok).toBe(true);
    input.cards.push('bombs-2');
    if (out.ok) expect((out.move as unknown as { cards: string[] }).cards).toEqual(['bombs-1']);
  });
});
