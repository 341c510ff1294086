/**
 * Where the focus goes among the table editor's zone buttons (PositionEditor.tsx): the one Tab
 * stops at (a roving tabindex, kept on a zone that is still there), the arrow keys' moves in
 * reading order, and a zone handed the focus back once its list closes. Why apart: it is about the
 * page's focus only, not the position being edited.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { ZoneKey } from '../table/types.ts';
import { zoneButtons } from './zoneOrder.ts';

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

  const move = (zone: ZoneKey, by: number | 'first' | 'last') => {
    const buttons = root.current ? zoneButtons(root.current) : [];
    const target = by === 'first' ? buttons[0] : by === 'last' ? buttons[buttons.length - 1] : buttons[buttons.findIndex((b) => b.dataset.zoneButton === zone) + by];
    target?.focus();
  };

  return { root, roving, setRoving, focus: setFocusZone, move };
}
