/**
 * "Your table's cards" in the playground: how many facts the game shown takes from a table's own
 * printed cards (faces and Resource values), and a way to replay it with the cards saved in this
 * browser or with the site's own cards. The cards themselves are edited on the page "Your table's
 * cards"; a game opened from a link keeps the link's cards until someone chooses otherwise here.
 * Loaded only when the panel is opened.
 */
import { useState } from 'preact/hooks';
import { browserStore, factCount, loadTableCards, sameTable, savedOptions } from '../shared/tableCardsStore.ts';
import type { TableOptions } from './session.ts';

interface Props {
  /** The table's cards the game shown was started with. */
  readonly table: TableOptions;
  /** Replays the game with these cards; says what happened (or why not), for the panel to announce. */
  readonly onApply: (table: TableOptions, whose: string) => Promise<{ readonly ok: boolean; readonly message: string }>;
}

const factsText = (n: number) => (n === 1 ? '1 fact' : `${n} facts`);

export function TableCardsPanel({ table, onApply }: Props) {
  // Read when the panel opens: the page may have saved other cards since this page was loaded.
  const [saved] = useState(() => loadTableCards(browserStore()));
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  const used = factCount(table.cards, table.cardValues);
  const mine = savedOptions(saved);
  const same = saved.kind === 'ok' && sameTable(mine, table);

  return (
    <div class="bng-form" data-table-cards-panel data-game-facts={used}>
      <p data-game-cards>
        {used === 0 ? "This game uses the site's cards: no fact from a table's own cards." : `This game uses ${factsText(used)} from a table's own cards.`}{' '}
        {saved.kind === 'ok'
          ? same
            ? 'They are the cards saved in this browser.'
            : `The cards saved in this browser give ${factsText(saved.facts)}.`
          : saved.kind === 'invalid'
            ? `The cards saved in this browser are not used: ${saved.reason}`
            : 'No cards are saved in this browser.'}
      </p>
      <p class="bng-muted">
        Either choice replays this game from its start: every Buy is judged again, and a line whose later moves no longer fit keeps its moves up to there (you are told
        how many moves are dropped). Share links carry the cards.
      </p>
      <div class="bng-row">
        <button
          type="button"
          class="bng-btn bng-btn--primary"
          disabled={saved.kind !== 'ok' || same}
          data-action="use-saved-cards"
          onClick={() => void onApply(mine, "Your table's cards").then(setSaid)}
        >
          Use my saved cards
        </button>
        <button type="button" class="bng-btn" disabled={used === 0} data-action="use-site-cards" onClick={() => void onApply({}, "The site's cards").then(setSaid)}>
          Use the site's cards
        </button>
      </div>
      <p>
        <a href="/table-cards/">Edit your table's cards</a> (they are saved in this browser for the playground's games).
      </p>
      <p class={`bng-message${said && !said.ok ? ' bng-message--error' : ''}`} role="status" aria-live="polite" data-feedback="table-cards-panel">
        {said?.message ?? ''}
      </p>
    </div>
  );
}
