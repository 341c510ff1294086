/**
 * Prepared openings for a coached first game (issue 26): one per Level and per expansion module,
 * each a `createGame` setup chosen so that, when the learner follows every suggestion, the new
 * things that Level adds turn up early (its "firsts"), most of them made by the learner.
 *
 * A coached game draws all its randomness from the start state and the number of moves played
 * (coached-game.ts), so an opening plays out the same for every learner who follows it. The seeds
 * were found by search over thousands of games: the one that brought every first soonest, a seed
 * where the learner makes them preferred to a slightly quicker one where others do. `within` is
 * that measured figure, and a test replays each opening to check it. A change to the engine or to
 * the simple player may move the figures: search again then.
 */
import type { EventOf, GameEvent, GameEventType, GameState, Move, MoveType, NewGameOptions, RuleId, Seat } from '../machine/index.ts';

export type OpeningId = 'level-1' | 'level-2' | 'level-3' | 'level-4' | 'two-players' | 'space-program' | 'troublemakers';

/** Something new the opening means to show, and how to spot it in the moves played. */
export interface First {
  readonly id: string;
  /** A short noun phrase, e.g. "a Crisis found in a Buy". */
  readonly words: string;
  readonly rule: RuleId;
  /** Whether this move (with its events) shows this new thing. */
  readonly seen: (move: Move, events: readonly GameEvent[], before: GameState, after: GameState) => boolean;
}

export interface Opening {
  readonly id: OpeningId;
  readonly title: string;
  /** One sentence on what this level adds. */
  readonly adds: string;
  readonly options: NewGameOptions;
  readonly learner: Seat;
  readonly firsts: readonly First[];
  /** Moves (all seats) within which, following the suggestions, every first happens: the measured figure, asserted by the test. */
  readonly within: number;
}

/** A first shown by a move of one of these types, by any seat. */
function moved(id: string, words: string, rule: RuleId, types: readonly MoveType[]): First {
  return { id, words, rule, seen: (move) => types.includes(move.type) };
}

/** A first shown by an event of this type among a move's events, where `test` (if given) holds of it. */
function happened<T extends GameEventType>(id: string, words: string, rule: RuleId, type: T, test?: (e: EventOf<T>) => boolean): First {
  return {
    id,
    words,
    rule,
    seen: (_move, events) => events.some((e) => e.type === type && (test === undefined || test(e as EventOf<T>))),
  };
}

// The Level openings seat four players, the learner in seat 0 as the Starting Player: their first
// decision comes at once, and most firsts can then be theirs.

const level1: Opening = {
  id: 'level-1',
  title: 'Level 1: Buy, Invest, Exchange',
  adds: 'The whole turn: you may draw a card, then you Buy an Asset, Invest a card or Exchange, until the Draw deck runs out and the Round ends.',
  options: { players: 4, level: 1, specialActions: true, seed: 510, firstPlayer: 0 },
  learner: 0,
  firsts: [
    moved('buy', 'a Buy', 'buy.market', ['buy']),
    moved('invest', 'an Invest', 'invest.card', ['invest']),
    moved('exchange', 'an Exchange', 'exchange.hand', ['exchangeHand', 'exchangeMarkets']),
    // The Round ends when the Draw deck runs out (or, with one Market left open, by agreement).
    happened('round-end', 'the end of a Round', 'round.end', 'roundEnded'),
  ],
  within: 25,
};

const level2: Opening = {
  id: 'level-2',
  title: 'Level 2: Crises and the Panic!',
  adds: 'Crises hide among the cards: one found in a Buy counts against the buyer and brings Rebels, and enough Rebels set off the Panic!.',
  options: { players: 4, level: 2, specialActions: true, seed: 1483, firstPlayer: 0 },
  learner: 0,
  firsts: [
    // Only a Buy reveals a Crisis at a Market (`crisis.in-market`); one drawn into a hand is another matter.
    happened('crisis', 'a Crisis found in a Buy', 'crisis.in-market', 'crisisFound'),
    happened('panic', 'the Panic!', 'panic.trigger', 'panicStarted'),
  ],
  within: 15,
};

