/**
 * Declaring and playing as the Revolutionary (`tm.declare`, `tm.revolutionary`): who may Declare and
 * when, what the Declaration throws away and draws, the one card played as each turn's Action, the
 * three cards drawn when none is left to play (Organize! cards waiting do not count), the reshuffle,
 * and everything a Declared Revolutionary no longer takes part in.
 */
import { describe, expect, it } from 'vitest';
import { type CardId, type GameState, deciders, envelopeOf, legalMoves, play, type Move, viewOf } from '../../../src/machine/index.ts';
import { REVOLUTION_CARD_IDS } from '../../../src/machine/data/revolution.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { offerRoundCard } from '../../../src/machine/modules/troublemakers/round-card.ts';
import { startTax } from '../../../src/machine/modules/policy/effects/tax.ts';
import { aligned, declared, owning, pastOpening, played, quietTurn, staged, tmGame } from './helpers.ts';

/** A 4-person game whose Troublemaker (seat 0) is a hidden Revolutionary, at the start of their first turn. */
const hiddenRevolutionary = (): GameState => pastOpening(aligned(tmGame(4, { troublemaker: 0, firstPlayer: 0 }), 'revolutionary'));

/** The moves refused by rule and code (a listed move would be `null`). */
const refusal = (state: GameState, move: Record<string, unknown>) => {
  const out = play(state, move as Move);
  return out.ok ? null : { code: out.illegal.code, rule: out.illegal.rule, reason: out.illegal.reason };
};

/** Plays the rest of the table's turns until the Revolutionary's next turn begins. */
function roundTheTable(state: GameState): { game: GameState; events: ReturnType<typeof quietTurn>['events'] } {
  let s = state;
  const events = [];
  while (s.current !== s.options.troublemaker) {
    const out = quietTurn(s);
    s = out.game;
    events.push(...out.events);
  }
  return { game: s, events };
}

describe('tm.declare: who may Declare, and when', () => {
  it('offers the Declaration to a hidden Revolutionary at the start of their own turn', () => {
    const s = hiddenRevolutionary();
    expect(s.phase).toBe('turn.start');
    expect(s.current).toBe(0);
    expect(legalMoves(s, 0)).toContainEqual({ type: 'declare', seat: 0 });
  });

  it('refuses a Reformist', () => {
    const s = pastOpening(aligned(tmGame(4, { troublemaker: 0, firstPlayer: 0 }), 'reformist'));
    expect(legalMoves(s, 0).some((m) => m.type === 'declare')).toBe(false);
    expect(refusal(s, { type: 'declare', seat: 0 })).toMatchObject({ code: 'tm.revolutionary', rule: 'tm.declare', reason: expect.stringMatching(/Revolutionary card/) });
  });

  it("refuses a Billionaire on their own turn, and the Revolutionary on someone else's", () => {
    // The hidden Revolutionary keeps up the act: an Exchange of two Markets' cards ends their turn.
    const s = quietTurn(hiddenRevolutionary()).game;
    expect(s.current).toBe(1);
    expect(refusal(s, { type: 'declare', seat: 1 })).toMatchObject({ rule: 'tm.declare' });
    expect(refusal(s, { type: 'declare', seat: 0 })).not.toBeNull();
    expect(legalMoves(s, 0)).toEqual([]);
  });

  it('comes before anything else in the turn: not once the turn has moved on to its Action', () => {
    const s: GameState = { ...hiddenRevolutionary(), phase: 'turn.action' };
    expect(refusal(s, { type: 'declare', seat: 0 })).toMatchObject({ rule: 'tm.declare', reason: expect.stringMatching(/start of your own turn/) });
  });

  it('cannot be made twice', () => {
    const s = played(hiddenRevolutionary(), { type: 'declare', seat: 0 }).game;
    expect(legalMoves(s, 0).some((m) => m.type === 'declare')).toBe(false);
    expect(refusal(s, { type: 'declare', seat: 0 })).toMatchObject({ rule: 'tm.declare', reason: expect.stringMatching(/already Declared/) });
  });
});

