/**
 * The Troublemakers so far (issue 15, in progress): the table (`tm.setup`: 4 to 6 people, one of
 * them the Troublemaker, who plays no Billionaire; the others' Billionaires in seat order around that
 * seat; starred Assets by the number of Billionaires; the option in a new-game link; two Crises
 * before the game), the secret Alignment, and the Reformist's first rules.
 */
import { describe, expect, it } from 'vitest';
import {
  type AssetId,
  type CardId,
  type GameEvent,
  type GameState,
  cardInfo,
  cardsOf,
  createGame,
  deciders,
  legalMoves,
  type MarketId,
  MARKETS,
  type MarketState,
  play,
  CRISIS_CARDS,
  crisesOf,
  encodeLink,
  handLimit,
  isBillionaire,
  openLink,
  seatName,
  viewOf,
} from '../../../src/machine/index.ts';
import { troublemakersOf, type TroublemakersSlice } from '../../../src/machine/modules/troublemakers/index.ts';
import { crisesActivated } from '../../../src/machine/modules/crises/index.ts';
import { startTax } from '../../../src/machine/modules/policy/effects/tax.ts';
import { reformistDecided, revolutionaryAtRevolution } from '../../../src/machine/modules/troublemakers/victory.ts';
import { poorestSeats } from '../../../src/machine/core/poorest.ts';
import { cardsOfGame } from '../../helpers/invariants.ts';
import { pastOpening, played, staged } from './helpers.ts';

const tmGame = (players: number, extra: Record<string, unknown> = {}) => {
  const made = createGame({ players, level: 4, seed: 7, modules: ['troublemakers'], ...extra });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
};

describe('tm.setup: seats', () => {
  it('seats the Troublemaker without a Billionaire, and the Billionaires in the other seats in order', () => {
    const g = tmGame(6, { troublemaker: 2, billionaires: ['aristocrat', 'media-baron', 'tech-overlord', 'war-profiteer', 'property-speculator'] });
    expect(g.options.troublemaker).toBe(2);
    expect(g.players.map((p) => p.billionaire)).toEqual(['aristocrat', 'media-baron', null, 'tech-overlord', 'war-profiteer', 'property-speculator']);
    expect(isBillionaire(g, 2)).toBe(false);
    expect(seatName(g, 2)).toBe('the Troublemaker');
    expect(g.players[2]!.assets).toEqual([]);
  });

  it('gives starred Assets by the number of Billionaires: three Billionaires get none, four or five get theirs', () => {
    expect(tmGame(4).players.every((p) => p.assets.length === 0)).toBe(true);
    const five = tmGame(5);
    expect(five.players.filter((p) => p.billionaire !== null).every((p) => p.assets.length === 1)).toBe(true);
  });

  it('draws the seat at random when it is not given, the same for the same seed', () => {
    const seats = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8]
        .map((seed) => createGame({ players: 5, level: 4, seed, modules: ['troublemakers'] }))
        .map((m) => (m.ok ? m.game.options.troublemaker : -1)),
    );
    expect(seats.size).toBeGreaterThan(1);
    expect(tmGame(5).options.troublemaker).toBe(tmGame(5).options.troublemaker);
  });

  it('gives back the same game from its own options', () => {
    const g = tmGame(6);
    const again = createGame(g.options);
    expect(again.ok && again.game).toEqual(g);
  });

  it('writes the seat in a new-game link, which reopens the same game', () => {
    const g = tmGame(4, { troublemaker: 3 });
    const opened = openLink(encodeLink({ start: { kind: 'new', options: g.options }, moves: [] }));
    expect(opened.ok && opened.states[0]).toEqual(g);
  });
});

