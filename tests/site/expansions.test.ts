/**
 * The expansion's pages (the Space Program and the Troublemakers) on the built site: each is in the
 * sitemap, in the sidebar under "Reform or Revolution?" and linked from the home page; every rule
 * its module cites is a heading of that page; every Ruling box on it sits under one of those rules
 * and gives its reason; and its worked examples are embedded there and nowhere else. (Every page is
 * also in the site-wide checks: metadata, links, anchors, headings, budgets, Lighthouse.) Reads the
 * built site: run `npm run build` first (or point `SITE_DIST` at another build).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../src/examples/index.ts';
import { PAGES, RULES, type RuleId } from '../../src/machine/index.ts';
import type { GameModule } from '../../src/machine/core/module.ts';
import { spaceProgram } from '../../src/machine/modules/space-program/index.ts';
import { troublemakers } from '../../src/machine/modules/troublemakers/index.ts';
import { assertBuilt, attr, byId, DIST, page, pagePaths, select, selectAll } from './dist.ts';

beforeAll(assertBuilt);

interface Expansion {
  readonly path: string;
  readonly title: string;
  readonly module: GameModule;
  /** The MDX file of the page, and how its examples' ids begin. */
  readonly file: string;
  readonly examples: string;
}

/** In the order the sidebar lists them. */
const EXPANSIONS: readonly Expansion[] = [
  { path: '/space-program/', title: 'The Space Program', module: spaceProgram, file: 'space-program.mdx', examples: 'space-' },
  { path: '/troublemakers/', title: 'The Troublemakers', module: troublemakers, file: 'troublemakers.mdx', examples: 'tm-' },
];

const DOCS = join(import.meta.dirname, '../../src/content/docs');

/** Each page's headings and Ruling boxes in document order: the boxes under each heading's id. */
function rulingsByHeading(path: string): Map<string, Element[]> {
  const main = select('.sl-markdown-content', page(path));
  expect(main, `${path} has its content`).toBeDefined();
  const out = new Map<string, Element[]>();
  let current = '(before any heading)';
  for (const node of main!.children as ElementContent[]) {
    if (node.type !== 'element') continue;
    const heading = attr(node, 'className')?.split(' ').includes('sl-heading-wrapper') ? select('h2, h3', node) : undefined;
    if (heading) current = attr(heading, 'id') ?? '(a heading without id)';
    else if (node.tagName === 'aside' && attr(node, 'ariaLabel') === 'Ruling') out.set(current, [...(out.get(current) ?? []), node]);
  }
  return out;
}

describe('the expansion pages on the site', () => {
  it('lists every page of the site in the sitemap, the expansion pages included', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(listed).toEqual(expect.arrayContaining(EXPANSIONS.map((e) => e.path)));
    expect(listed.sort()).toEqual(pagePaths().filter((p) => p !== '/404.html'));
  });

  it('lists the expansion pages under "Reform or Revolution?" in the sidebar, in order, on every page with a sidebar', () => {
    // The home page and the playground are full-width pages, with no sidebar.
    const withSidebar = pagePaths().filter((p) => select('nav[aria-label="Main"]', page(p)));
    expect(withSidebar).toEqual(expect.arrayContaining(['/setup/', '/level-4/', ...EXPANSIONS.map((e) => e.path), '/cards/']));
    for (const path of withSidebar) {
      const nav = select('nav[aria-label="Main"]', page(path));
      const group = selectAll('details', nav!).find((d) => toString(select('summary', d)!).includes('Reform or Revolution?'));
      expect(group, `${path}: the expansion's group`).toBeDefined();
      expect(
        selectAll('a', group!).map((a) => attr(a, 'href')),
        path,
      ).toEqual(EXPANSIONS.map((e) => e.path));
    }
  });

  it('links each expansion page from the home page', () => {
    const home = selectAll('a[href]', page('/')).map((a) => attr(a, 'href'));
    for (const { path } of EXPANSIONS) expect(home, path).toContain(path);
  });
});

const sources = Object.fromEntries(
  readdirSync(DOCS)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => [f, readFileSync(join(DOCS, f), 'utf8')]),
);

for (const ex of EXPANSIONS)
  describe(`${ex.path} (${ex.module.id})`, () => {
    const rules = ex.module.rules;

    it('is built, with its title', () => {
      expect(pagePaths()).toContain(ex.path);
      expect(toString(select('h1', page(ex.path))!)).toBe(ex.title);
    });

    it("has every rule its module cites as a heading of this page, and no other module's", () => {
      expect(rules.length).toBeGreaterThan(0);
      for (const id of rules) {
        expect(PAGES[RULES[id].page], id).toBe(ex.path);
        const found = byId(page(ex.path), id);
        expect(found, `#${id}`).toHaveLength(1);
        expect(found[0]!.tagName, `#${id} is a heading`).toMatch(/^h[23]$/);
      }
      const ruleIds = (Object.keys(RULES) as RuleId[]).filter((id) => PAGES[RULES[id].page] === ex.path);
      expect([...ruleIds].sort(), 'the rules of this page are the module’s').toEqual([...rules].sort());
    });

    it('puts every Ruling box under one of its rules, each giving its reason', () => {
      const boxes = rulingsByHeading(ex.path);
      expect(boxes.size, 'Ruling boxes on the page').toBeGreaterThan(0);
      for (const [heading, asides] of boxes) {
        expect(rules as readonly string[], `Ruling boxes under #${heading}`).toContain(heading);
        for (const aside of asides) expect(toString(aside), `#${heading}`).toMatch(/Why:/);
      }
    });

    it('embeds each of its worked examples on this page and no other', () => {
      const ids = [...EXAMPLES.keys()].filter((id) => id.startsWith(ex.examples));
      expect(ids.length).toBeGreaterThan(0);
      const onPage = selectAll('.bng-example[data-example]', page(ex.path)).map((el) => attr(el, 'dataExample'));
      expect([...onPage].sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const files = Object.entries(sources)
          .filter(([, text]) => new RegExp(`<WorkedExample\\s+example="${id}"`).test(text))
          .map(([file]) => file);
        expect(files, id).toEqual([ex.file]);
      }
    });

    it('carries the live phase map beside its examples', () => {
      expect(selectAll('[data-phase-map][data-live]', page(ex.path))).toHaveLength(1);
    });
  });
