/**
 * The three Revolution cards that reach into the Markets, as clear steps for their player (shown by
 * RevolutionStep): Boycott (the drawn cards ticked, each given an open Market; those left out go to
 * the Discard pile) and Comrade on the Inside (one picked-up card moved to another Market, or none),
 * both built in the engine's move form (`MoveForm`), and Sabotage! (the gathered cards laid out
 * again, a row per open Market, as the player likes). The move form offers only the listed layouts
 * of Sabotage! (its rows of cards are no field a form can pick), so that step builds the move from
 * its own slots and asks the engine (`checkMove`) before playing it: a bad layout gets the engine's
 * reason here, never a crash. The hidden cards come from the engine's view and domains for this
 * viewer, so they are named only to the card's player and the table view.
 */
import { useState } from 'preact/hooks';
import { checkMove, describeMove, MARKET_NAMES, openMarkets, viewOf, type CardId, type IllegalMove, type Move, type Viewer } from '../../../machine/api.ts';
import { cardLabel } from '../../shared/format.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { Field } from '../../form/fields.tsx';
import { MoveForm } from '../../form/MoveForm.tsx';
import { ofType, type StepProps } from '../stepProps.ts';

type Props = StepProps & { readonly viewer: Viewer };

/** The select value that leaves a Sabotage! slot empty. */
const NONE = '';

const cards = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** The Revolution card under way, as this viewer may see it. */
const resolvingSeen = (props: Props) => viewOf(props.state, props.viewer).modules.troublemakers?.resolving ?? null;

/** Asks the engine first, so a refused move is explained at the step; a legal one is played as the other steps play theirs. */
function useChecked(props: Props): { refused: IllegalMove | null; tryMove: (move: Move) => void } {
  const [refused, setRefused] = useState<IllegalMove | null>(null);
  const tryMove = (move: Move) => {
    const problem = checkMove(props.state, move);
    setRefused(problem);
    if (!problem) props.onPlay(move);
  };
  return { refused, tryMove };
}

/** The engine's answer to a refused move, read out where the confirm button is. */
function Refusal({ refused }: { readonly refused: IllegalMove | null }) {
  return (
    <div role="status" aria-live="polite" data-feedback="tm-market-step">
      {refused ? (
        <p class="bng-message bng-message--error">
          <strong>Not allowed:</strong> {refused.reason} <RuleLink rule={refused.rule} />
        </p>
      ) : null}
    </div>
  );
}

/** A list's entries with one set to a value; if another entry held it already, that one takes the old value (a swap), so no value is held twice. */
function swapped<T>(list: readonly T[], i: number, value: T, free: T): T[] {
  const next = [...list];
  const old = next[i]!;
  const j = value === free ? -1 : next.findIndex((v, k) => k !== i && v === value);
  if (j >= 0) next[j] = old;
  next[i] = value;
  return next;
}

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
  const { state, mover, moves } = props;
  const r = resolvingSeen(props);
  const open = openMarkets(state);
  const gathered = r?.kind === 'sabotage' ? (r.cards ?? []) : [];
  const each = open.length === 0 ? 0 : Math.floor(gathered.length / open.length);
  // The slots, row after row (Market by Market in MARKETS order, which openMarkets keeps); '' is an empty slot.
  const [slots, setSlots] = useState<readonly (CardId | typeof NONE)[]>(() => Array.from({ length: open.length * each }, () => NONE));
  const { refused, tryMove } = useChecked(props);
  const [said, setSaid] = useState('');
  if (r?.kind !== 'sabotage') return null;
  const name = (c: CardId) => cardLabel(c, state.options.cardValues);
  const slotName = (k: number) => `${MARKET_NAMES[open[Math.floor(k / each)]!]} ${k % each === 0 ? 'face-up' : `face-down ${k % each}`}`;
  const rows = open.map((_, i) => slots.slice(i * each, (i + 1) * each).filter((c): c is CardId => c !== NONE));
  const move: Move = { type: 'arrangeMarkets', seat: mover, rows };
  const leftovers = gathered.filter((c) => !slots.includes(c));
  const listed = ofType(moves, 'arrangeMarkets')[0];
  const choose = (k: number, value: CardId | typeof NONE) => {
    const next = swapped(slots, k, value, NONE);
    const moved = next.findIndex((c, j) => j !== k && c !== slots[j]);
    setSlots(next);
    setSaid(
      value === NONE
        ? `${slotName(k)} emptied.`
        : `${name(value)} in ${slotName(k)}${moved >= 0 ? `; ${slots[k] ? `${name(slots[k] as CardId)} moves to ${slotName(moved)}` : `${slotName(moved)} is now empty`}` : ''}.`,
    );
  };
  const dealListed = () => {
    if (!listed) return;
    setSlots(listed.rows.flatMap((row) => Array.from({ length: each }, (_, i) => row[i] ?? NONE)));
    setSaid('The first listed layout is filled in.');
  };
  return (
    <>
      <h4 id="bng-tm-step-heading">Sabotage!: deal the open Markets out again</h4>
      <p>
        The {open.length} open Markets' {cards(gathered.length)} are gathered, face-down ones included, seen by you alone. Each open Market gets {cards(each)} back, in a
        row you fill: its first card goes face-up, the others face-down. Cards left out go to the Discard pile. Picking a card already placed swaps the two slots.{' '}
        <RuleLink rule="rev.sabotage" />
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn" data-action="tm-sabotage-listed" disabled={!listed} onClick={dealListed}>
          Deal as listed
        </button>
        <button
          type="button"
          class="bng-btn"
          data-action="tm-sabotage-clear"
          onClick={() => {
            setSlots(slots.map(() => NONE));
            setSaid('Every slot emptied.');
          }}
        >
          Empty every slot
        </button>
      </div>
      {open.map((m, i) => (
        <fieldset key={m} class="bng-fieldset" data-sabotage-row={m}>
          <legend>
            {MARKET_NAMES[m]} Market ({cards(each)})
          </legend>
          {each === 0 ? (
            <p class="bng-muted">Too few cards for every open Market: this one gets none.</p>
          ) : (
            <div class="bng-builder-fields">
              {Array.from({ length: each }, (_, j) => {
                const k = i * each + j;
                return (
                  <Field key={k} label={j === 0 ? 'Face-up card' : `Face-down card ${j}`}>
                    <select
                      value={slots[k] ?? NONE}
                      onChange={(e) => choose(k, (e.currentTarget as HTMLSelectElement).value as CardId | typeof NONE)}
                      data-sabotage-slot={`${m}-${j}`}
                    >
                      <option value={NONE}>Empty</option>
                      {gathered.map((c) => {
                        const at = slots.indexOf(c);
                        return (
                          <option key={c} value={c}>
                            {name(c)}
                            {at >= 0 && at !== k ? ` (now ${slotName(at)})` : ''}
                          </option>
                        );
                      })}
                    </select>
                  </Field>
                );
              })}
            </div>
          )}
        </fieldset>
      ))}
      <p data-sabotage-leftovers>
        To the Discard pile: {leftovers.length === 0 ? 'nothing' : leftovers.map(name).join(', ')}
        {leftovers.length > gathered.length - open.length * each ? ` (fill the empty slots: only ${gathered.length - open.length * each} may be left out)` : ''}.
      </p>
      <p aria-live="polite" data-sabotage-said>
        {said}
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" data-action="tm-sabotage" onClick={() => tryMove(move)}>
          Confirm this layout
        </button>
      </div>
      <Refusal refused={refused} />
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
