/**
 * One field of a move form, drawn from the engine's description of it (`ResolvedField`): a select
 * for a value picked from a list (with headings where the options have groups, and the words of
 * leaving it out), ticks for several, one select per slot, a list to put in order, or rows of slots. The field's
 * key is written in the page (`data-field`), and each option's key (`data-option`), so tests and
 * scripts pick by what the engine calls them.
 */
import type { FormOption } from '../../machine/api.ts';
import type { ResolvedField } from '../../machine/forms.ts';
import { OrderControl } from './OrderControl.tsx';
import { RowsControl } from './RowsControl.tsx';

interface Props {
  readonly field: ResolvedField;
  readonly onChange: (value: unknown) => void;
}

const selected = (e: Event) => (e.currentTarget as HTMLSelectElement).value;

/** The options as `<option>`s, under `<optgroup>`s where they have groups. */
function Options({ options }: { readonly options: readonly FormOption[] }) {
  const groups: { label: string | undefined; options: FormOption[] }[] = [];
  for (const o of options) {
    const last = groups[groups.length - 1];
    if (last && last.label === o.group) last.options.push(o);
    else groups.push({ label: o.group, options: [o] });
  }
  const list = (opts: readonly FormOption[]) =>
    opts.map((o) => (
      <option key={o.key} value={o.key}>
        {o.label}
      </option>
    ));
  return (
    <>
      {groups.map((g, i) =>
        g.label === undefined ? (
          list(g.options)
        ) : (
          <optgroup key={`${g.label}-${i}`} label={g.label}>
            {list(g.options)}
          </optgroup>
        ),
      )}
    </>
  );
}

const keyOf = (options: readonly FormOption[], value: unknown) => options.find((o) => o.value === value)?.key ?? '';
const valueAt = (options: readonly FormOption[], key: string) => options.find((o) => o.key === key)?.value;

function OneOf({ field, onChange }: Props) {
  const { form, options, key } = field;
  if (options.length === 0 && form.none === undefined) return <p class="bng-muted">{form.empty ?? 'Nothing to pick now.'}</p>;
  return (
    <label class="bng-field">
      <span>{form.label}</span>
      <select value={keyOf(options, field.value)} onChange={(e) => onChange(valueAt(options, selected(e)))} data-field={key}>
        {form.none !== undefined ? <option value="">{form.none}</option> : null}
        <Options options={options} />
      </select>
      {form.help ? <small class="bng-muted">{form.help}</small> : null}
    </label>
  );
}

function SomeOf({ field, onChange }: Props) {
  const { form, options, key } = field;
  const picked = (field.value ?? []) as readonly unknown[];
  return (
    <fieldset class="bng-fieldset" data-field={key}>
      <legend>{form.label}</legend>
      {form.help ? <p class="bng-muted">{form.help}</p> : null}
      {options.length === 0 ? (
        <p class="bng-muted">{form.empty ?? 'Nothing to pick now.'}</p>
      ) : (
        <div class="bng-row">
          {options.map((o) => (
            <label key={o.key} class="bng-check">
              <input
                type="checkbox"
                checked={picked.includes(o.value)}
                data-option={o.key}
                onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked ? [...picked, o.value] : picked.filter((x) => x !== o.value))}
              />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function Slots({ field, onChange }: Props) {
  const { options, key } = field;
  const values = (field.value ?? []) as readonly unknown[];
  return (
    <>
      {field.slots.map((slot, i) => (
        <label key={slot} class="bng-field">
          <span>{slot}</span>
          <select
            value={keyOf(options, values[i])}
            onChange={(e) => onChange(values.map((v, j) => (j === i ? valueAt(options, selected(e)) : v)))}
            data-field={`${key}-${i}`}
          >
            <Options options={options} />
          </select>
        </label>
      ))}
    </>
  );
}

export function FieldControl(props: Props) {
  switch (props.field.form.pick) {
    case 'one':
      return <OneOf {...props} />;
    case 'some':
      return <SomeOf {...props} />;
    case 'slots':
      return <Slots {...props} />;
    case 'order':
      return <OrderControl {...props} />;
    case 'rows':
      return <RowsControl {...props} />;
  }
}
