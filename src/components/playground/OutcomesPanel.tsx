/**
 * Dispute mode: outcomes the table saw happen, fixed before they come (the next cards off the Draw
 * deck, who wins the next tie settled at random, the next die roll, the next set-aside Crisis, the
 * Panic! card). Each is one table move, `choose`, kept in the history and the share link; its form
 * is the engine's (`modules/table/form.ts`), drawn by the move form like any other move. (The card
 * a Draw or an Invest draws is chosen in that move's own form.)
 */
import { cardsOf, isCardId, isPanicId, panicOf, type ChosenOutcome, type GameState, type Move, type Viewer } from '../../machine/index.ts';
import { MoveForm } from '../form/MoveForm.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';

interface Props {
  readonly state: GameState;
  readonly viewer: Viewer;
  readonly onPlay: (move: Move) => void;
}

const CHOOSE = ['choose'] as const;

/** The outcomes chosen and not yet come, in words; the face-down ones only in the table view. */
function pending(state: GameState, viewer: Viewer): string[] {
  const queue = (kind: ChosenOutcome['kind']) => state.chosen[kind] ?? [];
  // The queues are a loose record (string | number): name a card or a Panic! card, else show the raw entry.
  const card = (c: string | number) => (isCardId(c) ? cardsOf(state).cardName(c) : String(c));
  const rolls = queue('roll').map((r) => `die roll ${r}`);
  if (viewer !== 'table') return rolls;
  const deck = queue('draw');
  return [
    ...(deck.length > 0 ? [`off the deck ${deck.map(card).join(', then ')}`] : []),
    ...rolls,
    ...queue('crisis').map((c) => `Crisis ${card(c)}`),
    ...queue('panic').map((p) => `${isPanicId(p) ? cardsOf(state).panicName(p) : String(p)} as the Panic! card`),
  ];
}

export function OutcomesPanel({ state, viewer, onPlay }: Props) {
  const waiting = pending(state, viewer);
  const space = state.modules.spaceProgram && !state.modules.spaceProgram.gone;
  return (
    <div class="bng-outcomes">
      {viewer !== 'table' ? <p class="bng-muted">Switch to the table view to choose the cards off the Draw deck, a set-aside Crisis or the Panic! card.</p> : null}
      {space && viewer === 'table' ? (
        <p class="bng-muted" data-space-draw-note>
          At a launch the Space Cowboy draws the chosen cards first: each Crisis or Special Action card goes to the Discard pile without effect, and the first Resource
          card joins the envelope. <RuleLink rule="space.last-card" />
        </p>
      ) : null}
      {state.options.level >= 2 && panicOf(state).done ? <p class="bng-muted">The Panic! has happened: its cards are out of the game.</p> : null}
      <MoveForm state={state} viewer={viewer} deciders={[]} legal={[]} onPlay={onPlay} rulingLink={null} types={CHOOSE} label="Choose an outcome" />
      <p class="bng-muted" data-pending-outcomes={waiting.length}>
        {waiting.length === 0 ? 'No outcome chosen yet.' : `Chosen and still to come: ${waiting.join('; ')}.`}
      </p>
    </div>
  );
}
