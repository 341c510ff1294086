/**
 * Special Action cards played instead of an Action (`special.instead-of-action`): Audit, Scam and
 * Game the Market. Used in a Buy they are plain suit-less values (`special.as-resource`), which
 * the Buy rules already handle.
 */
import { type AssetId } from '../../data/assets.ts';
import { seatName } from '../../core/seats.ts';
import { type CardId, cardInfo, type SpecialAction } from '../../data/cards.ts';
import { MARKETS } from '../../data/markets.ts';
import { returnAsset } from '../../core/assets.ts';
import { event } from '../../core/events.ts';
import { field, optional } from '../../core/fields.ts';
import { illegal, type IllegalMove } from '../../core/illegal.ts';
import { defineMove } from '../../core/moves.ts';
import { shuffled } from '../../core/rng.ts';
import type { GameState, MarketState, Seat } from '../../core/state.ts';
import { addToDiscard, dealtMarket, forgetInvested, marketCards, openMarkets, removeFromHand, withPlayer, wouldWin } from '../../core/zones.ts';
import { cardsOf } from '../../core/cards-of.ts';

declare module '../../core/moves.ts' {
  interface MoveFields {
    audit: { card: CardId; player: Seat; asset: AssetId };
    scam: { card: CardId; player: Seat; take: AssetId; give: AssetId };
    /** `deal` names the shuffled order of the gathered cards (dispute mode). */
    gameTheMarket: { card: CardId; deal?: readonly CardId[] };
    /** After Game the Market: end the turn without the optional Buy. */
    skipBuy: object;
  }
}

const ACTION_NAMES: Readonly<Record<SpecialAction, string>> = {
  audit: 'an Audit',
  scam: 'a Scam',
  'game-the-market': 'Game the Market',
};

function specialCards(state: GameState, seat: Seat, action: SpecialAction): CardId[] {
  return state.players[seat]!.hand.filter((c) => {
    const info = cardInfo(c);
    return info.kind === 'special' && info.action === action;
  });
}

function checkSpecialCard(state: GameState, seat: Seat, card: CardId, action: SpecialAction): IllegalMove | null {
  const info = cardInfo(card);
  if (info.kind !== 'special' || info.action !== action)
    return illegal('special.wrong-card', 'special.instead-of-action', `That card is not ${ACTION_NAMES[action]} card.`);
  if (!state.players[seat]!.hand.includes(card))
    return illegal('special.not-in-hand', 'special.instead-of-action', `You need ${ACTION_NAMES[action]} card in your hand to play it.`);
  return null;
}

export const auditFamily = defineMove({
  type: 'audit',
  code: 'a',
  label: 'Audit (Special Action card)',
  rule: 'audit.return',
  words: { group: 'Audit', button: 'Audit' },
  action: true,
  fields: {
    card: field.card,
    player: field.seat,
    asset: field.asset,
  },
  candidates: (state, seat) =>
    specialCards(state, seat, 'audit')
      .slice(0, 1) // both Audit cards do the same; offer one
      .flatMap((card) => state.players.flatMap((p, player) => p.assets.map((asset) => ({ type: 'audit' as const, seat, card, player, asset })))),
  check: (state, move) => {
    const bad = checkSpecialCard(state, move.seat, move.card, 'audit');
    if (bad) return bad;
    const target = state.players[move.player];
    if (!target) return illegal('audit.no-player', 'audit.return', `There is no player in seat ${move.player + 1}.`);
    if (!target.assets.includes(move.asset))
      return illegal('audit.not-held', 'audit.return', `${seatName(state, move.player)} does not hold the ${cardsOf(state).assetName(move.asset)}.`);
    return null;
  },
  /** Audit: the chosen Asset goes back to its Market (you may Audit yourself); the card is discarded. */
  apply: (state, move) => {
    const played = addToDiscard(removeFromHand(state, move.seat, [move.card]), [move.card]);
    const back = returnAsset(played, move.player, move.asset);
    return {
      state: back.state,
      events: [event('audited', 'audit.return', { player: move.seat, other: move.player, asset: move.asset, card: move.card }), ...back.events],
    };
  },
  describe: (move, ctx) => `Audit ${ctx.name(move.player)}: ${cardsOf(ctx.state).assetName(move.asset)}`,
});

