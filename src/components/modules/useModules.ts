/**
 * How the generic parts get the widgets of a game's modules: `useModuleWidgets(ids)` for what comes
 * with them (the table parts), `useModuleParts(ids, part)` for a part that loads when
 * asked for (steps, panel, zones), `ids` being the game's module ids (`Object.keys(state.modules)`,
 * or of a view's), or 'all' for every module with widgets (the editor). The registry
 * (registry.ts, the list of module folders) and each module's widgets load on demand, once for the
 * page, shared by every component that asks; a game without modules loads none of them.
 */
import { useEffect, useLayoutEffect, useState } from 'preact/hooks';
import type { Later, LaterPart, LaterParts, ModuleWidgets } from './types.ts';

type Registry = typeof import('./registry.ts');

/** One download and what came of it. */
type Entry<T> = { readonly kind: 'loading'; readonly promise: Promise<unknown> } | { readonly kind: 'ready'; readonly value: T } | { readonly kind: 'failed' };

const entries = new Map<string, Entry<unknown>>();

/** The entry under `key`; with `load`, started if it was not (never while rendering: only from an effect). */
function entry<T>(key: string, load?: () => Promise<T>): Entry<T> | undefined {
  const known = entries.get(key) as Entry<T> | undefined;
  if (known || !load) return known;
  const promise = load().then(
    (value) => void entries.set(key, { kind: 'ready', value }),
    () => void entries.set(key, { kind: 'failed' }),
  );
  const started: Entry<T> = { kind: 'loading', promise };
  entries.set(key, started);
  return started;
}

/** What a component gets: what has loaded (in the registry's order), and whether anything is still coming or failed. */
export interface Loaded<T> {
  readonly list: readonly T[];
  /** 'ready' once everything asked for is in; 'failed' if a download failed (what did load is still listed). */
  readonly status: 'loading' | 'ready' | 'failed';
}

/**
 * What is in of `part` (null: the widgets themselves) for the modules `ids`, in the registry's
 * order, and the downloads still under way; with `load`, whatever is missing is started first.
 */
function look<T>(ids: readonly string[] | 'all', part: LaterPart | null, load: boolean): Loaded<T> & { readonly waiting: readonly Promise<unknown>[] } {
  const list: T[] = [];
  const waiting: Promise<unknown>[] = [];
  let status: Loaded<T>['status'] = 'ready';
  /** What is under `key` if it is in; else notes that it is still coming (or failed). */
  const get = <V>(key: string, start: () => Promise<V>): V | undefined => {
    const e = entry(key, load ? start : undefined);
    if (e?.kind === 'ready') return e.value;
    if (e?.kind === 'failed') status = status === 'ready' ? 'failed' : status;
    else {
      status = 'loading';
      if (e) waiting.push(e.promise);
    }
    return undefined;
  };
  // No module asked for: nothing to load, not even the registry.
  const registry = ids !== 'all' && ids.length === 0 ? undefined : get<Registry>('', () => import('./registry.ts'));
  for (const [id, loadWidgets] of Object.entries(registry?.MODULES ?? {})) {
    if (ids !== 'all' && !ids.includes(id)) continue;
    const widgets = get(id, () => loadWidgets().then((m) => m.widgets));
    const later = widgets && part !== null ? (widgets[part] as Later<T> | undefined) : undefined;
    const value = part === null ? widgets : later && get(`${id}#${part}`, later);
    if (value) list.push(value as T);
  }
  return { list, waiting, status };
}

/** What is in of `part` for `ids`; what is missing starts loading after the render, which is drawn again as each arrives. */
function useLoaded<T>(ids: readonly string[] | 'all', part: LaterPart | null): Loaded<T> {
  const [, redraw] = useState(0);
  // The first render matches the page as the server drew it, with no module widgets (the server
  // loads none): widgets another island loaded already would otherwise change what is hydrated, and
  // Preact would add a second copy of the table's boards beside the server's. They come in at once
  // after it, before the browser paints (a layout effect), so nothing flashes.
  const [mounted, setMounted] = useState(false);
  useLayoutEffect(() => setMounted(true), []);
  useEffect(() => {
    let live = true;
    for (const p of look(ids, part, true).waiting) void p.then(() => live && redraw((n) => n + 1));
    return () => {
      live = false;
    };
  });
  return mounted ? look<T>(ids, part, false) : { list: [], status: 'loading' };
}

/** The widgets of the modules `ids` (a game's), in the registry's order. Widgets loaded once are there before any later component is first painted. */
export function useModuleWidgets(ids: readonly string[] | 'all'): Loaded<ModuleWidgets> {
  return useLoaded(ids, null);
}

/** One later part (steps, panel or zones) of the modules `ids` that have it, loaded as `useModuleWidgets` loads. */
export function useModuleParts<K extends LaterPart>(ids: readonly string[] | 'all', part: K): Loaded<LaterParts[K]> {
  return useLoaded(ids, part);
}

/** Outside a component (a test, a script): one later part of every module that has it, in the registry's order, once all have loaded. */
export async function loadModuleParts<K extends LaterPart>(part: K): Promise<LaterParts[K][]> {
  const { MODULES } = await import('./registry.ts');
  const all = await Promise.all(Object.values(MODULES).map(async (load) => ((await load()).widgets[part] as Later<LaterParts[K]> | undefined)?.()));
  return all.filter((p) => p !== undefined);
}
