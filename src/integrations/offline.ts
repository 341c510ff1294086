/**
 * Offline use of the site (a game table often has no network): an Astro integration that, in a
 * production build only,
 *   - adds to every page a tiny inline script that registers the service worker once the page has
 *     loaded (never in `astro dev`, where files change all the time);
 *   - after the build (`astro:build:done`, once Starlight's own hook has written the search index:
 *     this integration comes after Starlight in astro.config.mjs), lists every file of the built
 *     site, chooses those to save on the first visit, and writes `/sw.js`: the worker of
 *     service-worker.ts with that list and a version made from every file's content;
 *   - in that same hook, fails the build when the search index is missing or empty
 *     (`checkSearchIndex`): search that cannot answer gives no error in the browser.
 *
 * Saved on the first visit (precached): every page, every file under `/_astro/` (scripts, styles,
 * fonts and images of the pages and of every playground panel), the site's icons, and all that
 * search loads to answer (the UI, Pagefind's runtime and worker, its WebAssembly for the site's
 * languages, its index and fragments: together about a quarter of the whole, but search is part of
 * the site a table needs). Saved only when first used: Pagefind's other files (UIs and WebAssembly
 * that our search does not load), the social card image and the sitemaps (readers never fetch
 * them), and anything else the build leaves beside the pages.
 */
import type { AstroIntegration } from 'astro';
import { transform } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type OfflineManifest, serviceWorker } from './service-worker.ts';
import { reindexSearch } from './search-reindex.ts';

export const SW_FILE = 'sw.js';

/** One file of the built site: its path from the site's root (`level-1/index.html`), size (raw and gzipped) and content hash. */
export interface SiteFile {
  readonly path: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly hash: string;
}

export interface OfflinePlan {
  readonly manifest: OfflineManifest;
  /** Bytes fetched on the first visit, and the files left to be saved when first used. */
  readonly precacheBytes: number;
  /** The same files gzipped, as most servers send them: what the first visit costs on the network. */
  readonly precacheGzipBytes: number;
  readonly laterBytes: number;
  readonly later: readonly string[];
}

/** Files at the site's root that readers never fetch. */
const NEVER_FETCHED = [/^sitemap[\w-]*\.xml$/, /^og\.png$/];
/**
 * What search loads from Pagefind's folder besides the index: the UI our Search override loads, the
 * runtime, its web worker and the entry file (see src/components/overrides/Search.astro).
 */
const SEARCH_RUNTIME = new Set(['pagefind-ui.js', 'pagefind.js', 'pagefind-worker.js', 'pagefind-entry.json']);
/** The public folder's icons, images and fonts (at the site's root). */
const STATIC_ASSET = /^[^/]+\.(svg|ico|png|webp|avif|jpe?g|gif|woff2?|webmanifest)$/;

/**
 * Whether the first visit saves this file. `searchWasm` lists the WebAssembly files of the site's
 * languages (from `pagefind-entry.json`).
 */
function precached(path: string, searchWasm: ReadonlySet<string>): boolean {
  if (path === SW_FILE || NEVER_FETCHED.some((re) => re.test(path))) return false;
  if (path.endsWith('.html') || path.startsWith('_astro/')) return true;
  if (path.startsWith('pagefind/')) {
    const name = path.slice('pagefind/'.length);
    return SEARCH_RUNTIME.has(name) || name.endsWith('.pf_meta') || /^(index|fragment)\//.test(name) || searchWasm.has(name);
  }
  return STATIC_ASSET.test(path);
}

/** A page's address: `level-1/index.html` is `/level-1/`; other files keep their path. */
const addressOf = (path: string) => `/${path.replace(/(^|\/)index\.html$/, '$1')}`;

/** What the service worker saves on the first visit, and the version naming its cache. */
export function planOffline(files: readonly SiteFile[], searchLanguages: readonly string[]): OfflinePlan {
  const searchWasm = new Set(searchLanguages.map((l) => `wasm.${l}.pagefind`));
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const version = createHash('sha256')
    .update(sorted.map((f) => `${f.path}:${f.hash}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const first = sorted.filter((f) => precached(f.path, searchWasm));
  const rest = sorted.filter((f) => f.path !== SW_FILE && !precached(f.path, searchWasm));
  const sum = (list: readonly SiteFile[], size: (f: SiteFile) => number = (f) => f.bytes) => list.reduce((t, f) => t + size(f), 0);
  return {
    manifest: { version, precache: first.map((f) => addressOf(f.path)) },
    precacheBytes: sum(first),
    precacheGzipBytes: sum(first, (f) => f.gzipBytes),
    laterBytes: sum(rest),
    later: rest.map((f) => f.path),
  };
}

/** The worker's script: service-worker.ts's function called with the manifest, minified. */
export async function serviceWorkerScript(manifest: OfflineManifest): Promise<string> {
  const source = `(${serviceWorker.toString()})(${JSON.stringify(manifest)});`;
  const { code } = await transform(source, { minify: true, target: 'es2020' });
  return `// Written by the build (src/integrations/offline.ts): the site's offline copy, version ${manifest.version}.\n${code}`;
}

/**
 * The inline script every page carries: registers the worker a few seconds after the page has
 * loaded. Installing it downloads the whole site (some 5 MB) for the offline copy; begun at the load
 * event, that download and its unpacking ran while the page's own widgets were still starting, on
 * the same CPU (Lighthouse, mobile, median of 3: /level-1/ blocked 527 ms with it, 159 ms without).
 * A reader who stays a few seconds gets the offline copy all the same.
 */
const REGISTER_DELAY_MS = 4000;
export const registrationScript = (base: string) =>
  `"serviceWorker"in navigator&&addEventListener("load",()=>setTimeout(()=>navigator.serviceWorker.register("${base.replace(/\/?$/, '/')}${SW_FILE}").catch(()=>{}),${REGISTER_DELAY_MS}))`;

async function siteFiles(root: string, dir = root): Promise<SiteFile[]> {
  const out: SiteFile[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await siteFiles(root, full)));
    else if (e.isFile()) {
      const content = await readFile(full);
      out.push({
        path: relative(root, full).split(sep).join('/'),
        bytes: content.length,
        gzipBytes: gzipSync(content).length,
        hash: createHash('sha256').update(content).digest('hex'),
      });
    }
  }
  return out;
}

