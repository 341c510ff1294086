/**
 * A teacher's first seconds with projector mode: F pressed on an example before its island has
 * woken is kept and acted on, and a projector link (`#ex-<id>/<step>/p`) opened in a fresh browser
 * shows that step in projector mode. The browser grants full screen only to a key or a click, so a
 * link opens the overlay; F inside it still leaves. The screen can still change size as projector
 * mode begins (full screen taking effect): the table is fitted to the screen it ends on; and a fit
 * remembered for a step is not kept once the step has more room.
 */
import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PAGE = '/level-3/';
const LAST = 'l3-bunker-shelter'; // far down the page: asleep until scrolled to
const FIRST = 'l3-role-draft';
const root = (id: string) => `.bng-example[data-example="${id}"]`;

/** Presses F on the example and waits for its fit; the table's zoom then, and after two more frames. */
async function projectedZoom(page: Page, el: Locator): Promise<string> {
  await el.focus();
  await page.keyboard.press('f');
  await expect.poll(() => el.getAttribute('data-fit')).toMatch(/^(zoom|scroll)$/);
  return el.evaluate(async (e) => {
    for (let i = 0; i < 3; i++) await new Promise(requestAnimationFrame);
    return e.querySelector<HTMLElement>('.bng-table')!.style.zoom;
  });
}

describeBrowser('projector mode from the first key press and from a link', () => {
  const { open } = useBrowser();

  /** Opens the page at 1280×720, projects the example once and leaves: the page, the example and the zoom of that plain start. */
  async function plainStart(id: string): Promise<{ page: Page; el: Locator; whole: string }> {
    const { page } = await open(PAGE, { viewport: { width: 1280, height: 720 } });
    const el = await hydrated(page, root(id));
    const whole = await projectedZoom(page, el);
    await page.keyboard.press('Escape');
    await expect.poll(() => el.getAttribute('data-projector')).toBeNull();
    return { page, el, whole };
  }

  it('F on an example that has not woken yet still turns projector mode on', async () => {
    const { page } = await open(PAGE, { viewport: { width: 1280, height: 720 } });
    const el = page.locator(root(LAST));
    expect(await el.getAttribute('data-hydrated'), 'the island is still asleep').toBeNull();
    // The focus reaches it without scrolling (as a Tab from a skip link might), then F at once.
    await el.evaluate((e: HTMLElement) => e.focus({ preventScroll: true }));
    await page.keyboard.press('f');
    await expect.poll(() => el.getAttribute('data-projector'), { timeout: 15_000 }).not.toBeNull();
    expect(await el.getAttribute('data-hydrated')).toBe('true');
    expect(await el.getAttribute('data-fit')).toMatch(/^(zoom|scroll)$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => el.getAttribute('data-projector')).toBeNull();
    expect(await page.evaluate(() => document.documentElement.dataset.wantsProjector)).toBeUndefined();
  });

  it('a projector link opens its step in projector mode in a fresh browser; the plain link does not', async () => {
    const { page } = await open(`${PAGE}#ex-${LAST}/2/p`, { viewport: { width: 1280, height: 720 } });
    const el = page.locator(root(LAST));
    // Without a key press the browser may refuse full screen (the overlay) or, as Chromium now and
    // then does on a busy machine, grant it: either is projector mode.
    await expect.poll(() => el.getAttribute('data-projector'), { timeout: 15_000 }).toMatch(/^(overlay|fullscreen)$/);
    expect(await el.getAttribute('data-step')).toBe('2');
    const box = await el.boundingBox();
    expect(box, 'it fills the window').toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    await page.keyboard.press('f');
    await expect.poll(() => el.getAttribute('data-projector')).toBeNull();

    const plain = (await open(`${PAGE}#ex-${LAST}/2`, { viewport: { width: 1280, height: 720 } })).page.locator(root(LAST));
    await expect.poll(() => plain.getAttribute('data-step'), { timeout: 15_000 }).toBe('2');
    expect(await plain.getAttribute('data-projector')).toBeNull();
  });

  it('each step offers its projector link, and following it projects that step', async () => {
    const { page } = await open(`${PAGE}#ex-${LAST}/1`, { viewport: { width: 360, height: 740 } });
    const el = page.locator(root(LAST));
    await expect.poll(() => el.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    const link = el.locator('[data-action="step-link-projector"]');
    expect(await link.getAttribute('href')).toBe(`#ex-${LAST}/1/p`);
    await link.click();
    await expect.poll(() => el.getAttribute('data-projector')).not.toBeNull();
    expect(await el.getAttribute('data-step')).toBe('1');
  });

  it('fits the table to the screen projector mode ends on, when the screen grows between the first fit and the next frame', async () => {
    const { page, el, whole } = await plainStart(FIRST);
    // Again, the screen 240 px shorter for the first fit only: it grows back (as a window does when
    // full screen takes effect) before the browser next draws, in the same task as that fit.
    await page.evaluate((sel) => {
      const short = Object.assign(document.createElement('style'), { textContent: `${sel}[data-projector] { height: calc(100% - 240px) !important; }` });
      document.head.append(short);
      const target = document.querySelector(sel)!;
      const grow = new MutationObserver(() => {
        if (!target.hasAttribute('data-projector')) return;
        short.remove();
        grow.disconnect();
      });
      grow.observe(target, { attributes: true, attributeFilter: ['data-projector'] });
    }, root(FIRST));
    const grown = await projectedZoom(page, el);
    expect(Number(grown), `the zoom on the grown screen (${grown}), against a plain start (${whole})`).toBe(Number(whole));
  });

  it('grows the table again when a step loses a part it was fitted with (a fit remembered for the step is not kept small)', async () => {
    const { page, el, whole } = await plainStart(FIRST);
    // The table holds a block 200 px tall when projector mode fits it (a part of the step still
    // drawn, as a late part of a page can be), then loses it: the step is the same, so its fit is remembered.
    await el.evaluate((e) => {
      const extra = Object.assign(document.createElement('div'), { className: 'extra-for-test' });
      extra.style.blockSize = '200px';
      e.querySelector('.bng-table')!.append(extra);
    });
    const crowded = await projectedZoom(page, el);
    expect(Number(crowded), 'the block takes room').toBeLessThan(Number(whole));
    await el.evaluate((e) => e.querySelector('.extra-for-test')!.remove());
    await expect
      .poll(() => el.evaluate((e) => Number(e.querySelector<HTMLElement>('.bng-table')!.style.zoom)), { message: 'the zoom once the block is gone' })
      .toBe(Number(whole));
  });
});
