/**
 * The Troublemakers page in the browser: every `tm.*` and `rev.*` rule of the module is a heading
 * anchor that its rule link lands on, each Ruling box sits under the rule it settles, and each of the
 * seven worked examples is stepped by keyboard with its caption, rule link and board checked after
 * every step, the Troublemaker's parts of the table too (the board and its Alignment, the Fixed
 * Crises, a Fix under way with its offers, the Revolution cards, the marks on a Billionaire's board,
 * the hostage's hand), and the live phase map lit at the state the engine is in. A key fact per
 * example is read where the reader looks (the log, the result, the Guillotine). Axe on the page with
 * every example hydrated and three of them stepped into their busiest moment, and the same page at
 * 360 px without sideways scrolling. The harness fails any test that logs a console error.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { prepareExample, type PreparedExample } from '../../src/components/example/prepare.ts';
import { TROUBLEMAKERS_EXAMPLES } from '../../src/examples/troublemakers.ts';
import type { WorkedExample } from '../../src/examples/types.ts';
import { type GameState, PAGES, resolveCards, RULES, rulePath, type RuleId } from '../../src/machine/index.ts';
import { troublemakers, troublemakersOf } from '../../src/machine/modules/troublemakers/index.ts';
import { axeViolations, describeBrowser, hydrated, useBrowser, wakeAllIslands } from './helpers/browser.ts';
import { backToStart, stepThroughExample } from './helpers/examples.ts';
import { LIVE_MAP, showWholeMap } from './helpers/phaseMap.ts';
import { anchorsOf, examplePages } from './helpers/site.ts';

const dist = inject('distDir');
const PAGE = '/troublemakers/';
const TM_RULES = troublemakers.rules;

function prepared(id: string): { example: WorkedExample; prep: PreparedExample } {
  const example = TROUBLEMAKERS_EXAMPLES.find((e) => e.id === id);
  if (!example) throw new Error(`no Troublemakers example ${id}`);
  const prep = prepareExample(example);
  if (!prep.ok) throw new Error(prep.error);
  return { example, prep };
}

const rootOf = (id: string) => `.bng-example[data-example="${id}"]`;
/** The steps' log under the table (the engine's own words for what happened). */
const logOf = async (w: Locator) => (await w.locator('.bng-panel').textContent()) ?? '';
const textOf = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ');

/** What the table shows of the Troublemakers, read from the page in one go. */
interface Shown {
  readonly board: { alignment: string | null; side: string | null; icons: string | null; fixed: (string | null)[] } | null;
  readonly revolution: { row: (string | null)[]; organized: (string | null)[]; discard: (string | null)[]; deck: string | null } | null;
  readonly fix: { crisis: string | null; committed: string | null; offers: [string | null, string | null, string | null][] } | null;
  readonly tags: Record<string, (string | null)[]>;
  readonly hostageHand: (string | null)[] | null;
}

function shown(w: Locator, seat: number): Promise<Shown> {
  return w.evaluate((root, tmSeat) => {
    const ids = (el: Element | null, attr: string) => (el ? [...el.querySelectorAll(`[${attr}]`)].map((e) => e.getAttribute(attr)) : []);
    const board = root.querySelector(`.bng-player[data-seat="${tmSeat}"] [data-zone="troublemaker"]`);
    const side = board?.querySelector('[data-tm-side="revolutionary"]') ?? null;
    const fix = root.querySelector('[data-zone="fix"]');
    const tags: Record<string, (string | null)[]> = {};
    for (const p of root.querySelectorAll('.bng-player[data-seat]'))
      if (p.getAttribute('data-seat') !== String(tmSeat)) tags[p.getAttribute('data-seat')!] = ids(p, 'data-tm-tag');
    const hand = root.querySelector('[data-hostage-hand]');
    return {
      board: board && {
        alignment: board.getAttribute('data-alignment'),
        side: board.getAttribute('data-side'),
        icons: board.getAttribute('data-fixed-icons'),
        fixed: ids(board.querySelector('[data-tm-fixed]'), 'data-card'),
      },
      revolution: side && {
        row: ids(side.querySelector('[data-tm-row]'), 'data-revolution-card'),
        organized: ids(side.querySelector('[data-tm-organized]'), 'data-revolution-card'),
        discard: ids(side.querySelector('[data-tm-discard]'), 'data-revolution-card'),
        deck: side.querySelector('[data-tm-deck]')?.getAttribute('data-tm-deck') ?? null,
      },
      fix: fix && {
        crisis: fix.getAttribute('data-fix-crisis'),
        committed: fix.getAttribute('data-fix-committed'),
        offers: [...fix.querySelectorAll('[data-offer-seat]')].map(
          (o) =>
            [o.getAttribute('data-offer-seat'), o.getAttribute('data-offered'), o.querySelector('[data-card]')?.getAttribute('data-card') ?? null] as [
              string | null,
              string | null,
              string | null,
            ],
        ),
      },
      tags,
      hostageHand: hand && ids(hand, 'data-card'),
    };
  }, seat);
}

