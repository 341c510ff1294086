/**
 * Revolution cards that move Rebels (`tm.sacrifice`): Infighting, Organize!, Media Slander,
 * Pacification and Fascist Thugs, which take Rebels off or put them on, and the three paid for with
 * a sacrificed Rebel: Hostages, Propaganda of the Deed and Involuntary Donation.
 */
import { describe, expect, it } from 'vitest';
import { crisesOf, deciders, type GameState, legalMoves, play, viewOf } from '../../../src/machine/index.ts';
import type { RevolutionCardId } from '../../../src/machine/data/revolution.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { startSetting } from '../../../src/machine/modules/policy/index.ts';
import { withHeld } from '../../../src/machine/modules/roles/index.ts';
import { aligned, owning, pastOpening, played, playAll, quietTurn, revolutionaryTurn, tmGame } from './helpers.ts';

/** The Rebels on each Activated Crisis. */
const rebels = (s: GameState) => Object.fromEntries(crisesOf(s).guillotine.map((g) => [g.card, g.rebels]));

/** The choices listed for playing one Revolution card (the move's fields other than type, seat and card). */
const choicesFor = (s: GameState, seat: number, card: RevolutionCardId) =>
  legalMoves(s, seat)
    .filter((m) => m.type === 'playRevolution' && m.card === card)
    .map((m) => {
      const { type: _t, seat: _s, card: _c, ...choice } = m as Record<string, unknown>;
      return choice;
    });

const refusal = (s: GameState, move: Record<string, unknown>) => {
  const out = play(s, move as never);
  return out.ok ? null : out.illegal;
};

/** Two Crises with two Rebels each (the usual opening, staged to be sure). */
const TWO_CRISES = [
  { card: 'militias' as const, rebels: 2 },
  { card: 'wildfires' as const, rebels: 2 },
];

describe('rev.infighting', () => {
  it('makes the Revolutionary remove a Rebel: one choice per Crisis with a Rebel, none without', () => {
    const s = revolutionaryTurn({ row: ['infighting'] }, { guillotine: [...TWO_CRISES, { card: 'pandemic', rebels: 0 }] });
    expect(choicesFor(s, 0, 'infighting')).toEqual([{ crisis: 'militias' }, { crisis: 'wildfires' }]);
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'infighting' })).toMatchObject({ code: 'tm.revolutionary', rule: 'rev.infighting' });
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'infighting', crisis: 'wildfires' });
    expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 1, pandemic: 0 });
    expect(out.events).toContainEqual({ type: 'rebelTakenOff', rule: 'rev.infighting', player: 0, crisis: 'wildfires', sacrificed: false });
    expect(troublemakersOf(out.game).revolution!.discard).toEqual(['infighting']);
  });

  it('does nothing when no Rebel stands on a Crisis', () => {
    const s = revolutionaryTurn({ row: ['infighting'] }, { guillotine: [{ card: 'pandemic', rebels: 0 }] });
    expect(choicesFor(s, 0, 'infighting')).toEqual([{}]);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'infighting' });
    expect(rebels(out.game)).toEqual({ pandemic: 0 });
    expect(out.events.some((e) => e.type === 'rebelTakenOff')).toBe(false);
    expect(out.game.current).toBe(1);
  });
});

describe('tm.sacrifice: a Crisis left with no Rebel', () => {
  it('stays beside the Guillotine, and can gain Rebels again', () => {
    const s = revolutionaryTurn({ row: ['infighting', 'organize-3'], organized: ['organize-1', 'organize-2'] }, { guillotine: [{ card: 'militias', rebels: 1 }] });
    const emptied = played(s, { type: 'playRevolution', seat: 0, card: 'infighting', crisis: 'militias' }).game;
    expect(crisesOf(emptied).guillotine).toEqual([{ card: 'militias', rebels: 0 }]);
    // Round the table to the Revolutionary's next turn; the third Organize! puts two Rebels on it.
    let t = emptied;
    while (t.current !== 0) t = quietTurn(t).game;
    expect(choicesFor(t, 0, 'organize-3')).toEqual([{ crisis: 'militias' }]);
    expect(crisesOf(played(t, { type: 'playRevolution', seat: 0, card: 'organize-3', crisis: 'militias' }).game).guillotine).toEqual([{ card: 'militias', rebels: 2 }]);
  });

  it('can still be Fixed by a Reformist', () => {
    const s = pastOpening(aligned(tmGame(4, { troublemaker: 0, firstPlayer: 0 }), 'reformist'));
    const staged = { ...s, modules: { ...s.modules, crises: { ...crisesOf(s), guillotine: [{ card: 'militias' as const, rebels: 0 }] } } };
    expect(legalMoves(staged, 0)).toContainEqual({ type: 'fixCrisis', seat: 0, crisis: 'militias', cards: [] });
  });
});

