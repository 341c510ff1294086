/**
 * The coach's words on the rulebook's Suit-bonus Buy (Level 1, `l1-suit-bonus-buy`): Donald, the
 * Property Speculator (Locks), has drawn and holds 3 points; Vanity shows a 1 face-up over one
 * face-down card he cannot see. The coach gives his chance as the engine counts it, says what a
 * Crisis would cost, groups his moves with their rules and suggests a move he may make.
 */
import { describe, expect, it } from 'vitest';
import { buyOdds, legalMoves, type MoveOf, sameMove } from '../../src/machine/index.ts';
import { prepareExample } from '../../src/components/example/prepare.ts';
import { exampleById } from '../../src/examples/index.ts';
import { adviceFor } from '../../src/coach/index.ts';
import { previewBuy } from '../../src/coach/buy-preview.ts';

const prepared = prepareExample(exampleById('l1-suit-bonus-buy')!);
if (!prepared.ok) throw new Error(prepared.error);
/** After Donald's draw, before his Buy. */
const state = prepared.states[1]!;
const buy: MoveOf<'buy'> = { type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-1', 'bolts-4'] };

describe('the coach before a Buy', () => {
  it('gives the chance of the Buy as the engine counts it, in words', () => {
    const p = previewBuy(state, buy);
    expect(p.chance).toBeCloseTo(buyOdds(state, 0, 'vanity', buy.cards).chance, 12);
    expect(p.text).toContain('You put forward 3.');
    expect(p.text).toContain('The cards you can see there count 1 against you.');
    expect(p.text).toContain(`1 face-down card there is hidden from you: the Buy wins in ${Math.round(p.chance * 100)} % of the ways it could be.`);
    expect(p.text).toContain('A Crisis among them would count 3 more against you.');
  });

  it('warns before a Buy that cannot win, and says why in numbers', () => {
    // Only the 1 of Bombs at Vanity: 1 against the face-up 1, and the hidden card can only add to
    // the Market's side or, if it is Locks, to his: not a sure loss. Take the face-down card away.
    const bare = { ...state, markets: { ...state.markets, vanity: { ...state.markets.vanity, faceDown: [] } } };
    const p = previewBuy(bare, { ...buy, cards: ['bombs-1'] });
    expect(p.chance).toBe(0);
    expect(p.text).toContain('Nothing there is hidden from you: the Buy fails.');
    expect(p.warning).toBe('This Buy cannot win: 1 is not more than the 1 you can already see against you.');
  });

  it('lists every move Donald may make, grouped with each kind of move’s rule, and suggests one of them', () => {
    const advice = adviceFor(state, 0, 7);
    expect(advice.now.rule).toBeTruthy();
    const listed = advice.groups.flatMap((g) => g.options);
    expect(listed.length).toBe(legalMoves(state, 0).length);
    const vanity = listed.find((o) => sameMove(o.move, buy));
    expect(vanity?.preview).toBe(previewBuy(state, buy).text);
    const buyGroup = advice.groups.find((g) => g.options.some((o) => o.move.type === 'buy'));
    expect(buyGroup?.rule).toBeTruthy();
    expect(legalMoves(state, 0).some((m) => sameMove(m, advice.suggestion.move))).toBe(true);
    expect(advice.suggestion.reason).toMatch(/^[A-Z].+\.$/);
  });
});
