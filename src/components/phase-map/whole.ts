/**
 * The whole drawing of a live phase map, on demand (PhaseMap's `onDemand`): it waits until the reader
 * presses "Show the whole phase map" or follows a link to the map (the focused maps' "See it on the
 * whole phase map", an address ending in `#phase-map`). Then it goes into the page in place of the
 * button, its zoom controls start, and the page script lights it.
 *
 * In the built site the drawing is a file of its own, named by the empty template's `data-src` (see
 * src/integrations/phase-map-files.ts); in `astro dev` it is still in the template.
 */
import { zoomPhaseMap } from './zoom.ts';

/** The drawing's markup: fetched from its file, or the template's own content. */
async function drawingOf(waiting: HTMLTemplateElement): Promise<DocumentFragment> {
  const src = waiting.dataset.src;
  if (!src) return document.importNode(waiting.content, true);
  const response = await fetch(src);
  if (!response.ok) throw new Error(`${src}: ${response.status}`);
  const parsed = document.createElement('template');
  parsed.innerHTML = await response.text();
  return parsed.content;
}

/** Puts the waiting drawing into the page; false if it was there already, or could not be loaded (then the reader is told, and may try again). */
async function showWhole(map: HTMLElement): Promise<boolean> {
  const waiting = map.querySelector<HTMLTemplateElement>('template[data-pm-whole]');
  const row = map.querySelector<HTMLElement>('.bng-pm-show-row');
  if (!waiting || map.dataset.pmLoading !== undefined) return false;
  map.dataset.pmLoading = '';
  try {
    const drawing = await drawingOf(waiting);
    if (!waiting.isConnected) return false;
    waiting.replaceWith(drawing);
    row?.remove();
    zoomPhaseMap(map);
    return true;
  } catch {
    let error = map.querySelector<HTMLElement>('[data-pm-failed]');
    if (!error) {
      error = Object.assign(document.createElement('p'), { role: 'alert', className: 'bng-message bng-message--error' });
      error.dataset.pmFailed = '';
      const phases = Object.assign(document.createElement('a'), { href: '/phases/', textContent: 'the phases page' });
      error.append('The whole map could not be loaded. Check the connection and try again, or open it on ', phases, '.');
      row?.after(error);
    }
    return false;
  } finally {
    delete map.dataset.pmLoading;
  }
}

/** Shows `map`'s drawing when the reader asks for it; `shown` then lights it. */
export function offerWhole(map: HTMLElement, shown: () => void): void {
  const reveal = async (focus: boolean) => {
    if (!(await showWhole(map))) return;
    map.querySelector('[data-pm-failed]')?.remove();
    shown();
    // The button is gone: the focus goes to what it showed (the drawing's scrolling box, where the arrow keys pan).
    if (focus) map.querySelector<HTMLElement>('[data-pm-scroll]')?.focus();
  };
  map.querySelector('[data-pm-show]')?.addEventListener('click', () => void reveal(true));
  const target = `#${map.id}`;
  const byAddress = () => {
    if (location.hash === target) void reveal(false);
  };
  byAddress();
  addEventListener('hashchange', byAddress);
  // A link to the map clicked while the address already ends in it changes no hash: seen here.
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('a[href]')?.getAttribute('href') === target) void reveal(false);
  });
}
