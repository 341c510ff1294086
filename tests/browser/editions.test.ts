/**
 * A link written under an older rules edition, opened in the playground: the notice says whether
 * today's rules play it the same or where they part from it, names the correction and links its
 * rule, and "Show the game as written" opens the whole game under its own edition's rules.
 */
import { expect, it } from 'vitest';
import { decodeLink } from '../../src/machine/index.ts';
import { EDITION_1_LINKS } from '../fixtures/edition-1-links.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';

const PG = '.bng-playground';
const golden = (name: string) => EDITION_1_LINKS.find((g) => g.name === name)!;

describeBrowser('links from an older rules edition', () => {
  const { open } = useBrowser();

  it('opens a link today’s rules part from just before the move, names the correction, and shows it as written on request', async () => {
    const { link, moves } = golden('l4-2p-s37');
    const decoded = decodeLink(link);
    if (!decoded.ok) throw new Error(decoded.error.reason);
    const { page } = await open(`/playground/#${link}`, { viewport: { width: 360, height: 740 } });
    const pg = await hydrated(page, PG);
    const notice = pg.locator('[data-edition="stopped"]');
    await expect.poll(() => notice.count()).toBe(1);
    expect(await notice.textContent()).toContain(`not move ${decoded.edition!.stop!.move + 1}`);
    expect(await notice.locator('[data-correction="puppets.card-face-down"] a').getAttribute('href')).toBe('/two-players/#puppets.card');
    expect(Number(await pg.getAttribute('data-step'))).toBe(decoded.step);
    // Nothing in the notice pushes the page sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await notice.locator('button').click();
    await expect.poll(() => pg.getAttribute('data-step')).toBe(String(moves));
  });

  it('says so when today’s rules play an old link exactly the same', async () => {
    const { link } = golden('l1-3p-s11');
    const { page } = await open(`/playground/#${link}`);
    const pg = await hydrated(page, PG);
    await expect.poll(() => pg.locator('[data-edition="same"]').count()).toBe(1);
    expect(await pg.locator('[data-edition="same"]').textContent()).toContain('exactly the same');
  });
});
