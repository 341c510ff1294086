/**
 * Share links that cannot be opened: corrupt, truncated, from a future version, describing an
 * impossible position, or not a game at all. Each shows the engine's reason and a way back to a
 * new game, never a blank widget and never a console error (the helper fails on any).
 */
import { expect, it } from 'vitest';
import { decodeLink, encodeLink, type GameState } from '../../src/machine/index.ts';
import { describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const state = stateOf(BUY_POSITION);
const good = encodeLink({ start: { kind: 'position', state }, moves: [{ type: 'buy', seat: 0, market: 'vanity', cards: ['bombs-1', 'diamonds-4'] }] });

function corrupt(link: string): string {
  // Change one card character in the middle of the link: the checksum no longer matches.
  let at = Math.floor(link.length / 2);
  while (!/[A-Za-z0-9]/.test(link[at]!)) at++;
  const ch = link[at] === 'A' ? 'B' : 'A';
  return link.slice(0, at) + ch + link.slice(at + 1);
}

const impossible = (() => {
  // Three cards in one hand: the engine refuses the position.
  const bad: GameState = { ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, hand: ['bombs-1', 'diamonds-4', 'locks-9'] } : p)) };
  return encodeLink({ start: { kind: 'position', state: bad }, moves: [] });
})();

const CASES: readonly { name: string; fragment: string; code: string }[] = [
  { name: 'corrupt', fragment: corrupt(good), code: 'link.corrupt' },
  // The last characters cut off: the checksum at the end is incomplete.
  { name: 'truncated', fragment: good.slice(0, -2), code: 'link.truncated' },
  { name: 'future-version', fragment: good.replace(/^g=\d+\./, 'g=7.'), code: 'link.future-version' },
  { name: 'impossible', fragment: impossible, code: 'link.setup' },
  { name: 'not a game', fragment: 'hello-there', code: 'link.not-a-game' },
];

describeBrowser('links that cannot be opened', () => {
  const { open } = useBrowser();

  it('has test links that the engine really refuses', () => {
    for (const c of CASES) {
      const d = decodeLink(c.fragment);
      expect(d.ok, c.name).toBe(false);
      if (!d.ok) expect(d.error.code, c.name).toBe(c.code);
    }
  });

  for (const c of CASES) {
    it(`shows why a ${c.name} link fails and offers a new game`, async () => {
      const { page } = await open(`/playground/#${c.fragment}`);
      const pg = await hydrated(page, PG);
      const d = decodeLink(c.fragment);
      if (d.ok) throw new Error('unreachable');
      const panel = pg.locator('[role="alert"][data-link-error]');
      expect(await panel.getAttribute('data-link-error')).toBe(c.code);
      expect(await panel.locator('[data-reason]').textContent()).toBe(d.error.reason);
      await pg.locator('[data-action="new-game-instead"]').click();
      await expect.poll(() => pg.getAttribute('data-state')).toBe('game');
      const hash = await page.evaluate(() => location.hash);
      expect(hash).toMatch(/^#g=\d+\./);
      expect(decodeLink(hash).ok).toBe(true);
      expect(await pg.locator('[data-seat]').count()).toBeGreaterThanOrEqual(3);
    });
  }

  it('follows the address when the fragment changes (hashchange)', async () => {
    const { page } = await open(`/playground/#${good}`);
    const pg = await hydrated(page, PG);
    expect(await pg.getAttribute('data-step')).toBe('1');
    await page.evaluate((f) => {
      location.hash = f;
    }, corrupt(good));
    await expect.poll(() => pg.getAttribute('data-state')).toBe('error');
    await page.evaluate((f) => {
      location.hash = f;
    }, good);
    await expect.poll(() => pg.getAttribute('data-state')).toBe('game');
    expect(await pg.getAttribute('data-step')).toBe('1');
  });

  it('starts a new game when there is no link, and writes its link into the address', async () => {
    const { page } = await open('/playground/');
    const pg = await hydrated(page, PG);
    expect(await pg.getAttribute('data-state')).toBe('game');
    const hash = await page.evaluate(() => location.hash);
    expect(decodeLink(hash).ok).toBe(true);
  });

  it('keeps the game when a link to a section of the page is followed', async () => {
    const { page } = await open(`/playground/#${good}`);
    const pg = await hydrated(page, PG);
    const section = page.locator('main a[href^="#"]:not([href^="#g="]):not([href="#_top"])').first();
    if ((await section.count()) === 0) return; // the page has no in-page links
    await section.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${good}`);
    expect(await pg.getAttribute('data-state')).toBe('game');
    expect(await pg.getAttribute('data-step')).toBe('1');
  });
});
