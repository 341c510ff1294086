/**
 * The simple computer player at a table with the Troublemaker (src/players/troublemaker.ts,
 * troublemaker-windows.ts, revolution-cards.ts, fix-chance.ts): each decision in a position made for
 * it, with the move it makes and the reason it gives.
 *   - The Reformist draws its Round card, Fixes the Crisis with the most Rebel icons among those it
 *     Fixes in half the ways or better (the chance as fix-chance.ts counts it), otherwise Invests a
 *     Crisis it holds or swaps up a card; it accepts every offer. A hidden Revolutionary never Fixes to win (only to fail, with a Crisis card alone),
 *     and Declares once six Rebels stand on the Crises.
 *   - Billionaires offer a weak card of another Suit to a Fix, none to a Fix that would win the game
 *     for the Reformist, a Crisis when they hold the Celebrity; pay the Thugs when the Rebels are
 *     high; take a Rebel off the Crisis with the most; trade a weak hand to an Infiltrator.
 *   - The Declared Revolutionary completes Organize! onto a Crisis, plays nothing that takes a Rebel
 *     off when something else will do, spends a Rebel on Propaganda of the Deed against the leading
 *     Billionaire, puts in force the Policy of a Suit nobody plays, takes a hostage's turn and wastes
 *     the hostage's best card, and places a Boycott's cards.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, crisesOf, deciders, type GameState, legalMoves, type Move, POLICY_CARDS, resolveCards, sameMove } from '../../src/machine/index.ts';
import { chooseMove } from '../../src/players/index.ts';
import { fixChance } from '../../src/players/fix-chance.ts';
import { declared, owning, pastOpening, played, staged, tmGame, withSlice } from './troublemakers/helpers.ts';

const simple = (state: GameState, seat: number) => chooseMove('simple', state, seat, 1);

/** Four seats: the Troublemaker (seat 0, first to play), the War Profiteer (Bombs), the Tech Overlord (Bolts), the Aristocrat (Diamonds). */
const opening = () => pastOpening(tmGame(4, { troublemaker: 0, firstPlayer: 0, billionaires: ['war-profiteer', 'tech-overlord', 'aristocrat'] }));

/** The Reformist (seat 0) to act, holding `hand`, with these Crises beside the Guillotine. */
function reformistTurn(hand: readonly CardId[], guillotine: readonly { card: CardId; rebels: number }[], others: Record<number, readonly CardId[]> = {}): GameState {
  return withSlice(staged(opening(), { hands: { 0: hand, 1: [], 2: [], 3: [], ...others }, deckTop: [], guillotine }), { alignment: 'reformist' });
}

const THREE_CRISES = [
  { card: 'crisis-10', rebels: 1 },
  { card: 'killer-robots', rebels: 2 },
  { card: 'pandemic', rebels: 2 },
] as const;

/** The decision must be among the seat's legal moves. */
function decide(state: GameState, seat: number) {
  const d = simple(state, seat);
  expect(legalMoves(state, seat).some((m) => sameMove(m, d.move))).toBe(true);
  return d;
}

/** Simple players for every seat until `until` holds (at most `max` moves). */
function playUntil(state: GameState, until: (s: GameState) => boolean, max = 300): GameState {
  let s = state;
  for (let i = 0; i < max && !until(s); i++) s = played(s, simple(s, deciders(s)[0]!).move).game;
  if (!until(s)) throw new Error('never reached the position wanted');
  return s;
}

