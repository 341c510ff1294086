/**
 * The coached game (/coach/, src/components/coach): reached from the home page in two clicks and
 * from a level page in one; a whole Level 1 game played to its end by following the coach, and one
 * by choosing other moves (warned moves ask again); each prepared opening shows its level's new
 * things within its first moves; the address reopens the game at the same decision; the computers
 * wait between moves and Pause stops them; axe is clean mid-game, at 360 px nothing scrolls
 * sideways; a bad link or opening name gets a plain message.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { OPENINGS } from '../../src/coach/openings.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { LIVE_MAP, showWholeMap } from './helpers/phaseMap.ts';

const GAME = '.bng-coach-game';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const attr = (page: Page, name: string) => page.locator(GAME).getAttribute(name);
const moves = async (page: Page) => Number(await attr(page, 'data-moves'));

/** Waits until the game shows a move count other than `before`. */
const movedFrom = (page: Page, before: number) =>
  page.waitForFunction((n) => Number(document.querySelector('.bng-coach-game')?.getAttribute('data-moves')) !== n, before);

/** The learner's decision on screen: its heading, the suggestion and rule links for the moment and for each kind of move. */
async function expectAdvice(page: Page) {
  const advice = page.locator('[data-coach=advice]');
  await advice.waitFor();
  expect(await advice.locator('h3').textContent()).toMatch(/^Your move: /);
  expect(await advice.locator('[data-coach=suggestion]').textContent()).toMatch(/The coach would: .+\. [A-Z]/);
  expect(await advice.locator('a[data-rule]').count()).toBeGreaterThanOrEqual(2);
  expect(await advice.locator('[data-option]').count()).toBeGreaterThan(0);
}

/**
 * Plays on until the game ends or `until` holds: at the learner's decisions `decide` chooses (after
 * checking the advice), and the computers' moves are skipped to. Returns how many decisions it made.
 */
async function playOn(page: Page, decide: (page: Page) => Promise<void>, until: () => Promise<boolean> = async () => false): Promise<number> {
  let decisions = 0;
  for (let guard = 0; guard < 600; guard++) {
    if (await until()) break;
    const turn = await attr(page, 'data-coach-turn');
    if (turn === 'over') break;
    const before = await moves(page);
    if (turn === 'computer') await page.locator('[data-action=coach-skip]').click();
    else {
      await expectAdvice(page);
      decisions++;
      await decide(page);
    }
    await movedFrom(page, before);
  }
  return decisions;
}

const follow = (page: Page) => page.locator('[data-action=show-me]').click();