describe('tm.setup: refusals', () => {
  const code = (options: Parameters<typeof createGame>[0]) => {
    const made = createGame(options);
    return made.ok ? null : made.error.code;
  };
  it('needs Level 4', () => expect(code({ players: 5, level: 3, modules: ['troublemakers'] })).toBe('setup.modules'));
  it('needs 4 to 6 people', () => {
    expect(code({ players: 3, level: 4, modules: ['troublemakers'] })).toBe('setup.players');
    expect(code({ players: 7, level: 4, modules: ['troublemakers'] })).toBe('setup.players');
  });
  it('still refuses six players without a Troublemaker', () => expect(code({ players: 6, level: 4 })).toBe('setup.players'));
  it('refuses a Troublemaker seat without the module, or one that is not at the table', () => {
    expect(code({ players: 4, level: 4, troublemaker: 1 })).toBe('setup.troublemaker');
    expect(code({ players: 4, level: 4, modules: ['troublemakers'], troublemaker: 4 })).toBe('setup.troublemaker');
  });
  it('wants one Billionaire per player but the Troublemaker', () =>
    expect(code({ players: 4, level: 4, modules: ['troublemakers'], billionaires: ['aristocrat', 'media-baron', 'tech-overlord', 'war-profiteer'] })).toBe(
      'setup.billionaires',
    ));
});

describe('tm.setup: before the first turn', () => {
  it('Activates two set-aside Crises, caused by the Troublemaker, with their Rebels', () => {
    const g = tmGame(5, { troublemaker: 1 });
    const crises = crisesOf(g);
    expect(crises.guillotine).toHaveLength(2);
    expect(crises.lastBy).toBe(1);
    for (const c of crises.guillotine) expect(c.rebels).toBe(cardsOf(g).rebels(c.card));
    // The four Crises of the deck are still in it: the two came from those set aside.
    expect(cardsOfGame(g).filter((c) => cardInfo(c).kind === 'crisis')).toHaveLength(CRISIS_CARDS.length);
    expect(g.deck.filter((c) => cardInfo(c).kind === 'crisis').length + g.discard.filter((c) => cardInfo(c).kind === 'crisis').length).toBeLessThanOrEqual(4);
  });

  it('holds the Troublemaker to two cards, like everyone', () => {
    const g = tmGame(4, { troublemaker: 0 });
    expect(handLimit(g, 0)).toBe(2);
  });
});

describe('tm.alignment', () => {
  it('draws one of the two Alignments at random, seen only by the Troublemaker and the table view', () => {
    const alignments = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => troublemakersOf(tmGame(4, { seed, troublemaker: 0 })).alignment));
    expect([...alignments].sort()).toEqual(['reformist', 'revolutionary']);
    const g = tmGame(4, { troublemaker: 0 });
    const own = troublemakersOf(g).alignment;
    expect(viewOf(g, 0).modules.troublemakers?.alignment).toBe(own);
    expect(viewOf(g, 'table').modules.troublemakers?.alignment).toBe(own);
    for (const seat of [1, 2, 3]) expect(viewOf(g, seat).modules.troublemakers?.alignment).toBeNull();
  });

  it('shows the Alignment to everyone once the game is over', () => {
    const g = tmGame(4, { troublemaker: 0 });
    const over = { ...g, phase: 'gameOver' as const, result: { kind: 'revolution' as const, winners: [], rule: 'revolution.all-rebels' as const, by: null } };
    const alignment = troublemakersOf(g).alignment;
    for (const seat of [1, 2, 3]) expect(viewOf(over, seat).modules.troublemakers?.alignment).toBe(alignment);
  });
});

describe('tm.reformist: what the Troublemaker never has', () => {
  it('is dealt no starting card and drafts no Role', () => {
    const g = tmGame(5, { troublemaker: 3, firstPlayer: 0 });
    expect(g.players[3]!.hand).toEqual([]);
    const draft = g.windows.find((w) => w.kind === 'roles.draft');
    expect(draft?.seats).not.toContain(3);
    expect(draft?.seats).toHaveLength(4);
  });
});

describe('tm.reformist: always the Poorest Player', () => {
  it('is the only Poorest Player while a Reformist, and not once Declared', () => {
    const g = tmGame(5, { troublemaker: 3 });
    expect(poorestSeats(g).seats).toEqual([3]);
    const declared = { ...g, modules: { ...g.modules, troublemakers: { ...troublemakersOf(g), declared: true } } };
    expect(poorestSeats(declared).seats).not.toContain(3);
    expect(poorestSeats(declared).seats.length).toBeGreaterThan(0);
  });
});

