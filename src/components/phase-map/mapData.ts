/**
 * What the focused maps read of the whole map (focus.ts's MapData) from the names every box carries:
 * `data-places` on a live map's figure in the page (light.ts), the chart's model on the server
 * (firstFocus.ts). No engine here: the page script imports it.
 */
import type { MapData, Place } from './focus.ts';
import type { RouteEdge } from './route.ts';

/** Each box's words and rule link, as the map names them: `[name, href]`, states by id, windows by `state/kind`. */
export interface Places {
  readonly states: Readonly<Record<string, readonly [string, string]>>;
  readonly windows: Readonly<Record<string, readonly [string, string]>>;
}

export function mapDataOf(places: Places, routes: readonly RouteEdge[]): MapData {
  // Own keys only: a state id is never looked up on the object's prototype (`constructor`).
  const place = (of: Places[keyof Places], key: string): Place | null => {
    const entry = Object.hasOwn(of, key) ? of[key] : undefined;
    return entry ? { name: entry[0], href: entry[1] } : null;
  };
  return {
    routes,
    state: (id) => place(places.states, id),
    window: (state, kind) => place(places.windows, `${state}/${kind}`),
  };
}
