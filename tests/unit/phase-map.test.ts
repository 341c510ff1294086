/**
 * The phase map's model, layout and routes: every state of the chart is on the map, eventless
 * (`always`) transitions included, parallel transitions merged into one arrow; windows sit in the
 * states that wait for them; the elkjs layout puts every box inside its parent and every arrow on
 * its ends; and the way a move took, traced from the map's data alone, is found for every step of
 * every worked example.
 */
import type { AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { layoutPhaseMap, wrap } from '../../src/components/phase-map/layout.ts';
import { phaseMapModel, routeEdgesOf } from '../../src/components/phase-map/model.ts';
import { traceRoute, type RouteEdge } from '../../src/components/phase-map/route.ts';
import { EXAMPLES } from '../../src/examples/index.ts';
import { createFromPosition, installedModules, play, type GameState } from '../../src/machine/index.ts';
import { gameChart } from '../../src/machine/modules/level1/chart.ts';

type AnyNode = AnyStateMachine['root'];

/** Every state of the chart (its path), the root left out, read straight from XState. */
function chartStates(): string[] {
  const out: string[] = [];
  const walk = (n: AnyNode) => {
    if (n.path.length > 0) out.push(n.path.join('.'));
    for (const c of Object.values(n.states) as AnyNode[]) walk(c);
  };
  walk(gameChart.root);
  return out;
}

/** Every transition of the chart with a target: [from, to, event or null for `always`]. */
function chartTransitions(): [string, string, string | null][] {
  const out: [string, string, string | null][] = [];
  const walk = (n: AnyNode) => {
    for (const [event, list] of n.transitions) for (const t of list) if (t.target?.[0]) out.push([n.path.join('.'), t.target[0].path.join('.'), event]);
    for (const t of n.always ?? []) if (t.target?.[0]) out.push([n.path.join('.'), t.target[0].path.join('.'), null]);
    for (const c of Object.values(n.states) as AnyNode[]) walk(c);
  };
  walk(gameChart.root);
  return out;
}

const model = phaseMapModel(gameChart, installedModules());

describe('the phase map model', () => {
  it('has every state of the chart, each with a readable name and a rule', () => {
    expect(model.states.map((s) => s.id).sort()).toEqual(chartStates().sort());
    for (const s of model.states) {
      expect(s.name.length, s.id).toBeGreaterThan(0);
      expect(s.rule, s.id).toMatch(/^[a-z-]+\.[a-z-]+/);
    }
    // No two boxes read the same.
    expect(new Set(model.states.map((s) => s.name)).size).toBe(model.states.length);
    expect(model.states.find((s) => s.id === 'turn')?.kind).toBe('compound');
    expect(model.states.find((s) => s.id === 'turn.settle')?.kind).toBe('passing');
    expect(model.states.find((s) => s.id === 'turn.action')?.kind).toBe('resting');
    expect(model.states.find((s) => s.id === 'gameOver')?.kind).toBe('final');
  });

  it('draws every transition with a target, eventless (always) ones included', () => {
    const all = chartTransitions();
    expect(all.some(([, , event]) => event === null)).toBe(true);
    for (const [from, to, event] of all) {
      const edge = model.edges.find((e) => e.from === from && e.to === to);
      expect(edge, `${from} -> ${to}`).toBeDefined();
      expect(edge!.triggers.some((t) => t.event === event)).toBe(true);
    }
    const settle = model.edges.find((e) => e.id === 'turn.settle->turn.afterBuy')!;
    expect(settle.triggers).toEqual([{ event: null, guard: null, words: 'then' }]);
    expect(model.edges.find((e) => e.id === 'turn.afterTurn->turn.next')!.label).toBe('once the table has decided');
  });

  it('merges parallel transitions into one labelled arrow', () => {
    const pairs = new Set(chartTransitions().map(([from, to]) => `${from}->${to}`));
    expect(model.edges).toHaveLength(pairs.size);
    expect(new Set(model.edges.map((e) => e.id)).size).toBe(model.edges.length);
    const toEnd = model.edges.find((e) => e.id === 'turn.action->turn.end')!;
    expect(toEnd.triggers.map((t) => t.event)).toEqual(expect.arrayContaining(['invest', 'exchangeHand', 'exchangeMarkets', 'audit', 'pass']));
    expect(toEnd.label).toBe(toEnd.triggers.map((t) => t.words).join('; '));
    // A guarded branch and its fallback to the same state are one arrow too.
    expect(model.edges.find((e) => e.id === 'turn.claim->turn.claimed')!.label).toBe('claim, otherwise; decline the claim');
  });

  it('keeps arrows that end on a compound state on that state', () => {
    const compound = new Set(model.states.filter((s) => s.kind === 'compound').map((s) => s.id));
    expect(model.edges.some((e) => e.id === 'turn.next->endOfRound')).toBe(true);
    expect(model.edges.filter((e) => compound.has(e.to)).length).toBeGreaterThan(1);
    expect(model.states.find((s) => s.id === 'endOfRound')!.initial).toBe('endOfRound.gather');
  });

  it('puts the Panic! windows in the states that wait for them, and only from Level 2', () => {
    const where = (level: number | null) => phaseMapModel(gameChart, installedModules(), level).windows.map((w) => `${w.state}/${w.kind}`);
    expect(where(2)).toEqual(expect.arrayContaining(['turn.afterTurn/panic.negotiate', 'turn.afterTurn/panic.remove', 'endOfRound.panic/panic.negotiate']));
    expect(where(1).filter((w) => w.includes('panic'))).toEqual([]);
    // Level 3's Role windows where they open: the draft before the first turn, the Celebrity while the
    // game is decided, the Scam Artist's answer on a turn, the Speculator after a Crisis, the new Roles.
    expect(where(3)).toEqual(
      expect.arrayContaining([
        'setup.decisions/roles.draft',
        'deciding/roles.celebrity',
        'turn.start/roles.scam-artist',
        'turn.afterCrisis/roles.speculator',
        'turn.afterTurn/roles.broker',
        'endOfRound.roles/roles.choose',
      ]),
    );
    expect(where(3)).not.toContain('turn.afterBuy/roles.draft');
    expect(where(2).filter((w) => w.includes('roles.'))).toEqual([]);
    // Emergency Measures is a window named after its state: the state itself, no box inside it.
    expect(where(null).some((w) => w.endsWith('/endOfRound.emergency'))).toBe(false);
    expect(model.anywhere).toContain('a table adjustment');
  });

  it('draws the Policy and Disaster Speculator windows a Fix or Riots opens after the Action, where the Troublemakers play only', () => {
    const where = (level: number | null) => phaseMapModel(gameChart, installedModules(), level).windows.map((w) => `${w.state}/${w.kind}`);
    const afterAction = ['policy.bribe', 'policy.hold-up', 'policy.set', 'policy.tax', 'roles.speculator', 'roles.hand-limit'].map((k) => `turn.actionDecisions/${k}`);
    expect(where(null)).toEqual(expect.arrayContaining([...afterAction, 'turn.actionDecisions/tm.fix-offer']));
    // Their own places stay.
    expect(where(null)).toEqual(expect.arrayContaining(['turn.afterAction/policy.bribe', 'turn.afterCrisis/roles.speculator']));
    // A Level 4 game without the Troublemakers opens no Policy window after an Action of its own.
    expect(where(4).filter((w) => w.startsWith('turn.actionDecisions/'))).toEqual([]);
  });
});

describe('the phase map layout (elkjs)', () => {
  it('wraps words without losing any', () => {
    const text = 'Claim an Asset from the Market you bought at';
    const lines = wrap(text, 14);
    expect(lines.join(' ')).toBe(text);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(14);
  });

  it('gives every state and window a box inside its parent, and every arrow a route between its ends', { timeout: 30_000 }, async () => {
    const layout = await layoutPhaseMap(model);
    expect(layout.width).toBeGreaterThan(0);
    for (const s of model.states) {
      const box = layout.states.get(s.id);
      expect(box, s.id).toBeDefined();
      if (s.parent === null) continue;
      const p = layout.states.get(s.parent)!;
      expect(box!.x >= p.x && box!.y >= p.y && box!.x + box!.width <= p.x + p.width + 0.5 && box!.y + box!.height <= p.y + p.height + 0.5, s.id).toBe(true);
    }
    for (const w of model.windows) expect(layout.windows.has(`${w.state}/${w.kind}`)).toBe(true);
    const near = (pt: { x: number; y: number }, id: string) => {
      const b = layout.states.get(id)!;
      return pt.x >= b.x - 1 && pt.x <= b.x + b.width + 1 && pt.y >= b.y - 1 && pt.y <= b.y + b.height + 1;
    };
    // Every transition is in one labelled arrow (tails into a junction carry no label), which ends on its target's box.
    const labelled = layout.edges.filter((e) => e.label !== null).flatMap((e) => e.id.split(' '));
    expect([...labelled].sort()).toEqual(model.edges.map((e) => e.id).sort());
    for (const e of model.edges) {
      const arrow = layout.edges.find((l) => l.label !== null && l.id.split(' ').includes(e.id))!;
      const heads = arrow.sections.filter((s) => s.head).map((s) => s.points[s.points.length - 1]!);
      expect(
        heads.some((pt) => near(pt, e.to)),
        e.id,
      ).toBe(true);
      // A transition merged with others into one arrow has its own tail from its own state.
      if (arrow.id.includes(' '))
        expect(
          layout.edges.some((l) => l.id === e.id && l.label === null && near(l.sections[0]!.points[0]!, e.from)),
          e.id,
        ).toBe(true);
    }
  });
});

describe('the way a move took', () => {
  const routes: RouteEdge[] = routeEdgesOf(model);
  const initials = Object.fromEntries(model.states.filter((s) => s.initial).map((s) => [s.id, s.initial!]));

  it('follows a failed Buy through the passing states to the end of the turn', () => {
    expect(traceRoute(routes, initials, 'turn.start', 'turn.afterTurn', 'buy')).toEqual({
      edges: [
        'turn.start->turn.settle',
        'turn.settle->turn.afterBuy',
        'turn.afterBuy->turn.afterCrisis',
        'turn.afterCrisis->turn.end',
        'turn.end->turn.ended',
        'turn.ended->turn.afterAction',
        'turn.afterAction->turn.launch',
        'turn.launch->turn.followUp',
        'turn.followUp->turn.afterTurn',
      ],
      passed: ['turn.settle', 'turn.afterBuy', 'turn.afterCrisis', 'turn.end', 'turn.ended', 'turn.afterAction', 'turn.launch', 'turn.followUp'],
    });
  });

  it('enters a compound state at its first child', () => {
    const route = traceRoute(routes, initials, 'turn.action', 'endOfRound.emergency', 'endRoundEarly');
    expect(route?.edges).toEqual(['turn.action->endOfRound', 'endOfRound.gather->endOfRound.emergency']);
    expect(route?.passed).toEqual(['endOfRound', 'endOfRound.gather']);
  });

  it('shows no way for a move that stays in its state', () => {
    expect(traceRoute(routes, initials, 'turn.afterTurn', 'turn.afterTurn', 'panicOffer')).toBeNull();
  });

  it('finds a way for every step of every worked example that changes the state', () => {
    for (const example of EXAMPLES.values()) {
      const made = createFromPosition(example.position);
      if (!made.ok) throw new Error(`${example.id}: ${made.error.reason}`);
      let state: GameState = made.game;
      example.steps.forEach((step, i) => {
        const out = play(state, step.move);
        if (!out.ok) throw new Error(`${example.id} step ${i + 1}: ${out.illegal.reason}`);
        const route = traceRoute(routes, initials, state.phase, out.game.phase, step.move.type);
        if (out.game.phase !== state.phase) expect(route, `${example.id} step ${i + 1}: ${state.phase} -> ${out.game.phase}`).not.toBeNull();
        state = out.game;
      });
    }
  });
});
