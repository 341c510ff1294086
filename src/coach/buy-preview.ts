/**
 * A Buy as the buyer can weigh it before making it: the points they put forward, what the cards they
 * can see at the Market count for and against them, how many there they cannot see, the chance the
 * Buy wins over every way those could lie, and what a Crisis among them would cost. It reads only
 * the buyer's own hand and Invested cards and the public table (the chance is the computer players'
 * `ownChanceAt`, which counts as the engine's `buyOdds` does): two games that differ in cards the
 * buyer cannot see get the same words.
 */
import { cardInfo, type CardId, type GameState, MARKET_NAMES, type MarketId, type MoveOf, SUIT_INFO, worthOf } from '../machine/index.ts';
import { suitAt } from '../machine/core/seats.ts';
import { shelteredFromCrisis } from '../machine/core/zones.ts';
import { CRISIS_COST, ownChanceAt } from '../players/chances.ts';

/** Below this chance the coach warns before the Buy. */
export const UNLIKELY = 1 / 3;

export interface BuyPreview {
  readonly chance: number;
  readonly text: string;
  readonly warning: string | null;
}

/**
 * The chance of the buyer's Buy at each Market for any offer, counted once per Market: a seat may
 * list a hundred Buys (every set of its cards at every open Market).
 */
export type BuyChances = (market: MarketId) => (offer: number) => number;

export function buyChances(state: GameState, seat: MoveOf<'buy'>['seat']): BuyChances {
  const counted = new Map<MarketId, (offer: number) => number>();
  return (market) => {
    let chance = counted.get(market);
    if (!chance) counted.set(market, (chance = ownChanceAt(state, seat, market)));
    return chance;
  };
}

function percent(chance: number): string {
  if (chance > 0 && chance < 0.01) return 'less than 1 %';
  if (chance < 1 && chance > 0.99) return 'more than 99 %';
  return `${Math.round(chance * 100)} %`;
}

/** The cards at the Market the buyer can see: the face-up card and the face-down cards they Invested there. */
function seenCards(state: GameState, move: MoveOf<'buy'>): { seen: CardId[]; hidden: number } {
  const mk = state.markets[move.market];
  const mine = state.players[move.seat]!.invested;
  const invested = mk.faceDown.filter((c) => mine.includes(c));
  return { seen: [...(mk.faceUp === null ? [] : [mk.faceUp]), ...invested], hidden: mk.faceDown.length - invested.length };
}

export function previewBuy(state: GameState, move: MoveOf<'buy'>, chances: BuyChances = buyChances(state, move.seat)): BuyPreview {
  const worth = worthOf(state);
  const suit = suitAt(state, move.seat);
  const played = move.cards.reduce((t, c) => t + worth(c), 0);
  const { seen, hidden } = seenCards(state, move);
  let forYou = 0;
  let against = 0;
  let crisisSeen = false;
  for (const c of seen) {
    const info = cardInfo(c);
    if (info.kind === 'crisis') crisisSeen = true;
    else if (info.kind === 'resource' && info.suit === suit) forYou += worth(c);
    else against += worth(c);
  }
  const sheltered = shelteredFromCrisis(state, move.seat);
  if (crisisSeen && !sheltered) against += CRISIS_COST;
  const chance = chances(move.market)(played);
  const where = `the ${MARKET_NAMES[move.market]} Market`;
  const parts = [
    `You put forward ${played}${forYou > 0 && suit ? `, and the ${SUIT_INFO[suit].name} you can see at ${where} add ${forYou}` : ''}.`,
    `The cards you can see there count ${against} against you.`,
  ];
  if (hidden > 0) {
    parts.push(
      `${hidden === 1 ? '1 face-down card there is' : `${hidden} face-down cards there are`} hidden from you: the Buy wins in ${percent(chance)} of the ways ${hidden === 1 ? 'it' : 'they'} could be.`,
    );
    if (!crisisSeen)
      parts.push(
        sheltered ? 'A Crisis among them would cost you nothing: the Luxury Bunker shelters you.' : `A Crisis among them would count ${CRISIS_COST} more against you.`,
      );
  } else parts.push(chance === 1 ? 'Nothing there is hidden from you: the Buy wins.' : 'Nothing there is hidden from you: the Buy fails.');
  const warning =
    chance === 0
      ? `This Buy cannot win: ${played + forYou} is not more than the ${against} you can already see against you${hidden > 0 ? ', whatever is hidden' : ''}.`
      : chance < UNLIKELY
        ? `This Buy is unlikely to win (${percent(chance)}), and the cards you put forward are spent either way.`
        : null;
  return { chance, text: parts.join(' '), warning };
}
