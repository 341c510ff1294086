/**
 * The Revolutionary's decisions as clear steps (`tm.declare`, `tm.revolutionary`, `rev.*`):
 * Declaring at the start of a turn, playing one face-up Revolution card (in the engine's move form,
 * with what the card does), and the answers its cards ask of the table: a Rebel taken off (Media
 * Slander, Pacification, the Thugs' payment), cards thrown to the Fascist Thugs, the Infiltrator's
 * trade and the hostage's turn. The three that reach into the Markets are in MarketSteps.tsx.
 */
import { crisesOf, describeMove, playerName, type CardId, type GameState, cardsOf } from '../../../machine/api.ts';
import { revolutionInfo } from '../../../machine/data/revolution.ts';
import { cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { MARKET_STEPS } from './MarketSteps.tsx';
import { ofType, PlayButton, StepIntro, type StepProps, type Steps } from '../StepParts.tsx';

const resolvingOf = (state: GameState) => state.modules.troublemakers?.resolving ?? null;

/** "Pandemic (2 Rebels on it)" */
function crisisWithRebels(state: GameState, card: CardId): string {
  const rebels = crisesOf(state).guillotine.find((g) => g.card === card)?.rebels ?? 0;
  return `${cardsOf(state).cardName(card)} (${rebels} ${rebels === 1 ? 'Rebel' : 'Rebels'} on it)`;
}

export function Declare({ moves, onPlay }: StepProps) {
  return (
    <>
      <StepIntro title="Start of your turn: Declare the Revolution?" rule="tm.declare">
        You hold the Revolutionary card. Declaring turns your board over for good: your hand and your Bribe envelope go to the Discard pile, you take the 21 Revolution
        cards as your own deck, draw three face-up and play one of them as this turn's Action. Or go on as the Reformist, with the moves below.
      </StepIntro>
      <div class="bng-row">
        <PlayButton move={ofType(moves, 'declare')[0]} onPlay={onPlay} primary data-action="tm-declare">
          Declare: reveal the Revolutionary
        </PlayButton>
      </div>
    </>
  );
}

function Play({ state, mover, form }: StepProps) {
  const infiltrator = resolvingOf(state)?.kind === 'infiltrator';
  return (
    <>
      <StepIntro
        title={infiltrator ? 'Infiltrator: play one of your two Revolution cards' : 'Your Action: play one Revolution card'}
        rule={infiltrator ? 'rev.infiltrator' : 'tm.revolutionary'}
      >
        {infiltrator
          ? 'You traded your hand for two Revolution cards: play one, and the other goes to the Revolution discard pile.'
          : 'Play exactly one of your face-up cards; it then goes to your Revolution discard pile (an Organize! waits in its row instead).'}
      </StepIntro>
      <MoveForm
        {...form}
        mover={mover}
        types={['playRevolution']}
        label="Play a Revolution card"
        preview={(m) => {
          if (m.type !== 'playRevolution') return null;
          const info = revolutionInfo(m.card);
          return (
            <>
              <p data-revolution-summary>
                <strong>{info.name}</strong>: {info.summary} <RuleLink rule={info.rule} prefix="What it does: " />
              </p>
              <p data-revolution-move>{describeMove(state, m, 'table')}</p>
            </>
          );
        }}
      />
    </>
  );
}

function Remove({ state, moves, onPlay }: StepProps) {
  const r = resolvingOf(state);
  const thugs = r?.kind === 'thugs';
  const card = r?.kind === 'remove' ? revolutionInfo(r.card) : null;
  return (
    <>
      <StepIntro
        title={thugs ? 'Fascist Thugs: take off the Rebels the pile paid for' : card ? `${card.name}: you may take one Rebel off a Crisis` : 'Take a Rebel off a Crisis'}
        rule={thugs ? 'rev.fascist-thugs' : (card?.rule ?? 'tm.sacrifice')}
      >
        {thugs
          ? `You gave the most, so you pick the Crisis each paid-for Rebel leaves (${r.remove} in all).`
          : 'Your Asset lets you take one Rebel off any Activated Crisis back to the reserve, or leave them.'}
      </StepIntro>
      <div class="bng-row">
        {ofType(moves, 'takeOffRebel').map((m) => (
          <PlayButton key={m.crisis ?? 'none'} move={m} onPlay={onPlay} data-action="tm-take-off-rebel" data-crisis={m.crisis}>
            {m.crisis === undefined ? 'Take no Rebel off' : `Take a Rebel off ${crisisWithRebels(state, m.crisis)}`}
          </PlayButton>
        ))}
      </div>
    </>
  );
}

function Thugs({ state, mover, form }: StepProps) {
  const r = resolvingOf(state);
  const pile = r?.kind === 'thugs' ? r.pile : [];
  const by = r?.kind === 'thugs' ? r.by : mover;
  return (
    <>
      <StepIntro title="Fascist Thugs: throw up to two Resource cards on the pile?" rule="rev.fascist-thugs">
        {playerName(state, by)} played Fascist Thugs. Every full 3 points on the pile takes one Rebel off; whoever gives the most picks where. The pile is discarded
        afterwards.
      </StepIntro>
      {pile.length > 0 ? (
        <p data-thugs-pile>
          On the pile so far:{' '}
          {pile.map((p) => `${playerName(state, p.seat)}: ${p.cards.length === 0 ? 'nothing' : p.cards.map((c) => cardLabel(c, cardsOf(state))).join(', ')}`).join('; ')}.
        </p>
      ) : null}
      <MoveForm {...form} mover={mover} types={['throwToThugs']} label="Throw to the Fascist Thugs" />
    </>
  );
}

/** A yes-or-no answer the Revolution's cards ask: the Infiltrator's trade, the hostage's turn. */
const yesNo = (type: 'infiltrate' | 'takeHostage') =>
  function YesNo({ moves, onPlay }: StepProps) {
    const [yes, no] = [true, false].map((take) => ofType(moves, type).find((m) => m.take === take));
    const infiltrate = type === 'infiltrate';
    return (
      <>
        <StepIntro
          title={infiltrate ? 'Infiltrator: trade your hand for two Revolution cards?' : 'Hostages: play the hostage’s turn?'}
          rule={infiltrate ? 'rev.infiltrator' : 'rev.hostages'}
        >
          {infiltrate
            ? 'You are the Billionaire closest to winning: give up your whole hand to draw two Revolution cards and play one of them, or keep your hand.'
            : 'You hold a Billionaire hostage: you may play this turn of theirs with their hand, or let them play it.'}
        </StepIntro>
        <div class="bng-row">
          <PlayButton move={yes} onPlay={onPlay} primary data-action={`tm-${type}-yes`}>
            {infiltrate ? 'Discard your hand for two Revolution cards' : "Take the hostage's hand and play their turn"}
          </PlayButton>
          <PlayButton move={no} onPlay={onPlay} data-action={`tm-${type}-no`}>
            {infiltrate ? 'Keep your hand' : 'Let the hostage play their own turn'}
          </PlayButton>
        </div>
      </>
    );
  };

/** The Revolutionary's steps after Declaring (which TroublemakersStep asks first), by their `data-tm-step` names. */
export const REVOLUTION_STEPS: Steps = [
  ['playRevolution', 'play-revolution', Play],
  ['takeOffRebel', 'take-off-rebel', Remove],
  ['throwToThugs', 'thugs', Thugs],
  ['infiltrate', 'infiltrate', yesNo('infiltrate')],
  ['takeHostage', 'hostage', yesNo('takeHostage')],
  ...MARKET_STEPS,
];
