/**
 * The simple player in the Troublemaker's seat (`modules: ['troublemakers']`), which plays no
 * Billionaire. Like the rest of the simple player it decides from its own seat's view: its hand, its
 * own Alignment card, the Crises and Rebels on the table, its Revolution cards once Declared (all
 * face-up) and, while playing a hostage's turn, the hostage's hand; and from the chance of a Fix as
 * it can know it (fix-chance.ts). It never reads the deck, the Revolution deck's order, other hands
 * or what the Billionaires offered before they are shown.
 *
 * THE REFORMIST (and a hidden Revolutionary, who plays as one until it Declares):
 *   - it takes the Round card whenever offered, and picks any of the tied cards of a Buy;
 *   - as its Action it Fixes a Crisis when the Fix is plausible (it wins in `FIX_LIKELY` of the
 *     ways the draw could go, before any offer), choosing the Crisis with the most Rebel icons among
 *     those, and putting forward every card it holds but its Crises; a hidden Revolutionary never
 *     Fixes to win (the Crises it would Fix are its allies), but Fixes with a Crisis card alone to
 *     sabotage, Activating it while it passes for a Reformist;
 *   - otherwise it Invests a Crisis card it holds (one counts 3 against a Fix), swaps its weakest
 *     card for a stronger face-up card, or swaps two Markets' face-up cards to keep its own;
 *   - it accepts every offer: it cannot see the cards, and though a Crisis offered would count
 *     against it, most offers help;
 *   - it keeps its cards out of its Bribe envelope and never holds up; it agrees to a Panic!
 *     sacrifice; as a setter it puts Repress the Rebels in force.
 * A hidden Revolutionary Declares at the start of its turn once `DECLARE_REBELS` Rebels stand on the
 * Crises, or from Round `DECLARE_ROUND` on.
 *
 * THE DECLARED REVOLUTIONARY plays the best Revolution card for the Revolution (revolution-cards.ts),
 * places a Boycott's cards, moves a Comrade's card and lays out a Sabotage! as the first way listed
 * (any is allowed), plays every hostage's turn it may, and plays that turn to waste the hostage's
 * cards: it draws nothing, and Invests the hostage's strongest card where they need nothing.
 */
import {
  cardInfo,
  type CardId,
  type Cards,
  type GameState,
  legalMoves,
  MARKET_NAMES,
  type Move,
  type MoveOf,
  type PlayerView,
  policyName,
  type Seat,
  type TableView,
  viewCards,
  viewOf,
  worthOf,
} from '../machine/index.ts';
import { anything } from './anything.ts';
import { fixChance } from './fix-chance.ts';
import { missing } from './needs.ts';
import { pickRevolutionCard } from './revolution-cards.ts';
import { roleWindow } from './roles.ts';
import type { Decision } from './types.ts';
import { cardsOf } from '../machine/index.ts';

/** A Fix this likely to win is worth trying. */
const FIX_LIKELY = 0.5;
/** Rebels on the Crises from which a hidden Revolutionary Declares (the Revolution comes at ten). */
const DECLARE_REBELS = 6;
/** The Round from which a hidden Revolutionary Declares anyway. */
const DECLARE_ROUND = 3;

const of =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is MoveOf<T> =>
    m.type === type;

const isCrisis = (c: CardId) => cardInfo(c).kind === 'crisis';
const percent = (chance: number) => `${Math.round(chance * 100)}%`;
const sameCards = (a: readonly CardId[], b: readonly CardId[]) => [...a].sort().join() === [...b].sort().join();
const rebelsOn = (view: TableView) => view.modules.crises?.rebelsOnCrises ?? 0;

interface Seen {
  readonly state: GameState;
  readonly view: TableView;
  /** The table's cards (public). */
  readonly cards: Cards;
  readonly me: PlayerView;
  readonly legal: readonly Move[];
  readonly rng: number;
  /** Its own Alignment card (it always sees it). */
  readonly revolutionary: boolean;
}

// ---------------------------------------------------------------- the Reformist's Action

