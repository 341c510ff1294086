/**
 * The on-table editor at Level 3: choosing Level 3 opens the first Role zone; two seats get a Role
 * (one hidden, one Revealed; a Role placed at one seat is no longer offered at another); the Luxury
 * Bunker is refused at its zone for a seat whose Assets do not qualify, and kept for one whose do;
 * then the game starts from that position (read back from its share link) and a move is played.
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

describeBrowser('on-table position editor at Level 3', () => {
  const { open } = useBrowser();

  it('sets two Roles and the Luxury Bunker, and plays from that position', async () => {
    const { page } = await open(playgroundLink(stateOf(BUY_POSITION)));
    const { pg, editor, zone, choose } = await emptyTableEditor(page);

    // Level 3 opens the first Role zone, its title naming it.
    await editor.locator('[data-action="editor-level-3"]').click();
    await expect.poll(() => zone('seat:0:role').locator('[role="listbox"]').count()).toBe(1);
    expect(await zone('seat:0:role').locator('.bng-picker-title').textContent()).toBe('The Role of seat 1 (War Profiteer)');
    await choose('seat:0:role', 'banker:hidden');
    // One choice made: the list moved on.
    await expect.poll(() => zone('seat:0:role').locator('[role="listbox"]').count()).toBe(0);
    expect(await pg.locator('[data-live="editor"]').textContent()).toContain('holds the Banker, hidden. Next:');

    // The Banker is placed: seat 3's list offers it no more.
    await editor.locator('[data-zone-button="seat:2:role"]').click();
    expect(await zone('seat:2:role').locator('[data-choice^="banker"]').count()).toBe(0);
    await choose('seat:2:role', 'gangster:revealed');

    // Two Assets that count for the Bunker at seat 2 (Tech Overlord).
    await choose('seat:1:assets:power', 'mercenary-army');
    await choose('seat:1:assets:toys', 'private-island');
    // Seat 1 has none: refused at the Bunker's zone, with the reason and the rule.
    await choose('bunker', '0');
    await expect.poll(() => zone('bunker').locator('[data-refusal="position.bunker"]').count()).toBe(1);
    expect(await zone('bunker').locator('a[data-rule]').getAttribute('data-rule')).toBe('bunker.claim');
    await choose('bunker', '1');
    await expect.poll(() => zone('bunker').locator('[data-refusal]').count()).toBe(0);
    expect(await editor.locator('[data-zone-button="bunker"]').textContent()).toContain('Luxury Bunker (set)');

    await editor.locator('[data-action="editor-apply"]').click();
    await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
    await expect.poll(async () => (await startOfLink(page))?.options.level).toBe(3);
    const p = positionOf((await startOfLink(page))!);
    expect(p.roles).toEqual([{ role: 'banker', revealed: false }, null, { role: 'gangster', revealed: true }, null]);
    expect(p.bunker).toBe(1);

    // And the game goes on from there: the first move offered is played.
    await pg.locator('button[data-move]').first().click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe('1');
    const again = await startOfLink(page);
    expect(positionOf(again!).roles).toEqual(p.roles);
  }, 90_000);
});
