/**
 * The simple player: a short list of plain rules, each decision with a sentence saying why.
 *
 * WHAT IT MAY LOOK AT. It decides only from what its seat could see at a real table:
 *   - `viewOf(state, seat)`: its own hand, the face-up cards, the face-down cards it Invested itself,
 *     everyone's Assets and Billionaires, the Discard pile, the Crises and the Panic! on the table;
 *   - `legalMoves(state, seat)`: its own moves, built from its own hand and the public table;
 *   - the chance of a Buy as that seat can know it (`ownChanceAt` in chances.ts, which counts as the
 *     engine's `buyOdds` does: over every way the cards it has not seen could lie, so it is the same
 *     for any arrangement of them).
 * It never reads other hands, the deck's order, face-down cards it did not Invest, the set-aside
 * Crises or Panic! cards, or the game's random state. Two states that differ only in cards the seat
 * cannot see give the same decision (a test checks this).
 *
 * THE RULES, in order (at the start of a turn and for its Action):
 *   1. Buy where the Buy cannot fail, at a Market whose Asset it still needs (the weakest such Buy);
 *   2. otherwise draw a card, if it may;
 *   2b. (two players) otherwise Purchase from a Puppet an Asset it needs, cheaply (puppets.ts);
 *   3. otherwise Buy where it wins in most ways the hidden cards could lie (two in three or better);
 *   4. otherwise get rid of a Crisis in hand by Investing it where it needs nothing;
 *   4b. (Space Program) otherwise contribute a card of its own Suit, when that helps (space.ts);
 *   5. otherwise Invest a card of its own Suit at a Market it needs (it will count for it there);
 *   6. otherwise anything legal, picked at random (never ending the Round early if avoidable).
 * After a won Buy it claims an Asset it needs. In Emergency Measures it gives back an Asset it does
 * not need. In the Panic! it agrees once the sacrifice is complete, offers a spare Asset of a named
 * type still missing, and otherwise refuses. After a successful Panic! it removes Rebels from the
 * Crisis carrying the most.
 *
 * AT LEVEL 3 (roles.ts): the Roles' windows come first (draft, keep, hand limit, reveal moments,
 * the Scam Artist's question); on its own turn a Role's power is used after a sure Buy and before
 * drawing; Role powers are never picked at random in rule 6.
 *
 * AT LEVEL 4 (policy.ts): the Policy's windows (the bribe step, the hold-up, the setter's choice and
 * the Policies' questions) come next; the green Roles' powers are never picked at random.
 *
 * WITH TWO PLAYERS (puppets.ts): its Puppet's roll (nudge or let it stand), the double-six Audit,
 * its Puppet's claim and the end-of-Round trades come next; it gives back and offers its Puppet's
 * Assets in Emergency Measures and the Panic! as it does its own, and never Purchases at random.
 * Its rivals are the opponent and the opponent's Puppet, never its own Puppet (sides.ts).
 *
 * WITH THE SPACE PROGRAM (space.ts): the launch, boarding and invitation windows come next; as its
 * Action, after rule 4, it contributes a card of its own Suit once the Panic! has happened, when it
 * holds the Space Cowboy or the envelope is small; it never contributes at random.
 *
 * WITH THE TROUBLEMAKER (troublemaker.ts, troublemaker-windows.ts): the Troublemaker's seat, which
 * plays no Billionaire, follows rules of its own (the Reformist's Fixes, a hidden Revolutionary's
 * Declaring, the Revolution cards); a Billionaire answers its windows (offers to a Fix, the Thugs,
 * a Rebel to take off, an Infiltrator) next.
 */
