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
 * and form fields work without the widget, so their clicks are left alone; but a field changed
 * while the widget wakes (a pick in a list opened by the focus that woke it) has its `change` or
 * `input` told again once the widget is awake, or the widget would never hear of it.
 */
import type { ClientDirective } from 'astro';
import { pageAnchorId } from '../../components/shared/pageAnchor.ts';

/** What a form field fires as the reader changes it, in the order it fires them. */
const FIELD_EVENTS = ['input', 'change'] as const;
/** The first signs of use: pointer (mouse, pen, touch), focus, keys, and a field changed (an assistive tool can change one without focusing it). */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', ...FIELD_EVENTS] as const;
/** What works before the widget wakes, so its clicks are not held back. */
const NATIVE = 'a[href], input, select, textarea, label';

const wakeOnIntent: ClientDirective = (load, _options, island) => {
  // Fetch and run the code early (off the reader's path); only waking waits for use.
  const loaded = nearScreen(island).then(load);
  let waking = false;
  let held: HTMLElement | null = null;
  /** The fields changed while waking: which of FIELD_EVENTS each fired, and what the reader left in it. */
  const changed = new Map<FormField, { readonly fired: Set<string>; value: string; checked: boolean }>();

  const holdClick = (e: MouseEvent) => {
    // The element to click again: the target, or the HTML element around it (an icon's SVG has no click()).
    let target = e.target instanceof Element ? e.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    if (!target || target.closest(NATIVE)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held = target;
  };
  const noteChange = (e: Event) => {
    const field = e.target;
    if (!(FIELD_EVENTS as readonly string[]).includes(e.type) || !isFormField(field)) return;
    const seen = changed.get(field) ?? { fired: new Set<string>(), value: '', checked: false };
    seen.fired.add(e.type);
    seen.value = field.value;
    seen.checked = field instanceof HTMLInputElement && field.checked;
    changed.set(field, seen);
  };
  const onHash = () => {
    // A fragment that is not one of the page's anchors is the widget's to read (its link, or a broken one).
    if (location.hash.length > 1 && pageAnchorId(location.hash) === null) void wake();
  };
  const wake = async (e?: Event) => {
    if (waking) return;
    waking = true;
    // The change that wakes it is noted here: a listener added now would not hear the event under way.
    if (e) noteChange(e);
    for (const type of INTENT) island.removeEventListener(type, wake, true);
    removeEventListener('hashchange', onHash);
    island.addEventListener('click', holdClick, true);
    for (const type of FIELD_EVENTS) island.addEventListener(type, noteChange, true);
    try {
      const hydrate = await loaded;
      await hydrate();
    } finally {
      island.removeEventListener('click', holdClick, true);
      for (const type of FIELD_EVENTS) island.removeEventListener(type, noteChange, true);
    }
    // Given again once the widget's first render has run its effects (Preact runs them in a task
    // after the next frame; this task is queued after theirs): the changes first, each field given
    // back what the reader left in it (an effect may have rendered the widget's own value into
    // it), then the click.
    const again = held;
    const fields = [...changed];
    held = null;
    changed.clear();
    afterEffects(() => {
      for (const [field, { fired, value, checked }] of fields) {
        if (!field.isConnected) continue;
        field.value = value;
        if (field instanceof HTMLInputElement) field.checked = checked;
        for (const type of FIELD_EVENTS) if (fired.has(type)) field.dispatchEvent(new Event(type, { bubbles: true }));
      }
      if (again?.isConnected) again.click();
    });
  };

  for (const type of INTENT) island.addEventListener(type, wake, { capture: true, passive: true });
  addEventListener('hashchange', onHash);
  onHash();
};

/** Runs `task` in a task after the next frame, as Preact runs a render's effects. */
function afterEffects(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isFormField(target: EventTarget | null): target is FormField {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

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
