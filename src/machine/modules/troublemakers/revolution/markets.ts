/**
 * Revolution cards that reach into the Markets, seen by their player alone: Boycott (three cards
 * from the Draw deck, face-down, into different open Markets), Comrade on the Inside (look at one
 * Market's face-down cards, maybe move one to any other Market; one sent to a closed Market is
 * discarded), Sabotage! (the open Markets' cards dealt out again,
 * equally, as the player likes). Cards a player places or looks at become cards they know, as an
 * Invest does (`PlayerState.invested`), so each view shows them to that player only.
 */
import { type CardId } from '../../../data/cards.ts';
import { MARKET_NAMES, MARKETS, type MarketId } from '../../../data/markets.ts';
import { event, type GameEvent } from '../../../core/events.ts';
import { field, optional } from '../../../core/fields.ts';
import { illegal } from '../../../core/illegal.ts';
import { defineMove, type DescribeContext } from '../../../core/moves.ts';
import type { GameState, Seat } from '../../../core/state.ts';
import { asks, closeWindow, openWindow } from '../../../core/windows.ts';
import { addToDiscard, forgetInvested, marketCards, openMarkets, takeFromDeck, withMarket, withPlayer, worthOf } from '../../../core/zones.ts';
import { corrected } from '../../../core/editions.ts';
import { COMRADE_ANY_MARKET } from '../corrections.ts';
import { troublemakersOf, withTroublemakers } from '../slice.ts';
import { type CardRule, NO_CHOICE } from './rule.ts';
import type { FieldForm, FormContext } from '../../../core/form.ts';
import { asked } from '../../../core/form.ts';
import { cardLabel, domain } from '../../../core/form-domains.ts';
import { comradeMarket, seesHidden } from '../forms.ts';
import { cardsOf } from '../../../core/cards-of.ts';

declare module '../../../core/moves.ts' {
  interface MoveFields {
    /** Boycott: these drawn cards go face-down into these open Markets, one each (the rest are discarded). */
    placeBoycott: { cards: readonly CardId[]; markets: readonly MarketId[] };
    /**
     * Comrade on the Inside: move this face-down card to that other Market, or move none. A closed
     * Market holds no cards: a card sent there goes face-up to the Discard pile (Ruling, correction
     * `troublemakers.comrade-any-market`; before it, only open Markets could take the card).
     */
    moveComradeCard: { card?: CardId; market?: MarketId };
    /** Sabotage!: each open Market's new cards, in Market order (the first face-up); the rest are discarded. */
    arrangeMarkets: { rows: readonly (readonly CardId[])[] };
  }
}

declare module '../../../core/events.ts' {
  interface EventFields {
    boycottDrawn: { player: Seat; count: number; cards: readonly CardId[]; secret: true };
    boycottPlaced: { player: Seat; markets: readonly MarketId[]; discarded: readonly CardId[] };
    comradeLooked: { player: Seat; market: MarketId; count: number };
    /** `discarded`: the card, shown to all, when it was sent to a closed Market (and so to the Discard pile). */
    comradeMoved: { player: Seat; from: MarketId; to: MarketId | null; discarded?: CardId };
    marketsSabotaged: { player: Seat; each: number; discarded: readonly CardId[] };
  }
}

export const BOYCOTT_WINDOW = 'rev.boycott';
export const COMRADE_WINDOW = 'rev.comrade';
export const SABOTAGE_WINDOW = 'rev.sabotage';
const BOYCOTT_CARDS = 3;

/** A card goes face-down under a Market's face-up card, where an Invest puts it; its placer knows it. */
function placeFaceDown(state: GameState, seat: Seat, market: MarketId, card: CardId): GameState {
  return knows(
    withMarket(state, market, (m) => ({ ...m, faceDown: [card, ...m.faceDown] })),
    seat,
    [card],
  );
}

/** The seat now knows these face-down cards (each listed once). */
const knows = (state: GameState, seat: Seat, cards: readonly CardId[]) =>
  withPlayer(state, seat, (p) => ({ ...p, invested: [...p.invested, ...cards.filter((c) => !p.invested.includes(c))] }));

