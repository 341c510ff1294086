/** Reading the built site in `dist/`: its pages and where the widgets are. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every page of the built site, as a path (`/level-1/`), from `dist/**\/index.html` and the 404 page. */
export function sitePages(dist: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === '_astro' || name === 'pagefind') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'index.html') pages.push(`/${relative(dist, dir).split('\\').join('/')}${dir === dist ? '' : '/'}`);
    }
  };
  walk(dist);
  return pages.sort();
}

export function pageHtml(dist: string, path: string): string {
  return readFileSync(join(dist, path, 'index.html'), 'utf8');
}

/** Pages that embed a worked example, with the ids of their examples (from the server-rendered markup). */
export function examplePages(dist: string): { path: string; ids: string[] }[] {
  return sitePages(dist)
    .map((path) => ({ path, ids: [...pageHtml(dist, path).matchAll(/data-example="([^"]+)"/g)].map((m) => m[1]!) }))
    .filter((p) => p.ids.length > 0);
}

/** The ids of the anchors of a page (`id="…"`). */
export function anchorsOf(dist: string, path: string): Set<string> {
  return new Set([...pageHtml(dist, path).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!.replace(/&#x2E;|&#46;/g, '.')));
}
