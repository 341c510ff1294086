/**
 * A small mark beside a card fact the table shows: a dagger when the fact is only our stand-in (or
 * our inference), so a table knows its printed card may say otherwise, and "your table's" when the
 * table gave it. Screen readers hear the words; the dagger itself is hidden from them. Callers pass
 * the source they already have from the game's cards (`cards.source(family, id)`), so this part
 * needs no context of its own. `StandInSummary` is the table's one line pointing to the page where
 * a table sets its printed cards. Kept small: it ships in the playground's first download.
 */
import { useEffect, useState } from 'preact/hooks';
import { viewCards, type FactSource, type TableView } from '../../machine/api.ts';
import type { StandInFamily } from '../shared/standIn.ts';

// The counting is loaded after the table is on screen: the playground's first download stays small.
let facts: typeof import('./standInFacts.ts') | undefined;

export function StandInMark({ source, family }: { readonly source: FactSource; readonly family: StandInFamily }) {
  if (source === 'rulebook') return null;
  const words = source === 'table' ? "your table's" : source === 'inferred' ? 'our inference' : 'our stand-in';
  return (
    <span class={source === 'table' ? 'bng-fact-own' : 'bng-stand-in'} data-fact-source={source} data-fact-family={family} title={words}>
      {source === 'table' ? ` (${words})` : <span aria-hidden="true">†</span>}
      {source === 'table' ? null : <span class="bng-sr"> ({words})</span>}
    </span>
  );
}

/** One line for the whole table: how many facts shown are our stand-ins, and where to set yours. */
export function StandInSummary({ view }: { readonly view: TableView }) {
  const [, loaded] = useState(facts);
  useEffect(
    () =>
      void (
        facts ??
        import('./standInFacts.ts').then(
          (m) => loaded((facts = m)),
          () => {},
        )
      ),
    [],
  );
  const count = facts ? facts.shownStandIns(view, viewCards(view)) : 0;
  return count === 0 ? null : (
    <p class="bng-stand-in-summary" data-stand-in-count={count}>
      † {count} {count === 1 ? 'fact on this table is our stand-in' : 'facts on this table are our stand-ins'}: <a href="/table-cards/">set your printed cards</a>
    </p>
  );
}