describe('rev.organize', () => {
  it('waits in front of the Revolutionary, with no choice, for the first and second', () => {
    const s = revolutionaryTurn({ row: ['organize-1', 'bide-your-time-1'], organized: [] }, { guillotine: TWO_CRISES });
    expect(choicesFor(s, 0, 'organize-1')).toEqual([{}]);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'organize-1' });
    const r = troublemakersOf(out.game).revolution!;
    expect(r.organized).toEqual(['organize-1']);
    expect(r.discard).toEqual([]);
    expect(r.row).toEqual(['bide-your-time-1']);
    expect(out.events).toContainEqual({ type: 'organized', rule: 'rev.organize', player: 0, count: 1 });
    expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 2 });
  });

  it('with the third: all three discarded and two Rebels on one Crisis of the player’s choice', () => {
    const s = revolutionaryTurn({ row: ['organize-3'], organized: ['organize-1', 'organize-2'] }, { guillotine: [...TWO_CRISES, { card: 'pandemic', rebels: 0 }] });
    expect(choicesFor(s, 0, 'organize-3')).toEqual([{ crisis: 'militias' }, { crisis: 'wildfires' }, { crisis: 'pandemic' }]);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'organize-3', crisis: 'pandemic' });
    const r = troublemakersOf(out.game).revolution!;
    expect(r.organized).toEqual([]);
    expect(r.discard).toEqual(['organize-1', 'organize-2', 'organize-3']);
    expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 2, pandemic: 2 });
    expect(out.events).toContainEqual({ type: 'rebelsAdded', rule: 'rev.organize', player: 0, crisis: 'pandemic', count: 2 });
  });

  it('is discarded all the same when no Crisis is Activated', () => {
    const s = revolutionaryTurn({ row: ['organize-3'], organized: ['organize-1', 'organize-2'] }, { guillotine: [] });
    expect(choicesFor(s, 0, 'organize-3')).toEqual([{}]);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'organize-3' });
    expect(troublemakersOf(out.game).revolution!.discard).toEqual(['organize-1', 'organize-2', 'organize-3']);
    expect(out.events.some((e) => e.type === 'rebelsAdded')).toBe(false);
  });

  it('puts only as many Rebels as the reserve holds; a Revolution it brings is the Revolutionary’s win', () => {
    // Nine of the ten Rebels stand on Crises: one is left in the reserve.
    const s = revolutionaryTurn(
      { row: ['organize-3'], organized: ['organize-1', 'organize-2'] },
      {
        guillotine: [
          { card: 'militias', rebels: 5 },
          { card: 'wildfires', rebels: 4 },
        ],
      },
    );
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'organize-3', crisis: 'militias' });
    expect(out.events).toContainEqual({ type: 'rebelsAdded', rule: 'rev.organize', player: 0, crisis: 'militias', count: 1 });
    expect(rebels(out.game)).toEqual({ militias: 6, wildfires: 4 });
    expect(out.game.result).toMatchObject({ kind: 'revolution' });
    expect(out.game.result!.winners).toContain(0);
  });
});

