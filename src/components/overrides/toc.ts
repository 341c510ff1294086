/**
 * The "On this page" lists mark the section being read (`aria-current` on its link): the last
 * heading listed whose top has passed a line under the site's header (and under the phone's bar),
 * or the page's title above the first. The phone's bar also shows that section's name, and its
 * drop-down closes on a link, a click outside it, or Escape.
 *
 * Only the headings the list links to are read, once per frame while the page scrolls. Starlight's
 * own script (replaced, see TableOfContents.astro) matched a `:has()` selector against every
 * element of the page to choose what to watch, which cost a level page ~200 ms of a phone's CPU.
 */

/** How far below the header a heading counts as reached: the gap Starlight leaves above a heading it scrolls to. */
const LINE_BELOW_HEADER = 32;

interface Entry {
  readonly link: HTMLAnchorElement;
  readonly heading: HTMLElement;
}

/** The links of a list with the headings they point to, in the page's order. */
function entriesOf(list: HTMLElement): Entry[] {
  return [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const heading = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    return heading ? [{ link, heading }] : [];
  });
}

/** The entry of the section being read: the last whose heading has reached `line` (px from the top of the window), else the first. */
function currentOf(entries: readonly Entry[], line: number): Entry | undefined {
  let current = entries[0];
  for (const entry of entries) {
    if (entry.heading.getBoundingClientRect().top > line) break;
    current = entry;
  }
  return current;
}

class TocElement extends HTMLElement {
  private entries: Entry[] = [];
  private current: HTMLAnchorElement | null = null;
  private frame = 0;

  connectedCallback(): void {
    // After the page's own work: nothing here is needed before the reader scrolls.
    const whenIdle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    whenIdle(() => this.start());
  }

  private start(): void {
    this.entries = entriesOf(this);
    if (this.entries.length === 0) return;
    addEventListener('scroll', this.schedule, { passive: true });
    addEventListener('resize', this.schedule, { passive: true });
    this.schedule();
  }

  private readonly schedule = (): void => {
    if (!this.frame) this.frame = requestAnimationFrame(this.update);
  };

  private readonly update = (): void => {
    this.frame = 0;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('bng-mobile-toc summary')?.getBoundingClientRect();
    const line = Math.max(header, bar && bar.height > 0 ? bar.bottom : 0) + LINE_BELOW_HEADER;
    const link = currentOf(this.entries, line)?.link ?? null;
    if (link && link !== this.current) {
      this.current?.removeAttribute('aria-current');
      link.setAttribute('aria-current', 'true');
      this.current = link;
      this.shown(link);
    }
  };

  /** A new section is being read (the phone's bar names it). */
  protected shown(_link: HTMLAnchorElement): void {}
}

class MobileTocElement extends TocElement {
  override connectedCallback(): void {
    super.connectedCallback();
    const details = this.querySelector('details');
    if (!details) return;
    const close = () => (details.open = false);
    for (const a of details.querySelectorAll('a')) a.addEventListener('click', close);
    addEventListener('click', (e) => {
      if (!details.contains(e.target as Node)) close();
    });
    addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !details.open) return;
      const hadFocus = details.contains(document.activeElement);
      close();
      if (hadFocus) details.querySelector('summary')?.focus();
    });
  }

  protected override shown(link: HTMLAnchorElement): void {
    const name = this.querySelector('.display-current');
    if (name) name.textContent = link.textContent;
  }
}

customElements.define('bng-toc', TocElement);
customElements.define('bng-mobile-toc', MobileTocElement);
