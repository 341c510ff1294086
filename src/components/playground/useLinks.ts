/**
 * The playground's share-link code (links.ts), loaded on demand: the first call starts the
 * download and every later one shares it. The playground asks for it as soon as it has shown its
 * first game (the address must hold the game's link), and before it opens a link from the address.
 */
import { useEffect, useState } from 'preact/hooks';

export type Links = typeof import('./links.ts');

export type LinksState = { readonly kind: 'loading' | 'failed' } | { readonly kind: 'ready'; readonly links: Links };

let pending: Promise<Links> | null = null;
let loaded: Links | null = null;

/** The link code, downloaded once (a failed download stays failed: the page must be reloaded). */
export function loadLinks(): Promise<Links> {
  pending ??= import('./links.ts').then((m) => (loaded = m));
  return pending;
}

let everyLevel: Promise<unknown> | null = null;

/**
 * Every level's rules: the island installs Level 1's only (machine/level1.ts), and `all-levels.ts`
 * installs them all when it loads. A link from the address may hold a game of any level, so it is
 * opened once both this and the link code are in.
 */
export function loadEveryLevel(): Promise<unknown> {
  everyLevel ??= import('../../machine/all-levels.ts');
  return everyLevel;
}

/** The link code once loaded; `loading` until then, `failed` if it could not be downloaded. */
export function useLinks(): LinksState {
  const [state, setState] = useState<LinksState>(loaded ? { kind: 'ready', links: loaded } : { kind: 'loading' });
  useEffect(() => {
    if (state.kind !== 'loading') return;
    let live = true;
    loadLinks().then(
      (links) => live && setState({ kind: 'ready', links }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
