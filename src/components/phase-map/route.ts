/**
 * The way a move took through the chart, worked out from the map's own data (no engine in the
 * page script): the transition the move's type takes out of the state it was played in (or out of
 * an enclosing state), then eventless transitions until the state the engine reports. A move that
 * a state takes without leaving it (a decision window's move, a table adjustment) starts the walk
 * where it was played. The shortest such way is the one shown; when none leads there (a position
 * set up by hand, say), nothing is.
 */

/**
 * One transition of the map: from, to, the move types that take it, whether an eventless one does,
 * and (for the focused map, see focus.ts) its label in words.
 */
export type RouteEdge = readonly [from: string, to: string, moves: readonly string[], eventless: boolean, label?: string];

export interface Route {
  /** The transitions taken (`from->to`), in order. */
  readonly edges: readonly string[];
  /** The states passed through on the way (not the start, not the end). */
  readonly passed: readonly string[];
}

/** A state and the compound states around it, innermost first: `turn.start` → `turn.start`, `turn`. */
export const selfAndAncestors = (id: string) => id.split('.').map((_, i, parts) => parts.slice(0, parts.length - i).join('.'));

export function traceRoute(edges: readonly RouteEdge[], initials: Readonly<Record<string, string>>, from: string, to: string, move: string | null): Route | null {
  /** Entering a compound state enters its first child, down to a state with none. */
  const enter = (id: string) => {
    let at = id;
    for (let i = 0; initials[at] !== undefined && i < 16; i++) at = initials[at]!;
    return at;
  };
  const leaving = (at: string, take: (e: RouteEdge) => boolean) => {
    const around = selfAndAncestors(at);
    return edges.filter((e) => around.includes(e[0]) && take(e));
  };
  interface Step {
    readonly at: string;
    readonly edges: readonly string[];
    /** Every state entered so far, compound ones included. */
    readonly entered: readonly string[];
  }
  const step = (s: Step, e: RouteEdge): Step => {
    const at = enter(e[1]);
    return { at, edges: [...s.edges, `${e[0]}->${e[1]}`], entered: [...s.entered, ...(e[1] === at ? [at] : [e[1], at])] };
  };
  const origin: Step = { at: from, edges: [], entered: [] };
  const walk = (queue: Step[]): Route | null => {
    const seen = new Set<string>();
    while (queue.length > 0) {
      const s = queue.shift()!;
      if (s.at === to) return s.edges.length > 0 ? { edges: s.edges, passed: s.entered.slice(0, -1) } : null;
      if (seen.has(s.at)) continue;
      seen.add(s.at);
      for (const e of leaving(s.at, (x) => x[3])) queue.push(step(s, e));
    }
    return null;
  };
  const byMove = move === null ? [] : leaving(from, (e) => e[2].includes(move));
  const route = walk(byMove.length > 0 ? byMove.map((e) => step(origin, e)) : [origin]);
  if (route || move === null || byMove.length > 0 || from === to) return route;
  // A move no transition names that still left its state went by the chart's catch-all (`*`): an
  // Action a module adds, such as the Gangster's Audit. (A turn power also goes by `*` but stays put.)
  return walk(leaving(from, (e) => e[2].includes('*')).map((e) => step(origin, e)));
}
