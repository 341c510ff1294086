/**
 * Dispute mode, part two: outcomes the table saw happen. The next cards off the Draw deck, the
 * winner of the next tie settled at random (the Poorest Player; at Level 4 also the highest bid and
 * the richest for Tax Tyranny; with the Space Program a tie for the top Launch Score), and at
 * Level 2 the next die roll (the Panic!'s, the Puppet's, the Rocket's launch), the next set-aside
 * Crisis and the Panic! card are each one table move, `{ type: 'choose', seat: 'table', outcome }`,
 * so they are kept in the history and the share link. (The card a Draw or an Invest draws is chosen
 * in the move builder.)
 */
import type { ComponentChildren } from 'preact';
import { cardName, panicInfo, playerName, type GameState, type Move, type Viewer, isCardId, isPanicId } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { ButtonField, Field, SeatSelect, valueOf } from '../form/fields.tsx';
import { DrawDeckChoice } from './DrawDeckChoice.tsx';
import { useOutcomeChoices } from './useOutcomeChoices.ts';

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

/** One outcome picked from a list (`options`: each value and its text) and set with its button. */
function OutcomeRow(props: {
  readonly label: string;
  readonly field: string;
  readonly value: string | number;
  readonly options: readonly (readonly [value: string | number, text: string])[];
  readonly onChange: (value: string) => void;
  readonly action: string;
  readonly onSet: () => void;
  readonly children: ComponentChildren;
}) {
  const { label, field, value, options, onChange, action, onSet, children } = props;
  return (
    <div class="bng-builder-fields">
      <Field label={label}>
        <select value={value} onChange={(e) => onChange(valueOf(e))} data-field={field}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      </Field>
      <ButtonField onClick={onSet} action={action}>
        {children}
      </ButtonField>
    </div>
  );
}

/** The outcomes chosen and still to come, or `none` when there are none. */
function Pending({ pending, none }: { readonly pending: readonly string[]; readonly none: string }) {
  return (
    <p class="bng-muted" data-pending-outcomes={pending.length}>
      {pending.length === 0 ? none : `Chosen and still to come: ${pending.join('; ')}.`}
    </p>
  );
}

const ROLLS = [1, 2, 3, 4, 5, 6].map((n) => [n, String(n)] as const);

export function OutcomesPanel({ state, viewer, onPlay }: Props) {
  const o = useOutcomeChoices(state, viewer, onPlay);
  const { submit } = o;
  const rollRow = (
    <OutcomeRow
      label={rollLabel(state)}
      field="roll"
      value={o.roll}
      options={ROLLS}
      onChange={(v) => o.setRoll(Number(v))}
      action="roll-set"
      onSet={() => submit({ kind: 'roll', value: o.roll })}
    >
      Set the roll
    </OutcomeRow>
  );

  return (
    <div class="bng-outcomes">
      {viewer === 'table' ? (
        <DrawDeckChoice
          state={state}
          inDeck={o.draw.inDeck}
          pickNow={o.draw.pickNow}
          onPick={o.draw.setPick}
          listed={o.draw.listed}
          onList={o.draw.setCards}
          onSet={() => submit({ kind: 'draw', cards: o.draw.listed })}
        />
      ) : (
        <p class="bng-muted">Switch to the table view to choose which cards come off the Draw deck.</p>
      )}
      <fieldset class="bng-fieldset">
        <legend>{tieLegend(state)}</legend>
        <div class="bng-builder-fields">
          <SeatSelect label="Wins the tie" state={state} value={o.tieSeat} onChange={o.setSeat} field="tie-seat" />
          <ButtonField onClick={() => submit({ kind: 'pick', seat: o.tieSeat })} action="tie-set">
            Set the tie-break
          </ButtonField>
        </div>
      </fieldset>
      {state.options.level >= 2 ? (
        <fieldset class="bng-fieldset">
          <legend>Level 2: the next die roll, Crisis and Panic! card</legend>
          {o.rollOk ? rollRow : null}
          {viewer === 'table' && o.aside.length > 0 ? (
            <OutcomeRow
              label="Next Crisis drawn from those set aside"
              field="crisis"
              value={o.crisisNow}
              options={o.aside.map((c) => [c, cardName(c)] as const)}
              // Only a card is a choice here; any other value is ignored.
              onChange={(c) => isCardId(c) && o.setCrisis(c)}
              action="crisis-set"
              onSet={() => o.crisisNow !== '' && submit({ kind: 'crisis', card: o.crisisNow })}
            >
              Set the Crisis
            </OutcomeRow>
          ) : null}
          {viewer === 'table' && o.panics.length > 0 && !o.panicDone ? (
            <OutcomeRow
              label="Panic! card drawn"
              field="panic"
              value={o.panicNow}
              options={o.panics.map((p) => [p, panicInfo(p).name] as const)}
              // Only a Panic! card is a choice here; any other value is ignored.
              onChange={(p) => isPanicId(p) && o.setPanic(p)}
              action="panic-set"
              onSet={() => o.panicNow !== '' && submit({ kind: 'panic', panic: o.panicNow })}
            >
              Set the Panic! card
            </OutcomeRow>
          ) : o.panicDone ? (
            <p class="bng-muted">The Panic! has happened: its cards are out of the game.</p>
          ) : null}
          <Pending pending={o.pending} none="No Level 2 outcome chosen yet." />
        </fieldset>
      ) : o.rollOk ? (
        <fieldset class="bng-fieldset">
          <legend>The Puppet's next die roll</legend>
          {rollRow}
          <Pending pending={o.pending} none="No roll chosen yet." />
        </fieldset>
      ) : null}
      <div role="status" aria-live="polite" data-feedback="outcomes">
        {o.problem ? (
          <p class="bng-message bng-message--error">
            {o.problem.reason} <RuleLink rule={o.problem.rule} />
          </p>
        ) : null}
      </div>
    </div>
  );
}
