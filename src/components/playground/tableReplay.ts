/**
 * The game shown made again with a table's own cards (faces and values; none: our cards), its lines
 * replayed. A new game is dealt again from its options (a table's boards can change the starting
 * Assets); a position is set up again as it stands, checked by the engine with the new cards.
 * Loaded only when a player asks for it: setting up a position is not part of the playground's
 * first download.
 */
import { createFromPosition, createGame, type IllegalMove, positionOf } from '../../machine/api.ts';
import { replayedFrom, type Session, type TableOptions } from './session.ts';

export function withTable(s: Session, table: TableOptions): { ok: true; session: Session; dropped: number } | { ok: false; error: IllegalMove } {
  const own = { ...(table.cards === undefined ? {} : { cards: table.cards }), ...(table.cardValues === undefined ? {} : { cardValues: table.cardValues }) };
  const made =
    s.start.kind === 'new'
      ? createGame({ ...withoutTable(s.timeline.start.options), ...own })
      : createFromPosition({ ...withoutTable(positionOf(s.timeline.start)), ...own });
  if (!made.ok) return made;
  return { ok: true, ...replayedFrom(s, made.game) };
}

/** Options or a position without any table's cards. */
function withoutTable<T extends TableOptions>(x: T): Omit<T, 'cards' | 'cardValues'> {
  const { cards: _cards, cardValues: _values, ...rest } = x;
  return rest;
}
