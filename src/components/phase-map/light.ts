/**
 * The page script of a live phase map (`LivePhaseMap.astro`). A widget says where its game stands
 * with attributes on its root element, so that it needs no code of ours beyond them (the playground
 * island is at its size budget):
 *
 *   data-map-phase   the chart state (`turn.afterTurn`)
 *   data-map-window  the innermost decision window open there, if any (`panic.negotiate`)
 *   data-map-from    the chart state before the move that led here (none at the start)
 *   data-map-move    that move's type (`buy`)
 *   data-map-source, data-map-href   optional: what lit the map, in words, and a link back to it
 *
 * A widget carries them once it wants the map (the playground always, a worked example once the
 * reader has stepped it). The map follows the widget whose attributes changed last, so on a level
 * page it is lit by the example the reader last stepped. It lights that state (and the window open
 * there) on the map and in its list, marks them `aria-current`, thickens the arrows the move took,
 * writes what lit it, and scrolls the map's own box (never the page) to keep the lit state in
 * view. It also draws the focused map into the widget's own slot (`[data-focus-slot]`, see
 * focusView.ts), right under the step or the game's status, where the reader is looking. Nothing is
 * announced: the widget that moved already says what happened. The focused maps and the status line
 * read the boxes' names from the figure (`data-places`), so they need no drawing in the page: a map
 * whose drawing waits until the reader asks for it (PhaseMap's `onDemand`) is lit once shown (whole.ts).
 */
import { focusOf, type MapData } from './focus.ts';
import { mapDataOf, type Places } from './mapData.ts';
import { drawFocus } from './focusView.ts';
import { traceRoute, type RouteEdge } from './route.ts';
import { offerWhole } from './whole.ts';

const LIT = ['is-now', 'is-passed', 'is-last'];
const WIDGET = '[data-map-phase]';

function light(map: HTMLElement, widget: HTMLElement): void {
  const { mapPhase: phase = '', mapWindow: open, mapFrom: from, mapMove: move, mapSource: source, mapHref: href } = widget.dataset;
  const all = (selector: string) => [...map.querySelectorAll<Element>(selector)];
  for (const el of all('.is-now, .is-passed, .is-last')) el.classList.remove(...LIT);
  for (const el of all('[aria-current]')) el.removeAttribute('aria-current');

  // A window named after its state (Emergency Measures) is that state: it has no box of its own.
  const inWindow = open ? all(`[data-window="${phase}/${open}"]`) : [];
  for (const el of [...all(`[data-state="${phase}"]`), ...inWindow]) {
    el.classList.add('is-now');
    el.querySelector(':scope > a')?.setAttribute('aria-current', 'step');
  }
  const routes = JSON.parse(map.dataset.routes ?? '[]') as RouteEdge[];
  const data = mapData(map, routes);
  const initials = JSON.parse(map.dataset.initials ?? '{}') as Record<string, string>;
  const route = from ? traceRoute(routes, initials, from, phase, move ?? null) : null;
  for (const id of route?.edges ?? []) for (const el of all(`[data-edge~="${id}"]`)) el.classList.add('is-last');
  for (const id of route?.passed ?? []) for (const el of all(`svg [data-state="${id}"]`)) el.classList.add('is-passed');

  const slot = widget.querySelector<HTMLElement>('[data-focus-slot]');
  if (slot) drawFocus(slot, focusOf(data, phase, open, { from, move, route }));

  const status = map.querySelector('[data-pm-status]');
  if (status) {
    // The state, and the window open there when the map draws one (as its box is named).
    const state = data.state(phase)?.name ?? phase;
    const window = open ? data.window(phase, open) : null;
    status.textContent = `Now: ${window ? `${state}, ${window.name}` : state}.`;
    if (source) status.append(' Lit by ', href ? Object.assign(document.createElement('a'), { href, textContent: source }) : source, '.');
  }
  const box = map.querySelector<HTMLElement>('[data-pm-scroll]');
  const lit = map.querySelector<SVGGElement>(`svg [data-window].is-now`) ?? map.querySelector<SVGGElement>('svg .is-now');
  // Measured in the next frame, not here: this runs inside the widget's own task (a mutation
  // observer), and reading the layout there made the browser lay out the whole page in the middle of
  // the playground's hydration, the longest task at load (Lighthouse's blocking time).
  if (box && lit)
    requestAnimationFrame(() => {
      const b = box.getBoundingClientRect();
      const r = lit.getBoundingClientRect();
      box.scrollTo({ top: box.scrollTop + r.top - b.top - (b.height - r.height) / 2, left: box.scrollLeft + r.left - b.left - (b.width - r.width) / 2 });
    });
}

/** The focused map's reading of the whole map, which need not be in the page: each box's name and rule link. */
function mapData(map: HTMLElement, routes: readonly RouteEdge[]): MapData {
  return mapDataOf(JSON.parse(map.dataset.places ?? '{"states":{},"windows":{}}') as Places, routes);
}

/** Starts lighting every live phase map on the page (there is one at most, by design). */
export function lightPhaseMaps(): void {
  const maps = [...document.querySelectorAll<HTMLElement>('[data-phase-map][data-live]')];
  if (maps.length === 0) return;
  /** The widget that spoke last: a drawing shown later is lit from it. */
  let latest: HTMLElement | undefined;
  const show = (widget: HTMLElement) => {
    latest = widget;
    maps.forEach((m) => light(m, widget));
  };
  // A widget that spoke before this script ran (the last one in the page, if several).
  const already = [...document.querySelectorAll<HTMLElement>(WIDGET)].pop();
  if (already) show(already);
  for (const map of maps) offerWhole(map, () => latest && light(map, latest));
  new MutationObserver((records) => {
    let spoke: HTMLElement | undefined;
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof HTMLElement && r.target.matches(WIDGET)) spoke = r.target;
      for (const n of r.addedNodes) if (n instanceof HTMLElement) spoke = (n.matches(WIDGET) ? n : n.querySelector<HTMLElement>(WIDGET)) ?? spoke;
    }
    if (spoke) show(spoke);
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-map-phase', 'data-map-window', 'data-map-from', 'data-map-move', 'data-map-source'],
  });
}