describe('rev.media-slander and rev.pacification', () => {
  const cases = [
    { card: 'media-slander', asset: 'tabloid-empire', rule: 'rev.media-slander' },
    { card: 'pacification', asset: 'mercenary-army', rule: 'rev.pacification' },
  ] as const;

  for (const { card, asset, rule } of cases) {
    it(`${card}: the owner of the ${asset} may take a Rebel off a Crisis of their choice`, () => {
      const s = owning(revolutionaryTurn({ row: [card] }, { guillotine: TWO_CRISES }), { 2: [asset] });
      const asked = played(s, { type: 'playRevolution', seat: 0, card }).game;
      expect(asked.windows.at(-1)).toMatchObject({ kind: 'rev.remove-rebel', seats: [2] });
      expect(legalMoves(asked, 2)).toEqual([
        { type: 'takeOffRebel', seat: 2 },
        { type: 'takeOffRebel', seat: 2, crisis: 'militias' },
        { type: 'takeOffRebel', seat: 2, crisis: 'wildfires' },
      ]);
      const out = played(asked, { type: 'takeOffRebel', seat: 2, crisis: 'militias' });
      expect(out.events).toContainEqual({ type: 'rebelTakenOff', rule, player: 2, crisis: 'militias', sacrificed: false });
      expect(rebels(out.game)).toEqual({ militias: 1, wildfires: 2 });
      expect(troublemakersOf(out.game).revolution!.discard).toEqual([card]);
      expect(out.game.current).toBe(1);
    });

    it(`${card}: the owner may remove none`, () => {
      const s = owning(revolutionaryTurn({ row: [card] }, { guillotine: TWO_CRISES }), { 3: [asset] });
      const out = playAll(s, [
        { type: 'playRevolution', seat: 0, card },
        { type: 'takeOffRebel', seat: 3 },
      ]);
      expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 2 });
      expect(out.game.windows).toEqual([]);
      expect(troublemakersOf(out.game).resolving).toBeNull();
    });

    it(`${card}: no effect when no Billionaire owns the ${asset}`, () => {
      const s = revolutionaryTurn({ row: [card] }, { guillotine: TWO_CRISES });
      expect(s.players.some((p) => p.assets.includes(asset))).toBe(false);
      const out = played(s, { type: 'playRevolution', seat: 0, card });
      expect(out.events).toContainEqual({ type: 'cardHasNoEffect', rule: 'tm.revolutionary', player: 0, card });
      expect(out.game.windows).toEqual([]);
      expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 2 });
    });
  }

  it('refuses a removal nobody asked for', () => {
    const s = owning(revolutionaryTurn({ row: ['media-slander'] }, { guillotine: TWO_CRISES }), { 2: ['tabloid-empire'] });
    const asked = played(s, { type: 'playRevolution', seat: 0, card: 'media-slander' }).game;
    expect(refusal(asked, { type: 'takeOffRebel', seat: 1, crisis: 'militias' })).not.toBeNull();
    expect(refusal(asked, { type: 'takeOffRebel', seat: 2, crisis: 'pandemic' })).toMatchObject({ rule: 'tm.sacrifice' });
  });
});

