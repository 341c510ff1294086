/**
 * Zoom and keyboard panning for the whole phase map (`PhaseMap.astro`). The chart is far larger
 * than any column, so its box scrolls; these controls scale the drawing in it: fit to the box's
 * width (the whole shape at a glance), zoom in and out by steps (keeping the middle of the view
 * where it was), back to actual size. With the box focused, the arrow keys pan it (the browser's own
 * scrolling) and + − 0 1 zoom. At load the box shows the start of the game, not an empty corner.
 */

const STEP = 1.25;
const MAX = 2;

/** Sets up one map's controls (a map whose drawing is still in its template: once it is shown, see whole.ts). */
export function zoomPhaseMap(map: HTMLElement): void {
  const box = map.querySelector<HTMLElement>('[data-pm-scroll]');
  const svg = box?.querySelector('svg');
  const level = map.querySelector('[data-pm-zoom-level]');
  if (!box || !svg) return;
  const width = svg.viewBox.baseVal.width;
  const fit = () => Math.min(1, (box.clientWidth - 2) / width);
  let zoom: number | null = null; // null: the stylesheet's size, until the reader zooms

  const set = (next: number) => {
    const current = zoom ?? svg.getBoundingClientRect().width / width;
    zoom = Math.min(MAX, Math.max(fit(), next));
    // Keep the point in the middle of the view where it is.
    const cx = (box.scrollLeft + box.clientWidth / 2) / current;
    const cy = (box.scrollTop + box.clientHeight / 2) / current;
    svg.style.width = `${width * zoom}px`;
    svg.style.maxWidth = 'none';
    box.scrollTo({ left: cx * zoom - box.clientWidth / 2, top: cy * zoom - box.clientHeight / 2, behavior: 'instant' });
    if (level) level.textContent = `${Math.round(zoom * 100)} %`;
  };
  const actions: Record<string, () => void> = {
    fit: () => set(fit()),
    in: () => set((zoom ?? svg.getBoundingClientRect().width / width) * STEP),
    out: () => set((zoom ?? svg.getBoundingClientRect().width / width) / STEP),
    actual: () => set(1),
  };
  map.querySelector('[data-pm-zoom]')?.addEventListener('click', (e) => {
    const name = (e.target as Element).closest<HTMLElement>('[data-zoom]')?.dataset.zoom;
    if (name) actions[name]?.();
  });
  const keys: Record<string, string> = { '+': 'in', '=': 'in', '-': 'out', '0': 'fit', '1': 'actual' };
  box.addEventListener('keydown', (e) => {
    const name = keys[e.key];
    if (!name || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    actions[name]!();
  });
  // The first view: the top left corner of the game's first stage (Before play), unless a widget has
  // lit a box already (light.ts scrolls there). Measured once, in a frame of its own.
  requestAnimationFrame(() => {
    if (level) level.textContent = `${Math.round((svg.getBoundingClientRect().width / width) * 100)} %`;
    const start = svg.querySelector('[data-state] > a');
    if (map.querySelector('svg .is-now') || !start) return;
    const b = box.getBoundingClientRect();
    const r = start.getBoundingClientRect();
    box.scrollTo({ left: box.scrollLeft + r.left - b.left - 8, top: box.scrollTop + r.top - b.top - 8, behavior: 'instant' });
  });
}

/** Sets up every phase map on the page. */
export function zoomPhaseMaps(): void {
  for (const map of document.querySelectorAll<HTMLElement>('[data-phase-map]')) zoomPhaseMap(map);
}
