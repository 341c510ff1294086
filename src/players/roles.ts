/**
 * The simple player's Level 3 rules: which Role to keep, when to Reveal it, and how to answer the
 * Roles' questions. Like the rest of the simple player it looks only at its own seat's view (its own
 * Role and the Roles it is choosing from, never another's hidden Role or the Role deck) and its own
 * legal moves.
 *
 *   - Drafting (at setup or at the end of a Round) it keeps one Role, never none: a hidden Role
 *     costs nothing and may help. The Banker when its hand is full (two cards), the Gangster when it
 *     holds an Audit card, otherwise the first in a fixed order (the Celebrity, which may win the
 *     game, first; then the Space Cowboy, when the Space Program is in play);
 *   - at the end of a Round it keeps its hidden Role;
 *   - over the hand limit it discards its weakest cards (a Crisis first);
 *   - asked at a named moment, it Reveals only the Role that moment is for: the Celebrity whenever
 *     it may, the Disaster Speculator taking the two strongest cards, the Power Broker dictating a
 *     sacrifice that spares its own Assets (or it lets the table negotiate);
 *   - answering a Scam Artist, it trades when it may (an Asset back is better than none).
 * Its turn powers (the Banker, the Gangster, the Power Broker and the Scam Artist on its own turn)
 * are in `rolePower`, asked by simple.ts before its Action rules.
 */
import {
  assetInfo,
  cardInfo,
  type CardId,
  type Cards,
  cardsOf,
  type GameState,
  type Move,
  type MoveOf,
  type PlayerView,
  type RoleId,
  roleName,
  type TableView,
} from '../machine/index.ts';
import { controllerOf } from '../machine/core/seats.ts';
import { andList } from '../machine/core/wording.ts';
import { missing, spareAssets } from './needs.ts';
import type { Decision } from './types.ts';

const of =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is MoveOf<T> =>
    m.type === type;

/**
 * The order of preference when no Role suits its hand better. The Level 4 Roles (Insider Trader,
 * Toady, Vulture Capitalist) are left out on purpose: kept by simple players, they made some
 * five- and six-seat Troublemaker games drag on for hundreds of Rounds (one ran 699 Rounds, against
 * 64 without them), so the simple player passes them up and says so.
 */
const PREFERENCE: readonly RoleId[] = ['celebrity', 'space-cowboy', 'power-broker', 'scam-artist', 'disaster-speculator', 'gangster', 'banker'];

const WHY: Readonly<Partial<Record<RoleId, string>>> = {
  celebrity: 'if the Revolution comes, the crowd may spare it',
  'space-cowboy': 'once the Panic! has happened it can launch the Rocket',
  'power-broker': 'it can swap an Asset with a Market, or dictate a Panic! sacrifice',
  'scam-artist': 'it can pick another player’s Asset',
  'disaster-speculator': 'after a Crisis it can take two cards from the Discard pile',
  gangster: 'it can keep an Asset it Audits',
  banker: 'it can hold a third card',
};

function keepRole(view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const offered = view.modules.roles?.offer?.cards ?? [];
  const keeps = legal.filter(of('keepRole'));
  const keep = (role: RoleId, reason: string): Decision | null => {
    const move = keeps.find((m) => m.role === role);
    return move ? { move, reason: `Keeps the ${roleName(role)}: ${reason}.`, rng } : null;
  };
  const hand = me.hand.filter((c): c is CardId => c !== null);
  const full = hand.length >= 2 && offered.includes('banker') ? keep('banker', 'its hand is full, and the Banker lets it hold a third card') : null;
  if (full) return full;
  const audit = hand.some((c) => {
    const info = cardInfo(c);
    return info.kind === 'special' && info.action === 'audit';
  });
  const gangster = audit && offered.includes('gangster') ? keep('gangster', 'it holds an Audit card, and the Gangster keeps the Asset it Audits') : null;
  if (gangster) return gangster;
  for (const role of PREFERENCE) {
    const chosen = offered.includes(role) ? keep(role, WHY[role] ?? 'it may help') : null;
    if (chosen) return chosen;
  }
  const none = keeps.find((m) => m.role === undefined) ?? legal[0]!;
  return { move: none, reason: offered.length === 0 ? 'Keeps no Role: none was left to draw.' : 'Keeps no Role: it has no use for those offered.', rng };
}

/** The card's worth to this seat: its value, less for a Crisis (it never helps a Buy). */
function worth(cards: Cards, card: CardId): number {
  return cardInfo(card).kind === 'crisis' ? -1 : cards.value(card);
}

function discardToLimit(state: GameState, legal: readonly Move[], rng: number): Decision {
  const sets = legal.filter(of('discardToLimit'));
  const cards = cardsOf(state);
  const total = (m: MoveOf<'discardToLimit'>) => m.cards.reduce((sum, c) => sum + worth(cards, c), 0);
  const move = sets.reduce((best, m) => (total(m) < total(best) ? m : best));
  const names = andList(move.cards.map((c) => cardsOf(state).cardName(c)));
  return { move, reason: `Discards ${names}: the weakest cards in its hand, to get down to the hand limit.`, rng };
}

