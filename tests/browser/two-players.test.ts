/**
 * Two players in the browser: every two-player worked example on `/two-players/` stepped by
 * keyboard, with its caption, the rule it links to, the board (every seat, Puppets included) and
 * the Puppet's die waiting to be nudged checked after every step, and the Puppets marked as
 * Puppets in words on the example's table; the rulebook's example checked where the reader looks
 * (the Private Island on the Puppet's board, then on Anna's; the Celebrity Spouse back at Vanity);
 * axe on the page with every example hydrated and the rulebook example stepped to its double six.
 * The harness fails any test that logs a console error.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { TWO_PLAYER_EXAMPLES } from '../../src/examples/two-players.ts';
import type { WorkedExample } from '../../src/examples/types.ts';
import { BILLIONAIRES, type GameState, viewOf } from '../../src/machine/index.ts';
import { backToStart, stepThroughExample } from './helpers/examples.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { examplePages } from './helpers/site.ts';

const dist = inject('distDir');
const PAGE = '/two-players/';
const RULEBOOK = 'two-players-rodrigo-anna';
/** The Puppets' seats: each sits to the left of its controller (seats 0 and 2). */
const PUPPET_SEATS = [1, 3] as const;

function prepared(id: string): { example: WorkedExample; prep: PreparedExample } {
  const example = TWO_PLAYER_EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no two-player example ${id}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

const rootOf = (id: string) => `.bng-example[data-example="${id}"]`;

/** The seat's Assets as the table shows them. */
const assetsOf = (w: Locator, seat: number) => w.locator(`[data-seat="${seat}"] [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
/** A Market's Assets as the table shows them. */
const marketAssets = (w: Locator, market: string) =>
  w.locator(`[data-market="${market}"] .bng-market-assets [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
/** The steps' log under the table (the engine's own words for what happened). */
const logOf = async (w: Locator) => (await w.locator('.bng-panel').textContent()) ?? '';

/**
 * Each Puppet's board is marked as a Puppet, and says in words whose (the two-player parts of the
 * table load on demand, so this is polled); a person's board is not.
 */
async function expectPuppetsMarked(w: Locator, state: GameState) {
  for (const seat of PUPPET_SEATS) {
    const board = w.locator(`[data-seat="${seat}"]`).first();
    await expect.poll(() => board.getAttribute('data-puppet'), { message: `seat ${seat + 1} is marked as a Puppet` }).toBe('true');
    const controller = BILLIONAIRES[state.players[seat - 1]!.billionaire!].name;
    await expect.poll(async () => (await board.textContent()) ?? '', { message: `seat ${seat + 1} names its controller` }).toContain(`Puppet of the ${controller}`);
  }
  for (const seat of [0, 2]) expect(await w.locator(`[data-seat="${seat}"]`).first().getAttribute('data-puppet'), `seat ${seat + 1} is a person`).toBeNull();
}

/** The Puppet's die waiting to be nudged, as the table shows it (on demand, so polled), or no die when none waits. */
async function expectPendingRoll(w: Locator, state: GameState) {
  const roll = viewOf(state, 'table').modules.puppets?.roll ?? null;
  const die = w.locator('[data-zone="puppet-roll"]');
  if (roll === null) {
    expect(await die.count(), 'no Puppet die waiting').toBe(0);
    return;
  }
  await expect.poll(() => die.getAttribute('data-roll'), { message: 'the Puppet die shown' }).toBe(String(roll.value));
  expect(await die.getAttribute('data-roll-stage')).toBe(roll.stage);
}

/** Steps a hydrated example with the keyboard until it shows step `n`. */
async function stepTo(page: Page, w: Locator, n: number) {
  await w.focus();
  while (Number(await w.getAttribute('data-step')) < n) {
    const at = Number(await w.getAttribute('data-step'));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => w.getAttribute('data-step')).toBe(String(at + 1));
  }
}

/** One fact per example that the reader should see at its last step, beyond the board every step shows. */
const KEY_FACTS: Readonly<Record<string, (w: Locator) => Promise<void>>> = {
  [RULEBOOK]: async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Tech Overlord wins the Buy, 6 to 5.');
    expect(log).toContain('The Aristocrat pays 3 Electrical Bolts (3) to take the Private Island from the Tech Overlord.');
    expect(log).toContain('The Aristocrat Audits the Property Speculator: the Celebrity Spouse goes back.');
    expect(await marketAssets(w, 'vanity')).toContain('celebrity-spouse');
  },
  'two-players-nudge-loop': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The War Profiteer discards 1 Bombs to nudge the die from 1 to 6.');
    expect(log).toContain('The War Profiteer discards 2 Diamonds to nudge the die from 5 to 1.');
    expect(log).toContain('The Tech Overlord tries to Buy at Influence (1) with a virtual hand of 6.');
    expect(await assetsOf(w, 1)).toContain('think-tank');
  },
  'two-players-swap': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The War Profiteer gives the Tech Overlord the Golf Plantation for the Think Tank.');
    expect(log).toContain('The War Profiteer holds all five Assets they need and wins the game!');
    expect(await assetsOf(w, 1)).toContain('golf-plantation');
  },
  'two-players-purchase': async (w) => {
    expect(await logOf(w)).toContain('The Aristocrat pays Game the Market + 1 Electrical Bolts (3) to take the Luxury Jet from the Tech Overlord.');
    expect(await assetsOf(w, 2)).toContain('luxury-jet');
  },
  'two-players-double-six': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Aristocrat Audits the Tech Overlord: the Think Tank goes back.');
    expect(log).toContain('The Influence Market already holds three Assets, so the Think Tank leaves the game.');
    expect(await marketAssets(w, 'influence')).not.toContain('think-tank');
  },
};