describeBrowser('the coached game', () => {
  const { open } = useBrowser();

  it('starts from the home page in two clicks, and from a level page in one', async () => {
    const { page } = await open('/');
    let clicks = 0;
    await page.locator('.hero a[href="/coach/"]').click();
    clicks++;
    await hydrated(page, '.bng-coach');
    await page.locator('[data-opening="level-1"]').click();
    clicks++;
    await page.locator(GAME).waitFor();
    await expectAdvice(page);
    console.log(`home page to the first coached decision: ${clicks} clicks`);
    expect(clicks).toBeLessThanOrEqual(2);
    // The game's title is on screen, and the advice starts on the first screen.
    const top = await page.locator('[data-coach=advice]').evaluate((e) => e.getBoundingClientRect().top);
    expect(top).toBeLessThan(800);

    const level = await open('/level-2/');
    await level.page.locator('.bng-coach-link a').click();
    await level.page.locator(GAME).waitFor();
    expect(await level.page.locator('#bng-coach-title').textContent()).toContain('Level 2');
  }, 60_000);

  it('plays a whole Level 1 game to its end by following the coach, every level-1 first seen', async () => {
    const { page } = await open('/coach/#start=level-1');
    await page.locator(GAME).waitFor();
    const decisions = await playOn(page, follow);
    expect(await attr(page, 'data-coach-turn')).toBe('over');
    const over = page.locator('[data-coach=over]');
    expect(await over.textContent()).toMatch(/Game over: /);
    expect(await over.locator('a[data-rule]').count()).toBe(1);
    expect(await page.locator('[data-coach=firsts]').getAttribute('data-seen')).toBe('4');
    console.log(`Level 1 by the coach's suggestions: ${decisions} decisions, ${await moves(page)} moves`);
    expect(decisions).toBeGreaterThan(5);
  }, 120_000);

  it('plays a whole Level 1 game choosing other moves: a warned move asks again, "Choose again" keeps the decision', async () => {
    const { page } = await open('/coach/#start=level-1');
    await page.locator(GAME).waitFor();
    let warned = 0;
    let n = 0;
    const choose = async (p: Page) => {
      const warnedOption = p.locator('[data-coach=advice] li[data-warned] [data-option]');
      if ((await warnedOption.count()) > 0) {
        const option = warnedOption.first();
        await option.evaluate((b) => b.closest('details')?.setAttribute('open', ''));
        await option.click();
        const confirm = p.locator('[data-coach=confirm]');
        await confirm.waitFor();
        expect(await confirm.textContent()).toMatch(/Think twice: .+[a-z]/);
        warned++;
        if (warned === 1) {
          // The first time, think again: nothing is played and the choices stay.
          const before = await moves(p);
          await p.locator('[data-action=choose-again]').click();
          expect(await confirm.count()).toBe(0);
          expect(await moves(p)).toBe(before);
          await option.click();
        }
        await p.locator('[data-action=play-anyway]').click();
        return;
      }
      // Otherwise a move other than the suggestion, in turn from each kind.
      const options = p.locator('[data-coach=advice] [data-option]');
      const count = await options.count();
      const option = options.nth(n++ % count);
      await option.evaluate((b) => b.closest('details')?.setAttribute('open', ''));
      await option.click();
    };
    await playOn(page, choose);
    expect(await attr(page, 'data-coach-turn')).toBe('over');
    console.log(`Level 1 choosing other moves: ${warned} warned moves played, ${await moves(page)} moves in all`);
    expect(warned).toBeGreaterThan(0);
  }, 180_000);

  for (const opening of OPENINGS)
    it(`the ${opening.id} opening shows ${opening.firsts.map((f) => f.words).join(', ')} within its first ${opening.within} moves`, async () => {
      const { page } = await open(`/coach/#start=${opening.id}`);
      await page.locator(GAME).waitFor();
      const firsts = page.locator('[data-coach=firsts]');
      const allSeen = async () => (await firsts.getAttribute('data-seen')) === String(opening.firsts.length);
      await playOn(page, follow, allSeen);
      expect(await allSeen(), `${opening.id}: every first seen`).toBe(true);
      expect(await moves(page)).toBeLessThanOrEqual(opening.within + 40);
      // Each first is ticked, with its rule.
      expect(await firsts.locator('li[data-seen=true] a[data-rule]').count()).toBe(opening.firsts.length);
    }, 120_000);

  it('reopens from its address at the same decision, with the same suggestion', async () => {
    const { page } = await open('/coach/#start=level-2');
    await page.locator(GAME).waitFor();
    await playOn(page, follow, async () => (await moves(page)) >= 10 && (await attr(page, 'data-coach-turn')) === 'learner');
    await page.locator('[data-coach=advice]').waitFor();
    const at = await moves(page);
    const suggestion = await page.locator('[data-coach=suggestion]').textContent();
    const address = page.url();
    expect(address).toMatch(/\/coach\/#o=level-2&g=/);

    const again = await open(address.slice(address.indexOf('/coach/')));
    await again.page.locator(GAME).waitFor();
    expect(await moves(again.page)).toBe(at);
    expect(await again.page.locator('[data-coach=suggestion]').textContent()).toBe(suggestion);
    expect(await again.page.locator('#bng-coach-title').textContent()).toContain('Level 2');
  }, 90_000);

  it('paces the computers: a move comes by itself, Pause stops them, Next move (or Page Down) plays one, End skips to the learner, each move is said aloud and the phase map follows', async () => {
    const { page } = await open('/coach/#start=level-1');
    await page.locator(GAME).waitFor();
    await page.locator('[data-field=coach-speed]').selectOption('fast');
    /** Follows the coach until a computer is to move. */
    const untilComputer = async () => {
      while ((await attr(page, 'data-coach-turn')) === 'learner') {
        const before = await moves(page);
        await follow(page);
        await movedFrom(page, before);
      }
    };
    await untilComputer();
    // The computer moves by itself, after a pause to read the last move.
    await movedFrom(page, await moves(page));
    expect(await page.locator('[data-live=coach]').textContent()).toMatch(/^[A-Z].+: .+\./);
    expect(await page.locator('[data-coach=narration] > .bng-coach-told').textContent()).toMatch(/: [A-Z]/);
    await untilComputer();
    await page.locator('[data-action=pace]').click();
    expect(await page.locator('[data-action=pace]').textContent()).toBe('Play on');
    const paused = await moves(page);
    await page.waitForTimeout(2000);
    expect(await moves(page)).toBe(paused);
    await page.locator('[data-action=coach-step]').click();
    await movedFrom(page, paused);
    expect(await moves(page)).toBe(paused + 1);

    // A clicker's keys: Page Down plays the next computer move, End skips to the learner's turn.
    await untilComputer();
    await page.locator('[data-action=pace]').focus();
    const before = await moves(page);
    await page.keyboard.press('PageDown');
    await movedFrom(page, before);
    expect(await moves(page)).toBe(before + 1);
    await untilComputer();
    await page.keyboard.press('End');
    await page.locator('[data-coach=advice]').waitFor();
    expect(await attr(page, 'data-coach-turn')).toBe('learner');

    // The page's phase map follows the game: the state now is lit, and its focused view sits in the coach's column.
    expect(await page.locator('.bng-coach-game').getAttribute('data-map-phase')).toMatch(/^turn\./);
    await page.waitForFunction(() => (document.querySelector('.bng-coach-game [data-focus-slot]')?.textContent ?? '').includes('Now:'));
    // The whole map, shown on demand, lights the same state.
    const phase = await page.locator('.bng-coach-game').getAttribute('data-map-phase');
    await showWholeMap(page);
    await expect.poll(() => page.locator(`${LIVE_MAP} svg [data-state].is-now`).getAttribute('data-state')).toBe(phase);
  }, 60_000);

  it('is clean under axe mid-game, at 1280 px and at 360 px, and nothing scrolls sideways on a phone', async () => {
    for (const options of [{}, PHONE]) {
      const { page } = await open('/coach/#start=level-3', options);
      await page.locator(GAME).waitFor();
      await playOn(page, follow, async () => (await moves(page)) >= 12);
      await page.locator('.bng-coach-earlier').evaluate((d) => d.setAttribute('open', ''));
      if ((await attr(page, 'data-coach-turn')) === 'learner')
        for (const d of await page.locator('[data-coach=advice] details').all()) await d.evaluate((e) => e.setAttribute('open', ''));
      expect(await axeViolations(page)).toEqual([]);
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: innerWidth }));
      expect(widths.page, 'no sideways scrolling').toBeLessThanOrEqual(widths.screen);
    }
  }, 120_000);

  it('has a projector size for a class voting on the learner’s move: type a room can read at 1280×720, nothing sideways', async () => {
    const { page } = await open('/coach/#start=level-1', { viewport: { width: 1280, height: 720 } });
    await page.locator(GAME).waitFor();
    /** The smallest type among the coach column's choices, the suggestion and the options. */
    const smallest = () =>
      page.evaluate(() =>
        Math.min(
          ...[...document.querySelectorAll('[data-coach=advice] :is(h3, [data-coach=suggestion] p, [data-option])')].map((e) => parseFloat(getComputedStyle(e).fontSize)),
        ),
      );
    const before = await smallest();
    await page.locator('[data-action=coach-large]').focus();
    await page.keyboard.press('f');
    expect(await page.locator('[data-action=coach-large]').getAttribute('aria-pressed')).toBe('true');
    const after = await smallest();
    console.log(`coach at 1280×720: smallest type of the choices ${before} px, ${after} px at projector size`);
    expect(after).toBeGreaterThanOrEqual(18);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.locator('[data-action=coach-large]').click();
    expect(await page.locator('[data-action=coach-large]').getAttribute('aria-pressed')).toBe('false');
  }, 60_000);

  it('says plainly when a link or an opening cannot be opened, and keeps the list of games', async () => {
    for (const hash of ['#o=level-1&g=2.garbage', '#start=level-9', '#o=nonsense&g=2.eC.nEBBEECBAAB.vA.AuUA']) {
      const { page } = await open(`/coach/${hash}`);
      const error = page.locator('[data-coach=error]');
      await error.waitFor();
      expect(await error.textContent(), hash).toMatch(/^[A-Z].{20,}[.!)]/);
      expect(await page.locator('[data-opening]').count()).toBe(OPENINGS.length);
    }
  }, 60_000);
});
