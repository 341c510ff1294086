/**
 * Stand-in marks, as a person meets them: on a phone the playground's table marks the facts that
 * are our stand-ins and links once to the page where a table sets its printed cards; the card
 * reference links each stand-in fact to its family there; and once a table has saved cards that
 * change a worked example (two Billionaires' boards swapped), that example says which step would
 * go differently.
 */
import { expect, it } from 'vitest';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PHONE = { viewport: { width: 360, height: 740 } };
// Donald (Property Speculator) and the War Profiteer trade boards: Vanity is no longer Donald's.
const SWAPPED = {
  v: 1,
  cards: {
    billionaires: {
      'war-profiteer': { spaces: ['vanity', 'vanity', 'influence', 'power', 'toys'] },
      'property-speculator': { spaces: ['power', 'power', 'influence', 'legacy', 'toys'] },
    },
  },
};

describeBrowser('stand-in marks', () => {
  const { open, baseUrl } = useBrowser();

  it("marks the playground table's stand-ins on a phone and links to the table cards page", async () => {
    const { page } = await open('/playground/', PHONE);
    const pg = await hydrated(page, '.bng-playground');
    const table = pg.locator('.bng-table').first();
    await table.waitFor();
    expect(await table.locator('[data-fact-source="stand-in"][data-fact-family="billionaires"]').count()).toBeGreaterThan(0);
    expect(await table.locator('.bng-stand-in .bng-sr').first().textContent()).toContain('our stand-in');
    const summary = table.locator('[data-stand-in-count]');
    expect(await summary.count()).toBe(1);
    expect(Number(await summary.getAttribute('data-stand-in-count'))).toBeGreaterThan(0);
    const link = summary.locator('a');
    expect(await link.textContent()).toBe('set your printed cards');
    expect(await link.getAttribute('href')).toMatch(/^\/table-cards\//);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('links every stand-in fact a table can set on the card reference to its family', async () => {
    const { page } = await open('/cards/', PHONE);
    const links = page.locator('a[data-set-yours]');
    expect(await links.count()).toBeGreaterThan(10);
    const families = new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    for (const f of ['billionaires', 'assets', 'crises', 'panic', 'policies', 'scam', 'values']) expect(families).toContain(`/table-cards/#${f}`);
    expect((await links.first().textContent())?.replace(/\s+/g, ' ').trim()).toMatch(/^set yours: your printed/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("notes the step a worked example would play otherwise with the table's saved cards", async () => {
    const { page } = await open('/level-1/', PHONE);
    const example = '[data-example="l1-suit-bonus-buy"]';
    const widget = await hydrated(page, example);
    // Without saved cards: no note.
    expect(await widget.locator('[data-table-cards-note]').count()).toBe(0);
    await page.evaluate((saved) => localStorage.setItem('bng.table-cards', JSON.stringify(saved)), SWAPPED);
    await page.goto(`${baseUrl}/level-1/`, { waitUntil: 'load' });
    const again = await hydrated(page, example);
    const note = again.locator('[data-table-cards-note]');
    await note.waitFor();
    expect(await note.getAttribute('data-note-step')).toBe('3');
    expect(await note.textContent()).toContain("This example uses the site's cards. With your table's cards, step 3 would go differently");
    expect(await note.locator('a').getAttribute('href')).toBe('/table-cards/');
    // An example these boards do not touch stays quiet.
    const other = await hydrated(page, '[data-example="l1-game-the-market"]');
    await page.waitForTimeout(300);
    expect(await other.locator('[data-table-cards-note]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
