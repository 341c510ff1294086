/**
 * A quick list: several zones in one list, so a whole Billionaire's board (its Billionaire, hand,
 * Assets and Investments), a whole Market (its Assets, face-up and face-down cards) or every Crisis
 * and the Panic! is set without opening a list per zone.
 * Each zone keeps its own choices and words; the quick list only prefixes them (`hand/bolts-1`,
 * group "Hand · Not on the table yet"), so the two ways of editing can never disagree.
 * Why: rebuilding a disputed table zone by zone cost a press to open each list (ten for the four
 * boards of the rulebook's Panic! example); one list per board costs four.
 */
import type { Choice, QuickKind, ZoneSpec } from './types.ts';

/** One zone inside a quick list: the prefix of its choices' ids and its spec (null: not in this draft). */
export interface QuickPart {
  readonly key: string;
  readonly spec: ZoneSpec | null;
}

/** The separator between a part's key and its choice's own id. */
const SEP = '/';

/** A choice's own id, without the quick list's prefix (`hand/out:bolts-1:0` → `out:bolts-1:0`). */
export const ownChoiceId = (id: string) => id.slice(id.indexOf(SEP) + 1);

/** The parts as one list, which stays open for the next pick. */
export function quickList(kind: QuickKind, title: string, name: string, parts: readonly QuickPart[]): ZoneSpec {
  const present = parts.filter((p): p is QuickPart & { spec: ZoneSpec } => p.spec !== null);
  const choices: Choice[] = present.flatMap(({ key, spec }, i) => {
    // A part that holds one thing (the Billionaire, who caused the last Crisis) is done once picked: typing then looks in the next.
    const then = spec.multi ? key : (present[i + 1]?.key ?? key);
    return spec.choices.map((c) => ({ ...c, id: `${key}${SEP}${c.id}`, group: `${spec.title} · ${c.group}`, also: spec.title, then }));
  });
  const now = present.map(({ spec }) => `${spec.title}: ${spec.now}`).join('; ');
  return { title, name, now, unset: present.some((p) => p.spec.unset), multi: true, choices, quick: kind };
}
