/**
 * Revolution cards that act on the whole table: Bide Your Time, General Strike, Riots, Uncomfortable
 * Alliance, Infiltrator and Propaganda of the Deed's missed turn at a Round's start; and the moves
 * refused when a card is played wrongly (`tm.revolutionary`).
 */
import { describe, expect, it } from 'vitest';
import { type CardId, crisesOf, deciders, envelopeOf, type GameState, legalMoves, play, type PolicyId, policyOf } from '../../../src/machine/index.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { aligned, declineWindows, owning, pastOpening, played, playAll, quietTurn, revolutionaryTurn, tmGame } from './helpers.ts';

const refusal = (s: GameState, move: Record<string, unknown>) => {
  const out = play(s, move as never);
  return out.ok ? null : out.illegal;
};

/** Seats' Bribe envelopes set (the others empty). */
const withEnvelopes = (s: GameState, envelopes: Record<number, CardId[]>): GameState => ({
  ...s,
  deck: s.deck.filter((c) => !Object.values(envelopes).flat().includes(c)),
  discard: s.discard.filter((c) => !Object.values(envelopes).flat().includes(c)),
  modules: { ...s.modules, policy: { ...policyOf(s), envelopes: s.players.map((_, i) => envelopes[i] ?? []) } },
});

/** A Policy in force, as if set earlier. */
const inForce = (s: GameState, policy: PolicyId): GameState => ({ ...s, modules: { ...s.modules, policy: { ...policyOf(s), inForce: policy } } });

describe('rev.bide-your-time', () => {
  it('does nothing but end the turn', () => {
    const s = revolutionaryTurn({ row: ['bide-your-time-2', 'riots'] });
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-2' });
    expect(out.events.map((e) => e.type)).toEqual(['revolutionPlayed', 'turnEnded']);
    expect(out.game.current).toBe(1);
    expect(out.game.markets).toEqual(s.markets);
    expect(crisesOf(out.game)).toEqual(crisesOf(s));
    expect(out.game.players).toEqual(s.players);
    expect(out.game.deck).toEqual(s.deck);
    const r = troublemakersOf(out.game).revolution!;
    expect(r.row).toEqual(['riots']);
    expect(r.discard).toEqual(['bide-your-time-2']);
  });
});

