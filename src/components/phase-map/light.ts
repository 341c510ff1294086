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
 * announced: the widget that moved already says what happened. A map whose drawing waits in its
 * template (PhaseMap's `onDemand`) is read from there, and lit once the reader shows it (whole.ts).
 */
import { focusOf, type MapData } from './focus.ts';
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
  const chart = drawingOf(map);
  const data = mapData(chart, routes);
  const initials = JSON.parse(map.dataset.initials ?? '{}') as Record<string, string>;
  const route = from ? traceRoute(routes, initials, from, phase, move ?? null) : null;
  for (const id of route?.edges ?? []) for (const el of all(`[data-edge~="${id}"]`)) el.classList.add('is-last');
  for (const id of route?.passed ?? []) for (const el of all(`svg [data-state="${id}"]`)) el.classList.add('is-passed');

  const slot = widget.querySelector<HTMLElement>('[data-focus-slot]');
  if (slot) drawFocus(slot, focusOf(data, phase, open, { from, move, route }));

  const status = map.querySelector('[data-pm-status]');
  if (status) {
    // The window's box when it has one (its name says the state too), else the state's.
    const here =
      (open ? chart.querySelector<SVGGElement>(`svg [data-window="${phase}/${open}"]`) : null) ?? chart.querySelector<SVGGElement>(`svg [data-state="${phase}"]`);
    status.textContent = `Now: ${here?.dataset.name ?? phase}.`;
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

/** Where the map's drawing is: in the page once shown, else still in its template (PhaseMap's `onDemand`), which can be read all the same. */
function drawingOf(map: HTMLElement): ParentNode {
  const waiting = map.querySelector<HTMLTemplateElement>('template[data-pm-whole]');
  return waiting ? waiting.content : map;
}

/** The focused map's reading of the whole map: each box's name and rule link. */
function mapData(chart: ParentNode, routes: readonly RouteEdge[]): MapData {
  const place = (selector: string, name: (g: SVGGElement) => string | undefined) => {
    const g = chart.querySelector<SVGGElement>(selector);
    const href = g?.querySelector(':scope > a')?.getAttribute('href');
    const words = g && name(g);
    return href && words ? { name: words, href } : null;
  };
  return {
    routes,
    state: (id) => place(`svg [data-state="${id}"]`, (g) => g.dataset.name),
    window: (state, kind) => place(`svg [data-window="${state}/${kind}"]`, (g) => g.dataset.label),
  };
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
    let latest: HTMLElement | undefined;
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof HTMLElement && r.target.matches(WIDGET)) latest = r.target;
      for (const n of r.addedNodes) if (n instanceof HTMLElement) latest = (n.matches(WIDGET) ? n : n.querySelector<HTMLElement>(WIDGET)) ?? latest;
    }
    if (latest) show(latest);
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-map-phase', 'data-map-window', 'data-map-from', 'data-map-move', 'data-map-source'],
  });
}
