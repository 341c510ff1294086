/**
 * The three Revolution cards that reach into the Markets, as steps built in the engine's move form:
 * Boycott (drawn cards ticked, each given an open Market), Comrade on the Inside (one picked-up card
 * moved to another Market, or none) and Sabotage! (the gathered cards dealt out again). The hidden
 * cards come from the engine's view for this viewer: only the card's player and the table see them.
 */
import { describeMove, MARKET_NAMES, openMarkets, viewOf, type GameState, type Viewer } from '../../../machine/api.ts';
import { MoveForm } from '../../form/MoveForm.tsx';
import { StepIntro, type StepProps, type Steps } from '../StepParts.tsx';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The Revolution card under way, as this viewer may see it. */
const resolvingSeen = (state: GameState, viewer: Viewer) => viewOf(state, viewer).modules.troublemakers?.resolving ?? null;

function Boycott({ state, mover, form, viewer }: StepProps) {
  const r = resolvingSeen(state, viewer);
  const open = openMarkets(state);
  const drawn = r?.kind === 'boycott' ? (r.cards ?? []) : [];
  if (drawn.length === 0) return null;
  const leftovers = drawn.length > open.length;
  return (
    <>
      <StepIntro title="Boycott: place the cards you drew face-down" rule="rev.boycott">
        You drew {cards(drawn.length)}, seen by you alone. Tick the cards to place, then give each a different open Market, face-down
        {leftovers ? `; with only ${open.length} open, ${cards(drawn.length - open.length)} go to the Discard pile` : ''}. A card left unticked goes to the Discard pile.
      </StepIntro>
      <MoveForm
        {...form}
        mover={mover}
        types={['placeBoycott']}
        label="Place the Boycott cards"
        preview={(m) => <p data-boycott-move>{describeMove(state, m, form.viewer)}</p>}
      />
    </>
  );
}

function Comrade({ state, mover, form, viewer }: StepProps) {
  const r = resolvingSeen(state, viewer);
  if (r?.kind !== 'comrade') return null;
  return (
    <>
      <StepIntro title={`Comrade on the Inside: move one card from the ${MARKET_NAMES[r.market]} Market?`} rule="rev.comrade">
        You picked up the {MARKET_NAMES[r.market]} Market's {cards((r.cards ?? []).length)} face-down, seen by you alone. You may move one of them face-down to another
        open Market, or move none; the rest go back.
      </StepIntro>
      <MoveForm {...form} mover={mover} types={['moveComradeCard']} label="Move a card" preview={(m) => <p data-comrade-move>{describeMove(state, m, form.viewer)}</p>} />
    </>
  );
}

function Sabotage({ state, mover, form, viewer }: StepProps) {
  const r = resolvingSeen(state, viewer);
  if (r?.kind !== 'sabotage') return null;
  const open = openMarkets(state);
  const gathered = r.cards ?? [];
  const each = open.length === 0 ? 0 : Math.floor(gathered.length / open.length);
  return (
    <>
      <StepIntro title="Sabotage!: deal the open Markets out again" rule="rev.sabotage">
        The {open.length} open Markets' {cards(gathered.length)} are gathered, face-down ones included, seen by you alone. Each open Market gets {cards(each)} back, in a
        row you fill: its first card goes face-up, the others face-down. Cards left out go to the Discard pile.
      </StepIntro>
      <MoveForm {...form} mover={mover} types={['arrangeMarkets']} label="Deal the open Markets out again" />
    </>
  );
}

/** The steps for these three cards' answers, by their `data-tm-step` names. */
export const MARKET_STEPS: Steps = [
  ['placeBoycott', 'boycott', Boycott],
  ['moveComradeCard', 'comrade', Comrade],
  ['arrangeMarkets', 'sabotage', Sabotage],
];
