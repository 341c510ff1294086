/**
 * The zones of the table being edited in their reading order: the order of their buttons on the
 * page (status, piles, Guillotine, Markets, boards). "Next zone" and the arrow keys follow it, so
 * it is always the order the reader sees, whatever a Level adds.
 */
import type { ZoneKey } from '../table/types.ts';

/** The zone buttons under `root`, in page order. */
export function zoneButtons(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[data-zone-button]')];
}

/** The zone `by` places after (or before, for a negative `by`) `zone`, or null past either end. */
export function zoneAfter(root: ParentNode, zone: ZoneKey, by: number): ZoneKey | null {
  const keys = zoneButtons(root).map((b) => b.dataset.zoneButton as ZoneKey);
  const at = keys.indexOf(zone);
  if (at < 0) return null;
  return keys[at + by] ?? null;
}

/** The first zone after `zone` that `skip` does not hold (the next board after a whole board's list), or null. */
export function zoneAfterAll(root: ParentNode, zone: ZoneKey, skip: (key: ZoneKey) => boolean): ZoneKey | null {
  const keys = zoneButtons(root).map((b) => b.dataset.zoneButton as ZoneKey);
  const at = keys.indexOf(zone);
  if (at < 0) return null;
  return keys.slice(at + 1).find((k) => !skip(k)) ?? null;
}
