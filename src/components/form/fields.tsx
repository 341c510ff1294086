/** Small labelled form controls for the forms the engine does not describe (a new game, the computer players): a labelled field, a button beside fields. */
import type { ComponentChildren } from 'preact';

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
