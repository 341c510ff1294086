/**
 * Checks that the table a widget shows agrees with the engine's state: the Markets' face-up and
 * face-down cards, every hand and every Asset held, the Draw deck, and at Level 2 the Guillotine
 * (Rebels on Crises and in reserve, each Activated Crisis with its Rebels) and the status bar.
 *
 * The table is read in one call into the page (`readTable`) and compared here, rather than asked
 * element by element: a step of a worked example made some thirty round trips to Chromium, a fifth
 * of a stepping test's time. The read is retried until it agrees (or five seconds pass), as the
 * element-by-element checks waited for each element.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { CRISIS_CARDS, crisesOf, MARKETS, panicOf, REBELS, rebelsOnCrises, resolveCards, type GameState } from '../../../src/machine/index.ts';

/** Rebel icons by Crisis id; keyed by plain text, since it is looked up with `data-card` values read from the page. */
const CRISES: ReadonlyMap<string, number> = new Map(CRISIS_CARDS.map((c) => [c.id, resolveCards(undefined, undefined).rebels(c.id)]));

/** What the page shows inside `root`, read in one go. Attributes are null where the element is missing. */
interface ShownTable {
  readonly markets: Record<string, { faceUp: (string | null)[]; faceDown: (string | null)[]; assets: (string | null)[] }>;
  readonly seats: { assets: (string | null)[]; hand: (string | null)[] }[];
  readonly deckCounts: (string | null)[];
  readonly cards: { id: string; kind: string | null; text: string }[];
  readonly guillotines: {
    on: string | null;
    reserve: string | null;
    countText: string | null;
    crises: [string | null, number][];
    crisisTexts: Record<string, string | null>;
    panicCards: (string | null)[];
  }[];
  readonly rebelsStatus: (string | null)[];
}

function readTable(page: Page, root: string, markets: readonly string[], seats: number): Promise<ShownTable> {
  return page.evaluate(
    ({ root, markets, seats }) => {
      const roots = [...document.querySelectorAll(root)];
      const all = (sel: string, within: ParentNode[] = roots) => within.flatMap((r) => [...r.querySelectorAll(sel)]);
      const attrs = (sel: string, name: string, within?: ParentNode[]) => all(sel, within).map((e) => e.getAttribute(name));
      return {
        markets: Object.fromEntries(
          markets.map((m) => [
            m,
            {
              faceUp: attrs(`[data-market="${m}"] [data-zone="face-up"] [data-card]`, 'data-card'),
              faceDown: attrs(`[data-market="${m}"] [data-zone="face-down"] [data-card]`, 'data-card'),
              assets: attrs(`[data-market="${m}"] .bng-market-assets [data-asset]`, 'data-asset'),
            },
          ]),
        ),
        seats: Array.from({ length: seats }, (_, seat) => ({
          assets: attrs(`[data-seat="${seat}"] [data-asset]`, 'data-asset'),
          hand: attrs(`[data-seat="${seat}"] [data-zone="hand"] [data-card]`, 'data-card'),
        })),
        deckCounts: attrs('[data-zone="deck"] [data-count]', 'data-count'),
        cards: all('[data-card]').map((e) => ({ id: e.getAttribute('data-card')!, kind: e.getAttribute('data-kind'), text: e.textContent ?? '' })),
        guillotines: all('[data-zone="guillotine"]').map((g) => ({
          on: g.getAttribute('data-rebels-on'),
          reserve: g.getAttribute('data-rebels-reserve'),
          countText: g.querySelector('[data-rebel-count]')?.textContent ?? null,
          crises: [...g.querySelectorAll('[data-crisis]')].map((e) => [e.getAttribute('data-crisis'), Number(e.getAttribute('data-rebels'))] as [string | null, number]),
          crisisTexts: Object.fromEntries(
            [...g.querySelectorAll('[data-crisis]')].map((e) => [e.getAttribute('data-crisis'), e.querySelector('[data-kind="crisis"]')?.textContent ?? null]),
          ),
          panicCards: [...g.querySelectorAll('[data-zone="panic"]')].map((e) => e.getAttribute('data-panic-card')),
        })),
        rebelsStatus: attrs('[data-rebels-status]', 'data-rebels-status'),
      };
    },
    { root, markets, seats },
  );
}