describe('tm.declare: the Declaration', () => {
  /** The hidden Revolutionary holding two cards and one in their Bribe envelope. */
  const holding = (): { state: GameState; hand: CardId[]; envelope: CardId[] } => {
    const s = hiddenRevolutionary();
    const hand = s.deck.slice(0, 2);
    const envelope = s.deck.slice(2, 3);
    const policy = s.modules.policy!;
    const state: GameState = {
      ...s,
      deck: s.deck.slice(3),
      players: s.players.map((p, i) => (i === 0 ? { ...p, hand } : p)),
      modules: { ...s.modules, policy: { ...policy, envelopes: s.players.map((_, i) => (i === 0 ? envelope : (policy.envelopes[i] ?? []))) } },
    };
    return { state, hand, envelope };
  };

  it('sends the hand and the Bribe envelope to the Discard pile', () => {
    const { state, hand, envelope } = holding();
    const out = played(state, { type: 'declare', seat: 0 });
    expect(out.game.players[0]!.hand).toEqual([]);
    expect(envelopeOf(out.game, 0)).toEqual([]);
    expect(out.game.discard.slice(-3)).toEqual([...hand, ...envelope]);
    expect(out.events[0]).toMatchObject({ type: 'declared', rule: 'tm.declare', player: 0, discarded: 3 });
  });

  it('makes the Alignment public', () => {
    const s = hiddenRevolutionary();
    expect(viewOf(s, 2).modules.troublemakers?.alignment).toBeNull();
    const after = played(s, { type: 'declare', seat: 0 }).game;
    for (const viewer of [1, 2, 3] as const) {
      expect(viewOf(after, viewer).modules.troublemakers).toMatchObject({ alignment: 'revolutionary', declared: true });
    }
  });

  it('draws three Revolution cards at once, face-up for all; the deck stays face-down', () => {
    const out = played(hiddenRevolutionary(), { type: 'declare', seat: 0 });
    const r = troublemakersOf(out.game).revolution!;
    expect(r.row).toHaveLength(3);
    expect(r.deck).toHaveLength(18);
    expect(new Set([...r.row, ...r.deck])).toEqual(new Set(REVOLUTION_CARD_IDS));
    expect(out.events[1]).toEqual({ type: 'revolutionDrawn', rule: 'tm.revolutionary', player: 0, cards: r.row, reshuffled: false });
    expect(viewOf(out.game, 2).modules.troublemakers?.revolution).toEqual({ deckCount: 18, deck: null, row: r.row, organized: [], discard: [] });
    expect(viewOf(out.game, 'table').modules.troublemakers?.revolution?.deck).toEqual(r.deck);
  });
});

describe('tm.revolutionary: one card played as the Action, and nothing else', () => {
  const justDeclared = () => played(hiddenRevolutionary(), { type: 'declare', seat: 0 }).game;

  it('lists only the face-up cards to play', () => {
    const s = justDeclared();
    const row = troublemakersOf(s).revolution!.row;
    const moves = legalMoves(s, 0);
    expect(new Set(moves.map((m) => m.type))).toEqual(new Set(['playRevolution']));
    expect(new Set(moves.map((m) => (m as { card: string }).card))).toEqual(new Set(row));
  });

  it('refuses every move a Declared Revolutionary has given up, by rule tm.declare', () => {
    const s = justDeclared();
    const card = s.deck[0]!;
    const crisis = s.modules.crises!.guillotine[0]!.card;
    const givenUp: Record<string, unknown>[] = [
      { type: 'draw', seat: 0 },
      { type: 'invest', seat: 0, card, market: 'vanity' },
      { type: 'exchangeHand', seat: 0, card, market: 'vanity' },
      { type: 'exchangeMarkets', seat: 0, markets: ['vanity', 'toys'] },
      { type: 'buy', seat: 0, market: 'vanity', cards: [card] },
      { type: 'gameTheMarket', seat: 0, card: 'game-the-market' },
      { type: 'audit', seat: 0, card: 'audit-1', player: 1, asset: 'mega-yacht' },
      { type: 'scam', seat: 0, card: 'scam', player: 1, take: 'mega-yacht', give: 'art-hoard' },
      { type: 'fixCrisis', seat: 0, crisis, cards: [] },
      { type: 'endRoundEarly', seat: 0 },
    ];
    for (const move of givenUp) expect({ move: move.type, refused: refusal(s, move) }).toMatchObject({ refused: { code: 'tm.revolutionary', rule: 'tm.declare' } });
  });

  it('ends the turn once the card is played, with no bribe step for the Revolutionary', () => {
    const s = justDeclared();
    const card = troublemakersOf(s).revolution!.row[0]!;
    const out = played(
      s,
      legalMoves(s, 0).find((m) => (m as { card: string }).card === card)!,
    );
    expect(out.game.current).toBe(1);
    expect(out.game.phase).toBe('turn.start');
    expect(out.events.map((e) => e.type)).toContain('turnEnded');
    expect(out.events.some((e) => e.type.startsWith('bribe'))).toBe(false);
    expect(troublemakersOf(out.game).revolution!.row).not.toContain(card);
  });
});

