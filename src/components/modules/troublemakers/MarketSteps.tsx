/**
 * The three Revolution cards that reach into the Markets, as clear steps for their player (shown by
 * RevolutionStep), each built in the engine's move form (`MoveForm`): Boycott (the drawn cards
 * ticked, each given an open Market; those left out go to the Discard pile), Comrade on the Inside
 * (one picked-up card moved to another Market, or none) and Sabotage! (the gathered cards laid out
 * again in a row of slots per open Market, as the player likes). The hidden cards come from the
 * engine's view and domains for this viewer, so they are named only to the card's player and the
 * table view.
 */
import { describeMove, MARKET_NAMES, openMarkets, viewOf, type Viewer } from '../../../machine/api.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import type { StepProps } from '../stepProps.ts';

type Props = StepProps & { readonly viewer: Viewer };

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The Revolution card under way, as this viewer may see it. */
const resolvingSeen = (props: Props) => viewOf(props.state, props.viewer).modules.troublemakers?.resolving ?? null;

function Boycott(props: Props) {
  const { state, mover, form } = props;
  const r = resolvingSeen(props);
  const open = openMarkets(state);
  const drawn = r?.kind === 'boycott' ? (r.cards ?? []) : [];
  if (drawn.length === 0) return null;
  const leftovers = drawn.length > open.length;
  return (
    <>
      <h4 id="bng-tm-step-heading">Boycott: place the cards you drew face-down</h4>
      <p>
        You drew {cards(drawn.length)}, seen by you alone. Tick the cards to place, then give each a different open Market, face-down
        {leftovers ? `; with only ${open.length} open, ${cards(drawn.length - open.length)} go to the Discard pile` : ''}. A card left unticked goes to the Discard pile.{' '}
        <RuleLink rule="rev.boycott" />
      </p>
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

function Comrade(props: Props) {
  const { state, mover, form } = props;
  const r = resolvingSeen(props);
  if (r?.kind !== 'comrade') return null;
  return (
    <>
      <h4 id="bng-tm-step-heading">Comrade on the Inside: move one card from the {MARKET_NAMES[r.market]} Market?</h4>
      <p>
        You picked up the {MARKET_NAMES[r.market]} Market's {cards((r.cards ?? []).length)} face-down, seen by you alone. You may move one of them face-down to another
        open Market, or move none; the rest go back. <RuleLink rule="rev.comrade" />
      </p>
      <MoveForm {...form} mover={mover} types={['moveComradeCard']} label="Move a card" preview={(m) => <p data-comrade-move>{describeMove(state, m, form.viewer)}</p>} />
    </>
  );
}

function Sabotage(props: Props) {
  const { state, mover, form } = props;
  const r = resolvingSeen(props);
  if (r?.kind !== 'sabotage') return null;
  const open = openMarkets(state);
  const gathered = r.cards ?? [];
  const each = open.length === 0 ? 0 : Math.floor(gathered.length / open.length);
  return (
    <>
      <h4 id="bng-tm-step-heading">Sabotage!: deal the open Markets out again</h4>
      <p>
        The {open.length} open Markets' {cards(gathered.length)} are gathered, face-down ones included, seen by you alone. Each open Market gets {cards(each)} back, in a
        row you fill: its first card goes face-up, the others face-down. Cards left out go to the Discard pile. <RuleLink rule="rev.sabotage" />
      </p>
      <MoveForm {...form} mover={mover} types={['arrangeMarkets']} label="Deal the open Markets out again" />
    </>
  );
}

/** The step for one of these three cards' answers, if the moves ask for one: its name (for `data-tm-step`) and component. */
export function marketStep(types: ReadonlySet<string>): readonly [string, (props: Props) => preact.JSX.Element | null] | null {
  if (types.has('placeBoycott')) return ['boycott', Boycott];
  if (types.has('moveComradeCard')) return ['comrade', Comrade];
  if (types.has('arrangeMarkets')) return ['sabotage', Sabotage];
  return null;
}
