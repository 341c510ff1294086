/**
 * The statechart compiled, once at load time, into a transition table, so the hot path (random
 * games, replaying a link) pays no interpreter per move. The table is read off the XState machine
 * through its public StateNode API (`states`, `transitions`, `always`, `initial`, `meta`); every
 * guard and step is the same plain function XState runs. A random-walk test checks that the table
 * and XState's own `transition()` agree on every move.
 *
 * What the table supports is what our chart uses: nested states, event and eventless (`always`)
 * transitions with named guards and named (optionally parameterised) steps, `*` wildcard events,
 * targetless transitions. No parallel regions, history, entry/exit actions or delays: compiling a
 * chart that has them fails at load time, loudly.
 */
import type { AnyStateMachine } from 'xstate';
import type { Outcome } from '../outcome.ts';
import type { Move } from '../moves.ts';
import type { GameState, Phase } from '../state.ts';
import type { GameEvent } from '../events.ts';
import type { Guard, Step } from './steps.ts';

interface StepRef {
  readonly step: Step;
  readonly params: Readonly<Record<string, unknown>>;
}

interface Branch {
  readonly guard: Guard | null;
  readonly steps: readonly StepRef[];
  /** The atomic state entered (initial states followed), or null to stay. */
  readonly target: Node | null;
}

interface Level {
  /** This state's own event transitions, per event type. */
  readonly on: ReadonlyMap<string, readonly Branch[]>;
  /** Its `*` transitions, taken for an event it has no own transition for. */
  readonly wildcard: readonly Branch[];
  readonly always: readonly Branch[];
}

interface Node {
  readonly id: string;
  /** The phase string of an atomic state (`turn.action`). */
  readonly phase: string;
  readonly final: boolean;
  /** The state's own transitions, then each ancestor's, outward. */
  readonly levels: readonly Level[];
  readonly meta: Readonly<Record<string, unknown>>;
}

export interface CompiledChart {
  readonly initial: Node;
  readonly nodes: ReadonlyMap<string, Node>;
  /** Resting states (atomic, where the game can wait), with their meta. */
  readonly phases: readonly { readonly phase: string; readonly meta: Readonly<Record<string, unknown>> }[];
  /** Move types each phase takes by the chart's own transitions (windows add theirs). */
  readonly accepts: ReadonlyMap<string, ReadonlySet<string>>;
}

type AnyNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyNode['always']>[number];

function atomicOf(node: AnyNode): AnyNode {
  let n = node;
  while (n.type === 'compound') n = n.initial.target[0]!;
  return n;
}

function refName(ref: unknown): { name: string; params: Record<string, unknown> } {
  if (typeof ref === 'string') return { name: ref, params: {} };
  if (ref && typeof ref === 'object' && 'type' in ref && typeof (ref as { type: unknown }).type === 'string') {
    const r = ref as { type: string; params?: unknown };
    return { name: r.type, params: (r.params as Record<string, unknown>) ?? {} };
  }
  throw new Error('chart: only named guards and steps can be compiled');
}