function speculate(state: GameState, legal: readonly Move[], rng: number): Decision {
  const takes = legal.filter(of('speculate'));
  const cards = cardsOf(state);
  const total = (m: MoveOf<'speculate'>) => m.take.reduce((sum, c) => sum + cards.value(c), 0);
  const move = takes.reduce((best, m) => (total(m) > total(best) ? m : best));
  const names = move.take.map((c) => cardsOf(state).cardName(c)).join(' and ') || 'nothing';
  return { move, reason: `Reveals the Disaster Speculator and takes ${names}, the strongest Resource cards in the Discard pile.`, rng };
}

function dictate(state: GameState, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const spared = legal.filter(of('dictateSacrifice')).find((m) => m.assets.every((a) => !me.assets.includes(a)));
  if (!spared) return null;
  const names = spared.assets.map((a) => `the ${cardsOf(state).assetName(a)}`).join(', ');
  return { move: spared, reason: `Reveals the Power Broker and dictates the sacrifice (${names}): none of its own Assets is in it.`, rng };
}

/** A decision in one of the Roles' windows, or null when none is open to this seat. */
export function roleWindow(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const has = (type: Move['type']) => legal.some((m) => m.type === type);
  if (has('keepRole')) return keepRole(view, me, legal, rng);
  const keepHeld = legal.filter(of('keepHeldRole')).find((m) => m.keep);
  if (keepHeld) return { move: keepHeld, reason: 'Keeps its hidden Role for the next Round: nobody knows it, and it may still help.', rng };
  if (has('discardToLimit')) return discardToLimit(state, legal, rng);
  const answers = legal.filter(of('answerScamArtist'));
  if (answers.length > 0) {
    const trade = answers.find((m) => m.trade);
    if (trade) return { move: trade, reason: 'Trades with the Scam Artist: an Asset in exchange is better than none.', rng };
    return { move: answers[0]!, reason: 'Returns the Asset to its Market: the Scam Artist offered nothing in exchange.', rng };
  }
  const celebrity = legal.find(of('revealCelebrity'));
  if (celebrity) return { move: celebrity, reason: 'Reveals the Celebrity: the crowd spares it, and it wins the game.', rng };
  if (has('speculate')) return speculate(state, legal, rng);
  const dictated = dictate(state, me, legal, rng);
  if (dictated) return dictated;
  // The last step of its own turn: a Power Broker's swap or a Scam Artist that helps now (after a Buy, say), or the end of the turn.
  const endTurn = legal.find(of('endTurn'));
  if (endTurn) {
    const power = rolePower(state, me, legal, rng);
    if (power) return { ...power, reason: `After its Action: ${power.reason[0]!.toLowerCase()}${power.reason.slice(1)}` };
    return { move: endTurn, reason: 'Ends its turn: no Role it could still Reveal would help it now.', rng };
  }
  const pass = legal.find(of('passReveal'));
  if (pass) {
    const mine = view.modules.roles?.held[me.seat];
    const role = mine && 'role' in mine ? `the ${roleName(mine.role)}` : 'its Role';
    return { move: pass, reason: `Reveals nothing: ${role} is no use at this moment, or not in a way that helps it.`, rng };
  }
  return null;
}

/**
 * A Role's power on its own turn, before its Action or in the turn's last step, or null: the Banker when a full hand stops it
 * drawing, the Gangster whenever it can Audit (an Asset it needs first), the Power Broker and the
 * Scam Artist to swap an Asset it does not need for one it does.
 */
export function rolePower(state: GameState, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const cards = cardsOf(state);
  const need = missing(cards, me);
  const needed = (a: Parameters<typeof assetInfo>[0]) => need[cards.assetType(a)] > 0;
  const spare = spareAssets(cards, me);
  const banker = legal.find(of('revealBanker'));
  if (banker && !legal.some((m) => m.type === 'draw') && me.hand.length >= 2)
    return { move: banker, reason: 'Reveals the Banker: its hand is full, and with a limit of three cards it may draw again.', rng };
  // A rival's Asset, never one from its own Puppet (two players): the Puppet's Assets are its side's already.
  const rival = (seat: number) => controllerOf(state, seat) !== me.seat;
  const audits = legal.filter(of('gangsterAudit')).filter((m) => rival(m.player));
  const audit = audits.find((m) => needed(m.asset)) ?? audits[0];
  if (audit) {
    const why = needed(audit.asset) ? 'it needs that Asset' : 'an Asset taken from a rival is worth having';
    return { move: audit, reason: `Audits as the Gangster and keeps the ${cardsOf(state).assetName(audit.asset)}: ${why}.`, rng };
  }
  const swap = legal.filter(of('powerBrokerSwap')).find((m) => spare.includes(m.give) && needed(m.take));
  if (swap)
    return {
      move: swap,
      reason: `Reveals the Power Broker: gives back the ${cardsOf(state).assetName(swap.give)}, which it does not need, for the ${cardsOf(state).assetName(swap.take)}, which it does.`,
      rng,
    };
  const scam = legal.filter(of('scamArtist')).find((m) => rival(m.player) && needed(m.take) && (m.give === undefined || spare.includes(m.give)));
  if (scam)
    return {
      move: scam,
      reason: `Reveals the Scam Artist against the ${cardsOf(state).assetName(scam.take)}, which it needs${scam.give ? `, offering the ${cardsOf(state).assetName(scam.give)}, which it does not` : ''}.`,
      rng,
    };
  return null;
}

/** Turn powers that Reveal a Role: never picked at random when anything else may be done. */
export const ROLE_POWERS: ReadonlySet<Move['type']> = new Set(['revealBanker', 'powerBrokerSwap', 'scamArtist']);