describe('rev.general-strike', () => {
  const strike = () =>
    played(revolutionaryTurn({ row: ['general-strike', 'bide-your-time-1'] }, { hands: { 1: ['bolts-9'], 2: ['dishes-9'], 3: [] } }), {
      type: 'playRevolution',
      seat: 0,
      card: 'general-strike',
    });

  it('refuses the draw at the start of a Billionaire’s turn', () => {
    const out = strike();
    expect(out.events).toContainEqual({ type: 'strikeCalled', rule: 'rev.general-strike', player: 0 });
    const s = out.game;
    expect(s.current).toBe(1);
    expect(legalMoves(s, 1).some((m) => m.type === 'draw')).toBe(false);
    expect(refusal(s, { type: 'draw', seat: 1 })).toMatchObject({ code: 'tm.revolutionary', rule: 'rev.general-strike' });
  });

  it('stops the draw after an Invest', () => {
    const s = strike().game;
    const deck = s.deck.length;
    const out = played(s, { type: 'invest', seat: 1, card: 'bolts-9', market: 'vanity' });
    expect(out.events).toContainEqual({ type: 'drawStopped', rule: 'rev.general-strike', player: 1 });
    expect(out.events.some((e) => e.type === 'drewAfterInvest')).toBe(false);
    expect(out.game.players[1]!.hand).toEqual([]);
    expect(out.game.deck).toHaveLength(deck);
  });

  it('lets the Markets refill from the deck after a Buy', () => {
    let s = strike().game;
    s = { ...s, markets: { ...s.markets, vanity: { ...s.markets.vanity, faceUp: null, faceDown: [] } } };
    const deck = s.deck.length;
    const bought = played(s, { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9'] });
    const out = played(bought.game, { type: 'claim', seat: 1, asset: bought.game.markets.vanity.assets[0]! });
    const inflation = out.events.find((e) => e.type === 'inflation') as { count: number } | undefined;
    expect(inflation?.count).toBeGreaterThan(0);
    expect(out.game.deck).toHaveLength(deck - inflation!.count);
  });

  it("lasts to the end of the Revolutionary's next turn, and no longer", () => {
    let s = strike().game;
    expect(troublemakersOf(s).effects.strike).toBe(1);
    // Each Billionaire's turn in between: no draw.
    while (s.current !== 0) {
      expect(legalMoves(s, s.current).some((m) => m.type === 'draw')).toBe(false);
      s = quietTurn(s).game;
    }
    const over = played(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-1' });
    expect(over.events).toContainEqual({ type: 'strikeOver', rule: 'rev.general-strike', player: 0 });
    expect(troublemakersOf(over.game).effects.strike).toBe(0);
    expect(over.game.current).toBe(1);
    expect(legalMoves(over.game, 1)).toContainEqual({ type: 'draw', seat: 1 });
  });

  it('lasts across the end of a Round', () => {
    // The Draw deck has run out: the Round ends after the next Billionaire's turn, the strike still on.
    let s = strike().game;
    s = { ...s, discard: [...s.discard, ...s.deck], deck: [] };
    const round = s.round;
    s = quietTurn(s).game;
    s = declineWindows(s).game;
    expect(s.round).toBe(round + 1);
    expect(s.deck.length).toBeGreaterThan(0);
    expect(troublemakersOf(s).effects.strike).toBe(1);
    if (s.current !== 0) expect(legalMoves(s, s.current).some((m) => m.type === 'draw')).toBe(false);
  });
});

describe('rev.riots', () => {
  const riots = (s: GameState = revolutionaryTurn({ row: ['riots'] })) => played(s, { type: 'playRevolution', seat: 0, card: 'riots' });

  it('calls a Policy setting where the Billionaires decide and the Revolutionary does not hold up', () => {
    const out = riots();
    expect(out.events).toContainEqual({ type: 'policyCalled', rule: 'policy.when', player: 0, at: 'riots' });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'policy.hold-up', mode: 'secret' });
    // After the Action, where the phase map draws the Policy windows the Troublemakers open.
    expect(out.game.phase).toBe('turn.actionDecisions');
    expect([...out.game.windows.at(-1)!.seats].sort()).toEqual([1, 2, 3]);
    expect(legalMoves(out.game, 0)).toEqual([]);
    expect(refusal(out.game, { type: 'holdUp', seat: 0, hold: true })).not.toBeNull();
  });

  it('makes the fixed 5 the winning bid when nobody holds up: the Revolutionary sets any Policy, or none', () => {
    const out = playAll(
      riots().game,
      [1, 2, 3].map((seat) => ({ type: 'holdUp', seat, hold: false })),
    );
    expect(out.events).toContainEqual({ type: 'envelopesOpened', rule: 'policy.winner', bids: [{ player: 0, cards: [], total: 5 }], players: [] });
    expect(out.events).toContainEqual({ type: 'policySetter', rule: 'policy.winner', player: 0, why: 'bid' });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'policy.set', seats: [0] });
    expect(legalMoves(out.game, 0)).toHaveLength(11);
    const set = played(out.game, { type: 'setPolicy', seat: 0, policy: 'weapons-galore' });
    expect(policyOf(set.game).inForce).toBe('weapons-galore');
  });

  it('lets a bigger envelope win; the 5 is never doubled by a Suit Policy', () => {
    // Big Tech Unleashed doubles Bolts: seat 1's Bolt 3 counts 6, but the Revolutionary's bid stays 5.
    const s = inForce(withEnvelopes(revolutionaryTurn({ row: ['riots'] }), { 1: ['bolts-9'] }), 'big-tech-unleashed');
    const out = playAll(riots(s).game, [
      { type: 'holdUp', seat: 1, hold: true },
      { type: 'holdUp', seat: 2, hold: false },
      { type: 'holdUp', seat: 3, hold: false },
    ]);
    expect(out.events).toContainEqual({
      type: 'envelopesOpened',
      rule: 'policy.winner',
      bids: [
        { player: 1, cards: ['bolts-9'], total: 6 },
        { player: 0, cards: [], total: 5 },
      ],
      players: [1],
    });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'policy.set', seats: [1] });
    expect(envelopeOf(out.game, 1)).toEqual([]);
    expect(out.game.discard.at(-1)).toBe('bolts-9');
  });

  it('settles a tie with a Billionaire at random (here, the pick the table chose)', () => {
    for (const pick of [0, 1]) {
      // A Bolt 3 and a Bomb 2 make 5.
      const s = withEnvelopes(revolutionaryTurn({ row: ['riots'] }), { 1: ['bolts-9', 'bombs-4'] });
      const out = playAll({ ...riots(s).game, chosen: { pick: [pick] } }, [
        { type: 'holdUp', seat: 1, hold: true },
        { type: 'holdUp', seat: 2, hold: false },
        { type: 'holdUp', seat: 3, hold: false },
      ]);
      expect(out.events).toContainEqual({ type: 'policySetter', rule: 'policy.winner', player: pick, why: 'tie' });
    }
  });

  it('gives a Revolutionary who sets Archeological Dig or New Role nothing', () => {
    for (const policy of ['archeological-dig', 'new-role'] as const) {
      const asked = playAll(
        riots().game,
        [1, 2, 3].map((seat) => ({ type: 'holdUp', seat, hold: false })),
      );
      const out = played(asked.game, { type: 'setPolicy', seat: 0, policy });
      expect(out.events.map((e) => e.type)).toEqual(['policySet', 'turnEnded']);
      expect(out.game.players[0]!.hand).toEqual([]);
      expect(out.game.windows).toEqual([]);
      expect(policyOf(out.game).inForce).toBe(policy);
      expect(out.game.current).toBe(1);
    }
  });
});

