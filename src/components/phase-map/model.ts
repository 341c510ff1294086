/**
 * The phase map's model: the statechart (the XState machine in `modules/level1/chart.ts`) read into
 * boxes and arrows, before any layout. Every state of the chart is a box (compound states hold
 * their children); every transition with a target is an arrow, eventless (`always`) ones included;
 * transitions between the same two states are merged into one arrow whose label lists them all.
 * An arrow keeps the chart's own target, so one that enters a compound state ends on that state's
 * box, not on its first child. Decision windows are boxes inside the state they keep waiting.
 *
 * Run at build time only (the Astro component's frontmatter): it reads XState's StateNode API,
 * which no page downloads.
 */
import type { AnyStateMachine } from 'xstate';
import type { GameModule, RuleId, WindowPlace } from '../../machine/index.ts';
import type { RouteEdge } from './route.ts';
import { stateName, stateRule, triggerWords } from './names.ts';

type AnyNode = AnyStateMachine['root'];
type AnyTransition = NonNullable<AnyNode['always']>[number];

export interface MapState {
  /** The state's path, as the engine names phases (`turn.action`); a compound state's own path (`turn`). */
  readonly id: string;
  /** The enclosing compound state, or null at the top. */
  readonly parent: string | null;
  /**
   * `compound`: holds other states; `resting`: the game can wait here for a move or a decision;
   * `passing`: the game only passes through (eventless transitions leave it at once); `final`.
   */
  readonly kind: 'compound' | 'resting' | 'passing' | 'final';
  readonly name: string;
  readonly rule: RuleId;
  /** A compound state's first child (an arrow ending on the compound state enters there). */
  readonly initial: string | null;
}

/** A decision window drawn inside the state that waits while it is open. */
export interface MapWindow {
  /** The window kind, as `stepOf` names it (`panic.negotiate`). */
  readonly kind: string;
  readonly state: string;
  /** Its short name on the map (`offer Assets, trade, …`) and its whole label (`Panic!: offer Assets, …`). */
  readonly name: string;
  readonly label: string;
  readonly rule: RuleId;
  /** The moves it takes, in words. */
  readonly moves: readonly string[];
}

/** One chart transition, in words. */
export interface Trigger {
  /** The move type that takes it, or null for an eventless (`always`) transition. */
  readonly event: string | null;
  readonly guard: string | null;
  /** `buy, if it wins`, `when the table has decided`, `then`. */
  readonly words: string;
}

/** Every transition from one state to another, merged into one arrow. */
export interface MapEdge {
  /** `from->to`, the `data-edge` of the drawn arrow. */
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly triggers: readonly Trigger[];
  /** The arrow's label: the triggers' words, joined. */
  readonly label: string;
}

export interface PhaseMapModel {
  /** Parents before their children, in chart order. */
  readonly states: readonly MapState[];
  readonly windows: readonly MapWindow[];
  readonly edges: readonly MapEdge[];
  /** Moves every state takes without changing phase (table adjustments, a window's moves). */
  readonly anywhere: readonly string[];
}

const idOf = (n: AnyNode) => n.path.join('.');

function refName(ref: unknown): string | null {
  if (typeof ref === 'string') return ref;
  if (ref && typeof ref === 'object' && 'type' in ref && typeof ref.type === 'string') return ref.type;
  return null;
}

/** The `moment` a transition's steps run (`moment('turnEnd')` in the chart), if any. */
function momentsOf(t: AnyTransition): string[] {
  const out: string[] = [];
  for (const a of t.actions as unknown[])
    if (a && typeof a === 'object' && 'params' in a && refName(a) === 'moment') {
      const m = (a.params as { moment?: unknown } | undefined)?.moment;
      if (typeof m === 'string') out.push(m);
    }
  return out;
}

/** Every transition of the chart with its source state and event (null: eventless). */
function transitionsOf(root: AnyNode): { from: AnyNode; event: string | null; t: AnyTransition }[] {
  const out: { from: AnyNode; event: string | null; t: AnyTransition }[] = [];
  const walk = (n: AnyNode) => {
    for (const [event, list] of n.transitions) for (const t of list) out.push({ from: n, event, t });
    for (const t of n.always ?? []) out.push({ from: n, event: null, t });
    for (const child of Object.values(n.states) as AnyNode[]) walk(child);
  };
  walk(root);
  return out;
}

/** An atomic state's path, following initial states down from a compound one. */
function atomicId(n: AnyNode): string {
  let at = n;
  while (at.type === 'compound') at = at.initial.target[0]!;
  return idOf(at);
}

/**
 * Where each module's windows keep the game waiting: the state a moment's transition enters (a
 * module opens its windows at its moments). A window named after that state (Emergency Measures)
 * is the state itself, not a box inside it. Modules that a game at `level` does not use are left out.
 */
