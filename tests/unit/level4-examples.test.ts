/**
 * The Level 4 worked examples play out as their captions say: the bribe step, the rulebook's end of
 * a Round (a doubled Lock wins the bid, three envelopes discarded, the Gangster's Audit, a new
 * Poorest Player), a Suit Policy in a Buy, the one-time Policies and the green Roles. (Every
 * registered example is also checked for legality and invariants in examples.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { LEVEL_4_EXAMPLES } from '../../src/examples/level-4.ts';
import {
  cardsOf,
  crisesOf,
  envelopeOf,
  type GameEvent,
  type GameState,
  isRuleId,
  policyOf,
  rebelsOnCrises,
  rolesOf,
  spacesLeft,
  viewOf,
  worthOf,
} from '../../src/machine/index.ts';
import { eventOf, playExample, refusal, typesOf } from '../helpers/game.ts';
import { violations } from '../helpers/invariants.ts';

interface Run {
  /** states[i] is the table after i steps. */
  readonly states: readonly GameState[];
  /** events[i] are what step i caused (step i + 1 in the widget). */
  readonly events: readonly (readonly GameEvent[])[];
}

const run = (id: string): Run => playExample(LEVEL_4_EXAMPLES, id);

const last = (r: Run) => r.states[r.states.length - 1]!;
const held = (s: GameState, seat: number) => rolesOf(s).held[seat] ?? null;
const envelopes = (s: GameState) => s.players.map((_, seat) => envelopeOf(s, seat));

describe('every Level 4 example', () => {
  for (const ex of LEVEL_4_EXAMPLES) {
    it(`${ex.id} is registered, named, and a legal script citing real rules`, () => {
      expect(exampleById(ex.id)).toBe(ex);
      expect(ex.position.level).toBe(4);
      expect(ex.steps.length).toBeGreaterThanOrEqual(4);
      // The rulebook's example is told in full; the others stay short.
      expect(ex.steps.length).toBeLessThanOrEqual(ex.id === 'l4-round-end' ? 13 : 8);
      expect(`${ex.intro} ${ex.steps.map((s) => s.caption).join(' ')}`).toMatch(/\b(Ana|Ben|Cleo|Dev|Jeremy|Natasha|Luis|Xiu Ying)\b/);
      for (const step of ex.steps) expect(isRuleId(step.rule), step.rule).toBe(true);
      const { states } = run(ex.id);
      for (const s of states) expect(violations(s)).toEqual([]);
    });
  }
});

