/**
 * Dispute mode, part two: outcomes the table saw happen. The next cards off the Draw deck, the
 * winner of the next tie settled at random (the Poorest Player; at Level 4 also the highest bid and
 * the richest for Tax Tyranny; with the Space Program a tie for the top Launch Score), and at
 * Level 2 the next die roll (the Panic!'s, the Puppet's, the Rocket's launch), the next set-aside
 * Crisis and the Panic! card are each one table move, `{ type: 'choose', seat: 'table', outcome }`,
 * so they are kept in the history and the share link. (The card a Draw or an Invest draws is chosen
 * in the move builder.)
 */
import { useState } from 'preact/hooks';
import {
  cardName,
  checkMove,
  crisesOf,
  panicInfo,
  panicOf,
  playerName,
  TABLE,
  type CardId,
  type ChosenOutcome,
  type GameState,
  type IllegalMove,
  type Move,
  type PanicId,
  type Viewer,
  isCardId,
  isPanicId,
} from '../../machine/index.ts';
import { cardLabel } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { CardSelect, Field, SeatSelect, type CardChoice } from '../form/fields.tsx';

/**
 * What the next die roll is for, in words. In a two-player game the die is above all the Puppet's:
 * it rolls straight after the last move of a person's turn (in the same move), so its roll is
 * chosen before that move; while its 6 waits to be nudged, the next roll is its second one.
 */
function rollLabel(state: GameState): string {
  // A launch under way (or being decided) rolls its die before anything else does.
  if (atLaunch(state)) return "Next die roll: the Rocket's launch (it escapes below the Launch Score aboard, never on a 6)";
  const space = state.modules.spaceProgram && !state.modules.spaceProgram.gone ? ", or the Rocket's launch" : '';
  if (state.options.puppets !== true) return space ? `Next die roll (the Panic!${space})` : 'Next die roll';
  const puppet = playerName(state, state.current + 1);
  const roll = state.modules.puppets?.roll;
  const panic = state.options.level >= 2 ? ' (or the Panic! die, if it comes first)' : '';
  if (roll?.stage === 'first') return `Next die roll: ${puppet}'s second die, where it Buys, if its 6 stands or a nudge makes one${panic}`;
  return `Next die roll: the Puppet's die, ${puppet}'s, rolled straight after the last move of this turn${panic}`;
}

/** Whether the game waits on a launch: the Space Cowboy's choice, boarding, or an answer to an invitation. */
const atLaunch = (state: GameState) => state.windows.some((w) => w.kind.startsWith('space.'));

/** The ties the next `pick` settles, in words. */
function tieLegend(state: GameState): string {
  if (atLaunch(state)) return 'Next tie settled at random: a tie for the top Launch Score (who boards first)';
  const space = state.modules.spaceProgram ? ', the top Launch Score' : '';
  return state.options.level >= 4
    ? `Next tie settled at random (the Poorest Player, the highest bid, the richest${space})`
    : space
      ? `Next tie settled at random (the Poorest Player${space})`
      : 'Next Poorest-Player tie';
}

interface Props {
  readonly state: GameState;
  readonly viewer: Viewer;
  readonly onPlay: (move: Move) => void;
}

