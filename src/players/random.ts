/**
 * The random player: picks uniformly among the kinds of move its seat may make now (Buy, Invest,
 * Draw, Offer, Refuse…), then uniformly among the moves of that kind. Picking the kind first keeps
 * a Panic! negotiation short: Refuse is one kind among a few, not one move among hundreds of trades.
 * The same keeps a two-player game moving without any weight of its own: in the end-of-Round trades
 * with a Puppet, Done (`endSwaps`) is one kind of two, so a run of k trades has a chance of 2^-k
 * (a test watches the longest run), and after a Puppet's roll, Let it stand is one kind of two.
 *
 * It sees only its own legal moves (built from its own hand and what is on the table) and describes
 * its move from its own viewpoint. Randomness comes from the seed the caller threads through.
 */
import { describeMove, type GameState, legalMoves, type Move, type Seat } from '../machine/index.ts';
import { nextInt } from '../machine/core/rng.ts';
import type { Decision } from './types.ts';

export function randomMove(state: GameState, seat: Seat, rng: number): Decision {
  const legal = legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat + 1} has no move to make now.`);
  const kinds = [...new Set(legal.map((m) => m.type))];
  const [k, afterKind] = nextInt(rng, kinds.length);
  const ofKind: Move[] = legal.filter((m) => m.type === kinds[k]);
  const [i, after] = nextInt(afterKind, ofKind.length);
  const move = ofKind[i]!;
  const among = kinds.length === 1 ? 'the only kind of move it may make' : `one of ${kinds.length} kinds of move it may make`;
  return { move, reason: `Picks at random, ${among}: ${describeMove(state, move, seat)}.`, rng: after };
}