const resolvingOf = <K extends string>(state: GameState, kind: K) => {
  const r = troublemakersOf(state).resolving;
  return r?.kind === kind ? (r as Extract<NonNullable<typeof r>, { kind: K }>) : null;
};
const done = (state: GameState) => withTroublemakers(closeWindow(state), (t) => ({ ...t, resolving: null }));

/** A hidden card in a move's words: named only to the seat making the move and the table view. */
const seenCard = (ctx: DescribeContext, by: Seat, card: CardId) =>
  ctx.viewer === 'table' || ctx.viewer === by ? cardLabel(card, cardsOf(ctx.state)) : 'a face-down card';

export const boycott: CardRule = {
  choices: () => NO_CHOICE,
  apply: (state, by) => {
    const drawn = takeFromDeck(state, BOYCOTT_CARDS);
    const events: GameEvent[] = [event('boycottDrawn', 'rev.boycott', { player: by, count: drawn.cards.length, cards: drawn.cards, secret: true })];
    if (drawn.cards.length === 0) return { state: drawn.state, events };
    if (openMarkets(drawn.state).length === 0) {
      events.push(event('boycottPlaced', 'rev.boycott', { player: by, markets: [], discarded: drawn.cards }));
      return { state: addToDiscard(drawn.state, drawn.cards), events };
    }
    const next = withTroublemakers(drawn.state, (t) => ({ ...t, resolving: { kind: 'boycott', by, cards: drawn.cards } }));
    return { state: openWindow(next, { kind: BOYCOTT_WINDOW, seats: [by], mode: 'ordered' }), events };
  },
};

/** Ordered picks of `k` items from a list (k ≤ 3 here). */
function arrangements<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  return items.flatMap((x, i) => arrangements([...items.slice(0, i), ...items.slice(i + 1)], k - 1).map((rest) => [x, ...rest]));
}

/** The cards Boycott drew, to the card's player and the table view. */
const boycottCards = (ctx: FormContext): readonly CardId[] => {
  const r = resolvingOf(ctx.state, 'boycott');
  return r && seesHidden(ctx, r.by) ? r.cards : [];
};

export const placeBoycottFamily = defineMove({
  type: 'placeBoycott',
  code: '8i',
  label: 'Boycott: place the cards drawn face-down, each in a different open Market',
  rule: 'rev.boycott',
  words: { group: 'Boycott', button: 'Place them' },
  fields: {
    cards: asked(
      field.cards(BOYCOTT_CARDS),
      domain.cards(
        {
          label: 'Cards to place',
          help: 'One for each open Market, up to three; those left out go to the Discard pile.',
          empty: 'No Boycott cards you can see.',
        },
        boycottCards,
      ),
    ),
    markets: asked(
      field.markets(BOYCOTT_CARDS),
      domain.marketSlots({ label: 'Markets', help: 'The cards ticked go there in order, face-down.' }, (ctx) =>
        ((ctx.chosen.cards ?? []) as readonly CardId[]).map((c) => `Market for ${cardsOf(ctx.state).cardName(c)}`),
      ),
    ),
  },
  candidates: (state, seat) => {
    const r = resolvingOf(state, 'boycott');
    if (!r || !asks(state, BOYCOTT_WINDOW, seat)) return [];
    const open = openMarkets(state);
    const k = Math.min(r.cards.length, open.length);
    // Which cards go (in drawn order) and which Markets take them, in order.
    const cardSets = arrangements(r.cards, k).filter((set) => set.every((c, i) => i === 0 || r.cards.indexOf(c) > r.cards.indexOf(set[i - 1]!)));
    return cardSets.flatMap((cards) => arrangements(open, k).map((markets) => ({ type: 'placeBoycott' as const, seat, cards, markets })));
  },
  check: (state, move) => {
    const r = resolvingOf(state, 'boycott');
    if (!r || !asks(state, BOYCOTT_WINDOW, move.seat)) return illegal('tm.revolutionary', 'rev.boycott', 'No Boycott is waiting for you to place its cards.');
    const open = openMarkets(state);
    const k = Math.min(r.cards.length, open.length);
    if (move.cards.length !== k || move.markets.length !== k)
      return illegal('tm.revolutionary', 'rev.boycott', `Place ${k} card${k === 1 ? '' : 's'}, each in a different open Market.`);
    const left = [...r.cards];
    for (const c of move.cards) {
      const i = left.indexOf(c);
      if (i < 0) return illegal('tm.revolutionary', 'rev.boycott', 'Only the cards the Boycott drew can be placed.');
      left.splice(i, 1);
    }
    if (new Set(move.markets).size !== k || move.markets.some((m) => !open.includes(m)))
      return illegal('tm.revolutionary', 'rev.boycott', 'Each card goes into a different open Market.');
    return null;
  },
  apply: (state, move) => {
    const r = resolvingOf(state, 'boycott')!;
    let next = done(state);
    move.cards.forEach((card, i) => (next = placeFaceDown(next, move.seat, move.markets[i]!, card)));
    const left = [...r.cards];
    for (const c of move.cards) left.splice(left.indexOf(c), 1);
    next = addToDiscard(next, left);
    return { state: next, events: [event('boycottPlaced', 'rev.boycott', { player: move.seat, markets: move.markets, discarded: left })] };
  },
  describe: (move, ctx) => `Place ${move.cards.map((c, i) => `${seenCard(ctx, move.seat, c)} at ${MARKET_NAMES[move.markets[i]!]}`).join(', ')}`,
});