describe('rev.uncomfortable-alliance', () => {
  it('offers each of the five Suit Policies, and puts the one chosen in force with no bidding', () => {
    const s = inForce(revolutionaryTurn({ row: ['uncomfortable-alliance'] }), 'tax-tyranny');
    expect(legalMoves(s, 0).map((m) => (m as { policy?: string }).policy)).toEqual([
      'big-tech-unleashed',
      'inheritance-tax-abolished',
      'media-megaplex',
      'real-estate-bonanza',
      'weapons-galore',
    ]);
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'uncomfortable-alliance', policy: 'tax-tyranny' })).toMatchObject({ rule: 'rev.uncomfortable-alliance' });
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'uncomfortable-alliance' })).toMatchObject({ rule: 'rev.uncomfortable-alliance' });
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'uncomfortable-alliance', policy: 'media-megaplex' });
    expect(policyOf(out.game).inForce).toBe('media-megaplex');
    expect(out.events).toContainEqual({ type: 'policySet', rule: 'rev.uncomfortable-alliance', player: 0, policy: 'media-megaplex', before: 'tax-tyranny' });
    expect(out.events.some((e) => e.type === 'policyCalled')).toBe(false);
    expect(out.game.current).toBe(1);
  });
});

describe('rev.infiltrator', () => {
  /** Seat 2 (the Tech Overlord) holds two needed Assets, seat 1 one: seat 2 leads. */
  const leading = (hand: CardId[], deck: Parameters<typeof revolutionaryTurn>[0]['deck'] = ['uncomfortable-alliance', 'organize-1']) =>
    owning(revolutionaryTurn({ row: ['infiltrator'], deck }, { hands: { 2: hand } }), { 1: ['art-hoard'], 2: ['mega-yacht', 'personal-zoo'] });

  it('asks the Billionaire with the fewest empty spaces whether to trade their hand', () => {
    const out = played(leading(['bolts-9', 'dishes-1']), { type: 'playRevolution', seat: 0, card: 'infiltrator' });
    expect(out.events).toContainEqual({ type: 'infiltratorLeader', rule: 'rev.infiltrator', player: 2, players: [2] });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'rev.infiltrator', seats: [2] });
    expect(legalMoves(out.game, 2)).toEqual([
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'infiltrate', seat: 2, take: false },
    ]);
  });

  it('settles a tie for the lead at random (here, the pick the table chose)', () => {
    const tied = owning(revolutionaryTurn({ row: ['infiltrator'] }, { hands: { 1: ['bolts-9'], 2: ['dishes-1'] } }), { 1: ['art-hoard'], 2: ['mega-yacht'] });
    for (const pick of [1, 2]) {
      const out = played({ ...tied, chosen: { pick: [pick] } }, { type: 'playRevolution', seat: 0, card: 'infiltrator' });
      expect(out.events).toContainEqual({ type: 'infiltratorLeader', rule: 'rev.infiltrator', player: pick, players: [1, 2] });
      expect(out.game.windows.at(-1)).toMatchObject({ kind: 'rev.infiltrator', seats: [pick] });
    }
  });

  it('cannot be used by a leader with an empty hand', () => {
    const out = played(leading([]), { type: 'playRevolution', seat: 0, card: 'infiltrator' });
    expect(out.events).toContainEqual({ type: 'infiltratorLeader', rule: 'rev.infiltrator', player: 2, players: [2] });
    expect(out.game.windows).toEqual([]);
    expect(out.game.current).toBe(1);
  });

  it('lets the leader keep their hand', () => {
    const out = playAll(leading(['bolts-9']), [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: false },
    ]);
    expect(out.events).toContainEqual({ type: 'infiltrated', rule: 'rev.infiltrator', player: 2, take: false, cards: [] });
    expect(out.game.players[2]!.hand).toEqual(['bolts-9']);
    expect(out.game.current).toBe(1);
  });

  it('trades the hand for the top two Revolution cards; the leader plays one with its choices, the other is discarded', () => {
    const taken = playAll(leading(['bolts-9', 'dishes-1']), [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
    ]);
    let s = taken.game;
    expect(taken.events).toContainEqual({ type: 'infiltrated', rule: 'rev.infiltrator', player: 2, take: true, cards: ['uncomfortable-alliance', 'organize-1'] });
    expect(s.players[2]!.hand).toEqual([]);
    expect(s.discard.slice(-2)).toEqual(['bolts-9', 'dishes-1']);
    expect(s.windows.at(-1)).toMatchObject({ kind: 'rev.infiltrator-play', seats: [2] });
    const moves = legalMoves(s, 2);
    expect(moves).toHaveLength(5 + 1);
    expect(moves.every((m) => m.type === 'playRevolution' && m.seat === 2)).toBe(true);
    const out = played(s, { type: 'playRevolution', seat: 2, card: 'uncomfortable-alliance', policy: 'real-estate-bonanza' });
    s = out.game;
    expect(out.events).toContainEqual({ type: 'policySet', rule: 'rev.uncomfortable-alliance', player: 2, policy: 'real-estate-bonanza', before: null });
    expect(troublemakersOf(s).revolution!.discard).toEqual(['infiltrator', 'organize-1', 'uncomfortable-alliance']);
    expect(troublemakersOf(s).resolving).toBeNull();
    expect(s.current).toBe(1);
  });

  it('sends an Organize! the leader plays to the Revolutionary’s row', () => {
    const s = playAll(leading(['bolts-9']), [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'playRevolution', seat: 2, card: 'organize-1' },
    ]);
    const r = troublemakersOf(s.game).revolution!;
    expect(r.organized).toEqual(['organize-1']);
    expect(r.discard).toEqual(['infiltrator', 'uncomfortable-alliance']);
    expect(s.events).toContainEqual({ type: 'organized', rule: 'rev.organize', player: 2, count: 1 });
  });

  it('shuffles the Revolution discards into the deck first when fewer than two cards are left', () => {
    // One card left in the Revolution deck; every other card (bar the row) on the discard pile.
    const s = owning(revolutionaryTurn({ row: ['infiltrator'], deck: ['riots'], rest: 'discard' }, { hands: { 2: ['bolts-9'] } }), {
      1: ['art-hoard'],
      2: ['mega-yacht', 'personal-zoo'],
    });
    const out = playAll(s, [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
    ]);
    const taken = out.events.find((e) => e.type === 'infiltrated') as { cards: readonly string[] };
    expect(taken.cards).toHaveLength(2);
    const r = troublemakersOf(out.game).revolution!;
    // The reshuffle took the discard pile (19 cards and the Infiltrator just played) and the one
    // card left: 19 remain after the two drawn, and no card is drawn twice.
    expect(r.discard).toEqual([]);
    expect(r.deck).toHaveLength(19);
    expect(new Set([...r.deck, ...taken.cards]).size).toBe(21);
  });

  it('hands what a card gives later to the Billionaire who played it: a Hostages played by the leader', () => {
    let s = owning(revolutionaryTurn({ row: ['infiltrator'], deck: ['hostages', 'organize-1'] }, { hands: { 2: ['bolts-9'], 3: ['dishes-9'] } }), {
      1: ['art-hoard'],
      2: ['personal-zoo', 'luxury-jet'],
      3: ['mega-yacht'],
    });
    s = { ...s, modules: { ...s.modules, crises: { ...crisesOf(s), guillotine: [{ card: 'militias', rebels: 2 }] } } };
    s = playAll(s, [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'playRevolution', seat: 2, card: 'hostages', crisis: 'militias', target: 3 },
    ]).game;
    expect(troublemakersOf(s).effects.hostage).toEqual({ seat: 3, by: 2, playing: false });
    while (s.current !== 3) s = quietTurn(s).game;
    expect(s.windows.at(-1)).toMatchObject({ kind: 'rev.hostages', seats: [2] });
  });

  it('gives Riots’ 5-point Bribe to the leader who plays it, as every card’s “the Revolutionary” is its player (correction troublemakers.infiltrator-names)', () => {
    const asked = playAll(leading(['bolts-9'], ['riots', 'organize-1']), [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'playRevolution', seat: 2, card: 'riots' },
    ]);
    expect(asked.events).toContainEqual({ type: 'policyCalled', rule: 'policy.when', player: 2, at: 'riots' });
    const out = playAll(
      asked.game,
      [1, 2, 3].map((seat) => ({ type: 'holdUp', seat, hold: false })),
    );
    expect(out.events).toContainEqual({ type: 'envelopesOpened', rule: 'policy.winner', bids: [{ player: 2, cards: [], total: 5 }], players: [] });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'policy.set', seats: [2] });
  });

  it('counts a leader’s envelope held up beside their Riots Bribe as one bid, the better of the two, and discards it', () => {
    const s = withEnvelopes(leading(['bolts-9'], ['riots', 'organize-1']), { 2: ['dishes-1'] });
    const out = playAll(s, [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'playRevolution', seat: 2, card: 'riots' },
      { type: 'holdUp', seat: 1, hold: false },
      { type: 'holdUp', seat: 2, hold: true },
      { type: 'holdUp', seat: 3, hold: false },
    ]);
    expect(out.events).toContainEqual({ type: 'envelopesOpened', rule: 'policy.winner', bids: [{ player: 2, cards: ['dishes-1'], total: 5 }], players: [2] });
    expect(out.events).toContainEqual({ type: 'policySetter', rule: 'policy.winner', player: 2, why: 'bid' });
    expect(envelopeOf(out.game, 2)).toEqual([]);
  });

  it('keeps Riots’ Bribe the Revolutionary’s in a game played without the correction (an older link)', () => {
    const old = { ...leading(['bolts-9'], ['riots', 'organize-1']), options: { ...leading([]).options, uncorrected: ['troublemakers.infiltrator-names'] } };
    const asked = playAll(old, [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'playRevolution', seat: 2, card: 'riots' },
    ]);
    expect(asked.events).toContainEqual({ type: 'policyCalled', rule: 'policy.when', player: 0, at: 'riots' });
    const out = playAll(
      asked.game,
      [1, 2, 3].map((seat) => ({ type: 'holdUp', seat, hold: false })),
    );
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'policy.set', seats: [0] });
  });

  it('leaves what a card only marks with the Revolutionary theirs: a General Strike the leader plays lasts to the end of the Revolutionary’s next turn', () => {
    const out = playAll(leading(['bolts-9'], ['general-strike', 'organize-1']), [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
      { type: 'playRevolution', seat: 2, card: 'general-strike' },
    ]);
    expect(out.events).toContainEqual({ type: 'strikeCalled', rule: 'rev.general-strike', player: 2 });
    // The Revolutionary's turn (seat 0) has ended: one more end of their turns to go.
    expect(out.game.current).toBe(1);
    expect(troublemakersOf(out.game).effects.strike).toBe(1);
  });

  it('refuses the leader a card they did not take', () => {
    const s = playAll(leading(['bolts-9']), [
      { type: 'playRevolution', seat: 0, card: 'infiltrator' },
      { type: 'infiltrate', seat: 2, take: true },
    ]).game;
    expect(refusal(s, { type: 'playRevolution', seat: 2, card: 'riots' })).toMatchObject({ code: 'tm.revolutionary', rule: 'tm.revolutionary' });
  });
});

