/**
 * Focus is never lost: when a control that has the focus gets disabled or removed (First at the
 * start, Last or Next at the end, also at the end of auto-play), the focus moves to the nearest
 * enabled control of the same group, or to the widget itself. Returns the widget's focus handlers.
 */
import { useLayoutEffect, useRef, type MutableRef } from 'preact/hooks';
import { focusFallback } from './focus.ts';

export function useFocusKeeper(root: MutableRef<HTMLDivElement | null>) {
  /** The element of the widget that last had the focus, while the focus is (or was just lost) inside. */
  const lastFocus = useRef<HTMLElement | null>(null);

  // A focused control that this render disabled (or removed) would drop the focus to the page:
  // move it to the nearest enabled control instead, unless the reader has moved on elsewhere.
  useLayoutEffect(() => {
    const el = lastFocus.current;
    const r = root.current;
    if (!el || !r) return;
    const gone = !el.isConnected || (el as HTMLButtonElement).disabled === true;
    if (!gone) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== el && active !== document.documentElement) return;
    const next = focusFallback(r, el);
    lastFocus.current = next;
    next.focus({ preventScroll: true });
  });

  const onFocusIn = (e: FocusEvent) => {
    lastFocus.current = e.target instanceof HTMLElement ? e.target : null;
  };
  const onFocusOut = (e: FocusEvent) => {
    const to = e.relatedTarget;
    const from = e.target as HTMLButtonElement | null;
    // Focus taken away because the control was disabled: keep it, the layout effect moves it on.
    if (from?.disabled === true) return;
    if (!(to instanceof Node) || !root.current?.contains(to)) lastFocus.current = null;
  };
  return { onFocusIn, onFocusOut };
}
