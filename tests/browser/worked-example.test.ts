/**
 * The worked-example widget on a built rules page: readable before hydration, stepped with the
 * keyboard (← → Home End, and a clicker's PageUp PageDown, Space) while the board follows the
 * engine's states step by step, announced politely, its log linking rule anchors that exist,
 * auto-play under reduced motion, "Open in playground" reopening the same state, links to a step
 * (`#ex-<id>/<step>`: opened, rewritten while stepping, copied; bad ones ignored), and the focus
 * kept in the widget when First, Last or the end of auto-play disable the control that had it.
 */
import { expect, inject, it } from 'vitest';
import { MARKETS, type GameState } from '../../src/machine/index.ts';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { pickExample } from './helpers/examples.ts';
import { anchorsOf, examplePages, pageHtml, sitePages } from './helpers/site.ts';
import type { Page } from 'playwright-core';

const dist = inject('distDir');
const picked = pickExample(dist);

describeBrowser('worked example widget', () => {
  const { open, baseUrl } = useBrowser();

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

  for (const width of [360, 375])
    it(`fits a ${width} px screen without horizontal page scroll, in projector size too, with a copied step link shown`, async () => {
      const { page } = await open(path, { viewport: { width, height: 800 } });
      const w = await hydrated(page, root);
      await w.locator('button', { hasText: 'Projector size' }).click();
      await w.locator('[data-action="last"]').click();
      await w.locator('[data-action="copy-step-link"]').click();
      await expect.poll(() => w.locator('[data-live="step-link"]').textContent()).toContain(`#ex-${example.id}/${total}`);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    });

  /** The element that has the focus: its data-action, or 'widget' for the widget itself, or where else it is. */
  function focused(page: Page): Promise<string> {
    return page.evaluate((sel) => {
      const w = document.querySelector(sel)!;
      const a = document.activeElement;
      if (a === w) return 'widget';
      if (!a || !w.contains(a)) return `outside the widget (${a?.tagName ?? 'none'})`;
      if ((a as HTMLButtonElement).disabled) return `disabled ${a.getAttribute('data-action')}`;
      return a.getAttribute('data-action') ?? a.tagName;
    }, root);
  }

  it('opens at the step a link names (#ex-<id>/<step>), and rewrites the link while stepping without new history entries', async () => {
    const { page } = await open(`${path}#ex-${example.id}/1`);
    // No scrolling by the test: the link itself brings the example into view, which hydrates it.
    await page.locator(`${root}[data-hydrated="true"]`).waitFor({ timeout: 15_000 });
    await expectStep(page, 1);
    await expect.poll(() => page.locator(`${root} [data-live="example"]`).textContent()).toContain(`Step 1 of ${total}`);
    expect(await focused(page)).toBe('widget');
    const box = (await page.locator(root).boundingBox())!;
    expect(box.y, 'the example is scrolled to the top of the window').toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(450);
    const entries = await page.evaluate(() => history.length);
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#ex-${example.id}/2`);
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#ex-${example.id}/0`);
    await page.locator(`${root} [data-action="last"]`).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#ex-${example.id}/${total}`);
    expect(await page.evaluate(() => history.length), 'stepping adds no history entry').toBe(entries);
    // The link control names this step; copying puts the full address in the clipboard and says so.
    expect(await page.locator(`${root} [data-action="step-link"]`).getAttribute('href')).toBe(`#ex-${example.id}/${total}`);
    await page.locator(`${root} [data-action="copy-step-link"]`).click();
    const status = page.locator(`${root} [data-live="step-link"]`);
    expect(await status.getAttribute('role')).toBe('status');
    await expect.poll(() => status.textContent()).toContain(`${baseUrl}${path}#ex-${example.id}/${total}`);
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
    // A link typed or pasted later (the fragment changes on the open page) is followed too.
    await page.evaluate((id) => (location.hash = `#ex-${id}/1`), example.id);
    await expectStep(page, 1);
    expect(await focused(page)).toBe('widget');
  });

  const here = examplePages(dist).find((p) => p.path === path)!;
  const lastOnPage = here.ids[here.ids.length - 1]!;
  it(`scrolls to an example far down the page (${lastOnPage}) before it hydrates, and shows the step`, async () => {
    const { page } = await open(`${path}#ex-${lastOnPage}/1`);
    const far = `.bng-example[data-example="${lastOnPage}"]`;
    await page.locator(`${far}[data-hydrated="true"]`).waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator(far).getAttribute('data-step')).toBe('1');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = (await page.locator(far).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(450);
    // Examples the link does not name stay at their start.
    expect(await page.locator(`${root}`).getAttribute('data-step')).toBe('0');
  });

  const rule = example.steps[0]!.rule;
  // One of each kind the page itself must survive: an example not on it, a step past the end, a
  // damaged escape. The other damaged forms (-1, 01, 1x, a missing step or name) are parsed by the
  // same function, whose unit tests (tests/unit/step-link.test.ts) turn each of them down.
  const bad = [`ex-nope/1`, `ex-${example.id}/${total + 1}`, `%E0%A4%A`];
  it(`ignores fragments that are not a step of an example on the page (${bad.join(' ')}), and keeps rule anchors plain`, async () => {
    for (const hash of bad) {
      const { page } = await open(`${path}#${hash}`);
      await hydrated(page, root);
      expect(await page.locator(root).getAttribute('data-step'), `#${hash}`).toBe('0');
      expect(await page.locator('.bng-example:not([data-step="0"])').count(), `#${hash}`).toBe(0);
      await page.context().close();
    }
    // A rule anchor on the same page: the browser scrolls to its heading, the widgets stay put.
    if (anchorsOf(dist, path).has(rule)) {
      const { page } = await open(`${path}#${rule}`);
      const heading = page.locator(`[id="${rule}"]`);
      const y = (await heading.boundingBox())!.y;
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(300);
      expect(await page.evaluate(() => location.hash)).toBe(`#${rule}`);
      await hydrated(page, root);
      expect(await page.locator(root).getAttribute('data-step')).toBe('0');
      expect(await page.evaluate(() => location.hash), 'hydration leaves the anchor alone').toBe(`#${rule}`);
    }
  });

  it("steps with a clicker's keys: PageDown, PageUp, Space (no page scroll), Shift+Space, Home, End; . pauses auto-play", async () => {
    const { page } = await open(path);
    const w = await hydrated(page, root);
    await w.focus();
    await page.evaluate(() => {
      const win = window as unknown as { spaceScrolls: boolean[] };
      win.spaceScrolls = [];
      window.addEventListener('keydown', (e) => {
        if (e.key === ' ') win.spaceScrolls.push(!e.defaultPrevented);
      });
    });
    await page.keyboard.press('PageDown');
    await expectStep(page, 1);
    await page.keyboard.press('PageDown');
    await expectStep(page, 2);
    await page.keyboard.press('PageUp');
    await expectStep(page, 1);
    const y = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expectStep(page, 2);
    await page.keyboard.press('Shift+Space');
    await expectStep(page, 1);
    expect(await page.evaluate(() => (window as unknown as { spaceScrolls: boolean[] }).spaceScrolls), 'Space is kept from scrolling').toEqual([false, false]);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y), 'the page did not scroll').toBeLessThan(50);
    await page.keyboard.press('End');
    await expectStep(page, total);
    await page.keyboard.press('PageDown'); // at the end: stays
    await expectStep(page, total);
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    await page.keyboard.press('PageUp'); // at the start: stays
    await expectStep(page, 0);
    expect(await focused(page)).toBe('widget');
    // The keys work while any control has the focus; Space on a button presses it, once.
    await w.locator('[data-action="next"]').focus();
    await page.keyboard.press('PageDown');
    await expectStep(page, 1);
    await page.keyboard.press('Space');
    await expectStep(page, 2);
    await page.waitForTimeout(100);
    expect(await w.getAttribute('data-step'), 'Space on Next steps once').toBe('2');
    // On a link (the caption's rule link) Space steps too, and does not scroll.
    await w.locator('.bng-caption a[data-rule]').focus();
    await page.keyboard.press('Space');
    const third = Math.min(3, total);
    await expectStep(page, third);
    expect(await page.evaluate(() => (window as unknown as { spaceScrolls: boolean[] }).spaceScrolls.at(-1))).toBe(false);
    await w.locator('[data-action="autoplay"]').focus();
    await page.keyboard.press('PageUp');
    await expectStep(page, third - 1);
    // A clicker's "blank screen" key (. or B) pauses auto-play.
    await page.keyboard.press('Enter');
    await expect.poll(() => w.locator('[data-action="autoplay"]').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('.');
    await expect.poll(() => w.locator('[data-action="autoplay"]').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the focus in the widget after First, Last and the end of auto-play, with a visible focus ring', async () => {
    const { page } = await open(path, { reducedMotion: 'reduce' });
    const w = await hydrated(page, root);
    // Mouse: Last, then First, each disabling itself.
    await w.locator('[data-action="last"]').click();
    await expectStep(page, total);
    await expect.poll(() => focused(page)).toBe('previous');
    await w.locator('[data-action="first"]').click();
    await expectStep(page, 0);
    await expect.poll(() => focused(page)).toBe('next');
    // Keyboard: Enter on Last, End on Next, Home on Previous.
    await w.locator('[data-action="last"]').focus();
    await page.keyboard.press('Enter');
    await expectStep(page, total);
    await expect.poll(() => focused(page)).toBe('previous');
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(ring, 'focus ring after a keyboard move').not.toBe('none');
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    await expect.poll(() => focused(page)).toBe('next');
    await page.keyboard.press('End');
    await expectStep(page, total);
    await expect.poll(() => focused(page)).toBe('previous');
    // Auto-play to the end with the focus on Next: Next is disabled at the last step, the focus stays.
    // (At the last step, Auto-play starts again from the start.) From the step before the last, so
    // the wait is one step of auto-play, not the whole example.
    await w.locator('[data-action="previous"]').click();
    await expectStep(page, total - 1);
    await w.locator('select').selectOption('1500');
    await page.evaluate((sel) => {
      const el = document.querySelector(sel)!;
      (el.querySelector('[data-action="autoplay"]') as HTMLButtonElement).click();
      (el.querySelector('[data-action="next"]') as HTMLButtonElement).focus();
    }, root);
    await expect.poll(() => w.getAttribute('data-step'), { timeout: 10_000 }).toBe(String(total));
    await expect.poll(() => w.locator('[data-action="autoplay"]').getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => focused(page)).toBe('previous');
    // Auto-play with the focus on its own button: it stays there at the end.
    await w.locator('[data-action="autoplay"]').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect.poll(() => w.getAttribute('data-step'), { timeout: 5000 }).toBe(String(total));
    await expect.poll(() => w.locator('[data-action="autoplay"]').getAttribute('aria-pressed')).toBe('false');
    expect(await focused(page)).toBe('autoplay');
  });
});
