/**
 * The on-table editor at Level 4: choosing Level 4 opens the Policy zone; a Policy is set in force;
 * a seat's Bribe envelope gets two cards from its searchable list, which offers no Crisis; a card
 * in one envelope is offered at another as a move; then the game starts from that position (read
 * back from its share link), the envelopes and the Policy on the table.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { decodeLink, positionOf, type GameState } from '../../src/machine/index.ts';
import { emptyTableEditor } from './helpers/editor.ts';
import { describeBrowser, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

/** The game the playground shows at its start, from the link in the address. */
async function startOfLink(page: Page): Promise<GameState | null> {
  const opened = decodeLink(await page.evaluate(() => location.hash));
  return opened.ok ? opened.states[0]! : null;
}

describeBrowser('on-table position editor at Level 4', () => {
  const { open } = useBrowser();

  it('sets the Policy in force and two Bribe envelopes, and plays from that position', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const { pg, editor, zone, openZone, choose } = await emptyTableEditor(page);

    // Level 4 opens the Policy zone: the ten Policies (none is in force yet).
    await editor.locator('[data-action="editor-level-4"]').click();
    await expect.poll(() => zone('policy').locator('[role="listbox"]').count()).toBe(1);
    expect(await zone('policy').locator('[role="option"]').count()).toBe(10);
    await choose('policy', 'tax-tyranny');
    await expect.poll(() => editor.locator('[data-zone="policy-in-force"]').getAttribute('data-policy')).toBe('tax-tyranny');

    // Seat 2's envelope: no Crisis offered; typing filters the list.
    await openZone('seat:1:envelope');
    expect(await zone('seat:1:envelope').locator('[role="option"][data-choice="floods"]').count()).toBe(0);
    expect(await zone('seat:1:envelope').locator('[role="option"][data-choice="locks-7"]').count()).toBe(1);
    await choose('seat:1:envelope', 'locks-7');
    await choose('seat:1:envelope', 'bolts-1');
    await expect.poll(() => editor.locator('[data-seat="1"] [data-zone="envelope"]').getAttribute('data-envelope-count')).toBe('2');
    // A card in seat 2's envelope moves to seat 3's when picked there.
    await choose('seat:2:envelope', 'bolts-1');
    await expect.poll(() => editor.locator('[data-seat="2"] [data-zone="envelope"]').getAttribute('data-envelope-count')).toBe('1');
    expect(await editor.locator('[data-seat="1"] [data-zone="envelope"]').getAttribute('data-envelope-count')).toBe('1');

    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
    await expect.poll(async () => (await startOfLink(page))?.options.level).toBe(4);
    const p = positionOf((await startOfLink(page))!);
    expect(p.policy).toBe('tax-tyranny');
    expect(p.envelopes).toEqual([[], ['locks-7'], ['bolts-1'], []]);
    await expect.poll(() => pg.locator('.bng-table [data-zone="policy-in-force"]').getAttribute('data-policy')).toBe('tax-tyranny');
    expect(await pg.locator('.bng-table [data-seat="1"] [data-zone="envelope"]').getAttribute('data-envelope-count')).toBe('1');
  }, 90_000);
});