describe('the Reformist', () => {
  it('draws its Round card', () => {
    const made = tmGame(4, { troublemaker: 0, firstPlayer: 0 });
    const s = playUntil(made, (st) => legalMoves(st, 0).some((m) => m.type === 'roundCard'));
    const d = decide(s, 0);
    expect(d.move).toMatchObject({ type: 'roundCard', take: true });
    expect(d.reason).toMatch(/^Draws its Round card: it holds no card, and every card may help a Fix\.$/);
  });

  it('Fixes the Crisis with the most Rebel icons it is likely to Fix, with all its cards', () => {
    const s = reformistTurn(['locks-9', 'locks-8'], THREE_CRISES);
    const d = decide(s, 0);
    // 6 points: sure against one card (Unnamed Crisis 10), likely against two (Pandemic), not against three (Killer Robots!).
    expect(fixChance(s, 0, 'crisis-10', ['locks-9', 'locks-8'])).toBe(1);
    expect(fixChance(s, 0, 'killer-robots', ['locks-9', 'locks-8'])).toBeLessThan(0.5);
    const chance = fixChance(s, 0, 'pandemic', ['locks-9', 'locks-8']);
    expect(chance).toBeGreaterThanOrEqual(0.5);
    expect(d.move).toMatchObject({ type: 'fixCrisis', crisis: 'pandemic' });
    expect([...(d.move as Extract<Move, { type: 'fixCrisis' }>).cards].sort()).toEqual(['locks-8', 'locks-9']);
    expect(d.reason).toBe(
      `Fixes Pandemic with 3 Locks and 3 Locks: against 2 cards drawn it wins in ${Math.round(chance * 100)}% of the ways they could come, before any offer, and its 2 Rebel icons would bring its Fixed Crises to 2 of 7.`,
    );
  });

  it('counts a Fix against one card as likelier than against three', () => {
    const s = reformistTurn(['locks-5', 'locks-4'], THREE_CRISES);
    expect(fixChance(s, 0, 'crisis-10', ['locks-5', 'locks-4'])).toBeGreaterThan(fixChance(s, 0, 'killer-robots', ['locks-5', 'locks-4']));
    expect(fixChance(s, 0, 'crisis-10', [])).toBe(0);
  });

  it('Invests a Crisis it holds when no Fix is likely', () => {
    const d = decide(reformistTurn(['debt-crisis', 'locks-1'], THREE_CRISES), 0);
    expect(d.move).toMatchObject({ type: 'invest', card: 'debt-crisis' });
    expect(d.reason).toMatch(
      /^No Fix is likely enough \(half the ways or better\), so it Invests Debt Crisis at \w+: a Crisis counts 3 against a Fix, and in a Market it waits for a buyer\.$/,
    );
  });

  it('otherwise swaps its weakest card for a stronger face-up card', () => {
    const d = decide(reformistTurn(['locks-1'], THREE_CRISES), 0);
    expect(d.move).toMatchObject({ type: 'exchangeHand', card: 'locks-1' });
    expect(d.reason).toMatch(/^No Fix is likely enough .* so it swaps 1 Locks for .+, face-up at \w+: \d+ more points? in hand, for a Fix\.$/);
  });

  it('accepts every offer, and says why', () => {
    let s = reformistTurn(['locks-9', 'locks-8'], THREE_CRISES, { 1: ['diamonds-2'], 2: ['bombs-3'], 3: [] });
    s = played(s, { type: 'fixCrisis', seat: 0, crisis: 'killer-robots', cards: ['locks-9', 'locks-8'] }).game;
    for (const seat of [1, 2, 3]) s = played(s, simple(s, seat).move).game;
    const d = decide(s, 0);
    expect(d.move).toMatchObject({ type: 'acceptFixOffers', seats: [1, 2] });
    expect(d.reason).toBe('Accepts every offer: it cannot see the cards, and though a Crisis among them would count 3 against the Fix, most offers add points.');
  });
});

