/**
 * A move family added by a module reaches the playground with no component file edited: a
 * test-only module ("Tip a Market", tests/browser/fixtures/form-module/) declares one family with
 * its words and how each field is asked. In Chromium, the playground's move form lists it with its
 * fields and their options, refuses it where its check refuses (with the reason and the rule), plays
 * it, and the session's share link carries it (decoded here with the same module installed).
 */
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEFAULT_MODULES } from '../../src/machine/modules/registry.ts';
import { createGame, decodeLink, installModules, type GameState } from '../../src/machine/index.ts';
import { connectBrowser, describeBrowser } from './helpers/browser.ts';
import { TIP_LABEL, tipModule } from './fixtures/form-module/tip-module.ts';

let browser: Browser | undefined;
let script = '';

beforeAll(async () => {
  installModules([...DEFAULT_MODULES, tipModule]);
  const out = await build({
    entryPoints: [new URL('./fixtures/form-module/harness.tsx', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  });
  script = out.outputFiles[0]!.text;
  if (inject('chromiumEndpoint')) browser = await connectBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  installModules(DEFAULT_MODULES);
});

async function harness(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser!.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.setContent('<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: script });
  await page.locator('[data-field="kind"]').waitFor();
  return { page, errors };
}

const linkGame = (fragment: string): GameState[] => {
  const decoded = decodeLink(fragment);
  if (!decoded.ok) throw new Error(decoded.error.reason);
  return [...decoded.timeline.moves].map((m) => m as unknown as GameState);
};

describeBrowser("a module's move in the playground's form", () => {
  it('appears with its fields, is refused where its check refuses, plays, and reaches the share link', async () => {
    const made = createGame({ players: 3, level: 1, seed: 11 }); // the harness's game
    if (!made.ok) throw new Error(made.error.reason);
    const current = made.game.current;
    const other = (current + 1) % 3;
    const { page, errors } = await harness();
    const kind = page.locator('[data-field="kind"]');
    const kinds = await kind.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(kinds).toContainEqual(['tip', TIP_LABEL]);
    await kind.selectOption('tip');
    // Its fields, with the words and options its family declares.
    const form = page.locator('form.bng-builder');
    expect(await form.innerText()).toContain('Market to tip');
    expect(await form.innerText()).toContain('Card to give up');
    await page.locator('[data-field="seat"]').selectOption(String(current));
    const hand = await page.locator('[data-field="card"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(hand).toEqual(made.game.players[current]!.hand);
    expect(await page.locator('[data-action="try-move"]').innerText()).toBe('Tip it');
    // Listed among the legal moves under its own group.
    expect(await page.locator('[data-group="Tips"] [data-move="tip"]').count()).toBeGreaterThan(0);

    // Refused where the rules refuse it: made by a seat whose turn it is not.
    await page.locator('[data-field="seat"]').selectOption(String(other));
    await page.locator('[data-action="try-move"]').click();
    const feedback = page.locator('[data-feedback="illegal"]');
    await expect.poll(() => feedback.innerText()).toContain('Not allowed');
    expect(await feedback.locator('a[data-rule]').count()).toBe(1);
    expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('0');

    // Another seat picked: the refusal spoke of the move before, so it goes.
    await page.locator('[data-field="seat"]').selectOption(String(current));
    await expect.poll(() => feedback.innerText()).toBe('');

    // Refused where its own check refuses: Vanity takes no tips.
    await page.locator('[data-field="market"]').selectOption('vanity');
    await page.locator('[data-action="try-move"]').click();
    await expect.poll(() => feedback.innerText()).toContain('The Vanity Market takes no tips.');
    expect(await page.locator('[data-step]').getAttribute('data-step')).toBe('0');

    // Played by the seat whose turn it is.
    await page.locator('[data-field="market"]').selectOption('toys');
    await page.locator('[data-field="card"]').selectOption(hand[0]!);
    await page.locator('[data-action="try-move"]').click();
    await expect.poll(() => page.locator('[data-step]').getAttribute('data-step')).toBe('1');

    // The share link carries it.
    const link = (await page.locator('[data-link]').innerText()).trim();
    const moves = linkGame(link) as unknown as { type: string; seat: number; market: string; card: string }[];
    expect(moves).toEqual([{ type: 'tip', seat: current, market: 'toys', card: hand[0] }]);
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
