/**
 * The Troublemaker and the Panic! (`tm.revolutionary`, `panic.card`): a Declared Revolutionary who
 * caused the last Crisis does not draw the Panic! card, roll or pick the Rebels; the Billionaire to
 * their left does (correction `troublemakers.revolutionary-panic`). A Troublemaker who has not
 * Declared still does, as the Reformist they play.
 */
import { describe, expect, it } from 'vitest';
import { ASSETS, cardsOf, createFromPosition, crisesOf, type GameState, legalMoves, type Move, panicOf, positionOf } from '../../../src/machine/index.ts';
import { violations } from '../../helpers/invariants.ts';
import { owning, pastOpening, played, playAll, revolutionaryTurn, staged, tmGame } from './helpers.ts';

/** Crises with five Rebels, the last caused by the Troublemaker (seat 0): two more bring the Panic!. */
const FIVE = [
  { card: 'militias' as const, rebels: 3 },
  { card: 'wildfires' as const, rebels: 2 },
];
const causedBy = (s: GameState, seat: number): GameState => ({ ...s, modules: { ...s.modules, crises: { ...crisesOf(s), lastBy: seat } } });

/** The Revolutionary completes three Organize! cards: seven Rebels stand at the end of the turn. */
function revolutionaryPanic(uncorrected?: readonly string[]) {
  let s = causedBy(revolutionaryTurn({ row: ['organize-3'], organized: ['organize-1', 'organize-2'] }, { guillotine: FIVE }), 0);
  if (uncorrected) s = { ...s, options: { ...s.options, uncorrected } };
  return played(s, { type: 'playRevolution', seat: 0, card: 'organize-3', crisis: 'wildfires' });
}

describe('tm.revolutionary: a Declared Revolutionary takes no part in the Panic!', () => {
  it('has the Billionaire to their left draw the Panic! card, though the Revolutionary caused the last Crisis', () => {
    const out = revolutionaryPanic();
    const started = out.events.find((e) => e.type === 'panicStarted');
    const drawn = out.events.find((e) => e.type === 'panicCardDrawn');
    expect(started).toMatchObject({ player: 0, count: 7 });
    expect(drawn).toMatchObject({ player: 1 });
    expect(panicOf(out.game).current?.by).toBe(1);
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'panic.negotiate' });
    expect(out.game.windows.at(-1)!.seats).not.toContain(0);
    expect(legalMoves(out.game, 0)).toEqual([]);
  });

  it('has the stand-in roll the die and pick the Rebels after a sacrifice', () => {
    const before = revolutionaryTurn({ row: ['organize-3'], organized: ['organize-1', 'organize-2'] }, { guillotine: FIVE });
    // Seat 2 holds one Asset of each type the first Panic! card names, and offers all three.
    const card = panicOf(before).deck[0]!;
    const gifts = cardsOf(before)
      .panicTypes(card)
      .map((t) => ASSETS.find((a) => cardsOf(before).assetType(a.id) === t && !before.players.some((p) => p.assets.includes(a.id)))!.id);
    const s = { ...causedBy(owning(before, { 2: gifts }), 0), chosen: { roll: [1] } };
    const out = playAll(s, [
      { type: 'playRevolution', seat: 0, card: 'organize-3', crisis: 'wildfires' },
      ...gifts.map((asset) => ({ type: 'panicOffer', seat: 2, asset })),
      { type: 'panicAgree', seat: 2 },
    ]);
    expect(out.events).toContainEqual({ type: 'dieRolled', rule: 'panic.success', player: 1, count: 1 });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'panic.remove', seats: [1] });
    expect(legalMoves(out.game, 0)).toEqual([]);
    const removed = played(out.game, legalMoves(out.game, 1).find((m) => m.type === 'removeRebel') as Move);
    expect(removed.events).toContainEqual(expect.objectContaining({ type: 'rebelRemoved', player: 1 }));
  });

  it('skips past the Troublemaker when the last Crisis was caused by the seat to their right', () => {
    // Seat 0 is the Troublemaker: a Crisis caused by seat 3 still gives the card to seat 3.
    const s = causedBy(revolutionaryTurn({ row: ['organize-3'], organized: ['organize-1', 'organize-2'] }, { guillotine: FIVE }), 3);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'organize-3', crisis: 'wildfires' });
    expect(panicOf(out.game).current?.by).toBe(3);
  });

  it('lets the Revolutionary draw, as before, in a game played without the correction (an older link)', () => {
    const out = revolutionaryPanic(['troublemakers.revolutionary-panic']);
    expect(out.events.find((e) => e.type === 'panicCardDrawn')).toMatchObject({ player: 0 });
    expect(panicOf(out.game).current?.by).toBe(0);
    expect(violations(out.game)).toEqual([]);
  });

  it('refuses a position where a Declared Revolutionary drew the Panic! card, unless it plays without the correction', () => {
    const out = revolutionaryPanic(['troublemakers.revolutionary-panic']);
    const input = positionOf(out.game);
    const refused = createFromPosition({ ...input, uncorrected: undefined });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.reason).toMatch(/no part in the Panic!/);
    expect(createFromPosition(input).ok).toBe(true);
  });
});

describe('tm.reformist: a Troublemaker who has not Declared still takes part in the Panic!', () => {
  it('draws the Panic! card when they caused the last Crisis, corrected or not', () => {
    for (const uncorrected of [undefined, ['troublemakers.revolutionary-panic']]) {
      const base = pastOpening(tmGame(4, { troublemaker: 0, firstPlayer: 0, ...(uncorrected ? { uncorrected } : {}) }));
      const s = causedBy(
        staged(base, {
          hands: { 0: ['bolts-9'] },
          deckTop: [],
          guillotine: [
            { card: 'militias', rebels: 3 },
            { card: 'wildfires', rebels: 2 },
            { card: 'pandemic', rebels: 2 },
          ],
        }),
        0,
      );
      const invest = legalMoves(s, 0).find((m) => m.type === 'invest')!;
      let out = played(s, invest);
      while (out.game.windows.at(-1)?.kind === 'policy.bribe') {
        const next = played(out.game, { type: 'finishBribes', seat: 0 });
        out = { game: next.game, events: [...out.events, ...next.events] };
      }
      expect(out.events.find((e) => e.type === 'panicCardDrawn')).toMatchObject({ player: 0 });
      expect(panicOf(out.game).current?.by).toBe(0);
    }
  });
});