/** What disagrees between the shown table and `state` (empty: all agrees). */
function tableProblems(shown: ShownTable, state: GameState, guillotine: boolean, board: boolean): string[] {
  const problems: string[] = [];
  const differ = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${what}: shows ${JSON.stringify(got)}, the state has ${JSON.stringify(want)}`);
  };
  const sorted = (xs: readonly (string | null)[]) => [...xs].sort();
  if (board) {
    for (const m of MARKETS) {
      const market = shown.markets[m]!;
      const want = state.markets[m].faceUp;
      differ(`face-up card at ${m}`, market.faceUp, want === null ? [] : [want]);
      differ(`face-down cards at ${m}`, market.faceDown, state.markets[m].faceDown);
      differ(`Assets at ${m}`, sorted(market.assets), sorted(state.markets[m].assets));
    }
    state.players.forEach((p, seat) => {
      differ(`Assets of seat ${seat + 1}`, sorted(shown.seats[seat]!.assets), sorted(p.assets));
      differ(`hand of seat ${seat + 1}`, shown.seats[seat]!.hand, p.hand);
    });
    differ('Draw deck count', shown.deckCounts, [String(state.deck.length)]);
  }
  if (!guillotine) return problems;
  if (board) problems.push(...crisisCardProblems(shown));
  differ('Guillotines', shown.guillotines.length, 1);
  const g = shown.guillotines[0];
  if (!g) return problems;
  const on = rebelsOnCrises(state);
  differ('Rebels on Crises', g.on, String(on));
  differ('Rebels in reserve', g.reserve, String(REBELS - on));
  // In words, not only in marks or colour.
  const words = `${on} of ${REBELS} Rebels on Crises, ${REBELS - on} in reserve`;
  if (!g.countText?.includes(words)) problems.push(`the Rebel count says ${JSON.stringify(g.countText)}, not "${words}"`);
  const beside = crisesOf(state).guillotine;
  differ(
    'Crises beside the Guillotine',
    g.crises,
    beside.map((c) => [c.card, c.rebels]),
  );
  // Each Crisis card says it is a Crisis and how many Rebel icons it has, in text.
  for (const c of beside) {
    const text = g.crisisTexts[c.card] ?? '';
    if (!/Crisis/.test(text) || !/\d Rebel icons?/.test(text)) problems.push(`${c.card} beside the Guillotine reads ${JSON.stringify(text)}`);
  }
  differ('Rebels in the status bar', shown.rebelsStatus, [String(on)]);
  const current = panicOf(state).current;
  differ('Panic! card shown', g.panicCards, current ? [current.card] : []);
  return problems;
}

/** Every Crisis card shown says in words that it is a Crisis and how many Rebel icons it has. */
function crisisCardProblems(shown: ShownTable): string[] {
  const problems: string[] = [];
  for (const c of shown.cards.filter((x) => CRISES.has(x.id))) {
    const icons = CRISES.get(c.id)!;
    if (c.kind !== 'crisis') problems.push(`${c.id} is not marked as a Crisis`);
    if (!c.text.includes('Crisis')) problems.push(`${c.id} does not say it is a Crisis`);
    if (!c.text.includes(`${icons} Rebel ${icons === 1 ? 'icon' : 'icons'}`)) problems.push(`${c.id} does not spell out its ${icons} Rebel icons`);
  }
  return problems;
}

/** Reads the table until it shows no problem, or fails after five seconds naming every problem left. */
async function expectAgrees(root: string, problemsNow: () => Promise<string[]>) {
  let problems: string[] = [];
  try {
    await expect.poll(async () => (problems = await problemsNow()), { timeout: 5_000, interval: 50 }).toEqual([]);
  } catch {
    throw new Error(`The table inside ${root} disagrees with the state:\n- ${problems.join('\n- ')}`);
  }
}

async function expectTable(page: Page, root: string, state: GameState, guillotine: boolean, board: boolean) {
  await expectAgrees(root, async () => tableProblems(await readTable(page, root, MARKETS, state.players.length), state, guillotine, board));
}

/** The board inside `root` (a CSS selector) shows `state`, every card open (table view). */
export async function expectBoard(page: Page, root: string, state: GameState) {
  await expectTable(page, root, state, state.options.level >= 2, true);
}

/** The Guillotine and the Rebel count inside `root` show `state`. */
export async function expectGuillotine(page: Page, root: string, state: GameState) {
  await expectTable(page, root, state, true, false);
}
