/** The simple player's last resort: anything legal, picked at random, with its reason. */
import { describeMove, type GameState, type Move, type Seat } from '../machine/index.ts';
import { nextInt } from '../machine/core/rng.ts';
import { POLICY_POWERS } from './policy.ts';
import { ROLE_POWERS } from './roles.ts';
import { SPACE_ACTIONS } from './space.ts';
import type { Decision } from './types.ts';

/** Anything legal, at random; ending the Round early or passing only when nothing else is possible. */
export function anything(state: GameState, seat: Seat, legal: readonly Move[], rng: number, why: string): Decision {
  // A Purchase is made only for an Asset it needs (puppets.ts), never at random.
  const preferred = legal.filter(
    (m) =>
      m.type !== 'endRoundEarly' && m.type !== 'pass' && m.type !== 'purchase' && !ROLE_POWERS.has(m.type) && !POLICY_POWERS.has(m.type) && !SPACE_ACTIONS.has(m.type),
  );
  const pool = preferred.length > 0 ? preferred : legal;
  const kinds = [...new Set(pool.map((m) => m.type))];
  const [k, afterKind] = nextInt(rng, kinds.length);
  const ofKind = pool.filter((m) => m.type === kinds[k]);
  const [i, after] = nextInt(afterKind, ofKind.length);
  const move = ofKind[i]!;
  return { move, reason: `${why} ${describeMove(state, move, seat)}.`, rng: after };
}
