/**
 * The simple player's Level 4 rules: its Bribe envelope, the secret hold-up, the Policy it sets and
 * the Policies' questions. Like the rest of the simple player it looks only at its own seat's view:
 * its own envelope's cards, how many cards the others' envelopes hold (public), the decisions once
 * they are shown, the Policy in force and the table, never another envelope's cards or an unshown
 * decision.
 *
 *   - Bribe step, end of its turn: with a full hand, it puts in the weakest card that is not of its
 *     own Suit (such a card gets no Suit bonus in a Buy), keeping the other for a Buy and freeing
 *     room to draw; otherwise it keeps its cards. One card a turn, never one taken back out, and
 *     none once its envelope holds three;
 *   - hold-up: it holds up when its envelope holds three cards or more, or when it is worth at least
 *     what each other envelope probably holds (its size times an envelope card's usual worth) and
 *     the Policy it would set is not the one in force already;
 *   - as setter: Repress the Rebels with six or more Rebels on Crises, Billionaire Audited when a
 *     rival is one Asset from winning, otherwise its own Suit's Policy;
 *   - the Policies' questions: the strongest Discard cards in a Dig, the leader's needed Asset in an
 *     Audit (as the Gangster if it may), the Crisis with the most Rebels to Repress, the cheapest
 *     cards (or a spare Asset) for Tax Tyranny, and for its Puppet (which has no hand) the Asset the
 *     Puppet does not need, else its first; an Insider Trader swaps for a bigger envelope held up.
 * The Vulture Capitalist, the Toady and an Insider Trader's swap on its own turn are never used: their
 * moves are kept out of its random picks (`POLICY_POWERS`).
 */
import {
  BILLIONAIRES,
  cardInfo,
  type CardId,
  type Cards,
  type GameState,
  handLimit,
  type Move,
  type MoveOf,
  POLICY_IDS,
  type PolicyId,
  policyName,
  type PlayerView,
  type TableView,
  viewCards,
  worthOf,
} from '../machine/index.ts';
import { andList } from '../machine/core/wording.ts';
import { missing, spareAssets } from './needs.ts';
import { rivals } from './sides.ts';
import type { Decision } from './types.ts';
import { billionaireOf } from './sides.ts';
import { cardsOf } from '../machine/index.ts';

const of =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is MoveOf<T> =>
    m.type === type;

/** What a card in someone else's envelope is usually worth: people bribe with their weaker cards. */
const ENVELOPE_CARD_WORTH = 3;
/**
 * Cards in its own envelope from which it stops bribing and holds up at the next bid: money that
 * never leaves the envelopes starves the Draw deck, and a table of hoarders never ends its game.
 */
const ENVELOPE_FULL = 3;
/** Rebels on Crises from which Repress the Rebels is the Policy to set (the Revolution comes at ten). */
const REBELS_TO_REPRESS = 6;

const total = (state: GameState, cards: readonly CardId[]) => cards.reduce((t, c) => t + worthOf(state)(c), 0);
const names = (state: GameState, cards: readonly CardId[]) => andList(cards.map((c) => cardsOf(state).cardName(c)));
const stillNeeded = (cards: Cards, p: PlayerView) => Object.values(missing(cards, p)).reduce((a, b) => a + b, 0);
const who = (p: PlayerView) => `the ${BILLIONAIRES[billionaireOf(p)].name} (seat ${p.seat + 1})`;
const rebelsOn = (view: TableView) => (view.modules.crises?.guillotine ?? []).reduce((t, g) => t + g.rebels, 0);
const suitPolicy = (cards: Cards, me: PlayerView): PolicyId => POLICY_IDS.find((id) => cards.policySuit(id) === BILLIONAIRES[billionaireOf(me)].suit)!;

/** The rival closest to winning (fewest Assets still needed), or null with no rival holding an Asset. */
function leader(cards: Cards, view: TableView, me: PlayerView): PlayerView | null {
  // In a two-player game its own Puppet is no rival (sides.ts).
  const holding = rivals(view, me.seat).filter((p) => p.assets.length > 0);
  return holding.reduce<PlayerView | null>((best, p) => (best === null || stillNeeded(cards, p) < stillNeeded(cards, best) ? p : best), null);
}

/** The Policy it would set now, and why (see the rules above). */
function wantedPolicy(cards: Cards, view: TableView, me: PlayerView): { policy: PolicyId; why: string } {
  const rebels = rebelsOn(view);
  if (rebels >= REBELS_TO_REPRESS) return { policy: 'repress-the-rebels', why: `${rebels} Rebels are on the Crises, and the Revolution comes at ten` };
  const first = leader(cards, view, me);
  if (first && stillNeeded(cards, first) <= 1)
    return { policy: 'billionaire-audited', why: `${who(first)} needs only one more Asset, and the Audit can send one of theirs back` };
  const own = suitPolicy(cards, me);
  return { policy: own, why: `${cards.policyDoes(own)!}, the Suit of its Billionaire` };
}

