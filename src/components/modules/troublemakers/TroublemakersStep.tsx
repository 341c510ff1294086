/**
 * The Troublemakers' decisions as clear steps, above the move builder: the Reformist's Fix (choose
 * an Activated Crisis, then up to two cards put forward face-down), each Billionaire's offer (a card
 * face-down, or none), the Reformist's answer (one box per offer, then one confirm), the Round card
 * (draw it or not) and the card from a Buy (one of the tied lowest); the Revolutionary's steps come
 * from RevolutionStep.tsx (Declaring first, when it may be done). The result of a Fix is what the
 * move caused, shown under the move played. Every button plays a move from the engine's legal moves,
 * so nothing here judges a rule; an offered card is named only where the view may see it. Loaded by
 * the builder only in a game with the Troublemakers.
 */
import { useState } from 'preact/hooks';
import { cardInfo, playerName, rebelIcons, worthOf, type CardId, type GameState, type Seat, type Viewer } from '../../../machine/api.ts';
import { capitalised as cap, cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { CardSelect } from '../../form/fields.tsx';
import { ofType, type StepProps } from '../stepProps.ts';
import { acceptLabel, offeringSeats } from './words.ts';
import { revolutionStep } from './RevolutionStep.tsx';

type Props = StepProps & {
  /** Whose eyes the page shows: an offered card is named only to its owner and the table view. */
  readonly viewer: Viewer;
};

/** The Reformist holds two cards at most (`tm.cards`). */
const REFORMIST_HAND = 2;
/** What a Crisis card counts against a Fix (`tm.fix-crisis`). */
const CRISIS_AGAINST = 3;

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
const named = (state: GameState, seat: Seat) => `${playerName(state, seat)} (seat ${seat + 1})`;

/** A Crisis card's name ("Pandemic"). */
function crisisName(card: CardId): string {
  const c = cardInfo(card);
  return c.kind === 'crisis' ? c.name : card;
}

/** Two lists hold the same cards, whatever the order. */
const sameCards = (a: readonly CardId[], b: readonly CardId[]) => a.length === b.length && a.every((c) => b.includes(c));

/** What cards put forward count now: their points (a Suit Policy included), and how many are Crises, each 3 against. */
function countOf(state: GameState, picked: readonly CardId[]): string {
  if (picked.length === 0) return 'Nothing put forward: only the offers you accept can beat the draw.';
  const worth = worthOf(state);
  const crises = picked.filter((c) => cardInfo(c).kind === 'crisis').length;
  const points = picked.reduce((t, c) => t + (cardInfo(c).kind === 'crisis' ? 0 : worth(c)), 0);
  const against =
    crises === 0 ? '' : `; ${crises === 1 ? 'a Crisis card counts' : `${crises} Crisis cards count`} ${CRISIS_AGAINST * crises} against you, and is then Activated`;
  return `Your cards count ${points} ${points === 1 ? 'point' : 'points'}${against}.`;
}

function Fix({ state, mover, moves, onPlay }: Props) {
  const fixes = ofType(moves, 'fixCrisis');
  const crises = [...new Set(fixes.map((m) => m.crisis))];
  const [crisis, setCrisis] = useState<CardId | ''>('');
  const [picked, setPicked] = useState<readonly CardId[]>([]);
  const hand = state.players[mover]?.hand ?? [];
  const crisisNow = crisis !== '' && crises.includes(crisis) ? crisis : crises[0]!;
  const pickedNow = picked.filter((c) => hand.includes(c));
  const move = fixes.find((m) => m.crisis === crisisNow && sameCards(m.cards, pickedNow));
  const full = pickedNow.length >= REFORMIST_HAND;
  return (
    <>
      <h4 id="bng-tm-step-heading">Your Action: Fix a Crisis?</h4>
      <p>
        Choose an Activated Crisis and put forward up to two cards face-down. Each Billionaire, from your left, may then offer a card face-down; you accept or refuse each
        offer; then one card per printed Rebel icon is drawn against you. Strictly more points fixes it. You may Invest or Exchange instead (see the moves below).{' '}
        <RuleLink rule="tm.fix" />
      </p>
      <fieldset class="bng-fieldset" data-field="fix-crisis">
        <legend>1. The Crisis to Fix</legend>
        {crises.map((c) => (
          <label key={c} class="bng-check">
            <input type="radio" name="bng-tm-fix-crisis" value={c} checked={c === crisisNow} onChange={() => setCrisis(c)} data-crisis-option={c} />
            <span>
              {crisisName(c)}: {rebelIcons(c)} Rebel {rebelIcons(c) === 1 ? 'icon' : 'icons'}, so {cards(rebelIcons(c))} drawn against you
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset class="bng-fieldset" data-field="fix-cards">
        <legend>2. Cards to put forward, face-down (none, one or two)</legend>
        {hand.length === 0 ? (
          <p class="bng-muted">Your hand is empty: you may still try, counting on the Billionaires' offers.</p>
        ) : (
          <div class="bng-row">
            {hand.map((c) => (
              <label key={c} class="bng-check">
                <input
                  type="checkbox"
                  checked={pickedNow.includes(c)}
                  disabled={full && !pickedNow.includes(c)}
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
        {full && hand.length > REFORMIST_HAND ? <p class="bng-muted">Two cards at most: untick one to choose another.</p> : null}
      </fieldset>
      <p aria-live="polite" data-fix-count>
        {countOf(state, pickedNow)}
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-fix" disabled={!move} onClick={() => move && onPlay(move)}>
          Fix {crisisName(crisisNow)} with {pickedNow.length === 0 ? 'no cards' : `${cards(pickedNow.length)} face-down`}
        </button>
      </div>
    </>
  );
}

/** The Fix under way as the state holds it (a step is shown only where the seat may decide, and says only what that seat may know). */
const fixOf = (state: GameState) => state.modules.troublemakers?.fix ?? null;

function Offer({ state, mover, moves, onPlay }: Props) {
  const offers = ofType(moves, 'offerFixCard');
  const none = offers.find((m) => m.card === undefined);
  const choices = offers.flatMap((m) => (m.card === undefined ? [] : [m.card]));
  const [card, setCard] = useState<CardId | ''>('');
  const fix = fixOf(state);
  if (!fix) return null;
  const cardNow = card !== '' && choices.includes(card) ? card : (choices[0] ?? '');
  const offer = offers.find((m) => m.card === cardNow);
  const reformist = state.options.troublemaker!;
  const earlier = fix.offers.filter((o) => o.seat !== mover);
  return (
    <>
      <h4 id="bng-tm-step-heading">
        Help the Fix? {cap(named(state, reformist))} is Fixing {crisisName(fix.crisis)}
      </h4>
      <p>
        They put forward {fix.committed.length === 0 ? 'no cards' : `${cards(fix.committed.length)} face-down`}; {cards(rebelIcons(fix.crisis))} will be drawn against
        them. Offer one card face-down, or none: the Reformist sees that you offered, not what, and a refused card comes back to you unseen. A Crisis card counts{' '}
        {CRISIS_AGAINST} against the Fix. <RuleLink rule="tm.fix" />
      </p>
      {earlier.length > 0 ? (
        <p data-fix-earlier>So far: {earlier.map((o) => `${named(state, o.seat)} ${o.card === null ? 'offered no card' : 'offered a card'}`).join('; ')}.</p>
      ) : null}
      {choices.length > 0 ? (
        <div class="bng-builder-fields">
          <CardSelect label="Card to offer, face-down" cards={choices} value={cardNow} onChange={setCard} field="tm-offer-card" values={state.options.cardValues} />
        </div>
      ) : (
        <p class="bng-muted">You hold no card to offer.</p>
      )}
      <div class="bng-row">
        {offer && cardNow !== '' ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action="tm-offer" onClick={() => onPlay(offer)}>
            Offer {cardLabel(cardNow, state.options.cardValues)} face-down
          </button>
        ) : null}
        {none ? (
          <button type="button" class="bng-btn" data-action="tm-offer-none" onClick={() => onPlay(none)}>
            Offer no card
          </button>
        ) : null}
      </div>
    </>
  );
}

function Accept({ state, moves, onPlay, viewer }: Props) {
  const answers = ofType(moves, 'acceptFixOffers');
  const [ticked, setTicked] = useState<readonly Seat[]>([]);
  const fix = fixOf(state);
  if (!fix) return null;
  const offering = offeringSeats(state);
  const tickedNow = offering.filter((s) => ticked.includes(s));
  const move = answers.find((m) => m.seats.length === tickedNow.length && tickedNow.every((s) => m.seats.includes(s)));
  const declined = fix.offers.filter((o) => o.card === null).map((o) => named(state, o.seat));
  return (
    <>
      <h4 id="bng-tm-step-heading">Your Fix of {crisisName(fix.crisis)}: accept or refuse each offer</h4>
      <p>
        You see who offered, not what. Tick the offers you accept; refused cards go back to their owners unseen. Then {cards(rebelIcons(fix.crisis))} will be drawn
        against your {cards(fix.committed.length)} and the offers you accept. <RuleLink rule="tm.fix" />
      </p>
      {declined.length > 0 ? <p class="bng-muted">Offered no card: {declined.join('; ')}.</p> : null}
      <fieldset class="bng-fieldset" data-field="tm-accept">
        <legend>Offers</legend>
        {offering.map((s) => {
          // The table view sees every offered card; the Reformist's own view never does.
          const card = viewer === 'table' ? (fix.offers.find((o) => o.seat === s)?.card ?? null) : null;
          return (
            <label key={s} class="bng-check">
              <input
                type="checkbox"
                checked={tickedNow.includes(s)}
                data-accept-seat={s}
                onChange={(e) => {
                  const on = (e.currentTarget as HTMLInputElement).checked;
                  setTicked(on ? [...tickedNow, s] : tickedNow.filter((x) => x !== s));
                }}
              />
              <span>
                Accept {playerName(state, s)}'s offer (seat {s + 1}){card ? `: ${cardLabel(card, state.options.cardValues)} (seen from the table view)` : ', face-down'}
              </span>
            </label>
          );
        })}
      </fieldset>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-accept" disabled={!move} onClick={() => move && onPlay(move)}>
          Confirm: {move ? acceptLabel(state, move, viewer) : 'choose the offers'}
        </button>
      </div>
      <p class="bng-muted">The draw and the count follow at once: they show under the move played.</p>
    </>
  );
}

function RoundCard({ state, mover, moves, onPlay }: Props) {
  const draw = ofType(moves, 'roundCard').find((m) => m.take);
  const skip = ofType(moves, 'roundCard').find((m) => !m.take);
  const held = state.players[mover]?.hand.length ?? 0;
  return (
    <>
      <h4 id="bng-tm-step-heading">Start of the Round: the Reformist's card</h4>
      <p>
        You hold {held} of {REFORMIST_HAND} cards, so you may draw one card from the Draw deck ({cards(state.deck.length)} left), or not. You never draw at the start of a
        turn. <RuleLink rule="tm.cards" />
      </p>
      <div class="bng-row">
        {draw ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action="tm-round-draw" onClick={() => onPlay(draw)}>
            Draw the Round card
          </button>
        ) : null}
        {skip ? (
          <button type="button" class="bng-btn" data-action="tm-round-skip" onClick={() => onPlay(skip)}>
            Draw no card this Round
          </button>
        ) : null}
      </div>
    </>
  );
}

function BuyCard({ state, moves, onPlay }: Props) {
  const takes = ofType(moves, 'takeBuyCard');
  const worth = worthOf(state);
  return (
    <>
      <h4 id="bng-tm-step-heading">The Reformist's card from the Buy</h4>
      <p>
        Holding fewer than two cards, you take the lowest-scoring card the Buy used (Crisis cards left out). These tie at {worth(takes[0]!.card)}: pick one.{' '}
        <RuleLink rule="tm.cards" />
      </p>
      <div class="bng-row">
        {takes.map((m) => (
          <button key={m.card} type="button" class="bng-btn" data-action="tm-buy-card" data-card={m.card} onClick={() => onPlay(m)}>
            Take {cardLabel(m.card, state.options.cardValues)}
          </button>
        ))}
      </div>
    </>
  );
}

/** The Reformist's step for these moves, if one applies: its name (for `data-tm-step`) and component. */
function reformistStep(types: ReadonlySet<string>): readonly [string, (props: Props) => preact.JSX.Element | null] | null {
  if (types.has('fixCrisis')) return ['fix', Fix];
  if (types.has('offerFixCard')) return ['offer', Offer];
  if (types.has('acceptFixOffers')) return ['accept', Accept];
  if (types.has('roundCard')) return ['round-card', RoundCard];
  if (types.has('takeBuyCard')) return ['buy-card', BuyCard];
  return null;
}

/** The step the game waits for from this person, if it is one of the Troublemakers'. */
export function TroublemakersStep(props: Props) {
  const types = new Set(props.moves.map((m) => m.type));
  // A hidden Revolutionary may Declare before anything else in the turn: that choice comes first.
  const picked = (types.has('declare') ? revolutionStep(types) : null) ?? reformistStep(types) ?? revolutionStep(types);
  if (!picked) return null;
  const [name, Step] = picked;
  // Keyed by the step and the seat, so a choice half made for one seat never carries over to the next.
  return (
    <section class="bng-puppet-step bng-tm-step" aria-labelledby="bng-tm-step-heading" data-tm-step={name}>
      <Step key={`${name}-${props.mover}`} {...props} />
    </section>
  );
}
