/**
 * The Revolutionary's decisions as clear steps (`tm.declare`, `tm.revolutionary`, `rev.*`), shown
 * by TroublemakersStep: Declaring at the start of a turn, playing one face-up Revolution card (the
 * card, then what it does, each choice in words), and the simple answers its cards ask of the table:
 * a Rebel taken off (Media Slander, Pacification, the Thugs' payment), cards thrown to the Fascist
 * Thugs, the Infiltrator's trade and the hostage's turn. Boycott, Comrade on the Inside and Sabotage!
 * have steps of their own (MarketSteps.tsx). Every button here plays a move from the engine's legal
 * moves, so nothing here judges a rule.
 */
import { useState } from 'preact/hooks';
import { cardInfo, crisesOf, playerName, type CardId, type GameState, type Move, type Viewer } from '../../../machine/api.ts';
import { revolutionInfo, type RevolutionCardId } from '../../../machine/data/revolution.ts';
import { cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { Field } from '../../form/fields.tsx';
import { marketStep } from './MarketSteps.tsx';
import { ofType, type StepProps } from '../stepProps.ts';
import { revolutionChoiceText, revolutionLabel } from './words.ts';

/** Cards one Billionaire may throw to the Fascist Thugs. */
const MAX_THROWN = 2;

const resolvingOf = (state: GameState) => state.modules.troublemakers?.resolving ?? null;

const crisisName = (card: CardId) => {
  const c = cardInfo(card);
  return c.kind === 'crisis' ? c.name : card;
};

/** "Pandemic (2 Rebels on it)" */
function crisisWithRebels(state: GameState, card: CardId): string {
  const rebels = crisesOf(state).guillotine.find((g) => g.card === card)?.rebels ?? 0;
  return `${crisisName(card)} (${rebels} ${rebels === 1 ? 'Rebel' : 'Rebels'} on it)`;
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

function Play({ state, moves, onPlay }: StepProps) {
  const plays = ofType(moves, 'playRevolution');
  const cards = [...new Set(plays.map((m) => m.card))];
  const [card, setCard] = useState<RevolutionCardId | ''>('');
  const [choice, setChoice] = useState(0);
  const cardNow = card !== '' && cards.includes(card) ? card : cards[0]!;
  const ways = plays.filter((m) => m.card === cardNow);
  const move = ways[choice < ways.length ? choice : 0]!;
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
      <fieldset class="bng-fieldset" data-field="revolution-card">
        <legend>1. The card</legend>
        {cards.map((c) => {
          const info = revolutionInfo(c);
          return (
            <label key={c} class="bng-check">
              <input
                type="radio"
                name="bng-tm-revolution-card"
                value={c}
                checked={c === cardNow}
                onChange={() => {
                  setCard(c);
                  setChoice(0);
                }}
                data-revolution-option={c}
              />
              <span>
                <strong>{info.name}</strong>: {info.summary}
              </span>
            </label>
          );
        })}
        <p>
          <RuleLink rule={revolutionInfo(cardNow).rule} prefix="What it does: " />
        </p>
      </fieldset>
      {ways.length > 1 ? (
        <div class="bng-builder-fields">
          <Field label="2. How">
            <select
              value={String(choice < ways.length ? choice : 0)}
              onChange={(e) => setChoice(Number((e.currentTarget as HTMLSelectElement).value))}
              data-field="revolution-choice"
            >
              {ways.map((m, i) => (
                <option key={i} value={i}>
                  {revolutionChoiceText(state, m)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-play-revolution" onClick={() => onPlay(move)}>
          {revolutionLabel(state, move, 'table')}
        </button>
      </div>
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

function Thugs({ state, mover, moves, onPlay }: StepProps) {
  const throws = ofType(moves, 'throwToThugs');
  const [picked, setPicked] = useState<readonly CardId[]>([]);
  const choices = [...new Set(throws.flatMap((m) => m.cards))];
  const pickedNow = picked.filter((c) => choices.includes(c));
  const move = throws.find((m) => m.cards.length === pickedNow.length && pickedNow.every((c) => m.cards.includes(c)));
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
      <fieldset class="bng-fieldset" data-field="thugs-cards">
        <legend>Cards to throw (up to two)</legend>
        {choices.length === 0 ? (
          <p class="bng-muted">You hold no Resource card to throw.</p>
        ) : (
          <div class="bng-row">
            {choices.map((c) => (
              <label key={c} class="bng-check">
                <input
                  type="checkbox"
                  checked={pickedNow.includes(c)}
                  disabled={pickedNow.length >= MAX_THROWN && !pickedNow.includes(c)}
                  data-card-option={c}
                  onChange={(e) => {
                    const on = (e.currentTarget as HTMLInputElement).checked;
                    setPicked(on ? [...pickedNow, c] : pickedNow.filter((x) => x !== c));
                  }}
                />
                <span>{cardLabel(c, state.options.cardValues)}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-throw" disabled={!move} onClick={() => move && onPlay(move)}>
          {pickedNow.length === 0 ? 'Throw nothing' : `Throw ${pickedNow.map((c) => cardLabel(c, state.options.cardValues)).join(' and ')}`}
        </button>
      </div>
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
