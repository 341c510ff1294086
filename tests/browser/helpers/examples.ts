/** Which worked example the browser tests drive, and stepping one through on its page. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PreparedExample } from '../../../src/components/example/prepare.ts';
import { exampleById, type WorkedExample } from '../../../src/examples/index.ts';
import type { GameState } from '../../../src/machine/index.ts';
import { expectBoard } from './board.ts';
import { anchorsOf, examplePages } from './site.ts';

const PREFERRED = ['l1-suit-bonus-buy', 'l1-invest-then-exchange', 'l1-inflation'];

/** A page of the built site with a worked example whose data we have, or null. */
export function pickExample(dist: string): { path: string; example: WorkedExample } | null {
  const pages = examplePages(dist);
  const candidates = pages.flatMap((p) => p.ids.map((id) => ({ path: p.path, id })));
  candidates.sort((a, b) => rank(a.id) - rank(b.id));
  for (const c of candidates) {
    const example = exampleById(c.id);
    if (example && example.steps.length >= 2) return { path: c.path, example };
  }
  return null;
}

function rank(id: string): number {
  const i = PREFERRED.indexOf(id);
  return i < 0 ? PREFERRED.length : i;
}

/**
 * Steps a hydrated worked example `w` (at `root` on the page) by keyboard to its end, checking at
 * every step the step count announced, the caption, its rule link (an anchor of the built site
 * `dist`), the board, and `also` (a level's own parts: Roles, envelopes…); then Home goes back to
 * the start position.
 */
export async function stepThroughExample(
  page: Page,
  w: Locator,
  root: string,
  dist: string,
  { example, prep }: { example: WorkedExample; prep: PreparedExample },
  also: (state: GameState) => Promise<void>,
): Promise<void> {
  await w.focus();
  await expectBoard(page, root, prep.states[0]!);
  await also(prep.states[0]!);
  const live = w.locator('[data-live="example"]');
  for (let i = 1; i <= example.steps.length; i++) {
    const step = example.steps[i - 1]!;
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => w.getAttribute('data-step')).toBe(String(i));
    await expect.poll(() => live.textContent()).toContain(`Step ${i} of ${example.steps.length}`);
    expect(await w.locator('.bng-caption').textContent()).toContain(step.caption);
    const href = await w.locator(`.bng-caption a[data-rule="${step.rule}"]`).getAttribute('href');
    const [path, anchor] = href!.split('#') as [string, string];
    expect(anchorsOf(dist, path).has(anchor), href!).toBe(true);
    await expectBoard(page, root, prep.states[i]!);
    await also(prep.states[i]!);
  }
}

/** Home takes a stepped example back to its start position. */
export async function backToStart(page: Page, w: Locator, root: string, prep: PreparedExample): Promise<void> {
  await page.keyboard.press('Home');
  await expect.poll(() => w.getAttribute('data-step')).toBe('0');
  await expectBoard(page, root, prep.states[0]!);
}
