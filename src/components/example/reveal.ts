/**
 * Before hydration: scrolls the example a step link names (`#ex-<id>/<step>`) into view, so that
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
