/**
 * The playground wakes on first use (`client:intent`, src/integrations/hydrate-on-intent): the page
 * arrives with the server's table and its code loaded, but the widget is woken only when the reader
 * points at it, touches it or moves the focus into it, so the page is not held up as it arrives.
 * Whatever wakes it, the reader's first action is not lost: a click, a tap or Enter that lands while
 * it wakes plays its move. A link in the address wakes it at once, at load or pasted later.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, holdRequests, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const DRAW = `${PG} button[data-move="draw"]`;

/** Waits until the page has loaded the widget's code and a few frames have passed, then says whether the widget is awake. */
async function settled(page: Page): Promise<{ awake: boolean; codeLoaded: boolean; hash: string }> {
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let i = 0; i < 10; i++) await frame();
    await new Promise((done) => setTimeout(done, 300));
    return {
      awake: document.querySelector('.bng-playground')?.getAttribute('data-hydrated') === 'true',
      codeLoaded: performance.getEntriesByType('resource').some((r) => r.name.includes('/_astro/PlaygroundWidget.')),
      hash: location.hash,
    };
  });
}

/** The step the playground shows, once it is awake. */
async function stepShown(page: Page): Promise<string | null> {
  await page.locator(`${PG}[data-hydrated="true"]`).waitFor({ timeout: 15_000 });
  return page.locator(PG).getAttribute('data-step');
}

