/**
 * The worked-example widget on a built rules page: readable before hydration, stepped with the
 * keyboard (← → Home End) while the board follows the engine's states step by step, announced
 * politely, its log linking rule anchors that exist, auto-play under reduced motion, and "Open in
 * playground" reopening the same state.
 */
import { expect, inject, it } from 'vitest';
import { MARKETS, type GameState } from '../../src/machine/index.ts';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { pickExample } from './helpers/examples.ts';
import { anchorsOf, pageHtml, sitePages } from './helpers/site.ts';
import type { Page } from 'playwright-core';

const dist = inject('distDir');
const picked = pickExample(dist);

describeBrowser('worked example widget', () => {
  const { open } = useBrowser();

  it('is embedded on a page of the built site', () => {
    expect(picked, 'a built page embeds a worked example the tests know').not.toBeNull();
  });
  if (!picked) return;
  const { path, example } = picked;
  const prepared = prepareExample(example) as PreparedExample;
  const total = example.steps.length;
  const root = `.bng-example[data-example="${example.id}"]`;

  /** The board shown agrees with the engine's state: face-up cards, card counts, Assets held. */
  async function expectBoard(page: Page, state: GameState) {
    const w = page.locator(root);
    for (const m of MARKETS) {
      const faceUp = w.locator(`[data-market="${m}"] [data-zone="face-up"] [data-card]`);
      const want = state.markets[m].faceUp;
      if (want === null) expect(await faceUp.count(), `no face-up card at ${m}`).toBe(0);
      else expect(await faceUp.getAttribute('data-card'), `face-up card at ${m}`).toBe(want);
      const down = await w.locator(`[data-market="${m}"] [data-zone="face-down"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(down, `face-down cards at ${m}`).toEqual(state.markets[m].faceDown);
    }
    for (const [seat, p] of state.players.entries()) {
      const held = await w.locator(`[data-seat="${seat}"] [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
      expect(held.sort(), `Assets of seat ${seat + 1}`).toEqual([...p.assets].sort());
      const hand = await w.locator(`[data-seat="${seat}"] [data-zone="hand"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(hand, `hand of seat ${seat + 1}`).toEqual(p.hand);
    }
    expect(await w.locator('[data-zone="deck"] [data-count]').getAttribute('data-count')).toBe(String(state.deck.length));
  }

  async function expectStep(page: Page, step: number) {
    const w = page.locator(root);
    await expect.poll(() => w.getAttribute('data-step')).toBe(String(step));
    const counter = (await w.locator('.bng-step-counter').textContent()) ?? '';
    expect(counter).toContain(step === 0 ? `step 0 of ${total}` : `Step ${step} of ${total}`);
    await expectBoard(page, prepared.states[step]!);
  }

  it('shows the intro and the start position in the server-rendered HTML', async () => {
    const html = pageHtml(dist, path);
    expect(html).toContain(`data-example="${example.id}"`);
    const { page } = await open(path, { javaScriptEnabled: false });
    const w = page.locator(root);
    await expect.poll(() => w.locator('.bng-example-intro').textContent()).toBe(example.intro);
    expect(await w.getAttribute('data-step')).toBe('0');
    await expectBoard(page, prepared.states[0]!);
  });

  it('steps with ← → Home End and the board follows every step', async () => {
    const { page } = await open(path);
    await hydrated(page, root);
    await page.locator(root).focus();
    await expectStep(page, 0);
    const live = page.locator(`${root} [data-live="example"]`);
    for (let step = 1; step <= total; step++) {
      await page.keyboard.press('ArrowRight');
      await expectStep(page, step);
      await expect.poll(() => live.textContent()).toContain(`Step ${step} of ${total}: ${example.steps[step - 1]!.caption}`);
      // The log lists this step with its rule and the engine's events.
      const entry = page.locator(`${root} [data-log-step="${step}"]`);
      await expect.poll(() => entry.count()).toBe(1);
      expect(await entry.locator(`a[data-rule="${example.steps[step - 1]!.rule}"]`).count()).toBe(1);
      expect(await entry.locator('[data-event]').count()).toBe(prepared.events[step - 1]!.length);
    }
    await page.keyboard.press('ArrowRight'); // already at the last step: stays
    await expectStep(page, total);
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    await expect.poll(() => live.textContent()).toContain('start position');
    await page.keyboard.press('End');
    await expectStep(page, total);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, total - 1);
    // The focus ring is visible on the widget itself.
    const outline = await page.locator(root).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  it('links every step of its log to a rule anchor that exists', async () => {
    const { page } = await open(path);
    await hydrated(page, root);
    await page.locator(`${root} [data-action="last"]`).click();
    const hrefs = await page.locator(`${root} .bng-log a[data-rule], ${root} .bng-caption a[data-rule]`).evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(total);
    const pages = new Set(sitePages(dist));
    for (const href of new Set(hrefs)) {
      const [pagePath, anchor] = href.split('#') as [string, string];
      expect(pages.has(pagePath), `${href}: page exists`).toBe(true);
      expect(anchorsOf(dist, pagePath).has(anchor), `${href}: anchor exists`).toBe(true);
    }
  });

  it('auto-plays without animation when reduced motion is asked for', async () => {
    const { page } = await open(path, { reducedMotion: 'reduce' });
    await hydrated(page, root);
    const w = page.locator(root);
    await expect.poll(() => w.getAttribute('data-reduced-motion')).toBe('true');
    await w.locator('select').selectOption('1500');
    await w.locator('[data-action="autoplay"]').click();
    await expect.poll(() => w.getAttribute('data-step'), { timeout: 5000 }).toBe('1');
    expect(await w.locator('.bng-fade').count()).toBe(0);
    expect(await w.locator('[data-action="autoplay"]').getAttribute('aria-pressed')).toBe('true');
    await w.locator('[data-action="autoplay"]').click();
    expect(await w.locator('[data-action="autoplay"]').getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the current step in the playground, and passes axe mid-way', async () => {
    const { page } = await open(path, { colorScheme: 'dark' });
    await hydrated(page, root);
    const step = Math.min(2, total);
    for (let i = 0; i < step; i++) await page.locator(`${root} [data-action="next"]`).click();
    await expectStep(page, step);
    // The caption fades in: judge the colours once it has.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
    const href = await page.locator(`${root} [data-action="open-playground"]`).getAttribute('href');
    expect(href).toMatch(/^\/playground\/#g=/);
    await page.goto(new URL(href!, page.url()).href);
    const pg = await hydrated(page, '.bng-playground');
    expect(await pg.getAttribute('data-step')).toBe(String(step));
    const state = prepared.states[step]!;
    for (const m of MARKETS) {
      const want = state.markets[m].faceUp;
      const got = page.locator(`.bng-playground [data-market="${m}"] [data-zone="face-up"] [data-card]`);
      if (want === null) expect(await got.count()).toBe(0);
      else expect(await got.getAttribute('data-card')).toBe(want);
    }
  });

  it('fits a 375 px screen without horizontal page scroll, in projector size too', async () => {
    const { page } = await open(path, { viewport: { width: 375, height: 800 } });
    const w = await hydrated(page, root);
    await w.locator('button', { hasText: 'Projector size' }).click();
    await w.locator('[data-action="last"]').click();
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });
});
