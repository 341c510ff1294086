/**
 * The simple player's Space Program rules (Levels 3–4, `modules: ['space-program']`). Like the rest
 * of the simple player it looks only at its own seat's view: its hand, its own Role, how many cards
 * the envelope holds (public), the Rebels and the Assets on the table, and the Launch Scores once a
 * launch has opened the envelope. It never reads the sealed envelope's cards, and it keeps no memory
 * of its own contributions (a player is a function of the table now), so before a launch it cannot
 * tell whose Suit fills the envelope: its rules judge from the count and its hand only.
 *
 *   - Contributing (its Action, asked after its Buys and draws, see simple.ts): once the Panic! has
 *     happened, it seals its strongest card of its own Suit in the envelope when it holds the Space
 *     Cowboy (it may launch later), or when the envelope is small (fewer than `SMALL_ENVELOPE`
 *     cards), so one card goes far towards the highest Launch Score;
 *   - launching, as the hidden Space Cowboy: only when the game is slipping away (a gamble with an
 *     envelope it cannot read): the Revolution is near (`NEAR_REVOLUTION` Rebels on Crises), or a
 *     rival needs one more Asset while it needs more; otherwise it does not launch;
 *   - boarding, as the top scorer: with its own Puppet whenever the Puppet adds points (it would
 *     leave the game with it anyway); otherwise alone when its score reaches `SAFE_SCORE`, else it
 *     invites the partner whose score adds most;
 *   - its Puppet as the top scorer: the Puppet boards either way, so it weighs only whether to go
 *     along: it joins when its own score adds a point and the two reach `SAFE_SCORE` while the
 *     Puppet alone does not (an escape wins for it either way, and alone only the Puppet is at
 *     risk); otherwise the Puppet flies alone. (In a game played without the correction
 *     `spaceProgram.puppet-flies`, a Puppet left alone stays on the ground, and it joins when the two
 *     scores reach `SAFE_SCORE`.)
 *   - invited: it boards when the two scores reach `SAFE_SCORE`, unless it needs only one more Asset
 *     (it would rather win on the ground than share the risk).
 * `SAFE_SCORE` is 4: the die escapes below the score (a 6 never does), so 4 escapes on half the rolls.
 */
import {
  BILLIONAIRES,
  type CardId,
  cardInfo,
  type GameState,
  type Move,
  type MoveOf,
  type PlayerView,
  REBELS,
  type Seat,
  type TableView,
  worthOf,
} from '../machine/index.ts';
import { corrected } from '../machine/core/editions.ts';
import { nameOf, rivals, stillNeeded } from './sides.ts';
import type { Decision } from './types.ts';
import { billionaireOf } from './sides.ts';
import { cardsOf } from '../machine/index.ts';

/** Fewer cards than this in the envelope, and one card of its own Suit weighs a lot in it. */
const SMALL_ENVELOPE = 3;
/** Rebels on Crises from which the Revolution is near (it comes at `REBELS`, ten). */
const NEAR_REVOLUTION = REBELS - 2;
/** The combined Launch Score it is willing to fly on: it escapes on half the rolls or more. */
const SAFE_SCORE = 4;

const of =
  <T extends Move['type']>(type: T) =>
  (m: Move): m is MoveOf<T> =>
    m.type === type;

/** The die's faces that escape with this score: below it, never a 6. */
const escapes = (score: number) => Math.max(0, Math.min(score - 1, 5));
const rolls = (score: number) => {
  const n = escapes(score);
  return n === 0 ? 'no roll of the die' : n === 1 ? 'a roll of 1 only' : `${n} rolls in 6 (1 to ${n})`;
};

/** The Billionaire's Launch Score in the launch under way (0 if none is). */
function scoreOf(view: TableView, seat: Seat): number {
  return view.modules.spaceProgram?.launch?.scores[billionaireOf(view.players[seat]!)] ?? 0;
}

const ofOwnSuit = (me: PlayerView, card: CardId) => {
  const info = cardInfo(card);
  return info.kind === 'resource' && info.suit === BILLIONAIRES[billionaireOf(me)].suit;
};

const holdsCowboy = (view: TableView, me: PlayerView) => {
  const mine = view.modules.roles?.held[me.seat];
  return mine !== null && mine !== undefined && 'role' in mine && mine.role === 'space-cowboy' && !mine.revealed;
};

// ---------------------------------------------------------------- contributing (its Action)

/**
 * A contribution as its Action, or null (see the rules above). Asked by simple.ts when no Buy is
 * sure or likely and it cannot draw.
 */
export function spaceContribution(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  const space = view.modules.spaceProgram;
  const panic = view.modules.panic;
  if (!space || space.gone || !(panic?.done || panic?.current)) return null;
  const worth = worthOf(state);
  const own = legal
    .filter(of('contribute'))
    .filter((m) => ofOwnSuit(me, m.card))
    .sort((x, y) => worth(y.card) - worth(x.card))[0];
  if (!own) return null;
  const card = cardsOf(state).cardName(own.card);
  if (holdsCowboy(view, me))
    return {
      move: own,
      reason: `Contributes ${card} to the Space Program: it holds the Space Cowboy and may launch the Rocket, and a card of its own Suit raises its own Launch Score.`,
      rng,
    };
  if (space.count < SMALL_ENVELOPE)
    return {
      move: own,
      reason: `Contributes ${card} to the Space Program: the envelope holds only ${space.count === 1 ? '1 card' : `${space.count} cards`}, so a card of its own Suit goes far towards the highest Launch Score.`,
      rng,
    };
  return null;
}

// ---------------------------------------------------------------- the launch and its questions

