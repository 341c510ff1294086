/** Focus helpers of the worked-example widget. */

/** Elements that Space presses or toggles by itself (a link is not one: Space on a link scrolls, so it steps instead). */
const CONTROLS = 'button, summary, input, select, textarea, [role="button"], [role="checkbox"], [contenteditable=""], [contenteditable="true"]';
const FOCUSABLE = 'a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** True when the key's target is a control inside the widget (not the widget itself) that Space presses. */
export function isControl(target: EventTarget | null, root: HTMLElement | null): boolean {
  if (!(target instanceof Element) || !root || target === root) return false;
  const control = target.closest(CONTROLS);
  return control !== null && control !== root && root.contains(control);
}

function enabled(el: Element): el is HTMLElement {
  return el instanceof HTMLElement && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0;
}

/**
 * Where the focus goes when `lost` (a control of the widget that had it) is disabled or removed:
 * the nearest enabled control in its group (after First: Next; after Last: Previous), or else the
 * widget itself, which is focusable.
 */
export function focusFallback(root: HTMLElement, lost: HTMLElement): HTMLElement {
  const group = lost.isConnected ? lost.closest('[role="group"]') : null;
  if (group && group !== root && root.contains(group)) {
    const items = [...group.querySelectorAll(FOCUSABLE)];
    const at = items.indexOf(lost);
    if (at >= 0) {
      const byDistance = items.map((el, i) => ({ el, d: Math.abs(i - at), after: i > at })).filter((x) => x.el !== lost && enabled(x.el));
      // Nearest first; between two at the same distance, the one after (onward, like reading).
      byDistance.sort((a, b) => a.d - b.d || Number(b.after) - Number(a.after));
      const best = byDistance[0];
      if (best) return best.el as HTMLElement;
    }
  }
  return root;
}
