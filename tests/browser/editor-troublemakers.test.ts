/**
 * The on-table editor with the Troublemakers (Level 4, dispute mode): the toggle seats a
 * Troublemaker; the Alignment, the Fixed Crises (a Reformist's win refused at that zone, with its
 * rule), the Declaration, the Revolution deck's order, the face-up row, the Organize! row and a
 * General Strike are set from the zones, partly by keyboard; the game then starts from that position
 * and its share link gives the same Troublemaker back. Clean under axe with a list open, and no
 * sideways scroll at 360 px.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { decodeLink, positionOf, type GameState } from '../../src/machine/index.ts';
import { emptyTableEditor } from './helpers/editor.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

/** The game the playground shows at its start, from the link in the address. */
async function startOfLink(page: Page): Promise<GameState | null> {
  const opened = decodeLink(await page.evaluate(() => location.hash));
  return opened.ok ? opened.states[0]! : null;
}

describeBrowser('on-table position editor with the Troublemakers', () => {
  const { open } = useBrowser();

  it('seats a Troublemaker, sets their Alignment, Fixed Crises and Revolution cards, and plays from that position', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)), { viewport: { width: 360, height: 740 } });
    const { pg, editor, zone, openZone, choose } = await emptyTableEditor(page);
    const toggle = editor.locator('[data-field="editor-troublemakers"]');

    // Below Level 4 the toggle is off and says why.
    expect(await toggle.isDisabled()).toBe(true);
    await editor.locator('[data-action="editor-level-4"]').click();
    await expect.poll(() => toggle.isDisabled()).toBe(false);
    await toggle.check();
    // Seat 5 is the Troublemaker's; the sixth person may now sit down.
    await expect.poll(() => editor.locator('[data-zone-button="seat:4:billionaire"]').count()).toBe(1);
    await expect.poll(() => editor.locator('[data-live="editor"]').textContent()).toContain('seat 5 is the Troublemaker');
    expect(await editor.locator('[data-action="editor-players-6"]').count()).toBe(1);
    expect(await editor.locator('[data-zone-button="tmDeck"]').count()).toBe(0);

    // The Alignment, by keyboard: open the zone, type to filter, Enter.
    await editor.locator('[data-zone-button="tmAlignment"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => zone('tmAlignment').locator('[role="listbox"]').count()).toBe(1);
    await page.keyboard.type('Reformist');
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.locator('[data-live="editor"]').textContent()).toContain('is the Reformist');

    // Fixed Crises: only Crises are offered; a third that makes seven Rebel icons is refused at the zone, with its rule.
    await openZone('tmFixed');
    expect(await zone('tmFixed').locator('[role="option"][data-choice="bombs-1"]').count()).toBe(0);
    await choose('tmFixed', 'killer-robots');
    await choose('tmFixed', 'crisis-12');
    await choose('tmFixed', 'poverty');
    await expect.poll(() => zone('tmFixed').locator('[data-refusal="position.troublemakers"]').textContent()).toContain('already won');
    expect(await zone('tmFixed').locator('a[data-rule]').getAttribute('data-rule')).toBe('tm.victory');
    expect(await editor.locator('[data-live="editor"]').textContent()).toContain('Not possible');
    expect(await axeViolations(page)).toEqual([]);

    // Declared: the Revolutionary's piles appear; the deck's order, the row, Organize! and a strike.
    await choose('tmDeclared', 'declared');
    await expect.poll(() => editor.locator('[data-zone-button="tmDeck"]').count()).toBe(1);
    await choose('tmDeck', 'riots');
    await choose('tmRow', 'hostages');
    await choose('tmRow', 'sabotage');
    await choose('tmOrganized', 'organize-2');
    await choose('tmStrike', '1');
    await expect.poll(() => editor.locator('[data-live="editor"]').textContent()).toContain('General Strike for 1 more end');
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);

    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
    await expect.poll(async () => (await startOfLink(page))?.options.troublemaker).toBe(4);
    const tm = positionOf((await startOfLink(page))!).troublemakers!;
    expect(tm).toMatchObject({ alignment: 'revolutionary', declared: true, fixed: ['killer-robots', 'crisis-12'], effects: { strike: 1, missing: [], hostage: null } });
    expect(tm.revolution!.deck[0]).toBe('riots');
    expect(tm.revolution!.row).toEqual(['hostages', 'sabotage']);
    expect(tm.revolution!.organized).toEqual(['organize-2']);

    // The share link round-trips: reopening it gives the same position.
    const link = await page.evaluate(() => location.hash);
    const again = await open(`/playground/${link}`);
    const reopened = await hydrated(again.page, '.bng-playground');
    await expect.poll(() => reopened.locator('.bng-table [data-seat="4"]').count()).toBeGreaterThan(0);
    expect(positionOf((await startOfLink(again.page))!)).toEqual(positionOf((await startOfLink(page))!));
  }, 120_000);
});
