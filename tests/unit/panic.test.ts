/** Level 2: the Panic!, played through its explicit negotiation steps. */
import { describe, expect, it } from 'vitest';
import { crisesOf, deciders, legalMoves, panicOf, type PositionInput, rebelsOnCrises, stepOf } from '../../src/machine/index.ts';
import { eventOf, mustPlay, playAll, position, refusal, typesOf } from '../helpers/game.ts';
import { PANIC_BUY, PANIC_POSITION } from '../helpers/panic-position.ts';
import { moveLabel } from '../../src/components/playground/session.ts';

/** The shared table one Buy away from the Panic!, with any fields replaced. */
function beforePanic(extra: Partial<PositionInput> = {}): PositionInput {
  return { ...PANIC_POSITION, ...extra };
}

function inPanic(extra: Partial<PositionInput> = {}) {
  return mustPlay(position(beforePanic(extra)), PANIC_BUY);
}

describe('when the Panic! happens', () => {
  it('starts at the end of the turn in which seven Rebels first stand on Crises', () => {
    const { game, events } = inPanic();
    const types = typesOf(events);
    expect(rebelsOnCrises(game)).toBe(7);
    expect(types.indexOf('turnEnded')).toBeLessThan(types.indexOf('panicStarted'));
    expect(stepOf(game)).toBe('panic.negotiate');
    // A Panic! at the end of a turn (it was `origin: 'turn'`): the chart rests after the turn, under the window.
    expect(game.phase).toBe('turn.afterTurn');
    expect(panicOf(game).current).toMatchObject({ card: 'fascist-rule', by: 0, offers: [] });
    expect(eventOf(events, 'panicCardDrawn')).toMatchObject({ rule: 'panic.card', player: 0, panic: 'fascist-rule' });
    expect(deciders(game)).toEqual([0, 1, 2, 3]); // the whole table negotiates
  });

  it('is drawn by the player who caused the last Crisis', () => {
    // A Crisis Activated on someone else's earlier turn: the drawer is who caused the last one.
    const { game } = inPanic();
    expect(crisesOf(game).lastBy).toBe(0);
    expect(panicOf(game).current?.by).toBe(0);
  });

  it('uses a Panic! card the table has chosen', () => {
    const g = position(beforePanic());
    const { game } = playAll(g, [{ type: 'choose', outcome: { kind: 'panic', panic: 'panic-3' } }, PANIC_BUY]);
    expect(panicOf(game).current?.card).toBe('panic-3');
  });

  it('does not start below seven Rebels', () => {
    const g = position(beforePanic({ guillotine: [{ card: 'killer-robots', rebels: 3 }] }));
    const { game } = mustPlay(g, PANIC_BUY);
    expect(rebelsOnCrises(game)).toBe(5);
    expect(game.phase).toBe('turn.start');
  });

  it('happens only once a game', () => {
    const g = position(beforePanic({ panicDone: true }));
    const { game } = mustPlay(g, PANIC_BUY);
    expect(rebelsOnCrises(game)).toBe(7);
    expect(game.phase).toBe('turn.start');
    expect(game.current).toBe(1);
  });
});

