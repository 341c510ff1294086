/**
 * Issue 27, end to end on a phone (360 × 740): a table enters its own cards on "Your table's cards"
 * (a change in every family, Resource values included) and saves them; a new game from the
 * playground's form carries them in its link (section f); the editor's empty table is rebuilt with
 * them; a Buy that wins only because of the table's values is played; its verdict link opens in a
 * fresh browser (nothing saved) with the same cards and the same verdict.
 */
import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { createFromPosition, decodeLink, describeEvent, play, positionOf } from '../../src/machine/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const TC = '[data-table-cards]';
const PG = '.bng-playground';
const PHONE = { viewport: { width: 360, height: 740 } };

/** Chooses another option than the current one. */
async function another(select: Locator): Promise<void> {
  const now = await select.inputValue();
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await select.selectOption(values.find((v) => v !== now)!);
}

/** Swaps the values of two selects (a family where each value appears once). */
async function swap(a: Locator, b: Locator): Promise<void> {
  const [x, y] = [await a.inputValue(), await b.inputValue()];
  await a.selectOption(y);
  await b.selectOption(x);
}

describeBrowser("your table's cards, from the page to a shared verdict", () => {
  const { open } = useBrowser();

  it('enters every family, starts a game, rebuilds a position, and shares a verdict that keeps the cards', { timeout: 60_000 }, async () => {
    const { page } = await open('/table-cards/', PHONE);
    const tc = await hydrated(page, TC);
    const fact = (path: string) => tc.locator(`select[data-fact="${path}"]`);
    const family = (id: string) => tc.locator(`[data-show-family="${id}"]`).click();

    // The Media Baron's and the Aristocrat's boards (the five doubled types still all differ).
    await fact('cards.billionaires.media-baron.double').selectOption('legacy');
    await fact('cards.billionaires.media-baron.missing').selectOption('toys');
    await fact('cards.billionaires.aristocrat.double').selectOption('influence');
    await fact('cards.billionaires.aristocrat.missing').selectOption('power');
    await family('assets');
    // Two Assets trade types (each type keeps four Assets).
    await swap(fact('cards.assets.think-tank'), fact('cards.assets.art-hoard'));
    await family('crises');
    await fact('cards.crises.floods').selectOption('3');
    await family('panic');
    const panic = tc.locator('[data-item="cards.panic.panic-2"] select');
    for (const [i, type] of ['legacy', 'power', 'vanity'].entries()) await panic.nth(i).selectOption(type);
    await family('markets');
    await swap(fact('cards.markets.influence'), fact('cards.markets.legacy'));
    await family('policies');
    await swap(tc.locator('[data-family="policies"] select').nth(0), tc.locator('[data-family="policies"] select').nth(1));
    await family('scam');
    await another(fact('cards.scam'));
    // At this table Electrical Bolts card 1 and Diamonds card 4 are printed 3.
    await family('values');
    await tc.locator('[data-field="values-suit"]').selectOption('bolts');
    await tc.locator('[data-card-value="bolts-1"]').selectOption('3');
    await tc.locator('[data-field="values-suit"]').selectOption('diamonds');
    await tc.locator('[data-card-value="diamonds-4"]').selectOption('3');
    expect(await tc.locator('[data-feedback="table-cards"]').textContent()).not.toContain('Not valid');
    expect(await tc.getAttribute('data-valid')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await tc.locator('[data-action="save-cards"]').click();
    const status = tc.locator('[data-feedback="table-cards"]');
    await expect.poll(() => status.textContent(), { timeout: 5_000 }).toContain('Saved for this browser');
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('bng.table-cards')))!);
    expect(Object.keys(saved.cards).sort()).toEqual(['assets', 'billionaires', 'crises', 'markets', 'panic', 'policies', 'scam']);
    expect(saved.values).toEqual({ 'bolts-1': 3, 'diamonds-4': 3 });

    // A new game from the playground's form: its link carries the cards (section f) and the values.
    await page.goto(page.url().replace(/\/table-cards\/.*$/, '/playground/'), { waitUntil: 'load' });
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="new-game"] > summary').click();
    const form = pg.locator('form[aria-label="New game"]');
    await form.locator('[data-action="start-game"]').click();
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 5_000 }).toMatch(/\.f/);
    const game = decodeLink(await page.evaluate(() => location.hash));
    expect(game.ok && game.timeline.start.options.cards).toEqual(saved.cards);
    expect(game.ok && game.timeline.start.options.cardValues).toEqual(saved.values);
    expect(await pg.locator('[data-table-cards-differ]').count()).toBe(0);

    // The editor's empty table, rebuilt: the first seat (the War Profiteer) holds Electrical Bolts
    // card 1 and Diamonds card 4 (1 + 2 with our values); at Toys lie Satellite Dishes card 7 and
    // Locks card 4 (3 + 2). No Bombs anywhere, so the War Profiteer's Suit bonus plays no part.
    await pg.locator('[data-action="empty-table"]').click();
    const editor = pg.locator('[data-editor="table"]');
    await editor.waitFor({ timeout: 10_000 });
    const pick = async (zone: string, choice: string) => {
      if ((await editor.locator(`[data-edit-zone="${zone}"] [role="listbox"]`).count()) === 0) await editor.locator(`[data-zone-button="${zone}"]`).click();
      await editor.locator(`[data-edit-zone="${zone}"] [role="option"][data-choice="${choice}"]`).click();
    };
    await pick('seat:0:hand', 'bolts-1');
    await pick('seat:0:hand', 'diamonds-4');
    await pick('market:toys:faceUp', 'dishes-7');
    await pick('market:toys:faceDown', 'locks-4');
    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-live="playground"]').textContent(), { timeout: 5_000 }).toContain('position you set up');
    const rebuilt = decodeLink(await page.evaluate(() => location.hash));
    expect(rebuilt.ok && rebuilt.timeline.start.options.cards).toEqual(saved.cards);
    expect(rebuilt.ok && rebuilt.timeline.start.options.cardValues).toEqual(saved.values);

    // The Buy at Toys: 3 + 3 beats 5 only because of the table's values (ours give 3, which fails).
    await pg.locator('[data-field="kind"]').selectOption('buy');
    await pg.locator('[data-option="bolts-1"]').check();
    await pg.locator('[data-option="diamonds-4"]').check();
    await pg.locator('.bng-builder [data-field="market"]').selectOption('toys');
    await pg.locator('[data-action="try-move"]').click();
    await expect.poll(() => pg.getAttribute('data-step'), { timeout: 5_000 }).toBe('1');
    const events = await pg.locator('[data-feedback="events"]').textContent();
    expect(events).toContain('with 3 Electrical Bolts + 3 Diamonds');
    expect(events).toContain('wins the Buy, 6 to 5');
    // The same position and Buy with our values fails: the verdict turns on the table's values.
    const played = decodeLink(await page.evaluate(() => location.hash));
    if (!played.ok) throw new Error('the address should reopen the game');
    const { cardValues: _values, ...position } = positionOf(played.timeline.start);
    const ours = createFromPosition(position);
    if (!ours.ok) throw new Error(ours.error.reason);
    const withOurs = play(ours.game, played.timeline.moves[0]!);
    expect(withOurs.ok && withOurs.events.map((e) => describeEvent(withOurs.game, e)).join(' ')).toContain('fails to Buy');

    // Its verdict link, opened where nothing is saved: the same cards, the same verdict.
    const href = (await pg.locator('.bng-last [data-ruling-link]').getAttribute('href'))!;
    const fragment = href.slice(href.indexOf('#') + 1);
    const shared = decodeLink(fragment);
    expect(shared.ok && shared.timeline.start.options.cards).toEqual(saved.cards);
    expect(shared.ok && shared.timeline.start.options.cardValues).toEqual(saved.values);
    const fresh = await open(href.slice(href.indexOf('/playground/')), PHONE);
    expect(await fresh.page.evaluate(() => localStorage.getItem('bng.table-cards'))).toBeNull();
    const other = await hydrated(fresh.page, PG);
    const verdict = other.locator('[data-verdict="allowed"]');
    await verdict.waitFor({ timeout: 10_000 });
    expect(await verdict.innerText()).toContain('wins the Buy, 6 to 5');
    expect(await other.locator('[data-seat="0"] [data-card="bolts-1"]').first().getAttribute('data-own-value')).toBe('3');
    expect(await fresh.page.evaluate(() => location.hash.slice(1))).toBe(fragment);
    expect(await fresh.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
