/**
 * The two-player game's own decisions as clear steps, above the move builder: the Puppet's roll
 * (nudge the die up or down with a chosen card, each button saying where the die lands and what
 * that means, or let it stand), the double six Audit (whom, which Asset, as the Gangster or not, or
 * nobody), the Asset a Puppet takes after winning its Buy, and the end-of-Round trade with your
 * Puppet (a pair at a time, then done). Every button plays a move from the engine's legal moves, so
 * nothing here judges a rule. Loaded by the builder only in a two-player game.
 */
import { useState } from 'preact/hooks';
import { assetInfo, cardInfo, MARKET_NAMES, playerName, worthOf, type AssetId, type CardId, type GameState, type MarketId, type Seat } from '../../../machine/api.ts';
import { capitalised as cap, cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { DIE_FACES, rollMeaning } from './roll.ts';
import { CardSelect, Field } from '../../form/fields.tsx';
import { nudgeTarget } from './words.ts';
import { ofType, type StepProps } from '../stepProps.ts';

type Props = StepProps;
const openIn = (state: GameState) => (m: MarketId) => state.markets[m].assets.length > 0;

function Nudge({ state, mover, moves, onPlay }: Props) {
  const roll = state.modules.puppets?.roll;
  const nudges = ofType(moves, 'nudge');
  const keep = ofType(moves, 'keepRoll')[0];
  const cards = [...new Set(nudges.map((m) => m.card))];
  const [card, setCard] = useState<CardId | ''>('');
  if (!roll) return null;
  const cardNow = card !== '' && cards.includes(card) ? card : (cards[0] ?? '');
  const puppet = mover + 1;
  const crises = (state.players[mover]?.hand ?? []).filter((c) => cardInfo(c).kind === 'crisis');
  const button = (up: boolean) => {
    const move = nudges.find((m) => m.card === cardNow && m.up === up);
    if (!move) return null;
    const to = nudgeTarget(state, move);
    const by = worthOf(state)(move.card);
    return (
      <button type="button" class="bng-btn" data-action={up ? 'nudge-up' : 'nudge-down'} data-to={to ?? undefined} onClick={() => onPlay(move)}>
        {up ? 'Up' : 'Down'} by {by} → {to} ({to === null ? '' : rollMeaning(roll.stage, to, openIn(state))})
      </button>
    );
  };
  return (
    <>
      <h4 id="bng-puppet-step-heading">
        <span aria-hidden="true">{DIE_FACES[roll.value - 1]}</span> {cap(playerName(state, puppet))}'s {roll.stage === 'first' ? 'die' : 'second die (where it Buys)'}:{' '}
        {roll.value}
      </h4>
      <p>
        If it stands: {rollMeaning(roll.stage, roll.value, openIn(state))}. You may discard one card to move the die up or down by what the card counts; the faces run in
        a loop (one above 6 is 1). <RuleLink rule="puppets.nudge" />
      </p>
      {cards.length > 0 ? (
        <div class="bng-builder-fields">
          <CardSelect label="Card to nudge with" cards={cards} value={cardNow} onChange={setCard} field="nudge-card" values={state.options.cardValues} />
        </div>
      ) : null}
      {crises.length > 0 ? <p class="bng-muted">A Crisis card never nudges the die: {crises.map((c) => cardLabel(c)).join(', ')}.</p> : null}
      <div class="bng-row">
        {button(true)}
        {button(false)}
        {keep ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action="keep-roll" onClick={() => onPlay(keep)}>
            Let it stand at {roll.value}
          </button>
        ) : null}
      </div>
    </>
  );
}

