/**
 * The whole drawing of a live phase map, on demand (PhaseMap's `onDemand`): it waits in a template
 * until the reader presses "Show the whole phase map" or follows a link to the map (the focused
 * maps' "See it on the whole phase map", an address ending in `#phase-map`). Then it goes into the
 * page in place of the button, its zoom controls start, and the page script lights it.
 */
import { zoomPhaseMap } from './zoom.ts';

/** Puts the waiting drawing into the page; false if it was there already. */
function showWhole(map: HTMLElement): boolean {
  const waiting = map.querySelector<HTMLTemplateElement>('template[data-pm-whole]');
  if (!waiting) return false;
  waiting.replaceWith(document.importNode(waiting.content, true));
  map.querySelector('[data-pm-show]')?.closest('.bng-pm-show-row')?.remove();
  zoomPhaseMap(map);
  return true;
}

/** Shows `map`'s drawing when the reader asks for it; `shown` then lights it. */
export function offerWhole(map: HTMLElement, shown: () => void): void {
  const reveal = (focus: boolean) => {
    if (!showWhole(map)) return;
    shown();
    // The button is gone: the focus goes to what it showed (the drawing's scrolling box, where the arrow keys pan).
    if (focus) map.querySelector<HTMLElement>('[data-pm-scroll]')?.focus();
  };
  map.querySelector('[data-pm-show]')?.addEventListener('click', () => reveal(true));
  const target = `#${map.id}`;
  const byAddress = () => {
    if (location.hash === target) reveal(false);
  };
  byAddress();
  addEventListener('hashchange', byAddress);
  // A link to the map clicked while the address already ends in it changes no hash: seen here, before the browser scrolls.
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('a[href]')?.getAttribute('href') === target) reveal(false);
  });
}
