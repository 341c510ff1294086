/**
 * Every rule the engine can cite is a heading anchor on the page the engine links to, with a
 * visible permalink. Reads the built site: run `npm run build` first.
 */
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGES, RULES, type RuleId } from '../../src/machine/index.ts';
import { assertBuilt, attr, byId, page, pagePaths, select, selectAll } from './dist.ts';

/** Every rule id, with no exceptions: each one is cited by the engine and linked from the site. */
const ids = Object.keys(RULES) as RuleId[];

beforeAll(assertBuilt);

describe('every rule id is a heading anchor with a permalink', () => {
  for (const id of ids) {
    const path = PAGES[RULES[id].page];
    it(`${id} → ${path}#${id}`, () => {
      const tree = page(path);
      const found = byId(tree, id);
      expect(found, `no element with id="${id}" on ${path}`).toHaveLength(1);
      const heading = found[0]!;
      expect(heading.tagName, `#${id} is not a heading`).toMatch(/^h[2-6]$/);
      expect(toString(heading).trim(), `heading text of #${id}`).toBe(RULES[id].title);

      // Starlight wraps the heading and adds the permalink right after it.
      const wrapper = selectAll('.sl-heading-wrapper', tree).find((w) => w.children.includes(heading));
      expect(wrapper, `#${id} has no .sl-heading-wrapper (no permalink)`).toBeDefined();
      const link = select('a.sl-anchor-link', wrapper!);
      expect(attr(link, 'href'), `permalink of #${id}`).toBe(`#${id}`);
      expect(toString(link!).trim(), 'the permalink has an accessible label').not.toBe('');

      // Pages with a table of contents list the rule there, under the same id.
      const toc = select('bng-toc', tree);
      if (toc)
        expect(
          selectAll('a', toc).some((a) => attr(a, 'href') === `#${id}`),
          `#${id} missing from the table of contents`,
        ).toBe(true);
    });
  }

  it('every page the engine links to is built', () => {
    for (const path of Object.values(PAGES)) expect(pagePaths(), path).toContain(path);
  });

  it('every heading with a rule-style id is a rule of that page (no misspelt or moved rule ids)', () => {
    const stray: string[] = [];
    for (const path of pagePaths()) {
      for (const h of selectAll('h2, h3, h4, h5, h6', page(path))) {
        const id = attr(h, 'id');
        if (!id || !id.includes('.')) continue;
        const rule = (RULES as Record<string, { page: keyof typeof PAGES } | undefined>)[id];
        if (!rule || PAGES[rule.page] !== path) stray.push(`${path}#${id}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it('headings never show the {#id} syntax', () => {
    for (const path of pagePaths()) {
      for (const h of selectAll('h1, h2, h3, h4, h5, h6, bng-toc a', page(path))) expect(toString(h), `${path}: "${toString(h)}"`).not.toMatch(/\{#[\w.-]+\}/);
    }
  });
});