describe('tm.reformist: the Reformist turn', () => {
  /** A 4-person game where the Troublemaker (seat 0) starts, holding cards from the deck. */
  const reformistTurn = () => {
    const g = tmGame(4, { troublemaker: 0, firstPlayer: 0, level: 4 });
    // Past the Role draft: the table's Billionaires keep no Role.
    let s = g;
    while (s.windows.length > 0) {
      const seat = deciders(s)[0]!;
      const none = legalMoves(s, seat).find((m) => (m.type === 'keepRole' && m.role === undefined) || (m.type === 'roundCard' && !m.take))!;
      const out = play(s, none);
      if (!out.ok) throw new Error(out.illegal.reason);
      s = out.game;
    }
    const hand = s.deck.slice(0, 2);
    return { ...s, deck: s.deck.slice(2), players: s.players.map((p, i) => (i === 0 ? { ...p, hand } : p)) };
  };

  it('never draws at the start of a turn, and never Buys', () => {
    const s = reformistTurn();
    expect(s.current).toBe(0);
    const types = new Set(legalMoves(s, 0).map((m) => m.type));
    expect(types.has('draw')).toBe(false);
    expect(types.has('buy')).toBe(false);
    expect(types.has('invest')).toBe(true);
    const refused = play(s, { type: 'draw', seat: 0 });
    expect(!refused.ok && refused.illegal).toMatchObject({ code: 'tm.reformist', rule: 'tm.cards' });
    const buy = play(s, { type: 'buy', seat: 0, market: 'vanity', cards: [s.players[0]!.hand[0]!] });
    expect(!buy.ok && buy.illegal).toMatchObject({ code: 'tm.reformist', rule: 'tm.reformist' });
  });
});

describe('tm.cards: the Round card', () => {
  it('asks the Reformist before the first turn, and a card drawn is theirs alone to see', () => {
    const g = tmGame(4, { troublemaker: 2 });
    expect(g.windows.at(-1)).toMatchObject({ kind: 'tm.round-card', seats: [2] });
    const out = play(g, { type: 'roundCard', seat: 2, take: true });
    if (!out.ok) throw new Error(out.illegal.reason);
    expect(out.game.players[2]!.hand).toHaveLength(1);
    expect(viewOf(out.game, 1).players[2]!.hand).toEqual([null]);
  });

  it('lets the Reformist decline it', () => {
    const g = tmGame(4, { troublemaker: 2 });
    const out = play(g, { type: 'roundCard', seat: 2, take: false });
    expect(out.ok && out.game.players[2]!.hand).toEqual([]);
  });

  it('is refused at any other moment', () => {
    const g = tmGame(4, { troublemaker: 2 });
    const out = play(g, { type: 'roundCard', seat: 2, take: false });
    const again = out.ok ? play(out.game, { type: 'roundCard', seat: 2, take: true }) : null;
    expect(again?.ok).toBe(false);
  });
});

