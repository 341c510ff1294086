/**
 * A table's own Resource values in the playground: with values saved in this browser ("Your
 * table's cards"), a game opened from a link keeps its own cards but says they differ and offers a
 * replay; replayed, a Buy that failed with the stand-ins wins, the cards say the value is the
 * table's, and the address carries the values. "Use the site's cards" undoes it all, and a replay
 * that no longer fits says how many moves were dropped.
 */
import { expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { decodeLink, type Move } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const start = stateOf(BUY_POSITION);
const buy = (market: 'toys' | 'vanity'): Move => ({ type: 'buy', seat: 0, market, cards: ['bombs-1', 'diamonds-4'] });

describeBrowser("a table's card values in the playground", () => {
  const { open, baseUrl } = useBrowser();
  /** A browser whose "Your table's cards" hold these values. */
  const saving = (values: Record<string, number>): BrowserContextOptions => ({
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'bng.table-cards', value: JSON.stringify({ v: 2, values }) }] }] },
  });

  it('replays a linked game with the saved values on request, marks those cards, and puts the values in the link', async () => {
    // With the stand-ins, 1 Bombs + 2 Diamonds (3) against 3 Bombs and 2 Electrical Bolts (5) at Toys fails.
    const { page } = await open(playgroundLink(start, [buy('toys')]), saving({ 'bombs-1': 3, 'diamonds-4': 3 }));
    const pg = await hydrated(page, PG);
    const events = pg.locator('[data-feedback="events"]');
    expect(await pg.getAttribute('data-step')).toBe('1');
    // The link's game keeps its own cards: the Buy still fails, and the page says the saved cards differ.
    expect(await events.textContent()).toContain('fails to Buy: 3 does not beat 5');
    const replay = pg.locator('[data-action="replay-with-saved"]');
    await replay.focus();
    await page.keyboard.press('Enter');

    const live = pg.locator('[data-live="playground"]');
    await expect.poll(() => live.textContent()).toBe("Your table's cards now apply: the game was replayed from its start, and every move is kept.");
    expect(await pg.locator('[data-table-cards-differ]').count()).toBe(0);
    expect(await pg.getAttribute('data-step')).toBe('1');
    expect(await events.textContent()).toContain('wins the Buy, 6 to 5');
    expect(await events.textContent()).toContain('with 3 Bombs + 3 Diamonds');

    // The cards on the table show the table's value, and say so.
    const played = pg.locator('.bng-play-table [data-card="bombs-1"]').first();
    expect(await played.getAttribute('data-own-value')).toBe('3');
    expect(await played.textContent()).toContain("(table's value)");
    expect(await pg.locator('.bng-play-table [data-card="bombs-7"]').first().getAttribute('data-own-value')).toBeNull();

    // The address reopens the game with the values.
    const reopened = decodeLink(await page.evaluate(() => location.hash));
    expect(reopened.ok && reopened.timeline.start.options.cardValues).toEqual({ 'bombs-1': 3, 'diamonds-4': 3 });
    expect(await axeViolations(page)).toEqual([]);

    // The panel counts the game's facts; the site's cards make the Buy fail again, and the address has no values.
    await pg.locator('[data-panel="card-values"] > summary').click();
    const panel = pg.locator('[data-table-cards-panel]');
    await panel.waitFor();
    expect(await panel.getAttribute('data-game-facts')).toBe('2');
    expect(await panel.locator('[data-game-cards]').textContent()).toContain('They are the cards saved in this browser.');
    expect(await panel.locator('[data-action="use-saved-cards"]').isDisabled()).toBe(true);
    await panel.locator('[data-action="use-site-cards"]').click();
    await expect
      .poll(() => panel.locator('[data-feedback="table-cards-panel"]').textContent())
      .toBe("The site's cards now apply: the game was replayed from its start, and every move is kept.");
    expect(await events.textContent()).toContain('fails to Buy: 3 does not beat 5');
    const plain = decodeLink(await page.evaluate(() => location.hash));
    expect(plain.ok && plain.timeline.start.options.cardValues).toBeUndefined();
  });

  it('drops the moves that no longer fit, and says how many', async () => {
    // With the stand-ins the Buy at Vanity wins (1 Bombs + 2 Diamonds and the 2 Locks bonus, 5 to 1), and an Asset is claimed.
    // At this table Satellite Dishes card 2 is worth 3, Locks card 4 1 and Diamonds card 4 1: 3 against 3 fails, so the claim no longer fits.
    const { page } = await open(
      playgroundLink(start, [buy('vanity'), { type: 'claim', seat: 0, asset: 'noble-estate' }]),
      saving({ 'dishes-2': 3, 'locks-4': 1, 'diamonds-4': 1 }),
    );
    const pg = await hydrated(page, PG);
    expect(await pg.getAttribute('data-step')).toBe('2');
    await pg.locator('[data-panel="card-values"] > summary').click();
    const panel = pg.locator('[data-table-cards-panel]');
    await panel.locator('[data-action="use-saved-cards"]').click();
    await expect.poll(() => panel.locator('[data-feedback="table-cards-panel"]').textContent()).toContain('1 move no longer fits and was dropped');
    expect(await pg.getAttribute('data-step')).toBe('1');
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('fails to Buy: 3 does not beat 3');
  });

  it('fits a 360 px screen and lists cards at the table’s values in the other dispute tools', async () => {
    const valued = stateOf({ ...BUY_POSITION, cardValues: { 'bombs-1': 2 } });
    const { page } = await open(playgroundLink(valued), { viewport: { width: 360, height: 740 } });
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="card-values"] > summary').click();
    const panel = pg.locator('[data-table-cards-panel]');
    await panel.waitFor();
    // The game's own value is counted, nothing is saved here, and nothing sticks out sideways.
    expect(await panel.getAttribute('data-game-facts')).toBe('1');
    expect(await panel.locator('[data-game-cards]').textContent()).toContain('No cards are saved in this browser.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await panel.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    // The card in hand says it carries the table's value, and "Try any move" lists it at that value.
    expect(await pg.locator('[data-seat="0"] [data-zone="hand"] [data-card="bombs-1"]').textContent()).toContain("(table's value)");
    await pg.locator('[data-field="kind"]').selectOption('invest');
    expect(await pg.locator('.bng-builder [data-field="card"] option[value="bombs-1"]').textContent()).toBe("2 Bombs 💣 (table's value)");
  });
});
