/** The invariant checker used by the property tests must itself catch broken tables. */
import { describe, expect, it } from 'vitest';
import { crisesOf, type GameState, type Move, panicOf, type PanicState, play } from '../../src/machine/index.ts';
import { stepViolations, violations } from '../helpers/invariants.ts';
import { chooseMove, deepFreeze } from '../helpers/random-play.ts';
import { chooseTableMove, consider, pickMove, pickSeat } from '../helpers/policy.ts';
import { position } from '../helpers/game.ts';

const s = position({
  players: [
    { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['art-hoard'] },
    { billionaire: 'media-baron', hand: ['dishes-1', 'dishes-4'] },
    { billionaire: 'war-profiteer' },
  ],
  markets: { toys: { faceUp: 'bombs-1', faceDown: ['bombs-4'] } },
});

const withPlayer = (i: number, change: Partial<GameState['players'][number]>): GameState => ({
  ...s,
  players: s.players.map((p, j) => (j === i ? { ...p, ...change } : p)),
});

type CrisesSlice = ReturnType<typeof crisesOf>;
type PanicSlice = ReturnType<typeof panicOf>;
/** The state with its Crises slice changed (made if missing, as at Level 1). */
const withCrises = (g: GameState, change: Partial<CrisesSlice>): GameState => ({ ...g, modules: { ...g.modules, crises: { ...crisesOf(g), ...change } } });
/** The state with its Panic! slice changed (made if missing, as at Level 1). */
const withPanic = (g: GameState, change: Partial<PanicSlice>): GameState => ({ ...g, modules: { ...g.modules, panic: { ...panicOf(g), ...change } } });

describe('violations', () => {
  it('finds nothing wrong with a sound table', () => {
    expect(violations(s)).toEqual([]);
  });

  it('catches a card in two places, a lost card and a foreign card', () => {
    expect(violations(withPlayer(2, { hand: ['bombs-1'] })).join()).toMatch(/card bombs-1 is in 2 places/);
    expect(violations({ ...s, deck: s.deck.slice(1) }).join()).toMatch(/is in 0 places/);
    expect(violations({ ...s, discard: [...s.discard, 'killer-robots'] }).join()).toMatch(/killer-robots is not part of this game/);
  });

  it('catches an Asset in two places or nowhere, and at the wrong Market', () => {
    expect(violations(withPlayer(1, { assets: ['art-hoard'] })).join()).toMatch(/asset art-hoard is in 2 places/);
    expect(violations(withPlayer(0, { assets: [] })).join()).toMatch(/asset art-hoard is in 0 places/);
    const wrong = { ...s, markets: { ...s.markets, toys: { ...s.markets.toys, assets: [...s.markets.toys.assets, 'art-hoard' as const] } } };
    expect(violations({ ...wrong, players: withPlayer(0, { assets: [] }).players }).join()).toMatch(/art-hoard sits in the wrong market toys/);
  });

  it('catches four Assets in a Market, a hand of three, and cards at a closed Market', () => {
    const four = {
      ...s,
      unusedAssets: s.unusedAssets.filter((a) => a !== 'luxury-jet'),
      markets: { ...s.markets, toys: { ...s.markets.toys, assets: [...s.markets.toys.assets, 'luxury-jet' as const] } },
    };
    expect(violations(four).join()).toMatch(/toys holds 4 assets/);
    const three = { ...withPlayer(1, { hand: ['dishes-1', 'dishes-4', s.deck[0]!] }), deck: s.deck.slice(1) };
    expect(violations(three).join()).toMatch(/player 1 holds 3 cards/);
    const closed = { ...s, players: withPlayer(2, { assets: [...s.markets.toys.assets] }).players, markets: { ...s.markets, toys: { ...s.markets.toys, assets: [] } } };
    expect(violations(closed).join()).toMatch(/closed market toys holds cards/);
  });

  it('catches leftovers of a phase: a Buy, a card aside, an Emergency queue', () => {
    expect(violations({ ...s, aside: ['diamonds-1'], players: withPlayer(0, { hand: [] }).players }).join()).toMatch(/a card aside in turn.start/);
    // The Emergency queue is now a decision window.
    expect(violations({ ...s, windows: [{ kind: 'endOfRound.emergency', seats: [1], mode: 'ordered', done: [] }] }).join()).toMatch(
      /an Emergency Measures window open in turn.start/,
    );
  });

  it('catches a window that asks a seat not at the table, and a game nobody may act in', () => {
    expect(violations({ ...s, phase: 'endOfRound.emergency', windows: [{ kind: 'endOfRound.emergency', seats: [3], mode: 'ordered', done: [] }] }).join()).toMatch(
      /window endOfRound.emergency names no such seat 3/,
    );
    expect(violations({ ...s, phase: 'endOfRound.emergency', windows: [{ kind: 'endOfRound.emergency', seats: [1], mode: 'ordered', done: [1] }] }).join()).toMatch(
      /nobody may act in endOfRound.emergency/,
    );
  });

  it('catches an Invested card that is not face-down in a Market', () => {
    expect(violations(withPlayer(0, { invested: ['bombs-4'] }))).toEqual([]); // it lies face-down at Toys
    expect(violations(withPlayer(0, { invested: ['bombs-1'] })).join()).toMatch(/player 0 Invested bombs-1 but it is not face-down in a Market/);
  });
});