export const scamFamily = defineMove({
  type: 'scam',
  code: 'k',
  label: 'Scam (Special Action card)',
  rule: 'scam.swap',
  words: { group: 'Scam', button: 'Scam' },
  action: true,
  fields: {
    card: field.card,
    player: field.seat,
    take: field.asset,
    give: field.asset,
  },
  candidates: (state, seat) =>
    specialCards(state, seat, 'scam').flatMap((card) =>
      state.players.flatMap((p, player) =>
        p.assets.flatMap((take) => state.players[seat]!.assets.map((give) => ({ type: 'scam' as const, seat, card, player, take, give }))),
      ),
    ),
  check: (state, move) => {
    const bad = checkSpecialCard(state, move.seat, move.card, 'scam');
    if (bad) return bad;
    const me = state.players[move.seat]!;
    const target = state.players[move.player];
    if (!target) return illegal('scam.no-player', 'scam.swap', `There is no player in seat ${move.player + 1}.`);
    if (move.player === move.seat) return illegal('scam.self', 'scam.swap', 'A Scam takes an Asset from another player, not from yourself.');
    if (!target.assets.includes(move.take))
      return illegal('scam.not-held', 'scam.swap', `${seatName(state, move.player)} does not hold the ${cardsOf(state).assetName(move.take)}.`);
    if (!me.assets.includes(move.give))
      return illegal('scam.nothing-to-give', 'scam.swap', `You do not hold the ${cardsOf(state).assetName(move.give)}, so you cannot give it in return.`);
    if (wouldWin(cardsOf(state), me, [...me.assets.filter((a) => a !== move.give), move.take]))
      return illegal(
        'scam.would-win',
        'scam.no-win',
        `A Scam cannot give you your fifth needed Asset: taking the ${cardsOf(state).assetName(move.take)} would win you the game.`,
      );
    return null;
  },
  /** Scam: take one Asset from another player and give them one of yours; the card is discarded. */
  apply: (state, move) => {
    let next = addToDiscard(removeFromHand(state, move.seat, [move.card]), [move.card]);
    next = withPlayer(next, move.seat, (p) => ({ ...p, assets: [...p.assets.filter((a) => a !== move.give), move.take] }));
    next = withPlayer(next, move.player, (p) => ({ ...p, assets: [...p.assets.filter((a) => a !== move.take), move.give] }));
    return { state: next, events: [event('scammed', 'scam.swap', { player: move.seat, other: move.player, assets: [move.take, move.give], card: move.card })] };
  },
  describe: (move, ctx) => `Scam ${ctx.name(move.player)}: take ${cardsOf(ctx.state).assetName(move.take)}, give ${cardsOf(ctx.state).assetName(move.give)}`,
});

/** All cards at the Markets, in Market order, top first: what Game the Market gathers. */
export function gatheredMarketCards(state: GameState): CardId[] {
  return MARKETS.flatMap((m) => marketCards(state.markets[m]));
}

/**
 * How the gathered cards were dealt (a chosen outcome, set in the table view only): every card at
 * the Markets, in the order dealt; left out, they are shuffled.
 */
export const gameTheMarketFamily = defineMove({
  type: 'gameTheMarket',
  code: 'g',
  label: 'Game the Market (Special Action card)',
  rule: 'gtm.redistribute',
  words: { group: 'Game the Market', button: 'Game the Market' },
  action: true,
  fields: {
    card: field.card,
    deal: optional(field.cards(64)),
  },
  candidates: (state, seat) => specialCards(state, seat, 'game-the-market').map((card) => ({ type: 'gameTheMarket' as const, seat, card })),
  check: (state, move) => {
    const bad = checkSpecialCard(state, move.seat, move.card, 'game-the-market');
    if (bad) return bad;
    if (move.deal !== undefined) {
      const gathered = gatheredMarketCards(state);
      const same = move.deal.length === gathered.length && new Set(move.deal).size === gathered.length && move.deal.every((c) => gathered.includes(c));
      if (!same) return illegal('chosen.bad-deal', 'table.chosen-outcome', 'A chosen deal must list every card gathered from the Markets exactly once.');
    }
    return null;
  },
  /**
   * Game the Market, first part: gather every Market's cards, shuffle them, deal the same number to
   * each open Market (last card dealt face-up) and discard the remainder. The card waits aside for
   * the optional Buy and is discarded at the end of the turn.
   */
  apply: (state, move) => {
    const gathered = gatheredMarketCards(state);
    let rng = state.rng;
    let order: readonly CardId[];
    if (move.deal) order = move.deal;
    else [order, rng] = shuffled(rng, gathered);
    const open = openMarkets(state);
    const each = open.length === 0 ? 0 : Math.floor(order.length / open.length);
    const markets = { ...state.markets };
    for (const m of MARKETS) markets[m] = { ...markets[m], faceUp: null, faceDown: [] } satisfies MarketState;
    open.forEach((m, i) => {
      markets[m] = dealtMarket(markets[m].assets, order.slice(i * each, (i + 1) * each));
    });
    const rest = order.slice(open.length * each);
    let next: GameState = forgetInvested({ ...removeFromHand(state, move.seat, [move.card]), rng, markets, aside: [move.card] }, gathered);
    next = addToDiscard(next, rest);
    return {
      state: next,
      events: [event('marketsGamed', 'gtm.redistribute', { player: move.seat, markets: open, count: each, cards: rest, card: move.card })],
    };
  },
  describe: () => 'Play Game the Market',
});

export const skipBuyFamily = defineMove({
  type: 'skipBuy',
  code: 'n',
  label: 'End the turn without the Game the Market Buy',
  rule: 'gtm.buy',
  words: { group: 'Game the Market', button: 'End the turn' },
  fields: {},
  candidates: (_state, seat) => [{ type: 'skipBuy', seat }],
  check: () => null,
  apply: (state) => ({ state, events: [] }),
  describe: () => 'End the turn without buying',
});
