/**
 * The Revolutionary's decisions as clear steps (`tm.declare`, `tm.revolutionary`, `rev.*`), shown
 * by TroublemakersStep: Declaring at the start of a turn, playing one face-up Revolution card (the
 * card and its choices in the engine's move form, with what the card does and the move in words),
 * and the answers its cards ask of the table: a Rebel taken off (Media Slander, Pacification, the
 * Thugs' payment), cards thrown to the Fascist Thugs (in the move form), the Infiltrator's trade
 * and the hostage's turn. Boycott, Comrade on the Inside and Sabotage! have steps of their own
 * (MarketSteps.tsx). The move form asks the engine and shows its reason for a refused move; every
 * other button plays a move from the engine's legal moves, so nothing here judges a rule.
 */
import { cardName, crisesOf, describeMove, playerName, type CardId, type GameState, type Move, type Viewer } from '../../../machine/api.ts';
import { revolutionInfo } from '../../../machine/data/revolution.ts';
import { cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { marketStep } from './MarketSteps.tsx';
import { ofType, type StepProps } from '../stepProps.ts';

const resolvingOf = (state: GameState) => state.modules.troublemakers?.resolving ?? null;

/** "Pandemic (2 Rebels on it)" */
function crisisWithRebels(state: GameState, card: CardId): string {
  const rebels = crisesOf(state).guillotine.find((g) => g.card === card)?.rebels ?? 0;
  return `${cardName(card)} (${rebels} ${rebels === 1 ? 'Rebel' : 'Rebels'} on it)`;
}

function Declare({ moves, onPlay }: StepProps) {
  const declare = ofType(moves, 'declare')[0];
  if (!declare) return null;
  return (
    <>
      <h4 id="bng-tm-step-heading">Start of your turn: Declare the Revolution?</h4>
      <p>
        You hold the Revolutionary card. Declaring turns your board over for good: your hand and your Bribe envelope go to the Discard pile, you take the 21 Revolution
        cards as your own deck, draw three face-up and play one of them as this turn's Action. Or go on as the Reformist, with the moves below.{' '}
        <RuleLink rule="tm.declare" />
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-declare" onClick={() => onPlay(declare)}>
          Declare: reveal the Revolutionary
        </button>
      </div>
    </>
  );
}

function Play({ state, mover, form }: StepProps) {
  const infiltrator = resolvingOf(state)?.kind === 'infiltrator';
  return (
    <>
      <h4 id="bng-tm-step-heading">{infiltrator ? 'Infiltrator: play one of your two Revolution cards' : 'Your Action: play one Revolution card'}</h4>
      <p>
        {infiltrator
          ? 'You traded your hand for two Revolution cards: play one, and the other goes to the Revolution discard pile.'
          : 'Play exactly one of your face-up cards; it then goes to your Revolution discard pile (an Organize! waits in its row instead).'}{' '}
        <RuleLink rule={infiltrator ? 'rev.infiltrator' : 'tm.revolutionary'} />
      </p>
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
  const removes = ofType(moves, 'takeOffRebel');
  const r = resolvingOf(state);
  const thugs = r?.kind === 'thugs';
  const card = r?.kind === 'remove' ? revolutionInfo(r.card) : null;
  return (
    <>
      <h4 id="bng-tm-step-heading">
        {thugs ? 'Fascist Thugs: take off the Rebels the pile paid for' : card ? `${card.name}: you may take one Rebel off a Crisis` : 'Take a Rebel off a Crisis'}
      </h4>
      <p>
        {thugs
          ? `You gave the most, so you pick the Crisis each paid-for Rebel leaves (${r.remove} in all).`
          : 'Your Asset lets you take one Rebel off any Activated Crisis back to the reserve, or leave them.'}{' '}
        <RuleLink rule={thugs ? 'rev.fascist-thugs' : (card?.rule ?? 'tm.sacrifice')} />
      </p>
      <div class="bng-row">
        {removes.map((m) => (
          <button key={m.crisis ?? 'none'} type="button" class="bng-btn" data-action="tm-take-off-rebel" data-crisis={m.crisis} onClick={() => onPlay(m)}>
            {m.crisis === undefined ? 'Take no Rebel off' : `Take a Rebel off ${crisisWithRebels(state, m.crisis)}`}
          </button>
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
      <h4 id="bng-tm-step-heading">Fascist Thugs: throw up to two Resource cards on the pile?</h4>
      <p>
        {playerName(state, by)} played Fascist Thugs. Every full 3 points on the pile takes one Rebel off; whoever gives the most picks where. The pile is discarded
        afterwards. <RuleLink rule="rev.fascist-thugs" />
      </p>
      {pile.length > 0 ? (
        <p data-thugs-pile>
          On the pile so far:{' '}
          {pile
            .map((p) => `${playerName(state, p.seat)}: ${p.cards.length === 0 ? 'nothing' : p.cards.map((c) => cardLabel(c, state.options.cardValues)).join(', ')}`)
            .join('; ')}
          .
        </p>
      ) : null}
      <MoveForm {...form} mover={mover} types={['throwToThugs']} label="Throw to the Fascist Thugs" />
    </>
  );
}

/** A yes-or-no answer the Revolution's cards ask: the Infiltrator's trade, the hostage's turn. */
function YesNo({ moves, onPlay, type }: StepProps & { readonly type: 'infiltrate' | 'takeHostage' }) {
  const answers = moves.filter((m): m is Extract<Move, { type: 'infiltrate' | 'takeHostage' }> => m.type === type);
  const yes = answers.find((m) => m.take);
  const no = answers.find((m) => !m.take);
  const infiltrate = type === 'infiltrate';
  return (
    <>
      <h4 id="bng-tm-step-heading">{infiltrate ? 'Infiltrator: trade your hand for two Revolution cards?' : 'Hostages: play the hostage’s turn?'}</h4>
      <p>
        {infiltrate
          ? 'You are the Billionaire closest to winning: give up your whole hand to draw two Revolution cards and play one of them, or keep your hand.'
          : 'You hold a Billionaire hostage: you may play this turn of theirs with their hand, or let them play it.'}{' '}
        <RuleLink rule={infiltrate ? 'rev.infiltrator' : 'rev.hostages'} />
      </p>
      <div class="bng-row">
        {yes ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action={`tm-${type}-yes`} onClick={() => onPlay(yes)}>
            {infiltrate ? 'Discard your hand for two Revolution cards' : "Take the hostage's hand and play their turn"}
          </button>
        ) : null}
        {no ? (
          <button type="button" class="bng-btn" data-action={`tm-${type}-no`} onClick={() => onPlay(no)}>
            {infiltrate ? 'Keep your hand' : 'Let the hostage play their own turn'}
          </button>
        ) : null}
      </div>
    </>
  );
}

const Infiltrate = (props: StepProps) => <YesNo {...props} type="infiltrate" />;
const Hostage = (props: StepProps) => <YesNo {...props} type="takeHostage" />;

/** The Revolutionary's step for these moves, if one applies: its name (for `data-tm-step`) and component. */
export function revolutionStep(types: ReadonlySet<string>): readonly [string, (props: StepProps & { readonly viewer: Viewer }) => preact.JSX.Element | null] | null {
  if (types.has('declare')) return ['declare', Declare];
  if (types.has('playRevolution')) return ['play-revolution', Play];
  if (types.has('takeOffRebel')) return ['take-off-rebel', Remove];
  if (types.has('throwToThugs')) return ['thugs', Thugs];
  if (types.has('infiltrate')) return ['infiltrate', Infiltrate];
  if (types.has('takeHostage')) return ['hostage', Hostage];
  return marketStep(types);
}
