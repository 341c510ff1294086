/**
 * The Troublemakers' decisions as clear steps: the Reformist's Fix (an Activated Crisis and up to
 * two cards put forward face-down, with what they count), each Billionaire's offer (a card
 * face-down, or none), the Reformist's answer (a box per offer), the Round card and the card from a
 * Buy; the Revolutionary's steps come from RevolutionStep.tsx. The result of a Fix shows under the
 * move played; an offered card is named only where the view may see it.
 */
import { describeMove, playerName, worthOf, type CardId, type GameState, type Seat, cardsOf } from '../../../machine/api.ts';
import { CRISIS_AGAINST, fixCount } from '../../../machine/modules/troublemakers/fix.ts';
import { REFORMIST_HAND } from '../../../machine/modules/troublemakers/round-card.ts';
import { capitalised as cap, cardLabel } from '../../shared/format.ts';
import { MoveForm } from '../../form/MoveForm.tsx';
import { ofType, PlayButton, stepPanel, StepIntro, type StepProps } from '../StepParts.tsx';
import { Declare, REVOLUTION_STEPS } from './RevolutionStep.tsx';

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

function Fix({ state, mover, form, viewer }: StepProps) {
  return (
    <>
      <StepIntro title="Your Action: Fix a Crisis?" rule="tm.fix">
        Choose an Activated Crisis and put forward up to two cards face-down. Each Billionaire, from your left, may then offer a card face-down; you accept or refuse each
        offer; then one card per printed Rebel icon is drawn against you. Strictly more points fixes it. You may Invest or Exchange instead (see the moves below).
      </StepIntro>
      <MoveForm
        {...form}
        mover={mover}
        types={['fixCrisis']}
        label="Fix a Crisis"
        preview={(m) =>
          m.type === 'fixCrisis' ? (
            <p aria-live="polite">
              <strong data-fix-move>{describeMove(state, m, viewer)}</strong>: {cards(cardsOf(state).rebels(m.crisis))} drawn against you.{' '}
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

function Offer({ state, mover, form }: StepProps) {
  const fix = fixOf(state);
  if (!fix) return null;
  const reformist = state.options.troublemaker!;
  const earlier = fix.offers.filter((o) => o.seat !== mover);
  return (
    <>
      <StepIntro title={`Help the Fix? ${cap(named(state, reformist))} is Fixing ${cardsOf(state).cardName(fix.crisis)}`} rule="tm.fix">
        They put forward {fix.committed.length === 0 ? 'no cards' : `${cards(fix.committed.length)} face-down`}; {cards(cardsOf(state).rebels(fix.crisis))} will be drawn
        against them. Offer one card face-down, or none: the Reformist sees that you offered, not what, and a refused card comes back to you unseen. A Crisis card counts{' '}
        {CRISIS_AGAINST} against the Fix.
      </StepIntro>
      {earlier.length > 0 ? (
        <p data-fix-earlier>So far: {earlier.map((o) => `${named(state, o.seat)} ${o.card === null ? 'offered no card' : 'offered a card'}`).join('; ')}.</p>
      ) : null}
      <MoveForm {...form} mover={mover} types={['offerFixCard']} label="Offer a card" />
    </>
  );
}

function Accept({ state, mover, form, viewer }: StepProps) {
  const fix = fixOf(state);
  if (!fix) return null;
  const declined = fix.offers.filter((o) => o.card === null).map((o) => named(state, o.seat));
  // The table view sees every offered card; the Reformist's own view never does.
  const seen = viewer === 'table' ? fix.offers.flatMap((o) => (o.card === null ? [] : [`${named(state, o.seat)}: ${cardLabel(o.card, cardsOf(state))}`])) : [];
  return (
    <>
      <StepIntro title={`Your Fix of ${cardsOf(state).cardName(fix.crisis)}: accept or refuse each offer`} rule="tm.fix">
        You see who offered, not what. Tick the offers you accept; refused cards go back to their owners unseen. Then {cards(cardsOf(state).rebels(fix.crisis))} will be
        drawn against your {cards(fix.committed.length)} and the offers you accept. The draw and the count follow at once: they show under the move played.
      </StepIntro>
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

function RoundCard({ state, mover, moves, onPlay }: StepProps) {
  const [draw, skip] = [true, false].map((take) => ofType(moves, 'roundCard').find((m) => m.take === take));
  const held = state.players[mover]?.hand.length ?? 0;
  return (
    <>
      <StepIntro title="Start of the Round: the Reformist's card" rule="tm.cards">
        You hold {held} of {REFORMIST_HAND} cards, so you may draw one card from the Draw deck ({cards(state.deck.length)} left), or not. You never draw at the start of a
        turn.
      </StepIntro>
      <div class="bng-row">
        <PlayButton move={draw} onPlay={onPlay} primary data-action="tm-round-draw">
          Draw the Round card
        </PlayButton>
        <PlayButton move={skip} onPlay={onPlay} data-action="tm-round-skip">
          Draw no card this Round
        </PlayButton>
      </div>
    </>
  );
}

function BuyCard({ state, moves, onPlay }: StepProps) {
  const takes = ofType(moves, 'takeBuyCard');
  return (
    <>
      <StepIntro title="The Reformist's card from the Buy" rule="tm.cards">
        Holding fewer than two cards, you take the lowest-scoring card the Buy used (Crisis cards left out). These tie at {worthOf(state)(takes[0]!.card)}: pick one.
      </StepIntro>
      <div class="bng-row">
        {takes.map((m) => (
          <PlayButton key={m.card} move={m} onPlay={onPlay} data-action="tm-buy-card" data-card={m.card}>
            Take {cardLabel(m.card, cardsOf(state))}
          </PlayButton>
        ))}
      </div>
    </>
  );
}

/** The step the game waits for from this person, if it is one of the Troublemakers' (Declaring first: a hidden Revolutionary may do it before anything else in the turn). */
export const TroublemakersStep = stepPanel('tm', [
  ['declare', 'declare', Declare],
  ['fixCrisis', 'fix', Fix],
  ['offerFixCard', 'offer', Offer],
  ['acceptFixOffers', 'accept', Accept],
  ['roundCard', 'round-card', RoundCard],
  ['takeBuyCard', 'buy-card', BuyCard],
  ...REVOLUTION_STEPS,
]);
