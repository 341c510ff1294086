/**
 * The coach page's island. It is small on purpose: it lists the games to start (plain links, so the
 * page is whole before any script runs) and loads the engine, the coach and the game's view
 * (load.ts) only once a game starts, from a click or from the address:
 *   #start=<opening>   a new game on that prepared opening (the links below, and each level page's);
 *   #o=<opening>&g=…   a coached game to resume (the address while playing, see coachGame.ts).
 */
// No JSX in this file, on purpose: preact's `h` rather than the JSX runtime's import, which this
// island alone would share with the other islands, so the bundler cut the runtime out of the chunk
// every other page loads it in: a 0.2 KB seam in the playground's and the level pages' first
// download (measured with scripts/budget.mjs).
import { h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CoachGame } from './coachGame.ts';

export interface OpeningCard {
  readonly id: string;
  readonly title: string;
  readonly adds: string;
}

type Load = typeof import('./load.ts');
type Mode =
  | { readonly kind: 'list' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'game'; readonly load: Load; readonly game: CoachGame; readonly n: number }
  | { readonly kind: 'error'; readonly message: string };

/** What the address asks for: nothing, a new game on an opening, or a game to resume. */
function wanted(hash: string): { readonly start: string } | { readonly resume: string } | null {
  const text = hash.replace(/^#/, '');
  if (text.startsWith('start=')) return { start: decodeURIComponent(text.slice('start='.length)) };
  if (/(^|&)g=/.test(text)) return { resume: text };
  return null;
}

export default function CoachWidget({ openings }: { readonly openings: readonly OpeningCard[] }) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  // Ready for use once its effect below has run (the browser tests wait for it).
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    let n = 0;
    const follow = () => {
      const want = wanted(location.hash);
      if (!want) return;
      setMode({ kind: 'loading' });
      import('./load.ts').then(
        (load) => {
          const opening = 'start' in want ? load.openingOf(want.start) : null;
          const opened =
            'start' in want
              ? opening
                ? load.openOpening(opening)
                : { ok: false as const, message: `There is no coached game called "${want.start.slice(0, 40)}". Pick one below.` }
              : load.openFragment(want.resume);
          setMode(opened.ok ? { kind: 'game', load, game: opened.game, n: ++n } : { kind: 'error', message: opened.message });
        },
        () => setMode({ kind: 'error', message: 'The coach could not be loaded. Check the connection and reload the page.' }),
      );
    };
    follow();
    setHydrated(true);
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);

  const backToList = () => {
    history.replaceState(history.state, '', location.pathname + location.search);
    setMode({ kind: 'list' });
    requestAnimationFrame(() => document.getElementById('bng-coach-pick')?.focus());
  };

  if (mode.kind === 'game') return h(mode.load.CoachGameView, { key: mode.n, initial: mode.game, onNew: backToList });
  return h(
    'div',
    { class: 'bng-widget bng-coach not-content', 'data-state': mode.kind, 'data-hydrated': String(hydrated) },
    mode.kind === 'loading' ? h('p', { role: 'status', class: 'bng-coach-loading' }, 'Dealing the cards…') : null,
    mode.kind === 'error' ? h('p', { role: 'alert', class: 'bng-coach-error', 'data-coach': 'error' }, mode.message) : null,
    h('h2', { id: 'bng-coach-pick', tabIndex: -1 }, 'Pick a game'),
    h(
      'ul',
      { class: 'bng-coach-starts' },
      openings.map((o) =>
        h('li', { key: o.id }, h('a', { class: 'bng-coach-start', href: `#start=${o.id}`, 'data-opening': o.id }, h('strong', null, o.title), h('span', null, o.adds))),
      ),
    ),
  );
}
