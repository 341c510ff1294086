/**
 * The Panic! at the playground table. During the negotiation the whole table acts together, so the
 * controls are there in every viewpoint: for each type the Panic! card names, who covers it (with a
 * way to take the offer back) or the Assets that could cover it; a trade between two players; then
 * agree (once all three types are covered) or refuse. After a successful sacrifice, the player who
 * caused the last Crisis chooses which Crises lose their Rebels. Every control plays an engine move;
 * the engine's `legalMoves` and `checkMove` say what is possible and why not.
 */
import { useState } from 'preact/hooks';
import { assetInfo, checkMove, describeMove, MARKET_NAMES, panicInfo, type AssetId, type GameState, type IllegalMove, type Move } from '../../machine/index.ts';
import { assetName, seatLabel } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { Field } from './fields.tsx';

interface Props {
  readonly state: GameState;
  readonly legal: readonly Move[];
  readonly onPlay: (move: Move) => void;
}

type Offer = Extract<Move, { type: 'panicOffer' }>;
type Withdraw = Extract<Move, { type: 'panicWithdraw' }>;

export function PanicPanel({ state, legal, onPlay }: Props) {
  const panic = state.panic;
  const [problem, setProblem] = useState<IllegalMove | null>(null);
  if (!panic) return null;
  const names = state.players.map((p) => p.billionaire);
  const seat = (i: number) => seatLabel(names, i);
  const card = panicInfo(panic.card);

  const tryMove = (move: Move) => {
    const refused = checkMove(state, move);
    setProblem(refused);
    if (!refused) onPlay(move);
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

  if (state.phase === 'panic.remove')
    return (
      <section class="bng-panel bng-panic-panel" aria-labelledby="bng-panic-heading" data-panic-phase="remove">
        <h3 id="bng-panic-heading">Panic!: take Rebels off the Crises</h3>
        <p>
          The sacrifice was made and the die shows <strong data-roll={panic.roll}>{panic.roll}</strong>. Rebels still to take off:{' '}
          <strong data-to-remove={panic.toRemove}>{panic.toRemove}</strong>. {seat(panic.by)}, who caused the last Crisis, chooses which Crises lose
          them (the cards stay beside the Guillotine). <RuleLink rule="panic.success" />
        </p>
        <ul class="bng-move-list">
          {state.guillotine
            .filter((c) => c.rebels > 0)
            .map((c) => {
              const move: Move = { type: 'removeRebel', crisis: c.card };
              return (
                <li key={c.card}>
                  <button type="button" class="bng-btn" data-panic-action="remove" data-crisis={c.card} onClick={() => tryMove(move)}>
                    {describeMove(state, move)} ({c.rebels} {c.rebels === 1 ? 'Rebel' : 'Rebels'} on it)
                  </button>
                </li>
              );
            })}
        </ul>
        {feedback}
      </section>
    );

  const offers = legal.filter((m): m is Offer => m.type === 'panicOffer');
  const withdrawals = legal.filter((m): m is Withdraw => m.type === 'panicWithdraw');
  const agree = checkMove(state, { type: 'panicAgree' });
  return (
    <section class="bng-panel bng-panic-panel" aria-labelledby="bng-panic-heading" data-panic-phase="negotiate">
      <h3 id="bng-panic-heading">Panic!: {card.name}</h3>
      <p>
        The whole table negotiates, whoever's view is shown: one Asset of each type below may be sacrificed, from any players. {seat(panic.by)} drew
        the card and will roll the die. <RuleLink rule="panic.negotiate" />
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
                <p class="bng-muted">Not covered, and nobody holds a {MARKET_NAMES[t]} Asset to offer.</p>
              ) : (
                <>
                  <p class="bng-muted">Not covered yet. Offer:</p>
                  <ul class="bng-move-list">
                    {possible.map((o) => (
                      <li key={`${o.player}-${o.asset}`}>
                        <button type="button" class="bng-btn" data-panic-action="offer" data-player={o.player} data-asset={o.asset} onClick={() => tryMove(o)}>
                          {describeMove(state, o)}
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
      <TradeForm state={state} onTry={tryMove} />
      <div class="bng-row">
        <button type="button" class={`bng-btn${agree ? '' : ' bng-btn--primary'}`} data-panic-action="agree" aria-describedby="bng-agree-state" onClick={() => tryMove({ type: 'panicAgree' })}>
          Agree to the sacrifice
        </button>
        <button type="button" class="bng-btn" data-panic-action="refuse" onClick={() => tryMove({ type: 'panicRefuse' })}>
          Refuse: the Panic! fails
        </button>
      </div>
      <p class="bng-muted" id="bng-agree-state" data-agree-state={agree ? 'not-yet' : 'ready'}>
        {agree ? agree.reason : 'All three types are covered: the table can agree, and the offered Assets go back to their Markets.'}
      </p>
      {feedback}
    </section>
  );
}

/** Two players swap one Asset each, by agreement (any Assets, not only the named types). */
function TradeForm({ state, onTry }: { readonly state: GameState; readonly onTry: (move: Move) => void }) {
  const names = state.players.map((p) => p.billionaire);
  const [player, setPlayer] = useState(0);
  const [partner, setPartner] = useState(1);
  const [give, setGive] = useState('');
  const [take, setTake] = useState('');
  const p = player < state.players.length ? player : 0;
  const q = partner < state.players.length ? partner : 0;
  const mine = state.players[p]!.assets;
  const theirs = state.players[q]!.assets;
  const giveNow = (mine.includes(give as AssetId) ? give : (mine[0] ?? '')) as AssetId;
  const takeNow = (theirs.includes(take as AssetId) ? take : (theirs[0] ?? '')) as AssetId;
  const seatOptions = state.players.map((_, i) => (
    <option key={i} value={i}>
      {seatLabel(names, i)}
    </option>
  ));
  const assetOptions = (list: readonly AssetId[]) =>
    list.length === 0 ? (
      <option value="">holds no Asset</option>
    ) : (
      list.map((a) => (
        <option key={a} value={a}>
          {assetName(a)} ({MARKET_NAMES[assetInfo(a).market]})
        </option>
      ))
    );
  return (
    <details class="bng-panic-trade">
      <summary>Trade Assets between two players</summary>
      <div class="bng-builder-fields">
        <Field label="One player">
          <select value={p} onChange={(e) => setPlayer(Number((e.currentTarget as HTMLSelectElement).value))} data-field="trade-player">
            {seatOptions}
          </select>
        </Field>
        <Field label="gives">
          <select value={giveNow} onChange={(e) => setGive((e.currentTarget as HTMLSelectElement).value)} data-field="trade-give">
            {assetOptions(mine)}
          </select>
        </Field>
        <Field label="Another player">
          <select value={q} onChange={(e) => setPartner(Number((e.currentTarget as HTMLSelectElement).value))} data-field="trade-partner">
            {seatOptions}
          </select>
        </Field>
        <Field label="gives back">
          <select value={takeNow} onChange={(e) => setTake((e.currentTarget as HTMLSelectElement).value)} data-field="trade-take">
            {assetOptions(theirs)}
          </select>
        </Field>
      </div>
      <button
        type="button"
        class="bng-btn"
        data-panic-action="trade"
        disabled={!giveNow || !takeNow}
        onClick={() => onTry({ type: 'panicTrade', player: p, give: giveNow, partner: q, take: takeNow })}
      >
        Trade
      </button>{' '}
      <RuleLink rule="panic.trade" />
    </details>
  );
}
