/**
 * The offline plan (src/integrations/offline.ts): which built files the service worker saves on the
 * first visit, under which address, and the version naming its cache; the worker's script and the
 * registration every page carries; the check that fails the build when the search index cannot answer. The worker itself is tested in the browser (tests/browser/offline.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { checkSearchIndex, planOffline, registrationScript, serviceWorkerScript, type SiteFile } from '../../src/integrations/offline.ts';

const file = (path: string, bytes = 100, hash = 'h'): SiteFile => ({ path, bytes, gzipBytes: Math.ceil(bytes / 4), hash });

const SITE: readonly SiteFile[] = [
  file('index.html', 1000),
  file('level-1/index.html', 2000),
  file('404.html', 300),
  file('_astro/PlaygroundWidget.abc123.js', 5000),
  file('_astro/page.def456.css', 700),
  file('favicon.svg', 50),
  file('og.png', 9000),
  file('sitemap-index.xml', 10),
  file('sitemap-0.xml', 10),
  file('sw.js', 3000),
  file('pagefind/pagefind.js', 400),
  file('pagefind/pagefind-ui.js', 400),
  file('pagefind/pagefind-worker.js', 400),
  file('pagefind/pagefind-entry.json', 10),
  file('pagefind/pagefind.en_1234.pf_meta', 10),
  file('pagefind/wasm.en.pagefind', 700),
  file('pagefind/wasm.unknown.pagefind', 700),
  file('pagefind/index/en_1.pf_index', 60),
  file('pagefind/fragment/en_2.pf_fragment', 6),
  file('pagefind/pagefind-component-ui.js', 1700),
  file('collections/docs.schema.json', 5),
];

describe('offline plan', () => {
  const plan = planOffline(SITE, ['en']);

  it('saves every page (under its address), the built assets, the icon and what search needs', () => {
    expect([...plan.manifest.precache].sort()).toEqual(
      [
        '/',
        '/level-1/',
        '/404.html',
        '/_astro/PlaygroundWidget.abc123.js',
        '/_astro/page.def456.css',
        '/favicon.svg',
        '/pagefind/pagefind.js',
        '/pagefind/pagefind-ui.js',
        '/pagefind/pagefind-worker.js',
        '/pagefind/pagefind-entry.json',
        '/pagefind/pagefind.en_1234.pf_meta',
        '/pagefind/wasm.en.pagefind',
        '/pagefind/index/en_1.pf_index',
        '/pagefind/fragment/en_2.pf_fragment',
      ].sort(),
    );
    expect(plan.precacheBytes).toBe(1000 + 2000 + 300 + 5000 + 700 + 50 + 400 * 3 + 10 + 10 + 700 + 60 + 6);
    expect(plan.precacheGzipBytes).toBeLessThan(plan.precacheBytes);
  });

  it('leaves for first use what readers never or rarely fetch, and never lists the worker itself', () => {
    expect([...plan.later].sort()).toEqual(
      ['collections/docs.schema.json', 'og.png', 'pagefind/pagefind-component-ui.js', 'pagefind/wasm.unknown.pagefind', 'sitemap-0.xml', 'sitemap-index.xml'].sort(),
    );
    expect(plan.laterBytes).toBe(5 + 9000 + 1700 + 700 + 10 + 10);
  });

  it('names its cache after the content of every file, in any order', () => {
    expect(planOffline([...SITE].reverse(), ['en']).manifest.version).toBe(plan.manifest.version);
    const changed = SITE.map((f) => (f.path === 'og.png' ? { ...f, hash: 'other' } : f));
    expect(planOffline(changed, ['en']).manifest.version).not.toBe(plan.manifest.version);
  });

  it('writes a worker script that carries the list, and a registration of a few hundred bytes at most', async () => {
    const script = await serviceWorkerScript(plan.manifest);
    expect(script).toContain(plan.manifest.version);
    expect(script).toContain('"/_astro/PlaygroundWidget.abc123.js"');
    expect(() => new Function(script)).not.toThrow(); // valid JavaScript (not run: it needs a worker's globals)
    const registration = registrationScript('/');
    expect(registration).toContain('register("/sw.js")');
    expect(registration.length).toBeLessThan(300);
    expect(registrationScript('/rules')).toContain('register("/rules/sw.js")');
    // Not at the load event itself, when the page's widgets are still starting: a few seconds later.
    expect(registration).toMatch(/addEventListener\("load",\(\)=>setTimeout\(.*,4000\)\)$/);
  });
});

describe('search index check (fails the build when search could not answer)', () => {
  const GOOD = JSON.stringify({ version: '1.4.0', languages: { en: { hash: 'en_abc', wasm: 'en', page_count: 20 } } });
  const PATH = 'dist/pagefind/pagefind-entry.json';
  const problem = (entry: string | undefined, fragments = 20) => {
    const result = checkSearchIndex(entry, fragments, PATH);
    return result.ok ? null : result.message;
  };

  it('passes a good index and gives its languages', () => {
    expect(checkSearchIndex(GOOD, 20, PATH)).toEqual({ ok: true, languages: ['en'] });
  });

  it('fails a missing entry file, naming it and saying what to do', () => {
    const message = problem(undefined);
    expect(message).toMatch(/^Search index missing or empty: dist\/pagefind\/pagefind-entry\.json does not exist\./);
    expect(message).toContain('Rebuild');
  });

  it('fails an empty entry file', () => {
    expect(problem('')).toContain(`${PATH} is empty`);
    expect(problem(' \n')).toContain(`${PATH} is empty`);
  });

  it('fails an entry file that is not JSON', () => {
    expect(problem('{"version": "1.4.0", "langu')).toContain(`${PATH} is not valid JSON`);
  });

  it('fails an index of no page: no language, zero pages, or no fragment written', () => {
    expect(problem(JSON.stringify({ version: '1.4.0', languages: {} }))).toContain('lists no language index');
    expect(problem('null')).toContain('lists no language index');
    expect(problem(JSON.stringify({ version: '1.4.0', languages: { en: { hash: 'en_abc', wasm: 'en', page_count: 0 } } }))).toContain('indexes 0 pages');
    expect(problem(GOOD, 0)).toContain('no page fragment was written');
  });
});
