/**
 * Suit symbols and step controls are drawn as inline SVG, not font glyphs (which show as empty
 * boxes where no symbol font is installed, as in this headless Chromium): each icon is in the
 * page, sized with the text, and either named (an image with its Suit's name) or hidden beside
 * words that already name it. Every step control keeps a name a screen reader can say.
 */
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const GLYPHS = /[💣⚡💎📡🔒⏮⏭◀▶⏸]/u;

/**
 * What each icon in `scope` draws: an icon is a `<use>` of a drawing the page holds once
 * (IconSprite); one that points at nothing draws nothing, with no error anywhere.
 */
function drawn(scope: Locator) {
  return scope.locator('svg.bng-icon').evaluateAll((svgs) =>
    svgs.map((svg) => {
      const use = svg.querySelector('use');
      const id = use?.getAttribute('href')?.slice(1) ?? '';
      const box = use?.getBBox();
      return { name: svg.getAttribute('class'), found: document.getElementById(id)?.tagName ?? null, painted: !!box && box.width > 0 && box.height > 0 };
    }),
  );
}

function expectAllDrawn(icons: Awaited<ReturnType<typeof drawn>>) {
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) expect(icon, `${icon.name}: its drawing is in the page, and paints`).toEqual({ name: icon.name, found: 'symbol', painted: true });
}

describeBrowser('icons drawn in SVG', () => {
  const { open } = useBrowser();

  it("a worked example's controls and boards show SVG icons, and no glyph is left in them", async () => {
    const { page } = await open('/level-1/');
    const w = await hydrated(page, '.bng-example');
    const controls = w.locator('.bng-controls button');
    expect(await controls.count()).toBeGreaterThanOrEqual(4);
    const stepButtons = w.locator('.bng-controls button:is([data-action="first"], [data-action="previous"], [data-action="next"], [data-action="last"])');
    for (const b of await stepButtons.all()) {
      expect(await b.locator('svg.bng-icon').count(), (await b.getAttribute('data-action')) ?? '').toBe(1);
      expect((await b.textContent()) ?? '').not.toMatch(GLYPHS);
      // A name for the control: its words or its label.
      const name = ((await b.getAttribute('aria-label')) ?? (await b.textContent()) ?? '').trim();
      expect(name.length).toBeGreaterThan(0);
    }
    const suitLines = w.locator('.bng-player-suit');
    expect(await suitLines.count()).toBeGreaterThan(0);
    for (const line of await suitLines.all()) {
      expect(await line.locator('svg.bng-icon[aria-hidden="true"]').count()).toBe(1);
      expect(await line.textContent()).not.toMatch(GLYPHS);
      const size = await line.locator('svg').evaluate((svg) => svg.getBoundingClientRect().height);
      const font = await line.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(Math.abs(size - font), 'the icon is as tall as the text').toBeLessThanOrEqual(1);
    }
    // The server's icons, and one the widget draws itself (auto-play's Stop shows the pause symbol).
    expectAllDrawn(await drawn(w));
    await w.locator('[data-action="autoplay"]').click();
    await expect.poll(() => w.locator('svg.bng-icon--pause').count()).toBe(1);
    expectAllDrawn(await drawn(w.locator('[data-action="autoplay"]')));
    await w.locator('[data-action="autoplay"]').click();
  });

  it("the setup page's Suit table names each Suit's icon", async () => {
    const { page } = await open('/setup/');
    const named = page.locator('svg.bng-icon[role="img"]');
    const labels = await named.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    for (const suit of ['Bombs', 'Electrical Bolts', 'Diamonds', 'Satellite Dishes', 'Locks']) expect(labels).toContain(suit);
    for (const svg of await named.all()) expect(await svg.locator('title').textContent()).toBe(await svg.getAttribute('aria-label'));
    expectAllDrawn(await drawn(page.locator('main')));
  });
});