describe('a hidden Revolutionary', () => {
  it('never Fixes, even with a Fix it would win', () => {
    const s = withSlice(reformistTurn(['locks-9', 'locks-8'], THREE_CRISES), { alignment: 'revolutionary' });
    const d = decide(s, 0);
    expect(d.move.type).not.toBe('fixCrisis');
    expect(d.reason).toMatch(/^As a hidden Revolutionary it only Fixes to fail \(the Crises are its allies\), so it/);
  });

  it('Fixes with a Crisis card alone, to fail: the Crisis is Activated and it still passes for a Reformist', () => {
    const s = withSlice(reformistTurn(['locks-9', 'doomsday-cults'], THREE_CRISES), { alignment: 'revolutionary' });
    const d = decide(s, 0);
    expect(d.move).toMatchObject({ type: 'fixCrisis', cards: ['doomsday-cults'] });
    expect(d.reason).toMatch(/^Fixes .+ with Doomsday Cults alone, meaning it to fail: that Crisis counts 3 against the Fix and is Activated/);
  });

  it('Declares once six Rebels stand on the Crises, and not before (in the first Rounds)', () => {
    const at = (rebels: readonly [number, number]) => {
      const s = staged(withSlice(opening(), { alignment: 'revolutionary' }), {
        hands: {},
        deckTop: [],
        guillotine: [
          { card: 'killer-robots', rebels: rebels[0] },
          { card: 'crisis-12', rebels: rebels[1] },
        ],
      });
      return { ...s, phase: 'turn.start' } as GameState;
    };
    const d = decide(at([3, 3]), 0);
    expect(d.move.type).toBe('declare');
    expect(d.reason).toBe('Declares the Revolution: 6 Rebels stand on the Crises, and its Revolution cards can bring the ten.');
    expect(decide(at([2, 3]), 0).move.type).not.toBe('declare');
  });
});

describe('Billionaires asked to help a Fix', () => {
  /** The Fix of Killer Robots! under way, the offers asked from seat 1; seat 3 holds `role` if given. */
  function asked(hands: Record<number, readonly CardId[]>, fixed: readonly CardId[] = [], celebrity = false): GameState {
    let s = staged(reformistTurn(['locks-9', 'locks-8'], THREE_CRISES, hands), { hands: {}, deckTop: [], guillotine: THREE_CRISES });
    s = withSlice(s, { fixed });
    if (celebrity) s = { ...s, modules: { ...s.modules, roles: { ...s.modules.roles!, held: [null, { role: 'celebrity', revealed: false }, null, null] } } };
    return played(s, { type: 'fixCrisis', seat: 0, crisis: 'killer-robots', cards: ['locks-9', 'locks-8'] }).game;
  }

  it('offer their weakest card of another Suit', () => {
    const d = decide(asked({ 1: ['bombs-9', 'locks-2', 'diamonds-4'] }), 1);
    expect(d.move).toMatchObject({ type: 'offerFixCard', card: 'locks-2' });
    expect(d.reason).toBe('Offers 1 Locks face-down: a weak card of another Suit, and a Fix sends the Rebels on Killer Robots! back to the reserve.');
  });

  it('offer nothing when they hold no weak card of another Suit', () => {
    const d = decide(asked({ 1: ['bombs-2', 'locks-9'] }), 1);
    expect(d.move).toEqual({ type: 'offerFixCard', seat: 1 });
    expect(d.reason).toBe('Offers no card: it holds no weak card of another Suit (2 or less) to spare.');
  });

  it('offer nothing to a Fix that would win the game for the Reformist', () => {
    const d = decide(asked({ 1: ['locks-2'] }, ['crisis-12', 'floods']), 1);
    expect(d.move).toEqual({ type: 'offerFixCard', seat: 1 });
    expect(d.reason).toBe('Offers no card: Fixing Killer Robots! would give the Reformist 8 Rebel icons, and the game.');
  });

  it('offer a Crisis when they hold the Celebrity', () => {
    const d = decide(asked({ 1: ['locks-2', 'debt-crisis'] }, [], true), 1);
    expect(d.move).toMatchObject({ type: 'offerFixCard', card: 'debt-crisis' });
    expect(d.reason).toMatch(/^Offers Debt Crisis face-down: it holds the Celebrity/);
  });
});

