/**
 * Where the focus goes among the table editor's zone buttons (PositionEditor.tsx): the one Tab
 * stops at (a roving tabindex, kept on a zone that is still there), the arrow keys' moves in
 * reading order, and a zone handed the focus back once its list closes. Why apart: it is about the
 * page's focus only, not the position being edited.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ZoneKey } from '../table/types.ts';
import { zoneButtons } from './zoneOrder.ts';

/** A move among the zone buttons: by a number of zones, to either end, or to the next or previous part of the table. */
export type ZoneMove = number | 'first' | 'last' | 'next-part' | 'previous-part';

/** The part of the table a zone button lies in: a Market, a board, the Guillotine, a pile… */
const partOf = (b: HTMLElement) => b.closest('section') ?? b.parentElement;

/**
 * The first zone of the next (`dir` 1) or previous (-1) part of the table from button `at`: Page
 * Down from a board's zones goes to the next board's first, so a keyboard crosses the table in a
 * few presses, not one per zone.
 */
function partStart(buttons: readonly HTMLElement[], at: number, dir: 1 | -1): HTMLElement | undefined {
  const here = buttons[at] ? partOf(buttons[at]!) : null;
  let i = at + dir;
  while (buttons[i] && partOf(buttons[i]!) === here) i += dir;
  if (dir === 1) return buttons[i];
  // Back to the first zone of the part reached.
  const part = buttons[i] ? partOf(buttons[i]!) : null;
  while (buttons[i - 1] && partOf(buttons[i - 1]!) === part) i--;
  return buttons[i];
}

export function useZoneFocus() {
  const root = useRef<HTMLElement>(null);
  const [focusZone, setFocusZone] = useState<ZoneKey | null>(null);
  // The zone button Tab stops at (the last one focused); the others are reached with the arrows.
  const [roving, setRoving] = useState<ZoneKey | null>(null);

  // With the render, as the list's field is focused (see ZonePicker): the next key finds the focus where it belongs.
  useLayoutEffect(() => {
    if (focusZone === null) return;
    document.querySelector<HTMLElement>(`[data-zone-button="${focusZone}"]`)?.focus();
    setFocusZone(null);
  }, [focusZone]);
  // The zone Tab stops at may have gone (a Crisis taken off): the first zone takes its place.
  useLayoutEffect(() => {
    const buttons = root.current ? zoneButtons(root.current) : [];
    if (buttons.length > 0 && !buttons.some((b) => b.tabIndex === 0)) setRoving(buttons[0]!.dataset.zoneButton as ZoneKey);
  });

  const move = (zone: ZoneKey, by: ZoneMove) => {
    const buttons = root.current ? zoneButtons(root.current) : [];
    const at = buttons.findIndex((b) => b.dataset.zoneButton === zone);
    const target =
      by === 'first'
        ? buttons[0]
        : by === 'last'
          ? buttons[buttons.length - 1]
          : by === 'next-part' || by === 'previous-part'
            ? partStart(buttons, at, by === 'next-part' ? 1 : -1)
            : buttons[at + by];
    target?.focus();
  };

  return { root, roving, setRoving, focus: setFocusZone, move };
}