/** The most promising plausible Fix, or null: every Crisis tried with all its cards but its Crises. */
function bestFix(t: Seen): Decision | null {
  const cards = t.me.hand.filter((c): c is CardId => c !== null && !isCrisis(c));
  if (cards.length === 0) return null;
  const fixes = t.legal.filter(of('fixCrisis')).filter((m) => sameCards(m.cards, cards));
  let best: { move: MoveOf<'fixCrisis'>; chance: number } | null = null;
  for (const move of fixes) {
    const chance = fixChance(t.state, t.me.seat, move.crisis, cards);
    if (chance < FIX_LIKELY) continue;
    const icons = t.cards.rebels(move.crisis);
    if (!best || icons > t.cards.rebels(best.move.crisis) || (icons === t.cards.rebels(best.move.crisis) && chance > best.chance)) best = { move, chance };
  }
  if (!best) return null;
  const icons = t.cards.rebels(best.move.crisis);
  const fixed = (t.view.modules.troublemakers?.fixed ?? []).reduce((n, c) => n + t.cards.rebels(c), 0);
  return {
    move: best.move,
    reason: `Fixes ${cardsOf(t.state).cardName(best.move.crisis)} with ${cardNames(t.state, cards)}: against ${icons} card${icons === 1 ? '' : 's'} drawn it wins in ${percent(best.chance)} of the ways they could come, before any offer, and its ${icons} Rebel icon${icons === 1 ? '' : 's'} would bring its Fixed Crises to ${fixed + icons} of 7.`,
    rng: t.rng,
  };
}

const cardNames = (state: GameState, cards: readonly CardId[]) => cards.map((c) => cardsOf(state).cardName(c)).join(' and ');

/** Its Action when it does not Fix: a Crisis out of its hand, a better card in, or its cards kept. */
function otherAction(t: Seen, why: string): Decision {
  // A hidden Revolutionary does what a Reformist would, to pass for one.
  const purpose = t.revolutionary ? 'as a Reformist would' : 'for a Fix';
  const worth = worthOf(t.state);
  const crisisOut = t.legal.filter(of('invest')).find((m) => isCrisis(m.card));
  if (crisisOut)
    return {
      move: crisisOut,
      reason: `${why} it Invests ${t.cards.cardName(crisisOut.card)} at ${MARKET_NAMES[crisisOut.market]}: ${t.revolutionary ? 'there it waits for a buyer, whose Buy will Activate it' : 'a Crisis counts 3 against a Fix, and in a Market it waits for a buyer'}.`,
      rng: t.rng,
    };
  const upgrade = t.legal
    .filter(of('exchangeHand'))
    .map((m) => {
      const up = t.view.markets[m.market].faceUp;
      return { m, gain: up === null || isCrisis(up) ? 0 : worth(up) - worth(m.card), up };
    })
    .filter((x) => x.gain > 0)
    .sort((a, b) => b.gain - a.gain)[0];
  if (upgrade)
    return {
      move: upgrade.m,
      reason: `${why} it swaps ${t.cards.cardName(upgrade.m.card)} for ${t.cards.cardName(upgrade.up!)}, face-up at ${MARKET_NAMES[upgrade.m.market]}: ${upgrade.gain} more point${upgrade.gain === 1 ? '' : 's'} in hand, ${purpose}.`,
      rng: t.rng,
    };
  const swap = t.legal.find(of('exchangeMarkets'));
  if (swap)
    return {
      move: swap,
      reason: `${why} it swaps the face-up cards of ${MARKET_NAMES[swap.markets[0]]} and ${MARKET_NAMES[swap.markets[1]]}, keeping its own cards, ${purpose}.`,
      rng: t.rng,
    };
  return anything(t.state, t.me.seat, t.legal, t.rng, `${why} nothing useful is left, so it picks:`);
}

/**
 * A hidden Revolutionary's Fix meant to fail (the expansion's rulebook names this sabotage): a Crisis
 * card from its hand as its whole wager counts 3 against the Fix and is Activated, Rebels and all,
 * while the table still sees a Reformist at work. The Crisis it aims at is the one with the fewest
 * Rebel icons, the least loss should the Billionaires' offers carry the Fix after all.
 */
function sabotageFix(t: Seen): Decision | null {
  const crisis = t.me.hand.find((c): c is CardId => c !== null && isCrisis(c));
  if (!crisis) return null;
  const fixes = t.legal.filter(of('fixCrisis')).filter((m) => m.cards.length === 1 && m.cards[0] === crisis);
  const aim = fixes.sort((a, b) => t.cards.rebels(a.crisis) - t.cards.rebels(b.crisis))[0];
  if (!aim) return null;
  return {
    move: aim,
    reason: `Fixes ${t.cards.cardName(aim.crisis)} with ${t.cards.cardName(crisis)} alone, meaning it to fail: that Crisis counts 3 against the Fix and is Activated with its Rebels, while the table still takes it for a Reformist.`,
    rng: t.rng,
  };
}

function action(t: Seen): Decision {
  if (!t.revolutionary) {
    const fix = bestFix(t);
    if (fix) return fix;
    return otherAction(t, 'No Fix is likely enough (half the ways or better), so');
  }
  return sabotageFix(t) ?? otherAction(t, 'As a hidden Revolutionary it only Fixes to fail (the Crises are its allies), so');
}

