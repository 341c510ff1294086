/** The Level 2 worked examples play out as the rulebook's stories say. */
import { describe, expect, it } from 'vitest';
import { LEVEL_2_EXAMPLES } from '../../src/examples/level-2.ts';
import { crisesOf, isRuleId, panicOf, rebelsOnCrises, stepOf } from '../../src/machine/index.ts';
import { eventOf, playExample } from '../helpers/game.ts';

const run = (id: string) => playExample(LEVEL_2_EXAMPLES, id);

describe('every Level 2 example', () => {
  for (const ex of LEVEL_2_EXAMPLES) {
    it(`${ex.id} is a legal script citing real rules`, () => {
      expect(ex.position.level).toBe(2);
      for (const step of ex.steps) expect(isRuleId(step.rule), step.rule).toBe(true);
      expect(() => run(ex.id)).not.toThrow();
    });
  }
});

describe('the rulebook stories', () => {
  it('Samira cannot Buy with Killer Robots!, so she Invests it at Toys', () => {
    const { states } = run('l2-crisis-invested');
    const end = states[states.length - 1]!;
    expect(end.markets.toys.faceDown[0]).toBe('killer-robots');
    expect(end.players[0]!.hand).toEqual(['dishes-4', 'diamonds-4']);
  });

  it('Mo beats the Market 5 to 4 after Wildfires is discarded, and Killer Robots! is still Activated', () => {
    const { states, events } = run('l2-two-crises-buy');
    expect(eventOf(events[1]!, 'crisisDiscarded').cards).toEqual(['wildfires']);
    expect(eventOf(events[1]!, 'buyWon')).toMatchObject({ score: 5, against: 4 });
    const end = states[states.length - 1]!;
    expect(end.players[1]!.assets).toContain('mega-yacht');
    expect(crisesOf(end).guillotine).toEqual([{ card: 'killer-robots', rebels: 3 }]);
    expect(eventOf(events[2]!, 'crisesToDiscard').cards).toHaveLength(2);
  });

  it('James sets off the Panic!; after the trade and a roll of 2 the two Rebels leave and play passes to Maria', () => {
    const { states, events } = run('l2-panic-negotiated');
    expect(rebelsOnCrises(states[1]!)).toBe(8);
    expect(panicOf(states[1]!).current?.card).toBe('fascist-rule');
    const end = states[states.length - 1]!;
    expect(rebelsOnCrises(end)).toBe(6);
    expect(crisesOf(end).guillotine.find((c) => c.card === 'poverty')).toEqual({ card: 'poverty', rebels: 0 });
    expect(end.players[3]!.assets).toContain('noble-estate'); // Abdul got Maria's Noble Estate
    expect(end.players.flatMap((p) => p.assets)).not.toContain('social-media-company');
    expect(end.current).toBe(1);
    expect(panicOf(end).done).toBe(true);
    expect(events.flat().filter((e) => e.type === 'rebelRemoved')).toHaveLength(2);
  });

  it('a refused Panic! leaves everything as it was', () => {
    const { states } = run('l2-panic-failed');
    const before = states[2]!;
    const end = states[states.length - 1]!;
    expect(end.players.map((p) => p.assets)).toEqual(before.players.map((p) => p.assets));
    expect(rebelsOnCrises(end)).toBe(7);
    expect(panicOf(end).done).toBe(true);
  });

  it('the tenth Rebel brings the Revolution and everyone loses', () => {
    const { states } = run('l2-revolution');
    const end = states[states.length - 1]!;
    expect(end.phase).toBe('gameOver');
    expect(end.result).toMatchObject({ kind: 'revolution', winners: [] });
    expect(rebelsOnCrises(end)).toBe(10);
  });

  it('the end-of-Round Crisis sets off the Panic! before the next Round', () => {
    const { states } = run('l2-end-of-round-panic');
    expect(stepOf(states[2]!)).toBe('panic.negotiate');
    // The Panic! started at the end of the Round (it was `origin: 'round'`): the chart rests after the Round's Crisis.
    expect(states[2]!.phase).toBe('endOfRound.panic');
    expect(panicOf(states[2]!).current).toMatchObject({ by: 0, card: 'panic-3' });
    const end = states[states.length - 1]!;
    expect(end.round).toBe(2);
    expect(end.phase).toBe('turn.start');
  });
});
