/**
 * Reads an XState machine, through its public StateNode API (`states`, `transitions`, `always`,
 * `initial`, `meta`, `path`), into the chart's plain data (`ChartData`), which `table.ts` loads.
 * Used by the generator (`npm run chart`) and by the test that keeps the generated copy current;
 * never by the engine at run time.
 *
 * What the table supports is what our chart uses: nested states, event and eventless (`always`)
 * transitions with named guards and named (optionally parameterised) steps, `*` wildcard events,
 * targetless transitions. No parallel regions, history, entry/exit actions or delays: serialising a
 * chart that has them fails, loudly.
 */
import type { AnyStateMachine } from 'xstate';
import { type BranchData, type ChartData, chainOf, type LevelData } from './table.ts';

type AnyNode = AnyStateMachine['root'];

/** A state's id in the table: its path (`turn.start`), the root ''. Shorter than XState's ids. */
const idOf = (n: AnyNode) => n.path.join('.');
type AnyTransition = NonNullable<AnyNode['always']>[number];

function atomicOf(node: AnyNode): AnyNode {
  let n = node;
  while (n.type === 'compound') n = n.initial.target[0]!;
  return n;
}

function refName(ref: unknown): { name: string; params?: Record<string, unknown> } {
  if (typeof ref === 'string') return { name: ref };
  if (ref && typeof ref === 'object' && 'type' in ref && typeof (ref as { type: unknown }).type === 'string') {
    const r = ref as { type: string; params?: Record<string, unknown> };
    return r.params === undefined ? { name: r.type } : { name: r.type, params: r.params };
  }
  throw new Error('chart: only named guards and steps can be compiled');
}

function branchOf(t: AnyTransition): BranchData {
  const target = t.target?.[0];
  return {
    guard: t.guard === undefined ? null : refName(t.guard).name,
    steps: t.actions.map((a: unknown) => refName(a)),
    target: target ? idOf(atomicOf(target)) : null,
  };
}

export function serializeChart(machine: AnyStateMachine): ChartData {
  const all: AnyNode[] = [];
  const walk = (n: AnyNode) => {
    if (n.type === 'parallel' || n.type === 'history') throw new Error(`chart: ${n.id} is ${n.type}, which the table does not support`);
    if (n.entry.length > 0 || n.exit.length > 0) throw new Error(`chart: ${n.id} has entry or exit actions`);
    all.push(n);
    for (const child of Object.values(n.states) as AnyNode[]) walk(child);
  };
  walk(machine.root);
  const levels: Record<string, LevelData> = {};
  for (const n of all) {
    const on: Record<string, BranchData[]> = {};
    let wildcard: BranchData[] = [];
    for (const [type, list] of n.transitions) {
      if (type === '*') wildcard = list.map(branchOf);
      else if (type.includes('*')) throw new Error(`chart: partial wildcard ${type} is not supported`);
      else on[type] = list.map(branchOf);
    }
    const always = (n.always ?? []).map(branchOf);
    levels[idOf(n)] = { ...(Object.keys(on).length > 0 ? { on } : {}), ...(wildcard.length > 0 ? { wildcard } : {}), ...(always.length > 0 ? { always } : {}) };
  }
  const states: Record<string, ChartData['states'][string]> = {};
  for (const n of all) {
    if (n.type !== 'atomic' && n.type !== 'final') continue;
    const chain: string[] = [];
    for (let p: AnyNode | undefined = n; p; p = p.parent) chain.push(idOf(p));
    // The engine reads a state's levels off its id: check that they really are its ancestors.
    if (chain.join('|') !== chainOf(idOf(n)).join('|')) throw new Error(`chart: state ${idOf(n)} is not named by its path`);
    const meta = (n.meta as Record<string, unknown> | undefined) ?? {};
    states[idOf(n)] = { ...(n.type === 'final' ? { final: true as const } : {}), ...(Object.keys(meta).length > 0 ? { meta } : {}) };
  }
  return { initial: idOf(atomicOf(machine.root)), states, levels };
}
