/**
 * The Panic! at the playground table, in every viewpoint since every seat may act: for each type the
 * card names, who covers it (with a way to take the offer back) or the Assets that could; a trade or
 * gift of Assets between two players; then agree (once all three types are covered) or refuse, said
 * in the table view for the player who drew the card. After a successful sacrifice, that player (who
 * caused the last Crisis, or stands in for a Declared Revolutionary) chooses which Crises lose their
 * Rebels. Every control plays an engine move; `checkMove` says why one is refused.
 */
import { useEffect, useState } from 'preact/hooks';
import { checkMove, crisesOf, describeMove, MARKET_NAMES, panicOf, stepOf, type IllegalMove, type Move, type Seat } from '../../../machine/index.ts';
import { assetName, seatLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { ofType, PlayButton } from '../StepParts.tsx';
import type { PanelProps } from '../types.ts';
import { cardsOf } from '../../../machine/api.ts';
import { StandInMark } from '../../table/StandInMark.tsx';

/** The negotiation's heading: the Panic! card, marked when its types are our stand-in. */
function PanicHeading({ state }: { readonly state: PanelProps['state'] }) {
  const card = panicOf(state).current!.card;
  return (
    <h3 id="bng-panic-heading">
      Panic!: {cardsOf(state).panicName(card)}
      <StandInMark source={cardsOf(state).source('panic', card)} family="panic" />
    </h3>
  );
}

export function PanicPanel({ state, viewer, legal, onPlay, deciders, rulingLink }: PanelProps) {
  const panic = panicOf(state).current;
  const [problem, setProblem] = useState<IllegalMove | null>(null);
  const [trading, setTrading] = useState(false);
  // A new state (a move played, undo): forget the last refusal.
  useEffect(() => setProblem(null), [state]);
  if (!panic) return null;
  const names = state.players.map((p) => p.billionaire);
  const seat = (i: number) => seatLabel(names, i);
  const cards = cardsOf(state);
  // Who says the table's yes or no: the viewer, or in the table view the player who drew the card.
  const speaker: Seat = viewer === 'table' ? panic.by : viewer;

  const tryMove = (move: Move): boolean => {
    const refused = checkMove(state, move);
    setProblem(refused);
    if (!refused) onPlay(move);
    return refused === null;
  };

  const feedback = (
    <div role="status" aria-live="polite" data-feedback="panic">
      {problem ? (
        <p class="bng-message bng-message--error">
          <strong>Not allowed.</strong> {problem.reason} <RuleLink rule={problem.rule} />
        </p>
      ) : null}
    </div>
  );

  if (stepOf(state) === 'panic.remove') {
    const mayPick = viewer === 'table' || viewer === panic.by;
    return (
      <section class="bng-panel bng-panic-panel" aria-labelledby="bng-panic-heading" data-panic-phase="remove">
        <h3 id="bng-panic-heading">Panic!: take Rebels off the Crises</h3>
        <p>
          The sacrifice was made and the die shows <strong data-roll={panic.roll}>{panic.roll}</strong>. Rebels still to take off:{' '}
          <strong data-to-remove={panic.toRemove}>{panic.toRemove}</strong>. {seat(panic.by)}, who drew the Panic! card, chooses which Crises lose them (the cards stay
          beside the Guillotine). <RuleLink rule="panic.success" />
        </p>
        {mayPick ? (
          <ul class="bng-move-list">
            {crisesOf(state)
              .guillotine.filter((c) => c.rebels > 0)
              .map((c) => {
                const move: Move = { type: 'removeRebel', seat: panic.by, crisis: c.card };
                return (
                  <li key={c.card}>
                    <PlayButton move={move} onPlay={tryMove} data-panic-action="remove" data-crisis={c.card}>
                      {describeMove(state, move, viewer)} ({c.rebels} {c.rebels === 1 ? 'Rebel' : 'Rebels'} on it)
                    </PlayButton>
                  </li>
                );
              })}
          </ul>
        ) : (
          <p class="bng-muted">It is {seat(panic.by)}’s choice: switch to their view or the table view to pick the Crises.</p>
        )}
        {feedback}
      </section>
    );
  }

  const offers = ofType(legal, 'panicOffer');
  const withdrawals = ofType(legal, 'panicWithdraw');
  const agree = checkMove(state, { type: 'panicAgree', seat: speaker });
  return (
    <section class="bng-panel bng-panic-panel" aria-labelledby="bng-panic-heading" data-panic-phase="negotiate">
      <PanicHeading state={state} />
      <p>
        The whole table negotiates together: one Asset of each type below may be sacrificed, from any players. {seat(panic.by)} drew the card and will roll the die.{' '}
        {viewer === 'table' ? 'The table view shows every player’s offers.' : `This view shows the offers ${seat(viewer)} can make.`} <RuleLink rule="panic.negotiate" />
      </p>
      <ul class="bng-panic-offers">
        {cardsOf(state)
          .panicTypes(panic.card)
          .map((t) => {
            const offer = panic.offers.find((o) => cardsOf(state).assetType(o.asset) === t);
            const withdraw = offer && withdrawals.find((w) => w.asset === offer.asset);
            const possible = offers.filter((o) => cardsOf(state).assetType(o.asset) === t);
            return (
              <li key={t} data-panic-type={t} data-covered={offer ? 'yes' : 'no'}>
                <h4>{MARKET_NAMES[t]}</h4>
                {offer ? (
                  <p>
                    Covered: {seat(offer.player)} offers the <strong>{assetName(offer.asset, cards)}</strong>.{' '}
                    <PlayButton move={withdraw} onPlay={tryMove} small data-panic-action="withdraw" data-asset={offer.asset}>
                      Take back the {assetName(offer.asset, cards)}
                    </PlayButton>
                  </p>
                ) : possible.length === 0 ? (
                  <p class="bng-muted">
                    {viewer === 'table'
                      ? `Not covered, and nobody holds a ${MARKET_NAMES[t]} Asset to offer.`
                      : `Not covered, and ${seat(viewer)} holds no ${MARKET_NAMES[t]} Asset to offer.`}
                  </p>
                ) : (
                  <>
                    <p class="bng-muted">Not covered yet. Offer:</p>
                    <ul class="bng-move-list">
                      {possible.map((o) => (
                        <li key={`${o.seat}-${o.asset}`}>
                          <PlayButton move={o} onPlay={tryMove} data-panic-action="offer" data-player={o.seat} data-asset={o.asset}>
                            {describeMove(state, o, viewer)}
                          </PlayButton>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            );
          })}
      </ul>
      <details class="bng-panic-trade" onToggle={(e) => setTrading((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>Trade or give Assets between two players</summary>
        {/* Built only when open: one move form at a time on the page besides "Try any move". */}
        {trading ? (
          <MoveForm
            {...{ state, viewer, deciders, legal, onPlay, rulingLink }}
            types={['panicTrade']}
            label="Trade or give Assets"
            preview={(m) => <p class="bng-muted" data-trade-summary>{`${describeMove(state, m, viewer)}.`}</p>}
          />
        ) : null}
        <RuleLink rule="panic.trade" />
      </details>
      <div class="bng-row">
        <PlayButton
          move={{ type: 'panicAgree', seat: speaker }}
          onPlay={tryMove}
          primary={!agree}
          data-panic-action="agree"
          data-seat-move={speaker}
          aria-describedby="bng-agree-state"
        >
          Agree to the sacrifice{viewer === 'table' ? ` (said by ${seat(speaker)})` : ''}
        </PlayButton>
        <PlayButton move={{ type: 'panicRefuse', seat: speaker }} onPlay={tryMove} data-panic-action="refuse" data-seat-move={speaker}>
          Refuse: the Panic! fails{viewer === 'table' ? ` (said by ${seat(speaker)})` : ''}
        </PlayButton>
      </div>
      <p class="bng-muted" id="bng-agree-state" data-agree-state={agree ? 'not-yet' : 'ready'}>
        {agree ? agree.reason : 'All three types are covered: the table can agree, and the offered Assets go back to their Markets.'}
      </p>
      {feedback}
    </section>
  );
}

/** The panel while a Panic! is under way (its negotiation, then the choice of Crises); nothing otherwise. */
export function PanicUnderWay(props: PanelProps) {
  return panicOf(props.state).current !== null ? <PanicPanel {...props} /> : null;
}
