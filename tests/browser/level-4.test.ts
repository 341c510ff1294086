/**
 * Level 4 in the browser: every Level 4 worked example on `/level-4/` stepped by keyboard, with its
 * caption, the rule it links to, the board, the Policy in force and each seat's envelope size
 * checked after every step; the rulebook's end-of-Round example checked where the reader looks (the
 * doubled Lock's total, the three envelopes emptied, the Pyramid Scheme changing boards, the new
 * first player); axe on the page with every example hydrated and that example stepped into its bid.
 * The harness fails any test that logs a console error.
 */
import type { Locator } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { LEVEL_4_EXAMPLES } from '../../src/examples/level-4.ts';
import type { WorkedExample } from '../../src/examples/types.ts';
import { envelopeOf, type GameState, policyOf } from '../../src/machine/index.ts';
import { backToStart, stepThroughExample } from './helpers/examples.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { examplePages } from './helpers/site.ts';

const dist = inject('distDir');
const LEVEL_4_PAGE = '/level-4/';
const ROUND_END = 'l4-round-end';

function prepared(id: string): { example: WorkedExample; prep: PreparedExample } {
  const example = LEVEL_4_EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no Level 4 example ${id}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

const rootOf = (id: string) => `.bng-example[data-example="${id}"]`;

/**
 * The Policy as the table shows it (the Level 4 parts load on demand, so each is polled): the
 * Policy in force, and how many cards each seat's envelope holds.
 */
async function expectPolicy(w: Locator, state: GameState) {
  const inForce = policyOf(state).inForce ?? 'none';
  await expect.poll(() => w.locator('[data-zone="policy-in-force"]').getAttribute('data-policy'), { message: 'the Policy in force' }).toBe(inForce);
  for (const seat of state.players.keys()) {
    const envelope = w.locator(`[data-seat="${seat}"] [data-zone="envelope"]`);
    expect(await envelope.getAttribute('data-envelope-count'), `envelope of seat ${seat + 1}`).toBe(String(envelopeOf(state, seat).length));
  }
}

/** The seat's Assets as the table shows them. */
const assetsOf = (w: Locator, seat: number) => w.locator(`[data-seat="${seat}"] [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
/** The steps' log under the table (the engine's own words for what happened). */
const logOf = async (w: Locator) => (await w.locator('.bng-panel').textContent()) ?? '';

/** One fact per example that the reader should see at its last step, beyond the board every step shows. */
const KEY_FACTS: Readonly<Record<string, (w: Locator) => Promise<void>>> = {
  'l4-bribe-step': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('puts 3 Satellite Dishes in their Bribe envelope (2 cards)');
    expect(log).toContain('takes 2 Bombs out of their Bribe envelope (1 card left)');
    expect(await w.locator('[data-seat="0"] [data-zone="hand"] [data-card]').count()).toBe(2);
  },
  [ROUND_END]: async (w) => {
    const log = await logOf(w);
    expect(log).toContain('the Media Baron 3 Locks = 6');
    expect(log).toContain('The Media Baron Audits the Property Speculator and, as the Gangster, keeps the Pyramid Scheme.');
    expect(log).toContain('The Property Speculator is the Poorest Player and starts the Round.');
    expect(await assetsOf(w, 1)).toContain('pyramid-scheme');
    expect(await assetsOf(w, 3)).not.toContain('pyramid-scheme');
  },
  'l4-suit-policy-buy': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Tech Overlord wins the Buy, 6 to 4.');
    expect(log).toContain('The Aristocrat fails to Buy: 6 does not beat 7.');
  },
  'l4-repress-the-rebels': async (w) => {
    expect(await logOf(w)).toContain('2 Rebels leave Killer Robots!.');
    expect(await w.locator('[data-zone="guillotine"] [data-crisis="killer-robots"]').getAttribute('data-rebels')).toBe('1');
  },
  'l4-tax-tyranny': async (w) => {
    expect(await logOf(w)).toContain('The War Profiteer pays 3 Bombs (3 points).');
    expect(await w.locator('[data-market="toys"] .bng-market-assets [data-asset="mega-yacht"]').count()).toBe(1);
  },
  'l4-archeological-dig': async (w) => {
    expect(await logOf(w)).toContain('The Aristocrat takes Game the Market + 3 Diamonds from the Discard pile.');
    const hand = await w.locator('[data-seat="2"] [data-zone="hand"] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')).sort());
    expect(hand).toEqual(['diamonds-7', 'game-the-market']);
  },
  'l4-billionaire-audited': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Tech Overlord, the Poorest Player, sets the Policy.');
    expect(log).toContain('The Tech Overlord Audits the War Profiteer: the Pyramid Scheme goes back.');
    expect(log).toContain('The Power Market already holds three Assets, so the Pyramid Scheme leaves the game.');
  },
  'l4-new-role': async (w) => {
    expect(await logOf(w)).toContain('The Aristocrat gives back their Role.');
    expect(await w.locator('[data-seat="2"] [data-zone="role"] [data-role]').getAttribute('data-role')).toBe('insider-trader');
  },
  'l4-insider-trader': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The War Profiteer swaps Bribe envelopes with the Tech Overlord.');
    expect(log).toContain('= 7');
  },
  'l4-toady': async (w) => {
    expect(await logOf(w)).toContain('The Media Baron, the Toady, has 6 points of the Aristocrat');
  },
  'l4-vulture-capitalist': async (w) => {
    expect(await logOf(w)).toContain('The Tech Overlord takes the Banker from the War Profiteer, who gets the spent Vulture Capitalist.');
    expect(await w.locator('[data-seat="1"] [data-zone="role"] [data-role]').getAttribute('data-role')).toBe('banker');
  },
};

describeBrowser('Level 4 in the browser', () => {
  const { open, openShared } = useBrowser();
  const page4 = examplePages(dist).find((p) => p.path === LEVEL_4_PAGE);
  const onPage = page4?.ids ?? [];

  it(`${LEVEL_4_PAGE} embeds every Level 4 worked example, each with a key fact to check`, () => {
    expect([...onPage].sort()).toEqual(LEVEL_4_EXAMPLES.map((e) => e.id).sort());
    expect(Object.keys(KEY_FACTS).sort()).toEqual(LEVEL_4_EXAMPLES.map((e) => e.id).sort());
  });

  for (const ex of LEVEL_4_EXAMPLES) {
    it(`steps ${ex.id} on ${LEVEL_4_PAGE} by keyboard: caption, rule link, board, Policy and envelopes at every step`, { timeout: 90_000 }, async () => {
      const run = prepared(ex.id);
      const root = rootOf(ex.id);
      const { page } = await openShared(LEVEL_4_PAGE);
      const w = await hydrated(page, root);
      await stepThroughExample(page, w, root, dist, run, (state) => expectPolicy(w, state));
      await KEY_FACTS[ex.id]!(w);
      await backToStart(page, w, root, run.prep);
    });
  }

  it('marks the cards a Suit Policy doubles in the Markets and hands with "×2", read as "doubled"', async () => {
    const id = 'l4-suit-policy-buy';
    const { page } = await open(LEVEL_4_PAGE);
    const w = await hydrated(page, rootOf(id));
    const mark = (selector: string) =>
      w
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el, '::after').content);
    // Weapons Galore! is in force: a Bomb in a Market is marked, a Bolt is not.
    expect(await mark('[data-market] .bng-suit-bombs .bng-card-value')).toContain('×2');
    expect(await mark('[data-market] .bng-suit-bolts .bng-card-value')).toBe('none');
  });

  it('the rulebook example shows the bid as the reader follows it: the Lock counted double, then the three envelopes emptied', { timeout: 60_000 }, async () => {
    const { example } = prepared(ROUND_END);
    const root = rootOf(ROUND_END);
    const { page } = await open(LEVEL_4_PAGE);
    const w = await hydrated(page, root);
    await w.focus();
    const stepTo = async (n: number) => {
      while (Number(await w.getAttribute('data-step')) < n) {
        const at = Number(await w.getAttribute('data-step'));
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => w.getAttribute('data-step')).toBe(String(at + 1));
      }
    };
    // The setting is called with Real Estate Bonanza in force: Natasha's 3 of Locks shows as worth 6.
    const called = example.steps.findIndex((s) => s.move.type === 'holdUp');
    await stepTo(called);
    await expect.poll(() => w.locator('[data-zone="policy-bid"]').getAttribute('data-bid-step')).toBe('deciding');
    await expect.poll(() => w.locator('[data-seat="1"] [data-zone="envelope"] [data-doubled="locks-7"]').textContent()).toContain('counts 6');
    // The count of three: Jeremy, Natasha and Luis held up; Xiu Ying did not.
    const shown = example.steps.findIndex((s) => s.move.type === 'noSwap');
    await stepTo(shown);
    const seats = w.locator('[data-zone="policy-bid"] [data-bid-seat]');
    expect(await seats.evaluateAll((els) => els.map((e) => e.getAttribute('data-held')))).toEqual(['true', 'true', 'true', 'false']);
    expect(await w.locator('[data-zone="policy-bid"] [data-bid-seat="1"]').textContent()).toContain('worth 6 when opened');
    // Opened: three envelopes emptied onto the Discard pile, Xiu Ying's still full; Natasha sets the Policy.
    await stepTo(shown + 1);
    const counts = await w.locator('[data-seat] [data-zone="envelope"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-envelope-count')));
    expect(counts).toEqual(['0', '0', '0', '1']);
    expect(await w.locator('[data-policy-setter]').getAttribute('data-policy-setter')).toBe('1');
    expect(await logOf(w)).toContain(
      'the Tech Overlord 2 Electrical Bolts + 2 Bombs = 4; the Media Baron 3 Locks = 6; the Aristocrat 1 Diamonds + 2 Satellite Dishes = 3',
    );
    // The Audit: the Pyramid Scheme moves from Xiu Ying's board to Natasha's, and Xiu Ying starts the Round.
    expect(await assetsOf(w, 3)).toContain('pyramid-scheme');
    await stepTo(example.steps.length);
    expect(await assetsOf(w, 1)).toContain('pyramid-scheme');
    expect(await assetsOf(w, 3)).not.toContain('pyramid-scheme');
    await expect.poll(() => w.locator('[data-zone="policy-in-force"]').getAttribute('data-policy')).toBe('billionaire-audited');
  });

  it(`${LEVEL_4_PAGE} passes axe with its examples hydrated and the rulebook example stepped into its bid`, { timeout: 60_000 }, async () => {
    const { page } = await open(LEVEL_4_PAGE);
    const islands = page.locator('astro-island');
    for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')), null, { timeout: 30_000 });
    const root = rootOf(ROUND_END);
    const { example } = prepared(ROUND_END);
    const shown = example.steps.findIndex((s) => s.move.type === 'noSwap');
    for (let i = 1; i <= shown; i++) {
      await page.locator(`${root} [data-action="next"]`).click();
      await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(i));
    }
    await expect.poll(() => page.locator(`${root} [data-zone="policy-bid"]`).count()).toBe(1);
    // The caption fades in: judge the colours once it has.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });
});
