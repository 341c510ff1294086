/**
 * The site search (Pagefind) lands on rule text, not on worked-example boards: every example's
 * board and controls sit in a server-rendered `data-pagefind-ignore` element, while its title and
 * intro stay searchable. Checked in the built HTML, and in the search index Pagefind built from it.
 * Reads the built site: run `npm run build` first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleById } from '../../src/examples/index.ts';
import { assertBuilt, attr, DIST, page, selectAll } from './dist.ts';

beforeAll(assertBuilt);

const PAGES = ['/level-1/', '/level-2/', '/space-program/', '/troublemakers/'];

/** True when the element or one of its ancestors (up to the example) carries data-pagefind-ignore. */
function ignored(el: Element, ancestors: ReadonlyMap<Element, Element>): boolean {
  for (let e: Element | undefined = el; e; e = ancestors.get(e)) if (attr(e, 'dataPagefindIgnore') !== undefined) return true;
  return false;
}

function parents(root: Element): Map<Element, Element> {
  const map = new Map<Element, Element>();
  const walk = (el: Element) => {
    for (const c of el.children)
      if (c.type === 'element') {
        map.set(c, el);
        walk(c);
      }
  };
  walk(root);
  return map;
}

/** The text Pagefind indexed for a page (its fragment files are gzipped `pagefind_dcd` + JSON). */
function indexedText(path: string): string {
  const dir = join(DIST, 'pagefind', 'fragment');
  for (const name of readdirSync(dir)) {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
    if (fragment.url === path) return fragment.content;
  }
  throw new Error(`no Pagefind fragment for ${path}`);
}

for (const path of PAGES)
  describe(`worked examples on ${path} stay out of the site search`, () => {
    const examples = () => selectAll('.bng-example[data-example]', page(path));

    it('embeds worked examples', () => {
      expect(examples().length).toBeGreaterThan(0);
    });

    it('wraps every board and its controls in data-pagefind-ignore, but not the title and intro', () => {
      for (const ex of examples()) {
        const id = attr(ex, 'dataExample')!;
        const up = parents(ex);
        const tables = selectAll('.bng-table', ex);
        expect(tables.length, `${id}: a board`).toBe(1);
        for (const el of [...tables, ...selectAll('.bng-controls, .bng-caption, .bng-panel, [data-action="open-playground"]', ex)])
          expect(ignored(el, up), `${id}: .${attr(el, 'className') ?? el.tagName} is ignored`).toBe(true);
        for (const el of selectAll('.bng-example-title, .bng-example-intro', ex)) expect(ignored(el, up), `${id}: ${toString(el)}`).toBe(false);
        expect(attr(ex, 'dataPagefindIgnore'), `${id}: the example itself is indexed`).toBeUndefined();
      }
    });

    it('keeps the examples out of the search index, their titles and intros in it', () => {
      const content = indexedText(path);
      for (const chrome of ['Open this position in the playground', 'Steps played', 'Projector size', 'Table at step']) expect(content, chrome).not.toContain(chrome);
      for (const ex of examples()) {
        const data = exampleById(attr(ex, 'dataExample')!)!;
        expect(content, data.title).toContain(data.title);
        // Pagefind normalises white space; compare the intro's first words.
        expect(content, data.intro).toContain(data.intro.split(/\s+/).slice(0, 8).join(' '));
      }
    });
  });