describe('Level 2 violations', () => {
  const l2 = position({
    level: 2,
    players: [
      { billionaire: 'aristocrat', hand: ['diamonds-1'], assets: ['art-hoard'] },
      { billionaire: 'media-baron', hand: ['dishes-1'] },
      { billionaire: 'war-profiteer' },
    ],
    guillotine: [
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 1 },
    ],
    lastCrisisBy: 1,
  });
  const withGuillotine = (guillotine: CrisesSlice['guillotine'], panic: Partial<PanicSlice> = {}): GameState =>
    withPanic(withCrises(l2, { aside: crisesOf(l2).aside.filter((c) => !guillotine.some((g) => g.card === c)), guillotine }), panic);

  it('finds nothing wrong with a sound Level 2 table', () => {
    expect(violations(l2)).toEqual([]);
  });

  it('catches more Rebels on a Crisis than its icons, and a lost Crisis card', () => {
    expect(
      violations(
        withCrises(l2, {
          guillotine: [
            { card: 'killer-robots', rebels: 4 },
            { card: 'pandemic', rebels: 1 },
          ],
        }),
      ).join(),
    ).toMatch(/killer-robots carries 4 Rebels \(icons: 3\)/);
    expect(violations(withCrises(l2, { guillotine: [{ card: 'killer-robots', rebels: 3 }] })).join()).toMatch(/card pandemic is in 0 places/);
  });

  it('catches ten Rebels on Crises in a game that goes on, and a Revolution with fewer', () => {
    const ten = withGuillotine(
      [
        { card: 'killer-robots', rebels: 3 },
        { card: 'pandemic', rebels: 2 },
        { card: 'floods', rebels: 2 },
        { card: 'debt-crisis', rebels: 2 },
        { card: 'poverty', rebels: 1 },
      ],
      { done: true, deck: [] },
    );
    expect(violations(ten).join()).toMatch(/all 10 Rebels stand on Crises but the game is not over/);
    const early = { ...l2, phase: 'gameOver' as const, result: { kind: 'revolution' as const, winners: [], rule: 'revolution.all-rebels' as const, by: 1 } };
    expect(violations(early).join()).toMatch(/the Revolution with only 4 Rebels/);
  });

  it('catches seven Rebels without the Panic!, Panic! cards after it, and a Panic! outside its phases', () => {
    const seven = withGuillotine([
      { card: 'killer-robots', rebels: 3 },
      { card: 'pandemic', rebels: 2 },
      { card: 'floods', rebels: 2 },
    ]);
    expect(violations(seven).join()).toMatch(/7 Rebels on Crises, the Panic! has not happened/);
    expect(violations(withPanic(l2, { done: true })).join()).toMatch(/the Panic! is done but its cards or its state remain/);
    const panic: PanicState = { card: panicOf(l2).deck[0]!, by: 1, offers: [], roll: null, toRemove: 0 };
    // The Panic! phases are now decision windows: a Panic! in progress with no window open.
    expect(violations(withPanic(l2, { current: panic })).join()).toMatch(/step turn.start with a Panic! in progress/);
    const negotiating: GameState = { ...l2, phase: 'turn.afterTurn', windows: [{ kind: 'panic.negotiate', seats: [0, 1, 2], mode: 'together', done: [] }] };
    expect(violations(withPanic(negotiating, { current: { ...panic, offers: [{ player: 1, asset: 'art-hoard' }] } })).join()).toMatch(
      /art-hoard is on offer from seat 1, who does not hold it/,
    );
  });

  it('catches a Level 2 zone in a Level 1 game', () => {
    expect(violations(withPanic(s, { done: true })).join()).toMatch(/the Panic! at Level 1/);
    expect(violations(withCrises(s, {})).join()).toMatch(/module slices at Level 1: crises/);
  });

  it('catches moves that take a Crisis away, move Rebels silently, or start a second Panic!', () => {
    const draw: Move = { type: 'draw', seat: 0 };
    const guillotine = crisesOf(l2).guillotine;
    expect(stepViolations(l2, draw, withCrises(l2, { guillotine: guillotine.slice(1) }), []).join()).toMatch(/a Crisis left the Guillotine/);
    expect(stepViolations(l2, draw, withCrises(l2, { guillotine: [{ card: 'killer-robots', rebels: 2 }, guillotine[1]!] }), []).join()).toMatch(
      /killer-robots went from 3 to 2 Rebels with 0 removed/,
    );
    const done = withPanic(l2, { done: true, deck: [] });
    expect(stepViolations(done, draw, done, [{ type: 'panicStarted', rule: 'panic.trigger', player: 1, count: 7 }]).join()).toMatch(/a second Panic!/);
  });
});

