/**
 * Before hydration, two things a reader can do to an example that has not woken yet.
 *
 * `revealLinkedExample` scrolls the example a step link names (`#ex-<id>/<step>`) into view, so that
 * its island (hydrated when visible) wakes up and shows the step. Does nothing for any other
 * fragment, an example not on this page, or a step out of range.
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
