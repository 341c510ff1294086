/**
 * Revolution cards that reach into the Markets, with hidden cards seen by their player alone:
 * Boycott (`rev.boycott`), Comrade on the Inside (`rev.comrade`) and Sabotage! (`rev.sabotage`).
 */
import { describe, expect, it } from 'vitest';
import { type CardId, describeEvent, type GameState, legalMoves, MARKETS, play, viewOf } from '../../../src/machine/index.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { legalStart, moveFromForm, resolveForm } from '../../../src/machine/forms.ts';
import { familyOf } from '../../../src/machine/core/module.ts';
import { violations } from '../../helpers/invariants.ts';
import { played, revolutionaryTurn, withMarkets } from './helpers.ts';

const refusal = (s: GameState, move: Record<string, unknown>) => {
  const out = play(s, move as never);
  return out.ok ? null : out.illegal;
};

/** What a seat sees of a Market's face-down cards (null for a card hidden from them). */
const hiddenSeenBy = (s: GameState, viewer: number | 'table', market: (typeof MARKETS)[number]) => viewOf(s, viewer).markets[market].faceDown;

describe('rev.boycott', () => {
  const DRAWN: CardId[] = ['locks-7', 'bolts-2', 'killer-robots'];
  const boycott = (s: GameState = revolutionaryTurn({ row: ['boycott'] }, { deckTop: DRAWN })) => played(s, { type: 'playRevolution', seat: 0, card: 'boycott' });

  it('draws the top three cards, seen by the player alone', () => {
    const out = boycott();
    const drawn = out.events.find((e) => e.type === 'boycottDrawn')!;
    expect(drawn).toEqual({ type: 'boycottDrawn', rule: 'rev.boycott', player: 0, count: 3, cards: DRAWN, secret: true });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'rev.boycott', seats: [0] });
    expect(viewOf(out.game, 0).modules.troublemakers?.resolving).toEqual({ kind: 'boycott', by: 0, count: 3, cards: DRAWN });
    expect(viewOf(out.game, 1).modules.troublemakers?.resolving).toEqual({ kind: 'boycott', by: 0, count: 3, cards: null });
    expect(describeEvent(out.game, drawn, 1)).toBe('The Troublemaker draws 3 cards for the Boycott.');
    expect(describeEvent(out.game, drawn, 0)).toMatch(/Killer Robots!/);
  });

  it('lists every way to put the cards in different open Markets', () => {
    const s = boycott().game;
    const moves = legalMoves(s, 0);
    // The three cards in drawn order, into 5 × 4 × 3 ordered choices of Market.
    expect(moves).toHaveLength(60);
    expect(moves.every((m) => m.type === 'placeBoycott' && new Set(m.markets).size === 3)).toBe(true);
  });

  it('puts each card face-down, under the face-up card, of a different open Market; only the player knows them', () => {
    const s = boycott().game;
    const before = s.markets.vanity.faceDown;
    const out = played(s, { type: 'placeBoycott', seat: 0, cards: ['killer-robots', 'locks-7', 'bolts-2'], markets: ['vanity', 'toys', 'power'] });
    expect(out.game.markets.vanity.faceDown).toEqual(['killer-robots', ...before]);
    expect(out.game.markets.toys.faceDown[0]).toBe('locks-7');
    expect(out.game.markets.power.faceDown[0]).toBe('bolts-2');
    expect(hiddenSeenBy(out.game, 0, 'vanity')[0]).toBe('killer-robots');
    expect(hiddenSeenBy(out.game, 1, 'vanity')[0]).toBeNull();
    expect(out.events).toContainEqual({ type: 'boycottPlaced', rule: 'rev.boycott', player: 0, markets: ['vanity', 'toys', 'power'], discarded: [] });
    expect(out.game.windows).toEqual([]);
    expect(troublemakersOf(out.game).resolving).toBeNull();
    expect(troublemakersOf(out.game).revolution!.discard).toEqual(['boycott']);
  });

  it('refuses two cards in one Market, too few cards, or a card it did not draw', () => {
    const s = boycott().game;
    expect(refusal(s, { type: 'placeBoycott', seat: 0, cards: DRAWN, markets: ['vanity', 'vanity', 'toys'] })).toMatchObject({
      rule: 'rev.boycott',
      reason: expect.stringMatching(/different open Market/),
    });
    expect(refusal(s, { type: 'placeBoycott', seat: 0, cards: DRAWN.slice(0, 2), markets: ['vanity', 'toys'] })).toMatchObject({
      rule: 'rev.boycott',
      reason: 'Place 3 cards, each in a different open Market.',
    });
    expect(refusal(s, { type: 'placeBoycott', seat: 0, cards: ['locks-7', 'bolts-2', 'dishes-9'], markets: ['vanity', 'toys', 'power'] })).toMatchObject({
      rule: 'rev.boycott',
      reason: expect.stringMatching(/Only the cards the Boycott drew/),
    });
  });

  it('discards the cards left over when fewer Markets are open', () => {
    const s = withMarkets(revolutionaryTurn({ row: ['boycott'] }, { deckTop: DRAWN }), { vanity: ['dishes-9'], toys: ['dishes-8'] }, ['influence', 'legacy', 'power']);
    const asked = boycott(s).game;
    expect(legalMoves(asked, 0).every((m) => m.type === 'placeBoycott' && m.cards.length === 2)).toBe(true);
    expect(refusal(asked, { type: 'placeBoycott', seat: 0, cards: ['locks-7'], markets: ['vanity'] })).toMatchObject({
      reason: 'Place 2 cards, each in a different open Market.',
    });
    const out = played(asked, { type: 'placeBoycott', seat: 0, cards: ['bolts-2', 'killer-robots'], markets: ['toys', 'vanity'] });
    expect(out.events).toContainEqual({ type: 'boycottPlaced', rule: 'rev.boycott', player: 0, markets: ['toys', 'vanity'], discarded: ['locks-7'] });
    expect(out.game.discard.at(-1)).toBe('locks-7');
    expect(out.game.markets.vanity).toMatchObject({ faceUp: 'dishes-9', faceDown: ['killer-robots'] });
    expect(out.game.markets.toys).toMatchObject({ faceUp: 'dishes-8', faceDown: ['bolts-2'] });
  });

  it('takes what there is when the Draw deck holds fewer than three', () => {
    const base = revolutionaryTurn({ row: ['boycott'] }, { deckTop: ['locks-7', 'bolts-2'] });
    const short: GameState = { ...base, deck: ['locks-7', 'bolts-2'], discard: [...base.discard, ...base.deck.slice(2)] };
    const out = boycott(short);
    expect(out.events.find((e) => e.type === 'boycottDrawn')).toMatchObject({ count: 2, cards: ['locks-7', 'bolts-2'] });
    expect(out.game.deck).toEqual([]);
    expect(legalMoves(out.game, 0).every((m) => m.type === 'placeBoycott' && m.cards.length === 2)).toBe(true);
  });
});

