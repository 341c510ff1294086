/**
 * Draws the focused phase map (see focus.ts) into a widget's slot (`[data-focus-slot]`, an element
 * the widget renders and never fills, so Preact leaves our nodes alone: shared/FocusSlot.tsx). Plain
 * HTML that wraps: it fits any column from 360 px up, at the page's own text size. A disclosure whose
 * summary always says where the game stands; it starts open on a wide screen and closed on a phone
 * (where it would push the table a screen down), and then keeps the reader's choice.
 *
 * The same words are also written as HTML on the server (`focusHtml`), for the playground's first
 * game: the page then arrives with its focused map, and nothing moves when the page script redraws it.
 */
import type { Focus, Place } from './focus.ts';

/** Makes elements and text: DOM nodes in the page, strings of HTML on the server. */
interface Build<N> {
  readonly el: (tag: string, attrs: Readonly<Record<string, string>>, ...kids: (N | string)[]) => N;
  /** Text as a child (escaped for HTML; the DOM escapes by itself). */
  readonly text: (s: string) => N | string;
}

const dom: Build<HTMLElement> = {
  el: (tag, attrs, ...kids) => {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.append(...kids);
    return node;
  },
  text: (s) => s,
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const html: Build<string> = {
  el: (tag, attrs, ...kids) =>
    `<${tag}${Object.entries(attrs)
      .map(([name, value]) => ` ${name}="${escape(value)}"`)
      .join('')}>${kids.join('')}</${tag}>`,
  text: escape,
};

function link<N>({ el, text }: Build<N>, p: Place, current = false): N {
  return el('a', current ? { href: p.href, 'aria-current': 'step' } : { href: p.href }, text(p.name));
}

/** The summary's words: the kicker, then where the game stands. */
function summaryParts<N>({ el, text }: Build<N>, focus: Focus): (N | string)[] {
  const now = focus.path[focus.path.length - 1]!;
  const where = focus.path.length > 1 ? ` (in ${focus.path[focus.path.length - 2]!.name})` : '';
  return [el('span', { class: 'bng-fm-kicker' }, 'Phase map'), text(` Now: ${now.name}${where}`)];
}

function body<N>(b: Build<N>, focus: Focus): N {
  const { el, text } = b;
  const now = focus.path[focus.path.length - 1]!;
  const path = el(
    'ol',
    { class: 'bng-fm-path', 'aria-label': 'Where the game stands, outermost stage first' },
    ...focus.path.map((p) => el('li', {}, p === now ? link(b, p, !focus.window) : link(b, p))),
  );
  const parts: N[] = [path];
  if (focus.window) parts.push(el('p', { class: 'bng-fm-window' }, 'The table decides first: ', link(b, focus.window, true)));
  if (focus.came) parts.push(el('p', {}, text(`The last move (${focus.came.move}) was played in `), link(b, focus.came.from), '.'));
  if (focus.next.length > 0) {
    parts.push(el('p', { class: 'bng-fm-next' }, focus.window ? 'Then play can go to:' : 'Play can go to:'));
    const ways = focus.next.map((w) => el('li', {}, link(b, w.to), text(`: ${w.how}`)));
    parts.push(el('ul', { class: 'bng-fm-ways' }, ...ways));
  } else parts.push(el('p', {}, 'The game ends here.'));
  parts.push(el('p', { class: 'bng-fm-whole' }, el('a', { href: '#phase-map' }, 'See it on the whole phase map')));
  return el('div', { class: 'bng-fm-body' }, ...parts);
}

/**
 * The focused map as HTML, closed: the server cannot tell a phone from a wide screen. A line of
 * script right after it opens it from the width `openFrom` (a CSS length) up, where the widget's
 * layout puts the map beside what it would otherwise push down: run as the page is read, before
 * the browser first draws the map. (The page's module script opened it before, once the whole page
 * was read: a page drawn in parts showed it closed first, and the column under it then moved down
 * by the map's height, a layout shift of 0.019 at 1350×940.) The page script still opens a map
 * that the line did not (`data-open-from` left on it).
 */
export function focusHtml(focus: Focus, openFrom: string): string {
  // It goes into a script and a media query: a plain length only.
  if (!/^\d+(\.\d+)?(rem|em|px)$/.test(openFrom)) throw new Error(`focusHtml: openFrom must be a CSS length such as 72rem, not ${JSON.stringify(openFrom)}`);
  const box = html.el('details', { class: 'bng-fm', 'data-open-from': openFrom }, html.el('summary', {}, ...summaryParts(html, focus)), body(html, focus));
  const open = `(function(d){d.open=matchMedia(${JSON.stringify(`(min-width: ${openFrom})`)}).matches;delete d.dataset.openFrom})(document.currentScript.previousElementSibling)`;
  return `${box}<script>${open}</script>`;
}

/**
 * Fills (or refreshes) a widget's focused map. The summary stays the same element and the focus is
 * never dropped: a reader stepping with the keys from inside the map keeps stepping.
 */
export function drawFocus(slot: HTMLElement, focus: Focus): void {
  let box = slot.querySelector<HTMLDetailsElement>(':scope > details.bng-fm');
  if (!box) {
    box = dom.el('details', { class: 'bng-fm' }, dom.el('summary', {}), dom.el('div', {})) as HTMLDetailsElement;
    box.open = matchMedia('(min-width: 50rem)').matches;
    slot.append(box);
  } else if (box.dataset.openFrom) {
    // Drawn by the server (focusHtml): opened now where it was meant to be.
    box.open = matchMedia(`(min-width: ${box.dataset.openFrom})`).matches;
    delete box.dataset.openFrom;
  }
  box.querySelector(':scope > summary')!.replaceChildren(...summaryParts(dom, focus));
  const old = box.querySelector(':scope > div')!;
  const hadFocus = old.contains(document.activeElement);
  old.replaceWith(body(dom, focus));
  if (hadFocus) box.querySelector<HTMLElement>(':scope > summary')!.focus();
}
