/**
 * Build time only: the names the map gives its boxes (PhaseMap.astro writes them into the page as
 * `data-places`), and a focused map written as HTML on the server, for a widget that arrives drawn
 * with its game's place on the map (the playground's first game: Playground.astro).
 */
import { rulePath } from '../../machine/index.ts';
import { phaseMap } from './build.ts';
import { focusOf } from './focus.ts';
import { focusHtml } from './focusView.ts';
import { windowKey } from './layout.ts';
import { mapDataOf, type Places } from './mapData.ts';
import { routeEdgesOf, type PhaseMapModel } from './model.ts';

/** A state's name and rule link, a window's label and rule link (only the windows the map draws). */
export function placesOf(model: PhaseMapModel): Places {
  return {
    states: Object.fromEntries(model.states.map((s) => [s.id, [s.name, rulePath(s.rule)]])),
    windows: Object.fromEntries(model.windows.map((w) => [windowKey(w.state, w.kind), [w.label, rulePath(w.rule)]])),
  };
}

/**
 * The focused map of a game standing in `phase` (with the window `open` there, if any) on the map of
 * `level` (null: every module's), opened in the page from the width `openFrom` up (see focusHtml).
 */
export async function focusedMapHtml(level: number | null, phase: string, open: string | undefined, openFrom: string): Promise<string> {
  const { model } = await phaseMap(level);
  return focusHtml(focusOf(mapDataOf(placesOf(model), routeEdgesOf(model)), phase, open, { route: null }), openFrom);
}