describeBrowser('Two players in the browser', () => {
  const { open, openShared } = useBrowser();
  const onPage = examplePages(dist).find((p) => p.path === PAGE)?.ids ?? [];

  it(`${PAGE} embeds every two-player worked example, each with a key fact to check`, () => {
    expect([...onPage].sort()).toEqual(TWO_PLAYER_EXAMPLES.map((e) => e.id).sort());
    expect(Object.keys(KEY_FACTS).sort()).toEqual(TWO_PLAYER_EXAMPLES.map((e) => e.id).sort());
  });

  for (const ex of TWO_PLAYER_EXAMPLES) {
    it(`steps ${ex.id} on ${PAGE} by keyboard: caption, rule link, board and the Puppet's die at every step, the Puppets marked`, { timeout: 90_000 }, async () => {
      const run = prepared(ex.id);
      const root = rootOf(ex.id);
      const { page } = await openShared(PAGE);
      const w = await hydrated(page, root);
      await expectPuppetsMarked(w, run.prep.states[0]!);
      await stepThroughExample(page, w, root, dist, run, (state) => expectPendingRoll(w, state));
      await KEY_FACTS[ex.id]!(w);
      await backToStart(page, w, root, run.prep);
    });
  }

  it('the rulebook example shows the Private Island on the Puppet’s board, then on Anna’s, and the Celebrity Spouse back at Vanity', { timeout: 60_000 }, async () => {
    const { example } = prepared(RULEBOOK);
    const { page } = await open(PAGE);
    const w = await hydrated(page, rootOf(RULEBOOK));
    // The Tech Overlord (Rodrigo's Puppet, seat 2) takes the Island: the picture's reading, which the caption explains.
    const claimed = example.steps.findIndex((s) => s.move.type === 'claim') + 1;
    await stepTo(page, w, claimed);
    expect(await assetsOf(w, 1)).toContain('private-island');
    expect(await assetsOf(w, 0)).not.toContain('private-island');
    expect(await marketAssets(w, 'toys')).not.toContain('private-island');
    expect(await w.locator('.bng-caption').textContent()).toContain('the site follows the picture');
    // Anna Purchases it from the Puppet: off its board, onto hers.
    const purchased = example.steps.findIndex((s) => s.move.type === 'purchase') + 1;
    await stepTo(page, w, purchased);
    expect(await assetsOf(w, 2)).toContain('private-island');
    expect(await assetsOf(w, 1)).not.toContain('private-island');
    // The double six: Rodrigo's Celebrity Spouse goes back to its Market.
    expect(await assetsOf(w, 0)).toContain('celebrity-spouse');
    await stepTo(page, w, example.steps.length);
    expect(await assetsOf(w, 0)).not.toContain('celebrity-spouse');
    expect(await marketAssets(w, 'vanity')).toContain('celebrity-spouse');
  });

  it(`${PAGE} passes axe with its examples hydrated and the rulebook example stepped to its double six`, { timeout: 60_000 }, async () => {
    const { page } = await open(PAGE);
    const islands = page.locator('astro-island');
    for (let i = 0; i < (await islands.count()); i++) await islands.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('astro-island')].every((el) => !el.hasAttribute('ssr')), null, { timeout: 30_000 });
    const root = rootOf(RULEBOOK);
    const { example } = prepared(RULEBOOK);
    const audit = example.steps.findIndex((s) => s.move.type === 'puppetAudit');
    for (let i = 1; i <= audit; i++) {
      await page.locator(`${root} [data-action="next"]`).click();
      await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(i));
    }
    // The two-player parts of the table load on demand: judge the page once they are there.
    await expect.poll(() => page.locator(`${root} [data-seat="1"]`).first().getAttribute('data-puppet')).toBe('true');
    // The caption fades in: judge the colours once it has.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });
});