export function OutcomesPanel({ state, viewer, onPlay }: Props) {
  const [pick, setPick] = useState<CardChoice>('');
  const [cards, setCards] = useState<readonly CardId[]>([]);
  const [seat, setSeat] = useState(0);
  const [roll, setRoll] = useState(1);
  const [crisis, setCrisis] = useState<CardChoice>('');
  const [panic, setPanic] = useState<PanicId | ''>('');
  const aside = crisesOf(state).aside;
  const crisisNow: CardChoice = crisis !== '' && aside.includes(crisis) ? crisis : (aside[0] ?? '');
  // Only the Panic! cards still face-down can be drawn; none once the Panic! has happened.
  const panicSlice = panicOf(state);
  const panics = panicSlice.deck;
  const panicNow: PanicId | '' = panic !== '' && panics.includes(panic) ? panic : (panics[0] ?? '');
  const queue = (kind: ChosenOutcome['kind']) => state.chosen[kind] ?? [];
  // The queues are a loose record (string | number): name a card or a Panic! card, else show the raw entry.
  const pending = [
    ...queue('roll').map((r) => `die roll ${r}`),
    ...(viewer === 'table' ? queue('crisis').map((c) => `Crisis ${isCardId(c) ? cardName(c) : String(c)}`) : []),
    ...(viewer === 'table' ? queue('panic').map((p) => `${isPanicId(p) ? panicInfo(p).name : String(p)} as the Panic! card`) : []),
  ];
  const [problem, setProblem] = useState<IllegalMove | null>(null);
  const inDeck = state.deck.filter((c) => !cards.includes(c));
  const pickNow: CardChoice = pick !== '' && inDeck.includes(pick) ? pick : (inDeck[0] ?? '');
  const listed = cards.filter((c) => state.deck.includes(c));
  // A chosen roll where the engine takes one (the Panic!, and the Puppet's roll in a two-player game).
  const rollOk = checkMove(state, { type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 1 } }) === null;
  const rollRow = (
    <div class="bng-builder-fields">
      <Field label={rollLabel(state)}>
        <select value={roll} onChange={(e) => setRoll(Number((e.currentTarget as HTMLSelectElement).value))} data-field="roll">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      <div class="bng-field">
        <span aria-hidden="true">&nbsp;</span>
        <button type="button" class="bng-btn" onClick={() => submit({ kind: 'roll', value: roll })} data-action="roll-set">
          Set the roll
        </button>
      </div>
    </div>
  );

  const submit = (outcome: ChosenOutcome) => {
    const move: Move = { type: 'choose', seat: TABLE, outcome };
    const p = checkMove(state, move);
    setProblem(p);
    if (!p) {
      onPlay(move);
      if (outcome.kind === 'draw') setCards([]);
    }
  };

  return (
    <div class="bng-outcomes">
      {viewer === 'table' ? (
        <fieldset class="bng-fieldset">
          <legend>Next cards off the Draw deck</legend>
          {state.modules.spaceProgram && !state.modules.spaceProgram.gone ? (
            <p class="bng-muted" data-space-draw-note>
              At a launch the Space Cowboy draws these first: each Crisis or Special Action card goes to the Discard pile without effect, and the first Resource card
              joins the envelope. <RuleLink rule="space.last-card" />
            </p>
          ) : null}
          <div class="bng-builder-fields">
            <CardSelect label="Card in the deck" cards={inDeck} value={pickNow} onChange={setPick} field="stack-card" values={state.options.cardValues} />
            <div class="bng-field">
              <span aria-hidden="true">&nbsp;</span>
              <button type="button" class="bng-btn" disabled={pickNow === ''} onClick={() => pickNow !== '' && setCards([...listed, pickNow])} data-action="stack-add">
                Add to the list
              </button>
            </div>
          </div>
          {listed.length > 0 ? (
            <ol class="bng-stack-list">
              {listed.map((c, i) => (
                <li key={c}>
                  {i + 1}. {cardLabel(c, state.options.cardValues)}{' '}
                  <button
                    type="button"
                    class="bng-btn bng-btn--small"
                    onClick={() => setCards(listed.filter((x) => x !== c))}
                    aria-label={`Remove ${cardLabel(c, state.options.cardValues)} from the list`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ol>
          ) : (
            <p class="bng-muted">No cards chosen yet.</p>
          )}
          <div class="bng-row">
            <button
              type="button"
              class="bng-btn bng-btn--primary"
              disabled={listed.length === 0}
              onClick={() => submit({ kind: 'draw', cards: listed })}
              data-action="stack-set"
            >
              These come off the deck next
            </button>
          </div>
        </fieldset>
      ) : (
        <p class="bng-muted">Switch to the table view to choose which cards come off the Draw deck.</p>
      )}
      <fieldset class="bng-fieldset">
        <legend>{tieLegend(state)}</legend>
        <div class="bng-builder-fields">
          <SeatSelect label="Wins the tie" state={state} value={seat < state.players.length ? seat : 0} onChange={setSeat} field="tie-seat" />
          <div class="bng-field">
            <span aria-hidden="true">&nbsp;</span>
            <button type="button" class="bng-btn" onClick={() => submit({ kind: 'pick', seat: seat < state.players.length ? seat : 0 })} data-action="tie-set">
              Set the tie-break
            </button>
          </div>
        </div>
      </fieldset>
      {state.options.level >= 2 ? (
        <fieldset class="bng-fieldset">
          <legend>Level 2: the next die roll, Crisis and Panic! card</legend>
          {rollOk ? rollRow : null}
          {viewer === 'table' && aside.length > 0 ? (
            <div class="bng-builder-fields">
              <Field label="Next Crisis drawn from those set aside">
                <select
                  value={crisisNow}
                  onChange={(e) => {
                    // Only a card is a choice here; any other value is ignored.
                    const c = (e.currentTarget as HTMLSelectElement).value;
                    if (isCardId(c)) setCrisis(c);
                  }}
                  data-field="crisis"
                >
                  {aside.map((c) => (
                    <option key={c} value={c}>
                      {cardName(c)}
                    </option>
                  ))}
                </select>
              </Field>
              <div class="bng-field">
                <span aria-hidden="true">&nbsp;</span>
                <button type="button" class="bng-btn" onClick={() => crisisNow !== '' && submit({ kind: 'crisis', card: crisisNow })} data-action="crisis-set">
                  Set the Crisis
                </button>
              </div>
            </div>
          ) : null}
          {viewer === 'table' && panics.length > 0 && !panicSlice.done ? (
            <div class="bng-builder-fields">
              <Field label="Panic! card drawn">
                <select
                  value={panicNow}
                  onChange={(e) => {
                    // Only a Panic! card is a choice here; any other value is ignored.
                    const p = (e.currentTarget as HTMLSelectElement).value;
                    if (isPanicId(p)) setPanic(p);
                  }}
                  data-field="panic"
                >
                  {panics.map((p) => (
                    <option key={p} value={p}>
                      {panicInfo(p).name}
                    </option>
                  ))}
                </select>
              </Field>
              <div class="bng-field">
                <span aria-hidden="true">&nbsp;</span>
                <button type="button" class="bng-btn" onClick={() => panicNow !== '' && submit({ kind: 'panic', panic: panicNow })} data-action="panic-set">
                  Set the Panic! card
                </button>
              </div>
            </div>
          ) : panicSlice.done ? (
            <p class="bng-muted">The Panic! has happened: its cards are out of the game.</p>
          ) : null}
          <p class="bng-muted" data-pending-outcomes={pending.length}>
            {pending.length === 0 ? 'No Level 2 outcome chosen yet.' : `Chosen and still to come: ${pending.join('; ')}.`}
          </p>
        </fieldset>
      ) : rollOk ? (
        <fieldset class="bng-fieldset">
          <legend>The Puppet's next die roll</legend>
          {rollRow}
          <p class="bng-muted" data-pending-outcomes={pending.length}>
            {pending.length === 0 ? 'No roll chosen yet.' : `Chosen and still to come: ${pending.join('; ')}.`}
          </p>
        </fieldset>
      ) : null}
      <div role="status" aria-live="polite" data-feedback="outcomes">
        {problem ? (
          <p class="bng-message bng-message--error">
            {problem.reason} <RuleLink rule={problem.rule} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
