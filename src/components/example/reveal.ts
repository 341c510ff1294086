/**
 * Before hydration, two things a reader can do to an example that has not woken yet.
 *
 * `revealLinkedExample` scrolls the example a step link names (`#ex-<id>/<step>`) into view, so that
 * its island (hydrated when visible) wakes up and shows the step. Does nothing for any other
 * fragment, an example not on this page, or a step out of range.
 *
 * Till the example shows the linked step, its body (the table, the step's text, the controls) is
 * hidden, its room kept: the server drew the start position, and the step the link names, drawn
 * over it once the example woke, moved the table down under the reader's eyes (by the step's
 * longer text and its phase map: 315 px, a layout shift of 0.06 at 1280×800 and 0.10 at 412×823
 * on /level-3/#ex-l3-banker/3). Its title and intro stay in view meanwhile.
 */
import { exampleAnchor, parseStepFragment } from './stepLink.ts';

export function revealLinkedExample(): void {
  const link = parseStepFragment(location.hash);
  if (!link) return;
  const el = document.getElementById(exampleAnchor(link.example));
  if (!el || el.closest('[data-hydrated="true"]')) return; // a hydrated widget handles its own links
  const total = Number(el.dataset.steps);
  if (!Number.isInteger(total) || link.step > total) return;
  el.scrollIntoView({ block: 'start' });
  holdUntilShown(el, link.step);
}

/** Longest the body is held hidden: an example that never wakes (its script failed) still shows its start position. */
const HOLD_MS = 8000;

/** Ends the hold of the last link followed, if it still holds (a newer link replaces it). */
let releaseHeld = () => {};

/**
 * Hides the example's body until the example (hydrated) shows `step`. A rule in the page's head
 * rather than an attribute on the example: hydrating removes attributes its own markup lacks. The
 * observer runs before the browser paints the change, so the step shows in the frame it is drawn.
 */
function holdUntilShown(el: HTMLElement, step: number): void {
  releaseHeld();
  const rule = document.createElement('style');
  rule.textContent = `#${CSS.escape(el.id)} .bng-example-body { visibility: hidden; }`;
  document.head.append(rule);
  const shown = () => el.dataset.hydrated === 'true' && el.dataset.step === String(step);
  const release = () => {
    releaseHeld = () => {};
    rule.remove();
    watch.disconnect();
    clearTimeout(timer);
  };
  const watch = new MutationObserver(() => shown() && release());
  watch.observe(el, { attributes: true, attributeFilter: ['data-hydrated', 'data-step'] });
  const timer = setTimeout(release, HOLD_MS);
  releaseHeld = release;
}

/** The key (F, no modifier) and the button that turn projector mode on. */
const isProjectorAsk = (e: Event): boolean =>
  e instanceof KeyboardEvent
    ? (e.key === 'f' || e.key === 'F') && !e.ctrlKey && !e.metaKey && !e.altKey
    : e.target instanceof Element && e.target.closest('[data-action="projector"]') !== null;

/**
 * `catchEarlyProjector`: F (or the Projector mode button) on an example that has not hydrated yet
 * would be lost, so a teacher who opens the page and presses F at once saw nothing happen. The ask
 * is kept on the page (`data-wants-projector` on <html>, the example's anchor id) and the example
 * is brought into view, which wakes its island; the widget enters projector mode when it mounts
 * (useProjectorMode). A hydrated widget handles its own keys, so this steps aside for it.
 */
export function catchEarlyProjector(): void {
  const ask = (e: Event) => {
    if (e.defaultPrevented || !isProjectorAsk(e) || !(e.target instanceof Element)) return;
    if (e.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const example = e.target.closest<HTMLElement>('.bng-example[id]');
    if (!example || example.dataset.hydrated === 'true') return;
    e.preventDefault();
    document.documentElement.dataset.wantsProjector = example.id;
    example.scrollIntoView({ block: 'nearest' });
  };
  document.addEventListener('keydown', ask);
  document.addEventListener('click', ask);
}
