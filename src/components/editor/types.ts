/**
 * What the editor and the modules' editor parts share: a zone described for its list (`ZoneSpec`),
 * and what a module adds to the editor (`ZoneParts`, filled by src/components/modules/<id>/index.ts
 * and handed to zones.ts by whoever shows the editor). The table's own types (where a zone sits)
 * are in table/types.ts.
 */
import type { ZoneKey } from '../table/types.ts';
import type { Draft } from '../../machine/draft/draft.ts';

/** The quick lists: a whole board, a whole Market, every Crisis and the Panic! (see combined.ts). */
export type QuickKind = 'board' | 'market' | 'crises';

export interface Choice {
  /** Unique within its list; for a card, its id (what tests and `data-choice` use). */
  readonly id: string;
  /** What the list shows, and what typing filters on. */
  readonly label: string;
  /** More words typing finds it by, not shown (in a quick list, the zone it goes to: "aside floods"). */
  readonly also?: string;
  /** In a quick list, the part typing looks in first once this is picked: its own, or the next when its part holds one thing (a Billionaire). */
  readonly then?: string;
  readonly group: string;
  /** The draft after this choice (the engine then judges it). */
  readonly apply: (d: Draft) => Draft;
  /** What a screen reader hears once the choice is kept. */
  readonly said: string;
}

export interface ZoneSpec {
  /** A short name, shown on the zone's button ("Hand"). */
  readonly title: string;
  /** The zone in a sentence ("the hand of seat 1 (War Profiteer)"). */
  readonly name: string;
  /** What is there now, in words. */
  readonly now: string;
  /** Not set: the engine deals it when the rest is filled at random. */
  readonly unset: boolean;
  /** Whether the list stays open after a pick, for the zone's next slot. */
  readonly multi: boolean;
  readonly choices: readonly Choice[];
  /** A quick list (combined.ts): a whole board, or every Crisis and the Panic!. */
  readonly quick?: QuickKind;
}

/** A module's zones in the editor. */
export interface ZoneParts {
  /**
   * The zone `key` of this draft, as the module sees it: its description when the zone is the
   * module's (a Role, the Policy, the Troublemaker's seat), `null` when the module takes the zone
   * off this draft (the Troublemaker holds no Role, whatever another module says), `undefined` when
   * it is none of the module's business. A module not played by the draft answers `null` for its
   * own zones.
   */
  readonly spec: (d: Draft, key: ZoneKey) => ZoneSpec | null | undefined;
  /** The zone an engine refusal's `field` points at when the field is the module's (`troublemakers.fixed` → 'tmFixed'); `edited` is the zone just changed. */
  readonly zoneOfField?: (field: string, edited: ZoneKey) => ZoneKey | undefined;
}
