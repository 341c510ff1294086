/**
 * The simple player's two-player rules (`puppets.*`): it steers its Puppet's roll, claims and
 * Audits for it, Purchases from the Puppets and trades with its own. Like the rest of the simple
 * player it looks only at its own seat's view, its own legal moves and the chances of its own and
 * its Puppet's Buys as it can know them (chances.ts): never the opponent's hand or the deck.
 *
 * Its Puppet's roll. First it finds its own PLANNED Buy: the fewest cards that make a Buy likely
 * (two in three) at a Market whose Asset it needs. Those cards are kept; the others are FREE to
 * nudge with. A GOOD Market for the Puppet is an open one holding an Asset the Puppet or it needs,
 * where the Puppet's 6 probably wins (two in three).
 *   - First roll: nudge to 6 with a free card when the Market roll that follows ends at a good
 *     Market (or at an Audit) in at least half of the six ways it can fall, counting a second nudge
 *     with a free card left; nudge a roll away from the Market of its planned Buy (a card there
 *     makes it dearer), toward one a rival needs; nudge a 6 away when no Market is good, to a
 *     Market a rival needs; otherwise let it stand.
 *   - Market roll: to 6 for the Audit when a rival (the opponent or their Puppet) needs only one
 *     more Asset, with any card: the gain is clear; to a good Market where the Buy wins the Puppet
 *     the game, with any card; let a good Market stand; otherwise to the good Market with the best
 *     chance, with a free card; otherwise let it stand.
 *   - The double-six Audit: the rival closest to winning loses an Asset it needs, kept as the
 *     Gangster when it may and it needs that Asset itself; nobody, if no rival holds an Asset.
 * A won Buy of its Puppet claims an Asset the Puppet needs, else one it needs itself (a trade at the
 * end of the Round can bring it over), else nothing.
 * Purchases (its Action, see `puppetPurchase`): an Asset it needs from a Puppet, paying at most
 * `CHEAP` points, from the opponent's Puppet first; any Purchase that wins the game.
 * End-of-Round trades: a trade that wins, or that gives its side more needed Assets (or the same
 * number, nearer to a win on one board); then it is done. Each trade it makes strictly improves a
 * bounded score, so it always reaches `endSwaps`.
 */
import {
  type AssetId,
  cardInfo,
  type CardId,
  type Cards,
  type GameState,
  MARKET_NAMES,
  type MarketId,
  MARKETS,
  type Move,
  type MoveOf,
  type PlayerView,
  type TableView,
  viewCards,
  worthOf,
} from '../machine/index.ts';
import { nudged } from '../machine/modules/puppets/index.ts';
import { LIKELY, ownChanceAt, puppetBuyChance } from './chances.ts';
import { missing, spareAssets } from './needs.ts';
import { myPuppet, nameOf, rivals, stillNeeded } from './sides.ts';
import type { Decision } from './types.ts';
import { cardsOf } from '../machine/index.ts';

/** The most a Purchase may cost (in points paid) to count as cheap: the price is 3. */
const CHEAP = 5;
/** The die's face for a Puppet's Buy (first roll) or an Audit (Market roll). */
const SIX = 6;

const of =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is MoveOf<T> =>
    m.type === type;
const percent = (chance: number) => `${Math.round(chance * 100)}%`;
const assetName = (a: AssetId, cards: Cards) => `the ${cards.assetName(a)}`;

interface Table {
  readonly state: GameState;
  readonly view: TableView;
  /** The table's cards (public). */
  readonly cards: Cards;
  readonly me: PlayerView;
  readonly puppet: PlayerView;
  readonly legal: readonly Move[];
  readonly rng: number;
}

/** The Market with this number on the two-player table. */
function marketAt(view: TableView, n: number): MarketId | null {
  const numbers = view.modules.puppets?.numbers;
  return MARKETS.find((m) => numbers?.[m] === n) ?? null;
}