const level3: Opening = {
  id: 'level-3',
  title: 'Level 3: Roles and the Luxury Bunker',
  adds: 'Each player drafts a secret Role with a power to Reveal at the right moment, and the Luxury Bunker shelters whoever holds the most Bunker Assets.',
  options: { players: 4, level: 3, specialActions: true, seed: 857, firstPlayer: 0 },
  learner: 0,
  firsts: [
    // The draft's own rule tells its choices from those at the end of a Round; keeping none is a choice too.
    {
      id: 'draft',
      words: 'the Role draft',
      rule: 'setup.roles',
      seen: (_move, events) => events.some((e) => (e.type === 'roleKept' || e.type === 'noRoleKept') && e.rule === 'setup.roles'),
    },
    happened('reveal', 'a Role Revealed', 'roles.reveal', 'roleRevealed'),
    happened('bunker', 'the Luxury Bunker claimed', 'bunker.claim', 'bunkerClaimed'),
  ],
  within: 18,
};

const level4: Opening = {
  id: 'level-4',
  title: 'Level 4: Bribes and Government Policy',
  adds: 'At the end of a turn cards can go into a secret Bribe envelope, and a Crisis or the end of a Round calls a bid for the Government Policy, won by the richest envelope held up.',
  options: { players: 4, level: 4, specialActions: true, seed: 17, firstPlayer: 0 },
  learner: 0,
  firsts: [
    moved('bribe', 'a card put in a Bribe envelope', 'policy.bribe', ['bribeIn']),
    // A bid is an envelope held up; keeping it down is a decision, not a bid.
    { id: 'bid', words: 'a bid for the Policy', rule: 'policy.hold-up', seen: (move) => move.type === 'holdUp' && move.hold },
  ],
  within: 12,
};

const twoPlayers: Opening = {
  id: 'two-players',
  title: 'Two players: the Puppets',
  adds: 'Each of the two players also controls a Puppet Billionaire whose die roll after every turn they may nudge with a card.',
  options: { players: 2, level: 1, specialActions: true, seed: 23, firstPlayer: 0 },
  learner: 0,
  firsts: [happened('roll', "a Puppet's roll", 'puppets.roll', 'puppetRolled'), moved('nudge', "a nudge of a Puppet's roll", 'puppets.nudge', ['nudge'])],
  within: 3,
};

const spaceProgram: Opening = {
  id: 'space-program',
  title: 'The Space Program',
  adds: 'Cards given to the sealed Space Program envelope decide who boards the Rocket when the Space Cowboy launches it.',
  options: { players: 4, level: 3, specialActions: true, seed: 146, firstPlayer: 0, modules: ['space-program'] },
  learner: 0,
  firsts: [
    happened('contribution', 'a card given to the Space Program', 'space.contribute', 'contributed'),
    happened('launch', 'a launch of the Rocket', 'space.launch', 'launchStarted'),
  ],
  within: 54,
};

/**
 * The learner plays the Troublemaker in seat 0, and the seed deals them the Revolutionary's
 * Alignment. On their first turn the suggestion is a Fix meant to fail (a Crisis card from their
 * hand as the whole wager: it is Activated, and the table still takes them for a Reformist); once
 * the Rebels stand high the suggestion is to Declare, and a Revolution card follows.
 */
const TROUBLEMAKER: Seat = 0;

const troublemakers: Opening = {
  id: 'troublemakers',
  title: 'The Troublemakers',
  adds: 'One player is a Troublemaker, not a Billionaire: seemingly a Reformist who Fixes Crises, perhaps a hidden Revolutionary waiting to Declare.',
  options: { players: 4, level: 4, specialActions: true, seed: 687, firstPlayer: 0, modules: ['troublemakers'], troublemaker: TROUBLEMAKER },
  learner: TROUBLEMAKER,
  firsts: [
    // The learner's own: the point of seating them as the Revolutionary.
    { id: 'fix', words: 'a Fix of a Crisis', rule: 'tm.fix', seen: (move) => move.type === 'fixCrisis' && move.seat === TROUBLEMAKER },
    happened('declare', 'the Revolutionary Declaring', 'tm.declare', 'declared', (e) => e.player === TROUBLEMAKER),
    happened('revolution-card', 'a Revolution card played', 'tm.revolutionary', 'revolutionPlayed', (e) => e.player === TROUBLEMAKER),
  ],
  within: 32,
};

export const OPENINGS: readonly Opening[] = [level1, level2, level3, level4, twoPlayers, spaceProgram, troublemakers];

export function openingOf(id: string): Opening | null {
  return OPENINGS.find((o) => o.id === id) ?? null;
}
