/**
 * The on-table position editor: the rulebook's Level 2 Panic! example (James's failed Buy, see
 * `l2-panic-negotiated` in src/examples/level-2.ts) rebuilt from a new empty table three ways: by
 * mouse clicks alone, by keyboard alone, and by touch taps on a 360 px wide phone. Each way counts
 * its actions (every click or tap; every key press), prints the count, and checks through the engine
 * that the game started equals the example's position. Also: axe with a zone's list open, and
 * refusals shown at their zone with the reason and the rule.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createFromPosition, decodeLink, MARKETS, play, positionOf, rebelsOnCrises, type GameState } from '../../src/machine/index.ts';
import { exampleById } from '../../src/examples/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser } from './helpers/browser.ts';
import { BUY_POSITION, playgroundLink, stateOf } from './helpers/positions.ts';

const PG = '.bng-playground';
const EXAMPLE = exampleById('l2-panic-negotiated')!;

/** One step of the plan: a button of the playground or the editor, or a zone and what to pick in its list, in order. */
type Action = { readonly button: string } | { readonly zone: string; readonly picks: readonly string[] };

/**
 * From a new empty table (four seats: War Profiteer, Tech Overlord, Aristocrat, Media Baron, each
 * holding the starred Asset the setup gives) to the example's table, as players at a table would
 * go: each of them sets their board, then the middle of the table. The empty table opens the first
 * board's list (Billionaire, hand and Assets in one); each next board is one press ("Next board", or
 * its button); choosing Level 2 opens the list of every Crisis and the Panic!; a list with one
 * choice moves on to the next zone by itself, so the face-down cards after the face-up one cost no
 * press to open. Everything the example leaves out is dealt at random by the engine as play starts.
 */
const PLAN: readonly Action[] = [
  { button: 'empty-table' }, // opens the first board's list
  { zone: 'seat:0:board', picks: ['billionaire/aristocrat', 'hand/bolts-1', 'hand/bombs-1'] }, // swaps with seat 3: James is the Aristocrat
  { zone: 'seat:1:board', picks: ['billionaire/property-speculator', 'assets:vanity/noble-estate', 'hand/dishes-1'] }, // Maria
  { zone: 'seat:2:board', picks: ['assets:power/tabloid-empire', 'assets:legacy/scam-charity', 'hand/diamonds-4'] },
  // The Gang goes back last: a fourth Asset at Influence would be refused.
  { zone: 'seat:3:board', picks: ['assets:influence/social-media-company', 'assets:influence/political-lobbyists', 'assets:influence/gang-of-lawyers', 'hand/locks-1'] },
  { button: 'editor-level-2' }, // opens every Crisis and the Panic!
  {
    zone: 'crises',
    picks: [
      'guillotine/killer-robots',
      'guillotine/pandemic',
      'guillotine/poverty',
      'lastBy/2',
      'aside/floods',
      'aside/debt-crisis',
      'aside/militias',
      'panicCard/fascist-rule',
    ],
  },
  { zone: 'market:influence:whole', picks: ['faceUp/dishes-4', 'faceDown/doomsday-cults'] }, // "Next zone" from the Crises opens it
  { button: 'editor-apply' },
];

/** Of the controls `all` finds (on a phone the editor's dock repeats the Level and Play), the one on screen, as a person taps; else the first. */
async function onScreen(all: Locator): Promise<Locator> {
  for (let i = 0; i < (await all.count()); i++) {
    const one = all.nth(i);
    if (await one.evaluate((e) => ((r) => r.height > 0 && r.top >= 0 && r.bottom <= innerHeight)(e.getBoundingClientRect()))) return one;
  }
  return all.first();
}

/** Whether a zone's list is open (the list may have moved on to it by itself). */
const listOpen = (page: Page, zone: string) =>
  page
    .locator(`${PG} [data-edit-zone="${zone}"] [role="listbox"]`)
    .count()
    .then((n) => n > 0);
const anyListOpen = (page: Page) =>
  page
    .locator(`${PG} [data-editor] [role="listbox"]`)
    .count()
    .then((n) => n > 0);

/** The zone whose list is open, or '' for none. */
const openZone = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-editor] [role="listbox"]')?.closest('[data-edit-zone]')?.getAttribute('data-edit-zone') ?? '');

/**
 * Whether `zone` is where the "Next" of the open list goes: the board after a whole board, or the
 * first Market (Influence) after every Crisis and the Panic!.
 */
