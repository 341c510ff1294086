/**
 * The two-player game on the table (`puppets.*`): who each Puppet belongs to (on its board, in
 * words), the number printed on each Market board (the die picks Markets by it; stand-in numbers
 * say so), and a Puppet's die waiting for its controller to nudge it or let it stand. Everything
 * comes from the engine's view (`view.modules.puppets`). Loaded on demand by the table (only a
 * two-player game needs it), so the playground's first download does not carry it.
 */
import { useContext } from 'preact/hooks';
import { type MarketId, type TableView, viewCards } from '../../../machine/api.ts';
import type { PuppetsView } from '../../../machine/modules/puppets/index.ts';
import { rollMeaning } from '../../../machine/modules/puppets/words.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { billionaireName, capitalised as cap } from '../../shared/format.ts';
import { CardsContext } from '../../table/Card.tsx';
import { StandInMark } from '../../table/StandInMark.tsx';

/** The die faces ⚀ to ⚅, a picture only: the number is always written beside it. */
export const DIE_FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

const nameAt = (view: TableView, seat: number) => `the ${billionaireName(view.players[seat]!.billionaire)}`;

/** On a Billionaire's heading: a Puppet names its controller; a person names their Puppet. */
function SeatTag({ view, puppets, seat }: { readonly view: TableView; readonly puppets: PuppetsView; readonly seat: number }) {
  const controller = puppets.controllers[seat];
  if (controller !== null && controller !== undefined)
    return (
      <span class="bng-badge bng-badge--puppet" data-puppet-of={controller}>
        Puppet of {nameAt(view, controller)} (seat {controller + 1})
      </span>
    );
  const puppet = puppets.controllers.indexOf(seat);
  return puppet < 0 ? null : (
    <span class="bng-badge bng-badge--puppet" data-controls={puppet}>
      Controls {nameAt(view, puppet)} (seat {puppet + 1})
    </span>
  );
}

/** On a Market's heading: its printed number, and whether our number is a stand-in. */
function MarketNumber({ market }: { readonly market: MarketId }) {
  const cards = useContext(CardsContext);
  const number = cards.marketNumber(market);
  const provenance = cards.source('markets', market);
  const standIn = provenance === 'stand-in';
  return (
    <span
      class="bng-badge"
      data-market-number={number}
      data-provenance={provenance}
      title={standIn ? "Not in our rulebook text: a stand-in number. If your boards show another, set your table's cards." : undefined}
    >
      No. {number}
      <StandInMark source={provenance} family="markets" />
    </span>
  );
}

/** A Puppet's die waiting on its controller: the number, what it means if it stands, who may nudge it. */
function PendingRoll({ view, puppets }: { readonly view: TableView; readonly puppets: PuppetsView }) {
  const roll = puppets.roll;
  if (!roll) return null;
  const puppet = view.current + 1;
  const open = (m: MarketId) => view.markets[m].open;
  return (
    <div class="bng-puppet-roll" data-zone="puppet-roll" data-roll-stage={roll.stage} data-roll={roll.value}>
      <span class="bng-die" aria-hidden="true">
        {DIE_FACES[roll.value - 1]}
      </span>
      <p>
        <strong>
          {roll.stage === 'first' ? `${cap(nameAt(view, puppet))}'s die (the Puppet's roll)` : `${cap(nameAt(view, puppet))}'s second die (where it Buys)`}: {roll.value}
        </strong>
        . If it stands: {rollMeaning(viewCards(view), roll.stage, roll.value, open)}. {cap(nameAt(view, view.current))} (seat {view.current + 1}) may nudge it with a
        card, or let it stand. <RuleLink rule="puppets.nudge" />
      </p>
    </div>
  );
}

/**
 * The two-player part of the table: with a `seat`, that Billionaire's tag; with a `market`, its
 * number; with neither, the Puppet's die (announced as it changes). One component, so the table
 * loads it with one dynamic import.
 */
export function TwoPlayer({ view, seat, market }: { readonly view: TableView; readonly seat?: number; readonly market?: MarketId }) {
  const puppets = view.modules.puppets;
  if (!puppets) return null;
  if (seat !== undefined) return <SeatTag view={view} puppets={puppets} seat={seat} />;
  if (market !== undefined) return <MarketNumber market={market} />;
  return (
    <div aria-live="polite" data-live="puppet-roll">
      <PendingRoll view={view} puppets={puppets} />
    </div>
  );
}