/** "4 (Power)", or "6" for the face that is no Market. */
function face(view: TableView, n: number): string {
  const m = marketAt(view, n);
  return m ? `${n} (${MARKET_NAMES[m]})` : `${n}`;
}

// ---------------------------------------------------------------- what it plans and what is good

interface Planned {
  readonly market: MarketId;
  readonly cards: readonly CardId[];
  readonly chance: number;
}

/** Its own planned Buy: the fewest (then cheapest) cards that make a Buy likely where it needs an Asset. */
function plannedBuy(t: Table): Planned | null {
  const need = missing(t.cards, t.me);
  const worth = worthOf(t.state);
  const hand = t.me.hand.filter((c): c is CardId => c !== null && cardInfo(c).kind !== 'crisis');
  const sets: CardId[][] = hand.flatMap((c, i) => [[c], ...hand.slice(i + 1).map((d) => [c, d])]);
  const points = (cards: readonly CardId[]) => cards.reduce((s, c) => s + worth(c), 0);
  let best: Planned | null = null;
  for (const market of MARKETS) {
    const mk = t.view.markets[market];
    if (!mk.open || need[market] === 0 || mk.assets.length === 0) continue;
    const chanceWith = ownChanceAt(t.state, t.me.seat, market);
    for (const cards of sets) {
      const chance = chanceWith(points(cards));
      if (chance < LIKELY) continue;
      const better =
        best === null ||
        cards.length < best.cards.length ||
        (cards.length === best.cards.length && (points(cards) < points(best.cards) || (points(cards) === points(best.cards) && chance > best.chance)));
      if (better) best = { market, cards, chance };
    }
  }
  return best;
}

interface Target {
  readonly market: MarketId;
  readonly chance: number;
  /** The Asset it would claim there, and for whom. */
  readonly asset: AssetId;
  readonly forPuppet: boolean;
  /** The Asset completes the Puppet's set: the Buy wins the game. */
  readonly wins: boolean;
}

/** The good Markets for its Puppet's Buy: open, holding an Asset the Puppet or it needs, probably won. */
function goodTargets(t: Table): Map<MarketId, Target> {
  const puppetNeeds = missing(t.cards, t.puppet);
  const myNeeds = missing(t.cards, t.me);
  const out = new Map<MarketId, Target>();
  for (const market of MARKETS) {
    const mk = t.view.markets[market];
    const forPuppet = puppetNeeds[market] > 0;
    if (!mk.open || mk.assets.length === 0 || (!forPuppet && myNeeds[market] === 0)) continue;
    const chance = puppetBuyChance(t.state, t.me.seat, t.puppet.seat, market);
    if (chance >= LIKELY) out.set(market, { market, chance, asset: mk.assets[0]!, forPuppet, wins: forPuppet && stillNeeded(t.puppet) === 1 });
  }
  return out;
}

/** A rival holds an Asset it needs: an Audit would set it back. */
const auditUseful = (t: Table) => rivals(t.view, t.me.seat).some((p) => p.assets.length > spareAssets(t.cards, p).length);

/** The rival closest to winning with only one Asset to go, or null. */
function threat(t: Table): PlayerView | null {
  const close = rivals(t.view, t.me.seat).filter((p) => p.assets.length > 0 && stillNeeded(p) <= 1);
  return close[0] ?? null;
}

/** The Market a rival needs most urgently (the rival nearest to winning), among these faces. */
function rivalNeeds(t: Table, faces: readonly number[], avoid: MarketId | null): { n: number; rival: PlayerView } | null {
  const order = rivals(t.view, t.me.seat).sort((a, b) => stillNeeded(a) - stillNeeded(b));
  for (const rival of order)
    for (const n of faces) {
      const m = marketAt(t.view, n);
      if (m && m !== avoid && t.view.markets[m].open && missing(t.cards, rival)[m] > 0) return { n, rival };
    }
  return null;
}

// ---------------------------------------------------------------- the roll

interface Nudge {
  readonly move: MoveOf<'nudge'>;
  readonly to: number;
  readonly free: boolean;
}