/** Markets with face-down cards to pick up. */
const withHidden = (state: GameState) => MARKETS.filter((m) => state.markets[m].faceDown.length > 0);

export const comrade: CardRule = {
  choices: (state) => {
    const markets = withHidden(state);
    return markets.length === 0 ? NO_CHOICE : markets.map((market) => ({ market }));
  },
  apply: (state, by, choice) => {
    if (choice.market === undefined) return { state, events: [] };
    const hidden = state.markets[choice.market].faceDown;
    const next = withTroublemakers(knows(state, by, hidden), (t) => ({ ...t, resolving: { kind: 'comrade', by, market: choice.market! } }));
    return {
      state: openWindow(next, { kind: COMRADE_WINDOW, seats: [by], mode: 'ordered' }),
      events: [event('comradeLooked', 'rev.comrade', { player: by, market: choice.market, count: hidden.length })],
    };
  },
};

/** The Markets Comrade's card may go to: any other Market, or (before the correction) any other open one. */
function comradeTargets(state: GameState, from: MarketId): readonly MarketId[] {
  const markets = corrected(state, COMRADE_ANY_MARKET) ? MARKETS : openMarkets(state);
  return markets.filter((m) => m !== from);
}

/** Whether a Market is closed (no Asset left): a card sent there by Comrade is discarded. */
const closed = (state: GameState, market: MarketId) => state.markets[market].assets.length === 0;

/** The face-down cards Comrade on the Inside picked up, to the card's player and the table view. */
const comradeCards = (ctx: FormContext): readonly CardId[] => {
  const r = resolvingOf(ctx.state, 'comrade');
  return r && seesHidden(ctx, r.by) ? ctx.state.markets[r.market].faceDown : [];
};