describe('the Declared Revolutionary and the Billionaires answering it', () => {
  /** Seat 0 Declared, its face-up row as given, the table staged. */
  function revolutionary(
    piles: Parameters<typeof declared>[1],
    stage: { hands?: Record<number, readonly CardId[]>; guillotine?: readonly { card: CardId; rebels: number }[] } = {},
  ) {
    const s = declared(opening(), piles);
    return staged(s, { hands: stage.hands ?? {}, deckTop: [], guillotine: stage.guillotine ?? crisesOf(s).guillotine });
  }

  it('completes a set of Organize! cards onto a Crisis', () => {
    const s = revolutionary({ row: ['organize-3', 'infighting', 'bide-your-time-1'], organized: ['organize-1', 'organize-2'] }, { guillotine: THREE_CRISES });
    const d = decide(s, 0);
    expect(d.move).toMatchObject({ type: 'playRevolution', card: 'organize-3' });
    expect(d.reason).toMatch(/^Plays Organize! onto .+: it completes the set of three Organize! cards: two more Rebels stand on a Crisis\.$/);
  });

  it('keeps Infighting back when anything else will do', () => {
    const d = decide(revolutionary({ row: ['infighting', 'bide-your-time-1'] }, { guillotine: THREE_CRISES }), 0);
    expect(d.move).toMatchObject({ type: 'playRevolution', card: 'bide-your-time-1' });
    expect(d.reason).toBe('Plays Bide Your Time: nothing happens, and nothing better is face-up.');
  });

  it('spends a Rebel on Propaganda of the Deed against the leading Billionaire', () => {
    const s = owning(revolutionary({ row: ['propaganda-of-the-deed', 'bide-your-time-1'] }, { guillotine: THREE_CRISES }), { 2: ['think-tank', 'mega-yacht'] });
    const d = decide(s, 0);
    expect(d.move).toMatchObject({ type: 'playRevolution', card: 'propaganda-of-the-deed', target: 2 });
    expect(d.reason).toMatch(
      /^Plays Propaganda of the Deed \(a Rebel off .+\): one Rebel spent on a missed turn against the Tech Overlord \(seat 3\), the closest to winning\.$/,
    );
  });

  it('puts in force, with Uncomfortable Alliance, the Policy of a Suit nobody at the table plays', () => {
    const d = decide(revolutionary({ row: ['uncomfortable-alliance', 'bide-your-time-1'] }, { guillotine: THREE_CRISES }), 0);
    expect(d.move).toMatchObject({ type: 'playRevolution', card: 'uncomfortable-alliance' });
    const policy = (d.move as Extract<Move, { type: 'playRevolution' }>).policy!;
    // Bombs, Electrical Bolts and Diamonds are played here: Locks or Satellite Dishes are nobody's.
    expect(['locks', 'dishes']).toContain(resolveCards(undefined, undefined).policySuit(policy));
    expect(d.reason).toBe(`Plays Uncomfortable Alliance (${POLICY_CARDS[policy].name}): nobody at the table plays that Suit, so no Billionaire gains by it.`);
  });

  it('has the Billionaires pay the Thugs only when the Rebels are high', () => {
    const thugs = (rebels: number) => {
      const s = revolutionary(
        { row: ['fascist-thugs', 'bide-your-time-1'] },
        {
          hands: { 1: ['locks-2', 'diamonds-3', 'bombs-8'] },
          guillotine: [
            { card: 'killer-robots', rebels: Math.min(3, rebels) },
            { card: 'crisis-12', rebels: Math.max(0, rebels - 3) },
          ],
        },
      );
      return played(s, { type: 'playRevolution', seat: 0, card: 'fascist-thugs' }).game;
    };
    const high = decide(thugs(6), 1);
    expect(high.move.type).toBe('throwToThugs');
    expect([...(high.move as Extract<Move, { type: 'throwToThugs' }>).cards].sort()).toEqual(['diamonds-3', 'locks-2']);
    expect(high.reason).toMatch(/^Throws .+ to the Thugs: 6 Rebels stand on the Crises, and every 3 points on the pile takes one off\.$/);
    const low = decide(thugs(2), 1);
    expect(low.move).toEqual({ type: 'throwToThugs', seat: 1, cards: [] });
    expect(low.reason).toBe('Throws nothing: 2 Rebels on the Crises are not yet a danger worth its cards.');
  });

  it('has the owner of the Tabloid Empire take a Rebel off the Crisis with the most', () => {
    let s = owning(revolutionary({ row: ['media-slander', 'bide-your-time-1'] }, { guillotine: THREE_CRISES }), { 1: ['tabloid-empire'] });
    s = played(s, { type: 'playRevolution', seat: 0, card: 'media-slander' }).game;
    const d = decide(s, 1);
    expect(d.move).toMatchObject({ type: 'takeOffRebel', crisis: 'killer-robots' });
    expect(d.reason).toBe('Takes a Rebel off Killer Robots!, the Crisis with the most Rebels (2).');
  });

  it('has the leading Billionaire trade a weak hand to an Infiltrator, then play the card best for it', () => {
    const infiltrated = (hand: readonly CardId[]) => {
      const s = owning(
        revolutionary({ row: ['infiltrator', 'bide-your-time-1'], deck: ['organize-1', 'infighting'] }, { hands: { 2: hand }, guillotine: THREE_CRISES }),
        {
          2: ['think-tank', 'mega-yacht'],
        },
      );
      return played(s, { type: 'playRevolution', seat: 0, card: 'infiltrator' }).game;
    };
    const weak = infiltrated(['locks-1']);
    const take = decide(weak, 2);
    expect(take.move).toEqual({ type: 'infiltrate', seat: 2, take: true });
    expect(take.reason).toBe('Trades its hand (1 Locks, worth 1) for two Revolution cards: the hand is weak, and it picks the card played.');
    const picking = played(weak, take.move).game;
    const pick = decide(picking, 2);
    expect(pick.move).toMatchObject({ type: 'playRevolution', card: 'infighting' });
    expect(pick.reason).toMatch(/^Plays Infighting \(a Rebel off .+\): it takes a Rebel off a Crisis\.$/);
    const keep = decide(infiltrated(['bolts-9', 'bolts-8']), 2);
    expect(keep.move).toEqual({ type: 'infiltrate', seat: 2, take: false });
    expect(keep.reason).toBe('Keeps its hand: 3 Electrical Bolts and 3 Electrical Bolts are worth 6, too much to throw away.');
  });

  it("takes a hostage's turn and wastes the hostage's strongest card", () => {
    let s = owning(revolutionary({ row: ['hostages', 'bide-your-time-1'] }, { hands: { 1: ['bombs-2', 'locks-9'] }, guillotine: THREE_CRISES }), { 1: ['mega-yacht'] });
    const hostage = legalMoves(s, 0).find((m) => m.type === 'playRevolution' && m.card === 'hostages' && m.target === 1 && m.crisis !== undefined)!;
    s = played(s, hostage).game;
    s = playUntil(s, (st) => legalMoves(st, 0).some((m) => m.type === 'takeHostage'));
    const take = decide(s, 0);
    expect(take.move).toEqual({ type: 'takeHostage', seat: 0, take: true });
    expect(take.reason).toBe("Plays the hostage's turn: their cards are its to waste.");
    s = played(s, take.move).game;
    const waste = decide(s, 0);
    expect(waste.move).toMatchObject({ type: 'invest', seat: 1 });
    expect(waste.reason).toMatch(/^Invests the hostage's .+ at \w+, a Market they do not need: their strongest card, wasted\.$/);
  });

  it('places a Boycott’s cards in a legal way', () => {
    let s = revolutionary({ row: ['boycott', 'bide-your-time-1'] }, { guillotine: THREE_CRISES });
    s = played(s, { type: 'playRevolution', seat: 0, card: 'boycott' }).game;
    const d = decide(s, 0);
    expect(d.move.type).toBe('placeBoycott');
    expect(d.reason).toBe('Places the Boycott’s cards face-down in the first open Markets: wherever they lie, the Billionaires cannot count on those Markets.');
  });
});
