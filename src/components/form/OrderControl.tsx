/**
 * A field that sets the order of a list (how the gathered cards were dealt): left out until the
 * box is ticked, then the whole list, each item with buttons to move it earlier or later.
 */
import type { ResolvedField } from '../../machine/forms.ts';

interface Props {
  readonly field: ResolvedField;
  readonly onChange: (value: unknown) => void;
}

export function OrderControl({ field, onChange }: Props) {
  const { form, options, key } = field;
  const order = field.value as readonly unknown[] | undefined;
  const labelOf = (v: unknown) => options.find((o) => o.value === v)?.label ?? String(v);
  const shift = (i: number, by: number) => {
    if (!order) return;
    const next = [...order];
    const j = i + by;
    if (j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <fieldset class="bng-fieldset">
      <legend>{form.label}</legend>
      <label class="bng-check">
        <input
          type="checkbox"
          checked={order !== undefined}
          onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked ? options.map((o) => o.value) : undefined)}
          data-field={`choose-${key}`}
        />
        <span>Set it by hand{form.none ? ` (otherwise: ${form.none.toLowerCase()})` : ''}</span>
      </label>
      {order ? (
        <>
          {form.help ? <p>{form.help}</p> : null}
          <ol class="bng-stack-list" data-field={key}>
            {order.map((v, i) => (
              <li key={String(v)} class="bng-row">
                <span>
                  {i + 1}. {labelOf(v)}
                </span>
                <button type="button" class="bng-btn bng-btn--small" disabled={i === 0} onClick={() => shift(i, -1)} aria-label={`${labelOf(v)}: earlier`}>
                  ↑
                </button>
                <button type="button" class="bng-btn bng-btn--small" disabled={i === order.length - 1} onClick={() => shift(i, 1)} aria-label={`${labelOf(v)}: later`}>
                  ↓
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </fieldset>
  );
}
