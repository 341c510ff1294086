/**
 * Level 3 in the browser: every Level 3 worked example on `/level-3/` stepped by keyboard, with its
 * caption, the rule it links to, the board (the Guillotine, each seat's Role, the Luxury Bunker,
 * the Role deck, the Roles being chosen from) checked after every step, and one key fact of the
 * example checked on the table or in its log; one example projected at 1280×720; axe on the page
 * with every example hydrated and one stepped. The harness fails any test that logs a console error.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { LEVEL_3_EXAMPLES } from '../../src/examples/level-3.ts';
import type { WorkedExample } from '../../src/examples/types.ts';
import { type GameState, rolesOf } from '../../src/machine/index.ts';
import { backToStart, stepThroughExample } from './helpers/examples.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser, wakeAllIslands } from './helpers/browser.ts';
import { examplePages } from './helpers/site.ts';

const dist = inject('distDir');
const LEVEL_3_PAGE = '/level-3/';

function prepared(id: string): { example: WorkedExample; prep: PreparedExample } {
  const example = LEVEL_3_EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no Level 3 example ${id}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

const rootOf = (id: string) => `.bng-example[data-example="${id}"]`;

/**
 * The Roles as the table shows them (the example's table view sees every card): each seat's Role,
 * Revealed or not, or none; who holds the Luxury Bunker; how many Roles the deck holds.
 */
async function expectRoles(w: Locator, state: GameState) {
  const r = rolesOf(state);
  for (const seat of state.players.keys()) {
    const zone = w.locator(`[data-seat="${seat}"] [data-zone="role"]`);
    const want = r.held[seat] ?? null;
    const card = zone.locator('[data-role]');
    if (want === null) expect(await card.count(), `seat ${seat + 1} holds no Role`).toBe(0);
    else {
      expect(await card.getAttribute('data-role'), `Role of seat ${seat + 1}`).toBe(want.role);
      expect(await card.getAttribute('data-revealed'), `Role of seat ${seat + 1} Revealed`).toBe(String(want.revealed));
    }
    const bunker = await w.locator(`[data-seat="${seat}"] [data-bunker="held"]`).count();
    expect(bunker, `seat ${seat + 1} and the Luxury Bunker`).toBe(r.bunker === seat ? 1 : 0);
  }
  expect(await w.locator('[data-zone="role-deck"] [data-count]').getAttribute('data-count'), 'Roles in the deck').toBe(String(r.deck.length));
  const offer = w.locator('[data-zone="role-offer"]');
  if (r.offer === null) expect(await offer.count(), 'nobody is choosing a Role').toBe(0);
  else {
    expect(await offer.getAttribute('data-offer-seat'), 'the seat choosing a Role').toBe(String(r.offer.seat));
    const shown = await offer.locator('[data-role]').evaluateAll((els) => els.map((e) => e.getAttribute('data-role')));
    expect(shown.sort(), 'the Roles being chosen from').toEqual([...r.offer.cards].sort());
  }
}

