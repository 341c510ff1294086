/**
 * A field whose options are laid out in rows of slots (`pick: 'rows'`: Sabotage!'s open Markets,
 * each a row of a face-up and face-down cards), drawn from the engine's description: a fieldset per
 * row, a select per slot. Each option sits in one slot at most: picking one already placed swaps
 * the two slots. The options placed nowhere are listed under the field's words for them, and a
 * polite live region says what each pick moved. Buttons lay the options out where the form starts
 * (a listed move), when the engine offers one, and empty every slot.
 */
import { useState } from 'preact/hooks';
import type { FormOption } from '../../machine/api.ts';
import type { ResolvedField } from '../../machine/forms.ts';

interface Props {
  readonly field: ResolvedField;
  readonly onChange: (value: unknown) => void;
}

type Layout = readonly (readonly unknown[])[];

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The layout with slot [i, j] set to `value`; where another slot held it already, that one takes the old value (a swap). */
function placed(layout: Layout, i: number, j: number, value: unknown): unknown[][] {
  const next = layout.map((row) => [...row]);
  const old = next[i]![j] ?? null;
  if (value !== null)
    next.forEach((row, a) =>
      row.forEach((v, b) => {
        if (v === value && (a !== i || b !== j)) row[b] = old;
      }),
    );
  next[i]![j] = value;
  return next;
}

export function RowsControl({ field, onChange }: Props) {
  const { form, options, key, rows } = field;
  const layout = (Array.isArray(field.value) ? field.value : rows.map((r) => r.slots.map(() => null))) as Layout;
  const [said, setSaid] = useState('');
  const optionOf = (v: unknown): FormOption | undefined => options.find((o) => o.value === v);
  const slotName = (i: number, j: number) => `${rows[i]!.label}: ${lower(rows[i]!.slots[j]!)}`;
  const where = (v: unknown): [number, number] | null => {
    for (let i = 0; i < layout.length; i++) {
      const j = layout[i]!.indexOf(v);
      if (j >= 0) return [i, j];
    }
    return null;
  };
  const pick = (i: number, j: number, optionKey: string) => {
    const value = optionKey === '' ? null : (options.find((o) => o.key === optionKey)?.value ?? null);
    const from = value === null ? null : where(value);
    const old = optionOf(layout[i]![j]);
    onChange(placed(layout, i, j, value));
    if (value === null) setSaid(`${slotName(i, j)} emptied.`);
    else
      setSaid(
        `${optionOf(value)?.label} in ${slotName(i, j)}${from && (from[0] !== i || from[1] !== j) ? `; ${old ? `${old.label} moves to ${slotName(...from)}` : `${slotName(...from)} is now empty`}` : ''}.`,
      );
  };
  const left = options.filter((o) => where(o.value) === null);
  const empty = layout.flat().filter((v) => v === null).length;
  if (options.length === 0) return <p class="bng-muted">{form.empty ?? 'Nothing to pick now.'}</p>;
  return (
    <div class="bng-rows" data-field={key}>
      {form.help ? <p class="bng-muted">{form.help}</p> : null}
      <div class="bng-row">
        {form.startWords && field.start !== undefined ? (
          <button
            type="button"
            class="bng-btn"
            data-action={`${key}-start`}
            onClick={() => {
              onChange(field.start);
              setSaid(`${form.startWords}: done.`);
            }}
          >
            {form.startWords}
          </button>
        ) : null}
        <button
          type="button"
          class="bng-btn"
          data-action={`${key}-clear`}
          onClick={() => {
            onChange(layout.map((row) => row.map(() => null)));
            setSaid('Every slot emptied.');
          }}
        >
          Empty every slot
        </button>
      </div>
      {rows.map((row, i) => (
        <fieldset key={row.key} class="bng-fieldset" data-row={row.key}>
          <legend>{row.label}</legend>
          {row.slots.length === 0 ? (
            <p class="bng-muted">No slot in this row.</p>
          ) : (
            <div class="bng-builder-fields">
              {row.slots.map((slot, j) => (
                <label key={slot} class="bng-field">
                  <span>{slot}</span>
                  <select
                    value={optionOf(layout[i]?.[j])?.key ?? ''}
                    onChange={(e) => pick(i, j, (e.currentTarget as HTMLSelectElement).value)}
                    data-field={`${key}-${row.key}-${j}`}
                  >
                    <option value="">Empty</option>
                    {options.map((o) => {
                      const at = where(o.value);
                      return (
                        <option key={o.key} value={o.key}>
                          {o.label}
                          {at && (at[0] !== i || at[1] !== j) ? ` (now ${slotName(...at)})` : ''}
                        </option>
                      );
                    })}
                  </select>
                </label>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      <p data-left-out={key}>
        {form.leftOut ?? 'Left out'}: {left.length === 0 ? 'nothing' : left.map((o) => o.label).join(', ')}
        {empty > 0 ? ` (empty slots: ${empty})` : ''}.
      </p>
      <p aria-live="polite" data-said={key}>
        {said}
      </p>
    </div>
  );
}
