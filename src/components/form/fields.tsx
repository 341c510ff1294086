/** Small labelled form controls for the editors and the step panels: a labelled field, a button beside fields, a card, a seat. */
import type { ComponentChildren } from 'preact';
import { type CardId, type CardValues, type GameState, isCardId } from '../../machine/api.ts';
import { cardLabel, seatLabel } from '../shared/format.ts';

export function Field({ label, children }: { readonly label: string; readonly children: ComponentChildren }) {
  return (
    <label class="bng-field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/** A button in a row of fields, lined up with their controls (under an empty label). */
export function ButtonField({
  action,
  disabled,
  onClick,
  children,
}: {
  readonly action: string;
  readonly disabled?: boolean;
  readonly onClick: () => void;
  readonly children: ComponentChildren;
}) {
  return (
    <div class="bng-field">
      <span aria-hidden="true">&nbsp;</span>
      <button type="button" class="bng-btn" disabled={disabled} onClick={onClick} data-action={action}>
        {children}
      </button>
    </div>
  );
}

/** The value of the select (or input) an event came from. */
export const valueOf = (e: Event) => (e.currentTarget as HTMLSelectElement | HTMLInputElement).value;
/** Whether the checkbox an event came from is ticked. */
export const checkedOf = (e: Event) => (e.currentTarget as HTMLInputElement).checked;

/**
 * A seat chosen from a list (every seat unless `seats` says which). With `none`, a first option
 * with that label stands for no seat (`null`).
 */
export function SeatSelect({
  label,
  state,
  value: v,
  onChange,
  field = 'seat',
  seats,
  none,
}: {
  readonly label: string;
  readonly state: GameState;
  readonly value: number | null;
  readonly onChange: (seat: number) => void;
  readonly field?: string;
  readonly seats?: readonly number[];
  readonly none?: { readonly label: string; readonly onNone: () => void };
}) {
  const names = state.players.map((q) => q.billionaire);
  return (
    <Field label={label}>
      <select
        value={v === null ? '' : v}
        onChange={(e) => {
          const chosen = valueOf(e);
          if (chosen === '' && none) none.onNone();
          else onChange(Number(chosen));
        }}
        data-field={field}
      >
        {none ? <option value="">{none.label}</option> : null}
        {(seats ?? state.players.map((_, i) => i)).map((i) => (
          <option key={i} value={i}>
            {seatLabel(names, i)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A card, or '' for the empty choice (`none`). */
export type CardChoice = CardId | '';

/** The card a select's text names, '' for the empty choice, or null for anything else (ignored). */
function cardChoice(text: string): CardChoice | null {
  return text === '' || isCardId(text) ? text : null;
}

export function CardSelect({
  label,
  cards,
  value: v,
  onChange,
  none,
  field = 'card',
  values,
}: {
  readonly label: string;
  readonly cards: readonly CardId[];
  readonly value: CardChoice;
  readonly onChange: (card: CardChoice) => void;
  readonly none?: string;
  readonly field?: string;
  /** The game's own card values, so each card is listed at the value the table gave it. */
  readonly values?: CardValues;
}) {
  const pick = (e: Event) => {
    // The options are cards (and '' for `none`); a value that is neither is not a choice: ignore it.
    const c = cardChoice(valueOf(e));
    if (c !== null) onChange(c);
  };
  return (
    <Field label={label}>
      <select value={v} onChange={pick} data-field={field}>
        {none !== undefined ? <option value="">{none}</option> : null}
        {cards.map((c) => (
          <option key={c} value={c}>
            {cardLabel(c, values)}
          </option>
        ))}
      </select>
    </Field>
  );
}