export const moveComradeCardFamily = defineMove({
  type: 'moveComradeCard',
  code: '8j',
  label: 'Comrade on the Inside: move one face-down card to another Market, or none',
  rule: 'rev.comrade',
  words: { group: 'Comrade on the Inside', button: 'Move it' },
  fields: {
    card: asked(optional(field.card), domain.card({ label: 'Card to move', none: 'Move none', empty: 'No face-down cards you can see.' }, comradeCards)),
    market: asked(optional(field.market), comradeMarket({ label: 'Market it goes to' })),
  },
  candidates: (state, seat) => {
    const r = resolvingOf(state, 'comrade');
    if (!r || !asks(state, COMRADE_WINDOW, seat)) return [];
    const targets = comradeTargets(state, r.market);
    const cards = [...new Set(state.markets[r.market].faceDown)];
    return [{ type: 'moveComradeCard' as const, seat }, ...cards.flatMap((card) => targets.map((market) => ({ type: 'moveComradeCard' as const, seat, card, market })))];
  },
  check: (state, move) => {
    const r = resolvingOf(state, 'comrade');
    if (!r || !asks(state, COMRADE_WINDOW, move.seat)) return illegal('tm.revolutionary', 'rev.comrade', 'Comrade on the Inside is not waiting for you now.');
    if ((move.card === undefined) !== (move.market === undefined))
      return illegal('tm.revolutionary', 'rev.comrade', 'Name both the card and the Market it goes to, or neither.');
    if (move.card === undefined) return null;
    if (!state.markets[r.market].faceDown.includes(move.card))
      return illegal('tm.revolutionary', 'rev.comrade', 'Only one of the face-down cards you picked up can move.');
    if (!comradeTargets(state, r.market).includes(move.market!))
      return illegal(
        'tm.revolutionary',
        'rev.comrade',
        corrected(state, COMRADE_ANY_MARKET) ? 'The card goes to another Market, not back where it came from.' : 'The card goes to another Market, one that is open.',
      );
    return null;
  },
  apply: (state, move) => {
    const r = resolvingOf(state, 'comrade')!;
    let next = done(state);
    if (move.card !== undefined) {
      next = withMarket(next, r.market, (m) => {
        const i = m.faceDown.indexOf(move.card!);
        return { ...m, faceDown: [...m.faceDown.slice(0, i), ...m.faceDown.slice(i + 1)] };
      });
      // A closed Market holds no cards: the card goes face-up to the Discard pile, as a Puppet's Invest there does.
      if (closed(next, move.market!)) {
        next = addToDiscard(forgetInvested(next, [move.card]), [move.card]);
        return {
          state: next,
          events: [event('comradeMoved', 'rev.comrade', { player: move.seat, from: r.market, to: move.market!, discarded: move.card })],
        };
      }
      next = placeFaceDown(next, move.seat, move.market!, move.card);
    }
    return { state: next, events: [event('comradeMoved', 'rev.comrade', { player: move.seat, from: r.market, to: move.market ?? null })] };
  },
  describe: (move, ctx) => {
    if (move.card === undefined || move.market === undefined) return 'Move no card';
    const card = seenCard(ctx, move.seat, move.card);
    return closed(ctx.state, move.market)
      ? `Send ${card} to the closed ${MARKET_NAMES[move.market]} Market (the Discard pile)`
      : `Move ${card} to the ${MARKET_NAMES[move.market]} Market`;
  },
});

/** The open Markets' cards, gathered, and how many each Market gets back. */
function gathered(state: GameState): { open: MarketId[]; cards: CardId[]; each: number } {
  const open = openMarkets(state);
  const cards = open.flatMap((m) => marketCards(state.markets[m]));
  return { open, cards, each: open.length === 0 ? 0 : Math.floor(cards.length / open.length) };
}

export const sabotage: CardRule = {
  choices: () => NO_CHOICE,
  apply: (state, by) => {
    const { open, cards } = gathered(state);
    if (open.length === 0) return { state, events: [] };
    const hidden = open.flatMap((m) => state.markets[m].faceDown);
    const next = withTroublemakers(knows(state, by, hidden), (t) => ({ ...t, resolving: { kind: 'sabotage', by } }));
    return cards.length === 0
      ? { state: withTroublemakers(next, (t) => ({ ...t, resolving: null })), events: [] }
      : { state: openWindow(next, { kind: SABOTAGE_WINDOW, seats: [by], mode: 'ordered' }), events: [] };
  },
};

/** Two ready-made layouts to list (any other valid one is accepted): the cards dealt out in turn, and the strongest first. */
function sampleLayouts(state: GameState): CardId[][][] {
  const { open, cards, each } = gathered(state);
  const worth = worthOf(state);
  const deal = (list: readonly CardId[]) => open.map((_, i) => list.slice(i * each, (i + 1) * each));
  const byWorth = [...cards].sort((a, b) => worth(b) - worth(a));
  const layouts = [deal(cards), deal(byWorth)];
  return JSON.stringify(layouts[0]) === JSON.stringify(layouts[1]) ? [layouts[0]!] : layouts;
}

