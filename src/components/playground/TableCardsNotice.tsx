/**
 * Says when the cards saved in this browser ("Your table's cards") differ from the cards the game
 * shown was started with, and offers to replay it with them. A game opened from a link keeps the
 * link's cards on purpose (a verdict link must show exactly what it showed), so this only offers.
 */
import { useState } from 'preact/hooks';
import { browserStore, loadTableCards, sameTable, savedOptions } from '../shared/tableCardsStore.ts';
import type { TableOptions } from './session.ts';

interface Props {
  readonly table: TableOptions;
  readonly onReplay: (table: TableOptions) => void;
}

export function TableCardsNotice({ table, onReplay }: Props) {
  const [saved] = useState(() => loadTableCards(browserStore()));
  if (saved.kind !== 'ok' || sameTable(savedOptions(saved), table)) return null;
  return (
    <p class="bng-message" data-table-cards-differ>
      This game does not use your table's cards as saved in this browser; it keeps its own.{' '}
      <button type="button" class="bng-btn" data-action="replay-with-saved" onClick={() => onReplay(savedOptions(saved))}>
        Replay with my table's cards
      </button>
    </p>
  );
}
