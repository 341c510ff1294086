/**
 * Which Revolution card to play, and with which choices: for the Declared Revolutionary on its turn,
 * and for a Billionaire playing one of an Infiltrator's two cards. Every legal `playRevolution` move
 * gets a score from the side of the player, and the best is played (the first listed, of equal
 * scores). Only public facts count: the Rebels on the Crises, the Assets and boards on the table,
 * the Policy in force and who owns the Tabloid Empire or the Mercenary Army.
 *
 * For the Revolution (more Rebels, the leading Billionaire held back):
 *   - Organize! completing the set of three puts two Rebels on a Crisis: the best there is; one that
 *     only waits brings the set nearer;
 *   - a card paid for with a Rebel (Propaganda of the Deed, Hostages, Involuntary Donation) is worth
 *     it only against the leading Billionaire (fewest Assets still needed), and a Rebel costs more
 *     the nearer the Revolution is; Involuntary Donation takes back an Asset the leader needs;
 *   - Riots and Uncomfortable Alliance change the Policy (the Alliance to a Suit nobody at the table
 *     plays, else the Suit of the Billionaire furthest from winning); a General Strike stops draws;
 *   - Infighting, Media Slander and Pacification (when an owner may use them) and Fascist Thugs take
 *     Rebels off: played only when nothing better is face-up.
 * For a Billionaire (fewer Rebels, a rival held back, its own Suit helped) the same facts count the
 * other way: Rebels taken off are good, Organize! is the worst; Riots makes it the bidder of the
 * card's 5-point Bribe (Ruling, `rev.infiltrator`).
 */
import { BILLIONAIRES, type Cards, type Move, type MoveOf, type PlayerView, POLICY_CARDS, type PolicyId, REBELS, type TableView, viewCards } from '../machine/index.ts';
import { revolutionInfo, revolutionKind } from '../machine/data/revolution.ts';
import { missing, spareAssets } from './needs.ts';
import type { Decision } from './types.ts';

/** The side the player of the card is on. */
export type Side = 'revolution' | 'billionaire';

/** Rebels on the Crises from which a Rebel sacrificed costs the Revolution twice as much. */
const NEAR = REBELS - 3;

const isPlay = (m: Move): m is MoveOf<'playRevolution'> => m.type === 'playRevolution';
const rebelsOn = (view: TableView) => view.modules.crises?.rebelsOnCrises ?? 0;
const stillNeeded = (p: PlayerView) => 5 - p.needed;
const nameOf = (p: PlayerView) => `the ${BILLIONAIRES[p.billionaire!].name} (seat ${p.seat + 1})`;

/** The Billionaire closest to winning (fewest Assets still needed, then most Assets), the player itself left out. */
function leaderOf(view: TableView, me: number): PlayerView | null {
  const seats = view.players.filter((p) => p.billionaire !== null && p.seat !== me);
  return seats.reduce<PlayerView | null>(
    (best, p) => (best === null || stillNeeded(p) < stillNeeded(best) || (stillNeeded(p) === stillNeeded(best) && p.assets.length > best.assets.length) ? p : best),
    null,
  );
}

/** Whether a Billionaire owns this Asset (then Media Slander or Pacification lets them take a Rebel off). */
const owned = (view: TableView, asset: string) => view.players.some((p) => p.billionaire !== null && (p.assets as readonly string[]).includes(asset));

interface Rated {
  readonly score: number;
  readonly why: string;
}

/** The Suit Policy the Revolution puts in force: a Suit nobody plays, else the Suit of the Billionaire furthest from winning. */
function allianceFor(cards: Cards, view: TableView, policy: PolicyId): Rated {
  const suit = cards.policySuit(policy);
  const playing = view.players.filter((p) => p.billionaire !== null && BILLIONAIRES[p.billionaire].suit === suit);
  if (playing.length === 0) return { score: 4, why: 'nobody at the table plays that Suit, so no Billionaire gains by it' };
  const furthest = Math.max(...view.players.filter((p) => p.billionaire !== null).map(stillNeeded));
  const behind = playing.every((p) => stillNeeded(p) === furthest);
  return behind
    ? { score: 3, why: 'its Suit helps only the Billionaire furthest from winning' }
    : { score: 1, why: 'it changes the Policy, though its Suit helps a Billionaire' };
}

