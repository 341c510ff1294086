/**
 * The two-player game's own decisions as clear steps: the Puppet's roll (nudge the die up or down
 * with a chosen card in the engine's move form, which says where the die lands and what that
 * means, or let it stand), the double six Audit (whom, which Asset, as the Gangster or not, or
 * nobody), the Asset a Puppet takes after winning its Buy, and the end-of-Round trade with your
 * Puppet (a pair at a time, then done).
 */
import { cardInfo, cardsOf, MARKET_NAMES, playerName } from '../../../machine/api.ts';
import { meaningNow, nudgeTarget } from '../../../machine/modules/puppets/words.ts';
import { capitalised as cap, cardLabel } from '../../shared/format.ts';
import { DIE_FACES } from './Puppets.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { ofType, PlayButton, stepPanel, StepIntro, type StepProps } from '../StepParts.tsx';

function Nudge({ state, mover, moves, onPlay, form }: StepProps) {
  const roll = state.modules.puppets?.roll;
  if (!roll) return null;
  const crises = (state.players[mover]?.hand ?? []).filter((c) => cardInfo(c).kind === 'crisis');
  const title = `${cap(playerName(state, mover + 1))}'s ${roll.stage === 'first' ? 'die' : 'second die (where it Buys)'}: ${roll.value}`;
  return (
    <>
      <StepIntro
        title={
          <>
            <span aria-hidden="true">{DIE_FACES[roll.value - 1]}</span> {title}
          </>
        }
        rule="puppets.nudge"
      >
        If it stands: {meaningNow(state, roll, roll.value)}. You may discard one card to move the die up or down by what the card counts; the faces run in a loop (one
        above 6 is 1).
      </StepIntro>
      {crises.length > 0 ? <p class="bng-muted">A Crisis card never nudges the die: {crises.map((c) => cardLabel(c, cardsOf(state))).join(', ')}.</p> : null}
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
      <PlayButton move={ofType(moves, 'keepRoll')[0]} onPlay={onPlay} primary data-action="keep-roll">
        Let it stand at {roll.value}
      </PlayButton>
    </>
  );
}

function Audit({ state, moves, onPlay, mover, form }: StepProps) {
  return (
    <>
      <StepIntro title="Double six: an Audit" rule="puppets.audit">
        Your Puppet does not Buy. You may send any Billionaire's Asset back to its Market (to a full Market: out of the game), or Audit nobody.
      </StepIntro>
      <MoveForm
        {...form}
        mover={mover}
        types={['puppetAudit']}
        label="Audit"
        preview={(m) =>
          m.type === 'puppetAudit' ? (
            <p data-audit-summary>
              {m.keep ? 'Audit and keep' : 'Audit'}: {cardsOf(state).assetName(m.asset)} of seat {m.player + 1}
            </p>
          ) : null
        }
      />
      <PlayButton move={ofType(moves, 'skipAudit')[0]} onPlay={onPlay} data-action="skip-audit">
        Audit nobody
      </PlayButton>
    </>
  );
}

function Claim({ state, moves, onPlay }: StepProps) {
  const claims = ofType(moves, 'claim');
  const none = ofType(moves, 'declineClaim')[0];
  const market = state.buy?.market;
  return (
    <>
      <StepIntro title={`${cap(playerName(state, (claims[0] ?? none)?.seat ?? 0))} won its Buy${market ? ` at ${MARKET_NAMES[market]}` : ''}`} rule="puppets.buy">
        Choose the Asset your Puppet takes, or let it take none.
      </StepIntro>
      <div class="bng-row">
        {claims.map((m) => (
          <PlayButton key={m.asset} move={m} onPlay={onPlay} data-action="puppet-claim" data-asset={m.asset}>
            Take the {cardsOf(state).assetName(m.asset)}
          </PlayButton>
        ))}
        <PlayButton move={none} onPlay={onPlay} data-action="puppet-claim-none">
          Take nothing
        </PlayButton>
      </div>
    </>
  );
}

function Swap({ state, mover, moves, onPlay, form }: StepProps) {
  return (
    <>
      <StepIntro title={`End of the Round: trade with your Puppet, ${playerName(state, mover + 1)}`} rule="puppets.swap">
        One of your Assets for one of your Puppet's, as many pairs as you like, then say you are done.
      </StepIntro>
      <MoveForm {...form} mover={mover} types={['puppetSwap']} label="Trade with your Puppet" />
      <PlayButton move={ofType(moves, 'endSwaps')[0]} onPlay={onPlay} primary data-action="end-swaps">
        Done trading
      </PlayButton>
    </>
  );
}

/** The step the game waits for from this person, if it is one of the two-player game's own (a claim only when made for a Puppet). */
export const PuppetStep = stepPanel('puppet', [
  ['keepRoll', 'nudge', Nudge],
  ['skipAudit', 'audit', Audit],
  [(m, mover) => (m.type === 'claim' || m.type === 'declineClaim') && m.seat !== mover, 'claim', Claim],
  ['endSwaps', 'swap', Swap],
]);