describe('tm.revolutionary: drawing three when no card is left to play', () => {
  it('draws nothing while a face-up card is left', () => {
    const s = declared(hiddenRevolutionary(), { row: ['bide-your-time-1', 'riots'] });
    const after = roundTheTable(played(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-1' }).game);
    expect(after.game.current).toBe(0);
    expect(troublemakersOf(after.game).revolution!.row).toEqual(['riots']);
    expect(after.events.some((e) => e.type === 'revolutionDrawn')).toBe(false);
  });

  it('draws three when the last card was played, though Organize! cards are waiting', () => {
    const s = declared(hiddenRevolutionary(), { row: ['bide-your-time-1'], organized: ['organize-1', 'organize-2'], deck: ['riots', 'sabotage', 'boycott'] });
    const after = roundTheTable(played(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-1' }).game);
    const r = troublemakersOf(after.game).revolution!;
    expect(r.row).toEqual(['riots', 'sabotage', 'boycott']);
    expect(r.organized).toEqual(['organize-1', 'organize-2']);
    expect(r.deck).toHaveLength(21 - 3 - 2 - 1);
    expect(after.events.filter((e) => e.type === 'revolutionDrawn')).toEqual([
      { type: 'revolutionDrawn', rule: 'tm.revolutionary', player: 0, cards: ['riots', 'sabotage', 'boycott'], reshuffled: false },
    ]);
  });

  it('shuffles the discards with what is left of the deck when fewer than three are left', () => {
    const s = declared(hiddenRevolutionary(), { row: ['bide-your-time-1'], deck: ['riots', 'sabotage'], rest: 'discard' });
    const after = roundTheTable(played(s, { type: 'playRevolution', seat: 0, card: 'bide-your-time-1' }).game);
    const r = troublemakersOf(after.game).revolution!;
    expect(r.discard).toEqual([]);
    expect(r.row).toHaveLength(3);
    expect(r.deck).toHaveLength(18);
    expect(new Set([...r.row, ...r.deck])).toEqual(new Set(REVOLUTION_CARD_IDS));
    expect(after.events.find((e) => e.type === 'revolutionDrawn')).toMatchObject({ player: 0, cards: r.row, reshuffled: true });
  });
});

describe('tm.declare: what a Declared Revolutionary no longer takes', () => {
  it('is offered no Round card', () => {
    const hidden = hiddenRevolutionary();
    expect(offerRoundCard(hidden).state.windows.at(-1)).toMatchObject({ kind: 'tm.round-card', seats: [0] });
    const out = offerRoundCard(declared(hidden, { row: ['riots'] }));
    expect(out.state.windows).toEqual([]);
    expect(out.events).toEqual([]);
  });

  it('takes no card from a Buy: the lowest card is discarded with the rest', () => {
    // Seat 1 Buys at Vanity (only a 1 there) with two 3s.
    const base = declared(hiddenRevolutionary(), { row: ['riots'] });
    let s = staged(base, { hands: { 0: [], 1: ['bolts-9', 'bombs-8'] }, deckTop: [], guillotine: base.modules.crises!.guillotine });
    s = { ...s, current: 1, markets: { ...s.markets, vanity: { ...s.markets.vanity, faceUp: 'locks-1', faceDown: [] } } };
    s = { ...s, deck: s.deck.filter((c) => c !== 'locks-1'), discard: s.discard.filter((c) => c !== 'locks-1') };
    const bought = played(s, { type: 'buy', seat: 1, market: 'vanity', cards: ['bolts-9', 'bombs-8'] });
    const claimed = played(bought.game, { type: 'claim', seat: 1, asset: bought.game.markets.vanity.assets[0]! });
    expect(claimed.events.some((e) => e.type === 'reformistTookCard')).toBe(false);
    expect(claimed.game.windows.some((w) => w.kind === 'tm.buy-card')).toBe(false);
    expect(claimed.game.players[0]!.hand).toEqual([]);
    expect(claimed.game.discard).toEqual(expect.arrayContaining(['locks-1', 'bolts-9', 'bombs-8']));
  });

  it('receives no Tax Tyranny cards: they go to the Discard pile', () => {
    const base = declared(hiddenRevolutionary(), { row: ['riots'] });
    // Seats 1 and 2 hold an Asset each (the richest); each pays a 3.
    // (The Media Baron needs Legacy; the Tech Overlord needs Toys.)
    let s = staged(base, { hands: { 1: ['bolts-9'], 2: ['bombs-9'], 3: [] }, deckTop: [], guillotine: base.modules.crises!.guillotine });
    s = owning(s, { 1: ['art-hoard'], 2: ['mega-yacht'] });
    s = startTax(s).state;
    expect([...s.windows.at(-1)!.seats].sort()).toEqual([1, 2]);
    const paid: Record<number, CardId> = { 1: 'bolts-9', 2: 'bombs-9' };
    for (let k = 0; k < 2; k++) {
      const seat = deciders(s)[0]!;
      s = played(s, { type: 'payTaxCards', seat, cards: [paid[seat]!] }).game;
    }
    expect(s.players[0]!.hand).toEqual([]);
    expect([...s.discard.slice(-2)].sort()).toEqual(['bolts-9', 'bombs-9']);
    expect(s.windows).toEqual([]);
  });
});