/** How good this play is for the Revolution, and why in words. */
function forRevolution(cards: Cards, view: TableView, me: number, move: MoveOf<'playRevolution'>): Rated {
  const kind = revolutionKind(move.card);
  const rebels = rebelsOn(view);
  const leader = leaderOf(view, me);
  const rebelCost = rebels >= NEAR ? 8 : 4;
  const organized = view.modules.troublemakers?.revolution?.organized.length ?? 0;
  const sacrificeAt = (target: number | undefined, gain: number, what: string): Rated => {
    if (move.crisis === undefined)
      return { score: 0, why: rebels === 0 ? 'no Rebel stands to pay for it, so it does nothing' : 'played for nothing: a Rebel is worth more than what it would buy' };
    if (!leader || target !== leader.seat) return { score: -rebelCost, why: `a Rebel spent on ${what} against a Billionaire who is not in the lead` };
    const urgent = stillNeeded(leader) <= 1 ? 6 : 0;
    return { score: gain + urgent - rebelCost, why: `one Rebel spent on ${what} against ${nameOf(leader)}, the closest to winning` };
  };
  switch (kind) {
    case 'organize':
      if (move.crisis !== undefined) return { score: 20, why: 'it completes the set of three Organize! cards: two more Rebels stand on a Crisis' };
      return {
        score: 6,
        why: `it joins ${organized === 0 ? 'no other Organize! card yet' : organized === 1 ? 'the Organize! card waiting' : `the ${organized} Organize! cards waiting`}; three together put two Rebels on a Crisis`,
      };
    case 'propaganda-of-the-deed':
      return sacrificeAt(move.target, 6, 'a missed turn');
    case 'hostages':
      return sacrificeAt(move.target, 6, 'playing their next turn');
    case 'involuntary-donation': {
      if (move.crisis === undefined || !leader || move.target !== leader.seat) return sacrificeAt(move.target, 0, 'taking back an Asset');
      const needed = !spareAssets(cards, leader).includes(move.asset!);
      return needed
        ? sacrificeAt(move.target, 9, `taking back the ${cards.assetName(move.asset!)}, which they need,`)
        : sacrificeAt(move.target, 2, 'taking back a spare Asset');
    }
    case 'riots':
      return view.modules.policy?.inForce === 'repress-the-rebels'
        ? { score: 8, why: 'the Policy is set again, and Repress the Rebels can go' }
        : { score: 3, why: 'the Policy is set again, with its own bribe of 5 in the bidding' };
    case 'uncomfortable-alliance':
      return allianceFor(cards, view, move.policy!);
    case 'general-strike':
      return { score: 5, why: 'no Billionaire draws a card until the end of its next turn' };
    case 'boycott':
      return { score: 2, why: 'three cards from the deck go face-down into the Markets, where any Crisis among them waits for a buyer' };
    case 'sabotage':
      return { score: 2, why: 'the open Markets are dealt out again, spoiling what the Billionaires know of them' };
    case 'comrade-on-the-inside':
      return { score: 1, why: 'it looks at a Market’s hidden cards' };
    case 'infiltrator':
      return { score: 1, why: 'the leading Billionaire may throw away their hand for it' };
    case 'bide-your-time':
      return { score: 0, why: 'nothing happens, and nothing better is face-up' };
    case 'media-slander':
    case 'pacification': {
      const asset = kind === 'media-slander' ? 'tabloid-empire' : 'mercenary-army';
      return owned(view, asset) && rebels > 0
        ? { score: -3, why: `its owner may take a Rebel off, but nothing better is face-up` }
        : { score: 0, why: 'nobody can use it to take a Rebel off' };
    }
    case 'fascist-thugs':
      return { score: -2, why: 'the Billionaires may pay to take Rebels off, but it costs them cards, and nothing better is face-up' };
    case 'infighting':
      return move.crisis === undefined
        ? { score: 0, why: 'no Rebel stands to be taken off' }
        : { score: -rebelCost, why: 'it takes a Rebel off, and nothing better is face-up' };
  }
}