describe('rev.fascist-thugs', () => {
  /** The Troublemaker in seat 2 of 4, so the Billionaires answer 3, 0, 1 in turn. */
  const thugs = (hands: Record<number, string[]>, guillotine = TWO_CRISES, extra: (s: GameState) => GameState = (s) => s) =>
    played(extra(revolutionaryTurn({ row: ['fascist-thugs'] }, { hands: hands as never, guillotine }, { seat: 2 })), {
      type: 'playRevolution',
      seat: 2,
      card: 'fascist-thugs',
    }).game;

  it("asks the Billionaires in turn from the player's left, each seeing the pile so far", () => {
    const s = thugs({ 0: ['bolts-9'], 1: ['bombs-9'], 3: ['dishes-7'] });
    expect(s.windows.at(-1)).toMatchObject({ kind: 'rev.thugs', seats: [3, 0, 1], mode: 'ordered' });
    expect(deciders(s)).toEqual([3]);
    const after = played(s, { type: 'throwToThugs', seat: 3, cards: ['dishes-7'] }).game;
    expect(deciders(after)).toEqual([0]);
    expect(viewOf(after, 1).modules.troublemakers?.resolving).toMatchObject({ kind: 'thugs', pile: [{ seat: 3, cards: ['dishes-7'] }] });
  });

  it('takes Resource cards only, at most two', () => {
    const s = thugs({ 3: ['bolts-9', 'audit-1', 'killer-robots'] });
    expect(legalMoves(s, 3)).toEqual([
      { type: 'throwToThugs', seat: 3, cards: [] },
      { type: 'throwToThugs', seat: 3, cards: ['bolts-9'] },
    ]);
    expect(refusal(s, { type: 'throwToThugs', seat: 3, cards: ['audit-1'] })).toMatchObject({ rule: 'rev.fascist-thugs', reason: expect.stringMatching(/Resource/) });
    expect(refusal(s, { type: 'throwToThugs', seat: 3, cards: ['killer-robots'] })).toMatchObject({ rule: 'rev.fascist-thugs' });
  });

  it('removes a Rebel for every full 3 points, picked by the biggest giver; the pile is discarded', () => {
    // Seat 0 gives 3, seat 1 gives 3 + 2: 8 in all, two Rebels; seat 1 gave the most.
    const s = thugs({ 0: ['bolts-9'], 1: ['bombs-9', 'bombs-4'], 3: [] });
    const out = playAll(s, [
      { type: 'throwToThugs', seat: 3, cards: [] },
      { type: 'throwToThugs', seat: 0, cards: ['bolts-9'] },
      { type: 'throwToThugs', seat: 1, cards: ['bombs-9', 'bombs-4'] },
    ]);
    expect(out.events).toContainEqual({ type: 'thugsCounted', rule: 'rev.fascist-thugs', player: 1, total: 8, rebels: 2 });
    expect(out.game.discard.slice(-3)).toEqual(['bolts-9', 'bombs-9', 'bombs-4']);
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'rev.thugs-remove', seats: [1] });
    // The removal is not optional: one move a Rebel, each naming a Crisis.
    expect(legalMoves(out.game, 1)).toEqual([
      { type: 'takeOffRebel', seat: 1, crisis: 'militias' },
      { type: 'takeOffRebel', seat: 1, crisis: 'wildfires' },
    ]);
    expect(refusal(out.game, { type: 'takeOffRebel', seat: 1 })).toMatchObject({ rule: 'rev.fascist-thugs' });
    const done = playAll(out.game, [
      { type: 'takeOffRebel', seat: 1, crisis: 'militias' },
      { type: 'takeOffRebel', seat: 1, crisis: 'militias' },
    ]);
    expect(rebels(done.game)).toEqual({ militias: 0, wildfires: 2 });
    expect(done.game.windows).toEqual([]);
    expect(troublemakersOf(done.game).resolving).toBeNull();
    expect(troublemakersOf(done.game).revolution!.discard).toEqual(['fascist-thugs']);
  });

  it('counts the pile under the Suit Policy in force', () => {
    // Weapons Galore!: Bombs count double, so a Bomb 3 and a Bomb 2 make 10: three Rebels.
    const galore = (s: GameState): GameState => ({ ...s, modules: { ...s.modules, policy: { ...s.modules.policy!, inForce: 'weapons-galore' } } });
    const s = thugs({ 0: [], 1: ['bombs-9', 'bombs-4'], 3: [] }, TWO_CRISES, galore);
    const out = playAll(s, [
      { type: 'throwToThugs', seat: 3, cards: [] },
      { type: 'throwToThugs', seat: 0, cards: [] },
      { type: 'throwToThugs', seat: 1, cards: ['bombs-9', 'bombs-4'] },
    ]);
    expect(out.events).toContainEqual({ type: 'thugsCounted', rule: 'rev.fascist-thugs', player: 1, total: 10, rebels: 3 });
  });

  it('settles a tie for the biggest giver by the pick the table chose', () => {
    for (const pick of [0, 3]) {
      const s = thugs({ 0: ['bolts-9'], 1: [], 3: ['dishes-9'] });
      const out = playAll({ ...s, chosen: { pick: [pick] } }, [
        { type: 'throwToThugs', seat: 3, cards: ['dishes-9'] },
        { type: 'throwToThugs', seat: 0, cards: ['bolts-9'] },
        { type: 'throwToThugs', seat: 1, cards: [] },
      ]);
      expect(out.events).toContainEqual({ type: 'thugsCounted', rule: 'rev.fascist-thugs', player: pick, total: 6, rebels: 2 });
      expect(out.game.windows.at(-1)).toMatchObject({ kind: 'rev.thugs-remove', seats: [pick] });
    }
  });

  it('takes every Rebel standing when the pile pays for more', () => {
    const s = thugs({ 0: ['bolts-9', 'bolts-8'], 1: [], 3: [] }, [{ card: 'militias', rebels: 1 }]);
    const out = playAll(s, [
      { type: 'throwToThugs', seat: 3, cards: [] },
      { type: 'throwToThugs', seat: 0, cards: ['bolts-9', 'bolts-8'] },
      { type: 'throwToThugs', seat: 1, cards: [] },
      { type: 'takeOffRebel', seat: 0, crisis: 'militias' },
    ]);
    expect(out.events).toContainEqual({ type: 'thugsCounted', rule: 'rev.fascist-thugs', player: 0, total: 6, rebels: 1 });
    expect(rebels(out.game)).toEqual({ militias: 0 });
    expect(out.game.windows).toEqual([]);
  });

  it('removes nothing when the pile is worth less than 3', () => {
    const s = thugs({ 0: ['bolts-1'], 1: [], 3: [] });
    const out = playAll(s, [
      { type: 'throwToThugs', seat: 3, cards: [] },
      { type: 'throwToThugs', seat: 0, cards: ['bolts-1'] },
      { type: 'throwToThugs', seat: 1, cards: [] },
    ]);
    expect(out.events).toContainEqual({ type: 'thugsCounted', rule: 'rev.fascist-thugs', player: null, total: 1, rebels: 0 });
    expect(out.game.discard.at(-1)).toBe('bolts-1');
    expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 2 });
    expect(out.game.windows).toEqual([]);
  });
});