describe('random-play helpers', () => {
  it('chooseMove picks a kind first, then a move of that kind', () => {
    const moves = [
      { type: 'draw', seat: 0 },
      { type: 'pass', seat: 0 },
      { type: 'exchangeMarkets', seat: 0, markets: ['toys', 'power'] },
      { type: 'exchangeMarkets', seat: 0, markets: ['toys', 'vanity'] },
    ] as const;
    // draw has weight 3, the others 1: kinds are draw ×3, pass, exchangeMarkets.
    expect(chooseMove(moves, 0, 0)).toEqual({ type: 'draw', seat: 0 });
    expect(chooseMove(moves, 3, 0)).toEqual({ type: 'pass', seat: 0 });
    expect(chooseMove(moves, 4, 1)).toEqual({ type: 'exchangeMarkets', seat: 0, markets: ['toys', 'vanity'] });
  });

  it('the cautious player skips Buys where a Crisis lies when it can Buy elsewhere; the bold one does not', () => {
    const g = position({
      level: 2,
      players: [{ billionaire: 'aristocrat', hand: ['diamonds-1', 'diamonds-4'] }, { billionaire: 'media-baron', hand: ['dishes-1'] }, { billionaire: 'war-profiteer' }],
      markets: { toys: { faceUp: 'bombs-1', faceDown: ['floods'] } },
      phase: 'turn.action',
    });
    const buys = [
      { type: 'buy', seat: 0, market: 'toys', cards: ['diamonds-1'] },
      { type: 'buy', seat: 0, market: 'vanity', cards: ['diamonds-1'] },
    ] as const;
    expect(consider(g, buys, 'bold')).toEqual(buys);
    expect(consider(g, buys, 'cautious')).toEqual([buys[1]]);
    expect(consider(g, [buys[0]], 'cautious')).toEqual([buys[0]]); // no safe Buy: it may still risk one
    expect(pickMove(g, buys, 0, 0, { style: 'cautious' })).toEqual(buys[1]);
  });

  it('chosen outcomes come only at Level 2, for one pick in 23, and are real table moves', () => {
    const l2 = position({ level: 2, players: [{ billionaire: 'aristocrat' }, { billionaire: 'media-baron' }, { billionaire: 'war-profiteer' }] });
    expect(chooseTableMove(s, 0, 0)).toBeNull();
    expect(chooseTableMove(l2, 1, 0)).toBeNull();
    const picked = [0, 32, 64].map((k) => chooseTableMove(l2, k * 23, 5));
    expect(new Set(picked.map((m) => m?.type))).toEqual(new Set(['choose']));
    // Each was a move type of its own (nextRoll, nextCrisis, nextPanic); now one `choose` move per kind of outcome.
    const kinds = new Set(picked.map((m) => (m?.type === 'choose' ? m.outcome.kind : undefined)));
    expect(kinds).toEqual(new Set(['roll', 'crisis', 'panic']));
    for (const m of picked) expect(play(l2, m).ok).toBe(true);
  });

  it('pickSeat picks one of the deciding seats, none once the game is over', () => {
    expect(pickSeat(s, 12345)).toBe(s.current);
    const negotiating: GameState = { ...s, phase: 'turn.afterTurn', windows: [{ kind: 'panic.negotiate', seats: [0, 1, 2], mode: 'together', done: [] }] };
    expect(new Set([0, 1, 2].map((k) => pickSeat(negotiating, k << 11)))).toEqual(new Set([0, 1, 2]));
    expect(pickSeat({ ...s, phase: 'gameOver' }, 0)).toBeNull();
  });

  it('deepFreeze makes every write throw', () => {
    const frozen = deepFreeze({ a: { b: [1] } });
    expect(() => {
      (frozen.a.b as number[]).push(2);
    }).toThrow(TypeError);
  });
});
