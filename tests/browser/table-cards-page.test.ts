/**
 * "Your table's cards" on a phone, one family at a time: one fact changed in three families, saved for this browser, no
 * sideways scrolling; a new game in the playground then plays by those cards (its link carries
 * them), and a link to the page fills the form.
 */
import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { decodeLink } from '../../src/machine/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const TC = '[data-table-cards]';

/** Chooses another option than the current one, returns it. */
async function another(select: Locator): Promise<string> {
  const now = await select.inputValue();
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const next = values.find((v) => v !== now)!;
  await select.selectOption(next);
  return next;
}

describeBrowser("your table's cards page", () => {
  const { open, baseUrl } = useBrowser();

  it('saves three changed facts on a phone, and a new playground game uses them', async () => {
    const { page } = await open('/table-cards/', { viewport: { width: 360, height: 740 } });
    const tc = await hydrated(page, TC);
    const status = tc.locator('[data-feedback="table-cards"]');
    expect(await status.textContent()).toContain('0 facts differ from ours');

    // A Crisis card's icons, two Market numbers swapped, the Scam.
    // (Floods at 3 icons keeps Wildfires below Killer Robots!.)
    const crisisId = 'floods';
    const icons = 3;
    // One family at a time: the buttons (and the address hash) choose it.
    expect(await tc.locator('[data-family]').count()).toBe(1);
    await tc.locator('[data-show-family="crises"]').click();
    expect(await page.evaluate(() => location.hash)).toBe('#crises');
    await tc.locator('select[data-fact="cards.crises.floods"]').selectOption('3');
    await tc.locator('[data-show-family="markets"]').click();
    const influence = tc.locator('select[data-fact="cards.markets.influence"]');
    const legacy = tc.locator('select[data-fact="cards.markets.legacy"]');
    const [i, l] = [await influence.inputValue(), await legacy.inputValue()];
    await influence.selectOption(l);
    // Two Markets with one number: refused, shown by the field and in the status line.
    expect(await tc.getAttribute('data-valid')).toBe('false');
    expect(await status.textContent()).toContain('Not valid');
    expect(await tc.locator('[data-error^="cards.markets"]').count()).toBe(1);
    expect(await tc.locator('[data-show-family="markets"]').textContent()).toContain('(problem)');
    await legacy.selectOption(i);
    // Next steps to the Policies, then the Scam.
    await tc.locator('[data-action="family-next"]').click();
    await tc.locator('[data-action="family-next"]').click();
    expect(await tc.locator('[data-family-step]').textContent()).toBe('Family 7 of 8');
    const scam = Number(await another(tc.locator('select[data-fact="cards.scam"]')));
    await expect.poll(() => status.textContent()).toContain('4 facts differ from ours');

    await tc.locator('[data-action="save-cards"]').click();
    await expect.poll(() => status.textContent()).toContain('Saved for this browser');
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('bng.table-cards')))!);
    expect(saved.v).toBe(2);
    expect(saved.cards.crises[crisisId].rebels).toBe(icons);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The link to the page fills the form in another browser.
    await tc.locator('[data-action="copy-cards-link"]').click();
    const link = await tc.locator('[data-field="cards-link"]').inputValue();
    expect(link).toMatch(/\/table-cards\/#g=2\.f/);

    // The playground's next game is played with these cards.
    await page.goto(`${baseUrl}/playground/`, { waitUntil: 'load' });
    const pg = await hydrated(page, '.bng-playground');
    await pg.locator('[data-panel="new-game"] > summary').click();
    const form = pg.locator('form[aria-label="New game"]');
    await form.waitFor();
    expect(await form.locator('[data-table-cards-used]').textContent()).toContain("Using your table's cards (4 facts)");
    await form.locator('[data-field="players"]').selectOption('2');
    await form.locator('[data-action="start-game"]').click();
    await expect.poll(() => form.locator('[data-feedback="new-game"]').textContent()).toContain('New game started');
    await expect.poll(() => page.evaluate(() => location.hash)).toContain('.f');
    const game = decodeLink(await page.evaluate(() => location.hash));
    expect(game.ok && game.timeline.start.options.cards).toEqual(saved.cards);
    expect(game.ok && game.timeline.start.options.cards?.scam).toBe(scam);

    // Opening the link elsewhere fills the form and says so.
    const other = await open(link.slice(link.indexOf('/table-cards/')), { viewport: { width: 360, height: 740 } });
    const tc2 = await hydrated(other.page, TC);
    await expect.poll(() => tc2.locator('[data-feedback="table-cards"]').textContent()).toContain('Filled in from the link');
    expect(await tc2.locator('[data-feedback="table-cards"]').textContent()).toContain('4 facts differ from ours');
    await tc2.locator('[data-show-family="markets"]').click();
    expect(await tc2.locator('select[data-fact="cards.markets.influence"]').inputValue()).toBe(l);

    // A stand-in mark elsewhere can open the page at one family.
    const at = await open('/table-cards/#assets', { viewport: { width: 360, height: 740 } });
    const tc3 = await hydrated(at.page, TC);
    await expect.poll(() => tc3.getAttribute('data-shown-family')).toBe('assets');
    expect(await tc3.locator('[data-family="assets"]').count()).toBe(1);
  });
});
