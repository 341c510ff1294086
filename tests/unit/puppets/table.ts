/**
 * A two-player table for the Puppet tests: Rodrigo (Property Speculator, seat 0) controls the Tech
 * Overlord (seat 1), Anna (Aristocrat, seat 2) controls the Media Baron (seat 3), as in the
 * rulebook's example. Positions come from `createFromPosition`; the Puppet's die is fixed with the
 * table's `choose` move, queued before the move that ends a turn.
 */
import { type GameState, type MarketId, type MoveInput as Move, type PlayerPosition, type PositionInput, TABLE } from '../../../src/machine/index.ts';
import { playAll, position, type Played } from '../../helpers/game.ts';

export const RODRIGO = 0;
export const TECH = 1;
export const ANNA = 2;
export const MEDIA = 3;

export interface TwoPlayerTable extends Omit<PositionInput, 'players' | 'puppets'> {
  /** Each seat's overrides (hand, Assets); seats 1 and 3 are the Puppets and must have no hand. */
  readonly seats?: readonly Partial<PlayerPosition>[];
}

const BILLIONAIRES = ['property-speculator', 'tech-overlord', 'aristocrat', 'media-baron'] as const;

/** A two-player position: the four Billionaires above, empty hands unless given. */
export function twoPlayers(table: TwoPlayerTable = {}): GameState {
  const { seats = [], ...rest } = table;
  const players = BILLIONAIRES.map((billionaire, i) => ({ billionaire, hand: [], ...seats[i] }));
  // Level 2 unless told otherwise, so a Crisis can be named anywhere; a position names its Crises,
  // so a Level 2 table here holds none it does not name. (Level 1: level1.test.ts.)
  return position({ level: 2, ...rest, puppets: true, players });
}

/** The table fixes the next die rolls, in order. */
export const rolls = (...values: number[]): Move[] => values.map((value) => ({ type: 'choose', seat: TABLE, outcome: { kind: 'roll', value } }));

/**
 * Queues the Puppet's rolls, then the current person ends their turn with a plain Action that
 * touches no card or Asset count (swapping two Markets' face-up cards, Power's and Vanity's unless
 * told otherwise; a pass is refused while an Action is possible): their Puppet then rolls.
 */
export function endTurn(state: GameState, values: readonly number[], swap: readonly [MarketId, MarketId] = ['power', 'vanity']): Played {
  const acted = actWithRolls(state, { type: 'exchangeMarkets', seat: state.current, markets: [...swap] }, ...values);
  // At Level 3, a person holding a hidden Role ends the turn's last step first (nothing more Revealed).
  if (acted.game.windows.at(-1)?.kind !== 'roles.turn-end') return acted;
  const ended = playAll(acted.game, [{ type: 'endTurn', seat: state.current }]);
  return { game: ended.game, events: [...acted.events, ...ended.events] };
}

/** Queues the rolls, then plays `action` (the turn's Action). */
export function actWithRolls(state: GameState, action: Move, ...values: number[]): Played {
  return playAll(state, [...rolls(...values), action]);
}