describe('what each Level 4 example shows', () => {
  it('l4-bribe-step: after the Action, a 3 goes in, the 2 comes out, a third card may not, and only the count is public', () => {
    const r = run('l4-bribe-step');
    expect(r.states[1]!.windows.at(-1)?.kind).toBe('policy.bribe');
    expect(envelopeOf(r.states[2]!, 0)).toEqual(['bombs-5', 'dishes-7']);
    expect(r.states[2]!.players[0]!.hand).toEqual(['locks-1']);
    expect(envelopeOf(r.states[3]!, 0)).toEqual(['dishes-7']);
    expect(r.states[3]!.players[0]!.hand).toEqual(['locks-1', 'bombs-5']);
    expect(refusal(r.states[3]!, { type: 'bribeOut', seat: 0, card: 'dishes-7' }).code).toBe('policy.hand-full');
    const end = last(r);
    expect(end.current).toBe(1);
    expect(end.phase).toBe('turn.start');
    expect(eventOf(r.events[3]!, 'bribesDone')).toMatchObject({ player: 0, count: 1 });
    const seen = viewOf(end, 1).modules.policy!;
    expect(seen.envelopes[0]).toBeNull();
    expect(seen.envelopeCounts[0]).toBe(1);
  });

  it('l4-round-end: the rulebook example, from the last turn to the new Round', () => {
    const r = run('l4-round-end');
    const [jeremy, natasha, luis, xiuYing] = [0, 1, 2, 3];
    // The Round ends after the last turn's bribe step: Floods, then new Roles, Natasha (the Poorest) first.
    expect(typesOf(r.events[1]!)).toEqual(expect.arrayContaining(['roundEnded', 'crisisActivated', 'rolesDrawn']));
    expect(crisesOf(r.states[2]!).guillotine.map((g) => g.card)).toEqual(['floods']);
    expect(rolesOf(r.states[2]!).offer).toMatchObject({ seat: natasha });
    expect(rolesOf(r.states[2]!).offer?.cards).toHaveLength(3);
    expect(held(r.states[3]!, natasha)).toEqual({ role: 'gangster', revealed: false });
    expect([3, 4, 5].map((i) => rolesOf(r.states[i]!).offer?.seat)).toEqual([jeremy, xiuYing, luis]);
    // The Policy setting begins once the Roles are done, with Real Estate Bonanza still in force.
    const called = r.states[6]!;
    expect(called.phase).toBe('endOfRound.policy');
    expect(called.windows.at(-1)?.kind).toBe('policy.hold-up');
    expect(policyOf(called).inForce).toBe('real-estate-bonanza');
    expect(worthOf(called)('locks-7')).toBe(6);
    // Secret decisions: the others see only that Jeremy has decided, until the fourth.
    expect(viewOf(r.states[7]!, natasha).modules.policy!.setting!.held[jeremy]).toBe('decided');
    expect(eventOf(r.events[9]!, 'envelopesShown').players).toEqual([jeremy, natasha, luis]);
    expect(r.states[10]!.windows.at(-1)).toMatchObject({ kind: 'policy.insider', seats: [natasha] });
    // Opened: 4, 6 (the Lock doubled) and 3; Natasha sets; the three envelopes are discarded, Xiu Ying's kept.
    const opened = eventOf(r.events[10]!, 'envelopesOpened');
    expect(opened.bids.map((b) => [b.player, b.total])).toEqual([
      [jeremy, 4],
      [natasha, 6],
      [luis, 3],
    ]);
    expect(eventOf(r.events[10]!, 'policySetter')).toMatchObject({ player: natasha, why: 'bid' });
    const discarded = r.states[11]!;
    expect(envelopes(discarded)).toEqual([[], [], [], ['diamonds-8']]);
    for (const c of ['bolts-4', 'bombs-5', 'locks-7', 'diamonds-1', 'dishes-4'] as const) expect(discarded.discard).toContain(c);
    // Billionaire Audited replaces the Bonanza: Locks count single again.
    expect(policyOf(r.states[12]!).inForce).toBe('billionaire-audited');
    expect(worthOf(r.states[12]!)('locks-8')).toBe(3);
    // The Gangster keeps the Pyramid Scheme; Xiu Ying is now the Poorest and goes first.
    const end = last(r);
    expect(eventOf(r.events[12]!, 'policyAudited')).toMatchObject({ player: natasha, other: xiuYing, asset: 'pyramid-scheme', gangster: true });
    expect(end.players[natasha]!.assets).toContain('pyramid-scheme');
    expect(end.players[xiuYing]!.assets).not.toContain('pyramid-scheme');
    expect(end.markets.power.assets).not.toContain('pyramid-scheme');
    expect(held(end, natasha)).toEqual({ role: 'gangster', revealed: true });
    expect(spacesLeft(cardsOf(r.states[11]!), r.states[11]!.players[natasha]!)).toBe(3); // before the Audit Natasha was the Poorest
    expect(end.players.map((p) => spacesLeft(cardsOf(end), p))).toEqual([2, 2, 2, 3]);
    expect(eventOf(r.events[12]!, 'firstPlayer')).toMatchObject({ player: xiuYing });
    expect(end.round).toBe(2);
    expect(end.current).toBe(xiuYing);
    expect(end.phase).toBe('turn.start');
  });

  it('l4-suit-policy-buy: Weapons Galore! makes Ben’s 2 of Bombs count 4 (6 beats 4), and a 3 of Bombs in a Market count 6 against Cleo', () => {
    const r = run('l4-suit-policy-buy');
    expect(eventOf(r.events[0]!, 'buyWon')).toMatchObject({ score: 6, against: 4 });
    expect(r.states[2]!.players[1]!.assets).toContain('noble-estate');
    expect(eventOf(r.events[3]!, 'buyFailed')).toMatchObject({ score: 6, against: 7 });
    expect(policyOf(last(r)).inForce).toBe('weapons-galore');
  });

  it('l4-repress-the-rebels: a Crisis in a Buy calls the setting; Ben wins 6 to 2, rolls a chosen 3 and takes two Rebels off Killer Robots!', () => {
    const r = run('l4-repress-the-rebels');
    expect(eventOf(r.events[0]!, 'policyCalled')).toMatchObject({ at: 'crisis' });
    expect(rebelsOnCrises(r.states[1]!)).toBe(6);
    expect(eventOf(r.events[3]!, 'envelopesOpened').bids.map((b) => b.total)).toEqual([6, 2]);
    expect(eventOf(r.events[3]!, 'policySetter')).toMatchObject({ player: 1 });
    expect(eventOf(r.events[5]!, 'repressRolled')).toMatchObject({ roll: 3, count: 2 });
    expect(r.states[6]!.windows.at(-1)?.kind).toBe('policy.repress');
    const end = last(r);
    expect(crisesOf(end).guillotine.find((g) => g.card === 'killer-robots')?.rebels).toBe(1);
    expect(rebelsOnCrises(end)).toBe(4);
    expect(policyOf(end).inForce).toBe('repress-the-rebels');
  });

  it('l4-tax-tyranny: nobody bids, Cleo (the Poorest) sets it; Ana pays her 3 of Bombs, Ben returns the Mega Yacht', () => {
    const r = run('l4-tax-tyranny');
    expect(eventOf(r.events[4]!, 'envelopesShown').players).toEqual([]);
    expect(eventOf(r.events[4]!, 'policySetter')).toMatchObject({ player: 2, why: 'poorest' });
    expect(eventOf(r.events[5]!, 'taxed').players).toEqual([0, 1]);
    expect(refusal(r.states[6]!, { type: 'payTaxCards', seat: 0, cards: ['bombs-7', 'dishes-1'] }).code).toBe('policy.tax-cards');
    expect(eventOf(r.events[6]!, 'taxPaid')).toMatchObject({ player: 0, cards: ['bombs-7'], total: 3 });
    expect(refusal(r.states[7]!, { type: 'payTaxCards', seat: 1, cards: ['bolts-1', 'diamonds-2'] }).code).toBe('policy.tax-cards');
    const end = last(r);
    expect(end.players[0]!.assets).toHaveLength(4);
    expect(end.players[0]!.hand).toEqual(['dishes-1']);
    expect(end.players[1]!.assets).toEqual(['luxury-jet', 'corporate-enclave']);
    expect(end.markets.toys.assets).toContain('mega-yacht');
    expect(end.players[3]!.assets).toHaveLength(2);
  });

  it('l4-archeological-dig: Cleo’s 5 beats Ana’s 2; she digs her 3 and Game the Market back up and discards her 1', () => {
    const r = run('l4-archeological-dig');
    expect(eventOf(r.events[3]!, 'envelopesOpened').bids.map((b) => [b.player, b.total])).toEqual([
      [0, 2],
      [2, 5],
    ]);
    expect(r.states[4]!.discard).toEqual(expect.arrayContaining(['game-the-market', 'bombs-4', 'diamonds-7', 'diamonds-5']));
    expect(r.states[6]!.players[2]!.hand).toHaveLength(3);
    expect(r.states[6]!.windows.at(-1)?.kind).toBe('roles.hand-limit');
    const end = last(r);
    expect([...end.players[2]!.hand].sort()).toEqual(['diamonds-7', 'game-the-market']);
    expect(end.discard).toContain('locks-1');
    expect(end.discard).not.toContain('diamonds-7');
    expect(end.discard).toContain('diamonds-5');
  });

  it('l4-billionaire-audited: nobody bids, Ben (the Poorest) sets it and Audits Ana; her Pyramid Scheme finds the Power Market full and leaves the game', () => {
    const r = run('l4-billionaire-audited');
    expect(eventOf(r.events[3]!, 'policySetter')).toMatchObject({ player: 1, why: 'poorest' });
    expect(r.states[5]!.windows.at(-1)?.kind).toBe('policy.audit');
    const end = last(r);
    expect(end.players[0]!.assets).toEqual(['think-tank']);
    expect(end.removedAssets).toContain('pyramid-scheme');
    expect(end.markets.power.assets).not.toContain('pyramid-scheme');
    expect(policyOf(end).inForce).toBe('billionaire-audited');
  });

  it('l4-new-role: Cleo’s spent Scam Artist goes back, she draws two Roles (her empty spaces) and keeps the Insider Trader', () => {
    const r = run('l4-new-role');
    expect(eventOf(r.events[3]!, 'policySetter')).toMatchObject({ player: 2, why: 'bid' });
    expect(typesOf(r.events[4]!)).toEqual(expect.arrayContaining(['roleGivenBack', 'rolesDrawn']));
    expect(rolesOf(r.states[5]!).offer).toEqual({ seat: 2, cards: ['power-broker', 'insider-trader'] });
    const end = last(r);
    expect(held(end, 2)).toEqual({ role: 'insider-trader', revealed: false });
    expect(rolesOf(end).deck).toContain('scam-artist');
    expect(rolesOf(end).deck).toContain('power-broker');
  });

  it('l4-insider-trader: Ana holds up an empty envelope, swaps with Ben’s 7 once the choices are shown, and wins with it', () => {
    const r = run('l4-insider-trader');
    expect(r.states[4]!.windows.at(-1)).toMatchObject({ kind: 'policy.insider', seats: [0] });
    expect(eventOf(r.events[4]!, 'envelopesSwapped')).toMatchObject({ player: 0, other: 1 });
    const opened = eventOf(r.events[4]!, 'envelopesOpened');
    expect(opened.bids.map((b) => [b.player, b.total])).toEqual([
      [0, 7],
      [2, 2],
    ]);
    expect(eventOf(r.events[4]!, 'policySetter')).toMatchObject({ player: 0 });
    expect(envelopes(r.states[5]!)).toEqual([[], [], []]);
    expect(r.states[5]!.discard).toEqual(expect.arrayContaining(['bolts-7', 'bolts-8', 'bolts-1', 'diamonds-4']));
    expect(held(last(r), 0)).toEqual({ role: 'insider-trader', revealed: true });
    expect(policyOf(last(r)).inForce).toBe('weapons-galore');
  });

  it('l4-toady: Cleo Reveals the Toady; Ana completes her set and Cleo’s doubled Diamonds (6) make her a winner too', () => {
    const r = run('l4-toady');
    expect(held(r.states[1]!, 2)).toEqual({ role: 'toady', revealed: true });
    expect(eventOf(r.events[3]!, 'buyWon')).toMatchObject({ score: 9, against: 4 });
    const end = last(r);
    expect(end.phase).toBe('gameOver');
    expect(end.result?.winners).toEqual([0, 2]);
    expect(eventOf(r.events[4]!, 'toadyWins')).toMatchObject({ player: 2, other: 0, total: 6 });
  });

  it('l4-vulture-capitalist: Ben wins the bid, takes Ana’s spent Banker hidden, and she gets the spent Vulture Capitalist', () => {
    const r = run('l4-vulture-capitalist');
    expect(r.states[4]!.windows.at(-1)).toMatchObject({ kind: 'policy.insider', seats: [1] });
    expect(eventOf(r.events[4]!, 'policySetter')).toMatchObject({ player: 1 });
    expect(r.states[5]!.windows.at(-1)?.kind).toBe('policy.set');
    expect(held(r.states[6]!, 1)).toEqual({ role: 'banker', revealed: false });
    expect(held(r.states[6]!, 0)).toEqual({ role: 'vulture-capitalist', revealed: true });
    expect(eventOf(r.events[5]!, 'vultureTook')).toMatchObject({ player: 1, other: 0, role: 'banker', revealed: true });
    expect(policyOf(last(r)).inForce).toBe('big-tech-unleashed');
  });
});
