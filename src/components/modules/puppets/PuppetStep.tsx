/**
 * The two-player game's own decisions as clear steps, above the move builder: the Puppet's roll
 * (nudge the die up or down with a chosen card in the engine's move form, which says where the die
 * lands and what that means, or let it stand), the double six Audit (whom, which Asset, as the Gangster or not, or
 * nobody), the Asset a Puppet takes after winning its Buy, and the end-of-Round trade with your
 * Puppet (a pair at a time, then done). Every button plays a move from the engine's legal moves; the
 * nudge, the Audit and the trade are built in the engine's move form. Loaded by the builder only in a two-player game.
 */
import { assetInfo, cardInfo, MARKET_NAMES, playerName } from '../../../machine/api.ts';
import { meaningNow, nudgeTarget } from '../../../machine/modules/puppets/words.ts';
import { capitalised as cap, cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { DIE_FACES } from './Puppets.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { ofType, type StepProps } from '../stepProps.ts';

type Props = StepProps;

function Nudge({ state, mover, moves, onPlay, form }: Props) {
  const roll = state.modules.puppets?.roll;
  const keep = ofType(moves, 'keepRoll')[0];
  if (!roll) return null;
  const puppet = mover + 1;
  const crises = (state.players[mover]?.hand ?? []).filter((c) => cardInfo(c).kind === 'crisis');
  return (
    <>
      <h4 id="bng-puppet-step-heading">
        <span aria-hidden="true">{DIE_FACES[roll.value - 1]}</span> {cap(playerName(state, puppet))}'s {roll.stage === 'first' ? 'die' : 'second die (where it Buys)'}:{' '}
        {roll.value}
      </h4>
      <p>
        If it stands: {meaningNow(state, roll, roll.value)}. You may discard one card to move the die up or down by what the card counts; the faces run in a loop (one
        above 6 is 1). <RuleLink rule="puppets.nudge" />
      </p>
      {crises.length > 0 ? <p class="bng-muted">A Crisis card never nudges the die: {crises.map((c) => cardLabel(c)).join(', ')}.</p> : null}
      <MoveForm
        {...form}
        mover={mover}
        types={['nudge']}
        label="Nudge the Puppet's die"
        preview={(m) => {
          const to = m.type === 'nudge' ? nudgeTarget(state, m) : null;
          return to === null ? null : (
            <p data-nudge-target={to}>
              The die would land on {to}: {meaningNow(state, roll, to)}.
            </p>
          );
        }}
      />
      {keep ? (
        <button type="button" class="bng-btn bng-btn--primary" data-action="keep-roll" onClick={() => onPlay(keep)}>
          Let it stand at {roll.value}
        </button>
      ) : null}
    </>
  );
}

function Audit({ moves, onPlay, mover, form }: Props) {
  const skip = ofType(moves, 'skipAudit')[0];
  return (
    <>
      <h4 id="bng-puppet-step-heading">Double six: an Audit</h4>
      <p>
        Your Puppet does not Buy. You may send any Billionaire's Asset back to its Market (to a full Market: out of the game), or Audit nobody.{' '}
        <RuleLink rule="puppets.audit" />
      </p>
      <MoveForm
        {...form}
        mover={mover}
        types={['puppetAudit']}
        label="Audit"
        preview={(m) =>
          m.type === 'puppetAudit' ? (
            <p data-audit-summary>
              {m.keep ? 'Audit and keep' : 'Audit'}: {assetInfo(m.asset).name} of seat {m.player + 1}
            </p>
          ) : null
        }
      />
      {skip ? (
        <button type="button" class="bng-btn" data-action="skip-audit" onClick={() => onPlay(skip)}>
          Audit nobody
        </button>
      ) : null}
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

function Swap({ state, mover, moves, onPlay, form }: Props) {
  const done = ofType(moves, 'endSwaps')[0];
  return (
    <>
      <h4 id="bng-puppet-step-heading">End of the Round: trade with your Puppet, {playerName(state, mover + 1)}</h4>
      <p>
        One of your Assets for one of your Puppet's, as many pairs as you like, then say you are done. <RuleLink rule="puppets.swap" />
      </p>
      <MoveForm {...form} mover={mover} types={['puppetSwap']} label="Trade with your Puppet" />
      {done ? (
        <button type="button" class="bng-btn bng-btn--primary" data-action="end-swaps" onClick={() => onPlay(done)}>
          Done trading
        </button>
      ) : null}
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