/** The seat's Assets as the table shows them. */
const assetsOf = (w: Locator, seat: number) => w.locator(`[data-seat="${seat}"] [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
/** The steps' log under the table (the engine's own words for what happened). */
const logOf = (w: Locator) => w.locator('.bng-panel').textContent();

/** One fact per example that the reader should see at its last step, beyond the board every step shows. */
const KEY_FACTS: Readonly<Record<string, (w: Locator) => Promise<void>>> = {
  'l3-role-draft': async (w) => {
    expect(await logOf(w)).toContain('keeps no Role');
  },
  'l3-banker': async (w) => {
    expect(await logOf(w)).toContain('discards 2 Satellite Dishes to get down to the hand limit');
    expect(await w.locator('[data-seat="0"] [data-zone="hand"] [data-card]').count()).toBe(2);
  },
  'l3-celebrity-spared': async (w) => {
    expect(await w.locator('[data-zone="guillotine"]').getAttribute('data-rebels-on')).toBe('10');
    expect(await logOf(w)).toContain('The crowd spares the Celebrity: the Tech Overlord wins the game.');
  },
  'l3-celebrity-caused': async (w) => {
    expect(await w.locator('[data-zone="guillotine"]').getAttribute('data-rebels-on')).toBe('10');
    const log = (await logOf(w)) ?? '';
    expect(log).toContain('Every Billionaire loses');
    expect(log).not.toContain('spares the Celebrity');
  },
  'l3-disaster-speculator': async (w) => {
    expect(await logOf(w)).toContain('takes 3 Locks and 3 Locks from the Discard pile');
    expect(await w.locator('[data-seat="3"] [data-zone="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).sort())).toEqual([
      'locks-7',
      'locks-8',
    ]);
  },
  'l3-gangster': async (w) => {
    expect(await assetsOf(w, 0)).toContain('mercenary-army');
    expect(await logOf(w)).toContain('as the Gangster, keeps the Mercenary Army');
  },
  'l3-gangster-fifth-asset': async (w) => {
    expect(await assetsOf(w, 1)).not.toContain('think-tank');
    expect(await w.locator('[data-market="influence"] .bng-market-assets [data-asset="think-tank"]').count()).toBe(1);
  },
  'l3-power-broker-swap': async (w) => {
    expect(await assetsOf(w, 2)).toContain('corporate-enclave');
    expect(await w.locator('[data-market="vanity"] .bng-market-assets [data-asset="celebrity-spouse"]').count()).toBe(1);
  },
  'l3-power-broker-panic': async (w) => {
    expect(await logOf(w)).toContain('dictates the sacrifice: the Think Tank, the Art Hoard, the Tabloid Empire');
    expect(await w.locator('[data-zone="guillotine"]').getAttribute('data-rebels-on')).toBe('6');
  },
  'l3-scam-artist-trade': async (w) => {
    expect(await assetsOf(w, 3)).toContain('private-island');
    expect(await assetsOf(w, 0)).toContain('cryogenic-lab');
  },
  'l3-scam-after-buy': async (w) => {
    // The Buy's Asset and the Scam Artist's trade both stand after the turn has ended.
    expect(await assetsOf(w, 0)).toEqual(expect.arrayContaining(['mega-yacht', 'think-tank']));
    expect(await assetsOf(w, 1)).toContain('golf-plantation');
  },
  'l3-scam-artist-return': async (w) => {
    expect(await w.locator('[data-market="toys"] .bng-market-assets [data-asset="private-island"]').count()).toBe(1);
    expect(await assetsOf(w, 3)).not.toContain('private-island');
  },
  'l3-bunker-claim': async (w) => {
    const log = (await logOf(w)) ?? '';
    expect(log).toContain('The War Profiteer loses the Luxury Bunker.');
    expect(log).toContain('The Tech Overlord holds the most Bunker Assets (2) and claims the Luxury Bunker.');
  },
  'l3-bunker-shelter': async (w) => {
    expect(await logOf(w)).toContain('holds the Luxury Bunker: it counts nothing against them');
    expect(await w.locator('[data-zone="guillotine"] [data-crisis="debt-crisis"]').getAttribute('data-rebels')).toBe('2');
  },
  'l3-new-roles': async (w) => {
    const log = (await logOf(w)) ?? '';
    expect(log).toContain('Revealed Roles go back into the Role deck: the Banker.');
    expect(log).toContain('The Aristocrat keeps the Celebrity.');
    expect(log).toContain('The Aristocrat is the Poorest Player and starts the Round.');
  },
};

describeBrowser('Level 3 in the browser', () => {
  const { open, openShared } = useBrowser();
  const page3 = examplePages(dist).find((p) => p.path === LEVEL_3_PAGE);
  const onPage = page3?.ids ?? [];

  it(`${LEVEL_3_PAGE} embeds every Level 3 worked example, each with a key fact to check`, () => {
    expect([...onPage].sort()).toEqual(LEVEL_3_EXAMPLES.map((e) => e.id).sort());
    expect(Object.keys(KEY_FACTS).sort()).toEqual(LEVEL_3_EXAMPLES.map((e) => e.id).sort());
  });

  for (const ex of LEVEL_3_EXAMPLES) {
    it(`steps ${ex.id} on ${LEVEL_3_PAGE} by keyboard: caption, rule link, board and Roles at every step`, { timeout: 60_000 }, async () => {
      const run = prepared(ex.id);
      const root = rootOf(ex.id);
      const { page } = await openShared(LEVEL_3_PAGE);
      const w = await hydrated(page, root);
      await stepThroughExample(page, w, root, dist, run, (state) => expectRoles(w, state));
      await KEY_FACTS[ex.id]!(w);
      await backToStart(page, w, root, run.prep);
    });
  }

  it('projects l3-power-broker-panic at 1280×720: every step fits without a scrollbar, PageDown steps, Escape leaves', { timeout: 60_000 }, async () => {
    const id = 'l3-power-broker-panic';
    const { example } = prepared(id);
    const { page } = await open(LEVEL_3_PAGE, { viewport: { width: 1280, height: 720 } });
    const w = await hydrated(page, rootOf(id));
    await w.focus();
    await page.keyboard.press('f');
    await expect.poll(() => w.getAttribute('data-fit')).toBe('zoom');
    expect(['fullscreen', 'overlay']).toContain(await w.getAttribute('data-projector'));
    // PageDown goes through every step, and through the parts of a busy one (its text, its table or
    // the two halves of its table): each thing shown fits.
    const shown = () => w.evaluate((el: HTMLElement) => `${el.dataset.step}${el.dataset.part ? ` ${el.dataset.part}` : ''}`);
    const seen = [await shown()];
    for (;;) {
      const now = seen.at(-1)!;
      const fit = await fitOf(page, rootOf(id));
      expect(fit.box, `step ${now}: the widget fills the screen`).toEqual({ top: 0, left: 0, width: 1280, height: 720 });
      expect(fit.scrolls, `step ${now}: nothing scrolls`).toEqual({ vertical: false, horizontal: false, page: false });
      expect(fit.zoom, `step ${now}: the table stays readable`).toBeGreaterThanOrEqual(0.45);
      if (/^\d+( table(-2)?)?$/.test(now) && now.startsWith(`${example.steps.length}`)) break;
      expect(seen.length, `PageDown reaches the last step (${seen.join(', ')})`).toBeLessThan(4 * (example.steps.length + 1));
      await page.keyboard.press('PageDown');
      await expect.poll(shown).not.toBe(now);
      seen.push(await shown());
    }
    expect(new Set(seen.map((s) => parseInt(s))), `every step shown in turn (${seen.join(', ')})`).toEqual(
      new Set(Array.from({ length: example.steps.length + 1 }, (_, i) => i)),
    );
    expect(await w.locator('.bng-caption').textContent()).toContain(example.steps.at(-1)!.caption);
    await page.keyboard.press('Escape');
    await expect.poll(() => w.getAttribute('data-projector')).toBeNull();
    expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), rootOf(id))).toBe(true);
  });

  it(`${LEVEL_3_PAGE} passes axe with its examples hydrated and one stepped into the Panic!`, { timeout: 60_000 }, async () => {
    const { page } = await open(LEVEL_3_PAGE);
    await wakeAllIslands(page);
    const root = rootOf('l3-power-broker-panic');
    for (let i = 1; i <= 2; i++) {
      await page.locator(`${root} [data-action="next"]`).click();
      await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(i));
    }
    // The caption fades in: judge the colours once it has.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The projected widget's box, its table's zoom, and whether it or the page scrolls. */
function fitOf(page: Page, sel: string) {
  return page.evaluate(async (s) => {
    // The widget scales the table in the frame after a change (projector.ts): measure once it has.
    await new Promise((done) => requestAnimationFrame(done));
    const root = document.querySelector<HTMLElement>(s)!;
    const table = root.querySelector<HTMLElement>('.bng-table')!;
    const r = root.getBoundingClientRect();
    const html = document.documentElement;
    return {
      box: { top: r.top, left: r.left, width: r.width, height: r.height },
      zoom: Number(table.style.zoom || '1'),
      scrolls: {
        vertical: root.scrollHeight > root.clientHeight,
        horizontal: root.scrollWidth > root.clientWidth,
        page: innerWidth > html.clientWidth || innerHeight > html.clientHeight,
      },
    };
  }, sel);
}
