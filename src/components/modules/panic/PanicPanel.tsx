/**
 * The Panic! at the playground table. During the negotiation every seat may act, so the panel is
 * there in every viewpoint: for each type the Panic! card names, who covers it (with a way to take
 * the offer back) or the Assets that could cover it; a trade or gift of any Assets between two
 * players; then agree (once all three types are covered) or refuse. In a seat's view the controls
 * are that seat's own moves; in the table view, every seat's (agreement and refusal are then said
 * for the player who drew the card). After a successful sacrifice, the player who drew the card (who
 * caused the last Crisis, or stands in for a Declared Revolutionary) chooses which Crises lose their
 * Rebels. Every control plays an engine move; the engine's
 * `legalMoves` and `checkMove` say what is possible and why not.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  assetInfo,
  checkMove,
  crisesOf,
  describeMove,
  MARKET_NAMES,
  panicInfo,
  panicOf,
  stepOf,
  type GameState,
  type IllegalMove,
  type Move,
  type MoveOf,
  type Seat,
  type Viewer,
} from '../../../machine/index.ts';
import { assetName, seatLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';

interface Props {
  readonly state: GameState;
  readonly viewer: Viewer;
  /** The legal moves shown in this view: the viewer's own, or every decider's in the table view. */
  readonly legal: readonly Move[];
  readonly onPlay: (move: Move) => void;
  /** The seats that may act now, and the link of a ruling on a refused trade (for the trade's move form). */
  readonly deciders: readonly Seat[];
  readonly rulingLink: ((move: Move) => string) | null;
}

export function PanicPanel({ state, viewer, legal, onPlay, deciders, rulingLink }: Props) {
  const panic = panicOf(state).current;
  const [problem, setProblem] = useState<IllegalMove | null>(null);
  const [trading, setTrading] = useState(false);
  // A new state (a move played, undo): forget the last refusal.
  useEffect(() => setProblem(null), [state]);
  if (!panic) return null;
  const names = state.players.map((p) => p.billionaire);
  const seat = (i: number) => seatLabel(names, i);
  const card = panicInfo(panic.card);
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
                    <button type="button" class="bng-btn" data-panic-action="remove" data-crisis={c.card} onClick={() => tryMove(move)}>
                      {describeMove(state, move, viewer)} ({c.rebels} {c.rebels === 1 ? 'Rebel' : 'Rebels'} on it)
                    </button>
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

  const offers = legal.filter((m): m is MoveOf<'panicOffer'> => m.type === 'panicOffer');
  const withdrawals = legal.filter((m): m is MoveOf<'panicWithdraw'> => m.type === 'panicWithdraw');
  const agree = checkMove(state, { type: 'panicAgree', seat: speaker });
  return (
    <section class="bng-panel bng-panic-panel" aria-labelledby="bng-panic-heading" data-panic-phase="negotiate">
      <h3 id="bng-panic-heading">Panic!: {card.name}</h3>
      <p>
        The whole table negotiates together: one Asset of each type below may be sacrificed, from any players. {seat(panic.by)} drew the card and will roll the die.{' '}
        {viewer === 'table' ? 'The table view shows every player’s offers.' : `This view shows the offers ${seat(viewer)} can make.`} <RuleLink rule="panic.negotiate" />
      </p>
      <ul class="bng-panic-offers">
        {card.types.map((t) => {
          const offer = panic.offers.find((o) => assetInfo(o.asset).market === t);
          const withdraw = offer && withdrawals.find((w) => w.asset === offer.asset);
          const possible = offers.filter((o) => assetInfo(o.asset).market === t);
          return (
            <li key={t} data-panic-type={t} data-covered={offer ? 'yes' : 'no'}>
              <h4>{MARKET_NAMES[t]}</h4>
              {offer ? (
                <p>
                  Covered: {seat(offer.player)} offers the <strong>{assetName(offer.asset)}</strong>.{' '}
                  {withdraw ? (
                    <button type="button" class="bng-btn bng-btn--small" data-panic-action="withdraw" data-asset={offer.asset} onClick={() => tryMove(withdraw)}>
                      Take back the {assetName(offer.asset)}
                    </button>
                  ) : null}
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
                        <button type="button" class="bng-btn" data-panic-action="offer" data-player={o.seat} data-asset={o.asset} onClick={() => tryMove(o)}>
                          {describeMove(state, o, viewer)}
                        </button>
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
        <button
          type="button"
          class={`bng-btn${agree ? '' : ' bng-btn--primary'}`}
          data-panic-action="agree"
          data-seat-move={speaker}
          aria-describedby="bng-agree-state"
          onClick={() => tryMove({ type: 'panicAgree', seat: speaker })}
        >
          Agree to the sacrifice{viewer === 'table' ? ` (said by ${seat(speaker)})` : ''}
        </button>
        <button type="button" class="bng-btn" data-panic-action="refuse" data-seat-move={speaker} onClick={() => tryMove({ type: 'panicRefuse', seat: speaker })}>
          Refuse: the Panic! fails{viewer === 'table' ? ` (said by ${seat(speaker)})` : ''}
        </button>
      </div>
      <p class="bng-muted" id="bng-agree-state" data-agree-state={agree ? 'not-yet' : 'ready'}>
        {agree ? agree.reason : 'All three types are covered: the table can agree, and the offered Assets go back to their Markets.'}
      </p>
      {feedback}
    </section>
  );
}

/** The panel while a Panic! is under way (its negotiation, then the choice of Crises); nothing otherwise. */
export function PanicUnderWay(props: Props) {
  return panicOf(props.state).current !== null ? <PanicPanel {...props} /> : null;
}
