/**
 * "Our table's cards": a table gives its own printed values in the playground; the game is replayed
 * from its start with them (the history kept), a Buy that failed with the stand-ins now wins, the
 * cards say the value is the table's, and the address carries the values. Back to the stand-ins
 * undoes it all.
 */
import { expect, it } from 'vitest';
import { decodeLink, type Move } from '../../src/machine/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const start = stateOf(BUY_POSITION);
const buy = (market: 'toys' | 'vanity'): Move => ({ type: 'buy', seat: 0, market, cards: ['bombs-1', 'diamonds-4'] });

describeBrowser("our table's cards", () => {
  const { open } = useBrowser();

  it('replays the game with the table’s values, marks those cards, and puts the values in the link', async () => {
    // With the stand-ins, 1 Bombs + 2 Diamonds (3) against 3 Bombs and 2 Electrical Bolts (5) at Toys fails.
    const { page } = await open(playgroundLink(start, [buy('toys')]));
    const pg = await hydrated(page, PG);
    const events = pg.locator('[data-feedback="events"]');
    expect(await pg.getAttribute('data-step')).toBe('1');
    expect(await events.textContent()).toContain('fails to Buy: 3 does not beat 5');

    // At this table both cards are printed 3.
    await pg.locator('[data-panel="card-values"] > summary').click();
    const panel = pg.locator('[data-card-values]');
    await panel.waitFor();
    await panel.locator('[data-field="values-suit"]').selectOption('bombs');
    expect(await panel.locator('[data-card-value]').count()).toBe(9);
    await panel.locator('[data-card-value="bombs-1"]').selectOption('3');
    await panel.locator('[data-field="values-suit"]').selectOption('all');
    expect(await panel.locator('[data-card-value]').count()).toBe(45);
    await panel.locator('[data-card-value="diamonds-4"]').selectOption('3');
    expect(await panel.locator('[data-values-count]').textContent()).toBe("2 cards have your table's value. Not applied yet.");
    await panel.locator('[data-action="apply-values"]').focus();
    await page.keyboard.press('Enter');

    const said = panel.locator('[data-feedback="values"]');
    await expect.poll(() => said.textContent()).toBe("Your table's card values now apply: the game was replayed from its start, and every move is kept.");
    expect(await pg.getAttribute('data-step')).toBe('1');
    expect(await events.textContent()).toContain('wins the Buy, 6 to 5');
    expect(await events.textContent()).toContain('with 3 Bombs + 3 Diamonds');

    // The cards on the table show the table's value, and say so.
    const played = pg.locator('.bng-play-table [data-card="bombs-1"]').first();
    expect(await played.getAttribute('data-own-value')).toBe('3');
    expect(await played.textContent()).toContain("(table's value)");
    expect(await pg.locator('.bng-play-table [data-card="bombs-7"]').first().getAttribute('data-own-value')).toBeNull();

    // The address reopens the game with the values.
    const hash = await page.evaluate(() => location.hash);
    const reopened = decodeLink(hash);
    expect(reopened.ok && reopened.timeline.start.options.cardValues).toEqual({ 'bombs-1': 3, 'diamonds-4': 3 });
    expect(await axeViolations(page)).toEqual([]);

    // Back to the stand-ins: the Buy fails again, and the address has no values.
    await panel.locator('[data-action="clear-values"]').click();
    await panel.locator('[data-action="apply-values"]').click();
    await expect.poll(() => said.textContent()).toBe('Every card has its stand-in value again: the game was replayed from its start, and every move is kept.');
    expect(await events.textContent()).toContain('fails to Buy: 3 does not beat 5');
    const plain = decodeLink(await page.evaluate(() => location.hash));
    expect(plain.ok && plain.timeline.start.options.cardValues).toBeUndefined();
  });

  it('drops the moves that no longer fit, and says how many', async () => {
    // With the stand-ins the Buy at Vanity wins (1 Bombs + 2 Diamonds and the 2 Locks bonus, 5 to 1), and an Asset is claimed.
    const { page } = await open(playgroundLink(start, [buy('vanity'), { type: 'claim', seat: 0, asset: 'noble-estate' }]));
    const pg = await hydrated(page, PG);
    expect(await pg.getAttribute('data-step')).toBe('2');

    // At this table the face-up Satellite Dishes card is worth 3 and the Locks card under it 1: 4 against 3 still wins…
    await pg.locator('[data-panel="card-values"] > summary').click();
    const panel = pg.locator('[data-card-values]');
    await panel.locator('[data-card-value="dishes-2"]').selectOption('3');
    await panel.locator('[data-card-value="locks-4"]').selectOption('1');
    // …but not with Bombs card 1 and Diamonds card 4 worth 1 each: 3 against 3 fails, so the claim no longer fits.
    await panel.locator('[data-card-value="diamonds-4"]').selectOption('1');
    await panel.locator('[data-action="apply-values"]').click();
    await expect.poll(() => panel.locator('[data-feedback="values"]').textContent()).toContain('1 move no longer fits and was dropped');
    expect(await pg.getAttribute('data-step')).toBe('1');
    expect(await pg.locator('[data-feedback="events"]').textContent()).toContain('fails to Buy: 3 does not beat 3');
  });

  it('fits a 360 px screen and lists cards at the table’s values in the other dispute tools', async () => {
    const valued = stateOf({ ...BUY_POSITION, cardValues: { 'bombs-1': 2 } });
    const { page } = await open(playgroundLink(valued), { viewport: { width: 360, height: 740 } });
    const pg = await hydrated(page, PG);
    await pg.locator('[data-panel="card-values"] > summary').click();
    const panel = pg.locator('[data-card-values]');
    await panel.waitFor();
    // The game's own value is already chosen, and nothing sticks out sideways.
    expect(await panel.locator('[data-card-value="bombs-1"]').inputValue()).toBe('2');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await panel.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(360);
    // The card in hand says it carries the table's value, and "Try any move" lists it at that value.
    expect(await pg.locator('[data-seat="0"] [data-zone="hand"] [data-card="bombs-1"]').textContent()).toContain("(table's value)");
    await pg.locator('[data-field="kind"]').selectOption('invest');
    expect(await pg.locator('.bng-builder [data-field="card"] option[value="bombs-1"]').textContent()).toBe("2 Bombs 💣 (table's value)");
  });
});
