/**
 * The Troublemakers' worked examples play out as their captions say: the rulebook's Fix (a refused
 * offer going back, 7 against 5, the Debt Crisis Activated after), a failed Fix, the Reformist's
 * seven icons, a Declaration and its first card, Hostages, Organize! completed, and a hidden
 * Revolutionary winning the Revolution. (Every registered example is also checked for legality and
 * invariants in examples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { TROUBLEMAKERS_EXAMPLES } from '../../src/examples/troublemakers.ts';
import { cardsOf, crisesOf, deciders, envelopeOf, viewOf } from '../../src/machine/index.ts';
import { troublemakersOf } from '../../src/machine/modules/troublemakers/index.ts';
import { eventOf, playExample } from '../helpers/game.ts';

const run = (id: string) => playExample(TROUBLEMAKERS_EXAMPLES, id);

describe('tm-laura: the rulebook’s Fix', () => {
  const { states, events } = run('tm-laura');

  it('hides each offer from everyone but its owner and the table view', () => {
    const after = states[3]!;
    expect(viewOf(after, 0).modules.troublemakers?.fix?.offers.map((o) => o.card)).toEqual([null, null]);
    expect(viewOf(after, 1).modules.troublemakers?.fix?.offers.map((o) => o.card)).toEqual(['bolts-7', null]);
    expect(viewOf(after, 'table').modules.troublemakers?.fix?.offers.map((o) => o.card)).toEqual(['bolts-7', 'dishes-9']);
  });

  it('wins 7 to 5, sends Dominique’s card back and Activates the Debt Crisis Laura drew, Laura its cause', () => {
    const last = events[4]!;
    expect(eventOf(last, 'fixResult')).toMatchObject({ fixed: true, score: 7, against: 5 });
    const s = states[5]!;
    expect(s.players[2]!.hand).toContain('dishes-9');
    expect(troublemakersOf(s).fixed).toEqual(['pandemic']);
    expect(crisesOf(s).guillotine).toEqual([{ card: 'debt-crisis', rebels: 2 }]);
    expect(crisesOf(s).lastBy).toBe(0);
    expect(s.windows.at(-1)?.kind).toBe('policy.hold-up');
  });
});

describe('tm-failed-fix', () => {
  it('loses 3 to 4 with no help, every card discarded and the Crisis still beside the Guillotine', () => {
    const { states, events } = run('tm-failed-fix');
    expect(eventOf(events.at(-1)!, 'fixResult')).toMatchObject({ fixed: false, score: 3, against: 4 });
    const s = states.at(-1)!;
    expect(crisesOf(s).guillotine.map((g) => g.card)).toContain('killer-robots');
    expect(s.discard.slice(-4).sort()).toEqual(['bolts-5', 'diamonds-8', 'dishes-3', 'locks-2']);
    expect(troublemakersOf(s).fixed).toEqual([]);
  });
});

describe('tm-reformist-wins', () => {
  it('ends the game at seven printed icons, for the Reformist alone', () => {
    const s = run('tm-reformist-wins').states.at(-1)!;
    expect(troublemakersOf(s).fixed.reduce((t, c) => t + cardsOf(s).rebels(c), 0)).toBe(7);
    expect(s.result).toMatchObject({ kind: 'victory', winners: [0], rule: 'tm.victory' });
  });
});

describe('tm-declare', () => {
  const { states, events } = run('tm-declare');

  it('discards the hand and the envelope, shows the Alignment and draws three face-up', () => {
    const s = states[1]!;
    expect(s.players[0]!.hand).toEqual([]);
    expect(envelopeOf(s, 0)).toEqual([]);
    expect(s.discard).toEqual(expect.arrayContaining(['locks-4', 'bombs-1']));
    expect(viewOf(s, 2).modules.troublemakers?.alignment).toBe('revolutionary');
    expect(troublemakersOf(s).revolution!.row).toEqual(['organize-2', 'propaganda-of-the-deed', 'media-slander']);
    expect(eventOf(events[0]!, 'revolutionDrawn')?.cards).toHaveLength(3);
  });

  it('plays Propaganda of the Deed: a Rebel back from Floods (the card stays), and the Aristocrat’s turn passed over', () => {
    const s = states[2]!;
    expect(crisesOf(s).guillotine).toContainEqual({ card: 'floods', rebels: 0 });
    expect(events[1]!.some((e) => e.type === 'turnMissed' && e.player === 1)).toBe(true);
    expect(s.current).toBe(2);
    expect(troublemakersOf(s).revolution!.row).toEqual(['organize-2', 'media-slander']);
  });
});

describe('tm-hostages', () => {
  const { states } = run('tm-hostages');

  it('lets the Revolutionary decide the Aristocrat’s turn, seeing the hand, and hands it back after', () => {
    const taken = states[2]!;
    expect(taken.current).toBe(1);
    expect(deciders(taken)).toEqual([0]);
    expect(viewOf(taken, 0).modules.troublemakers?.hostageHand).toEqual(['diamonds-9', 'locks-8']);
    expect(viewOf(taken, 2).modules.troublemakers?.hostageHand).toBeNull();
    const after = states.at(-1)!;
    expect(after.current).toBe(2);
    expect(troublemakersOf(after).effects.hostage).toBeNull();
    expect(after.players[1]!.hand).toHaveLength(2);
    expect(after.players[1]!.hand).toContain('locks-8');
  });
});

describe('tm-organize', () => {
  it('discards the three Organize! and puts two Rebels on the Pandemic, past its icons', () => {
    const s = run('tm-organize').states.at(-1)!;
    const r = troublemakersOf(s).revolution!;
    expect(r.organized).toEqual([]);
    expect(r.discard).toEqual(expect.arrayContaining(['organize-1', 'organize-2', 'organize-3']));
    expect(crisesOf(s).guillotine).toContainEqual({ card: 'pandemic', rebels: 3 });
  });
});

describe('tm-revolution', () => {
  it('gives the never-Declared Revolutionary the win when a Buy brings the tenth Rebel', () => {
    const s = run('tm-revolution').states.at(-1)!;
    expect(troublemakersOf(s).declared).toBe(false);
    expect(s.result).toMatchObject({ kind: 'revolution', winners: [3], rule: 'revolution.all-rebels' });
  });
});
