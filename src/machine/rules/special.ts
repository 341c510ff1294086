/**
 * Special Action cards played instead of an Action (`special.instead-of-action`): Audit, Scam and
 * Game the Market. Used in a Buy they are plain suit-less values (`special.as-resource`), which
 * the Buy rules already handle.
 */
import { assetInfo } from '../data/assets.ts';
import { BILLIONAIRES } from '../data/billionaires.ts';
import { type CardId, cardInfo, type SpecialAction } from '../data/cards.ts';
import { MARKETS } from '../data/markets.ts';
import { illegal, type IllegalMove } from '../illegal.ts';
import type { Move } from '../moves.ts';
import type { GameState, MarketState } from '../state.ts';
import { returnAsset } from './assets.ts';
import type { Outcome } from './outcome.ts';
import { shuffled } from './rng.ts';
import { addToDiscard, dealtMarket, marketCards, openMarkets, removeFromHand, withPlayer, wouldWin } from './zones.ts';

type Audit = Extract<Move, { type: 'audit' }>;
type Scam = Extract<Move, { type: 'scam' }>;
type GameTheMarket = Extract<Move, { type: 'gameTheMarket' }>;

const ACTION_NAMES: Readonly<Record<SpecialAction, string>> = {
  audit: 'an Audit',
  scam: 'a Scam',
  'game-the-market': 'Game the Market',
};

function checkSpecialCard(state: GameState, card: CardId, action: SpecialAction): IllegalMove | null {
  const info = cardInfo(card);
  if (info.kind !== 'special' || info.action !== action)
    return illegal('special.wrong-card', 'special.instead-of-action', `That card is not ${ACTION_NAMES[action]} card.`);
  if (!state.players[state.current]!.hand.includes(card))
    return illegal('special.not-in-hand', 'special.instead-of-action', `You need ${ACTION_NAMES[action]} card in your hand to play it.`);
  return null;
}

function seatName(state: GameState, seat: number): string {
  const p = state.players[seat];
  return p ? `the ${BILLIONAIRES[p.billionaire].name}` : `seat ${seat}`;
}

export function checkAudit(state: GameState, move: Audit): IllegalMove | null {
  const bad = checkSpecialCard(state, move.card, 'audit');
  if (bad) return bad;
  const target = state.players[move.player];
  if (!target) return illegal('audit.no-player', 'audit.return', `There is no player in seat ${move.player}.`);
  if (!target.assets.includes(move.asset))
    return illegal('audit.not-held', 'audit.return', `${seatName(state, move.player)} does not hold the ${assetInfo(move.asset).name}.`);
  return null;
}

/** Audit: the chosen Asset goes back to its Market (you may Audit yourself); the card is discarded. */
export function applyAudit(state: GameState, move: Audit): Outcome {
  const played = addToDiscard(removeFromHand(state, state.current, [move.card]), [move.card]);
  const back = returnAsset(played, move.player, move.asset);
  return {
    state: back.state,
    events: [{ type: 'audited', rule: 'audit.return', player: state.current, other: move.player, asset: move.asset, card: move.card }, ...back.events],
  };
}

export function checkScam(state: GameState, move: Scam): IllegalMove | null {
  const bad = checkSpecialCard(state, move.card, 'scam');
  if (bad) return bad;
  const me = state.players[state.current]!;
  const target = state.players[move.player];
  if (!target) return illegal('scam.no-player', 'scam.swap', `There is no player in seat ${move.player}.`);
  if (move.player === state.current) return illegal('scam.self', 'scam.swap', 'A Scam takes an Asset from another player, not from yourself.');
  if (!target.assets.includes(move.take))
    return illegal('scam.not-held', 'scam.swap', `${seatName(state, move.player)} does not hold the ${assetInfo(move.take).name}.`);
  if (!me.assets.includes(move.give))
    return illegal('scam.nothing-to-give', 'scam.swap', `You do not hold the ${assetInfo(move.give).name}, so you cannot give it in return.`);
  const mine = [...me.assets.filter((a) => a !== move.give), move.take];
  if (wouldWin(me, mine))
    return illegal('scam.would-win', 'scam.no-win', `A Scam cannot give you your fifth needed Asset: taking the ${assetInfo(move.take).name} would win you the game.`);
  return null;
}

/** Scam: take one Asset from another player and give them one of yours; the card is discarded. */
export function applyScam(state: GameState, move: Scam): Outcome {
  let next = addToDiscard(removeFromHand(state, state.current, [move.card]), [move.card]);
  next = withPlayer(next, state.current, (p) => ({ ...p, assets: [...p.assets.filter((a) => a !== move.give), move.take] }));
  next = withPlayer(next, move.player, (p) => ({ ...p, assets: [...p.assets.filter((a) => a !== move.take), move.give] }));
  return {
    state: next,
    events: [{ type: 'scammed', rule: 'scam.swap', player: state.current, other: move.player, assets: [move.take, move.give], card: move.card }],
  };
}

/** All cards at the Markets, in Market order, top first: what Game the Market gathers. */
export function gatheredMarketCards(state: GameState): CardId[] {
  return MARKETS.flatMap((m) => marketCards(state.markets[m]));
}

export function checkGameTheMarket(state: GameState, move: GameTheMarket): IllegalMove | null {
  const bad = checkSpecialCard(state, move.card, 'game-the-market');
  if (bad) return bad;
  if (move.deal !== undefined) {
    const gathered = gatheredMarketCards(state);
    const same = move.deal.length === gathered.length && new Set(move.deal).size === gathered.length && move.deal.every((c) => gathered.includes(c));
    if (!same)
      return illegal('chosen.bad-deal', 'table.chosen-outcome', 'A chosen deal must list every card gathered from the Markets exactly once.');
  }
  return null;
}

/**
 * Game the Market, first part: gather every Market's cards, shuffle them, deal the same number to
 * each open Market (last card dealt face-up) and discard the remainder. The card waits aside for
 * the optional Buy and is discarded at the end of the turn.
 */
export function applyGameTheMarket(state: GameState, move: GameTheMarket): Outcome {
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
  let next: GameState = { ...removeFromHand(state, state.current, [move.card]), rng, markets, aside: [move.card] };
  next = addToDiscard(next, rest);
  return {
    state: next,
    events: [
      { type: 'marketsGamed', rule: 'gtm.redistribute', player: state.current, markets: open, count: each, cards: rest, card: move.card },
    ],
  };
}