describe('rev.hostages', () => {
  it('offers a sacrifice paired with each Billionaire owning the Mega Yacht, Celebrity Spouse or Scam Charity, or nothing', () => {
    const s = owning(revolutionaryTurn({ row: ['hostages'] }, { guillotine: TWO_CRISES }), { 2: ['mega-yacht'], 3: ['scam-charity'], 1: ['art-hoard'] });
    expect(choicesFor(s, 0, 'hostages')).toEqual([
      {},
      { crisis: 'militias', target: 2 },
      { crisis: 'militias', target: 3 },
      { crisis: 'wildfires', target: 2 },
      { crisis: 'wildfires', target: 3 },
    ]);
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'hostages', crisis: 'militias', target: 1 })).toMatchObject({ rule: 'rev.hostages' });
  });

  it('offers only the empty choice with no Rebel to sacrifice or no hostage to take', () => {
    const noRebel = owning(revolutionaryTurn({ row: ['hostages'] }, { guillotine: [{ card: 'militias', rebels: 0 }] }), { 2: ['celebrity-spouse'] });
    expect(choicesFor(noRebel, 0, 'hostages')).toEqual([{}]);
    const noTarget = revolutionaryTurn({ row: ['hostages'] }, { guillotine: TWO_CRISES });
    expect(choicesFor(noTarget, 0, 'hostages')).toEqual([{}]);
    const out = played(noTarget, { type: 'playRevolution', seat: 0, card: 'hostages' });
    expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 2 });
    expect(troublemakersOf(out.game).effects.hostage).toBeNull();
  });

  /** Hostages played on seat 2 (the Mega Yacht's owner), then seat 1's turn played, up to seat 2's. */
  const atHostageTurn = () => {
    const s = owning(revolutionaryTurn({ row: ['hostages'] }, { guillotine: TWO_CRISES, hands: { 2: ['bolts-9'] } }), { 2: ['mega-yacht'] });
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'hostages', crisis: 'militias', target: 2 });
    return { taken: out, turn: quietTurn(out.game) };
  };

  it('sacrifices the Rebel and marks the hostage', () => {
    const { taken } = atHostageTurn();
    expect(rebels(taken.game)).toEqual({ militias: 1, wildfires: 2 });
    expect(taken.events).toContainEqual({ type: 'rebelTakenOff', rule: 'rev.hostages', player: 0, crisis: 'militias', sacrificed: true });
    expect(taken.events).toContainEqual({ type: 'hostageTaken', rule: 'rev.hostages', player: 0, target: 2 });
    expect(troublemakersOf(taken.game).effects.hostage).toEqual({ seat: 2, by: 0, playing: false });
  });

  it("asks the player as the hostage's next turn begins", () => {
    const s = atHostageTurn().turn.game;
    expect(s.current).toBe(2);
    expect(s.windows.at(-1)).toMatchObject({ kind: 'rev.hostages', seats: [0] });
    expect(legalMoves(s, 0)).toEqual([
      { type: 'takeHostage', seat: 0, take: true },
      { type: 'takeHostage', seat: 0, take: false },
    ]);
    expect(legalMoves(s, 2)).toEqual([]);
  });

  it("hands the turn's own moves to the Revolutionary, shows them the hand, and gives control back as the turn ends", () => {
    const out = played(atHostageTurn().turn.game, { type: 'takeHostage', seat: 0, take: true });
    let s = out.game;
    expect(out.events).toContainEqual({ type: 'hostageTurn', rule: 'rev.hostages', player: 0, target: 2, take: true });
    expect(deciders(s)).toEqual([0]);
    expect(legalMoves(s, 2)).toEqual([]);
    const moves = legalMoves(s, 0);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => m.seat === 2)).toBe(true);
    const hand = s.players[2]!.hand;
    expect(viewOf(s, 0).modules.troublemakers?.hostageHand).toEqual(hand);
    expect(viewOf(s, 2).modules.troublemakers?.hostageHand).toBeNull();
    expect(viewOf(s, 1).modules.troublemakers?.hostageHand).toBeNull();
    // A decision asked of the whole table (a Policy setting) stays each seat's own, the hostage's included.
    const setting = startSetting(s, 'crisis').state;
    expect([...deciders(setting)].sort()).toEqual([1, 2, 3]);
    // The Revolutionary plays the turn: an Invest, then the bribe step, which is the turn's own too.
    s = played(
      s,
      moves.find((m) => m.type === 'invest')!,
    ).game;
    expect(s.windows.at(-1)).toMatchObject({ kind: 'policy.bribe', seats: [2] });
    expect(deciders(s)).toEqual([0]);
    s = played(s, { type: 'finishBribes', seat: 2 }).game;
    expect(s.current).toBe(3);
    expect(troublemakersOf(s).effects.hostage).toBeNull();
    expect(viewOf(s, 0).modules.troublemakers?.hostageHand).toBeNull();
    expect(deciders(s)).toEqual([3]);
  });

  it('lets the hostage play their own turn when the player declines', () => {
    const out = played(atHostageTurn().turn.game, { type: 'takeHostage', seat: 0, take: false });
    expect(troublemakersOf(out.game).effects.hostage).toBeNull();
    expect(deciders(out.game)).toEqual([2]);
    expect(legalMoves(out.game, 2).length).toBeGreaterThan(0);
  });

  it("leaves the hostage's Role alone: the player in control cannot use it, nor can the hostage on that turn", () => {
    let s = owning(revolutionaryTurn({ row: ['hostages'] }, { guillotine: [{ card: 'militias', rebels: 2 }], hands: { 2: ['bolts-9'] } }), { 2: ['mega-yacht'] });
    s = withHeld(s, 2, { role: 'banker', revealed: false });
    s = played(s, { type: 'playRevolution', seat: 0, card: 'hostages', crisis: 'militias', target: 2 }).game;
    s = quietTurn(s).game;
    s = played(s, { type: 'takeHostage', seat: 0, take: true }).game;
    expect(s.current).toBe(2);
    expect(legalMoves(s, 0).some((m) => m.type === 'revealBanker')).toBe(false);
    expect(legalMoves(s, 0).some((m) => m.seat === 2 && m.type === 'draw')).toBe(true);
    expect(legalMoves(s, 2)).toEqual([]);
    const out = play(s, { type: 'revealBanker', seat: 2 } as never);
    expect(out.ok ? null : out.illegal).toMatchObject({ rule: 'rev.hostages' });
  });
});

