/**
 * Legal moves: for one seat, each kind of move the game takes now (the statechart's transitions, or
 * the innermost decision window's moves) proposes its candidates, and those its rule check accepts
 * are listed. So the list can never offer a move that `play` would refuse.
 */
import { chart, families, familyOf, type GameModule, modulesOf, turnActions, turnPowers, windowKind } from './module.ts';
import type { Move, MoveFamily, MoveType } from './moves.ts';
import type { GameState, Seat } from './state.ts';
import { controllerOf, hasPuppets } from './seats.ts';
import { topWindow, windowDeciders } from './windows.ts';
import { vetoers, vetoOf } from './veto.ts';

/**
 * The Billionaires acting now (a move names one of them as its seat): the innermost window's, or
 * whoever is buying (a Puppet on its roll), or the player whose turn it is.
 */
export function actors(state: GameState): readonly Seat[] {
  if (state.phase === 'gameOver') return [];
  const top = topWindow(state);
  return top ? windowDeciders(top) : [state.buy?.buyer ?? state.current];
}

/**
 * The people who may decide now: several in a negotiation or a secret decision, none when the game
 * is over. A Puppet never decides: its controller decides for it, so its moves are listed under
 * the controller's seat.
 */
export function deciders(state: GameState): readonly Seat[] {
  const acting = actors(state);
  const taken = controllers(state);
  if (!hasPuppets(state) && taken.length === 0) return acting;
  const out: Seat[] = [];
  for (const a of acting) {
    const c = deciderFor(state, a, taken);
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** The modules of a game that may hand a seat's turn to someone else, worked out once per list of modules. */
const controllersOf = new WeakMap<readonly GameModule[], readonly GameModule[]>();

function controllers(state: GameState): readonly GameModule[] {
  const modules = modulesOf(state);
  let found = controllersOf.get(modules);
  if (!found) controllersOf.set(modules, (found = modules.filter((m) => m.controller)));
  return found;
}

/** Who decides for this acting seat: a Puppet's controller, someone playing a hostage's turn, or the seat itself. */
function deciderFor(state: GameState, actor: Seat, taken: readonly GameModule[]): Seat {
  for (const m of taken) {
    const by = m.controller!(state, actor);
    if (by !== null) return by;
  }
  return controllerOf(state, actor);
}

const byPhase = new WeakMap<object, Map<string, readonly MoveType[]>>();

/** The Billionaires this person acts for now: themselves and, on its roll or in a window, their Puppet. */
function actingFor(state: GameState, seat: Seat): readonly Seat[] {
  if (state.phase === 'gameOver') return [];
  const top = topWindow(state);
  const taken = controllers(state);
  if (!hasPuppets(state) && taken.length === 0) return (top ? windowDeciders(top).includes(seat) : seat === (state.buy?.buyer ?? state.current)) ? [seat] : [];
  return actors(state).filter((a) => deciderFor(state, a, taken) === seat);
}

/** The move types the game takes now (apart from table adjustments). */
export function acceptedTypes(state: GameState): readonly MoveType[] {
  if (state.phase === 'gameOver') return [];
  const top = topWindow(state);
  if (top) return windowKind(top.kind)?.accepts ?? [];
  const compiled = chart();
  let cache = byPhase.get(compiled);
  if (!cache) byPhase.set(compiled, (cache = new Map()));
  let types = cache.get(state.phase);
  if (!types) {
    const own = [...(compiled.accepts.get(state.phase) ?? [])].filter((t) => t !== 'choose') as MoveType[];
    // Turn powers (Roles Revealed on one's own turn) come after the turn's own moves.
    const powers = compiled.phases.find((p) => p.phase === state.phase)?.meta.powers === true ? [...turnActions(), ...turnPowers()] : [];
    cache.set(state.phase, (types = [...own, ...powers.filter((t) => !own.includes(t))]));
  }
  return types;
}

function legalOf(state: GameState, seat: Seat, family: MoveFamily): Move[] {
  const make = family.candidates;
  if (!make) return [];
  const candidates = make(state, seat) as readonly Move[];
  const vetoing = vetoers(state).length > 0;
  if (family.candidatesAreLegal && !vetoing) return candidates as Move[];
  const out: Move[] = [];
  for (const m of candidates) if ((family.candidatesAreLegal || family.check(state, m as never) === null) && !(vetoing && vetoOf(state, m))) out.push(m);
  return out;
}

/** Whether the seat could take any of the turn's Actions (so passing is not allowed). */
export function hasAnyAction(state: GameState, seat: Seat): boolean {
  for (const family of families().values()) if (family.action && legalOf(state, seat, family).length > 0) return true;
  return false;
}

/**
 * Whether this very move object was listed for this very state. `play` trusts such a move: it was
 * checked in full when listed. (Listed moves are shared by every caller: read them, never change
 * them. Freezing each one was measured to cost a fifth of the listing time.)
 */
export function wasListedFor(move: unknown, state: GameState): move is Move {
  if (typeof move !== 'object' || move === null) return false;
  // By identity only: reading a property of untrusted input could run its getters.
  if (move === vouchedMove && state === vouchedState) return true;
  const bySeat = listed.get(state);
  if (!bySeat) return false;
  for (const list of bySeat) if (list?.includes(move as Move)) return true;
  return false;
}

/** The legal moves listed for each state and seat, weakly held: states never change, so a list stays right. */
const listed = new WeakMap<GameState, (readonly Move[] | undefined)[]>();

/** One seat's legal moves; with no seat, those of every seat that may act now, in seat order. */
export function legalMoves(state: GameState, seat?: Seat): readonly Move[] {
  if (seat === undefined) return allLegalMoves(state);
  let bySeat = listed.get(state);
  const known = bySeat?.[seat];
  if (known) return known;
  const moves: Move[] = [];
  const { parts, pass } = familyParts(state, seat, false);
  for (const p of parts) for (const m of p.built!) moves.push(m);
  if (pass) moves.push({ type: 'pass', seat } as Move);
  const frozen = Object.freeze(moves);
  if (!bySeat) {
    bySeat = [];
    listed.set(state, bySeat);
  }
  bySeat[seat] = frozen;
  return frozen;
}

/**
 * A seat's legal moves family by family, in the order the game takes them, and whether the seat
 * must pass (no Action is possible). With `lazy`, families that can count their moves are counted,
 * not built.
 */
function familyParts(state: GameState, seat: Seat, lazy: boolean): { parts: FamilyPart[]; pass: boolean } {
  const parts: FamilyPart[] = [];
  let pass = false;
  const types = acceptedTypes(state);
  // A person's own moves, then those they make for their Puppet (only one of the two ever acts at once).
  for (const actor of actingFor(state, seat)) {
    let anyAction = false;
    for (const type of types) {
      const family = familyOf(type);
      if (!family || type === 'pass') continue;
      if (lazy && family.count && family.candidatesAreLegal && vetoers(state).length === 0) {
        const count = family.count(state, actor);
        if (family.action && count > 0) anyAction = true;
        parts.push({ family, actor, count, built: null });
      } else {
        const built = legalOf(state, actor, family);
        if (family.action && built.length > 0) anyAction = true;
        parts.push({ family, actor, count: built.length, built });
      }
    }
    if (!anyAction && types.includes('pass') && actor === seat) pass = true;
  }
  return { parts, pass };
}

interface FamilyPart {
  readonly family: MoveFamily;
  /** The Billionaire the moves are for (the person, or their Puppet). */
  readonly actor: Seat;
  readonly count: number;
  readonly built: readonly Move[] | null;
}

/**
 * One seat's legal moves as a count and a way to get the one at an index, building only the family
 * that holds it where the families can count themselves: what reading a share link needs at each
 * step (`legalMoves(state, seat)` would build all of them). Same order and moves as `legalMoves`.
 */
export function legalMoveList(state: GameState, seat: Seat): { readonly length: number; readonly at: (index: number) => Move | undefined } {
  const known = listed.get(state)?.[seat];
  if (known) return { length: known.length, at: (i) => known[i] };
  const { parts, pass } = familyParts(state, seat, true);
  const length = parts.reduce((t, p) => t + p.count, 0) + (pass ? 1 : 0);
  return {
    length,
    at: (index) => {
      let i = index;
      for (const p of parts) {
        if (i < p.count) {
          const move = (p.built ?? (p.family.candidates!(state, p.actor) as readonly Move[]))[i];
          if (move) vouch(state, move);
          return move;
        }
        i -= p.count;
      }
      if (pass && i === 0) {
        const move = { type: 'pass', seat } as Move;
        vouch(state, move);
        return move;
      }
      return undefined;
    },
  };
}

/**
 * The last move built from a family's candidates, and the state it was built for, so `play` may
 * trust it: one slot is enough (a link is read one move at a time), and cheaper than a map.
 */
let vouchedState: GameState | null = null;
let vouchedMove: Move | null = null;

function vouch(state: GameState, move: Move): void {
  vouchedState = state;
  vouchedMove = move;
}

/** Every seat's legal moves, deciders in order (a convenience for tests and the random player). */
export function allLegalMoves(state: GameState): readonly Move[] {
  return deciders(state).flatMap((s) => legalMoves(state, s));
}
