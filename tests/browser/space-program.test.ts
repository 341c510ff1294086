/**
 * The Space Program in the browser: the page loads with every rule heading and its six worked
 * examples; each example is stepped by keyboard, with its caption, the rule it links to and the
 * board checked after every step, and a Billionaire out of the game marked as such, in words, on
 * the example's table; a key fact per example read where the reader looks (the log, the Markets);
 * axe on the page with every example hydrated and the explosion stepped to its end. The harness
 * fails any test that logs a console error.
 */
import type { Locator } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { SPACE_PROGRAM_EXAMPLES } from '../../src/examples/space-program.ts';
import type { WorkedExample } from '../../src/examples/types.ts';
import { type GameState, RULES, spaceOf } from '../../src/machine/index.ts';
import { backToStart, stepThroughExample } from './helpers/examples.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser, wakeAllIslands } from './helpers/browser.ts';
import { anchorsOf, examplePages } from './helpers/site.ts';

const dist = inject('distDir');
const PAGE = '/space-program/';
const EXPLOSION = 'space-explosion';
const SPACE_RULES = Object.keys(RULES).filter((id) => id.startsWith('space.'));

function prepared(id: string): { example: WorkedExample; prep: PreparedExample } {
  const example = SPACE_PROGRAM_EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no Space Program example ${id}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

const rootOf = (id: string) => `.bng-example[data-example="${id}"]`;

/** A Market's Assets as the table shows them. */
const marketAssets = (w: Locator, market: string) =>
  w.locator(`[data-market="${market}"] .bng-market-assets [data-asset]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-asset')));
/** The steps' log under the table (the engine's own words for what happened). */
const logOf = async (w: Locator) => (await w.locator('.bng-panel').textContent()) ?? '';

/**
 * Each seat out of the game is marked so on its board, in words as well as by its look; every
 * other seat is not. The Space Program's parts of the table may load on demand, so this is polled.
 */
async function expectOutMarked(w: Locator, state: GameState) {
  const out = spaceOf(state).out;
  for (const seat of state.players.keys()) {
    const board = w.locator(`[data-seat="${seat}"]`).first();
    if (out.includes(seat)) {
      await expect.poll(() => board.getAttribute('data-out'), { message: `seat ${seat + 1} is marked as out of the game` }).toBe('true');
      await expect.poll(async () => (await board.textContent()) ?? '', { message: `seat ${seat + 1} says it is out of the game` }).toContain('Out of the game');
    } else {
      expect(await board.getAttribute('data-out'), `seat ${seat + 1} is still in the game`).toBeNull();
    }
  }
}

/**
 * The Space Program's 14 Rulings, each by words its box must hold, under the heading of the rule it
 * belongs to (the page has three more boxes of its own, also counted per heading).
 */
const RULINGS: Readonly<Record<string, { readonly boxes: number; readonly phrases: readonly string[] }>> = {
  'space.setup': { boxes: 0, phrases: [] },
  'space.contribute': { boxes: 1, phrases: [] },
  'space.sealed': { boxes: 1, phrases: ['log names it for good', 'envelope itself stays shut'] },
  'space.launch': { boxes: 3, phrases: ['as soon as it has started', 'comes before the end-of-turn Panic! check', 'a Revealed Role like any other'] },
  'space.last-card': { boxes: 2, phrases: ['no card is added'] },
  'space.scores': { boxes: 4, phrases: ['picked at random', 'still boards', 'a Suit Policy', 'the envelope stays in the game'] },
  'space.together': { boxes: 2, phrases: ['four or more players', 'The invited player may refuse', 'A Puppet with the highest score boards the Rocket.'] },
  'space.roll': { boxes: 0, phrases: [] },
  'space.escape': { boxes: 1, phrases: ['Toady'] },
  'space.explosion': { boxes: 2, phrases: ['goes back into the Role deck without being', 'a Puppet leaves the game with its controller'] },
  'space.out': { boxes: 1, phrases: ['only one player is left'] },
};

/** One fact per example that the reader should see at its last step, beyond the board every step shows. */
const KEY_FACTS: Readonly<Record<string, (w: Locator) => Promise<void>>> = {
  'space-contribute': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Aristocrat shows 3 Diamonds and seals it in the Space Program envelope.');
    expect(log).toContain('The Media Baron shows 1 Locks and seals it in the Space Program envelope.');
  },
  'space-escape': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Tech Overlord draws 1 Electrical Bolts, shows it and adds it to the envelope.');
    expect(log).toContain('Launch Scores: War Profiteer 1, Tech Overlord 4, Aristocrat 2, Media Baron 0, Property Speculator 0.');
    expect(log).toContain('The die shows 3: lower than 4.');
    expect(log).toContain('The Tech Overlord wins the game in space!');
  },
  [EXPLOSION]: async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Media Baron boards the Rocket with a Launch Score of 4.');
    expect(log).toContain('The die shows 4: not lower than 4.');
    expect(log).toContain('The Media Baron is out of the game.');
    expect(log).toContain('The Power Market has an Asset again and reopens.');
    expect(log).toContain("The Media Baron's Role goes back into the Role deck, unseen.");
    expect(await marketAssets(w, 'power')).toEqual(['mercenary-army']);
  },
  'space-together': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The War Profiteer asks the Aristocrat to board the Rocket with them.');
    expect(log).toContain('The War Profiteer and the Aristocrat board the Rocket with a Launch Score of 5.');
    expect(log).toContain('The War Profiteer and the Aristocrat escape the Earth!');
  },
  'space-unplayed': async (w) => {
    const log = await logOf(w);
    expect(log).toContain("The highest Launch Score is the Property Speculator's, whom nobody plays: nobody boards");
    expect(log).not.toContain('boards the Rocket');
    expect(log).toContain('The Tech Overlord shows 3 Electrical Bolts and seals it in the Space Program envelope.');
  },
  'space-skip-crisis': async (w) => {
    const log = await logOf(w);
    expect(log).toContain('The Aristocrat draws Floods: not a Resource card, so it goes to the Discard pile without effect.');
    expect(log).toContain('The Aristocrat draws Audit: not a Resource card, so it goes to the Discard pile without effect.');
    expect(log).toContain('The die shows 6: a six always fails.');
  },
};

describeBrowser('The Space Program in the browser', () => {
  const { open, openShared } = useBrowser();
  const onPage = examplePages(dist).find((p) => p.path === PAGE)?.ids ?? [];

  it(`${PAGE} has every space.* rule as an anchor and embeds every Space Program example, each with a key fact to check`, () => {
    const anchors = anchorsOf(dist, PAGE);
    for (const id of SPACE_RULES) expect(anchors.has(id), id).toBe(true);
    expect(SPACE_RULES).toHaveLength(11);
    expect([...onPage].sort()).toEqual(SPACE_PROGRAM_EXAMPLES.map((e) => e.id).sort());
    expect(Object.keys(KEY_FACTS).sort()).toEqual(SPACE_PROGRAM_EXAMPLES.map((e) => e.id).sort());
  });

  it(`${PAGE} loads with its title, its Ruling boxes and the phase map`, async () => {
    const { page } = await open(PAGE);
    expect(await page.locator('h1').textContent()).toContain('The Space Program');
    expect(await page.locator('aside[aria-label="Ruling"]').count()).toBeGreaterThanOrEqual(14);
    expect(await page.locator(`a[href="${PAGE}"][aria-current="page"]`).count(), 'the sidebar marks the page').toBe(1);
    expect(await page.locator('[data-phase-map]').count()).toBeGreaterThanOrEqual(1);
  });

  it(`${PAGE} shows each Ruling in a Ruling box under the heading of its rule`, async () => {
    const { page } = await open(PAGE);
    // Each rule heading's Ruling boxes: the asides after its heading, up to the next heading.
    const found = await page.evaluate(() => {
      const out: Record<string, string[]> = {};
      let current: string | null = null;
      for (const el of document.querySelectorAll('.sl-markdown-content > *')) {
        const heading = el.matches('.sl-heading-wrapper') ? el.querySelector('h2, h3') : null;
        if (heading) current = heading.id.startsWith('space.') ? heading.id : null;
        else if (current && el.matches('aside[aria-label="Ruling"]')) (out[current] ??= []).push(el.textContent ?? '');
      }
      return out;
    });
    expect(Object.keys(RULINGS).sort()).toEqual([...SPACE_RULES].sort());
    for (const [rule, { boxes, phrases }] of Object.entries(RULINGS)) {
      const texts = found[rule] ?? [];
      expect(texts, `Ruling boxes under #${rule}`).toHaveLength(boxes);
      for (const phrase of phrases) expect(texts.join(' '), `#${rule}: ${phrase}`).toContain(phrase);
      for (const text of texts) expect(text, `#${rule}: every Ruling says why`).toContain('Why:');
    }
  });

  for (const ex of SPACE_PROGRAM_EXAMPLES) {
    it(`steps ${ex.id} on ${PAGE} by keyboard: caption, rule link and board at every step, seats out of the game marked`, { timeout: 90_000 }, async () => {
      const run = prepared(ex.id);
      const root = rootOf(ex.id);
      const { page } = await openShared(PAGE);
      const w = await hydrated(page, root);
      await stepThroughExample(page, w, root, dist, run, (state) => expectOutMarked(w, state));
      await KEY_FACTS[ex.id]!(w);
      await backToStart(page, w, root, run.prep);
      await expectOutMarked(w, run.prep.states[0]!);
    });
  }

  it(`${PAGE} passes axe with its examples hydrated and the explosion stepped to its end`, { timeout: 60_000 }, async () => {
    const { page } = await open(PAGE);
    await wakeAllIslands(page);
    const root = rootOf(EXPLOSION);
    const { example, prep } = prepared(EXPLOSION);
    // Every island hydrated at once, some after another loaded the Space Program's widgets: each
    // board is still drawn once (hydrating with widgets the server had not drawn added a second set).
    expect(await page.locator(`${root} .bng-player`).count()).toBe(prep.states[0]!.players.length);
    for (let i = 1; i <= example.steps.length; i++) {
      await page.locator(`${root} [data-action="next"]`).click();
      await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(i));
    }
    // Judge the page once the seat out of the game is marked (the table's parts may load on demand).
    await expect.poll(() => page.locator(`${root} [data-seat="1"]`).first().getAttribute('data-out')).toBe('true');
    // The caption fades in: judge the colours once it has.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });
});
