/**
 * Draws the focused phase map (see focus.ts) into a widget's slot (`[data-focus-slot]`, an empty
 * element the widget renders and never fills, so Preact leaves our nodes alone). Plain HTML that
 * wraps: it fits any column from 360 px up, at the page's own text size. A disclosure whose summary
 * always says where the game stands; it starts open on a wide screen and closed on a phone (where it
 * would push the table a screen down), and then keeps the reader's choice.
 */
import type { Focus, Place } from './focus.ts';

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...kids: (Node | string)[]) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...kids);
  return node;
};
const link = (p: Place, current = false) => {
  const a = el('a', { href: p.href }, p.name);
  if (current) a.setAttribute('aria-current', 'step');
  return a;
};

function body(focus: Focus): HTMLElement {
  const now = focus.path[focus.path.length - 1]!;
  const path = el('ol', { className: 'bng-fm-path' }, ...focus.path.map((p) => el('li', {}, p === now ? link(p, !focus.window) : link(p))));
  path.setAttribute('aria-label', 'Where the game stands, outermost stage first');
  const parts: HTMLElement[] = [path];
  if (focus.window) parts.push(el('p', { className: 'bng-fm-window' }, 'The table decides first: ', link(focus.window, true)));
  if (focus.came) parts.push(el('p', {}, `The last move (${focus.came.move}) was played in `, link(focus.came.from), '.'));
  if (focus.next.length > 0) {
    parts.push(el('p', { className: 'bng-fm-next' }, focus.window ? 'Then play can go to:' : 'Play can go to:'));
    const ways = focus.next.map((w) => el('li', {}, link(w.to), `: ${w.how}`));
    parts.push(el('ul', { className: 'bng-fm-ways' }, ...ways));
  } else parts.push(el('p', {}, 'The game ends here.'));
  parts.push(el('p', { className: 'bng-fm-whole' }, el('a', { href: '#phase-map' }, 'See it on the whole phase map')));
  return el('div', { className: 'bng-fm-body' }, ...parts);
}

/**
 * Fills (or refreshes) a widget's focused map. The summary stays the same element and the focus is
 * never dropped: a reader stepping with the keys from inside the map keeps stepping.
 */
export function drawFocus(slot: HTMLElement, focus: Focus): void {
  const now = focus.path[focus.path.length - 1]!;
  let box = slot.querySelector<HTMLDetailsElement>(':scope > details.bng-fm');
  if (!box) {
    box = el('details', { className: 'bng-fm', open: matchMedia('(min-width: 50rem)').matches }, el('summary'), el('div'));
    slot.append(box);
  }
  const where = focus.path.length > 1 ? ` (in ${focus.path[focus.path.length - 2]!.name})` : '';
  box.querySelector(':scope > summary')!.replaceChildren(el('span', { className: 'bng-fm-kicker' }, 'Phase map'), ` Now: ${now.name}${where}`);
  const old = box.querySelector(':scope > div')!;
  const hadFocus = old.contains(document.activeElement);
  old.replaceWith(body(focus));
  if (hadFocus) box.querySelector<HTMLElement>(':scope > summary')!.focus();
}
