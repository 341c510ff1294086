/**
 * "Your table's cards": a person types the printed names of cards our text does not name. A name
 * that clashes is refused at that card; a good one is saved, comes back with the page, and travels
 * in the page's link. On a phone, with nothing scrolling sideways.
 */
import { expect, it } from 'vitest';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const TC = '[data-table-cards]';

describeBrowser("your table's card names", () => {
  const { open } = useBrowser();

  it('names a Panic! card, refuses a clash at the card, saves and reopens the name', async () => {
    const { page } = await open('/table-cards/#panic', { viewport: { width: 360, height: 740 } });
    const tc = await hydrated(page, TC);
    const status = tc.locator('[data-feedback="table-cards"]');
    const name2 = tc.locator('input[data-fact="cards.panic.panic-2.name"]');
    const name3 = tc.locator('input[data-fact="cards.panic.panic-3.name"]');
    // The page opens at the Panic! family; each of the four cards our text does not name has an
    // empty box with our name as the hint, and a card the rulebook names has no such field.
    expect(await name2.inputValue()).toBe('');
    expect(await name2.getAttribute('placeholder')).toBe('Unnamed Panic! 2');
    expect(await tc.locator('input[data-fact="cards.panic.fascist-rule.name"]').count()).toBe(0);
    expect(await tc.locator('input[data-fact$=".name"]').count()).toBe(4);

    await name2.fill('Bank Run');
    await expect.poll(() => status.textContent()).toContain('1 fact differs from ours');
    await name3.fill('fascist rule');
    await expect.poll(() => tc.getAttribute('data-valid')).toBe('false');
    expect(await tc.locator('[data-item="cards.panic.panic-3"] [data-error]').textContent()).toContain('its own name');
    await name3.fill('');
    await expect.poll(() => tc.getAttribute('data-valid')).not.toBe('false');

    await tc.locator('[data-action="save-cards"]').click();
    await expect.poll(() => status.textContent()).toContain('Saved for this browser');
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('bng.table-cards')))!);
    expect(saved.cards).toEqual({ panic: { 'panic-2': { name: 'Bank Run' } } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await tc.locator('[data-action="copy-cards-link"]').click();
    expect(await tc.locator('[data-field="cards-link"]').inputValue()).toMatch(/\/table-cards\/#g=2\.fBDBB/);

    await page.reload({ waitUntil: 'load' });
    const again = await hydrated(page, TC);
    await expect.poll(() => again.locator('input[data-fact="cards.panic.panic-2.name"]').inputValue()).toBe('Bank Run');
  });
});
