/**
 * Level 2 on the table: the Crises beside the Guillotine with their Rebels, the Rebels left, the
 * Crises still set aside, a Crisis found by the Buy in progress, and the Panic! if it is under way.
 * Rendered only for Level 2 games; every number comes from the engine's view.
 */
import { assetInfo, cardName, MARKET_NAMES, panicInfo, type TableView } from '../../machine/index.ts';
import { billionaireName } from '../shared/format.ts';
import { Card } from './Card.tsx';

export function Guillotine({ view }: { readonly view: TableView }) {
  if (view.level < 2) return null;
  const panic = view.panic;
  const seat = (i: number) => `seat ${i + 1}, ${billionaireName(view.players[i]!.billionaire)}`;
  return (
    <div class="bng-guillotine" data-zone="guillotine">
      <h3 class="bng-table-heading">Guillotine</h3>
      <p>
        <span class="bng-label">Rebels:</span> <strong data-count={view.rebelsOnCrises}>{view.rebelsOnCrises}</strong> on Crises,{' '}
        {view.rebelsInReserve} in reserve. <span class="bng-label">Crises set aside:</span> {view.crisesAsideCount}.{' '}
        {view.panicDone ? 'The Panic! has happened (it happens once a game).' : ''}
      </p>
      {view.guillotine.length === 0 ? (
        <p class="bng-muted">No Crisis has been Activated.</p>
      ) : (
        <ul class="bng-crises">
          {view.guillotine.map((c) => (
            <li key={c.card} data-crisis={c.card}>
              <Card card={c.card} small /> with <strong>{c.rebels}</strong> {c.rebels === 1 ? 'Rebel' : 'Rebels'}
            </li>
          ))}
        </ul>
      )}
      {view.foundCrisis ? (
        <p>
          <span class="bng-label">Found by this Buy, to be Activated:</span> {cardName(view.foundCrisis)}
        </p>
      ) : null}
      {view.lastCrisisBy !== null ? <p class="bng-muted">Last Crisis caused by {seat(view.lastCrisisBy)}.</p> : null}
      {panic ? (
        <div class="bng-panic" data-zone="panic">
          <p>
            <strong>Panic!</strong> Card: {panicInfo(panic.card).name}, asking for one Asset each of{' '}
            {panicInfo(panic.card).types.map((t) => MARKET_NAMES[t]).join(', ')}. Led by {seat(panic.by)}.
          </p>
          <p>
            <span class="bng-label">Offered:</span>{' '}
            {panic.offers.length === 0
              ? 'nothing yet'
              : panic.offers.map((o) => `${assetInfo(o.asset).name} (from ${seat(o.player)})`).join(', ')}
          </p>
          {panic.roll !== null ? (
            <p>
              <span class="bng-label">Die roll:</span> {panic.roll}; Rebels still to take off: {panic.toRemove}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
