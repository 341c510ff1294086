/**
 * A table for the Space Program tests: a Level 3 game with the module on, after the Panic!, and the
 * Space Cowboy hidden in the War Profiteer's hand (seat 0, whose turn it is). Seats, from 0: the War
 * Profiteer (Bombs), the Tech Overlord (Bolts), the Aristocrat (Diamonds), the Media Baron (Satellite
 * Dishes), the Property Speculator (Locks); a table of n players takes the first n, so with fewer
 * than five the Property Speculator's Locks are an unplayed Suit. Chosen outcomes (the die, the
 * cards drawn for the envelope, a tie's pick) are queued with the table's `choose` move.
 */
import type { CardId, GameState, MarketId, Move, PlayerPosition, PositionInput, Seat } from '../../../src/machine/index.ts';
import { deciders, legalMoves, stepOf, TABLE } from '../../../src/machine/index.ts';
import { mustPlay, playAll, position, type Played } from '../../helpers/game.ts';

export const WAR = 0;
export const TECH = 1;
export const ARISTOCRAT = 2;
export const MEDIA = 3;
export const PROPERTY = 4;

const BILLIONAIRES = ['war-profiteer', 'tech-overlord', 'aristocrat', 'media-baron', 'property-speculator'] as const;

export interface SpaceTable extends Omit<PositionInput, 'players' | 'modules' | 'spaceProgram'> {
  /** How many players (3 to 5; default 4). */
  readonly count?: number;
  /** Each seat's overrides (hand, Assets). */
  readonly seats?: readonly Partial<PlayerPosition>[];
  readonly envelope?: readonly CardId[];
  readonly gone?: boolean;
  readonly out?: readonly Seat[];
}

/** The position as input, for tests that hand it to `createFromPosition` themselves. */
export function spaceInput(table: SpaceTable = {}): PositionInput {
  const { count = 4, seats = [], envelope, gone, out, ...rest } = table;
  // A seat out of the game holds nothing: no starred Asset from the setup either.
  const players = BILLIONAIRES.slice(0, count).map((billionaire, i) => ({ billionaire, hand: [], ...(out?.includes(i) ? { assets: [] } : {}), ...seats[i] }));
  return {
    level: 3,
    panicDone: true,
    roles: [{ role: 'space-cowboy', revealed: false }],
    ...rest,
    players,
    modules: ['space-program'],
    spaceProgram: { ...(envelope ? { envelope } : {}), ...(gone !== undefined ? { gone } : {}), ...(out ? { out } : {}) },
  };
}

/** The table above as a game (throws if the position is refused). */
export function spaceTable(table: SpaceTable = {}): GameState {
  return position(spaceInput(table));
}

const choose = (outcome: Extract<Move, { type: 'choose' }>['outcome']): Move => ({ type: 'choose', seat: TABLE, outcome });
/** The table fixes the next die rolls, in order. */
export const rolls = (...values: number[]): Move[] => values.map((value) => choose({ kind: 'roll', value }));
/** The table fixes the next cards off the Draw deck. */
export const draws = (...cards: CardId[]): Move => choose({ kind: 'draw', cards });
/** The table settles the next tie for this seat. */
export const pick = (seat: Seat): Move => choose({ kind: 'pick', seat });

/** A plain Action that touches no card or Asset: swapping two Markets' face-up cards. */
export const plainAction = (state: GameState, markets: readonly [MarketId, MarketId] = ['power', 'vanity']): Move => ({
  type: 'exchangeMarkets',
  seat: state.current,
  markets: [...markets],
});

/** The current player ends their turn with a plain Action, and at Level 4 bribes nothing (the launch window, if any, then opens). */
export function endTurn(state: GameState): Played {
  let played = playAll(state, [plainAction(state)]);
  const then = (move: Move) => {
    const next = playAll(played.game, [move]);
    played = { game: next.game, events: [...played.events, ...next.events] };
  };
  if (stepOf(played.game) === 'policy.bribe') then({ type: 'finishBribes', seat: state.current });
  // The turn's last step (a hidden Role before the Panic!, when no launch is asked): nothing more Revealed.
  if (stepOf(played.game) === 'roles.turn-end') then({ type: 'endTurn', seat: state.current });
  return played;
}

/** Past the turn's last step, if the game waits there (a hidden Role before the Panic!): nothing more is Revealed. */
export function pastLastStep(played: Played): Played {
  if (stepOf(played.game) !== 'roles.turn-end') return played;
  const next = playAll(played.game, [{ type: 'endTurn', seat: played.game.current }]);
  return { game: next.game, events: [...played.events, ...next.events] };
}

/** The current player ends their turn and launches, with the table's chosen outcomes queued first. */
export function launchAfterTurn(state: GameState, chosen: readonly Move[] = []): Played {
  const ended = endTurn(state);
  const launched = playAll(ended.game, [...chosen, { type: 'launch', seat: state.current, go: true }]);
  return { game: launched.game, events: [...ended.events, ...launched.events] };
}

/**
 * Plays the simplest move for whoever decides until `done` says stop: a plain Action on a turn, no
 * Reveal, no launch, no bribe, no swap, no new Role kept (a held one kept); otherwise the first move
 * listed. `onState` sees each state reached. Throws after `cap` moves.
 */
export function playSimply(state: GameState, done: (g: GameState) => boolean, cap = 60, onState?: (g: GameState) => void): GameState {
  let g = state;
  for (let i = 0; !done(g); i++) {
    if (i >= cap || g.phase === 'gameOver') throw new Error(`stuck in ${stepOf(g)}`);
    const listed = legalMoves(g, deciders(g)[0]!);
    const simple = (m: Move) =>
      m.type === 'exchangeMarkets' ||
      m.type === 'passReveal' ||
      m.type === 'endTurn' ||
      m.type === 'finishBribes' ||
      m.type === 'noSwap' ||
      (m.type === 'launch' && !m.go) ||
      (m.type === 'keepRole' && m.role === undefined) ||
      (m.type === 'keepHeldRole' && m.keep);
    const move = listed.find(simple) ?? listed[0]!;
    g = mustPlay(g, move.type === 'exchangeMarkets' ? plainAction(g) : move).game;
    onState?.(g);
  }
  return g;
}