import {
  BILLIONAIRES,
  cardInfo,
  type CardId,
  type Cards,
  type GameState,
  legalMoves,
  MARKET_NAMES,
  type MarketId,
  type Move,
  type MoveOf,
  type PlayerView,
  scoreBuy,
  worthOf,
  type Seat,
  type TableView,
  viewCards,
  viewOf,
} from '../machine/index.ts';
import { anything } from './anything.ts';
import { LIKELY, ownChanceAt } from './chances.ts';
import { missing, spareAssets } from './needs.ts';
import { policyWindow } from './policy.ts';
import { puppetPurchase, puppetWindow } from './puppets.ts';
import { rolePower, roleWindow } from './roles.ts';
import { myPuppet } from './sides.ts';
import { spaceContribution, spaceWindow } from './space.ts';
import { troublemakerMove } from './troublemaker.ts';
import { troublemakerWindow } from './troublemaker-windows.ts';
import type { Decision } from './types.ts';
import { billionaireOf } from './sides.ts';
import { cardsOf } from '../machine/index.ts';

const isCrisisCard = (c: CardId) => cardInfo(c).kind === 'crisis';
const percent = (chance: number) => `${Math.round(chance * 100)}%`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const a = (market: MarketId) => `${/^[AEIOU]/.test(MARKET_NAMES[market]) ? 'an' : 'a'} ${MARKET_NAMES[market]}`;

interface RatedBuy {
  readonly move: MoveOf<'buy'>;
  readonly chance: number;
  readonly played: number;
}

/** Every legal Buy at a Market whose Asset the seat still needs, with its chance as the seat knows it. */
function rateBuys(state: GameState, seat: Seat, legal: readonly Move[], need: Record<MarketId, number>): RatedBuy[] {
  const suit = BILLIONAIRES[billionaireOf(state.players[seat]!)].suit;
  const out: RatedBuy[] = [];
  // The unseen cards are counted once per Market, then read for every hand it could play there.
  const chances = new Map<MarketId, (offer: number) => number>();
  for (const m of legal) {
    if (m.type !== 'buy' || need[m.market] === 0) continue;
    const chanceWith = chances.get(m.market) ?? ownChanceAt(state, seat, m.market);
    chances.set(m.market, chanceWith);
    const played = scoreBuy(suit, m.cards, [], worthOf(state)).buyerScore;
    out.push({ move: m, chance: chanceWith(played), played });
  }
  // Most likely first; of equal chances, the one that spends least.
  return out.sort((x, y) => y.chance - x.chance || x.played - y.played || x.move.cards.length - y.move.cards.length);
}

/** Why this Buy: its score against what the seat can see at the Market, and its chance. */
function buyReason(state: GameState, view: TableView, me: PlayerView, buy: RatedBuy): string {
  const market = view.markets[buy.move.market];
  const suit = BILLIONAIRES[billionaireOf(me)].suit;
  const known = [market.faceUp, ...market.faceDown].filter((c): c is CardId => c !== null);
  const hidden = market.faceDown.filter((c) => c === null).length;
  const crisis = known.some(isCrisisCard);
  const s = scoreBuy(
    suit,
    buy.move.cards,
    known.filter((c) => !isCrisisCard(c)),
    worthOf(state), // the table's own values and the Policy in force are public
  );
  const against = `${s.marketScore}${crisis ? ' and a Crisis' : ''}`;
  const where = `Buys at ${MARKET_NAMES[buy.move.market]}`;
  if (buy.chance >= 1) {
    if (hidden === 0) return `${where}: ${s.buyerScore} against ${against}, it cannot fail.`;
    const none = hidden === 1 ? 'the hidden card cannot' : `none of the ${hidden} hidden cards can`;
    return `${where}: ${s.buyerScore} against ${against} in sight, and ${none} make up the difference, so it cannot fail.`;
  }
  return `${where}: ${s.buyerScore} against ${against} in sight with ${plural(hidden, 'hidden card', 'hidden cards')}; it wins in ${percent(buy.chance)} of the ways they could lie.`;
}

