/**
 * The Celebrity who Invested the Crisis (issue 23, point 10): Investing a card is not the action
 * that finds a Crisis; the Buy that turns it up is. So a hidden Celebrity whose own Invested Crisis
 * brings the Revolution in someone else's Buy is still spared, and one whose own Buy finds it is not.
 */
import { describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import type { PositionInput } from '../../src/machine/index.ts';
import { mustPlay, position, refusal } from '../helpers/game.ts';

/** The spared example's table, but Ben (the hidden Celebrity) is the one who Invested Floods there. */
function investedByBen(current: number): PositionInput {
  const spared = exampleById('l3-celebrity-spared')!.position!;
  const players = spared.players.map((p, seat) => (seat === 1 ? { ...p, invested: ['floods' as const] } : p));
  return { ...spared, players, current };
}

describe('the Celebrity who Invested the Crisis (role.celebrity)', () => {
  it('is spared when another Billionaire’s Buy finds the Crisis they Invested', () => {
    const buy = mustPlay(position(investedByBen(2)), { type: 'buy', seat: 2, market: 'vanity', cards: ['diamonds-1', 'bombs-2'] });
    const asked = mustPlay(buy.game, { type: 'passReveal', seat: 2 });
    const out = mustPlay(asked.game, { type: 'revealCelebrity', seat: 1 });
    expect(out.game.result).toMatchObject({ kind: 'revolution', winners: [1], rule: 'role.celebrity' });
  });

  it('is not spared when their own Buy finds it, whoever Invested it', () => {
    const start = investedByBen(1);
    const players = start.players.map((p, seat) => (seat === 1 ? { ...p, hand: ['bolts-1' as const, 'diamonds-2' as const] } : p));
    const buy = mustPlay(position({ ...start, players }), { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-1', 'diamonds-2'] });
    expect(refusal(buy.game, { type: 'revealCelebrity', seat: 1 })).toMatchObject({ rule: 'role.celebrity' });
  });
});