function declare(t: Seen): Decision | null {
  const move = t.legal.find(of('declare'));
  if (!move) return null;
  const rebels = rebelsOn(t.view);
  if (rebels >= DECLARE_REBELS)
    return { move, reason: `Declares the Revolution: ${rebels} Rebels stand on the Crises, and its Revolution cards can bring the ten.`, rng: t.rng };
  if (t.view.round >= DECLARE_ROUND)
    return { move, reason: `Declares the Revolution: it is Round ${t.view.round}, and hiding longer would waste its Revolution cards.`, rng: t.rng };
  return null;
}

// ---------------------------------------------------------------- the Reformist's windows

function accept(t: Seen): Decision {
  const answers = t.legal.filter(of('acceptFixOffers'));
  const all = answers.reduce((best, m) => (m.seats.length > best.seats.length ? m : best));
  return {
    move: all,
    reason: 'Accepts every offer: it cannot see the cards, and though a Crisis among them would count 3 against the Fix, most offers add points.',
    rng: t.rng,
  };
}

/** The Policy's windows, as a player who bribes nobody and wants the Rebels off (or, as a Revolutionary, kept on). */
function policy(t: Seen): Decision | null {
  const finish = t.legal.find(of('finishBribes'));
  if (finish) return { move: finish, reason: 'Leaves its Bribe envelope as it is: its cards are for Fixing Crises.', rng: t.rng };
  const keep = t.legal.filter(of('holdUp')).find((m) => !m.hold);
  if (keep) return { move: keep, reason: 'Keeps its envelope down: it bids for no Policy.', rng: t.rng };
  const sets = t.legal.filter(of('setPolicy'));
  if (sets.length > 0) {
    const repress = sets.find((m) => m.policy === 'repress-the-rebels');
    const none = sets.find((m) => m.policy === undefined);
    if (!t.revolutionary && repress && rebelsOn(t.view) > 0)
      return { move: repress, reason: `Sets ${policyName('repress-the-rebels')}: fewer Rebels keep the Revolution away.`, rng: t.rng };
    if (!t.revolutionary && none) return { move: none, reason: 'Sets no Policy: no Rebel stands to Repress, and no other Policy helps a Reformist.', rng: t.rng };
    const tax = sets.find((m) => m.policy === 'tax-tyranny') ?? sets.find((m) => m.policy !== 'repress-the-rebels') ?? sets[0]!;
    const what = tax.policy === undefined ? 'no Policy' : policyName(tax.policy);
    return { move: tax, reason: `Sets ${what}: it leaves the Rebels standing and costs the Billionaires.`, rng: t.rng };
  }
  const represses = t.legal.filter(of('repress'));
  if (represses.length > 0) {
    const rebels = (card: CardId) => t.view.modules.crises?.guillotine.find((g) => g.card === card)?.rebels ?? 0;
    const move = represses.reduce((best, m) => (rebels(m.crisis) > rebels(best.crisis) ? m : best));
    return { move, reason: `Represses the Rebels on ${t.cards.cardName(move.crisis)}, the Crisis with the most (${rebels(move.crisis)}).`, rng: t.rng };
  }
  const decline = t.legal.find(of('declineAudit'));
  if (decline) return { move: decline, reason: 'Audits nobody: it holds no Assets and wants none.', rng: t.rng };
  const noSwap = t.legal.find(of('noSwap'));
  if (noSwap) return { move: noSwap, reason: 'Reveals nothing: it bids for no Policy.', rng: t.rng };
  return null;
}

function panic(t: Seen): Decision | null {
  const agree = t.legal.find(of('panicAgree'));
  if (agree && !t.revolutionary) return { move: agree, reason: 'Agrees to the sacrifice: Rebels will leave the Crises.', rng: t.rng };
  const refuse = t.legal.find(of('panicRefuse'));
  if (refuse && t.revolutionary) return { move: refuse, reason: 'Refuses the sacrifice: the Rebels stay on the Crises.', rng: t.rng };
  const removes = t.legal.filter(of('removeRebel'));
  if (removes.length > 0) {
    const rebels = (card: CardId) => t.view.modules.crises?.guillotine.find((g) => g.card === card)?.rebels ?? 0;
    const move = removes.reduce((best, m) => (rebels(m.crisis) > rebels(best.crisis) ? m : best));
    return { move, reason: `Removes a Rebel from ${t.cards.cardName(move.crisis)}, the Crisis with the most Rebels (${rebels(move.crisis)}).`, rng: t.rng };
  }
  return null;
}

// ---------------------------------------------------------------- the Declared Revolutionary