/** Emergency Measures, for itself or (in a two-player game) for its Puppet: the board giving back is the move's seat's. */
function emergency(cards: Cards, view: TableView, legal: readonly Move[], rng: number): Decision {
  const returns = legal.filter((m): m is MoveOf<'returnAsset'> => m.type === 'returnAsset');
  const board = view.players[returns[0]!.seat]!;
  const whose = board.seat === view.viewer ? 'it' : 'its Puppet';
  const spare = spareAssets(cards, board);
  const unneeded = returns.find((m) => spare.includes(m.asset));
  if (unneeded) return { move: unneeded, reason: `Gives back the ${cards.assetName(unneeded.asset)}: ${whose} does not need it.`, rng };
  const move = returns[0]!;
  return { move, reason: `Gives back the ${cards.assetName(move.asset)}: every Asset ${whose} holds is one it needs, so one must go.`, rng };
}

function removeRebel(view: TableView, legal: readonly Move[], rng: number): Decision {
  const guillotine = view.modules.crises?.guillotine ?? [];
  const rebelsOn = (card: CardId) => guillotine.find((c) => c.card === card)?.rebels ?? 0;
  const moves = legal.filter((m): m is MoveOf<'removeRebel'> => m.type === 'removeRebel');
  const move = moves.reduce((best, m) => (rebelsOn(m.crisis) > rebelsOn(best.crisis) ? m : best));
  return { move, reason: `Removes a Rebel from ${viewCards(view).cardName(move.crisis)}, the Crisis with the most Rebels (${rebelsOn(move.crisis)}).`, rng };
}

function panic(state: GameState, cards: Cards, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const agree = legal.find((m) => m.type === 'panicAgree');
  if (agree) return { move: agree, reason: 'Agrees to the sacrifice: one Asset of each named type is on offer, and Rebels will leave the Crises.', rng };
  const current = view.modules.panic?.current;
  const types = current ? cards.panicTypes(current.card) : [];
  const covered = new Set((current?.offers ?? []).map((o) => cards.assetType(o.asset)));
  const open = types.filter((t) => !covered.has(t));
  // In a two-player game its Puppet's spare Assets may be offered too, unless it needs them itself.
  const puppet = myPuppet(view, me.seat);
  const need = missing(cards, me);
  const spare = [...spareAssets(cards, me), ...(puppet ? spareAssets(cards, puppet).filter((x) => need[cards.assetType(x)] === 0) : [])];
  const offer = legal.find((m): m is MoveOf<'panicOffer'> => m.type === 'panicOffer' && spare.includes(m.asset) && open.includes(cards.assetType(m.asset)));
  if (offer) {
    const lacks = `the sacrifice still lacks ${a(cards.assetType(offer.asset))} Asset`;
    const reason =
      offer.seat === me.seat
        ? `Offers the ${cardsOf(state).assetName(offer.asset)}: ${lacks}, and it does not need this one.`
        : `Offers its Puppet's ${cardsOf(state).assetName(offer.asset)}: ${lacks}, and neither it nor its Puppet needs this one.`;
    return { move: offer, reason, rng };
  }
  const refuse = legal.find((m) => m.type === 'panicRefuse');
  const lacking = open.map((t) => MARKET_NAMES[t]).join(' or ');
  if (refuse) return { move: refuse, reason: `Refuses: it has no spare ${lacking} Asset to offer, and it will not give up one it needs.`, rng };
  return anything(state, me.seat, legal, rng, 'Nothing it wants to do in the Panic!, so it picks:');
}

function claim(cards: Cards, legal: readonly Move[], need: Record<MarketId, number>, rng: number): Decision {
  const wanted = legal.find((m): m is MoveOf<'claim'> => m.type === 'claim' && need[cards.assetType(m.asset)] > 0);
  if (wanted) return { move: wanted, reason: `Claims the ${cards.assetName(wanted.asset)}: it still needs ${a(cards.assetType(wanted.asset))} Asset.`, rng };
  const decline = legal.find((m) => m.type === 'declineClaim');
  if (decline) return { move: decline, reason: 'Takes nothing: it needs none of the Assets here.', rng };
  const move = legal[0]!;
  return { move, reason: 'Takes an Asset it does not need, as nothing else is allowed.', rng };
}