function nudges(t: Table, value: number, planned: Planned | null): Nudge[] {
  const worth = worthOf(t.state);
  return t.legal.filter(of('nudge')).map((move) => ({
    move,
    to: nudged(value, move.up ? worth(move.card) : -worth(move.card)),
    free: !planned?.cards.includes(move.card),
  }));
}

const nudgeWords = (t: Table, n: Nudge, from: number) =>
  `Nudges the die ${n.move.up ? 'up' : 'down'} from ${face(t.view, from)} to ${face(t.view, n.to)} with ${t.cards.cardName(n.move.card)}`;

/** In how many of the six ways the Market roll can fall it ends somewhere good, nudging it with one of `cards` if need be. */
function goodFalls(t: Table, good: ReadonlySet<number>, cards: readonly CardId[]): number {
  const worth = worthOf(t.state);
  let count = 0;
  for (let r = 1; r <= SIX; r++) if (good.has(r) || cards.some((c) => good.has(nudged(r, worth(c))) || good.has(nudged(r, -worth(c))))) count++;
  return count;
}

function keep(t: Table, reason: string): Decision {
  return { move: t.legal.find(of('keepRoll'))!, reason, rng: t.rng };
}

function firstRoll(t: Table, value: number): Decision {
  const planned = plannedBuy(t);
  const options = nudges(t, value, planned);
  const free = options.filter((n) => n.free);
  const targets = goodTargets(t);
  const good = new Set([...targets.keys()].map((m) => t.view.modules.puppets!.numbers[m]));
  if (auditUseful(t)) good.add(SIX);
  const keeping = planned ? `; it keeps ${planned.cards.map((c) => t.cards.cardName(c)).join(' and ')} for its Buy at ${MARKET_NAMES[planned.market]}` : '';

  if (value === SIX) {
    if (targets.size > 0) return keep(t, `Lets the 6 stand: its Puppet Buys, and ${targets.size} of the Markets would probably fall to its 6.`);
    const away = rivalNeeds(
      t,
      free.map((n) => n.to),
      planned?.market ?? null,
    );
    const move = away && free.find((n) => n.to === away.n);
    if (away && move)
      return {
        move: move.move,
        reason: `${nudgeWords(t, move, value)}: no Market would probably fall to its Puppet's 6, and a card at ${MARKET_NAMES[marketAt(t.view, away.n)!]} makes it dearer for ${nameOf(t.view, t.me.seat, away.rival)}, who needs an Asset there.`,
        rng: t.rng,
      };
    return keep(t, 'Lets the 6 stand: no card it can spare would send the die anywhere better.');
  }

  // To 6 when the Market roll then probably ends well.
  const worth = worthOf(t.state);
  const freeCards = [...new Set(free.map((n) => n.move.card))];
  const sixes = free
    .filter((n) => n.to === SIX)
    .map((n) => ({
      n,
      falls: goodFalls(
        t,
        good,
        freeCards.filter((c) => c !== n.move.card),
      ),
    }))
    .sort((a, b) => b.falls - a.falls || worth(a.n.move.card) - worth(b.n.move.card));
  const six = sixes[0];
  if (six && six.falls * 2 >= SIX)
    return {
      move: six.n.move,
      reason: `${nudgeWords(t, six.n, value)}: its Puppet Buys, and in ${six.falls} of the 6 ways the Market roll can fall it ends at a Market where its 6 probably wins an Asset it needs, or at an Audit.`,
      rng: t.rng,
    };

  // Away from the Market of its own planned Buy: a card there would make it dearer.
  const here = marketAt(t.view, value);
  if (planned && here === planned.market && t.view.markets[here].open) {
    const elsewhere = free.filter((n) => n.to !== SIX && marketAt(t.view, n.to) !== planned.market);
    const toRival = rivalNeeds(
      t,
      elsewhere.map((n) => n.to),
      planned.market,
    );
    const move = (toRival && elsewhere.find((n) => n.to === toRival.n)) ?? elsewhere[0];
    if (move)
      return {
        move: move.move,
        reason: `${nudgeWords(t, move, value)}: a card at ${MARKET_NAMES[planned.market]} would make its own planned Buy there dearer${toRival && move.to === toRival.n ? `, and ${nameOf(t.view, t.me.seat, toRival.rival)} needs an Asset at ${MARKET_NAMES[marketAt(t.view, move.to)!]}` : ''}.`,
        rng: t.rng,
      };
  }
  const where = here && t.view.markets[here].open ? `a card goes to ${MARKET_NAMES[here]}` : 'the card goes to the Discard pile';
  return keep(t, `Lets the roll stand: ${where}, and no nudge it can afford is worth a card${keeping}.`);
}