function launch(view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const go = legal.filter(of('launch')).find((m) => m.go);
  const hold = legal.filter(of('launch')).find((m) => !m.go)!;
  if (!go) return { move: hold, reason: 'Does not launch: only the Space Cowboy can, and it does not hold it.', rng };
  const rebels = view.modules.crises?.rebelsOnCrises ?? 0;
  if (rebels >= NEAR_REVOLUTION)
    return {
      move: go,
      reason: `Reveals the Space Cowboy and launches: ${rebels} Rebels stand on the Crises, the Revolution at ${REBELS} is near, and the Rocket is a way out.`,
      rng,
    };
  const close = rivals(view, me.seat).find((p) => p.assets.length > 0 && stillNeeded(p) <= 1);
  if (close && stillNeeded(me) > 1)
    return {
      move: go,
      reason: `Reveals the Space Cowboy and launches: ${nameOf(view, me.seat, close)} needs only one more Asset and it needs ${stillNeeded(me)}, so it takes the gamble now.`,
      rng,
    };
  const count = view.modules.spaceProgram?.count ?? 0;
  return {
    move: hold,
    reason: `Does not launch yet: it cannot see whose Suit fills the envelope (${count === 1 ? '1 card' : `${count} cards`}), and neither the Revolution nor a rival's win is near.`,
    rng,
  };
}

/** As the top scorer (or for its Puppet as the top scorer): who boards. */
function board(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const moves = legal.filter(of('boardRocket'));
  const alone = moves.find((m) => m.partner === undefined)!;
  const top = alone.seat;
  const own = scoreOf(view, top);
  const puppetsOf = view.modules.puppets?.controllers;
  if (top !== me.seat) {
    const together = moves.find((m) => m.partner === me.seat);
    const both = own + scoreOf(view, me.seat);
    if (!corrected(state, 'spaceProgram.puppet-flies')) {
      // The old reading: a Puppet alone stays on the ground, so it goes with it or nobody flies.
      if (!together) return { move: alone, reason: 'Keeps its Puppet on the ground: it cannot board with it.', rng };
      if (both >= SAFE_SCORE) return { move: together, reason: `Boards the Rocket with its Puppet: together they score ${both}, which escapes on ${rolls(both)}.`, rng };
      return { move: alone, reason: `Keeps its Puppet on the ground: together they would score only ${both}, which escapes on ${rolls(both)}.`, rng };
    }
    // Its Puppet scored highest and boards: an escape wins for it either way; alone, only the Puppet is at risk.
    if (together && both > own && both >= SAFE_SCORE && own < SAFE_SCORE)
      return {
        move: together,
        reason: `Boards the Rocket with its Puppet: alone the Puppet's ${own} escapes on ${rolls(own)}; together they score ${both}, escaping on ${rolls(both)}.`,
        rng,
      };
    return {
      move: alone,
      reason: `Sends its Puppet up alone: its score of ${own} escapes on ${rolls(own)}, an escape wins for it all the same, and only the Puppet is at risk.`,
      rng,
    };
  }
  const partners = moves.filter((m): m is MoveOf<'boardRocket'> & { partner: Seat } => m.partner !== undefined);
  const best = partners.reduce<(typeof partners)[number] | null>((b, m) => (b === null || scoreOf(view, m.partner) > scoreOf(view, b.partner) ? m : b), null);
  const adds = best ? scoreOf(view, best.partner) : 0;
  const partner = best ? view.players[best.partner]! : null;
  if (best && partner && adds > 0 && puppetsOf?.[best.partner] === me.seat)
    return {
      move: best,
      reason: `Boards the Rocket with its Puppet: together they score ${own + adds}, escaping on ${rolls(own + adds)}, and its Puppet would leave the game with it anyway.`,
      rng,
    };
  if (own >= SAFE_SCORE) return { move: alone, reason: `Boards the Rocket alone: its score of ${own} escapes on ${rolls(own)}, and the win is its own.`, rng };
  if (best && partner && adds > 0)
    return {
      move: best,
      reason: `Invites ${nameOf(view, me.seat, partner)} aboard: alone its score of ${own} escapes on ${rolls(own)}; together they score ${own + adds}, escaping on ${rolls(own + adds)}.`,
      rng,
    };
  return { move: alone, reason: `Boards the Rocket alone: its score is ${own}, and nobody who could come along would add a point.`, rng };
}

function answer(view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision {
  const yes = legal.filter(of('answerRocket')).find((m) => m.accept)!;
  const no = legal.filter(of('answerRocket')).find((m) => !m.accept)!;
  const top = view.modules.spaceProgram?.launch?.top;
  const both = (top === undefined ? 0 : scoreOf(view, top)) + scoreOf(view, me.seat);
  if (stillNeeded(me) <= 1) return { move: no, reason: 'Stays on the ground: it needs only one more Asset, and would rather win here than risk the Rocket.', rng };
  if (both >= SAFE_SCORE) return { move: yes, reason: `Boards: together they score ${both}, which escapes on ${rolls(both)}, and an escape wins for both.`, rng };
  return { move: no, reason: `Stays on the ground: together they would score only ${both}, which escapes on ${rolls(both)}.`, rng };
}

/** A decision in one of the Space Program's windows (launch, board, answer), or null when none is open to this seat. */
export function spaceWindow(state: GameState, view: TableView, me: PlayerView, legal: readonly Move[], rng: number): Decision | null {
  if (legal.some(of('launch'))) return launch(view, me, legal, rng);
  if (legal.some(of('boardRocket'))) return board(state, view, me, legal, rng);
  if (legal.some(of('answerRocket'))) return answer(view, me, legal, rng);
  return null;
}

/** Cards sealed for good are never a random pick: contributing is chosen by its own rule only. */
export const SPACE_ACTIONS: ReadonlySet<Move['type']> = new Set(['contribute']);