/** What the table view should show of the Troublemakers in `state`: every card open, the Alignment included. */
function expected(state: GameState): Shown {
  const t = troublemakersOf(state);
  const seat = state.options.troublemaker!;
  const r = t.revolution;
  const tags: Record<string, string[]> = {};
  for (const s of state.players.keys())
    if (s !== seat)
      tags[String(s)] = [
        ...(t.effects.missing.includes(s) ? ['misses their next turn'] : []),
        ...(t.effects.hostage?.seat === s ? [t.effects.hostage.playing ? 'turn played by the Revolutionary' : 'held hostage'] : []),
      ];
  const hostage = t.effects.hostage;
  return {
    board: {
      alignment: t.alignment,
      side: t.declared ? 'revolutionary' : 'reformist',
      icons: String(t.fixed.reduce((n, c) => n + resolveCards(undefined, undefined).rebels(c), 0)),
      fixed: [...t.fixed],
    },
    revolution: t.declared && r ? { row: [...r.row], organized: [...r.organized], discard: [...r.discard], deck: String(r.deck.length) } : null,
    fix: t.fix && {
      crisis: t.fix.crisis,
      committed: String(t.fix.committed.length),
      offers: t.fix.offers.map((o) => [String(o.seat), o.card === null ? 'false' : 'true', o.card]),
    },
    tags,
    hostageHand: hostage?.playing ? [...state.players[hostage.seat]!.hand] : null,
  };
}

/** The live phase map: the state and the window it lights, and what it says lit it. */
function litMap(page: Page) {
  return page.locator(LIVE_MAP).evaluate((map) => ({
    states: [...map.querySelectorAll('svg [data-state].is-now')].map((e) => e.getAttribute('data-state')),
    windows: [...map.querySelectorAll('svg [data-window].is-now')].map((e) => e.getAttribute('data-window')),
    status: map.querySelector('[data-pm-status]')?.textContent ?? '',
  }));
}

/**
 * The map lights the state the engine is in after the step, and the window open there when the map
 * draws a box for it there.
 */
async function expectMapLit(page: Page, title: string, step: number, state: GameState) {
  await expect.poll(async () => (await litMap(page)).status, { message: 'the phase map follows the example', timeout: 10_000 }).toContain(`${title}, step ${step}`);
  const lit = await litMap(page);
  expect(lit.states, `step ${step}: the state lit`).toEqual([state.phase]);
  const window = state.windows.at(-1)?.kind;
  const box = window === undefined ? 0 : await page.locator(`${LIVE_MAP} svg [data-window="${state.phase}/${window}"]`).count();
  expect(lit.windows, `step ${step}: the window lit`).toEqual(box > 0 ? [`${state.phase}/${window}`] : []);
}