describe('negotiating the sacrifice', () => {
  it('takes offers of one Asset per named type, from any players, and refuses the rest', () => {
    const { game } = inPanic();
    expect(refusal(game, { type: 'panicOffer', seat: 3, asset: 'noble-estate' }).code).toBe('panic.wrong-type');
    expect(refusal(game, { type: 'panicOffer', seat: 1, asset: 'think-tank' }).code).toBe('panic.not-held');
    const one = mustPlay(game, { type: 'panicOffer', seat: 1, asset: 'gang-of-lawyers' }).game;
    expect(refusal(one, { type: 'panicOffer', seat: 0, asset: 'think-tank' })).toMatchObject({ code: 'panic.type-covered', rule: 'panic.negotiate' });
    expect(refusal(one, { type: 'panicAgree', seat: 0 })).toMatchObject({ code: 'panic.incomplete', rule: 'panic.negotiate' });
    const back = mustPlay(one, { type: 'panicWithdraw', seat: 1, asset: 'gang-of-lawyers' }).game;
    expect(panicOf(back).current?.offers).toEqual([]);
    expect(panicOf(mustPlay(back, { type: 'panicOffer', seat: 0, asset: 'think-tank' }).game).current?.offers).toEqual([{ player: 0, asset: 'think-tank' }]);
  });

  it('lets one player offer all three', () => {
    const { game } = inPanic({
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1', 'locks-1'], assets: ['pyramid-scheme', 'think-tank', 'art-hoard'] },
        { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers'] },
        { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab'] },
        { billionaire: 'property-speculator', hand: ['locks-4'], assets: ['cult-of-personality'] },
      ],
    });
    const { game: agreed } = playAll(game, [
      { type: 'panicOffer', seat: 0, asset: 'pyramid-scheme' },
      { type: 'panicOffer', seat: 0, asset: 'think-tank' },
      { type: 'panicOffer', seat: 0, asset: 'art-hoard' },
      { type: 'choose', outcome: { kind: 'roll', value: 6 } },
      { type: 'panicAgree', seat: 0 },
    ]);
    expect(agreed.players[0]!.assets).toEqual([]);
  });

  it('allows trades between two players by agreement, but not of an Asset on offer', () => {
    const { game } = inPanic();
    const offered = mustPlay(game, { type: 'panicOffer', seat: 2, asset: 'tabloid-empire' }).game;
    expect(refusal(offered, { type: 'panicTrade', seat: 2, give: ['tabloid-empire'], partner: 3, take: ['noble-estate'] }).code).toBe('panic.trade-offered');
    expect(refusal(offered, { type: 'panicTrade', seat: 1, give: ['art-hoard'], partner: 1, take: ['gang-of-lawyers'] }).code).toBe('panic.trade-self');
    const { game: traded, events } = mustPlay(offered, { type: 'panicTrade', seat: 3, give: ['noble-estate'], partner: 1, take: ['art-hoard'] });
    expect(traded.players[3]!.assets).toContain('art-hoard');
    expect(traded.players[1]!.assets).toContain('noble-estate');
    expect(eventOf(events, 'panicTraded')).toMatchObject({ rule: 'panic.trade', player: 3, other: 1, give: ['noble-estate'], take: ['art-hoard'] });
    expect(stepOf(traded)).toBe('panic.negotiate');
  });

  it('lists offers, withdrawals, trades, agreement only when complete, and refusal as legal moves', () => {
    const { game } = inPanic();
    const kinds = new Set(legalMoves(game).map((m) => m.type));
    expect(kinds).toEqual(new Set(['panicOffer', 'panicTrade', 'panicRefuse']));
  });
});

describe('the outcome of the Panic!', () => {
  const complete = [
    { type: 'panicOffer', seat: 1, asset: 'gang-of-lawyers' },
    { type: 'panicOffer', seat: 1, asset: 'art-hoard' },
    { type: 'panicOffer', seat: 2, asset: 'tabloid-empire' },
  ] as const;

  it('on agreement returns the Assets, rolls the die and lets the roller choose which Rebels leave', () => {
    const { game } = inPanic();
    const { game: rolled, events } = playAll(game, [...complete, { type: 'choose', outcome: { kind: 'roll', value: 2 } }, { type: 'panicAgree', seat: 3 }]);
    expect(eventOf(events, 'dieRolled')).toMatchObject({ count: 2, player: 0 });
    expect(rolled.markets.influence.assets).toContain('gang-of-lawyers');
    expect(rolled.markets.legacy.assets).toContain('art-hoard');
    expect(rolled.markets.power.assets).toContain('tabloid-empire');
    expect(stepOf(rolled)).toBe('panic.remove');
    expect(deciders(rolled)).toEqual([0]);
    expect(legalMoves(rolled).map((m) => m.type)).toEqual(['removeRebel', 'removeRebel', 'removeRebel']);
    const done = playAll(rolled, [
      { type: 'removeRebel', crisis: 'pandemic' },
      { type: 'removeRebel', crisis: 'pandemic' },
    ]);
    // Pandemic stays beside the Guillotine with no Rebels left on it.
    expect(crisesOf(done.game).guillotine).toEqual([
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 0 },
      { card: 'doomsday-cults', rebels: 2 },
    ]);
    expect(typesOf(done.events)).toContain('panicEnded');
    expect(panicOf(done.game).done).toBe(true);
    expect(panicOf(done.game).deck).toEqual([]);
    expect(done.game.phase).toBe('turn.start');
    expect(done.game.current).toBe(1); // play passes to the left of the player whose turn it was
    expect(refusal(rolled, { type: 'removeRebel', crisis: 'floods' }).code).toBe('panic.not-active');
  });

  it('takes the last Rebels off by itself once only one Crisis still has any', () => {
    const { game } = inPanic();
    const { game: rolled } = playAll(game, [...complete, { type: 'choose', outcome: { kind: 'roll', value: 6 } }, { type: 'panicAgree', seat: 1 }]);
    expect(panicOf(rolled).current?.toRemove).toBe(6);
    const { game: done, events } = playAll(rolled, [
      { type: 'removeRebel', crisis: 'killer-robots' },
      { type: 'removeRebel', crisis: 'killer-robots' },
      { type: 'removeRebel', crisis: 'killer-robots' },
      { type: 'removeRebel', crisis: 'pandemic' },
      { type: 'removeRebel', crisis: 'pandemic' },
    ]);
    // The sixth comes off Doomsday Cults without a choice.
    expect(typesOf(events).filter((t) => t === 'rebelRemoved')).toHaveLength(6);
    expect(crisesOf(done).guillotine.find((c) => c.card === 'doomsday-cults')?.rebels).toBe(1);
    expect(rebelsOnCrises(done)).toBe(1);
    expect(done.phase).toBe('turn.start');
  });

  it('a failure changes nothing, and the Panic! cards still leave the game', () => {
    const { game } = inPanic();
    const before = game.players.map((p) => p.assets);
    const { game: failed, events } = playAll(game, [
      { type: 'panicOffer', seat: 1, asset: 'gang-of-lawyers' },
      { type: 'panicRefuse', seat: 2 },
    ]);
    expect(eventOf(events, 'panicFailed').rule).toBe('panic.failure');
    expect(failed.players.map((p) => p.assets)).toEqual(before);
    expect(rebelsOnCrises(failed)).toBe(7);
    expect(panicOf(failed).done).toBe(true);
    expect(panicOf(failed).deck).toEqual([]);
    expect(failed.phase).toBe('turn.start');
  });

  it('a trade that completes a set wins the game at once', () => {
    const { game } = inPanic({
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1', 'locks-1'], assets: ['pyramid-scheme', 'tabloid-empire', 'think-tank', 'art-hoard', 'noble-estate'] },
        { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['private-island'] },
        { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab'] },
        { billionaire: 'property-speculator', hand: ['locks-4'], assets: ['cult-of-personality'] },
      ],
    });
    // The War Profiteer needs two Power, an Influence, a Legacy and a Toys Asset: the Private Island completes the set.
    const { game: won, events } = mustPlay(game, { type: 'panicTrade', seat: 0, give: ['noble-estate'], partner: 1, take: ['private-island'] });
    expect(won.phase).toBe('gameOver');
    expect(won.result).toMatchObject({ kind: 'victory', winners: [0] });
    expect(eventOf(events, 'gameWon').player).toBe(0);
  });

  it('after a Panic! at the end of a Round, the next Round starts with the Poorest Player', () => {
    const g = position({
      ...beforePanic(),
      players: [
        { billionaire: 'war-profiteer', hand: ['bombs-1'], assets: ['pyramid-scheme', 'think-tank'] },
        { billionaire: 'media-baron', hand: ['dishes-1'], assets: ['gang-of-lawyers', 'art-hoard'] },
        { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['cryogenic-lab', 'tabloid-empire'] },
        { billionaire: 'property-speculator', hand: ['locks-4'], assets: [] },
      ],
      markets: {},
      deck: ['bolts-4'],
      deckSize: 1,
      crisesAside: ['doomsday-cults', 'floods'],
    });
    const { game, events } = playAll(g, [{ type: 'draw' }, { type: 'invest', card: 'bombs-1', market: 'toys' }]);
    expect(stepOf(game)).toBe('panic.negotiate');
    // A Panic! at the end of a Round (it was `origin: 'round'`): the chart rests after the Round's Crisis.
    expect(game.phase).toBe('endOfRound.panic');
    expect(typesOf(events)).not.toContain('firstPlayer');
    const after = mustPlay(game, { type: 'panicRefuse', seat: 0 });
    expect(eventOf(after.events, 'firstPlayer').player).toBe(3);
    expect(after.game.current).toBe(3);
    expect(after.game.round).toBe(2);
  });
});

describe('a Panic! trade in the history', () => {
  it('credits the player who gives: a gift from the partner is not labelled as the mover’s', () => {
    const { game } = inPanic();
    // The War Profiteer (seat 0) records a gift from the Media Baron (seat 1).
    const gift = { type: 'panicTrade', seat: 0, partner: 1, give: [], take: ['gang-of-lawyers'] } as const;
    expect(moveLabel(game, gift, 'table')).toBe('The Media Baron gives Gang of Lawyers to the War Profiteer');
    // Other moves still start with who moved.
    expect(moveLabel(game, { type: 'panicOffer', seat: 1, asset: 'gang-of-lawyers' }, 'table')).toMatch(/^The Media Baron: /);
  });
});
