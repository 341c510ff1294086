/**
 * Level 2 on the table: how many of the ten Rebels stand on Crises and how many are in reserve (in
 * words, and as a row of marks), the Crises beside the Guillotine with their Rebels, the Crises
 * still set aside, a Crisis found by the Buy in progress, and the Panic! if it is under way: its
 * card, the three types it names and which are covered, by whom. A change in the Rebels is
 * announced politely. Rendered only for Level 2 games; every number comes from the engine's view.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { MARKET_NAMES, PANIC_THRESHOLD, REBELS, viewCards, type CrisesView, type PanicView, type TableView } from '../../machine/api.ts';
import { billionaireName } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { Card } from './Card.tsx';
import { StandInMark } from './StandInMark.tsx';
import type { ZoneEdit } from './types.ts';

/** "7 of 10 Rebels on Crises, 3 in reserve" */
export function rebelCountText(onCrises: number, inReserve: number): string {
  return `${onCrises} of ${REBELS} Rebels on Crises, ${inReserve} in reserve`;
}

/** What a screen reader hears when the Rebels on Crises change. */
function rebelNews(crises: CrisesView, panic: PanicView | undefined, before: number): string {
  const now = crises.rebelsOnCrises;
  const change =
    now > before
      ? `${now - before} more ${now - before === 1 ? 'Rebel stands' : 'Rebels stand'} on Crises`
      : `${before - now} ${before - now === 1 ? 'Rebel leaves' : 'Rebels leave'} the Crises`;
  const then = now >= REBELS ? ' The Revolution!' : now >= PANIC_THRESHOLD && panic && !panic.done && panic.current ? ' Panic!' : '';
  return `${change}: ${rebelCountText(now, crises.rebelsInReserve)}.${then}`;
}

export function Guillotine({ view, edit }: { readonly view: TableView; readonly edit?: ZoneEdit }) {
  const cards = viewCards(view);
  const crises = view.modules.crises;
  const panicView = view.modules.panic;
  const onCrises = crises?.rebelsOnCrises ?? 0;
  const [news, setNews] = useState('');
  const before = useRef<number | null>(null);
  useEffect(() => {
    if (!crises) return;
    if (before.current !== null && before.current !== onCrises) setNews(rebelNews(crises, panicView, before.current));
    before.current = onCrises;
  }, [onCrises]);

  if (!crises) return null;
  const panic = panicView?.current ?? null;
  const panicDone = panicView?.done ?? false;
  const seat = (i: number) => `seat ${i + 1}, ${billionaireName(view.players[i]!.billionaire)}`;
  const on = crises.rebelsOnCrises;
  return (
    <section class="bng-guillotine" data-zone="guillotine" aria-label="Guillotine" data-rebels-on={on} data-rebels-reserve={crises.rebelsInReserve}>
      <h3 class="bng-table-heading">Guillotine</h3>
      {/* Every Crisis zone and the Panic! in one list: the quick way to set the whole Guillotine. */}
      {edit?.('crises')}
      <p class="bng-rebel-count" data-rebel-count>
        <strong data-count={on}>{rebelCountText(on, crises.rebelsInReserve)}</strong>
        <span class="bng-rebel-track" aria-hidden="true">
          {Array.from({ length: REBELS }, (_, i) => (
            <span key={i} class={i < on ? 'bng-rebel bng-rebel--on' : 'bng-rebel'}>
              {i < on ? '●' : '○'}
            </span>
          ))}
        </span>
      </p>
      <p class="bng-muted">
        {panicDone ? 'The Panic! has happened (once a game). ' : panic ? 'The Panic! is under way. ' : `The Panic! comes at ${PANIC_THRESHOLD} Rebels on Crises. `}
        All {REBELS} on Crises: the Revolution. Crises set aside: {crises.asideCount}.
      </p>
      <p class="bng-sr" aria-live="polite" data-live="rebels">
        {news}
      </p>
      {crises.guillotine.length === 0 ? (
        <p class="bng-muted">No Crisis has been Activated.</p>
      ) : (
        <ul class="bng-crises" aria-label="Activated Crises">
          {crises.guillotine.map((c) => (
            <li key={c.card} data-crisis={c.card} data-rebels={c.rebels}>
              <Card card={c.card} small />{' '}
              <span>
                <strong>{c.rebels}</strong> of {cards.rebels(c.card)} {cards.rebels(c.card) === 1 ? 'Rebel' : 'Rebels'} on it
                <StandInMark source={cards.source('crises', c.card)} family="crises" />
              </span>
              {edit?.(`crisis:${c.card}`)}
            </li>
          ))}
        </ul>
      )}
      {crises.found ? (
        <p data-found-crisis={crises.found}>
          <span class="bng-label">Found by this Buy, to be Activated once it is settled:</span> <Card card={crises.found} small />
        </p>
      ) : null}
      {edit?.('guillotine')}
      {crises.lastBy !== null ? <p class="bng-muted">Last Crisis caused by {seat(crises.lastBy)}.</p> : null}
      {edit?.('lastBy')}
      {edit?.('aside')}
      {edit?.('panic')}
      {edit?.('panicCard')}
      {panic ? (
        <div class="bng-panic" data-zone="panic" data-panic-card={panic.card}>
          <p>
            <strong>Panic!</strong> Card: <strong>{cards.panicName(panic.card)}</strong>
            <StandInMark source={cards.source('panic', panic.card)} family="panic" />. Drawn by {seat(panic.by)}, who rolls the die and picks the Rebels.{' '}
            <RuleLink rule="panic.negotiate" />
          </p>
          {panic.roll !== null ? (
            <p data-roll={panic.roll}>
              The sacrifice of one{' '}
              {cards
                .panicTypes(panic.card)
                .map((t) => MARKET_NAMES[t])
                .join(', one ')}{' '}
              Asset was made. <span class="bng-label">Die roll:</span> {panic.roll}. Rebels still to take off: <strong>{panic.toRemove}</strong>.
            </p>
          ) : (
            <ul class="bng-panic-types" aria-label="Asset types the Panic! card names">
              {cards.panicTypes(panic.card).map((t) => {
                const offer = panic.offers.find((o) => cards.assetType(o.asset) === t);
                return (
                  <li key={t} data-panic-type={t} data-covered={offer ? 'yes' : 'no'}>
                    <span class="bng-label">{MARKET_NAMES[t]}:</span>{' '}
                    {offer ? (
                      <>
                        <span aria-hidden="true">✓ </span>covered by the <strong data-asset-offered={offer.asset}>{cards.assetName(offer.asset)}</strong>, offered by{' '}
                        <span data-offered-by={offer.player}>{seat(offer.player)}</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true">✗ </span>not covered yet
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