/** The fact each step should show where the reader looks, beyond the board and the Troublemaker's parts checked at every step. */
type Fact = (w: Locator) => Promise<void>;
const KEY_FACTS: Readonly<Record<string, Readonly<Record<number, Fact>>>> = {
  'tm-laura': {
    3: async (w) => {
      // Both offers face-down for the Reformist, each card shown to the table view.
      expect(await textOf(w.locator('[data-zone="fix"] [data-live="fix"]'))).toBe(
        'The Troublemaker (seat 1) is Fixing Pandemic: 2 cards put forward face-down, 2 of 2 asked offered a card; 2 cards will be drawn against it.',
      );
      expect(await w.locator('[data-offer-seat="1"] [data-card="bolts-7"]').count()).toBe(1);
      expect(await w.locator('[data-offer-seat="2"] [data-card="dishes-9"]').count()).toBe(1);
    },
    5: async (w) => {
      const log = await logOf(w);
      expect(log).toContain('The Troublemaker draws Debt Crisis + 2 Bombs against the Fix.');
      expect(log).toContain('7 beats 5: the Troublemaker Fixes Pandemic and keeps it');
      expect(log).toContain('Debt Crisis is Activated beside the Guillotine with 2 Rebels');
      // The Debt Crisis stands beside the Guillotine, where the Pandemic was; the Pandemic is on the Troublemaker's board.
      const guillotine = w.locator('[data-zone="guillotine"]');
      expect(await textOf(guillotine.locator('[data-crisis="debt-crisis"]'))).toContain('Debt Crisis');
      expect(await guillotine.locator('[data-crisis="pandemic"]').count()).toBe(0);
      expect(await textOf(w.locator('[data-tm-fixed]'))).toContain('Pandemic');
      expect(await w.locator('[data-zone="fix"]').count(), 'the Fix is over').toBe(0);
      // The new Policy's window, opened after the Reformist's Action, has its own box on the map, lit.
      const litWindow = w.page().locator(`${LIVE_MAP} svg [data-window].is-now`);
      await expect.poll(() => litWindow.getAttribute('data-window')).toBe('turn.actionDecisions/policy.hold-up');
    },
  },
  'tm-failed-fix': {
    4: async (w) => {
      expect(await logOf(w)).toContain('3 does not beat 4: the Fix fails.');
      expect(await w.locator('[data-zone="guillotine"] [data-crisis="killer-robots"]').getAttribute('data-rebels')).toBe('3');
      expect(await textOf(w.locator('[data-tm-fixed]'))).toContain('0 of 7');
    },
  },
  'tm-reformist-wins': {
    4: async (w) => {
      expect(await textOf(w.locator('[data-result="victory"]'))).toContain('Game over: the Troublemaker (seat 1), the Reformist, wins');
      expect(await logOf(w)).toContain('The Troublemaker, the Reformist, has Fixed Crises showing 7 Rebel icons and wins the game!');
      expect(await textOf(w.locator('[data-tm-fixed]'))).toContain('7 of 7');
      expect(await w.locator('.bng-player[data-seat="0"]').getAttribute('class')).toContain('bng-player--winner');
    },
  },
  'tm-declare': {
    1: async (w) => {
      const row = w.locator('[data-tm-row] [data-revolution-card]');
      expect(await row.count(), 'three Revolution cards face-up').toBe(3);
      const names = await textOf(w.locator('[data-tm-row]'));
      for (const name of ['Organize!', 'Propaganda of the Deed', 'Media Slander']) expect(names).toContain(name);
      const alignment = await textOf(w.locator('[data-tm-alignment]'));
      expect(alignment).toContain('Alignment: Revolutionary');
      expect(alignment).toContain('shown to everyone since the Declaration');
      expect(await textOf(w.locator('[data-tm-side-up]'))).toContain('Revolutionary side up (Declared)');
    },
    2: async (w) => {
      // The Revolutionary's turn ends with the card, and the Aristocrat's turn is passed over at once.
      const log = await logOf(w);
      expect(log).toContain('The Aristocrat will miss their next turn.');
      expect(log).toContain('The Aristocrat misses this turn.');
      expect(await w.locator('.bng-status [data-current]').getAttribute('data-current')).toBe('2');
    },
  },
  'tm-hostages': {
    1: async (w) => {
      expect(await textOf(w.locator('.bng-player[data-seat="1"] [data-tm-tag]'))).toBe('held hostage');
    },
    2: async (w) => {
      expect(await textOf(w.locator('.bng-player[data-seat="1"] [data-tm-tag]'))).toBe('turn played by the Revolutionary');
      // The Revolutionary decides the Aristocrat's turn, and sees the hand they play with.
      const status = await textOf(w.locator('.bng-status'));
      expect(status).toContain('Turn of: seat 2, Aristocrat');
      expect(status).toContain('Deciding now: seat 1, Troublemaker');
      expect(
        await w.locator('[data-zone="revolution-card"]').getAttribute('aria-label'),
        'no Revolution card is under way: the hand is shown as the hostage’s turn',
      ).toBe("A hostage's turn");
      const hand = w.locator('[data-hostage-hand]');
      expect(await textOf(hand)).toContain("The hostage's hand, for whoever plays their turn:");
      expect(await hand.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(['diamonds-9', 'locks-8']);
      expect(await textOf(w.locator('[data-tm-effect="hostage"]'))).toContain('The Revolutionary is playing this turn of the Aristocrat (seat 2), their hostage.');
    },
    4: async (w) => {
      expect(await w.locator('[data-tm-tag]').count(), 'the hostage is free again').toBe(0);
      expect(await w.locator('[data-hostage-hand]').count()).toBe(0);
      expect(await w.locator('.bng-status [data-current]').getAttribute('data-current')).toBe('2');
    },
  },
  'tm-organize': {
    1: async (w) => {
      const pandemic = w.locator('[data-zone="guillotine"] [data-crisis="pandemic"]');
      expect(await pandemic.getAttribute('data-rebels')).toBe('3');
      expect(await textOf(w.locator('[data-tm-organized]'))).toContain('Organize! row (0 of 3)');
      expect(await w.locator('[data-tm-discard] [data-revolution-card^="organize-"]').count()).toBe(3);
    },
  },
  'tm-revolution': {
    1: async (w) => {
      expect(await textOf(w.locator('[data-result="revolution"]'))).toContain('the Troublemaker (seat 4), the Revolutionary, wins it');
      expect(await logOf(w)).toContain('The Troublemaker was the Revolutionary all along, and wins with the Revolution!');
      const board = w.locator('.bng-player[data-seat="3"]');
      expect(await board.getAttribute('class')).toContain('bng-player--winner');
      expect(await textOf(board)).toContain('winner');
      // Never Declared, so the board is still on its Reformist side; the game's end shows the card.
      expect(await textOf(w.locator('[data-tm-alignment]'))).toContain('Alignment: Revolutionary (shown to everyone: the game is over)');
    },
  },
};

/**
 * The Rulings by rule: how many boxes each rule heading has, and words one of its boxes must hold.
 * Every box on the page sits under one of these headings (none under a heading of another kind).
 */
const RULINGS: Readonly<Partial<Record<RuleId, { readonly boxes: number; readonly phrase?: string }>>> = {
  'tm.setup': { boxes: 2, phrase: 'face-down set-aside pile' },
  'tm.alignment': { boxes: 1, phrase: 'stays hidden until the Revolutionary Declares or the game ends' },
  'tm.reformist': { boxes: 5, phrase: 'never holds a Role' },
  'tm.cards': { boxes: 2, phrase: 'On a tie, the Reformist picks one of the lowest' },
  'tm.tax': { boxes: 1, phrase: 'even when that puts them over two' },
  'tm.fix': { boxes: 3, phrase: 'A refused card goes back to its owner' },
  'tm.fix-crisis': { boxes: 3, phrase: 'caused every Crisis Activated in their Fix' },
  'tm.victory': { boxes: 1, phrase: 'never wins by fixing Crises' },
  'tm.declare': { boxes: 1, phrase: 'stay with them' },
  'tm.revolutionary': { boxes: 1, phrase: 'A card must be played even when it can do nothing' },
  'tm.sacrifice': { boxes: 1 },
  'rev.bide-your-time': { boxes: 0 },
  'rev.boycott': { boxes: 1 },
  'rev.comrade': { boxes: 1 },
  'rev.hostages': { boxes: 1, phrase: 'A Role’s own powers sleep through that turn' },
  'rev.fascist-thugs': { boxes: 1 },
  'rev.general-strike': { boxes: 1 },
  'rev.infighting': { boxes: 1 },
  'rev.infiltrator': { boxes: 1 },
  'rev.involuntary-donation': { boxes: 1 },
  'rev.media-slander': { boxes: 0 },
  'rev.organize': { boxes: 1 },
  'rev.pacification': { boxes: 0 },
  'rev.propaganda': { boxes: 1 },
  'rev.riots': { boxes: 1 },
  'rev.sabotage': { boxes: 1 },
  'rev.uncomfortable-alliance': { boxes: 1 },
};

/** Clicks an example's Next button up to `step`, waiting for each step to show. */
async function stepTo(page: Page, id: string, step: number) {
  const root = rootOf(id);
  for (let i = 1; i <= step; i++) {
    await page.locator(`${root} [data-action="next"]`).click();
    await expect.poll(() => page.locator(root).getAttribute('data-step')).toBe(String(i));
  }
}

/** Laura's Fix with both offers made, the Declaration's three cards, and the hostage's turn taken over: the busiest tables. */
const BUSY: readonly [string, number][] = [
  ['tm-laura', 3],
  ['tm-declare', 1],
  ['tm-hostages', 2],
];

async function stepBusy(page: Page) {
  for (const [id, step] of BUSY) {
    await stepTo(page, id, step);
    // The Troublemaker's parts of the table load on demand.
    await page.locator(`${rootOf(id)} [data-zone="troublemaker"]`).waitFor();
  }
}

describeBrowser('The Troublemakers in the browser', () => {
  const { open, openShared, baseUrl } = useBrowser();
  const onPage = examplePages(dist).find((p) => p.path === PAGE)?.ids ?? [];

  it(`${PAGE} has every rule of the module as an anchor and embeds the seven Troublemakers examples, each with a key fact to check`, () => {
    expect(TM_RULES).toHaveLength(27);
    const anchors = anchorsOf(dist, PAGE);
    for (const id of TM_RULES) {
      expect(PAGES[RULES[id].page], `${id} is a rule of this page`).toBe(PAGE);
      expect(anchors.has(id), id).toBe(true);
    }
    const ids = TROUBLEMAKERS_EXAMPLES.map((e) => e.id).sort();
    expect(ids).toHaveLength(7);
    expect([...onPage].sort()).toEqual(ids);
    expect(Object.keys(KEY_FACTS).sort()).toEqual(ids);
  });

  it(`${PAGE}: each rule's link lands on its heading, with its permalink`, async () => {
    const { page } = await open(PAGE);
    expect(await page.locator('h1').textContent()).toContain('The Troublemakers');
    expect(await page.locator(`a[href="${PAGE}"][aria-current="page"]`).count(), 'the sidebar marks the page').toBe(1);
    for (const id of TM_RULES) {
      const href = rulePath(id);
      expect(href, id).toBe(`${PAGE}#${id}`);
      // Following the link as a reader does: the address changes, the page scrolls to the rule.
      await page.goto(baseUrl + href);
      const target = () =>
        page.evaluate(() => {
          const el = document.querySelector(':target');
          const box = el?.getBoundingClientRect();
          return { id: el?.id ?? null, tag: el?.tagName ?? null, text: el?.textContent?.trim() ?? null, inView: !!box && box.top >= -1 && box.top < innerHeight };
        });
      // On a busy machine the scroll may land a moment after the address changes: wait for it, briefly.
      await expect.poll(target, { message: href, timeout: 10_000 }).toEqual({ id, tag: expect.stringMatching(/^H[23]$/), text: RULES[id].title, inView: true });
      expect(await page.locator(`.sl-heading-wrapper:has([id="${id}"]) a.sl-anchor-link`).getAttribute('href'), `permalink of ${id}`).toBe(`#${id}`);
    }
    // Every link to a Troublemakers rule anywhere on the page (the card table, the text, the examples' start positions) leads to a heading here.
    const links = await page.locator('main a[href*="#tm."], main a[href*="#rev."]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(links.length).toBeGreaterThan(TM_RULES.length);
    for (const href of links) {
      const [path, anchor] = href.split('#') as [string, string];
      expect(path === '' || path === PAGE, href).toBe(true);
      expect((TM_RULES as readonly string[]).includes(anchor), href).toBe(true);
    }
  });

  it(`${PAGE} shows each Ruling in a Ruling box under the heading of its rule`, async () => {
    const { page } = await open(PAGE);
    const found = await page.evaluate(() => {
      const out: Record<string, string[]> = {};
      let current = '(before any heading)';
      for (const el of document.querySelectorAll('.sl-markdown-content > *')) {
        const heading = el.matches('.sl-heading-wrapper') ? el.querySelector('h2, h3') : null;
        if (heading) current = heading.id;
        else if (el.matches('aside[aria-label="Ruling"]')) (out[current] ??= []).push(el.textContent ?? '');
      }
      return out;
    });
    expect(Object.keys(RULINGS).sort()).toEqual([...TM_RULES].sort());
    expect(
      Object.keys(found).filter((h) => !(h in RULINGS)),
      'Ruling boxes under a heading that is no rule',
    ).toEqual([]);
    for (const [rule, { boxes, phrase }] of Object.entries(RULINGS)) {
      const texts = found[rule] ?? [];
      expect(texts, `Ruling boxes under #${rule}`).toHaveLength(boxes);
      if (phrase) expect(texts.join(' ').replace(/\s+/g, ' '), `#${rule}: ${phrase}`).toContain(phrase);
      for (const text of texts) expect(text, `#${rule}: every Ruling says why`).toContain('Why:');
    }
    expect(Object.values(found).flat()).toHaveLength(34);
  });

  for (const ex of TROUBLEMAKERS_EXAMPLES) {
    it(
      `steps ${ex.id} on ${PAGE} by keyboard: caption, rule link, board and the Troublemaker's parts at every step, the phase map lit`,
      { timeout: 90_000 },
      async () => {
        const run = prepared(ex.id);
        const root = rootOf(ex.id);
        const { page } = await openShared(PAGE);
        const w = await hydrated(page, root);
        await showWholeMap(page);
        const seat = run.prep.states[0]!.options.troublemaker!;
        const facts = KEY_FACTS[ex.id]!;
        const checked: number[] = [];
        await stepThroughExample(page, w, root, dist, run, async (state) => {
          const step = run.prep.states.indexOf(state);
          // The Troublemaker's parts load on demand: wait for them to show this state.
          await expect.poll(() => shown(w, seat), { message: `the Troublemakers' parts at step ${step}`, timeout: 10_000 }).toEqual(expected(state));
          if (step > 0) await expectMapLit(page, ex.title, step, state);
          const fact = facts[step];
          if (fact) {
            await fact(w);
            checked.push(step);
          }
        });
        expect(checked, 'every key fact was checked').toEqual(Object.keys(facts).map(Number));
        await backToStart(page, w, root, run.prep);
        await expect.poll(() => shown(w, seat)).toEqual(expected(run.prep.states[0]!));
        await expect.poll(async () => (await litMap(page)).states, { message: 'the map follows back to the start' }).toEqual([run.prep.states[0]!.phase]);
      },
    );
  }

  it(`${PAGE} passes axe with its examples hydrated and stepped into a Fix, a Declaration and a hostage's turn`, { timeout: 90_000 }, async () => {
    const { page } = await open(PAGE);
    await wakeAllIslands(page);
    await stepBusy(page);
    // The captions fade in: judge the colours once they have.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
  });

  it(`${PAGE} fits a 360 px screen without sideways scrolling, its examples stepped into their widest tables`, { timeout: 90_000 }, async () => {
    const { page } = await open(PAGE, { viewport: { width: 360, height: 800 } });
    await wakeAllIslands(page);
    await stepBusy(page);
    const wide = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      // What pokes out of the screen, to say where to look (the phase map scrolls inside its own box).
      out: [...document.querySelectorAll('main *')]
        .filter((e) => !e.closest('[data-pm-scroll]') && e.getBoundingClientRect().right > innerWidth + 1)
        .slice(0, 5)
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`),
    }));
    expect(wide.page, `sideways scroll at 360 px; sticking out: ${wide.out.join(', ')}`).toBeLessThanOrEqual(360);
  });
});
