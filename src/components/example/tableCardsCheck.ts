/**
 * Would a worked example play out the same with a table's own printed cards? The examples are
 * written for the site's cards; a table that saved its own (the "Your table's cards" page) may
 * find that a step they illustrate goes otherwise at its table. This replays the example's moves
 * from its position with the table's cards and compares, step by step, what a reader sees: the
 * move's verdict, the lines of what it caused, and the end of the game. Pure; loaded by the widget
 * only when this browser has saved cards, so the examples' first download does not carry it.
 */
import { createFromPosition, describeEvent, describeMove, play, playerName, viewOf, type GameState, type TableCards, type CardValues } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';

export interface TableCardsDifference {
  /** The first step (counted from 1) that goes otherwise; 0 when the start position itself differs or cannot be set up. */
  readonly step: number;
  /** What changes, in a sentence. */
  readonly reason: string;
}

/** Each board's score: how many of the Assets its Billionaire needs sit on it. */
function scoreLines(state: GameState): string[] {
  return viewOf(state, 'table').players.flatMap((p) => (p.billionaire === null ? [] : [`${playerName(state, p.seat)} has filled ${p.needed} of their Asset spaces`]));
}

/** What a reader sees of one step: its verdict, the lines it caused, each board's score, and the end if it came. */
function stepLines(before: GameState, after: GameState, move: Parameters<typeof describeMove>[1], events: Parameters<typeof describeEvent>[1][]): string[] {
  const lines = [describeMove(before, move), ...events.map((e) => describeEvent(after, e)), ...scoreLines(after)];
  const result = after.result;
  if (result) lines.push(`The game ends: ${result.winners.length === 0 ? 'nobody wins' : `${result.winners.map((seat) => playerName(after, seat)).join(' and ')} wins`}`);
  return lines;
}

/** The first line that differs, said as the table's line and the site's. */
function firstChange(expected: readonly string[], got: readonly string[]): string | null {
  const at = got.findIndex((line, k) => line !== expected[k]);
  if (at < 0 && got.length === expected.length) return null;
  const k = at >= 0 ? at : Math.min(got.length, expected.length);
  return `${got[k] ?? 'nothing more happens'}${expected[k] ? ` (instead of: ${expected[k]})` : ''}`;
}

/** The first step that goes otherwise with the table's cards, or null when the example plays out the same. */
export function differenceUnderTableCards(example: WorkedExample, cards: TableCards | undefined, values?: CardValues): TableCardsDifference | null {
  const ours = createFromPosition(example.position);
  if (!ours.ok) return null; // a broken example stops the build; nothing to compare
  const theirs = createFromPosition({
    ...example.position,
    cards: { ...example.position.cards, ...cards },
    cardValues: { ...example.position.cardValues, ...values },
  });
  if (!theirs.ok) return { step: 0, reason: `it cannot be set up: ${theirs.error.reason}` };
  let site = ours.game;
  let table = theirs.game;
  const atStart = firstChange(scoreLines(site), scoreLines(table));
  if (atStart) return { step: 0, reason: atStart };
  for (const [i, s] of example.steps.entries()) {
    const a = play(site, s.move);
    if (!a.ok) return null;
    const b = play(table, s.move);
    if (!b.ok) return { step: i + 1, reason: `it would not be allowed: ${b.illegal.reason}` };
    const change = firstChange(stepLines(site, a.game, a.move, [...a.events]), stepLines(table, b.game, b.move, [...b.events]));
    if (change) return { step: i + 1, reason: change };
    site = a.game;
    table = b.game;
  }
  return null;
}
