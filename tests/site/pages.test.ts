/**
 * Site-wide checks on the built pages: metadata for search engines and link previews, links that
 * lead somewhere, the sidebar, and no client JavaScript of ours on pages without a widget. Reads the
 * built site: run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, attr, byId, DIST, page, pagePaths, select, selectAll } from './dist.ts';

beforeAll(assertBuilt);

describe('every page has a description, a canonical URL and a social image', () => {
  const paths = pagePaths();

  it('finds the pages', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/setup/', '/level-1/', '/cards/', '/glossary/', '/playground/', '/share-links/', '/engine/']));
  });

  for (const path of paths) {
    it(path, () => {
      const tree = page(path);
      const meta = (key: string, value: string) => attr(select(`meta[${key}="${value}"]`, tree), 'content');
      const description = meta('name', 'description');
      expect(description, 'meta description').toBeTruthy();
      expect(description!.length, 'meta description is a real sentence').toBeGreaterThan(50);

      const canonical = attr(select('link[rel="canonical"]', tree), 'href');
      expect(canonical, 'canonical URL').toMatch(/^https?:\/\//);
      // Starlight gives its 404 page (served from /404.html) the canonical path /404/.
      expect(new URL(canonical!).pathname).toBe(path === '/404.html' ? '/404/' : path);
      expect(meta('property', 'og:url')).toBe(canonical);

      const image = meta('property', 'og:image');
      expect(image, 'og:image').toMatch(/^https?:\/\//);
      expect(new URL(image!).origin, 'og:image on the same site').toBe(new URL(canonical!).origin);
      expect(meta('property', 'og:image:alt'), 'og:image:alt').toBeTruthy();
    });
  }
});

describe('links inside the site', () => {
  it('every internal link and fragment points at something that exists', () => {
    const broken: string[] = [];
    for (const path of pagePaths()) {
      for (const a of selectAll('a[href]', page(path))) {
        const href = attr(a, 'href')!;
        if (/^[a-z]+:/i.test(href) || href.startsWith('//')) continue; // external
        const url = new URL(href, `https://site.invalid${path}`);
        const target = url.pathname;
        const fragment = decodeURIComponent(url.hash.slice(1));
        let tree;
        try {
          tree = page(target);
        } catch {
          broken.push(`${path}: ${href} (no such page)`);
          continue;
        }
        // `#g=…` opens a game in the playground (a share link), not an element; `_top` is the title.
        if (fragment === '' || fragment === '_top' || fragment.startsWith('g=')) continue;
        if (byId(tree, fragment).length === 0) broken.push(`${path}: ${href} (no id "${fragment}" on ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists Level 2 in the sidebar only once its page exists', () => {
    const hasPage = pagePaths().includes('/level-2/');
    const sidebar = select('nav[aria-label="Main"]', page('/setup/'));
    expect(sidebar, 'sidebar').toBeDefined();
    const links = selectAll('a', sidebar!).map((a) => attr(a, 'href'));
    expect(links).toContain('/level-1/');
    expect(links.includes('/level-2/')).toBe(hasPage);
  });
});

describe('client JavaScript', () => {
  const DOCS = join(import.meta.dirname, '../../src/content/docs');
  /** The MDX source of a page, if it has one. */
  const sourceOf = (path: string): string | null => {
    const slug = path === '/' ? 'index' : path.replace(/^\/|\/$/g, '');
    for (const ext of ['mdx', 'md']) {
      const file = join(DOCS, `${slug}.${ext}`);
      if (existsSync(file)) return readFileSync(file, 'utf8');
    }
    return null;
  };

  for (const path of pagePaths()) {
    const source = sourceOf(path);
    if (source === null || /<(WorkedExample|Playground)\b/.test(source)) continue;
    it(`${path} has no widget, so no island`, () => {
      expect(selectAll('astro-island', page(path))).toEqual([]);
    });
  }

  it('the social image and favicon exist', () => {
    expect(existsSync(join(DIST, 'og.png'))).toBe(true);
    expect(existsSync(join(DIST, 'favicon.svg'))).toBe(true);
    expect(attr(select('link[rel="shortcut icon"], link[rel="icon"]', page('/')), 'href')).toBe('/favicon.svg');
  });
});