describe('rev.propaganda', () => {
  it('makes the target miss their next turn, for a sacrificed Rebel: play passes to the left', () => {
    const s = revolutionaryTurn({ row: ['propaganda-of-the-deed'] }, { guillotine: TWO_CRISES });
    expect(choicesFor(s, 0, 'propaganda-of-the-deed')).toEqual([{}, ...['militias', 'wildfires'].flatMap((crisis) => [1, 2, 3].map((target) => ({ crisis, target })))]);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'propaganda-of-the-deed', crisis: 'wildfires', target: 1 });
    expect(out.events).toContainEqual({ type: 'rebelTakenOff', rule: 'rev.propaganda', player: 0, crisis: 'wildfires', sacrificed: true });
    expect(out.events).toContainEqual({ type: 'turnToMiss', rule: 'rev.propaganda', player: 0, target: 1 });
    expect(out.events).toContainEqual({ type: 'turnMissed', rule: 'rev.propaganda', player: 1 });
    expect(out.game.current).toBe(2);
    expect(troublemakersOf(out.game).effects.missing).toEqual([]);
    expect(rebels(out.game)).toEqual({ militias: 2, wildfires: 1 });
  });

  it('waits for the target’s own turn, however far away', () => {
    const s = revolutionaryTurn({ row: ['propaganda-of-the-deed'] }, { guillotine: TWO_CRISES });
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'propaganda-of-the-deed', crisis: 'militias', target: 3 });
    expect(out.game.current).toBe(1);
    expect(troublemakersOf(out.game).effects.missing).toEqual([3]);
    const two = quietTurn(quietTurn(out.game).game);
    expect(two.events).toContainEqual({ type: 'turnMissed', rule: 'rev.propaganda', player: 3 });
    expect(two.game.current).toBe(0);
  });
});

