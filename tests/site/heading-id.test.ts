/**
 * The `{#id}` heading syntax (src/plugins/remark-heading-id.ts), parsed the way MDX pages are: with
 * MDX's own `{…}` expressions switched on. Does not need the built site.
 */
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import remarkHeadingId from '../../src/plugins/remark-heading-id.ts';

async function parse(text: string, mdx = true): Promise<Root> {
  const processor = unified().use(remarkParse);
  if (mdx) processor.use(remarkMdx);
  processor.use(remarkHeadingId);
  return (await processor.run(processor.parse(text))) as Root;
}

const headings = (tree: Root) => tree.children.filter((n): n is Heading => n.type === 'heading');
const idOf = (h: Heading | undefined) => h?.data?.hProperties?.id;

describe('remark-heading-id', () => {
  for (const mdx of [true, false]) {
    const kind = mdx ? 'MDX' : 'Markdown';
    it(`${kind}: moves the id onto the heading and out of its text`, async () => {
      const [h] = headings(await parse('### Suit bonus {#buy.suit-bonus}\n', mdx));
      expect(idOf(h)).toBe('buy.suit-bonus');
      expect(toString(h!)).toBe('Suit bonus');
    });
  }

  it('keeps other inline content of the heading', async () => {
    const [h] = headings(await parse('## A new game: `n` {#new-game}\n'));
    expect(idOf(h)).toBe('new-game');
    expect(toString(h!)).toBe('A new game: n');
  });

  it('tolerates trailing spaces and a closing sequence', async () => {
    const [a, b] = headings(await parse('## One {#one}   \n\n## Two {#two} ##\n'));
    expect([idOf(a), idOf(b)]).toEqual(['one', 'two']);
    expect([toString(a!), toString(b!)]).toEqual(['One', 'Two']);
  });

  it('leaves headings without an id alone', async () => {
    const [h] = headings(await parse('## Plain heading\n'));
    expect(idOf(h)).toBeUndefined();
  });

  it('puts a {#id} outside a heading back as text', async () => {
    const tree = await parse('Some text {#not.an.id}\n');
    expect(toString(tree)).toBe('Some text {#not.an.id}');
    expect(headings(tree)).toEqual([]);
  });

  it('still lets MDX read real expressions', async () => {
    const tree = await parse('## Total {1 + 1}\n');
    const [h] = headings(tree);
    expect(idOf(h)).toBeUndefined();
    expect(h!.children.some((c) => c.type === 'mdxTextExpression')).toBe(true);
  });
});