describe('rev.propaganda: a missed turn that would start a Round', () => {
  it('passes the Round’s first turn to the next player on the left', () => {
    // The Draw deck is empty, so the Round ends after this turn. Seats 1 and 3 hold needed Assets,
    // so seat 2 (with none) is the Poorest Player who starts the next Round.
    const base = owning(revolutionaryTurn({ row: ['propaganda-of-the-deed'] }), { 1: ['art-hoard', 'think-tank'], 3: ['corporate-enclave', 'personal-zoo'] });
    const s: GameState = { ...base, deck: [], discard: [...base.discard, ...base.deck] };
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'propaganda-of-the-deed', crisis: crisesOf(s).guillotine[0]!.card, target: 2 });
    expect(out.events.map((e) => e.type)).toContain('roundEnded');
    const after = declineWindows(out.game);
    const events = [...out.events, ...after.events];
    expect(events).toContainEqual({ type: 'turnMissed', rule: 'rev.propaganda', player: 2 });
    expect(after.game.current).toBe(3);
    expect(after.game.phase).toBe('turn.start');
    expect(troublemakersOf(after.game).effects.missing).toEqual([]);
  });
});

describe('tm.revolutionary: refusals', () => {
  it('refuses a card that is not in the face-up row', () => {
    const s = revolutionaryTurn({ row: ['bide-your-time-1'] });
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'riots' })).toEqual({
      code: 'tm.revolutionary',
      rule: 'tm.revolutionary',
      reason: 'Riots is not one of the face-up cards you may play.',
    });
  });

  it('refuses a choice the card does not offer, citing the card’s rule', () => {
    const s = revolutionaryTurn({ row: ['bide-your-time-1', 'general-strike'] });
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-1', policy: 'weapons-galore' })).toMatchObject({
      code: 'tm.revolutionary',
      rule: 'rev.bide-your-time',
      reason: 'That is not a choice Bide Your Time offers now.',
    });
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'general-strike', target: 2 })).toMatchObject({ rule: 'rev.general-strike' });
  });

  it("refuses a card out of the Revolutionary's turn, and from a Billionaire or a hidden Revolutionary", () => {
    const s = revolutionaryTurn({ row: ['bide-your-time-1', 'riots'] });
    const other = played(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-1' }).game;
    expect(other.current).toBe(1);
    expect(legalMoves(other, 0)).toEqual([]);
    expect(refusal(other, { type: 'playRevolution', seat: 0, card: 'riots' })).not.toBeNull();
    expect(refusal(other, { type: 'playRevolution', seat: 1, card: 'riots' })).toMatchObject({
      code: 'tm.revolutionary',
      reason: expect.stringMatching(/Only the Declared Revolutionary/),
    });
    const hidden = pastOpening(aligned(tmGame(4, { troublemaker: 0, firstPlayer: 0 }), 'revolutionary'));
    expect(refusal(hidden, { type: 'playRevolution', seat: 0, card: 'riots' })).toMatchObject({ rule: 'tm.revolutionary' });
  });

  it('refuses the follow-up moves when no card is waiting on them', () => {
    const s = revolutionaryTurn({ row: ['riots'] });
    // No window takes them: the game says what it waits for instead.
    for (const move of [
      { type: 'placeBoycott', seat: 0, cards: [], markets: [] },
      { type: 'takeHostage', seat: 0, take: true },
      { type: 'throwToThugs', seat: 1, cards: [] },
      { type: 'arrangeMarkets', seat: 0, rows: [] },
    ])
      expect(refusal(s, move)).toMatchObject({ code: 'phase.not-now' });
    expect(deciders(s)).toEqual([0]);
  });
});
