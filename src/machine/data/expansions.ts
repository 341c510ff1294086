import type { RuleId } from '../core/rule-ids.ts';
import type { Level } from '../core/state.ts';

/**
 * The expansion's modules a game can switch on (`createGame({ modules: [...] })`). The order of this
 * list is part of the share-link format: append, never reorder.
 */
export const EXPANSION_IDS = ['space-program', 'troublemakers'] as const;
export type ExpansionId = (typeof EXPANSION_IDS)[number];

export interface ExpansionInfo {
  readonly id: ExpansionId;
  readonly name: string;
  /** The Levels it plays at. */
  readonly levels: readonly Level[];
  /** The rule that says so (its setup paragraph). */
  readonly rule: RuleId;
  /** Its cards may put more Rebels on a Crisis than the Crisis's icons (the Troublemakers' Organize!). */
  readonly stacksRebels?: true;
}

export const EXPANSIONS: Readonly<Record<ExpansionId, ExpansionInfo>> = {
  'space-program': { id: 'space-program', name: 'Space Program', levels: [3, 4], rule: 'space.setup' },
  // The Troublemakers follow the Level 4 rules (bribes and Policy are part of their play).
  troublemakers: { id: 'troublemakers', name: 'Troublemakers', levels: [4], rule: 'tm.setup', stacksRebels: true },
};

export function isExpansionId(id: unknown): id is ExpansionId {
  return typeof id === 'string' && (EXPANSION_IDS as readonly string[]).includes(id);
}

/** Whether a game's options switch this expansion module on. */
export function usesExpansion(options: { readonly modules?: readonly string[] }, id: ExpansionId): boolean {
  return options.modules?.includes(id) === true;
}

/** Whether one of a game's expansion modules lets a Crisis carry more Rebels than its icons. */
export function stacksRebels(options: { readonly modules?: readonly string[] }): boolean {
  return (options.modules ?? []).some((m) => isExpansionId(m) && EXPANSIONS[m].stacksRebels === true);
}