describe('rev.involuntary-donation', () => {
  it('sends any Asset of any other Billionaire back to its Market, for a sacrificed Rebel', () => {
    const s = owning(revolutionaryTurn({ row: ['involuntary-donation'] }, { guillotine: [{ card: 'militias', rebels: 1 }] }), {
      1: ['art-hoard'],
      2: ['mega-yacht', 'cult-of-personality'],
    });
    expect(choicesFor(s, 0, 'involuntary-donation')).toEqual([
      {},
      { crisis: 'militias', target: 1, asset: 'art-hoard' },
      { crisis: 'militias', target: 2, asset: 'mega-yacht' },
      { crisis: 'militias', target: 2, asset: 'cult-of-personality' },
    ]);
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'involuntary-donation', crisis: 'militias', target: 1, asset: 'mega-yacht' })).toMatchObject({
      rule: 'rev.involuntary-donation',
    });
    // The Mega Yacht goes back to the Toys Market, which has room for it.
    const toys = s.markets.toys.assets;
    expect(toys.length).toBeLessThan(3);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'involuntary-donation', crisis: 'militias', target: 2, asset: 'mega-yacht' });
    expect(out.game.players[2]!.assets).toEqual(['cult-of-personality']);
    expect(out.game.markets.toys.assets).toEqual([...toys, 'mega-yacht']);
    expect(out.events).toContainEqual({ type: 'rebelTakenOff', rule: 'rev.involuntary-donation', player: 0, crisis: 'militias', sacrificed: true });
    expect(out.events).toContainEqual({ type: 'assetReturned', rule: 'assets.return', player: 2, asset: 'mega-yacht', market: 'toys' });
    expect(rebels(out.game)).toEqual({ militias: 0 });
  });

  it('does nothing when no other Billionaire holds an Asset', () => {
    const s = revolutionaryTurn({ row: ['involuntary-donation'] }, { guillotine: TWO_CRISES });
    expect(choicesFor(s, 0, 'involuntary-donation')).toEqual([{}]);
  });
});