/** A touch phone's page on a blank page of the site, to set routes on before going to the playground. */
async function openBlank(open: ReturnType<typeof useBrowser>['open']) {
  return open('/404.html', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
}

describeBrowser('the playground wakes on first use', () => {
  const { open, baseUrl } = useBrowser();

  it('at 1280×800: asleep as the page arrives (its code loaded), then one click, the first, draws a card', async () => {
    const { page } = await open('/playground/', { viewport: { width: 1280, height: 800 } });
    const before = await settled(page);
    expect(before, 'the code is fetched, the widget not woken, the address untouched').toEqual({ awake: false, codeLoaded: true, hash: '' });
    // A real mouse: it passes over the widget (which wakes it) and clicks at once, without waiting.
    await page.locator(DRAW).click();
    await expect.poll(() => stepShown(page), { timeout: 15_000 }).toBe('1');
    expect(await page.locator(`${PG} [data-action="undo"]`).isEnabled()).toBe(true);
  });

  it('at 360×740 by touch: the tap that wakes it plays its move', async () => {
    const { page } = await open('/playground/', { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    expect((await settled(page)).awake).toBe(false);
    await page.locator(DRAW).scrollIntoViewIfNeeded();
    expect((await settled(page)).awake, 'scrolling to the button does not wake it').toBe(false);
    await page.locator(DRAW).tap();
    await expect.poll(() => stepShown(page), { timeout: 15_000 }).toBe('1');
  });

  it('at 360×740 on a slow connection: a tap while its code is still on the way plays its move when the code arrives', async () => {
    const { page } = await openBlank(open);
    const release = await holdRequests(page, '**/_astro/PlaygroundWidget.*');
    await page.goto(`${baseUrl}/playground/`, { waitUntil: 'domcontentloaded' });
    await page.locator(DRAW).tap();
    expect(await page.locator(PG).getAttribute('data-hydrated'), 'the code has not arrived').not.toBe('true');
    release();
    await expect.poll(() => stepShown(page), { timeout: 15_000 }).toBe('1');
    await page.unroute('**/_astro/PlaygroundWidget.*');
  });

  it('on a slow connection: a viewpoint picked in the list before the code arrives is the one the awake widget shows', async () => {
    // A reader's pick comes with the focus (which starts the waking); an assistive tool may set the list without it.
    for (const [focusFirst, pick] of [
      [true, '2'],
      [false, '1'],
    ] as const) {
      const { page } = await openBlank(open);
      const release = await holdRequests(page, '**/_astro/PlaygroundWidget.*');
      await page.goto(`${baseUrl}/playground/`, { waitUntil: 'domcontentloaded' });
      const viewer = page.locator(`${PG} select[data-field="viewer"]`);
      const firstLink = await page.locator(`${PG} [data-field="share-link"]`).inputValue();
      if (focusFirst) await viewer.focus();
      await viewer.selectOption(pick);
      expect(await page.locator(PG).getAttribute('data-hydrated'), 'the code has not arrived').not.toBe('true');
      release();
      await page.locator(`${PG}[data-hydrated="true"]`).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.locator(PG).getAttribute('data-viewer'), { timeout: 15_000 }).toBe(pick);
      expect(await viewer.inputValue(), 'the list still shows the pick').toBe(pick);
      // The same game, the first one: back at the table's view, its link is the one the server wrote.
      await viewer.selectOption('table');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(firstLink.slice(firstLink.indexOf('#')));
      await page.unroute('**/_astro/PlaygroundWidget.*');
    }
  });

  it('by keyboard: the focus arriving wakes it, and Enter plays the move', async () => {
    const { page } = await open('/playground/', { viewport: { width: 1280, height: 800 } });
    expect((await settled(page)).awake).toBe(false);
    await page.locator(DRAW).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => stepShown(page), { timeout: 15_000 }).toBe('1');
    expect(await page.evaluate(() => document.activeElement?.closest('.bng-playground') !== null), 'the focus stays in the playground').toBe(true);
  });

  it('asleep, the share box already holds the first game’s link, and the first click or tap on Copy link copies it', async () => {
    const permissions = ['clipboard-read', 'clipboard-write'];
    for (const options of [
      { viewport: { width: 1280, height: 800 }, permissions },
      { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, permissions },
    ]) {
      const { page } = await open('/playground/', options);
      expect((await settled(page)).awake).toBe(false);
      const field = page.locator(`${PG} [data-field="share-link"]`);
      const copy = page.locator(`${PG} [data-action="copy-link"]`);
      const asleep = await field.inputValue();
      expect(asleep, 'the link the server wrote').toMatch(/^https?:\/\/[^/]+\/playground\/#g=/);
      expect(await copy.isEnabled(), 'Copy link can be used before the widget wakes').toBe(true);
      await (options.hasTouch ? copy.tap() : copy.click());
      await expect.poll(() => page.locator(`${PG} [data-feedback="copy"]`).textContent(), { timeout: 15_000 }).toMatch(/copied/);
      const fragment = asleep.slice(asleep.indexOf('#'));
      expect(await page.evaluate(() => navigator.clipboard.readText()), 'this site’s address, with the first game’s link').toBe(`${baseUrl}/playground/${fragment}`);
      // Awake, with its link code loaded, the browser works the link out itself (a viewpoint away
      // and back makes it): the same one as the server's, in the address and the box.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((r) => /\/_astro\/links\./.test(r.name)))).toBe(true);
      const viewer = page.locator(`${PG} select[data-field="viewer"]`);
      await viewer.selectOption('1');
      await expect.poll(() => page.evaluate(() => location.hash)).not.toBe(fragment);
      await viewer.selectOption('table');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(fragment);
      await expect.poll(() => field.inputValue()).toBe(`${baseUrl}/playground/${fragment}`);
    }
  });

  it('a link wakes it at once: in the address at load, and pasted into the address later', async () => {
    const link = playgroundLink(stateOf(BUY_POSITION));
    const { page } = await open(link, { viewport: { width: 1280, height: 800 } });
    // Nothing touches the page: it wakes by itself. How soon depends on the machine (ci: over 10
    // frames and 300 ms after load on a busy one), so wait for it rather than for a fixed time.
    await expect.poll(() => page.locator(PG).getAttribute('data-hydrated'), { message: 'a link in the address at load', timeout: 15_000 }).toBe('true');
    expect(await page.locator(PG).getAttribute('data-first')).toBeNull();

    const later = await open('/playground/', { viewport: { width: 1280, height: 800 } });
    expect((await settled(later.page)).awake).toBe(false);
    await later.page.evaluate((hash) => (location.hash = hash), link.slice(link.indexOf('#')));
    await expect.poll(() => later.page.locator(PG).getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    expect(await later.page.locator(PG).getAttribute('data-first'), 'the link’s game, not the first one').toBeNull();
  });

  it('a broken link in the address wakes it at once and is explained; a page anchor does not wake it', async () => {
    const { page } = await open('/playground/#g=not-a-game', { viewport: { width: 1280, height: 800 } });
    await expect.poll(() => page.locator(PG).getAttribute('data-state'), { timeout: 15_000 }).toBe('error');
    expect(await page.locator(`${PG} [role="alert"]`).first().textContent(), 'a message says what is wrong').toMatch(/link/i);

    const anchored = await open('/playground/#your-game', { viewport: { width: 1280, height: 800 } });
    expect((await settled(anchored.page)).awake, 'an anchor of the page is not the playground’s').toBe(false);
  });
});