export function simpleMove(state: GameState, seat: Seat, rng: number): Decision {
  // The Troublemaker plays no Billionaire: its own rules (troublemaker.ts).
  if (state.players[seat]!.billionaire === null) return troublemakerMove(state, seat, rng);
  const legal = legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat + 1} has no move to make now.`);
  const view = viewOf(state, seat);
  const me = view.players[seat]!;
  const cards = viewCards(view);
  const need = missing(cards, me);
  const has = (type: Move['type']) => legal.some((m) => m.type === type);

  const roles = roleWindow(state, view, me, legal, rng);
  if (roles) return roles;
  const policy = policyWindow(state, view, me, legal, rng);
  if (policy) return policy;
  const puppets = puppetWindow(state, view, me, legal, rng);
  if (puppets) return puppets;
  const space = spaceWindow(state, view, me, legal, rng);
  if (space) return space;
  const troublemakers = troublemakerWindow(state, view, me, legal, rng);
  if (troublemakers) return troublemakers;
  if (has('returnAsset')) return emergency(cards, view, legal, rng);
  if (has('removeRebel')) return removeRebel(view, legal, rng);
  if (has('panicRefuse') || has('panicAgree') || has('panicOffer')) return panic(state, cards, view, me, legal, rng);
  if (has('claim') || has('declineClaim')) return claim(cards, legal, need, rng);

  const buys = rateBuys(state, seat, legal, need);
  const best = buys[0];
  if (has('skipBuy')) {
    if (best && best.chance >= LIKELY) return { move: best.move, reason: buyReason(state, view, me, best), rng };
    const skip = legal.find((m) => m.type === 'skipBuy')!;
    return { move: skip, reason: 'Skips the Buy: no Market it needs is likely enough to fall.', rng };
  }
  // 1. A Buy that cannot fail: the cheapest one (the list is sorted by chance, then by what it spends).
  if (best && best.chance >= 1) return { move: best.move, reason: buyReason(state, view, me, best), rng };
  // Level 3: a Role's power on its own turn, when it helps (see roles.ts).
  const power = rolePower(state, me, legal, rng);
  if (power) return power;
  // 2. Draw.
  const draw = legal.find((m) => m.type === 'draw');
  if (draw) return { move: draw, reason: 'Draws a card: no Buy it needs is sure yet.', rng };
  // Two players: a Purchase from a Puppet is a sure Asset (puppets.ts).
  const purchase = puppetPurchase(state, view, me, legal, rng);
  if (purchase) return purchase;
  // 3. A likely Buy.
  if (best && best.chance >= LIKELY) return { move: best.move, reason: buyReason(state, view, me, best), rng };

  const invests = legal.filter((m): m is MoveOf<'invest'> => m.type === 'invest');
  // 4. A Crisis in hand is useless to it: Invest it where it needs nothing.
  const dump = invests.find((m) => isCrisisCard(m.card) && need[m.market] === 0);
  if (dump)
    return {
      move: dump,
      reason: `Invests ${cardsOf(state).cardName(dump.card)} at ${MARKET_NAMES[dump.market]}, a Market it does not need: a Crisis never helps it Buy.`,
      rng,
    };
  // Space Program: a card of its own Suit sealed in the envelope, when that helps (space.ts).
  const contribution = spaceContribution(state, view, me, legal, rng);
  if (contribution) return contribution;
  // 5. A card of its own Suit, Invested where it needs an Asset, will count for it there.
  const suit = BILLIONAIRES[billionaireOf(me)].suit;
  const own = invests
    .filter((m) => {
      const info = cardInfo(m.card);
      return need[m.market] > 0 && info.kind === 'resource' && info.suit === suit;
    })
    .sort((x, y) => need[y.market] - need[x.market])[0];
  if (own)
    return {
      move: own,
      reason: `Invests ${cardsOf(state).cardName(own.card)} at ${MARKET_NAMES[own.market]}: it still needs ${a(own.market)} Asset, and a card of its own Suit there will count for it.`,
      rng,
    };
  // 6. Anything else.
  return anything(state, seat, legal, rng, 'No sure or likely Buy and nothing useful to Invest, so it picks at random:');
}
