/**
 * The Level 3 rules page: every open question it settles has a Ruling box with its reason next to
 * the rule, and the site says that the playground plays Level 3 (once it does: issue 11). Reads the
 * built site: run `npm run build` first.
 */
import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, attr, byId, page, select, selectAll } from './dist.ts';

beforeAll(assertBuilt);

/** The elements after a heading, up to the next heading of the same or a higher level. */
function sectionOf(path: string, id: string): Element[] {
  const tree = page(path);
  const heading = byId(tree, id)[0];
  expect(heading, `#${id} on ${path}`).toBeDefined();
  const wrapper = selectAll('.sl-heading-wrapper', tree).find((w) => w.children.includes(heading!))!;
  const level = Number(heading!.tagName.slice(1));
  const parent = selectAll('*', tree).find((el) => el.children.includes(wrapper))!;
  const out: Element[] = [];
  for (const node of parent.children.slice(parent.children.indexOf(wrapper) + 1) as ElementContent[]) {
    if (node.type !== 'element') continue;
    const classes = node.properties.className;
    const h = Array.isArray(classes) ? classes.map(String).find((c) => /^level-h\d$/.test(c)) : undefined;
    if (h && Number(h.slice(-1)) <= level) break;
    out.push(node);
  }
  return out;
}

const rulings = (path: string, id: string) => sectionOf(path, id).filter((el) => el.tagName === 'aside' && attr(el, 'ariaLabel') === 'Ruling');

describe('Level 3 rulings are visible next to their rules', () => {
  const RULED: readonly [string, string][] = [
    ['/setup/', 'setup.roles'],
    ['/level-3/', 'roles.secret'],
    ['/level-3/', 'roles.reveal'],
    ['/level-3/', 'roles.end-of-round'],
    ['/level-3/', 'role.banker'],
    ['/level-3/', 'role.celebrity'],
    ['/level-3/', 'role.disaster-speculator'],
    ['/level-3/', 'role.gangster'],
    ['/level-3/', 'role.power-broker'],
    ['/level-3/', 'role.scam-artist'],
    ['/level-3/', 'bunker.claim'],
  ];
  for (const [path, id] of RULED) {
    it(`${id} has a Ruling aside that gives its reason`, () => {
      const asides = rulings(path, id);
      expect(asides.length, `a Ruling aside under #${id}`).toBeGreaterThan(0);
      for (const aside of asides) expect(toString(aside)).toMatch(/Why:/);
    });
  }

  it('the Roles and the Bunker rules without a ruling are still headings on the page', () => {
    for (const id of ['roles.deck', 'bunker.shelter']) expect(byId(page('/level-3/'), id), id).toHaveLength(1);
  });

  it('the Power Broker and Scam Artist rulings say returned Assets follow the usual rule', () => {
    for (const id of ['role.power-broker', 'role.scam-artist']) {
      const links = rulings('/level-3/', id).flatMap((aside) => selectAll('a[href]', aside).map((a) => attr(a, 'href')));
      expect(links, id).toContain('/level-1/#assets.return');
    }
  });
});

describe('Level 3 on the rest of the site', () => {
  it('the sidebar lists Level 3 right after Level 2', () => {
    const links = selectAll('a', select('nav[aria-label="Main"]', page('/level-3/'))!).map((a) => attr(a, 'href'));
    expect(links.indexOf('/level-3/')).toBe(links.indexOf('/level-2/') + 1);
  });

  it('the home page links to Level 3 as available, no longer "not yet in the playground"', () => {
    expect(selectAll('a[href="/level-3/"]', page('/')).length).toBeGreaterThan(0);
    const text = toString(page('/')).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/not yet in the playground/);
    expect(text).toMatch(/Level 3: Roles and the Luxury Bunker Available\./);
  });

  it('the Level 3 page says the playground plays it, with a link there', () => {
    const main = select('main', page('/level-3/'))!;
    const text = toString(main).replace(/\s+/g, ' ');
    expect(text).not.toMatch(/does not play Level 3/);
    expect(text).toMatch(/playground plays Level 3/);
    expect(selectAll('a[href="/playground/"]', main).length).toBeGreaterThan(0);
  });
});
