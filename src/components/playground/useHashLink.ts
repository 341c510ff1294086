/**
 * Keeps the page's URL fragment and the session in step: reads `#g=…` at start and on every
 * `hashchange`, and rewrites the fragment (without a new history entry) whenever the session
 * changes, so the address bar always holds a link to exactly what is shown.
 */
import { useEffect, useRef } from 'preact/hooks';
import { decodeLink, LINK_PREFIX, type DecodedLink } from '../../machine/index.ts';

export type HashEvent = { readonly kind: 'empty' } | { readonly kind: 'link'; readonly decoded: DecodedLink };

/** An in-page anchor (e.g. the skip link's target) is not a game link and is left alone. */
function isPageAnchor(hash: string): boolean {
  const id = decodeURIComponentSafe(hash.slice(1));
  return id !== '' && !id.startsWith(LINK_PREFIX) && document.getElementById(id) !== null;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function useHashLink(fragment: string | null, onHash: (e: HashEvent) => void): void {
  const written = useRef<string | null>(null);
  const started = useRef(false);
  const handler = useRef(onHash);
  handler.current = onHash;

  useEffect(() => {
    const read = () => {
      const hash = location.hash;
      if (hash === '' || hash === '#') {
        handler.current({ kind: 'empty' });
        return;
      }
      if (isPageAnchor(hash)) {
        // A link to a section of the page: the browser has scrolled there; keep (or start) the game
        // and put its link back in the address, without a new history entry.
        if (written.current !== null) history.replaceState(history.state, '', `#${written.current}`);
        else if (!started.current) handler.current({ kind: 'empty' });
        return;
      }
      // No check against what we wrote ourselves: `replaceState` never fires `hashchange`, so any
      // change here came from outside (typed, pasted, or back from an error to the same link) and is
      // read afresh. (Skipping "our own" link raced with the effect below on slow machines.)
      handler.current({ kind: 'link', decoded: decodeLink(hash) });
    };
    read();
    started.current = true;
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    written.current = fragment; // null while no game is shown (a link error): any link is news then
    if (fragment === null) return;
    if (location.hash.slice(1) !== fragment) history.replaceState(history.state, '', `#${fragment}`);
  }, [fragment]);
}
