/**
 * The focused phase map: the part of the chart a reader needs at one step, read from the page's
 * whole map (no engine, no layout). Where the game stands and the stages around it, the decision
 * window open there, the way the last move came, and every way out of here with the move or event
 * that takes it. Each place carries its rule link, so the focused map answers "why is the game
 * here, and what can happen next" without the picture.
 */
import { triggerWords } from './names.ts';
import { selfAndAncestors, type Route, type RouteEdge } from './route.ts';

/** A box of the map: its name and the link to its rule. */
export interface Place {
  readonly name: string;
  readonly href: string;
}

/** What the focused map reads from the whole map. */
export interface MapData {
  readonly routes: readonly RouteEdge[];
  readonly state: (id: string) => Place | null;
  readonly window: (state: string, kind: string) => Place | null;
}

export interface NextWay {
  readonly to: Place;
  /** The move or event that takes it, in words (`buy, if it wins`). */
  readonly how: string;
}

export interface Focus {
  /** The stages the game is in, outermost first; the last is where it stands. */
  readonly path: readonly Place[];
  readonly window: Place | null;
  /** The last move, in words, and the state it was played in (when it took the game somewhere). */
  readonly came: { readonly move: string; readonly from: Place } | null;
  readonly next: readonly NextWay[];
}

const placeOf = (data: MapData, id: string): Place => data.state(id) ?? { name: id, href: '#phase-map' };

export function focusOf(data: MapData, phase: string, open: string | undefined, last: { from?: string; move?: string; route: Route | null }): Focus {
  const path = [...selfAndAncestors(phase)].reverse().map((id) => placeOf(data, id));
  const window = open && open !== phase ? data.window(phase, open) : null;
  const came = last.route && last.from && last.move ? { move: triggerWords(last.move, null), from: placeOf(data, last.from) } : null;
  // (The chart leaves only from the states themselves, never from a whole stage: see the unit test.)
  const next = data.routes.filter((e) => e[0] === phase).map((e) => ({ to: placeOf(data, e[1]), how: e[4] ?? '' }));
  return { path, window, came, next };
}