function windowsOf(machine: AnyStateMachine, modules: readonly GameModule[], level: number | null): MapWindow[] {
  const momentTargets = new Map<string, string[]>();
  for (const { t } of transitionsOf(machine.root)) {
    const target = t.target?.[0];
    if (!target) continue;
    for (const m of momentsOf(t)) momentTargets.set(m, [...(momentTargets.get(m) ?? []), atomicId(target)]);
  }
  const out: MapWindow[] = [];
  // `enabled` reads the options a game starts with; the map only knows the level.
  const drawn = modules.filter((m) => level === null || m.enabled({ level } as Parameters<GameModule['enabled']>[0]));
  const elsewhere = new Map<string, WindowPlace[]>();
  for (const m of drawn) for (const [kind, places] of Object.entries(m.alsoOpens ?? {})) elsewhere.set(kind, [...(elsewhere.get(kind) ?? []), ...places]);
  for (const m of drawn) {
    const hooked = [...new Set(Object.keys(m.moments ?? {}).flatMap((moment) => momentTargets.get(moment) ?? []))];
    // A window that says where it opens is drawn there only (and where another module opens it); others at every moment their module hooks.
    const placesOf = (kind: string, def: NonNullable<GameModule['windows']>[string]) =>
      def.opensAt
        ? [
            ...new Set(
              [...def.opensAt, ...(elsewhere.get(kind) ?? [])].flatMap((at) =>
                at === 'gameStart'
                  ? ['setup.decisions']
                  : at === 'turn'
                    ? ['turn.start', 'turn.action']
                    : at === 'action'
                      ? ['turn.actionDecisions']
                      : at === 'decision'
                        ? ['deciding']
                        : (momentTargets.get(at) ?? []),
              ),
            ),
          ]
        : hooked;
    for (const [kind, def] of Object.entries(m.windows ?? {}))
      for (const state of placesOf(kind, def))
        if (kind !== state)
          out.push({
            kind,
            state,
            name: def.label.split(':')[1]?.trim() ?? def.label,
            label: def.label,
            rule: def.rule,
            moves: def.accepts.map((e) => triggerWords(e, null)),
          });
  }
  return out;
}

/** A state can rest when every eventless transition out of it is guarded (it may wait there). */
function kindOf(n: AnyNode): MapState['kind'] {
  if (n.type === 'compound') return 'compound';
  if (n.type === 'final') return 'final';
  return (n.always ?? []).every((t: AnyTransition) => t.guard !== undefined) ? 'resting' : 'passing';
}

/**
 * The map of a chart: its states, its windows (of the modules a game at `level` uses; every
 * module's when `level` is null) and its merged transitions.
 */
export function phaseMapModel(machine: AnyStateMachine, modules: readonly GameModule[], level: number | null = null): PhaseMapModel {
  const states: MapState[] = [];
  const labels = new Map<string, string>();
  const walk = (n: AnyNode) => {
    if (n !== machine.root) {
      const id = idOf(n);
      const meta = (n.meta ?? {}) as { label?: unknown; rule?: unknown };
      const parent = n.parent && n.parent !== machine.root ? idOf(n.parent) : null;
      states.push({
        id,
        parent,
        kind: kindOf(n),
        name: stateName(id, typeof meta.label === 'string' ? meta.label : null),
        rule: stateRule(id, meta.rule as RuleId | undefined),
        initial: n.type === 'compound' ? idOf(n.initial.target[0]!) : null,
      });
      if (typeof meta.label === 'string') labels.set(id, meta.label);
    }
    for (const child of Object.values(n.states) as AnyNode[]) walk(child);
  };
  walk(machine.root);
  // Two states whose short names are the same (two steps of the end of a Round) keep their whole labels.
  const named = states.map((s) => (labels.has(s.id) && states.some((o) => o !== s && o.name === s.name) ? { ...s, name: labels.get(s.id)! } : s));

  const edges = new Map<string, { from: string; to: string; triggers: Trigger[] }>();
  const anywhere: string[] = [];
  for (const { from, event, t } of transitionsOf(machine.root)) {
    const target = t.target?.[0];
    const guard = t.guard === undefined ? null : refName(t.guard);
    if (!target) {
      // A move taken without leaving the state (a table adjustment, a window's move).
      if (event !== null) anywhere.push(event === '*' ? 'a move of the open decision window' : triggerWords(event, null));
      continue;
    }
    const id = `${idOf(from)}->${idOf(target)}`;
    const edge = edges.get(id) ?? { from: idOf(from), to: idOf(target), triggers: [] };
    // An unguarded branch after guarded ones is the "otherwise" of that list.
    const list = event === null ? (from.always ?? []) : (from.transitions.get(event) ?? []);
    const otherwise = guard === null && list.length > 1 && list.indexOf(t) === list.length - 1;
    edge.triggers.push({ event, guard, words: triggerWords(event, guard, otherwise) });
    edges.set(id, edge);
  }
  return {
    states: named,
    windows: windowsOf(machine, modules, level),
    edges: [...edges.entries()].map(([id, e]) => ({ id, ...e, label: e.triggers.map((t) => t.words).join('; ') })),
    anywhere,
  };
}

/** What a page script reads of the map's arrows (`data-routes`, see route.ts and focus.ts). */
export function routeEdgesOf(model: PhaseMapModel): RouteEdge[] {
  return model.edges.map((e) => [e.from, e.to, e.triggers.flatMap((t) => (t.event ? [t.event] : [])), e.triggers.some((t) => t.event === null), e.label]);
}
