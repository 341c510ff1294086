/**
 * A page does not move as it arrives; the layout shifts of the whole load are summed, at most 0.02
 * (Lighthouse's bar, which loads each page once, at 412 px and without a fragment):
 * - A page that arrives slowly: served in two parts, the second 400 ms after the first (a slow
 *   connection, or a long level page on a slow laptop: the browser draws what it has). The first
 *   part ends where the page's text starts, after Starlight's "On this page" column, which stood
 *   alone over the text's place until the text came and then jumped right (0.42 at 1280×800;
 *   layout.css). The playground's first part ends inside it, after its table and the column beside it; its phase map opened
 *   only once the whole page was read: the column under it moved down by the map's height (0.019 at
 *   1350×940, Lighthouse's desktop screen; focusView.ts).
 * - A link to a step of a worked example: the example drawn by the server at its start, then at
 *   the linked step, moved the table down by the step's text and phase map (0.06 at 1280×800, 0.10
 *   at 412×823); its body is now hidden till it shows the step (example/reveal.ts).
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { describeBrowser, holdRequests, useBrowser } from './helpers/browser.ts';
import { layoutShifts } from './helpers/shifts.ts';
import { startStaticServer } from './setup/static-server.ts';

describeBrowser('a page arriving', () => {
  const { open, baseUrl } = useBrowser();
  /** Servers of the built site sending each page in two parts: cut where the text starts, or after the playground's phase map. */
  const slow: Record<'text' | 'playground', Awaited<ReturnType<typeof startStaticServer>> | null> = { text: null, playground: null };

  beforeAll(async () => {
    slow.text = await startStaticServer(inject('distDir'), { until: '<div class="main-pane', pauseMs: 400 });
    slow.playground = await startStaticServer(inject('distDir'), { until: '<div class="bng-play-tools', pauseMs: 400 });
  });
  afterAll(() => Promise.all(Object.values(slow).map((s) => s?.close())));

  const cases = [
    { path: '/level-3/', width: 1280, height: 800, cut: 'text' },
    { path: '/phases/', width: 1280, height: 800, cut: 'text' },
    { path: '/level-3/', width: 360, height: 740, cut: 'text' },
    { path: '/playground/', width: 1350, height: 940, cut: 'playground' },
  ] as const;
  for (const { path, width, height, cut } of cases)
    it(`${path} at ${width}×${height}: its first part drawn, the rest moves nothing`, { timeout: 30_000 }, async () => {
      const { page } = await open('/404.html', { viewport: { width, height } });
      await page.goto(slow[cut]!.url + path, { waitUntil: 'load' });
      const { sum, sources } = await layoutShifts(page);
      expect(sum, `layout shifts: ${sources.join(', ') || 'none'}`).toBeLessThanOrEqual(0.02);
      // The "On this page" column still stands at the right of the text where the window has room for it (the playground has none).
      if (width >= 1152 && path !== '/playground/') {
        const toc = await page.locator('.right-sidebar').boundingBox();
        const text = await page.locator('.main-pane').boundingBox();
        expect(toc!.x, 'the "On this page" column is right of the text').toBeGreaterThanOrEqual(text!.x + text!.width - 1);
      }
    });

  // The map is opened by the line of script after it, as the page is read: with every module script
  // held back, it is open already on a screen that puts it beside the table, and closed on a phone.
  for (const { width, height, open: wanted } of [
    { width: 1350, height: 940, open: true },
    { width: 360, height: 740, open: false },
  ])
    it(`/playground/ at ${width}×${height}: its focused map is ${wanted ? 'open' : 'closed'} before any module script runs`, { timeout: 30_000 }, async () => {
      const { page } = await open('/404.html', { viewport: { width, height } });
      const release = await holdRequests(page, '**/_astro/*.js');
      await page.goto(`${baseUrl}/playground/`, { waitUntil: 'commit' });
      // Read once the column after the map is in the page: the map and whatever follows it have been read.
      await page.locator('.bng-playground .bng-play-side').waitFor({ state: 'attached' });
      const map = page.locator('.bng-playground [data-focus-slot] > details.bng-fm');
      const seen = await map.evaluate((d: HTMLDetailsElement) => ({ open: d.open, hydrated: document.querySelector('.bng-playground')?.getAttribute('data-hydrated') }));
      release();
      expect(seen.hydrated, 'the playground has not woken').not.toBe('true');
      expect(seen.open).toBe(wanted);
    });

  const LINKED = { example: 'l3-banker', step: 3 };
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ])
    it(
      `a link to step ${LINKED.step} of ${LINKED.example} at ${viewport.width}×${viewport.height}: the example opens at the step, nothing moved`,
      { timeout: 30_000 },
      async () => {
        const { page } = await open(`/level-3/#ex-${LINKED.example}/${LINKED.step}`, { viewport });
        const example = page.locator(`.bng-example[data-example="${LINKED.example}"]`);
        await example.and(page.locator(`[data-hydrated="true"][data-step="${LINKED.step}"]`)).waitFor({ timeout: 15_000 });
        const { sum, sources } = await layoutShifts(page);
        expect(sum, `layout shifts: ${sources.join(', ') || 'none'}`).toBeLessThanOrEqual(0.02);
        // Shown once it is at the step, the example at the top of the window, and nothing left hiding it.
        expect(await example.locator('.bng-example-body').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
        const top = await example.evaluate((el) => el.getBoundingClientRect().top);
        expect(top, 'the linked example is in view').toBeGreaterThanOrEqual(0);
        expect(top, 'the linked example is in view').toBeLessThan(viewport.height / 2);
        expect(await page.evaluate(() => [...document.head.querySelectorAll('style')].some((s) => s.textContent?.includes('bng-example-body')))).toBe(false);
      },
    );
});
