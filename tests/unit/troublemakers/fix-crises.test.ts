/**
 * `tm.fix-crisis`: every Crisis in a Fix counts 3 against it and is Activated, one at a time, once
 * the Fix is settled; each one's Policy setting is over before the next is Activated.
 */
import { describe, expect, it } from 'vitest';
import { crisesOf, deciders } from '../../../src/machine/index.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { pastOpening, played, playAll, staged, tmGame } from './helpers.ts';

describe('tm.fix-crisis: several Crises in one Fix', () => {
  // The Reformist (seat 0) commits the Debt Crisis and a 7 to Fix Pandemic; the draw turns up Killer Robots! and a 2.
  const start = staged(pastOpening(tmGame(4, { troublemaker: 0, firstPlayer: 0 })), {
    hands: { 0: ['debt-crisis', 'locks-7'], 1: [], 2: [], 3: [] },
    deckTop: ['killer-robots', 'bombs-4'],
    guillotine: [{ card: 'pandemic', rebels: 2 }],
  });
  const fixed = playAll(start, [
    { type: 'fixCrisis', seat: 0, crisis: 'pandemic', cards: ['debt-crisis', 'locks-7'] },
    { type: 'offerFixCard', seat: 1 },
    { type: 'offerFixCard', seat: 2 },
    { type: 'offerFixCard', seat: 3 },
  ]);

  it('counts each Crisis 3 against the Fix', () => {
    // 3 for the Reformist (the Debt Crisis scores nothing for them) against 2, 3 for Killer Robots! and 3 for the Debt Crisis.
    expect(fixed.events.find((e) => e.type === 'fixResult')).toMatchObject({ fixed: false, score: 3, against: 8 });
  });

  it('Activates the committed Crisis first, then holds its Policy setting before the drawn one arrives', () => {
    const s = fixed.game;
    expect(crisesOf(s).guillotine.map((g) => g.card)).toEqual(['pandemic', 'debt-crisis']);
    expect(troublemakersOf(s).activating).toEqual(['killer-robots']);
    expect(s.windows.at(-1)?.kind).toBe('policy.hold-up');
  });

  it('Activates the next Crisis, with a setting of its own, once the first setting is over', () => {
    let s = fixed.game;
    // Nobody holds up: the Poorest Player (the Reformist) sets no Policy.
    while (s.windows.at(-1)?.kind === 'policy.hold-up') s = played(s, { type: 'holdUp', seat: deciders(s)[0]!, hold: false }).game;
    expect(s.windows.at(-1)).toMatchObject({ kind: 'policy.set', seats: [0] });
    const after = played(s, { type: 'setPolicy', seat: 0 });
    s = after.game;
    expect(after.events.filter((e) => e.type === 'crisisActivated').map((e) => (e as { card: string }).card)).toEqual(['killer-robots']);
    expect(crisesOf(s).guillotine.map((g) => g.card)).toEqual(['pandemic', 'debt-crisis', 'killer-robots']);
    expect(troublemakersOf(s).activating).toEqual([]);
    expect(s.windows.at(-1)?.kind).toBe('policy.hold-up');
  });

  it('goes on to the end of the turn (the bribes) once the last setting is over', () => {
    let s = fixed.game;
    for (let i = 0; i < 2; i++) {
      while (s.windows.at(-1)?.kind === 'policy.hold-up') s = played(s, { type: 'holdUp', seat: deciders(s)[0]!, hold: false }).game;
      s = played(s, { type: 'setPolicy', seat: 0 }).game;
    }
    expect(s.phase).toBe('turn.afterAction');
    expect(s.windows.at(-1)?.kind).toBe('policy.bribe');
  });
});
