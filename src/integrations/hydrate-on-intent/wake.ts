/**
 * The browser side of `client:intent` (see index.ts). The island's code is fetched and run as it
 * nears the screen, as `client:visible` would, but the widget is woken (hydrated) only when the
 * reader first points at it, touches it, tabs or types into it, or the address holds a fragment
 * that names nothing on the page (the widget's own link, or a broken one it must explain), at load
 * or pasted later.
 *
 * A click that lands while the widget is waking (a tap on a phone comes right after the touch that
 * woke it) would do nothing: the server's buttons have no handlers yet. It is held back and given
 * again to the same element once the widget is awake (Preact keeps the server's elements). Links
 * and form fields work without the widget and are left alone.
 */
import type { ClientDirective } from 'astro';
import { pageAnchorId } from '../../components/shared/pageAnchor.ts';

/** The first signs of use: pointer (mouse, pen, touch), focus and keys. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** What works before the widget wakes, so its clicks are not held back. */
const NATIVE = 'a[href], input, select, textarea, label';

const wakeOnIntent: ClientDirective = (load, _options, island) => {
  // Fetch and run the code early (off the reader's path); only waking waits for use.
  const loaded = nearScreen(island).then(load);
  let waking = false;
  let held: HTMLElement | null = null;

  const holdClick = (e: MouseEvent) => {
    // The element to click again: the target, or the HTML element around it (an icon's SVG has no click()).
    let target = e.target instanceof Element ? e.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (!target || target.closest(NATIVE)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = target;
  };
  const onHash = () => {
    // A fragment that is not one of the page's anchors is the widget's to read (its link, or a broken one).
    if (location.hash.length > 1 && pageAnchorId(location.hash) === null) void wake();
  };
  const wake = async () => {
    if (waking) return;
    waking = true;
    for (const type of INTENT) island.removeEventListener(type, wake, true);
    removeEventListener('hashchange', onHash);
    island.addEventListener('click', holdClick, true);
    try {
      const hydrate = await loaded;
      await hydrate();
    } finally {
      island.removeEventListener('click', holdClick, true);
    }
    // Given again after the widget's first render has run its effects (a frame later).
    const again = held;
    held = null;
    if (again?.isConnected) requestAnimationFrame(() => again.click());
  };

  for (const type of INTENT) island.addEventListener(type, wake, { capture: true, passive: true });
  addEventListener('hashchange', onHash);
  onHash();
};

/** Resolves once `el` is within a screen's height of the viewport (at once if it already is). */
function nearScreen(el: Element): Promise<void> {
  return new Promise((resolve) => {
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    // astro-island is `display: contents`: watch its children, which have boxes.
    for (const child of el.children) seen.observe(child);
    if (el.children.length === 0) resolve();
  });
}

export default wakeOnIntent;