function bribe(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const finish = legal.find(of('finishBribes'))!;
  const hand = me.hand.filter((c): c is CardId => c !== null);
  const suit = BILLIONAIRES[billionaireOf(me)].suit;
  const offSuit = legal
    .filter(of('bribeIn'))
    .filter((m) => {
      const info = cardInfo(m.card);
      return info.kind === 'resource' && info.suit !== suit;
    })
    .sort((x, y) => worthOf(state)(x.card) - worthOf(state)(y.card));
  const count = view.modules.policy?.envelopeCounts[me.seat] ?? 0;
  if (count >= ENVELOPE_FULL) return { move: finish, reason: `Leaves its envelope as it is: its ${count} cards are enough to bid with at the next setting.`, rng };
  // The hand limit is public (a Revealed Banker raises it).
  const put = offSuit[0];
  if (put && hand.length >= 2 && hand.length >= handLimit(state, me.seat))
    return {
      move: put,
      reason: `Puts ${names(state, [put.card])} in its Bribe envelope: its hand is full, the card is not of its Suit, and the other card stays for a Buy.`,
      rng,
    };
  return { move: finish, reason: `Leaves its envelope as it is (${count} ${count === 1 ? 'card' : 'cards'}): it keeps its cards for a Buy.`, rng };
}

function holdUp(state: GameState, cards: Cards, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const hold = legal.find((m): m is MoveOf<'holdUp'> => m.type === 'holdUp' && m.hold)!;
  const keep = legal.find((m): m is MoveOf<'holdUp'> => m.type === 'holdUp' && !m.hold)!;
  const mine = total(state, view.modules.policy?.envelopes[me.seat] ?? []);
  const counts = view.modules.policy?.envelopeCounts ?? [];
  const rival = Math.max(0, ...counts.map((n, seat) => (seat === me.seat ? 0 : n * ENVELOPE_CARD_WORTH)));
  const wanted = wantedPolicy(cards, view, me);
  if (mine === 0) return { move: keep, reason: 'Keeps its envelope down: there is nothing in it to bid with.', rng };
  const count = counts[me.seat] ?? 0;
  if (count >= ENVELOPE_FULL)
    return { move: hold, reason: `Holds up its envelope: its ${count} cards (${mine} points) have waited long enough, and it wants ${policyName(wanted.policy)}.`, rng };
  if (mine < rival) return { move: keep, reason: `Keeps its envelope down: it holds ${mine} points, and another envelope probably holds about ${rival}.`, rng };
  if (view.modules.policy?.inForce === wanted.policy && wanted.policy !== 'repress-the-rebels')
    return { move: keep, reason: `Keeps its envelope down: ${policyName(wanted.policy)}, the Policy it wants, is already in force.`, rng };
  return {
    move: hold,
    reason: `Holds up its envelope: its ${mine} points probably beat the others (about ${rival} at most), and it wants ${policyName(wanted.policy)}.`,
    rng,
  };
}

function setPolicy(cards: Cards, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const wanted = wantedPolicy(cards, view, me);
  const move = legal.filter(of('setPolicy')).find((m) => m.policy === wanted.policy)!;
  return { move, reason: `Sets ${policyName(wanted.policy)}: ${wanted.why}.`, rng };
}

function dig(state: GameState, legal: readonly Move[], rng: number): Decision {
  const worth = (m: MoveOf<'digUp'>) => (m.take.some((c) => cardInfo(c).kind === 'crisis') ? -1 : total(state, m.take));
  const move = legal.filter(of('digUp')).reduce((best, m) => (worth(m) > worth(best) ? m : best));
  if (move.take.length === 0) return { move, reason: 'Takes nothing from the Discard pile: there is no Resource card in it.', rng };
  return { move, reason: `Takes ${names(state, move.take)} from the Discard pile: the strongest cards there.`, rng };
}

