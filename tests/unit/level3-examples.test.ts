/**
 * The Level 3 worked examples play out as their captions say: each Role at its moment, the Luxury
 * Bunker changing hands and sheltering a Buy, and the new Roles at the end of a Round. (Every
 * registered example is also checked for legality and invariants in examples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { LEVEL_3_EXAMPLES } from '../../src/examples/level-3.ts';
import { crisesOf, type GameEvent, type GameState, isRuleId, panicOf, rebelsOnCrises, rolesOf, viewOf } from '../../src/machine/index.ts';
import { eventOf, playExample, refusal, typesOf } from '../helpers/game.ts';
import { violations } from '../helpers/invariants.ts';

interface Run {
  /** states[i] is the table after i steps. */
  readonly states: readonly GameState[];
  /** events[i] are what step i caused (step i + 1 in the widget). */
  readonly events: readonly (readonly GameEvent[])[];
}

const run = (id: string): Run => playExample(LEVEL_3_EXAMPLES, id);

const last = (r: Run) => r.states[r.states.length - 1]!;
const held = (s: GameState, seat: number) => rolesOf(s).held[seat] ?? null;

describe('every Level 3 example', () => {
  for (const ex of LEVEL_3_EXAMPLES) {
    it(`${ex.id} is registered, short, named, and a legal script citing real rules`, () => {
      expect(exampleById(ex.id)).toBe(ex);
      expect(ex.position.level).toBe(3);
      expect(ex.steps.length).toBeGreaterThanOrEqual(2);
      expect(ex.steps.length).toBeLessThanOrEqual(6);
      // The players have names, as at Levels 1 and 2.
      expect(`${ex.intro} ${ex.steps.map((s) => s.caption).join(' ')}`).toMatch(/\b(Ana|Ben|Cleo|Dev)\b/);
      for (const step of ex.steps) expect(isRuleId(step.rule), step.rule).toBe(true);
      const { states } = run(ex.id);
      for (const s of states) expect(violations(s)).toEqual([]);
    });
  }
});