describe("tm.cards: the Reformist's card from a Buy", () => {
  /** Seat 1 (a Billionaire) to play, past the draft; the Troublemaker in seat 0 with `hand`; Vanity holding only `faceUp`. */
  const buyTable = (hand: readonly CardId[], faceUp: CardId, buyerHand: readonly CardId[], extra: Record<string, unknown> = {}) => {
    const s = pastOpening(tmGame(4, { troublemaker: 0, firstPlayer: 1, ...extra }));
    // The named cards leave wherever the deal put them (this test does not count cards).
    const placed = new Set([...hand, faceUp, ...buyerHand]);
    const strip = (cards: readonly CardId[]) => cards.filter((c) => !placed.has(c));
    const markets: Record<MarketId, MarketState> = { ...s.markets };
    for (const m of MARKETS) {
      const mk = markets[m];
      markets[m] =
        m === 'vanity'
          ? { ...mk, faceUp, faceDown: [] }
          : { ...mk, faceUp: mk.faceUp !== null && placed.has(mk.faceUp) ? null : mk.faceUp, faceDown: strip(mk.faceDown) };
    }
    return {
      ...s,
      current: 1,
      phase: 'turn.action' as const,
      deck: strip(s.deck),
      discard: strip(s.discard),
      markets,
      players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [...hand] } : i === 1 ? { ...p, hand: [...buyerHand] } : { ...p, hand: strip(p.hand) })),
    };
  };

  it('gives the Reformist the lowest card used in a won Buy, before the discard', () => {
    const s = buyTable([], 'locks-1', ['bolts-9', 'bombs-8']);
    const bought = play(s, { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9', 'bombs-8'] });
    if (!bought.ok) throw new Error(bought.illegal.reason);
    const asset = bought.game.markets.vanity.assets[0]!;
    const claimed = play(bought.game, { type: 'claim', seat: 1, asset });
    if (!claimed.ok) throw new Error(claimed.illegal.reason);
    expect(claimed.game.players[0]!.hand).toContain('locks-1');
    expect(claimed.game.discard).not.toContain('locks-1');
    expect(claimed.events.some((e) => e.type === 'reformistTookCard')).toBe(true);
  });

  it('gives nothing after a won Buy whose claim is declined: no Asset was bought (correction troublemakers.buy-card-claimed)', () => {
    const s = buyTable([], 'locks-1', ['bolts-9', 'bombs-8']);
    const bought = play(s, { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9', 'bombs-8'] });
    if (!bought.ok) throw new Error(bought.illegal.reason);
    const declined = play(bought.game, { type: 'declineClaim', seat: 1 });
    if (!declined.ok) throw new Error(declined.illegal.reason);
    expect(declined.game.players[0]!.hand).toEqual([]);
    expect(declined.game.discard).toContain('locks-1');
    expect(declined.events.some((e) => e.type === 'reformistTookCard')).toBe(false);
  });

  it('still gives the card for a declined claim in a game played without the correction (an older link)', () => {
    const s = buyTable([], 'locks-1', ['bolts-9', 'bombs-8'], { uncorrected: ['troublemakers.buy-card-claimed'] });
    const bought = play(s, { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9', 'bombs-8'] });
    if (!bought.ok) throw new Error(bought.illegal.reason);
    const declined = play(bought.game, { type: 'declineClaim', seat: 1 });
    if (!declined.ok) throw new Error(declined.illegal.reason);
    expect(declined.game.players[0]!.hand).toEqual(['locks-1']);
    expect(declined.events.some((e) => e.type === 'reformistTookCard')).toBe(true);
  });

  it('gives nothing to a Reformist who already holds two cards', () => {
    const s = buyTable(['dishes-1', 'dishes-2'], 'locks-1', ['bolts-9', 'bombs-8']);
    const bought = play(s, { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9', 'bombs-8'] });
    const claimed = bought.ok ? play(bought.game, { type: 'claim', seat: 1, asset: bought.game.markets.vanity.assets[0]! }) : null;
    expect(claimed?.ok && claimed.game.players[0]!.hand).toEqual(['dishes-1', 'dishes-2']);
  });
});

describe('tm.fix: the rulebook example (Laura, Thomas and Dominique)', () => {
  it('counts the committed and accepted cards against the draw, a Crisis drawn counting 3, then Activates it; a refused card goes back', () => {
    // Laura (the Reformist, seat 0) Fixes Pandemic (2 Rebel icons) with two cards worth 4 (3 + 1);
    // Thomas (seat 1) offers a 3, Dominique (seat 2) offers a card Laura refuses.
    // The deck's top: the Debt Crisis and a 2.
    let s = staged(pastOpening(tmGame(4, { troublemaker: 0, firstPlayer: 0 })), {
      hands: { 0: ['locks-7', 'locks-1'], 1: ['bolts-7'], 2: ['dishes-9'] },
      deckTop: ['debt-crisis', 'bombs-4'],
      guillotine: [{ card: 'pandemic', rebels: 2 }],
    });
    const steps = [
      { type: 'fixCrisis', seat: 0, crisis: 'pandemic', cards: ['locks-7', 'locks-1'] },
      { type: 'offerFixCard', seat: 1, card: 'bolts-7' },
      { type: 'offerFixCard', seat: 2, card: 'dishes-9' },
      { type: 'offerFixCard', seat: 3 },
      { type: 'acceptFixOffers', seat: 0, seats: [1] },
    ] as const;
    let events: GameEvent[] = [];
    for (const step of steps) {
      const out = play(s, step);
      if (!out.ok) throw new Error(`${step.type}: ${out.illegal.reason}`);
      s = out.game;
      events = [...events, ...out.events];
      if (step.type === 'offerFixCard' && step.seat === 2) {
        // Offers are face-down: who offered is public, the card only to its owner and the table view.
        const offersSeenBy = (viewer: number | 'table') => viewOf(s, viewer).modules.troublemakers?.fix?.offers;
        expect(offersSeenBy(1)).toEqual([
          { seat: 1, offered: true, card: 'bolts-7' },
          { seat: 2, offered: true, card: null },
        ]);
        expect(offersSeenBy(0)?.map((o) => o.card)).toEqual([null, null]);
        expect(offersSeenBy('table')?.map((o) => o.card)).toEqual(['bolts-7', 'dishes-9']);
      }
    }
    const result = events.find((e) => e.type === 'fixResult');
    expect(result).toMatchObject({ fixed: true, score: 7, against: 5 });
    expect(troublemakersOf(s).fixed).toEqual(['pandemic']);
    expect(crisesOf(s).guillotine.map((g) => g.card)).not.toContain('pandemic');
    // The Fixed Crisis still counts as Activated, so the Debt Crisis counts as a new one.
    expect(crisesActivated(crisesOf(s))).toBe(2);
    // The Debt Crisis drawn is Activated as in a Buy, Laura its cause: its Rebels, two more Crises to the Discard pile, a Policy setting.
    expect(crisesOf(s).guillotine).toEqual([{ card: 'debt-crisis', rebels: 2 }]);
    expect(crisesOf(s).lastBy).toBe(0);
    expect(events.some((e) => e.type === 'crisesToDiscard')).toBe(true);
    expect(s.windows.at(-1)?.kind).toBe('policy.hold-up');
    expect(s.players[2]!.hand).toContain('dishes-9');
    expect(s.discard).toEqual(expect.arrayContaining(['locks-7', 'locks-1', 'bolts-7', 'bombs-4']));
    expect(s.discard).not.toContain('debt-crisis');
  });
});

describe('tm.victory', () => {
  const withSlice = (g: GameState, part: Partial<TroublemakersSlice>): GameState => ({
    ...g,
    modules: { ...g.modules, troublemakers: { ...troublemakersOf(g), ...part } },
  });

  it('lets the Reformist win once the Fixed Crises show seven Rebel icons or more', () => {
    const g = tmGame(4, { troublemaker: 0 });
    // Killer Robots! (3) and Doomsday Cults (2) and Pandemic (2): 7 icons.
    const seven = withSlice(g, { alignment: 'reformist', fixed: ['killer-robots', 'doomsday-cults', 'pandemic'] });
    expect(reformistDecided(seven)?.state.result).toMatchObject({ kind: 'victory', winners: [0], rule: 'tm.victory' });
    expect(reformistDecided(withSlice(g, { alignment: 'reformist', fixed: ['killer-robots', 'pandemic'] }))).toBeNull();
  });

  it('never lets a Revolutionary win by Fixing, Declared or not', () => {
    const g = tmGame(4, { troublemaker: 0 });
    expect(reformistDecided(withSlice(g, { alignment: 'revolutionary', fixed: ['killer-robots', 'doomsday-cults', 'pandemic'] }))).toBeNull();
  });

  it('makes a Revolutionary, Declared or not, a winner of the Revolution', () => {
    const g = withSlice(tmGame(4, { troublemaker: 0 }), { alignment: 'revolutionary' });
    const revolution = { state: { ...g, result: { kind: 'revolution' as const, winners: [], rule: 'revolution.all-rebels' as const, by: 1 } }, events: [] };
    expect(revolutionaryAtRevolution(g, revolution).state.result?.winners).toEqual([0]);
    const reformist = withSlice(g, { alignment: 'reformist' });
    expect(revolutionaryAtRevolution(reformist, { ...revolution, state: { ...revolution.state, modules: reformist.modules } }).state.result?.winners).toEqual([]);
  });
});

describe('tm.tax: Tax Tyranny and the Reformist', () => {
  it('gives the Reformist the cards the Billionaires pay; then they discard down to two', () => {
    // Seats 1 and 2 are the richest (each holds a needed Asset), and each pays a 3.
    const hands: Record<number, CardId[]> = { 0: ['locks-1'], 1: ['bolts-9'], 2: ['bombs-9'], 3: [] };
    const s = payTax(taxedTable(hands), hands);
    expect([...s.players[0]!.hand].sort()).toEqual(['bolts-9', 'bombs-9', 'locks-1']);
    expect(s.windows.at(-1)).toMatchObject({ kind: 'roles.hand-limit', seats: [0] });
  });

  it('lets a Reformist six cards over the limit (two held, three 1-point cards from each richest) keep any two', () => {
    const hands: Record<number, CardId[]> = { 0: ['bombs-2', 'bolts-2'], 1: ['bolts-1', 'bombs-1', 'dishes-1'], 2: ['diamonds-1', 'locks-1', 'bolts-3'], 3: [] };
    const s = payTax(taxedTable(hands), hands);
    expect(s.players[0]!.hand).toHaveLength(8);
    expect(s.windows.at(-1)).toMatchObject({ kind: 'roles.hand-limit', seats: [0] });
    // Eight cards, keep two: each of the 28 sets of six to discard is offered.
    expect(legalMoves(s, 0).filter((m) => m.type === 'discardToLimit')).toHaveLength(28);
    const discard = s.players[0]!.hand.filter((c) => c !== 'bombs-2' && c !== 'bolts-2');
    expect(play(s, { type: 'discardToLimit', seat: 0, cards: discard.slice(1) }).ok).toBe(false);
    const out = play(s, { type: 'discardToLimit', seat: 0, cards: discard });
    if (!out.ok) throw new Error(out.illegal.reason);
    expect([...out.game.players[0]!.hand].sort()).toEqual(['bolts-2', 'bombs-2']);
    expect(out.game.windows.some((w) => w.kind === 'roles.hand-limit')).toBe(false);
  });
});

/**
 * A four-seat game with the Reformist in seat 0, its opening windows answered, Tax Tyranny put in
 * force and started with these hands: seats 1 and 2 are the richest (each holds a needed Asset).
 */
function taxedTable(hands: Record<number, CardId[]>): GameState {
  let s = pastOpening(tmGame(4, { troublemaker: 0, firstPlayer: 1 }));
  const named = Object.values(hands).flat();
  const richest = [1, 2].map((seat) => neededAssetOf(s, seat));
  s = {
    ...s,
    deck: s.deck.filter((c) => !named.includes(c)),
    discard: s.discard.filter((c) => !named.includes(c)),
    players: s.players.map((p, i) => ({ ...p, hand: hands[i]!, assets: i === 1 || i === 2 ? [richest[i - 1]!] : p.assets })),
    // Tax Tyranny in force, not a Suit Policy that would double some of the cards named.
    modules: { ...s.modules, policy: { ...s.modules.policy!, inForce: 'tax-tyranny' } },
  };
  s = startTax(s).state;
  expect([...s.windows.at(-1)!.seats].sort()).toEqual([1, 2]);
  return s;
}

/** The richest two pay the tax with their whole hands, in the order asked. */
function payTax(state: GameState, hands: Record<number, CardId[]>): GameState {
  let s = state;
  for (let k = 0; k < 2; k++) {
    const seat = deciders(s)[0]!;
    s = played(s, { type: 'payTaxCards', seat, cards: hands[seat]! }).game;
  }
  return s;
}

/** An Asset this seat's Billionaire needs, taken from its Market (a test's shortcut). */
function neededAssetOf(state: GameState, seat: number): AssetId {
  const needs = cardsOf(state).needs(state.players[seat]!.billionaire!);
  const market = MARKETS.find((m) => (needs[m] ?? 0) > 0 && state.markets[m].assets.length > 0)!;
  return state.markets[market].assets[0]!;
}