/** How good this play is for a Billionaire playing an Infiltrator's card, and why in words. */
function forBillionaire(cards: Cards, view: TableView, me: PlayerView, move: MoveOf<'playRevolution'>): Rated {
  const kind = revolutionKind(move.card);
  const leader = leaderOf(view, me.seat);
  const takesOff = move.crisis !== undefined;
  switch (kind) {
    case 'organize':
      return takesOff
        ? { score: -20, why: 'it must put two Rebels on a Crisis, the worst it could do' }
        : { score: -3, why: 'it brings a set of Organize! cards nearer' };
    case 'infighting':
      return takesOff ? { score: 6, why: 'it takes a Rebel off a Crisis' } : { score: 0, why: 'no Rebel stands to be taken off' };
    case 'propaganda-of-the-deed':
    case 'hostages':
    case 'involuntary-donation': {
      if (!takesOff) return { score: 0, why: 'it does nothing' };
      const against = leader && move.target === leader.seat;
      const asset = move.asset && missing(cards, view.players[move.target!]!)[cards.assetType(move.asset)] === 0 ? 0 : 2;
      return { score: 6 + (against ? 3 : 0) + asset, why: `a Rebel leaves a Crisis${against ? `, and it holds back ${nameOf(leader)}, the closest to winning` : ''}` };
    }
    case 'media-slander':
    case 'pacification':
      return { score: 3, why: 'the owner of the Asset it names may take a Rebel off' };
    case 'fascist-thugs':
      return { score: 2, why: 'the table may pay to take Rebels off' };
    case 'uncomfortable-alliance': {
      const mine = cards.policySuit(move.policy!) === BILLIONAIRES[me.billionaire!].suit;
      return mine ? { score: 4, why: 'it makes its own Suit count double' } : { score: 0, why: 'it changes the Policy' };
    }
    case 'general-strike':
      return { score: -2, why: 'it stops every Billionaire drawing, itself too, but nothing better is on offer' };
    case 'riots':
      return { score: 1, why: 'it bids 5 for the Policy itself, without spending a card' };
    default:
      return { score: 0, why: 'it does little either way' };
  }
}

/** The best Revolution card to play now for this side, and why. */
export function pickRevolutionCard(view: TableView, me: PlayerView, legal: readonly Move[], side: Side, rng: number): Decision {
  const plays = legal.filter(isPlay);
  const cards = viewCards(view);
  const rate = (m: MoveOf<'playRevolution'>) => (side === 'revolution' ? forRevolution(cards, view, me.seat, m) : forBillionaire(cards, view, me, m));
  let best = plays[0]!;
  let bestRated = rate(best);
  for (const m of plays.slice(1)) {
    const r = rate(m);
    if (r.score > bestRated.score) {
      best = m;
      bestRated = r;
    }
  }
  return { move: best, reason: `Plays ${revolutionInfo(best.card).name}${whereTo(best, viewCards(view))}: ${bestRated.why}.`, rng };
}

/** The choice a play names, in words: the Policy put in force, where Organize!'s Rebels go, or the Crisis a Rebel leaves. */
function whereTo(move: MoveOf<'playRevolution'>, cards: Cards): string {
  if (move.policy !== undefined) return ` (${POLICY_CARDS[move.policy].name})`;
  if (move.crisis === undefined) return '';
  const crisis = cards.cardName(move.crisis);
  return revolutionKind(move.card) === 'organize' ? ` onto ${crisis}` : ` (a Rebel off ${crisis})`;
}
