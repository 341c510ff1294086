/**
 * The resting phases of the statechart, read off the chart itself: what the game waits for in
 * each, and the rule that explains it (the chart's `meta`). Decision windows add their own.
 */
import { chart, windowKind } from './module.ts';
import type { RuleId } from './rule-ids.ts';
import type { GameState, Phase } from './state.ts';
import { topWindow } from './windows.ts';

export interface PhaseInfo {
  readonly label: string;
  readonly rule: RuleId;
}

/** Every resting phase of the chart, in chart order. */
export function phases(): readonly Phase[] {
  return chart().phases.map((p) => p.phase as Phase);
}

export function phaseInfo(phase: Phase): PhaseInfo {
  const meta = chart().phases.find((p) => p.phase === phase)?.meta;
  return { label: String(meta?.label ?? phase), rule: (meta?.rule as RuleId) ?? 'turn.order' };
}

/**
 * Where the game stands, as one name: the innermost decision window if one is open
 * (`panic.negotiate`), otherwise the chart's phase (`turn.action`).
 */
export function stepOf(state: GameState): string {
  return topWindow(state)?.kind ?? state.phase;
}

/** What the game is waiting for now, in words, and the rule that explains it. */
export function waitingFor(state: GameState): PhaseInfo {
  const top = topWindow(state);
  const kind = top ? windowKind(top.kind) : undefined;
  return kind ? { label: kind.label, rule: kind.rule } : phaseInfo(state.phase);
}