const cardsWord = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/**
 * Sabotage!'s layout: the gathered cards (to the card's player and the table view) laid out in a row
 * of slots per open Market, each card in one slot at most; a form starts from the first listed
 * layout. A row left short, or the wrong cards, is refused with the rule's reason when tried.
 */
const sabotageRows: FieldForm = {
  label: 'The open Markets’ new cards',
  help: 'One row per open Market: its first card face-up, the others face-down. Picking a card already placed swaps the two slots.',
  pick: 'rows',
  empty: 'No Sabotage! cards you can see.',
  leftOut: 'To the Discard pile',
  startWords: 'Deal as listed',
  options: (ctx) => {
    const r = resolvingOf(ctx.state, 'sabotage');
    return r && seesHidden(ctx, r.by) ? gathered(ctx.state).cards.map((c) => ({ key: c, value: c, label: cardLabel(c, cardsOf(ctx.state)) })) : [];
  },
  rows: (ctx) => {
    const { open, each } = gathered(ctx.state);
    return open.map((m) => ({
      key: m,
      label: `${MARKET_NAMES[m]} Market (${cardsWord(each)})`,
      slots: Array.from({ length: each }, (_, j) => (j === 0 ? 'Face-up card' : `Face-down card ${j}`)),
    }));
  },
};

export const arrangeMarketsFamily = defineMove({
  type: 'arrangeMarkets',
  code: '8k',
  label: 'Sabotage!: deal the open Markets’ cards out again',
  rule: 'rev.sabotage',
  words: { group: 'Sabotage!', button: 'Deal them out' },
  fields: { rows: asked(field.cardRows(MARKETS.length, 40), sabotageRows) },
  candidates: (state, seat) =>
    resolvingOf(state, 'sabotage') && asks(state, SABOTAGE_WINDOW, seat) ? sampleLayouts(state).map((rows) => ({ type: 'arrangeMarkets' as const, seat, rows })) : [],
  check: (state, move) => {
    if (!resolvingOf(state, 'sabotage') || !asks(state, SABOTAGE_WINDOW, move.seat))
      return illegal('tm.revolutionary', 'rev.sabotage', 'Sabotage! is not waiting for you now.');
    const { open, cards, each } = gathered(state);
    if (move.rows.length !== open.length) return illegal('tm.revolutionary', 'rev.sabotage', `Give one row of cards for each of the ${open.length} open Markets.`);
    if (move.rows.some((row) => row.length !== each)) return illegal('tm.revolutionary', 'rev.sabotage', `Every open Market gets the same number of cards: ${each}.`);
    const left = [...cards];
    for (const c of move.rows.flat()) {
      const i = left.indexOf(c);
      if (i < 0) return illegal('tm.revolutionary', 'rev.sabotage', 'Only the cards gathered from the open Markets can be dealt out.');
      left.splice(i, 1);
    }
    return null;
  },
  apply: (state, move) => {
    const { open, cards } = gathered(state);
    let next = forgetInvested(done(state), cards);
    const left = [...cards];
    for (const c of move.rows.flat()) left.splice(left.indexOf(c), 1);
    open.forEach((m, i) => {
      const [faceUp = null, ...faceDown] = move.rows[i]!;
      next = withMarket(next, m, (market) => ({ ...market, faceUp, faceDown }));
      next = knows(next, move.seat, faceDown);
    });
    next = addToDiscard(next, left);
    return { state: next, events: [event('marketsSabotaged', 'rev.sabotage', { player: move.seat, each: move.rows[0]?.length ?? 0, discarded: left })] };
  },
  describe: (move) => `Deal ${move.rows[0]?.length ?? 0} card${move.rows[0]?.length === 1 ? '' : 's'} to each open Market`,
});
