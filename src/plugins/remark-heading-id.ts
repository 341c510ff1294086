/**
 * Explicit heading ids: `### Suit bonus {#buy.suit-bonus}` becomes `<h3 id="buy.suit-bonus">Suit bonus</h3>`.
 *
 * Every rule the engine cites is a heading anchor on the site (`/level-1/#buy.suit-bonus`), so the
 * id must be exactly the rule id, dots included, and must not change when someone rewords the
 * heading. Slugs made from the heading text cannot promise that.
 *
 * In MDX a plain `{` opens a JavaScript expression, and `{#buy.suit-bonus}` is not valid JavaScript,
 * so the syntax has to be recognised while parsing, before MDX sees it. This file therefore has two
 * parts:
 *
 * 1. a micromark extension that reads `{#id}` at the very end of a line as a `headingId` token
 *    (tried before MDX's own expression construct);
 * 2. a remark transform that moves the id of a heading's trailing `headingId` onto the heading
 *    (`data.hProperties.id`, which becomes the HTML `id`) and drops it from the heading's text, so it
 *    shows neither in the heading nor in the table of contents.
 *
 * Astro's `rehypeHeadingIds` keeps an id that is already set, and Starlight then adds its anchor
 * link after the heading as usual. A `{#id}` anywhere other than the end of a heading is put back
 * as plain text. Ids may use letters, digits, `.`, `-` and `_`.
 */
import type { Heading, Parent, Root, Text } from 'mdast';
import type { CompileContext, Extension as FromMarkdownExtension, Token } from 'mdast-util-from-markdown';
import type { Code, Construct, Effects, Extension as MicromarkExtension, State, TokenizeContext } from 'micromark-util-types';
import type { Processor } from 'unified';
import { visit } from 'unist-util-visit';

declare module 'micromark-util-types' {
  interface TokenTypeMap {
    headingId: 'headingId';
    headingIdMarker: 'headingIdMarker';
    headingIdValue: 'headingIdValue';
  }
}

/**
 * The parsed `{#id}`: lives only between parsing and our transform, so it is deliberately not added
 * to mdast's node types (that would leak into every other plugin's types).
 */
interface HeadingIdNode {
  type: 'headingId';
  value: string;
}

function isHeadingId(node: unknown): node is HeadingIdNode {
  return typeof node === 'object' && node !== null && (node as { type?: unknown }).type === 'headingId';
}

const LEFT_BRACE = 123;
const RIGHT_BRACE = 125;
const NUMBER_SIGN = 35;

/** Letters, digits, `.`, `-` and `_`. */
function isIdChar(code: Code): boolean {
  return code !== null && ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 46 || code === 45 || code === 95);
}

/** A line ending or the end of the text: the only things allowed after `{#id}` (micromark codes line endings below -2). */
function isEnd(code: Code): boolean {
  return code === null || code < -2;
}

function tokenizeHeadingId(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
  let size = 0;
  const start: State = (code) => {
    effects.enter('headingId');
    effects.enter('headingIdMarker');
    effects.consume(code);
    return hash;
  };
  const hash: State = (code) => {
    if (code !== NUMBER_SIGN) return nok(code);
    effects.consume(code);
    effects.exit('headingIdMarker');
    effects.enter('headingIdValue');
    return value;
  };
  const value: State = (code) => {
    if (isIdChar(code)) {
      size++;
      effects.consume(code);
      return value;
    }
    if (code !== RIGHT_BRACE || size === 0) return nok(code);
    effects.exit('headingIdValue');
    effects.enter('headingIdMarker');
    effects.consume(code);
    effects.exit('headingIdMarker');
    effects.exit('headingId');
    return after;
  };
  const after: State = (code) => (isEnd(code) ? ok(code) : nok(code));
  return start;
}

const headingIdConstruct: Construct = { name: 'headingId', tokenize: tokenizeHeadingId };

/** Tried before any other construct starting with `{` (such as MDX expressions). */
export const headingIdSyntax: MicromarkExtension = { text: { [LEFT_BRACE]: headingIdConstruct } };

export const headingIdFromMarkdown: FromMarkdownExtension = {
  enter: {
    headingId(this: CompileContext, token: Token) {
      this.enter({ type: 'headingId', value: '' } as never, token);
    },
  },
  exit: {
    headingIdValue(this: CompileContext, token: Token) {
      const node = this.stack[this.stack.length - 1] as unknown as HeadingIdNode;
      node.value = this.sliceSerialize(token);
    },
    headingId(this: CompileContext, token: Token) {
      this.exit(token);
    },
  },
};

/** Moves heading ids onto their headings; puts any other `{#id}` back as text. */
export function applyHeadingIds(tree: Root): void {
  visit(tree, 'heading', (heading: Heading) => {
    const last: unknown = heading.children[heading.children.length - 1];
    if (!isHeadingId(last)) return;
    heading.children.pop();
    const before = heading.children[heading.children.length - 1];
    if (before?.type === 'text') {
      before.value = before.value.trimEnd();
      if (before.value === '') heading.children.pop();
    }
    heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id: last.value } };
  });
  visit(tree, (node: unknown, index: number | undefined, parent: Parent | undefined) => {
    if (!isHeadingId(node) || !parent || index === undefined) return;
    const text: Text = { type: 'text', value: `{#${node.value}}` };
    parent.children[index] = text;
  });
}

interface ProcessorData {
  micromarkExtensions?: MicromarkExtension[];
  fromMarkdownExtensions?: FromMarkdownExtension[];
}

/** The remark plugin: `markdown.remarkPlugins: [remarkHeadingId]` in `astro.config.mjs`. */
export default function remarkHeadingId(this: Processor) {
  const data = this.data() as ProcessorData;
  (data.micromarkExtensions ??= []).push(headingIdSyntax);
  (data.fromMarkdownExtensions ??= []).push(headingIdFromMarkdown);
  return (tree: Root) => applyHeadingIds(tree);
}