describe('rev.comrade', () => {
  /** Vanity holds a face-up card and two face-down ones; Toys only a face-up one; the rest are empty. */
  const table = () => withMarkets(revolutionaryTurn({ row: ['comrade-on-the-inside'] }), { vanity: ['dishes-9', 'locks-7', 'bolts-2'], toys: ['dishes-8'] });

  it('offers only a Market with face-down cards', () => {
    const s = table();
    expect(legalMoves(s, 0)).toEqual([{ type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside', market: 'vanity' }]);
    expect(refusal(s, { type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside', market: 'toys' })).toMatchObject({ rule: 'rev.comrade' });
  });

  it('shows the picked-up cards to the player alone', () => {
    const out = played(table(), { type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside', market: 'vanity' });
    expect(out.events).toContainEqual({ type: 'comradeLooked', rule: 'rev.comrade', player: 0, market: 'vanity', count: 2 });
    expect(out.game.windows.at(-1)).toMatchObject({ kind: 'rev.comrade', seats: [0] });
    expect(viewOf(out.game, 0).modules.troublemakers?.resolving).toEqual({ kind: 'comrade', by: 0, market: 'vanity', cards: ['locks-7', 'bolts-2'] });
    for (const seat of [1, 2, 3]) {
      expect(viewOf(out.game, seat).modules.troublemakers?.resolving).toEqual({ kind: 'comrade', by: 0, market: 'vanity', cards: null });
      expect(hiddenSeenBy(out.game, seat, 'vanity')).toEqual([null, null]);
    }
    expect(hiddenSeenBy(out.game, 0, 'vanity')).toEqual(['locks-7', 'bolts-2']);
  });

  it('lets the player move one card to another open Market, or none', () => {
    const s = played(table(), { type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside', market: 'vanity' }).game;
    const moves = legalMoves(s, 0);
    expect(moves[0]).toEqual({ type: 'moveComradeCard', seat: 0 });
    // Two cards, each to one of the four other open Markets.
    expect(moves).toHaveLength(1 + 2 * 4);
    expect(moves.some((m) => m.type === 'moveComradeCard' && m.market === 'vanity')).toBe(false);
    const moved = played(s, { type: 'moveComradeCard', seat: 0, card: 'bolts-2', market: 'toys' });
    expect(moved.game.markets.vanity.faceDown).toEqual(['locks-7']);
    expect(moved.game.markets.toys).toMatchObject({ faceUp: 'dishes-8', faceDown: ['bolts-2'] });
    expect(moved.events).toContainEqual({ type: 'comradeMoved', rule: 'rev.comrade', player: 0, from: 'vanity', to: 'toys' });
    expect(hiddenSeenBy(moved.game, 0, 'toys')).toEqual(['bolts-2']);
    expect(hiddenSeenBy(moved.game, 2, 'toys')).toEqual([null]);
    expect(moved.game.windows).toEqual([]);
    const kept = played(s, { type: 'moveComradeCard', seat: 0 });
    expect(kept.game.markets.vanity.faceDown).toEqual(['locks-7', 'bolts-2']);
    expect(kept.events).toContainEqual({ type: 'comradeMoved', rule: 'rev.comrade', player: 0, from: 'vanity', to: null });
  });

  it('refuses a half-named move, the same Market, or a card not picked up', () => {
    const base = withMarkets(revolutionaryTurn({ row: ['comrade-on-the-inside'] }), { vanity: ['dishes-9', 'locks-7', 'bolts-2'], toys: ['dishes-8'] }, ['legacy']);
    const s = played(base, { type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside', market: 'vanity' }).game;
    expect(refusal(s, { type: 'moveComradeCard', seat: 0, card: 'locks-7' })).toMatchObject({ rule: 'rev.comrade', reason: expect.stringMatching(/Name both/) });
    expect(refusal(s, { type: 'moveComradeCard', seat: 0, card: 'locks-7', market: 'vanity' })).toMatchObject({ reason: expect.stringMatching(/another Market/) });
    expect(refusal(s, { type: 'moveComradeCard', seat: 0, card: 'dishes-8', market: 'power' })).toMatchObject({ reason: expect.stringMatching(/picked up/) });
  });

  /** Comrade played at Vanity with Legacy closed; `uncorrected` for a game from an older link. */
  const withClosed = (uncorrected?: readonly string[]) => {
    const base = withMarkets(revolutionaryTurn({ row: ['comrade-on-the-inside'] }), { vanity: ['dishes-9', 'locks-7', 'bolts-2'], toys: ['dishes-8'] }, ['legacy']);
    const game = uncorrected ? { ...base, options: { ...base.options, uncorrected } } : base;
    return played(game, { type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside', market: 'vanity' }).game;
  };

  it('offers a closed Market too; a card sent there goes face-up to the Discard pile (correction troublemakers.comrade-any-market)', () => {
    const s = withClosed();
    const moves = legalMoves(s, 0);
    // Two cards, each to one of the four other Markets, the closed Legacy included.
    expect(moves).toHaveLength(1 + 2 * 4);
    expect(moves).toContainEqual({ type: 'moveComradeCard', seat: 0, card: 'locks-7', market: 'legacy' });
    const out = played(s, { type: 'moveComradeCard', seat: 0, card: 'locks-7', market: 'legacy' });
    expect(out.game.markets.legacy).toMatchObject({ assets: [], faceUp: null, faceDown: [] });
    expect(out.game.markets.vanity).toMatchObject({ faceUp: 'dishes-9', faceDown: ['bolts-2'] });
    expect(out.game.discard.at(-1)).toBe('locks-7');
    expect(out.game.players[0]!.invested).not.toContain('locks-7');
    expect(out.events).toContainEqual({ type: 'comradeMoved', rule: 'rev.comrade', player: 0, from: 'vanity', to: 'legacy', discarded: 'locks-7' });
    expect(out.game.windows).toEqual([]);
    expect(violations(out.game)).toEqual([]);
  });

  it('offers only the open Markets in a game played without the correction (an older link)', () => {
    const s = withClosed(['troublemakers.comrade-any-market']);
    const moves = legalMoves(s, 0);
    expect(moves).toHaveLength(1 + 2 * 3);
    expect(moves.some((m) => m.type === 'moveComradeCard' && m.market === 'legacy')).toBe(false);
    expect(refusal(s, { type: 'moveComradeCard', seat: 0, card: 'locks-7', market: 'legacy' })).toMatchObject({ reason: expect.stringMatching(/open/) });
  });

  it('does nothing when no Market has face-down cards', () => {
    const s = withMarkets(revolutionaryTurn({ row: ['comrade-on-the-inside'] }), { vanity: ['dishes-9'] });
    expect(legalMoves(s, 0)).toEqual([{ type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside' }]);
    const out = played(s, { type: 'playRevolution', seat: 0, card: 'comrade-on-the-inside' });
    expect(out.game.windows).toEqual([]);
    expect(out.events.some((e) => e.type === 'comradeLooked')).toBe(false);
    expect(out.game.current).toBe(1);
  });
});

describe('rev.sabotage', () => {
  // Eleven cards in the five open Markets: two each once dealt again, one left over.
  const CONTENTS = {
    influence: ['dishes-9', 'locks-1', 'locks-2'],
    legacy: ['dishes-8', 'locks-3'],
    power: ['dishes-7', 'locks-4'],
    toys: ['dishes-6', 'locks-5'],
    vanity: ['dishes-5', 'locks-6'],
  } as const satisfies Record<string, CardId[]>;
  const ALL = Object.values(CONTENTS).flat();
  const sabotaged = (contents: Parameters<typeof withMarkets>[1] = CONTENTS, closed: Parameters<typeof withMarkets>[2] = []) =>
    played(withMarkets(revolutionaryTurn({ row: ['sabotage'] }), contents, closed), { type: 'playRevolution', seat: 0, card: 'sabotage' });

  it('shows the player alone every card gathered, face-down ones included', () => {
    const s = sabotaged().game;
    expect(s.windows.at(-1)).toMatchObject({ kind: 'rev.sabotage', seats: [0] });
    expect(viewOf(s, 0).modules.troublemakers?.resolving).toEqual({ kind: 'sabotage', by: 0, cards: ALL });
    expect(viewOf(s, 1).modules.troublemakers?.resolving).toEqual({ kind: 'sabotage', by: 0, cards: null });
    expect(hiddenSeenBy(s, 0, 'influence')).toEqual(['locks-1', 'locks-2']);
    expect(hiddenSeenBy(s, 3, 'influence')).toEqual([null, null]);
  });

  it('deals them out again as the player likes, the same number to each open Market, the rest discarded', () => {
    const s = sabotaged().game;
    const rows: CardId[][] = [
      ['locks-6', 'dishes-9'],
      ['locks-5', 'dishes-8'],
      ['locks-4', 'dishes-7'],
      ['locks-3', 'dishes-6'],
      ['locks-2', 'dishes-5'],
    ];
    const out = played(s, { type: 'arrangeMarkets', seat: 0, rows });
    expect(MARKETS.map((m) => [out.game.markets[m].faceUp, ...out.game.markets[m].faceDown])).toEqual(rows);
    expect(out.events).toContainEqual({ type: 'marketsSabotaged', rule: 'rev.sabotage', player: 0, each: 2, discarded: ['locks-1'] });
    expect(out.game.discard.at(-1)).toBe('locks-1');
    expect(hiddenSeenBy(out.game, 0, 'influence')).toEqual(['dishes-9']);
    expect(hiddenSeenBy(out.game, 1, 'influence')).toEqual([null]);
    expect(out.game.windows).toEqual([]);
    expect(troublemakersOf(out.game).revolution!.discard).toEqual(['sabotage']);
  });

  it('lists ready-made layouts, each of them accepted', () => {
    const s = sabotaged().game;
    const moves = legalMoves(s, 0);
    expect(moves.length).toBeGreaterThanOrEqual(1);
    for (const m of moves) {
      expect(m.type === 'arrangeMarkets' && m.rows.map((r) => r.length)).toEqual([2, 2, 2, 2, 2]);
      expect(play(s, m).ok).toBe(true);
    }
  });

  it('refuses a layout with a row too many or too few, unequal rows, or a card from elsewhere, saying why', () => {
    const s = sabotaged().game;
    const good: CardId[][] = [
      ['dishes-9', 'locks-1'],
      ['dishes-8', 'locks-3'],
      ['dishes-7', 'locks-4'],
      ['dishes-6', 'locks-5'],
      ['dishes-5', 'locks-6'],
    ];
    expect(refusal(s, { type: 'arrangeMarkets', seat: 0, rows: good.slice(0, 4) })).toMatchObject({
      rule: 'rev.sabotage',
      reason: 'Give one row of cards for each of the 5 open Markets.',
    });
    expect(refusal(s, { type: 'arrangeMarkets', seat: 0, rows: [[...good[0]!, 'locks-2'], ...good.slice(1)] })).toMatchObject({
      rule: 'rev.sabotage',
      reason: 'Every open Market gets the same number of cards: 2.',
    });
    expect(refusal(s, { type: 'arrangeMarkets', seat: 0, rows: [['dishes-9', 'bombs-1'], ...good.slice(1)] })).toMatchObject({
      rule: 'rev.sabotage',
      reason: expect.stringMatching(/Only the cards gathered/),
    });
    expect(refusal(s, { type: 'arrangeMarkets', seat: 0, rows: [['dishes-9', 'dishes-9'], ...good.slice(1)] })).toMatchObject({ rule: 'rev.sabotage' });
    expect(refusal(s, { type: 'arrangeMarkets', seat: 1, rows: good })).not.toBeNull();
  });

  it('deals only to the open Markets, leaving a closed one as it was', () => {
    const s = sabotaged({ influence: ['dishes-9', 'locks-1'], legacy: ['dishes-8'], power: ['dishes-7'], toys: ['dishes-6'], vanity: ['dishes-5'] }, ['legacy']).game;
    // Five cards in the four open Markets: one each, one left over; Legacy keeps its card.
    const out = played(s, { type: 'arrangeMarkets', seat: 0, rows: [['locks-1'], ['dishes-9'], ['dishes-7'], ['dishes-6']] });
    expect(out.game.markets.legacy).toMatchObject({ faceUp: 'dishes-8', faceDown: [] });
    expect(out.events).toContainEqual({ type: 'marketsSabotaged', rule: 'rev.sabotage', player: 0, each: 1, discarded: ['dishes-5'] });
  });

  it('discards every card when there are fewer than open Markets', () => {
    const s = sabotaged({ influence: ['dishes-9', 'locks-1'], vanity: ['dishes-5'] }).game;
    const out = played(s, { type: 'arrangeMarkets', seat: 0, rows: [[], [], [], [], []] });
    expect(MARKETS.every((m) => out.game.markets[m].faceUp === null && out.game.markets[m].faceDown.length === 0)).toBe(true);
    expect(out.events).toContainEqual({ type: 'marketsSabotaged', rule: 'rev.sabotage', player: 0, each: 0, discarded: ['dishes-9', 'locks-1', 'dishes-5'] });
  });

  it('a form lays the gathered cards out in a row of slots per open Market, named to the player alone, starting from the listed layout', () => {
    const s = sabotaged().game;
    const family = familyOf('arrangeMarkets')!;
    const legal = legalMoves(s, 0);
    const [field] = resolveForm(family, s, 0, 0, {}, legalStart(family, legal, 0)).fields;
    expect(field!.form.pick).toBe('rows');
    expect(field!.options.map((o) => o.value)).toEqual(ALL);
    expect(field!.rows.map((r) => [r.key, r.slots.length])).toEqual(MARKETS.map((m) => [m, 2]));
    const listed = legal.find((m) => m.type === 'arrangeMarkets');
    expect(field!.start).toEqual(listed?.type === 'arrangeMarkets' && listed.rows);
    // Another seat sees no card to lay out.
    expect(resolveForm(family, s, 0, 1, {}).fields[0]!.options).toEqual([]);
    // A card asked twice stays in its first slot only; a slot left empty is left out of its row, so the engine explains the refusal.
    const picked = {
      rows: [
        ['locks-1', 'locks-1'],
        ['dishes-8', 'locks-3'],
        ['dishes-7', 'locks-4'],
        ['dishes-6', 'locks-5'],
        ['dishes-5', 'locks-6'],
      ],
    };
    const { values } = resolveForm(family, s, 0, 0, picked);
    expect((values.rows as unknown[][])[0]).toEqual(['locks-1', null]);
    const move = moveFromForm(family, 0, values);
    expect((move.rows as unknown[][])[0]).toEqual(['locks-1']);
    expect(refusal(s, move)).toMatchObject({ rule: 'rev.sabotage', reason: expect.stringContaining('same number of cards: 2') });
  });
});