function revolutionWindow(t: Seen): Decision | null {
  const hostage = t.legal.filter(of('takeHostage')).find((m) => m.take);
  if (hostage) return { move: hostage, reason: "Plays the hostage's turn: their cards are its to waste.", rng: t.rng };
  if (t.legal.some(of('playRevolution'))) return pickRevolutionCard(t.view, t.me, t.legal, 'revolution', t.rng);
  const boycott = t.legal.find(of('placeBoycott'));
  if (boycott)
    return {
      move: boycott,
      reason: 'Places the Boycott’s cards face-down in the first open Markets: wherever they lie, the Billionaires cannot count on those Markets.',
      rng: t.rng,
    };
  const comrade = t.legal.find(of('moveComradeCard'));
  if (comrade)
    return {
      move: comrade,
      reason:
        comrade.card === undefined
          ? 'Moves no card: what it saw there stays hidden from the Billionaires all the same.'
          : t.state.markets[comrade.market!].assets.length === 0
            ? `Sends ${t.cards.cardName(comrade.card)} to ${MARKET_NAMES[comrade.market!]}, a closed Market: it goes to the Discard pile.`
            : `Moves ${t.cards.cardName(comrade.card)} to ${MARKET_NAMES[comrade.market!]}: the Billionaires who knew that Market are wrong now.`,
      rng: t.rng,
    };
  const sabotage = t.legal.find(of('arrangeMarkets'));
  if (sabotage) return { move: sabotage, reason: 'Deals the open Markets out again: the Billionaires no longer know what lies face-down.', rng: t.rng };
  return null;
}

/** A hostage's turn, played for them: nothing drawn, their strongest card Invested where they need nothing. */
function hostageTurn(t: Seen): Decision {
  const hostageSeat = t.legal.find((m) => m.seat !== t.me.seat)!.seat as Seat;
  const hostage = t.view.players[hostageSeat]!;
  const hand = t.view.modules.troublemakers?.hostageHand ?? [];
  const worth = worthOf(t.state);
  const finish = t.legal.find(of('finishBribes'));
  if (finish) return { move: finish, reason: "Leaves the hostage's Bribe envelope as it is: their cards stay out of the bidding.", rng: t.rng };
  const need = missing(t.cards, hostage);
  const waste = t.legal
    .filter(of('invest'))
    .filter((m) => need[m.market] === 0 && hand.includes(m.card))
    .sort((x, y) => worth(y.card) - worth(x.card))[0];
  if (waste)
    return {
      move: waste,
      reason: `Invests the hostage's ${t.cards.cardName(waste.card)} at ${MARKET_NAMES[waste.market]}, a Market they do not need: their strongest card, wasted.`,
      rng: t.rng,
    };
  const swap = t.legal.find(of('exchangeMarkets'));
  if (swap) return { move: swap, reason: "Swaps two Markets' face-up cards for the hostage: it draws and Buys nothing for them.", rng: t.rng };
  // Nothing that helps the hostage (a draw, a Buy) or ends the Round for everyone, if anything else is allowed.
  const harmless = t.legal.filter((m) => !['buy', 'draw', 'gameTheMarket', 'endRoundEarly'].includes(m.type));
  return anything(t.state, t.me.seat, harmless.length > 0 ? harmless : t.legal, t.rng, "Nothing better to waste the hostage's turn on, so it picks:");
}

// ---------------------------------------------------------------- the seat

export function troublemakerMove(state: GameState, seat: Seat, rng: number): Decision {
  const legal = legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat + 1} has no move to make now.`);
  const view = viewOf(state, seat);
  const tm = view.modules.troublemakers!;
  const t: Seen = { state, view, cards: viewCards(view), me: view.players[seat]!, legal, rng, revolutionary: tm.alignment === 'revolutionary' };
  const has = (type: Move['type']) => legal.some((m) => m.type === type);

  if (legal.some((m) => m.seat !== seat)) return hostageTurn(t);
  if (tm.declared) return revolutionWindow(t) ?? policy(t) ?? panic(t) ?? anything(state, seat, legal, rng, 'Nothing it plans for here, so it picks:');

  const round = legal.find(of('roundCard'));
  if (round) {
    const take = legal.filter(of('roundCard')).find((m) => m.take)!;
    return { move: take, reason: `Draws its Round card: it holds ${t.me.hand.length === 0 ? 'no card' : 'one card'}, and every card may help a Fix.`, rng };
  }
  const buyCard = legal.find(of('takeBuyCard'));
  if (buyCard) return { move: buyCard, reason: `Takes ${cardsOf(state).cardName(buyCard.card)}: the tied lowest cards of the Buy are worth the same.`, rng };
  if (has('acceptFixOffers')) return accept(t);
  const windows = roleWindow(state, view, t.me, legal, rng) ?? policy(t) ?? panic(t);
  if (windows) return windows;
  const declared = declare(t);
  if (declared) return declared;
  if (has('fixCrisis') || has('invest') || has('exchangeMarkets') || has('exchangeHand')) return action(t);
  return anything(state, seat, legal, rng, 'Nothing it plans for here, so it picks:');
}