function audit(cards: Cards, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const audits = legal.filter(of('policyAudit')).filter((m) => m.player !== me.seat);
  const first = leader(cards, view, me);
  const target = first ? audits.filter((m) => m.player === first.seat) : [];
  const spare = first ? spareAssets(cards, first) : [];
  // An Asset the leader needs sets them back; as the Gangster, one it needs itself is better still.
  const mineToo = (m: MoveOf<'policyAudit'>) => missing(cards, me)[cards.assetType(m.asset)] > 0;
  const pick =
    target.find((m) => m.gangster && mineToo(m) && !spare.includes(m.asset)) ??
    target.find((m) => m.gangster && !spare.includes(m.asset)) ??
    target.find((m) => !m.gangster && !spare.includes(m.asset)) ??
    target[0];
  if (pick && first)
    return {
      move: pick,
      reason: `Audits ${who(first)}, the closest to winning: the ${cards.assetName(pick.asset)} ${pick.gangster ? 'comes to it as the Gangster' : 'goes back to its Market'}.`,
      rng,
    };
  const decline = legal.find(of('declineAudit'))!;
  return { move: decline, reason: 'Audits nobody: no rival holds an Asset.', rng };
}

function repress(view: TableView, legal: readonly Move[], rng: number): Decision {
  const rebels = (card: CardId) => view.modules.crises?.guillotine.find((g) => g.card === card)?.rebels ?? 0;
  const move = legal.filter(of('repress')).reduce((best, m) => (rebels(m.crisis) > rebels(best.crisis) ? m : best));
  return { move, reason: `Represses the Rebels on ${viewCards(view).cardName(move.crisis)}, the Crisis with the most (${rebels(move.crisis)}).`, rng };
}

function tax(state: GameState, cards: Cards, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const payments = legal.filter(of('payTaxCards')).sort((x, y) => total(state, x.cards) - total(state, y.cards));
  // The payer: itself, or (two players) its Puppet, which has no hand and pays with an Asset.
  const assets = legal.filter(of('payTaxAsset'));
  const payer = assets[0] === undefined ? me : view.players[assets[0].seat]!;
  const whose = payer.seat === me.seat ? 'its' : "its Puppet's";
  const spare = spareAssets(cards, payer);
  const spareAsset = assets.find((m) => spare.includes(m.asset));
  if (payments[0]) return { move: payments[0], reason: `Pays ${names(state, payments[0].cards)}, the cheapest cards that make three points: it keeps its Assets.`, rng };
  const why = payer.seat === me.seat ? 'its cards are not worth three points' : 'its Puppet has no cards to pay with';
  if (spareAsset)
    return {
      move: spareAsset,
      reason: `Gives back ${whose} ${cards.assetName(spareAsset.asset)}: ${why}, and ${payer.seat === me.seat ? 'it does' : 'the Puppet does'} not need that Asset.`,
      rng,
    };
  const move = assets[0]!;
  return { move, reason: `Gives back ${whose} ${cards.assetName(move.asset)}: ${why}, so an Asset must go.`, rng };
}

function insider(view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const setting = view.modules.policy?.setting;
  const counts = view.modules.policy?.envelopeCounts ?? [];
  const mine = counts[me.seat] ?? 0;
  const bigger = legal
    .filter(of('insiderSwap'))
    .filter((m) => setting?.held[me.seat] === true && setting.held[m.with] === true && (counts[m.with] ?? 0) > mine)
    .sort((x, y) => (counts[y.with] ?? 0) - (counts[x.with] ?? 0))[0];
  if (bigger)
    return {
      move: bigger,
      reason: `Reveals the Insider Trader and swaps envelopes with ${who(view.players[bigger.with]!)}, whose envelope held up has more cards (${counts[bigger.with]} against ${mine}).`,
      rng,
    };
  const pass = legal.find(of('noSwap'))!;
  return { move: pass, reason: 'Reveals nothing: no bigger envelope held up is worth a swap.', rng };
}

/** A decision in one of the Policy's windows, or null when none is open to this seat. */
export function policyWindow(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const has = (type: Move['type']) => legal.some((m) => m.type === type);
  const cards = viewCards(view);
  if (has('finishBribes')) return bribe(state, view, me, legal, rng);
  if (has('holdUp')) return holdUp(state, cards, view, me, legal, rng);
  if (has('noSwap')) return insider(view, me, legal, rng);
  if (has('setPolicy')) return setPolicy(cards, view, me, legal, rng);
  if (has('digUp')) return dig(state, legal, rng);
  if (has('declineAudit') || has('policyAudit')) return audit(cards, view, me, legal, rng);
  if (has('repress')) return repress(view, legal, rng);
  if (has('payTaxCards') || has('payTaxAsset')) return tax(state, cards, view, me, legal, rng);
  return null;
}

/** Level 4 powers the simple player never uses, kept out of its random picks. */
export const POLICY_POWERS: ReadonlySet<Move['type']> = new Set(['insiderSwap', 'revealToady', 'vultureRedraw', 'vultureTake']);
