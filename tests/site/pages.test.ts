/**
 * Site-wide checks on the built pages: metadata for search engines and link previews, links that
 * lead somewhere, the sidebar, and no client JavaScript of ours on pages without a widget. Reads the
 * built site: run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../src/examples/index.ts';
import { PAGES, RULES, type RuleId } from '../../src/machine/index.ts';
import { assertBuilt, attr, byId, DIST, page, pagePaths, select, selectAll } from './dist.ts';

beforeAll(assertBuilt);

describe('every page has a description, a canonical URL and a social image', () => {
  const paths = pagePaths();

  it('finds the pages', () => {
    expect(paths).toEqual(expect.arrayContaining(['/', '/setup/', '/level-1/', '/level-2/', '/cards/', '/glossary/', '/playground/', '/share-links/', '/engine/']));
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
    // Each page's ids, collected once: looking every fragment up by walking its page was slow.
    const ids = new Map<Root, Set<unknown>>();
    const hasId = (tree: Root, id: string): boolean => {
      let set = ids.get(tree);
      if (!set) ids.set(tree, (set = new Set(selectAll('[id]', tree).map((el) => el.properties.id))));
      return set.has(id);
    };
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
        // `#g=…` opens a game in the playground (a share link), `#start=…` a coached game on the coach
        // page (its opening must exist: CoachLink fails the build otherwise), not an element; `_top` is the title.
        if (fragment === '' || fragment === '_top' || fragment.startsWith('g=') || (target === '/coach/' && fragment.startsWith('start='))) continue;
        if (!hasId(tree, fragment)) broken.push(`${path}: ${href} (no id "${fragment}" on ${target})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists the levels under Learn in the sidebar, in order', () => {
    const sidebar = select('nav[aria-label="Main"]', page('/setup/'));
    expect(sidebar, 'sidebar').toBeDefined();
    const links = selectAll('a', sidebar!).map((a) => attr(a, 'href'));
    const learn = ['/setup/', '/level-1/', '/level-2/'].map((href) => links.indexOf(href));
    expect(
      learn.every((i) => i >= 0),
      `sidebar links: ${links.join(' ')}`,
    ).toBe(true);
    expect([...learn].sort((a, b) => a - b)).toEqual(learn);
  });

  it('the home page links to Level 2 as available, and Level 2 back to Level 1 and its setup step', () => {
    const home = selectAll('a[href]', page('/')).map((a) => attr(a, 'href'));
    expect(home).toContain('/level-2/');
    const level2 = selectAll('a[href]', page('/level-2/')).map((a) => attr(a, 'href'));
    expect(level2).toContain('/setup/#setup.crises');
    expect(level2).toContain('/level-1/#assets.return');
  });
});

/** The MDX sources of the pages, by file name. */
const DOCS = join(import.meta.dirname, '../../src/content/docs');
const sources = Object.fromEntries(
  readdirSync(DOCS)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => [f, readFileSync(join(DOCS, f), 'utf8')]),
);

describe('worked examples', () => {
  const embedded = (id: string) =>
    Object.entries(sources).flatMap(([file, text]) => [...text.matchAll(/<WorkedExample\s+example="([^"]+)"/g)].filter((m) => m[1] === id).map(() => file));

  for (const id of EXAMPLES.keys()) {
    it(`${id} is embedded on exactly one page, the page of its level`, () => {
      const files = embedded(id);
      expect(files).toHaveLength(1);
      const level = /^l(\d)-/.exec(id)?.[1];
      if (level) expect(files[0]).toBe(`level-${level}.mdx`);
    });
  }
});

/** The elements after a rule heading, up to the next heading of the same or a higher level. */
function sectionOf(path: string, id: RuleId): Element[] {
  const heading = byId(page(path), id)[0];
  expect(heading, `#${id} on ${path}`).toBeDefined();
  const wrapper = selectAll('.sl-heading-wrapper', page(path)).find((w) => w.children.includes(heading!))!;
  const level = Number(heading!.tagName.slice(1));
  const parent = selectAll('*', page(path)).find((el) => el.children.includes(wrapper))!;
  const out: Element[] = [];
  for (const node of parent.children.slice(parent.children.indexOf(wrapper) + 1) as ElementContent[]) {
    if (node.type !== 'element') continue;
    const h = node.properties.className;
    const m = Array.isArray(h) ? h.map(String).find((c) => /^level-h\d$/.test(c)) : undefined;
    if (m && Number(m.slice(-1)) <= level) break;
    out.push(node);
  }
  return out;
}

describe('Level 2 rulings are visible next to their rules', () => {
  const RULINGS: readonly RuleId[] = ['crisis.several', 'crisis.activation', 'crisis.end-of-round', 'panic.trigger', 'panic.negotiate', 'panic.trade', 'panic.success'];
  for (const id of RULINGS) {
    it(`${id} has a Ruling aside that gives its reason`, () => {
      const path = PAGES[RULES[id].page];
      const asides = sectionOf(path, id).filter((el) => el.tagName === 'aside' && attr(el, 'ariaLabel') === 'Ruling');
      expect(asides.length, `a Ruling aside under #${id}`).toBeGreaterThan(0);
      for (const aside of asides) expect(toString(aside)).toMatch(/Why:/);
    });
  }

  it('the Crisis-in-hand rule says Bribe envelopes arrive with Level 4', () => {
    const text = sectionOf('/level-2/', 'crisis.in-hand')
      .map((el) => toString(el))
      .join(' ');
    expect(text).toMatch(/Bribe envelope/);
    expect(text).toMatch(/Level 4/);
  });
});

describe('client JavaScript', () => {
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
    if (source === null || /<(WorkedExample|Playground|TableCardsWidget|Coach)\b/.test(source)) continue;
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
