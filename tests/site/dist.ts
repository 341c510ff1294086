/**
 * Reading the built site (`dist/`) for the site tests. Build first: `npm run build`, then
 * `npx vitest run --project site`. Pages are parsed into HTML trees (hast) and cached.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { select, selectAll } from 'hast-util-select';

/** The built site: `dist/`, or another build named by `SITE_DIST` (e.g. a copy built with `--outDir`). */
export const DIST = process.env.SITE_DIST ? resolve(process.env.SITE_DIST) : join(import.meta.dirname, '../../dist');

export function assertBuilt(): void {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no built site: run \`npm run build\` before the site tests.`);
}

/** The file a site path is served from: `/level-1/` → `dist/level-1/index.html`. */
export function fileOf(path: string): string {
  const clean = decodeURIComponent(path.split('#')[0]!.split('?')[0]!);
  return clean.endsWith('/') ? join(DIST, clean, 'index.html') : join(DIST, clean);
}

/** Every HTML page in dist, as site paths (`/`, `/level-1/`, `/404.html`). */
export function pagePaths(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_astro' && name !== 'pagefind') walk(full);
      } else if (name.endsWith('.html')) {
        const rel = '/' + relative(DIST, full).split(sep).join('/');
        out.push(rel.endsWith('/index.html') || rel === '/index.html' ? rel.slice(0, -'index.html'.length) : rel);
      }
    }
  };
  walk(DIST);
  return out.sort();
}

const cache = new Map<string, Root>();

/** The parsed page at a site path. */
export function page(path: string): Root {
  const file = fileOf(path);
  let tree = cache.get(file);
  if (!tree) {
    tree = fromHtml(readFileSync(file, 'utf8'));
    cache.set(file, tree);
  }
  return tree;
}

export { select, selectAll };

/** The element with this id (ids may contain dots, so no CSS `#id` selector). */
export function byId(tree: Root, id: string): Element[] {
  return selectAll('[id]', tree).filter((el) => el.properties.id === id);
}

export function attr(el: Element | undefined, name: string): string | undefined {
  const v = el?.properties[name];
  return v === undefined || v === null ? undefined : Array.isArray(v) ? v.join(' ') : String(v);
}
