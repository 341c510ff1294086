/**
 * The site's service worker, so that a site visited once works at a table with no network. The
 * build (offline.ts) writes it to `/sw.js` as `(serviceWorker)(manifest)`: this function's source,
 * called with the list of files of that build. It must therefore use nothing from outside its own
 * body (no imports, no module-level values): only its argument and the worker's globals.
 *
 *   - install: every file of the manifest's `precache` list is fetched (past the HTTP cache) into a
 *     cache named after the build's version; the worker only takes over once all are in;
 *   - activate: caches of earlier builds are deleted, and the open pages are taken over;
 *   - fetch (same-origin GET only): a file whose name carries its content hash (`/_astro/`, the
 *     search index's chunks) is served from the cache first; anything else (pages, the search
 *     runtime, the icon) from the network first, falling back to the cache when the network fails
 *     or is slow; what the network returns is kept for next time. Query strings (Pagefind asks for
 *     `pagefind-entry.json?ts=…`) are ignored, and `/level-1`, `/level-1/` and
 *     `/level-1/index.html` are one page. A page not in the cache, offline, gets the site's 404 page.
 */

/** What the build tells the worker. */
export interface OfflineManifest {
  /** Changes whenever any file of the site changes: names the cache. */
  readonly version: string;
  /** Paths to fetch on install, pages as their address (`/level-1/`). */
  readonly precache: readonly string[];
}

// The worker's own types (the project's TypeScript setup knows the page's, not a worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

export function serviceWorker(manifest: OfflineManifest): void {
  const sw = self as unknown as WorkerScope;
  const PREFIX = 'bng-offline-';
  const CACHE = PREFIX + manifest.version;
  /** How long a page may take on the network before the copy in the cache is served instead. */
  const PATIENCE_MS = 3000;
  const known = new Set(manifest.precache);

  /** The cache key of a same-origin path: no query, and one key per page however it is written. */
  const keyOf = (url: URL): string => {
    let path = url.pathname;
    if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
    else if (!path.endsWith('/') && !/\.[^/]*$/.test(path) && known.has(`${path}/`)) path += '/';
    return path;
  };
  const hashed = (key: string) => key.startsWith('/_astro/') || /^\/pagefind\/(index|fragment)\//.test(key) || key.endsWith('.pf_meta');

  sw.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(CACHE)
        .then((cache) => cache.addAll(manifest.precache.map((path) => new Request(path, { cache: 'reload' }))))
        .then(() => sw.skipWaiting()),
    );
  });

  sw.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))))
        .then(() => sw.clients.claim()),
    );
  });

  /** Keeps a good same-origin answer for next time (a redirect or an error is not kept). */
  const keep = (key: string, response: Response) => {
    if (response.ok && response.type === 'basic' && !response.redirected) {
      const copy = response.clone();
      void caches.open(CACHE).then((cache) => cache.put(key, copy));
    }
    return response;
  };
  const cached = (key: string) => caches.open(CACHE).then((cache) => cache.match(key));
  const offlinePage = async (request: Request) =>
    (request.mode === 'navigate' ? await cached('/404.html') : undefined) ?? new Response('Offline, and this file was not saved for offline use.', { status: 503 });

  const cacheFirst = async (request: Request, key: string) => (await cached(key)) ?? keep(key, await fetch(request));

  const networkFirst = (request: Request, key: string) =>
    new Promise<Response>((resolve) => {
      let answered = false;
      const answer = (response: Response) => {
        if (!answered) resolve(response);
        answered = true;
      };
      // A slow network: the saved copy now, if there is one (the network's answer still refreshes it).
      const timer = setTimeout(() => void cached(key).then((hit) => hit && answer(hit)), PATIENCE_MS);
      fetch(request).then(
        (response) => {
          clearTimeout(timer);
          answer(keep(key, response));
        },
        async () => {
          clearTimeout(timer);
          answer((await cached(key)) ?? (await offlinePage(request)));
        },
      );
    });

  sw.addEventListener('fetch', (event) => {
    const request = event.request;
    const url = new URL(request.url);
    if (request.method !== 'GET' || url.origin !== sw.location.origin || url.pathname === '/sw.js') return;
    const key = keyOf(url);
    event.respondWith(hashed(key) ? cacheFirst(request, key).catch(() => offlinePage(request)) : networkFirst(request, key));
  });
}
