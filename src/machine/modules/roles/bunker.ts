/**
 * The Luxury Bunker (`bunker.claim`): it goes to the player holding the most, and at least two, of
 * the five Bunker Assets. The holder keeps it on a tie; it moves only when someone holds strictly
 * more, and it leaves a holder who drops below two. Ruling: with no holder, players tied at the top
 * claim nothing; a Bunker that leaves its holder goes to the one player with strictly the most, or
 * to nobody on a tie.
 */
import { type AssetId, assetInfo } from '../../data/assets.ts';
import { event, type GameEvent } from '../../core/events.ts';
import type { Outcome } from '../../core/outcome.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { rolesOf, withRoles } from './slice.ts';
import { puppetSeats } from '../../core/seats.ts';

/** The minimum number of Bunker Assets a holder needs. */
const BUNKER_MINIMUM = 2;

export function bunkerAssets(assets: readonly AssetId[]): number {
  let n = 0;
  for (const a of assets) if (assetInfo(a).bunker) n++;
  return n;
}

/** Who should hold the Bunker now, given each seat's Assets and who held it before. */
export function bunkerHolder(held: readonly (readonly AssetId[])[], before: Seat | null): Seat | null {
  const counts = held.map(bunkerAssets);
  if (before !== null && counts[before]! >= BUNKER_MINIMUM && counts.every((c) => c <= counts[before]!)) return before;
  const most = Math.max(...counts);
  if (most < BUNKER_MINIMUM) return null;
  const top = counts.flatMap((c, i) => (c === most ? [i] : []));
  return top.length === 1 ? top[0]! : null;
}

/** Each seat's Assets as the Bunker counts them: a Puppet never holds the Bunker, so its count as none. */
export function bunkerBoards(held: readonly (readonly AssetId[])[], puppets: readonly Seat[]): readonly (readonly AssetId[])[] {
  return held.map((assets, seat) => (puppets.includes(seat) ? [] : assets));
}

/** The boards the Bunker is weighed on now. */
export const boardsNow = (state: GameState) =>
  bunkerBoards(
    state.players.map((p) => p.assets),
    puppetSeats(state),
  );

/** After every move: the Bunker changes hands if the Assets say so. */
export function settleBunker(state: GameState): Outcome {
  const before = rolesOf(state).bunker;
  const after = bunkerHolder(boardsNow(state), before);
  if (after === before) return { state, events: [] };
  const events: GameEvent[] = [];
  if (before !== null) events.push(event('bunkerLost', 'bunker.claim', { player: before }));
  if (after !== null) events.push(event('bunkerClaimed', 'bunker.claim', { player: after, count: bunkerAssets(state.players[after]!.assets) }));
  return { state: withRoles(state, (r) => ({ ...r, bunker: after })), events };
}

/** The holder's Buy found a Crisis: it is Activated as usual, but counts nothing against them (`bunker.shelter`). */
export function shelteredByBunker(state: GameState, seat: Seat): boolean {
  return rolesOf(state).bunker === seat;
}

declare module '../../core/events.ts' {
  interface EventFields {
    crisisSheltered: { player: Seat; card: import('../../data/cards.ts').CardId };
    bunkerClaimed: { player: Seat; count: number };
    bunkerLost: { player: Seat };
  }
}
