/**
 * Keeps the page's URL fragment, the browser history and the session in step.
 *
 * Reading: the fragment (`#g=…`) is read at start, on `popstate` (Back and Forward) and on
 * `hashchange` (a link typed or pasted into the address bar). A traversal between entries that
 * differ only in their fragment fires both events, so the widget's handler must be idempotent: it
 * ignores a link that is already shown.
 *
 * Writing: the address always holds a link to exactly what is shown. The rule for the browser
 * history (also explained on the playground page):
 *
 * - Ordinary stepping (undo, redo, the arrow keys, the slider, playing a move on the line shown,
 *   changing the viewpoint) rewrites the current history entry with `replaceState`: stepping through
 *   a long game never fills the browser history, and the entry always holds the latest step.
 * - A landmark (a new game or position, opening a link from the error panel, switching lines,
 *   starting a variation, jumping to a step from the history list) adds an entry with `pushState`.
 *   Back then returns to the previous landmark as it was last shown, and Forward comes back.
 * - What the browser itself brings (the first link at load, Back, Forward, a pasted link) never
 *   adds an entry: the page's first entry stays its own, so Back from the first landmark leaves the
 *   playground as it would leave any page. After Back, Forward or a pasted link the address is not
 *   even rewritten (`keep`): it already holds what is shown, and rewriting it late (quick presses
 *   of Back run ahead of the page) would put one entry's link into another.
 */
import { useEffect, useRef } from 'preact/hooks';
import { LINK_PREFIX } from '../../machine/api.ts';
import { pageAnchorId } from '../shared/pageAnchor.ts';

/** The fragment found in the address (without '#'), or none. `source` tells a page load from a later navigation. */
export type HashEvent = { readonly kind: 'empty' } | { readonly kind: 'link'; readonly fragment: string; readonly source: 'load' | 'navigation' };

/** An in-page anchor (e.g. the skip link's target) is not a game link and is left alone. */
function isPageAnchor(hash: string): boolean {
  const id = pageAnchorId(hash);
  return id !== null && !id.startsWith(LINK_PREFIX);
}

/** How a change reaches the address: a new entry, the same entry rewritten, or left as the browser has it. */
export type AddressWrite = 'push' | 'replace' | 'keep';

/**
 * `fragment` is the link of what is shown (null while no game is shown); `write` says how the change
 * that led to it reaches the browser history: a landmark (`push`), ordinary stepping (`replace`), or
 * the browser's own navigation (`keep`).
 */
export function useHashLink(fragment: string | null, write: AddressWrite, onHash: (e: HashEvent) => void): void {
  const written = useRef<string | null>(null);
  const started = useRef(false);
  const handler = useRef(onHash);
  handler.current = onHash;

  useEffect(() => {
    const read = (source: 'load' | 'navigation') => {
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
      // No check here against what we wrote ourselves (that raced with the effect below on slow
      // machines): the handler knows what it shows and ignores the link it already shows.
      handler.current({ kind: 'link', fragment: hash.slice(1), source });
    };
    const navigated = () => read('navigation');
    read('load');
    started.current = true;
    window.addEventListener('popstate', navigated);
    window.addEventListener('hashchange', navigated);
    return () => {
      window.removeEventListener('popstate', navigated);
      window.removeEventListener('hashchange', navigated);
    };
  }, []);

  useEffect(() => {
    written.current = fragment; // null while no game is shown (a link error): any link is news then
    if (fragment === null || write === 'keep' || location.hash.slice(1) === fragment) return;
    if (write === 'push') history.pushState(null, '', `#${fragment}`);
    else history.replaceState(history.state, '', `#${fragment}`);
    // `write` too: the first game's link is known before the address is read (from the server), so
    // the fragment stays the same when its `keep` turns to `replace`, and the link must go in then.
  }, [fragment, write]);
}