function marketRoll(t: Table, value: number): Decision {
  const planned = plannedBuy(t);
  const options = nudges(t, value, planned);
  const targets = goodTargets(t);
  const at = (n: number) => {
    const m = marketAt(t.view, n);
    return m ? targets.get(m) : undefined;
  };
  // Free cards first, then the cheapest.
  const worth = worthOf(t.state);
  const byCost = (a: Nudge, b: Nudge) => Number(b.free) - Number(a.free) || worth(a.move.card) - worth(b.move.card);

  const close = threat(t);
  if (close) {
    const who = `${nameOf(t.view, t.me.seat, close)}, who needs only one more Asset`;
    if (value === SIX) return keep(t, `Lets the second 6 stand: it may Audit ${who}.`);
    const toSix = options.filter((n) => n.to === SIX).sort(byCost)[0];
    if (toSix) return { move: toSix.move, reason: `${nudgeWords(t, toSix, value)}: a second 6 lets it Audit ${who}, a gain worth any card.`, rng: t.rng };
  }
  const here = at(value);
  if (here?.wins)
    return keep(
      t,
      `Lets the roll stand: its Puppet Buys at ${MARKET_NAMES[here.market]} (it wins in ${percent(here.chance)} of the ways the hidden cards could lie) and would complete its set.`,
    );
  const winning = options.filter((n) => at(n.to)?.wins).sort(byCost)[0];
  if (winning) {
    const target = at(winning.to)!;
    return {
      move: winning.move,
      reason: `${nudgeWords(t, winning, value)}: there its Puppet's 6 wins in ${percent(target.chance)} of the ways the hidden cards could lie, and ${assetName(target.asset, t.cards)} would complete its Puppet's set.`,
      rng: t.rng,
    };
  }
  const whose = (x: Target) => (x.forPuppet ? 'its Puppet needs' : 'it needs');
  if (here)
    return keep(
      t,
      `Lets the roll stand: its Puppet Buys at ${MARKET_NAMES[here.market]}, wins in ${percent(here.chance)} of the ways the hidden cards could lie, and ${assetName(here.asset, t.cards)} is an Asset ${whose(here)}.`,
    );
  if (value === SIX) return keep(t, 'Lets the second 6 stand: an Audit is worth as much as a Buy, and it keeps its cards.');
  const best = options.filter((n) => n.free && at(n.to)).sort((a, b) => at(b.to)!.chance - at(a.to)!.chance || byCost(a, b))[0];
  if (best) {
    const target = at(best.to)!;
    return {
      move: best.move,
      reason: `${nudgeWords(t, best, value)}: there its Puppet's 6 wins in ${percent(target.chance)} of the ways the hidden cards could lie, and ${assetName(target.asset, t.cards)} is an Asset ${whose(target)}.`,
      rng: t.rng,
    };
  }
  const m = marketAt(t.view, value);
  const what = m && t.view.markets[m].open ? `its Puppet Buys at ${MARKET_NAMES[m]}` : 'that Market is closed';
  return keep(t, `Lets the roll stand: ${what}, and no card it can spare sends its Puppet where it probably wins an Asset it needs.`);
}

// ---------------------------------------------------------------- the Audit, the claim, the trades