describe('what each Level 3 example shows', () => {
  it('l3-role-draft: Ana keeps the Banker, Ben the Celebrity, Cleo none; the first turn follows, and the others see only that a Role is held', () => {
    const r = run('l3-role-draft');
    expect(r.states[0]!.phase).toBe('setup.decisions');
    expect(rolesOf(r.states[1]!).offer).toEqual({ seat: 1, cards: ['power-broker', 'celebrity'] });
    expect(rolesOf(r.states[2]!).offer).toEqual({ seat: 2, cards: ['gangster', 'scam-artist'] });
    const last = r.states[3]!;
    expect(last.phase).toBe('turn.start');
    expect(rolesOf(last).held).toEqual([{ role: 'banker', revealed: false }, { role: 'celebrity', revealed: false }, null]);
    expect(viewOf(last, 2).modules.roles?.held).toEqual([{ hidden: true }, { hidden: true }, null]);
  });

  it('l3-banker: Revealed, Ana holds three cards; when the Banker leaves at the end of the Round she discards down to two', () => {
    const r = run('l3-banker');
    expect(held(r.states[1]!, 0)).toEqual({ role: 'banker', revealed: true });
    expect(r.states[2]!.players[0]!.hand).toHaveLength(3);
    expect(r.states[3]!.players[0]!.hand).toHaveLength(3);
    expect(typesOf(r.events[2]!)).toEqual(expect.arrayContaining(['invested', 'roundEnded', 'rolesReturned']));
    expect(r.states[3]!.phase).toBe('endOfRound.roles');
    expect(r.states[3]!.windows.at(-1)?.kind).toBe('roles.hand-limit');
    expect(held(r.states[3]!, 0)).toBeNull();
    const end = last(r);
    expect(end.players[0]!.hand).toEqual(['bombs-7', 'bombs-8']);
    expect(end.discard).toContain('dishes-5');
    expect(eventOf(r.events[3]!, 'discardedToLimit').cards).toEqual(['dishes-5']);
  });

  it('l3-celebrity-spared: the tenth Rebel, everyone hidden is asked from Cleo on, and Ben the Celebrity wins', () => {
    const r = run('l3-celebrity-spared');
    expect(rebelsOnCrises(r.states[1]!)).toBe(10);
    expect(r.states[1]!.phase).toBe('deciding');
    expect(r.states[1]!.windows.at(-1)).toMatchObject({ kind: 'roles.celebrity', seats: [2, 1] });
    expect(eventOf(r.events[0]!, 'buyFailed')).toMatchObject({ score: 2, against: 4 });
    const end = last(r);
    expect(end.phase).toBe('gameOver');
    expect(end.result).toMatchObject({ kind: 'revolution', winners: [1], rule: 'role.celebrity' });
    expect(typesOf(r.events[2]!)).toContain('celebritySpared');
  });

  it('l3-celebrity-caused: Ben’s own Buy found the Crisis, so his Celebrity is refused and everyone loses', () => {
    const r = run('l3-celebrity-caused');
    expect(r.states[1]!.windows.at(-1)).toMatchObject({ kind: 'roles.celebrity', seats: [1] });
    expect(refusal(r.states[1]!, { type: 'revealCelebrity', seat: 1 }).code).toBe('role.celebrity-caused');
    const end = last(r);
    expect(end.result).toMatchObject({ kind: 'revolution', winners: [] });
    expect(held(end, 1)).toEqual({ role: 'celebrity', revealed: false });
  });

  it('l3-disaster-speculator: after Pandemic, Ben passes, Dev takes the two 3s of Locks and discards down to two', () => {
    const r = run('l3-disaster-speculator');
    expect(crisesOf(r.states[1]!).guillotine).toEqual([{ card: 'pandemic', rebels: 2 }]);
    expect(r.states[1]!.windows.at(-1)).toMatchObject({ kind: 'roles.speculator', seats: [1, 3] });
    expect(r.states[3]!.players[3]!.hand).toHaveLength(3);
    expect(r.states[3]!.windows.at(-1)?.kind).toBe('roles.hand-limit');
    const end = last(r);
    expect([...end.players[3]!.hand].sort()).toEqual(['locks-7', 'locks-8']);
    expect(end.discard).toContain('militias'); // the Crisis stayed behind
    expect(end.discard).toContain('dishes-1');
    expect(held(end, 3)).toEqual({ role: 'disaster-speculator', revealed: true });
    expect(held(end, 1)).toEqual({ role: 'gangster', revealed: false });
    expect(end.current).toBe(1);
  });

  it('l3-gangster: Ana Audits Ben’s Mercenary Army and keeps it', () => {
    const r = run('l3-gangster');
    const end = last(r);
    expect(end.players[0]!.assets).toContain('mercenary-army');
    expect(end.players[1]!.assets).toEqual(['luxury-jet']);
    expect(end.markets.power.assets).not.toContain('mercenary-army');
    expect(held(end, 0)).toEqual({ role: 'gangster', revealed: true });
    expect(eventOf(r.events[1]!, 'gangsterTook')).toMatchObject({ player: 0, other: 1, asset: 'mercenary-army' });
  });

  it('l3-gangster-fifth-asset: the Gangster may not take the fifth needed Asset; the Audit sends it back', () => {
    const r = run('l3-gangster-fifth-asset');
    expect(refusal(r.states[1]!, { type: 'gangsterAudit', seat: 0, card: 'audit-1', player: 1, asset: 'think-tank' }).code).toBe('role.no-win');
    const end = last(r);
    expect(end.markets.influence.assets).toContain('think-tank');
    expect(end.players[0]!.assets).toHaveLength(4);
    expect(end.players[1]!.assets).toEqual(['luxury-jet']);
    expect(held(end, 0)).toEqual({ role: 'gangster', revealed: false });
    expect(end.result).toBeNull();
  });

  it('l3-power-broker-swap: the Celebrity Spouse goes back to Vanity, the Corporate Enclave comes to Cleo, and she still draws', () => {
    const r = run('l3-power-broker-swap');
    const swapped = r.states[1]!;
    expect(swapped.players[2]!.assets).toEqual(['cryogenic-lab', 'golf-plantation', 'corporate-enclave']);
    expect(swapped.markets.vanity.assets).toContain('celebrity-spouse');
    expect(swapped.markets.legacy.assets).not.toContain('corporate-enclave');
    expect(held(swapped, 2)).toEqual({ role: 'power-broker', revealed: true });
    expect(last(r).players[2]!.hand).toHaveLength(2);
    expect(last(r).phase).toBe('turn.action');
  });

  it('l3-power-broker-panic: Ben passes after the Crisis, then dictates Fascist Rule’s sacrifice; a roll of 2 takes two Rebels off', () => {
    const r = run('l3-power-broker-panic');
    expect(rebelsOnCrises(r.states[1]!)).toBe(8);
    expect(r.states[1]!.windows.at(-1)?.kind).toBe('roles.speculator');
    expect(panicOf(r.states[2]!).current?.card).toBe('fascist-rule');
    expect(r.states[2]!.windows.map((w) => w.kind)).toEqual(['panic.negotiate', 'roles.broker']);
    expect(typesOf(r.events[3]!)).toEqual(expect.arrayContaining(['roleRevealed', 'sacrificeDictated', 'panicSacrificed', 'dieRolled']));
    expect(r.states[4]!.players.map((p) => p.assets)).toEqual([['personal-zoo'], ['mega-yacht'], ['cryogenic-lab']]);
    const end = last(r);
    expect(rebelsOnCrises(end)).toBe(6);
    expect(crisesOf(end).guillotine.find((c) => c.card === 'poverty')?.rebels).toBe(0);
    expect(panicOf(end).done).toBe(true);
    expect(end.current).toBe(1);
  });

  it('l3-scam-artist-trade: Ana trades the Private Island for Dev’s Cryogenic Lab', () => {
    const r = run('l3-scam-artist-trade');
    expect(r.states[1]!.windows.at(-1)).toMatchObject({ kind: 'roles.scam-artist', seats: [0] });
    const end = last(r);
    expect(end.players[0]!.assets).toEqual(['tabloid-empire', 'cryogenic-lab']);
    expect(end.players[3]!.assets).toEqual(['golf-plantation', 'private-island']);
    expect(end.current).toBe(3);
    expect(end.phase).toBe('turn.start');
  });

  it('l3-scam-artist-return: Ana sends the Private Island back to Toys instead', () => {
    const end = last(run('l3-scam-artist-return'));
    expect(end.players[0]!.assets).not.toContain('private-island');
    expect(end.players[3]!.assets).toEqual(['cryogenic-lab', 'golf-plantation']);
    expect(end.markets.toys.assets).toContain('private-island');
    expect(held(end, 3)).toEqual({ role: 'scam-artist', revealed: true });
  });

  it('l3-bunker-claim: Ana claims the Bunker, keeps it on a tie with Ben, and loses it to him after Cleo’s Audit', () => {
    const r = run('l3-bunker-claim');
    expect(rolesOf(r.states[0]!).bunker).toBeNull();
    expect(rolesOf(r.states[2]!).bunker).toBe(0);
    expect(eventOf(r.events[1]!, 'bunkerClaimed')).toMatchObject({ player: 0, count: 2 });
    expect(rolesOf(r.states[4]!).bunker).toBe(0);
    expect(typesOf(r.events[3]!)).not.toContain('bunkerClaimed');
    expect(r.states[4]!.players[1]!.assets).toEqual(['noble-estate', 'corporate-enclave']);
    expect(typesOf(r.events[4]!)).toEqual(expect.arrayContaining(['bunkerLost', 'bunkerClaimed']));
    expect(rolesOf(last(r)).bunker).toBe(1);
  });

  it('l3-bunker-shelter: Debt Crisis counts nothing against the Bunker’s holder, who wins 3 to 1, and is still Activated', () => {
    const r = run('l3-bunker-shelter');
    expect(rolesOf(r.states[0]!).bunker).toBe(1);
    expect(eventOf(r.events[0]!, 'crisisSheltered')).toMatchObject({ player: 1, card: 'debt-crisis' });
    expect(eventOf(r.events[0]!, 'buyWon')).toMatchObject({ score: 3, against: 1 });
    const end = last(r);
    expect(end.players[1]!.assets).toContain('noble-estate');
    expect(crisesOf(end).guillotine).toEqual([{ card: 'debt-crisis', rebels: 2 }]);
  });

  it('l3-new-roles: the Banker goes back, Ben keeps his Role, Cleo (Poorest) sees four Roles, Ana two and keeps none', () => {
    const r = run('l3-new-roles');
    expect(r.states[2]!.windows.at(-1)?.kind).toBe('roles.speculator');
    expect(eventOf(r.events[2]!, 'rolesReturned').roles).toEqual(['banker']);
    expect(r.states[3]!.windows.at(-1)?.kind).toBe('roles.keep');
    expect(rolesOf(r.states[4]!).offer).toMatchObject({ seat: 2 });
    expect(rolesOf(r.states[4]!).offer?.cards).toHaveLength(4);
    expect(rolesOf(r.states[4]!).offer?.cards).toContain('celebrity');
    expect(rolesOf(r.states[5]!).offer).toMatchObject({ seat: 0 });
    expect(rolesOf(r.states[5]!).offer?.cards).toHaveLength(2);
    const end = last(r);
    expect(rolesOf(end).held).toEqual([null, { role: 'scam-artist', revealed: false }, { role: 'celebrity', revealed: false }]);
    expect(rolesOf(end).deck).toHaveLength(4);
    expect(end.round).toBe(2);
    expect(end.current).toBe(2);
    expect(end.phase).toBe('turn.start');
  });
  it('l3-scam-after-buy: after her Buy and claim, Ana Reveals the Scam Artist in the last step of her turn, trades the Golf Plantation for the Think Tank, and ends her turn', () => {
    const r = run('l3-scam-after-buy');
    expect(typesOf(r.events[0]!)).toContain('buyWon');
    const lastStep = r.states[2]!;
    expect(lastStep.windows.at(-1)?.kind).toBe('roles.turn-end');
    expect(lastStep.current).toBe(0);
    expect(lastStep.players[0]!.assets).toContain('mega-yacht');
    expect(held(r.states[3]!, 0)).toEqual({ role: 'scam-artist', revealed: true });
    expect(r.states[4]!.players[0]!.assets).toEqual(expect.arrayContaining(['mega-yacht', 'think-tank']));
    expect(r.states[4]!.players[1]!.assets).toEqual(['golf-plantation']);
    expect(typesOf(r.events[4]!)).toContain('turnClosed');
    expect(last(r).current).toBe(1);
  });
});
