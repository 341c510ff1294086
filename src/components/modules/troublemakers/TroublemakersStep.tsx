/**
 * The Troublemakers' decisions as clear steps, above the move builder: the Reformist's Fix (an
 * Activated Crisis, then up to two cards put forward face-down, with what they count), each
 * Billionaire's offer (a card face-down, or none), the Reformist's answer (a box per offer), the
 * Round card (draw it or not) and the card from a Buy (one of the tied lowest); the Revolutionary's
 * steps come from RevolutionStep.tsx (Declaring first, when it may be done). The Fix, the offer and
 * the answer are built in the engine's move form (`MoveForm`), which asks the engine and shows its
 * reason for a refused move; the other buttons play moves from the engine's legal moves. The result
 * of a Fix is shown under the move played; an offered card is named only where the view may see it.
 * Loaded by the builder only in a game with the Troublemakers.
 */
import { cardName, describeMove, playerName, rebelIcons, worthOf, type CardId, type GameState, type Seat, type Viewer } from '../../../machine/api.ts';
import { CRISIS_AGAINST, fixCount } from '../../../machine/modules/troublemakers/fix.ts';
import { REFORMIST_HAND } from '../../../machine/modules/troublemakers/round-card.ts';
import { capitalised as cap, cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { ofType, type StepProps } from '../stepProps.ts';
import { revolutionStep } from './RevolutionStep.tsx';

type Props = StepProps & {
  /** Whose eyes the page shows: an offered card is named only to its owner and the table view. */
  readonly viewer: Viewer;
};

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;
const named = (state: GameState, seat: Seat) => `${playerName(state, seat)} (seat ${seat + 1})`;

/** What cards put forward count now, as the engine counts a Fix: their points (a Suit Policy included), and how many are Crises, each 3 against. */
function countOf(state: GameState, picked: readonly CardId[]): string {
  if (picked.length === 0) return 'Nothing put forward: only the offers you accept can beat the draw.';
  const { points, crises } = fixCount(state, picked);
  const against =
    crises === 0 ? '' : `; ${crises === 1 ? 'a Crisis card counts' : `${crises} Crisis cards count`} ${CRISIS_AGAINST * crises} against you, and is then Activated`;
  return `Your cards count ${points} ${points === 1 ? 'point' : 'points'}${against}.`;
}

function Fix({ state, mover, form, viewer }: Props) {
  return (
    <>
      <h4 id="bng-tm-step-heading">Your Action: Fix a Crisis?</h4>
      <p>
        Choose an Activated Crisis and put forward up to two cards face-down. Each Billionaire, from your left, may then offer a card face-down; you accept or refuse each
        offer; then one card per printed Rebel icon is drawn against you. Strictly more points fixes it. You may Invest or Exchange instead (see the moves below).{' '}
        <RuleLink rule="tm.fix" />
      </p>
      <MoveForm
        {...form}
        mover={mover}
        types={['fixCrisis']}
        label="Fix a Crisis"
        preview={(m) =>
          m.type === 'fixCrisis' ? (
            <p aria-live="polite">
              <strong data-fix-move>{describeMove(state, m, viewer)}</strong>: {cards(rebelIcons(m.crisis))} drawn against you.{' '}
              <span data-fix-count>{countOf(state, m.cards)}</span>
            </p>
          ) : null
        }
      />
    </>
  );
}

/** The Fix under way as the state holds it (a step is shown only where the seat may decide, and says only what that seat may know). */
const fixOf = (state: GameState) => state.modules.troublemakers?.fix ?? null;

function Offer({ state, mover, form }: Props) {
  const fix = fixOf(state);
  if (!fix) return null;
  const reformist = state.options.troublemaker!;
  const earlier = fix.offers.filter((o) => o.seat !== mover);
  return (
    <>
      <h4 id="bng-tm-step-heading">
        Help the Fix? {cap(named(state, reformist))} is Fixing {cardName(fix.crisis)}
      </h4>
      <p>
        They put forward {fix.committed.length === 0 ? 'no cards' : `${cards(fix.committed.length)} face-down`}; {cards(rebelIcons(fix.crisis))} will be drawn against
        them. Offer one card face-down, or none: the Reformist sees that you offered, not what, and a refused card comes back to you unseen. A Crisis card counts{' '}
        {CRISIS_AGAINST} against the Fix. <RuleLink rule="tm.fix" />
      </p>
      {earlier.length > 0 ? (
        <p data-fix-earlier>So far: {earlier.map((o) => `${named(state, o.seat)} ${o.card === null ? 'offered no card' : 'offered a card'}`).join('; ')}.</p>
      ) : null}
      <MoveForm {...form} mover={mover} types={['offerFixCard']} label="Offer a card" />
    </>
  );
}

function Accept({ state, mover, form, viewer }: Props) {
  const fix = fixOf(state);
  if (!fix) return null;
  const declined = fix.offers.filter((o) => o.card === null).map((o) => named(state, o.seat));
  // The table view sees every offered card; the Reformist's own view never does.
  const seen = viewer === 'table' ? fix.offers.flatMap((o) => (o.card === null ? [] : [`${named(state, o.seat)}: ${cardLabel(o.card, state.options.cardValues)}`])) : [];
  return (
    <>
      <h4 id="bng-tm-step-heading">Your Fix of {cardName(fix.crisis)}: accept or refuse each offer</h4>
      <p>
        You see who offered, not what. Tick the offers you accept; refused cards go back to their owners unseen. Then {cards(rebelIcons(fix.crisis))} will be drawn
        against your {cards(fix.committed.length)} and the offers you accept. The draw and the count follow at once: they show under the move played.{' '}
        <RuleLink rule="tm.fix" />
      </p>
      {declined.length > 0 ? <p class="bng-muted">Offered no card: {declined.join('; ')}.</p> : null}
      {seen.length > 0 ? <p class="bng-muted">The cards offered, seen from the table view: {seen.join('; ')}.</p> : null}
      <MoveForm
        {...form}
        mover={mover}
        types={['acceptFixOffers']}
        label="Accept or refuse the offers"
        preview={(m) => <p data-accept-move>{describeMove(state, m, viewer)}</p>}
      />
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