/** Pagefind's entry file, as written under the built site's `pagefind/` folder. */
export const SEARCH_ENTRY = 'pagefind/pagefind-entry.json';

/** What `pagefind-entry.json` says of each language indexed. */
interface SearchEntry {
  readonly languages?: Record<string, { readonly wasm?: string; readonly page_count?: number }>;
}

/**
 * Whether the built site's search index can answer: `entry` is the text of `pagefind-entry.json`
 * (undefined: no such file), `fragments` the number of page fragments Pagefind wrote, `shownPath`
 * the entry file's path as the message names it. The languages indexed (the WebAssembly files
 * search loads) when it can; otherwise why not, a message a developer can act on. Search that
 * cannot answer fails silently in the browser, so the build must fail instead.
 */
export function checkSearchIndex(
  entry: string | undefined,
  fragments: number,
  shownPath = `dist/${SEARCH_ENTRY}`,
): { readonly ok: true; readonly languages: readonly string[] } | { readonly ok: false; readonly message: string } {
  const fail = (why: string) => ({
    ok: false as const,
    message:
      `Search index missing or empty: ${shownPath} ${why}. Search would never answer on the built site. ` +
      'Rebuild (`npx astro build`, after deleting dist/) and check that Starlight logs "Finished building search index" with pages indexed; ' +
      "pages are only indexed when their content is inside Starlight's <main data-pagefind-body>.",
  });
  if (entry === undefined) return fail('does not exist');
  if (entry.trim() === '') return fail('is empty');
  let parsed: SearchEntry;
  try {
    parsed = JSON.parse(entry) as SearchEntry;
  } catch (e) {
    return fail(`is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  const languages = Object.values(parsed?.languages ?? {});
  if (languages.length === 0) return fail('lists no language index');
  const pages = languages.reduce((n, l) => n + (typeof l.page_count === 'number' ? l.page_count : 0), 0);
  if (pages === 0) return fail('indexes 0 pages');
  if (fragments === 0) return fail(`lists ${pages} pages but no page fragment was written (pagefind/fragment/ is empty)`);
  return { ok: true, languages: languages.map((l) => l.wasm ?? 'unknown') };
}

/** The built site's search index, checked. */
async function searchIndex(root: string, files: readonly SiteFile[]) {
  const entry = await readFile(join(root, SEARCH_ENTRY), 'utf8').catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return undefined;
    throw e;
  });
  const fragments = files.filter((f) => /^pagefind\/fragment\/.+\.pf_fragment$/.test(f.path)).length;
  return checkSearchIndex(entry, fragments, relative(process.cwd(), join(root, SEARCH_ENTRY)).split(sep).join('/'));
}

const searchIndexOk = async (root: string, files: readonly SiteFile[]) => (await searchIndex(root, files)).ok;

/** The languages of the built site's search index; throws, failing the build, when it cannot answer. */
async function searchLanguages(root: string, files: readonly SiteFile[]): Promise<readonly string[]> {
  const result = await searchIndex(root, files);
  if (!result.ok) throw new Error(result.message);
  return result.languages;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export default function offline(): AstroIntegration {
  return {
    name: 'bng-offline',
    hooks: {
      'astro:config:setup': ({ command, config, injectScript }) => {
        if (command === 'build') injectScript('head-inline', registrationScript(config.base));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let files = await siteFiles(root);
        if (!(await searchIndexOk(root, files))) {
          logger.warn('The search index was written with empty files (Pagefind closed before it had finished writing): indexing the site again.');
          await reindexSearch(root);
          files = await siteFiles(root);
        }
        const plan = planOffline(files, await searchLanguages(root, files));
        const script = await serviceWorkerScript(plan.manifest);
        await writeFile(join(root, SW_FILE), script);
        logger.info(
          `${SW_FILE} (${kb(script.length)}) saves ${plan.manifest.precache.length} files, ${kb(plan.precacheBytes)} (${kb(plan.precacheGzipBytes)} gzipped), on the first visit; ` +
            `${plan.later.length} more (${kb(plan.laterBytes)}) when first used. Version ${plan.manifest.version}.`,
        );
      },
    },
  };
}