function audit(t: Table): Decision {
  const myNeeds = missing(t.cards, t.me);
  const order = rivals(t.view, t.me.seat)
    .filter((p) => p.assets.length > 0)
    .sort((a, b) => stillNeeded(a) - stillNeeded(b));
  const audits = t.legal.filter(of('puppetAudit'));
  for (const rival of order) {
    const spare = spareAssets(t.cards, rival);
    const theirs = audits.filter((m) => m.player === rival.seat);
    // An Asset the rival needs sets it back; kept as the Gangster, one it needs itself is better still.
    const kept = theirs.find((m) => m.keep && !spare.includes(m.asset) && myNeeds[t.cards.assetType(m.asset)] > 0);
    const pick = kept ?? theirs.find((m) => !m.keep && !spare.includes(m.asset)) ?? theirs.find((m) => !m.keep);
    if (!pick) continue;
    const left = stillNeeded(rival);
    const theyNeed = spare.includes(pick.asset) ? '' : ', an Asset they need,';
    const how = pick.keep
      ? `it Reveals the Gangster and keeps ${assetName(pick.asset, t.cards)}${theyNeed} as it needs one too`
      : `${assetName(pick.asset, t.cards)}${theyNeed} goes back to its Market`;
    return { move: pick, reason: `Audits ${nameOf(t.view, t.me.seat, rival)}, ${left} Asset${left === 1 ? '' : 's'} from winning: ${how}.`, rng: t.rng };
  }
  return { move: t.legal.find(of('skipAudit'))!, reason: 'Audits nobody: no rival holds an Asset, and it will not Audit its own side.', rng: t.rng };
}

function claimForPuppet(t: Table): Decision {
  const claims = t.legal.filter(of('claim')).filter((m) => m.seat === t.puppet.seat);
  const puppetNeeds = missing(t.cards, t.puppet);
  const myNeeds = missing(t.cards, t.me);
  const forPuppet = claims.find((m) => puppetNeeds[t.cards.assetType(m.asset)] > 0);
  if (forPuppet) return { move: forPuppet, reason: `Claims ${assetName(forPuppet.asset, t.cards)} for its Puppet, which needs it.`, rng: t.rng };
  const forMe = claims.find((m) => myNeeds[t.cards.assetType(m.asset)] > 0);
  if (forMe)
    return {
      move: forMe,
      reason: `Claims ${assetName(forMe.asset, t.cards)} for its Puppet: the Puppet does not need it, but it does, and can take it in a trade at the end of the Round.`,
      rng: t.rng,
    };
  const decline = t.legal.find((m) => m.type === 'declineClaim');
  if (decline) return { move: decline, reason: 'Its Puppet takes nothing: neither it nor its Puppet needs an Asset here.', rng: t.rng };
  return { move: claims[0]!, reason: 'Its Puppet takes an Asset nobody on its side needs, as nothing else is allowed.', rng: t.rng };
}

/** Needed Assets held by it and its Puppet together, then by the one nearer to winning. */
function sideScore(me: PlayerView, puppet: PlayerView): [number, number] {
  return [me.needed + puppet.needed, Math.max(me.needed, puppet.needed)];
}

/** A board after a trade, its needed count read as the needs module reads it. */
function traded(cards: Cards, p: PlayerView, give: AssetId, take: AssetId): PlayerView {
  const assets = [...p.assets.filter((a) => a !== give), take];
  const after = { ...p, assets };
  return { ...after, needed: 5 - Object.values(missing(cards, after)).reduce((s, n) => s + n, 0) };
}