function isNext(open: string, zone: string): boolean {
  const board = /^seat:(\d+):board$/.exec(open);
  if (board) return zone === `seat:${Number(board[1]) + 1}:board`;
  return open === 'crises' && zone === 'market:influence:whole';
}

/** What the example's position fixes (the rest is dealt at random, so it is left out). */
function essentials(s: GameState) {
  const p = positionOf(s);
  return {
    level: s.options.level,
    current: s.current,
    phase: s.phase,
    round: s.round,
    players: s.players.map((q) => ({ billionaire: q.billionaire, hand: q.hand, assets: [...q.assets].sort() })),
    marketAssets: MARKETS.map((m) => [...s.markets[m].assets].sort()),
    influence: { faceUp: s.markets.influence.faceUp, faceDown: s.markets.influence.faceDown },
    removed: [...s.removedAssets].sort(),
    unused: [...s.unusedAssets].sort(),
    guillotine: p.guillotine,
    aside: p.crisesAside,
    lastBy: p.lastCrisisBy,
    panicDone: p.panicDone,
    panicTop: p.panicDeck?.[0],
  };
}

const expected = (() => {
  const made = createFromPosition(EXAMPLE.position);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
})();

/** The game the playground now starts from, read back from its share link, checked against the example. */
async function expectExampleGame(page: Page) {
  const pg = page.locator(PG);
  await expect.poll(() => pg.locator('[data-editor]').count()).toBe(0);
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#g=/);
  let game: GameState | null = null;
  await expect
    .poll(async () => {
      const opened = decodeLink(await page.evaluate(() => location.hash));
      game = opened.ok ? opened.states[0]! : null;
      return game ? essentials(game) : null;
    })
    .toEqual(essentials(expected));
  // And the rulebook's move plays out as it says: James's Buy fails and brings the seventh and eighth Rebels.
  const buy = play(game!, { ...EXAMPLE.steps[0]!.move, seat: 0 });
  expect(buy.ok && rebelsOnCrises(buy.game)).toBe(8);
}

const start = playgroundLink(stateOf(BUY_POSITION));

/**
 * Plays the plan with the mouse (`tap` false) or a finger (`tap` true); returns the number of clicks
 * or taps, and the longest scroll of the page a target needed first (the page scrolled from where
 * the last press left it to bring the target into view).
 */
async function byPointer(page: Page, tap: boolean): Promise<{ actions: number; longestScroll: number; totalScroll: number; offScreen: number }> {
  const pg = page.locator(PG);
  let actions = 0;
  let longestScroll = 0;
  let totalScroll = 0;
  let offScreen = 0;
  const press = async (selector: string) => {
    const target = await onScreen(pg.locator(selector));
    const before = await page.evaluate(() => scrollY);
    await target.scrollIntoViewIfNeeded();
    const scrolled = Math.abs((await page.evaluate(() => scrollY)) - before);
    longestScroll = Math.max(longestScroll, scrolled);
    totalScroll += scrolled;
    if (scrolled > 0) offScreen++;
    if (tap) await target.tap();
    else await target.click();
    actions++;
  };
  for (const step of PLAN) {
    if ('button' in step) {
      // On a phone the editor's dock repeats the Level and Play at the foot of the screen (data-dock-action).
      await press(`[data-action="${step.button}"], [data-dock-action="${step.button}"]`);
      if (step.button === 'empty-table') await pg.locator('[data-editor="table"]').waitFor();
      continue;
    }
    const open = await openZone(page);
    // From a list to where its "Next" goes (the next board, or the first Market after the Crises): at hand under the list, where the next zone's button lies a screen or more away.
    if (isNext(open, step.zone)) await press(`[data-edit-zone="${open}"] [data-action="picker-next"]`);
    else if (!(await listOpen(page, step.zone))) await press(`[data-zone-button="${step.zone}"]`);
    for (const id of step.picks) await press(`[data-edit-zone="${step.zone}"] [role="option"][data-choice="${id}"]`);
  }
  return { actions, longestScroll, totalScroll, offScreen };
}

