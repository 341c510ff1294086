/**
 * A small mark beside a card fact the table shows: a dagger when the fact is only our stand-in (or
 * our inference), so a table knows its printed card may say otherwise, and "your table's" when the
 * table gave it. Screen readers hear the words; the dagger itself is hidden from them. Callers pass
 * the source they already have from the game's cards (`cards.source(family, id)`), so this part
 * needs no context of its own. `StandInSummary` is the table's one line pointing to the page where
 * a table sets its printed cards.
 */
import { viewCards, type FactSource, type TableView } from '../../machine/api.ts';
import { isStandIn, setYoursWhat, type StandInFamily } from '../shared/standIn.ts';
import { shownStandIns } from './standInFacts.ts';

export function StandInMark({ source, family }: { readonly source: FactSource; readonly family: StandInFamily }) {
  if (source === 'table') {
    return (
      <span class="bng-fact-own" data-fact-source="table" data-fact-family={family}>
        {' '}
        (your table's)
      </span>
    );
  }
  if (!isStandIn(source)) return null;
  const words = source === 'inferred' ? 'our inference' : 'our stand-in';
  return (
    <span class="bng-stand-in" data-fact-source={source} data-fact-family={family} title={`${words}: ${setYoursWhat(family)} may differ`}>
      <span aria-hidden="true">†</span>
      <span class="bng-sr"> ({words})</span>
    </span>
  );
}

/** One line for the whole table: how many facts shown are our stand-ins, and where to set yours. */
export function StandInSummary({ view }: { readonly view: TableView }) {
  const count = shownStandIns(view, viewCards(view)).length;
  if (count === 0) return null;
  return (
    <p class="bng-stand-in-summary" data-stand-in-count={count}>
      <span aria-hidden="true">† </span>
      {count} {count === 1 ? 'fact on this table is our stand-in' : 'facts on this table are our stand-ins'}:{' '}
      <a href="/table-cards/" data-set-yours="summary">
        set your printed cards
      </a>
    </p>
  );
}
