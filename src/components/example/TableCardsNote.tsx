/**
 * A note at a worked example's top when this browser has saved a table's own cards and, with them,
 * one of the example's steps would go otherwise. The check (tableCardsCheck.ts) is loaded only when
 * cards are saved, after the example is on screen, so a reader without saved cards downloads
 * nothing more. The note is static: it appears once, at load, not as the reader steps.
 */
import { useEffect, useState } from 'preact/hooks';
import type { WorkedExample } from '../../examples/types.ts';
import { browserStore, loadTableCards } from '../shared/tableCardsStore.ts';
import type { TableCardsDifference } from './tableCardsCheck.ts';

export function TableCardsNote({ example }: { readonly example: WorkedExample }) {
  const [diff, setDiff] = useState<TableCardsDifference | null>(null);
  useEffect(() => {
    const saved = loadTableCards(browserStore());
    if (saved.kind !== 'ok') return;
    let live = true;
    void import('./tableCardsCheck.ts').then((m) => {
      if (live) setDiff(m.differenceUnderTableCards(example, saved.cards, saved.values));
    });
    return () => {
      live = false;
    };
  }, [example]);
  if (!diff) return null;
  return (
    <p class="bng-message bng-table-cards-note" data-table-cards-note data-note-step={diff.step}>
      This example uses the site's cards. With your table's cards,{' '}
      {diff.step === 0 ? 'its start position would already differ' : `step ${diff.step} would go differently`}: {diff.reason.replace(/\.$/, '')}.{' '}
      <a href="/table-cards/">Your table's cards</a>
    </p>
  );
}