export function compileChart(machine: AnyStateMachine, steps: Readonly<Record<string, Step>>, guards: Readonly<Record<string, Guard>>): CompiledChart {
  const all: AnyNode[] = [];
  const walk = (n: AnyNode) => {
    if (n.type === 'parallel' || n.type === 'history') throw new Error(`chart: ${n.id} is ${n.type}, which the table does not support`);
    if (n.entry.length > 0 || n.exit.length > 0) throw new Error(`chart: ${n.id} has entry or exit actions`);
    all.push(n);
    for (const child of Object.values(n.states) as AnyNode[]) walk(child);
  };
  walk(machine.root);

  // Targets are linked once every node exists: first record them by XState node id.
  const targets = new Map<Branch, string>();
  const branchOf = (t: AnyTransition): Branch => {
    const g = t.guard === undefined ? null : refName(t.guard);
    const guard = g === null ? null : guards[g.name];
    if (g !== null && !guard) throw new Error(`chart: unknown guard ${g.name}`);
    const stepRefs = t.actions.map((a: unknown) => {
      const r = refName(a);
      const step = steps[r.name];
      if (!step) throw new Error(`chart: unknown step ${r.name}`);
      return { step, params: r.params };
    });
    const branch: Branch = { guard: guard ?? null, steps: stepRefs, target: null };
    const target = t.target?.[0];
    if (target) targets.set(branch, atomicOf(target).id);
    return branch;
  };
  const levelOf = new Map<AnyNode, Level>();
  for (const n of all) {
    const on = new Map<string, readonly Branch[]>();
    let wildcard: readonly Branch[] = [];
    for (const [type, list] of n.transitions) {
      if (type === '*') wildcard = list.map(branchOf);
      else if (type.includes('*')) throw new Error(`chart: partial wildcard ${type} is not supported`);
      else on.set(type, list.map(branchOf));
    }
    levelOf.set(n, { on, wildcard, always: (n.always ?? []).map(branchOf) });
  }

  const nodes = new Map<string, Node>();
  for (const n of all) {
    if (n.type !== 'atomic' && n.type !== 'final') continue;
    const levels: Level[] = [];
    for (let p: AnyNode | undefined = n; p; p = p.parent) levels.push(levelOf.get(p)!);
    nodes.set(n.id, { id: n.id, phase: n.path.join('.'), final: n.type === 'final', levels, meta: (n.meta as Record<string, unknown>) ?? {} });
  }
  for (const level of levelOf.values())
    for (const list of [...level.on.values(), level.wildcard, level.always])
      for (const b of list) {
        const id = targets.get(b);
        if (id !== undefined) (b as { target: Node | null }).target = nodes.get(id)!;
      }

  const initial = nodes.get(atomicOf(machine.root).id)!;
  // A resting state is one the chart can stop in: final, or with no unguarded eventless exit.
  const phases = [...nodes.values()]
    .filter((n) => n.final || n.levels.every((l) => l.always.every((b) => b.guard !== null)))
    .map((n) => ({ phase: n.phase, meta: n.meta }));
  const accepts = new Map<string, ReadonlySet<string>>();
  for (const n of nodes.values()) accepts.set(n.phase, new Set(n.levels.flatMap((l) => [...l.on.keys()])));
  return { initial, nodes, phases, accepts };
}

const byPhase = new WeakMap<CompiledChart, Map<string, Node>>();

function nodeOfPhase(chart: CompiledChart, phase: string): Node | undefined {
  let map = byPhase.get(chart);
  if (!map) {
    map = new Map([...chart.nodes.values()].map((n) => [n.phase, n]));
    byPhase.set(chart, map);
  }
  return map.get(phase);
}

function firstEnabled(branches: readonly Branch[], state: GameState, move: Move): Branch | null {
  for (const b of branches) if (b.guard === null || b.guard(state, move)) return b;
  return null;
}

/** The event's first enabled transition, from the state outward, as XState selects it. */
function pickEvent(node: Node, state: GameState, move: Move): Branch | null {
  for (const level of node.levels) {
    const b = firstEnabled(level.on.get(move.type) ?? level.wildcard, state, move);
    if (b) return b;
  }
  return null;
}

function pickAlways(node: Node, state: GameState, move: Move): Branch | null {
  for (const level of node.levels) {
    const b = firstEnabled(level.always, state, move);
    if (b) return b;
  }
  return null;
}

function take(branch: Branch, state: GameState, move: Move, events: GameEvent[]): GameState {
  let next = state;
  for (const ref of branch.steps) {
    const out = ref.step(next, move, ref.params);
    next = out.state;
    if (out.events.length > 0) events.push(...out.events);
  }
  return next;
}

/** How many eventless steps one move may take before the chart is declared to loop (a bug). */
const MAX_MICROSTEPS = 1000;

/**
 * Runs one move through the compiled chart: the event's transition, then eventless transitions
 * until the chart rests. Returns null when the chart has no enabled transition for the move.
 */
export function runChart(chart: CompiledChart, state: GameState, move: Move): Outcome | null {
  const node = nodeOfPhase(chart, state.phase);
  if (!node || node.final) return null;
  const branch = pickEvent(node, state, move);
  if (!branch) return null;
  const events: GameEvent[] = [];
  let next = take(branch, state, move, events);
  let at = branch.target ?? node;
  for (let i = 0; ; i++) {
    if (i > MAX_MICROSTEPS) throw new Error(`chart: eventless transitions loop at ${at.phase}`);
    if (at.final) break;
    const b = pickAlways(at, next, move);
    if (!b) break;
    next = take(b, next, move, events);
    at = b.target ?? at;
    if (!b.target && b.steps.length === 0) break;
  }
  if (at.phase !== next.phase) next = { ...next, phase: at.phase as Phase };
  return { state: next, events };
}