function trade(t: Table): Decision {
  const [sum, top] = sideScore(t.me, t.puppet);
  const rated = t.legal.filter(of('puppetSwap')).map((move) => {
    const me = traded(t.cards, t.me, move.give, move.take);
    const puppet = traded(t.cards, t.puppet, move.take, move.give);
    return { move, score: sideScore(me, puppet), wins: me.needed === 5 || puppet.needed === 5 };
  });
  const better = rated
    .filter((r) => r.wins || r.score[0] > sum || (r.score[0] === sum && r.score[1] > top))
    .sort((a, b) => Number(b.wins) - Number(a.wins) || b.score[0] - a.score[0] || b.score[1] - a.score[1])[0];
  if (better) {
    const words = `Gives its Puppet ${assetName(better.move.give, t.cards)} for ${assetName(better.move.take, t.cards)}`;
    if (better.wins) return { move: better.move, reason: `${words}: the trade completes a set, and its side wins.`, rng: t.rng };
    if (better.score[0] > sum)
      return { move: better.move, reason: `${words}: between them they then hold ${better.score[0]} needed Assets instead of ${sum}.`, rng: t.rng };
    return { move: better.move, reason: `${words}: the same needed Assets, but one board is then ${better.score[1]} of five full, nearer to a win.`, rng: t.rng };
  }
  return { move: t.legal.find(of('endSwaps'))!, reason: 'Done trading with its Puppet: no trade gives its side more of the Assets it needs.', rng: t.rng };
}

// ---------------------------------------------------------------- entry points

function table(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Table | null {
  const puppet = myPuppet(view, me.seat);
  return puppet ? { state, view, cards: viewCards(view), me, puppet, legal, rng } : null;
}

/** A decision in one of the two-player windows (the roll, its Audit, its Buy's claim, the trades), or null. */
export function puppetWindow(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const t = table(state, view, me, legal, rng);
  if (!t) return null;
  const roll = view.modules.puppets?.roll;
  if (roll && legal.some(of('keepRoll'))) return roll.stage === 'first' ? firstRoll(t, roll.value) : marketRoll(t, roll.value);
  if (legal.some(of('skipAudit'))) return audit(t);
  if (legal.some((m) => m.type === 'claim' && m.seat === t.puppet.seat)) return claimForPuppet(t);
  if (legal.some(of('endSwaps'))) return trade(t);
  return null;
}

/**
 * A Purchase from a Puppet as its Action, or null: one that wins the game; otherwise an Asset it
 * needs, paying at most `CHEAP` points, from the opponent's Puppet first (it weakens their side),
 * from its own only when its Puppet does not need that Asset.
 */
export function puppetPurchase(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const t = table(state, view, me, legal, rng);
  if (!t) return null;
  const worth = worthOf(state);
  const myNeeds = missing(t.cards, me);
  const puppetNeeds = missing(t.cards, t.puppet);
  const paid = (m: MoveOf<'purchase'>) => m.cards.reduce((s, c) => s + worth(c), 0);
  const mine = (m: MoveOf<'purchase'>) => m.puppet === t.puppet.seat;
  const cards = (m: MoveOf<'purchase'>) => m.cards.map((c) => cardsOf(state).cardName(c)).join(' and ');
  const from = (m: MoveOf<'purchase'>) => nameOf(view, me.seat, view.players[m.puppet]!);
  const useful = legal
    .filter(of('purchase'))
    .filter((m) => myNeeds[t.cards.assetType(m.asset)] > 0 && !(mine(m) && puppetNeeds[t.cards.assetType(m.asset)] > 0))
    .sort((a, b) => Number(mine(a)) - Number(mine(b)) || paid(a) - paid(b));
  const win = useful.find(() => stillNeeded(me) === 1);
  if (win)
    return { move: win, reason: `Purchases ${assetName(win.asset, t.cards)} from ${from(win)} with ${cards(win)}: it is the last Asset it needs, and it wins.`, rng };
  const cheap = useful.find((m) => paid(m) <= CHEAP);
  if (!cheap) return null;
  const why = mine(cheap) ? 'its Puppet does not need it' : 'and the opponent’s side loses it';
  return {
    move: cheap,
    reason: `Purchases ${assetName(cheap.asset, t.cards)} from ${from(cheap)} with ${cards(cheap)} (${paid(cheap)} points): it needs that Asset, ${why}.`,
    rng,
  };
}
