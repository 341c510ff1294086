/**
 * The statechart as a transition table, so the hot path (random games, replaying a link) pays no
 * interpreter per move, and the browser ships no statechart library. The chart is written with
 * XState (`modules/level1/chart.ts`); `serialize.ts` reads it through XState's public StateNode API
 * into plain data, generated into the source tree; here that data is loaded once, with every guard
 * and step resolved to the same plain function XState runs. Tests keep the generated data equal to
 * the machine, and a random walk checks that the table and XState's own `transition()` agree.
 */
import type { Outcome } from '../outcome.ts';
import type { Move } from '../moves.ts';
import type { GameState, Phase } from '../state.ts';
import type { GameEvent } from '../events.ts';
import type { Guard, Step } from './types.ts';

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

/** A transition as plain data: named guard, named steps (with parameters), target state id. */
export interface BranchData {
  readonly guard: string | null;
  readonly steps: readonly { readonly name: string; readonly params?: Readonly<Record<string, unknown>> }[];
  /** The atomic state entered (initial states already followed), or null to stay. */
  readonly target: string | null;
}

/** One state's own transitions, as plain data. */
export interface LevelData {
  readonly on?: Readonly<Record<string, readonly BranchData[]>>;
  readonly wildcard?: readonly BranchData[];
  readonly always?: readonly BranchData[];
}

/**
 * The whole chart as plain data (`serialize.ts` writes it from the XState machine; a test keeps the
 * generated copy equal to the machine), so the browser needs no statechart interpreter at all.
 */
export interface ChartData {
  readonly initial: string;
  /**
   * Every atomic and final state, by id (a dotted path: its levels are the id and each ancestor's,
   * `turn.start`, `turn`, then the root ``). Empty parts are left out, to keep the first download small.
   */
  readonly states: Readonly<Record<string, { readonly final?: true; readonly meta?: Readonly<Record<string, unknown>> }>>;
  /** Each state's own transitions, by state id. */
  readonly levels: Readonly<Record<string, LevelData>>;
}

/** A state's level and its ancestors', innermost first: `turn.start` → `turn.start`, `turn`, ``. */
export function chainOf(id: string): string[] {
  const parts = id.split('.');
  const chain: string[] = [];
  for (let n = parts.length; n > 0; n--) chain.push(parts.slice(0, n).join('.'));
  return [...chain, ''];
}

/** Builds the runtime table from the chart's data, resolving guard and step names to functions. */
export function loadChart(data: ChartData, steps: Readonly<Record<string, Step>>, guards: Readonly<Record<string, Guard>>): CompiledChart {
  const targets = new Map<Branch, string>();
  const branchOf = (b: BranchData): Branch => {
    const guard = b.guard === null ? null : guards[b.guard];
    if (guard === undefined) throw new Error(`chart: unknown guard ${b.guard}`);
    const stepRefs = b.steps.map((s) => {
      const step = steps[s.name];
      if (!step) throw new Error(`chart: unknown step ${s.name}`);
      return { step, params: s.params ?? {} };
    });
    const branch: Branch = { guard, steps: stepRefs, target: null };
    if (b.target !== null) targets.set(branch, b.target);
    return branch;
  };
  const levelOf = new Map<string, Level>();
  for (const [id, l] of Object.entries(data.levels))
    levelOf.set(id, {
      on: new Map(Object.entries(l.on ?? {}).map(([type, list]) => [type, list.map(branchOf)])),
      wildcard: (l.wildcard ?? []).map(branchOf),
      always: (l.always ?? []).map(branchOf),
    });
  const nodes = new Map<string, Node>();
  for (const [id, s] of Object.entries(data.states))
    nodes.set(id, { id, phase: id, final: s.final === true, meta: s.meta ?? {}, levels: chainOf(id).map((l) => levelOf.get(l)!) });
  for (const level of levelOf.values())
    for (const list of [...level.on.values(), level.wildcard, level.always])
      for (const b of list) {
        const id = targets.get(b);
        if (id !== undefined) {
          const node = nodes.get(id);
          if (!node) throw new Error(`chart: unknown target ${id}`);
          (b as { target: Node | null }).target = node;
        }
      }
  const initial = nodes.get(data.initial);
  if (!initial) throw new Error(`chart: unknown initial state ${data.initial}`);
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