/** Words as a reader types them: letters and digits, without signs or notes in brackets. */
const plainWords = (text: string) =>
  text
    .replace(/\(.*$/, '')
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * What a reader types to find an option: the thing's name, without the list's action words ("Give
 * back: Gang of Lawyers" is found by "gang of lawyers"). Where the name stands twice (Floods on the
 * Guillotine and set aside), the arrows then go on to the one wanted.
 */
const typedText = (label: string) => plainWords(label.replace(/^[^:]*: /, ''));

/** Plays the plan with the keyboard alone; returns the number of key presses. */
async function byKeyboard(page: Page): Promise<number> {
  const pg = page.locator(PG);
  let presses = 0;
  const key = async (k: string) => {
    await page.keyboard.press(k);
    presses++;
  };
  /** Tab (or Shift+Tab) until the focus is on `selector`; from one zone of the table to another, the arrow keys. */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 500; i++) {
      const where = await page.evaluate((sel) => {
        const target = document.querySelector(sel);
        const active = document.activeElement;
        if (!target || !active) return 'missing';
        if (target === active) return 'here';
        const after = active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
        // Within a row of choices (the Level, the Players): one Tab stop, the arrows move in it.
        const row = target.closest('fieldset');
        if (row && row === active.closest('fieldset')) return after ? 'right' : 'left';
        const zones = target.hasAttribute('data-zone-button') && active.hasAttribute('data-zone-button');
        if (!zones) return after ? 'after' : 'before';
        // Another part of the table (a board, a Market): Page Down or Up; within a part, the arrows.
        const part = (el: Element) => el.closest('section') ?? el.parentElement;
        if (part(target) !== part(active)) return after ? 'pageDown' : 'pageUp';
        return after ? 'down' : 'up';
      }, selector);
      if (where === 'here') return;
      if (where === 'missing') throw new Error(`nothing to focus at ${selector}`);
      await key(
        { after: 'Tab', before: 'Shift+Tab', down: 'ArrowDown', up: 'ArrowUp', pageDown: 'PageDown', pageUp: 'PageUp', right: 'ArrowRight', left: 'ArrowLeft' }[where],
      );
    }
    throw new Error(`could not reach ${selector} with Tab`);
  };
  const activeChoice = () =>
    pg.locator('[role="combobox"]').evaluate((el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.dataset.choice ?? null);

  for (const step of PLAN) {
    if ('button' in step) {
      // Play has its shortcut, said in the editor's words and on the button (aria-keyshortcuts): Ctrl+Enter from anywhere in the editor.
      const shortcut = await pg.locator(`[data-action="${step.button}"]`).getAttribute('aria-keyshortcuts');
      if (shortcut) {
        await key(shortcut.split(' ')[0]!);
        continue;
      }
      await tabTo(`[data-action="${step.button}"]`);
      await key('Enter');
      if (step.button === 'empty-table') await pg.locator('[data-editor="table"]').waitFor();
      continue;
    }
    if (isNext(await openZone(page), step.zone)) {
      // From a list to where its "Next" goes (the next board, the first Market): one Tab from the field.
      await key('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.action)).toBe('picker-next');
      await key('Enter');
      await expect.poll(() => listOpen(page, step.zone)).toBe(true);
    }
    if (!(await listOpen(page, step.zone))) {
      // Another zone's list is open (it stays open for more, or moved on by itself): Escape closes it, the focus on its zone.
      if (await anyListOpen(page)) {
        await key('Escape');
        await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-zone-button'))).toBe(true);
      }
      await tabTo(`[data-zone-button="${step.zone}"]`);
      await key('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    }
    for (const id of step.picks) {
      const option = pg.locator(`[data-edit-zone="${step.zone}"] [role="option"][data-choice="${id}"]`);
      const label = (await option.textContent()) ?? '';
      // Type the first letters of its words ("1eb" for 1 Electrical Bolts), one at a time, until the arrows' mark is on it; failing
      // that, the words themselves (the field cleared first); then the arrows if need be.
      const name = typedText(label);
      let typed = '';
      const typeUntilMarked = async (text: string) => {
        for (const ch of text) {
          if ((await activeChoice()) === id) return;
          await key(ch === ' ' ? 'Space' : ch);
          // The list filters as the field changes, in the same update: wait for it before looking again.
          typed += ch;
          await expect.poll(() => pg.locator('[role="combobox"]').inputValue()).toBe(typed);
        }
      };
      await typeUntilMarked(name);
      for (let i = 0; i < 40 && (await activeChoice()) !== id; i++) await key('ArrowDown');
      expect(await activeChoice()).toBe(id);
      const before = await pg.locator('[data-live="editor"]').textContent();
      await key('Enter');
      // As a reader would, wait for the change to be announced before going on.
      await expect.poll(() => pg.locator('[data-live="editor"]').textContent()).not.toBe(before);
      // And for the focus to land: in this list's field, or the next zone's when the list moved on.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    }
  }
  return presses;
}

describeBrowser('on-table position editor', () => {
  const { open } = useBrowser();

  it('rebuilds the rulebook Panic! position by clicks alone', async () => {
    const { page } = await open(start);
    await hydrated(page, PG);
    const { actions: clicks } = await byPointer(page, false);
    console.log(`Panic! example rebuilt by mouse: ${clicks} clicks`);
    await expectExampleGame(page);
    expect(clicks).toBeLessThanOrEqual(30);
  }, 120_000);

  it('rebuilds the rulebook Panic! position by keyboard alone', async () => {
    const { page } = await open(start);
    await hydrated(page, PG);
    // The reader has reached the playground (its first control): from there every key press counts.
    await page.locator(`${PG} [data-field="viewer"]`).focus();
    const presses = await byKeyboard(page);
    console.log(`Panic! example rebuilt by keyboard: ${presses} key presses`);
    await expectExampleGame(page);
    expect(presses).toBeLessThanOrEqual(90);
  }, 180_000);

  it('keeps the Level and Play at the foot of a phone screen, in one row, and not on a wide screen', async () => {
    const { page } = await open(start, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    const pg = await hydrated(page, PG);
    await pg.locator('[data-action="empty-table"]').tap();
    const dock = pg.locator('[data-dock]');
    await dock.waitFor();
    // Halfway down the editor (the boards), the dock is at the bottom of the screen.
    await pg.locator('[data-zone-button="seat:2:board"]').scrollIntoViewIfNeeded();
    const box = (await dock.boundingBox())!;
    expect(box.height, 'one row').toBeLessThanOrEqual(64);
    expect(Math.abs(box.y + box.height - 740), 'at the foot of the screen').toBeLessThanOrEqual(1);
    await dock.locator('[data-dock-action="editor-level-3"]').tap();
    await expect.poll(() => pg.locator('[data-action="editor-level-3"]').getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await dock.isVisible()).toBe(false);
  }, 60_000);

  it('rebuilds the rulebook Panic! position by touch on a 360 px wide phone', async () => {
    const { page } = await open(start, { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await hydrated(page, PG);
    const { actions: taps, longestScroll, totalScroll, offScreen } = await byPointer(page, true);
    console.log(
      `Panic! example rebuilt by touch at 360 px: ${taps} taps; ${offScreen} targets off-screen, ${Math.round(totalScroll)} px of scrolling in all, the longest ${Math.round(longestScroll)} px (a screen is 740)`,
    );
    await expectExampleGame(page);
    expect(taps).toBeLessThanOrEqual(30);
    // No target a screen or more away: the lists' "Next" go on, and the dock keeps the Level and Play at hand.
    expect(longestScroll).toBeLessThanOrEqual(740);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }, 120_000);

  it('puts the editor near the top of the playground, and is clean under axe with a list open', async () => {
    const { page } = await open(start, { viewport: { width: 360, height: 740 } });
    const pg = await hydrated(page, PG);
    const top = await pg.boundingBox();
    const button = await pg.locator('[data-action="empty-table"]').boundingBox();
    expect(button!.y - top!.y).toBeLessThan(400);
    await pg.locator('[data-action="empty-table"]').click();
    await pg.locator('[data-zone-button="seat:0:hand"]').click();
    await pg.locator('[data-edit-zone="seat:0:hand"] [data-choice="bolts-1"]').click();
    // Mid-edit: a card placed, the hand's list still open, its field focused.
    expect(await pg.locator('[data-edit-zone="seat:0:hand"] [role="listbox"]').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    // The table shown is the one being edited (the game's own table is hidden meanwhile).
    expect(await pg.locator('[data-editor] [data-seat="0"] [data-zone="hand"] [data-card="bolts-1"]').count()).toBe(1);
    expect(await pg.locator('.bng-play-layout').isVisible()).toBe(false);
    expect(await pg.locator('[data-live="editor"]').textContent()).toContain('added to the hand of seat 1');
    expect(await axeViolations(page)).toEqual([]);
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  });

  it('refuses an impossible change at its zone, with the reason and the rule, and keeps the table', async () => {
    const { page } = await open(start);
    const pg = await hydrated(page, PG);
    await pg.locator('[data-action="empty-table"]').click();
    const hand = pg.locator('[data-edit-zone="seat:1:hand"]');
    await pg.locator('[data-zone-button="seat:1:hand"]').click();
    for (const card of ['bolts-1', 'bombs-1', 'locks-1']) await hand.locator(`[role="option"][data-choice="${card}"]`).click();
    // The third card: the hand limit, shown at that hand with its rule; the hand keeps two cards.
    await expect.poll(() => hand.locator('[data-refusal]').textContent()).toContain('hand limit is 2');
    expect(await hand.locator('a[data-rule="turn.hand-limit"]').getAttribute('href')).toBe('/level-1/#turn.hand-limit');
    expect(await pg.locator('[data-editor] [data-seat="1"] [data-zone="hand"] [data-card]').count()).toBe(2);
    expect(await pg.locator('[data-live="editor"]').textContent()).toContain('Not possible');

    // A fourth Asset at a Market (Media Baron's Gang of Lawyers brought back to Influence): refused at that Market.
    const influence = pg.locator('[data-edit-zone="market:influence:assets"]');
    await pg.locator('[data-zone-button="market:influence:assets"]').click();
    await influence.locator('[role="option"][data-choice="gang-of-lawyers"]').click();
    await expect.poll(() => influence.locator('[data-refusal="position.market-full"]').count()).toBe(1);
    expect(await influence.locator('a[data-rule]').getAttribute('data-rule')).toBe('assets.return');
    expect(await pg.locator('[data-editor] [data-seat="3"] [data-asset="gang-of-lawyers"]').count()).toBe(1);

    // A Billionaire sits at one seat only: the list never offers a second one, only a swap.
    await pg.locator('[data-zone-button="seat:0:billionaire"]').click();
    const choices = await pg.locator('[data-edit-zone="seat:0:billionaire"] [role="option"]').allTextContents();
    expect(choices.some((c) => c.startsWith('War Profiteer'))).toBe(false);
    expect(choices.filter((c) => c.includes('swap with seat')).length).toBe(3);
  });

  it('sets a Panic! under way from six Rebels without a dead end: each refusal says what to do first', async () => {
    const { page } = await open(start);
    const pg = await hydrated(page, PG);
    await pg.locator('[data-action="empty-table"]').click();
    await pg.locator('[data-action="editor-level-2"]').click();
    /** Opens a zone's list (unless open) and picks `id`; the number of clicks it took. */
    const pick = async (zone: string, id: string) => {
      const open = await listOpen(page, zone);
      if (!open) await pg.locator(`[data-zone-button="${zone}"]`).click();
      await pg.locator(`[data-edit-zone="${zone}"] [role="option"][data-choice="${id}"]`).click();
      return open ? 1 : 2;
    };
    // Six Rebels: Killer Robots! (3), Pandemic (2) and Poverty (1); the Panic! still to come.
    for (const c of ['killer-robots', 'pandemic', 'poverty']) await pick('guillotine', c);
    await pg.locator('[data-zone-button="panic"]').click();
    const panic = pg.locator('[data-edit-zone="panic"]');
    // Too early: refused, saying how many Rebels to put first (the group's name said so too).
    expect(
      await panic
        .locator('[role="group"]')
        .allTextContents()
        .then((t) => t.join(' ')),
    ).toContain('after 1 more Rebel');
    await panic.locator('[role="option"][data-choice="1"]').click();
    await expect.poll(() => panic.locator('[data-refusal]').textContent()).toContain('first put 1 more on Crises');
    // The seventh Rebel (Floods brought to the Guillotine): kept, and the Panic! marked as over, said aloud.
    let clicks = await pick('guillotine', 'floods');
    await expect.poll(() => pg.locator('[data-live="editor"]').textContent()).toContain('marked as over');
    expect(await pg.locator('[data-editor] [data-refusal]').count()).toBe(0);
    // Then under way, drawn by seat 2: one pick, accepted; two changes in all, no detour through "over".
    clicks += await pick('panic', '1');
    await expect.poll(() => pg.locator('[data-live="editor"]').textContent()).toContain('under way');
    expect(await pg.locator('[data-editor] [data-refusal]').count()).toBe(0);
    expect(clicks).toBeLessThanOrEqual(4);
  });
});