function Audit({ state, moves, onPlay }: Props) {
  const audits = ofType(moves, 'puppetAudit');
  const skip = ofType(moves, 'skipAudit')[0];
  const targets = [...new Set(audits.map((m) => m.player))];
  const [player, setPlayer] = useState<Seat>(targets[0] ?? 0);
  const [asset, setAsset] = useState<AssetId | ''>('');
  const [keep, setKeep] = useState(false);
  const playerNow = targets.includes(player) ? player : (targets[0] ?? 0);
  const assets = [...new Set(audits.filter((m) => m.player === playerNow).map((m) => m.asset))];
  const assetNow = asset !== '' && assets.includes(asset) ? asset : (assets[0] ?? '');
  const canKeep = audits.some((m) => m.player === playerNow && m.asset === assetNow && m.keep);
  const move = audits.find((m) => m.player === playerNow && m.asset === assetNow && m.keep === (keep && canKeep));
  return (
    <>
      <h4 id="bng-puppet-step-heading">Double six: an Audit</h4>
      <p>
        Your Puppet does not Buy. You may send any Billionaire's Asset back to its Market (to a full Market: out of the game), or Audit nobody.{' '}
        <RuleLink rule="puppets.audit" />
      </p>
      {targets.length > 0 ? (
        <div class="bng-builder-fields">
          <Field label="Billionaire to Audit">
            <select value={playerNow} onChange={(e) => setPlayer(Number((e.currentTarget as HTMLSelectElement).value))} data-field="audit-player">
              {targets.map((s) => (
                <option key={s} value={s}>
                  Seat {s + 1}: {cap(playerName(state, s))}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Asset">
            <select value={assetNow} onChange={(e) => setAsset((e.currentTarget as HTMLSelectElement).value as AssetId)} data-field="audit-asset">
              {assets.map((a) => (
                <option key={a} value={a}>
                  {assetInfo(a).name}
                </option>
              ))}
            </select>
          </Field>
          {canKeep ? (
            <label class="bng-check">
              <input type="checkbox" checked={keep} onChange={(e) => setKeep((e.currentTarget as HTMLInputElement).checked)} data-field="audit-keep" />
              <span>Reveal the Gangster and keep it</span>
            </label>
          ) : null}
        </div>
      ) : null}
      <div class="bng-row">
        {move ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action="puppet-audit" onClick={() => onPlay(move)}>
            {move.keep ? 'Audit and keep' : 'Audit'}: {assetInfo(move.asset).name} of seat {move.player + 1}
          </button>
        ) : null}
        {skip ? (
          <button type="button" class="bng-btn" data-action="skip-audit" onClick={() => onPlay(skip)}>
            Audit nobody
          </button>
        ) : null}
      </div>
    </>
  );
}

function Claim({ state, moves, onPlay }: Props) {
  const claims = ofType(moves, 'claim');
  const none = ofType(moves, 'declineClaim')[0];
  const buyer = (claims[0] ?? none)?.seat ?? 0;
  const market = state.buy?.market;
  return (
    <>
      <h4 id="bng-puppet-step-heading">
        {cap(playerName(state, buyer))} won its Buy{market ? ` at ${MARKET_NAMES[market]}` : ''}
      </h4>
      <p>
        Choose the Asset your Puppet takes, or let it take none. <RuleLink rule="puppets.buy" />
      </p>
      <div class="bng-row">
        {claims.map((m) => (
          <button key={m.asset} type="button" class="bng-btn" data-action="puppet-claim" data-asset={m.asset} onClick={() => onPlay(m)}>
            Take the {assetInfo(m.asset).name}
          </button>
        ))}
        {none ? (
          <button type="button" class="bng-btn" data-action="puppet-claim-none" onClick={() => onPlay(none)}>
            Take nothing
          </button>
        ) : null}
      </div>
    </>
  );
}

function Swap({ state, mover, moves, onPlay }: Props) {
  const swaps = ofType(moves, 'puppetSwap');
  const done = ofType(moves, 'endSwaps')[0];
  const gives = [...new Set(swaps.map((m) => m.give))];
  const takes = [...new Set(swaps.map((m) => m.take))];
  const [give, setGive] = useState<AssetId | ''>('');
  const [take, setTake] = useState<AssetId | ''>('');
  const giveNow = give !== '' && gives.includes(give) ? give : (gives[0] ?? '');
  const takeNow = take !== '' && takes.includes(take) ? take : (takes[0] ?? '');
  const move = swaps.find((m) => m.give === giveNow && m.take === takeNow);
  const pick = (set: (a: AssetId) => void) => (e: Event) => set((e.currentTarget as HTMLSelectElement).value as AssetId);
  return (
    <>
      <h4 id="bng-puppet-step-heading">End of the Round: trade with your Puppet, {playerName(state, mover + 1)}</h4>
      <p>
        One of your Assets for one of your Puppet's, as many pairs as you like, then say you are done. <RuleLink rule="puppets.swap" />
      </p>
      {move ? (
        <div class="bng-builder-fields">
          <Field label="You give">
            <select value={giveNow} onChange={pick(setGive)} data-field="swap-give">
              {gives.map((a) => (
                <option key={a} value={a}>
                  {assetInfo(a).name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="You take from your Puppet">
            <select value={takeNow} onChange={pick(setTake)} data-field="swap-take">
              {takes.map((a) => (
                <option key={a} value={a}>
                  {assetInfo(a).name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      <div class="bng-row">
        {move ? (
          <button type="button" class="bng-btn" data-action="puppet-swap" onClick={() => onPlay(move)}>
            Trade this pair
          </button>
        ) : null}
        {done ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action="end-swaps" onClick={() => onPlay(done)}>
            Done trading
          </button>
        ) : null}
      </div>
    </>
  );
}

/** The step the game waits for from this person, if it is one of the two-player game's own. */
export function PuppetStep(props: Props) {
  const types = new Set(props.moves.map((m) => m.type));
  const puppetClaim = props.moves.some((m) => (m.type === 'claim' || m.type === 'declineClaim') && m.seat !== props.mover);
  const [name, Step] = types.has('keepRoll')
    ? (['nudge', Nudge] as const)
    : types.has('skipAudit')
      ? (['audit', Audit] as const)
      : puppetClaim
        ? (['claim', Claim] as const)
        : types.has('endSwaps')
          ? (['swap', Swap] as const)
          : [null, null];
  if (!Step) return null;
  return (
    <section class="bng-puppet-step" aria-labelledby="bng-puppet-step-heading" data-puppet-step={name}>
      <Step {...props} />
    </section>
  );
}
