/**
 * Putting a move form together from the families' own descriptions (`form.ts`): `formFamilies`
 * lists the kinds of move a game has, `resolveForm` works out a family's fields, their options and
 * the value each holds (what was picked, or where the form starts: a legal move's value where there
 * is one), and `moveFromForm` turns the values into a move (read like any untrusted input).
 */
import type { FieldReader } from './fields.ts';
import type { AskedField, ComposedForm, FamilyForms, FieldForm, FormOption, FormRow } from './form.ts';
import { modulesOf } from './module.ts';
import { type Move, type MoveFamily, type MoveType, TABLE, type Viewer } from './moves.ts';
import type { GameState, Seat } from './state.ts';

type AnyFamily = MoveFamily<MoveType>;

/** Forms given apart from the definitions (`attachForms`), by family type then field key. */
const attached = new Map<string, Readonly<Record<string, FieldForm>>>();

/**
 * Gives families their fields' forms from outside their definitions. Level 1's rules ride in the
 * playground's first download while its forms wait for the move form (see src/machine/forms.ts).
 */
export function attachForms(forms: FamilyForms): void {
  for (const [type, fields] of Object.entries(forms)) attached.set(type, fields);
}

/** Forms that put a family's fields together from other values (`ComposedForm`), by family type. */
const composed = new Map<string, ComposedForm>();

/** Gives a family a form that asks for other values than its fields (a chosen outcome's kind, then what was seen). */
export function attachComposedForm(type: MoveType, form: ComposedForm): void {
  composed.set(type, form);
}

/** How a field of a family is picked: its own form, else one attached to it; none, not asked. */
function formOf(family: AnyFamily, key: string, reader: FieldReader<unknown>): FieldForm | undefined {
  return (reader as Partial<AskedField<unknown>>).form ?? attached.get(family.type)?.[key];
}

/** Each field a form asks for a family, with how it is picked (none: the field is not asked in a form). */
const fieldForms = (family: AnyFamily): readonly (readonly [string, FieldForm | undefined])[] => {
  const own = composed.get(family.type);
  if (own) return Object.entries(own.fields);
  return Object.entries(family.fields as Record<string, FieldReader<unknown>>).map(([key, reader]) => [key, formOf(family, key, reader)] as const);
};

/** The keys of the values a form asks for a family, in the order it asks them. */
export const formKeys = (family: AnyFamily): readonly string[] => fieldForms(family).map(([key]) => key);

/** A field of a family as a form shows it now: its key (the move's field), its form and its options. */
export interface FormField {
  readonly key: string;
  readonly form: FieldForm;
  readonly options: readonly FormOption[];
}

/** Whether a family can be put together in a form: it has words and every field says how it is picked. */
export function isAsked(family: AnyFamily): boolean {
  if (!family.words) return false;
  return fieldForms(family).every(([, form]) => form !== undefined);
}

/** The seat a move of this family is made as when `mover` makes it (a Puppet's claim is the Puppet's). */
export function actingSeat(family: AnyFamily, state: GameState, mover: Seat): Seat {
  return family.actsAs?.(state, mover) ?? mover;
}

/**
 * The fields of a family as a form shows them for this seat and viewer, given what is picked so
 * far (`values`, by field key): each field's options are worked out from the fields before it.
 * Table-only fields are left out of a seat's view.
 */
export function formFields(family: AnyFamily, state: GameState, seat: Seat, viewer: Viewer, values: Readonly<Record<string, unknown>>): readonly FormField[] {
  const out: FormField[] = [];
  const chosen: Record<string, unknown> = {};
  for (const [key, form] of fieldForms(family)) {
    if (!form || (form.tableOnly && viewer !== 'table')) continue;
    if (form.when && !form.when({ state, seat, viewer, chosen })) continue;
    const options = form.options({ state, seat, viewer, chosen });
    out.push({ key, form, options });
    const v = values[key];
    if (v !== undefined) chosen[key] = v;
  }
  return out;
}

/**
 * The move a form's values make: the family's type, the acting seat and each field picked (a field
 * left out stays out). It is read like any untrusted input (`readMove`), so a value the form did
 * not offer is refused as malformed, never played.
 */
export function moveFromForm(family: AnyFamily, seat: Seat, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, form] of fieldForms(family)) {
    const v = values[key];
    if (v === undefined) continue;
    // Rows of slots: a slot left empty (null) is left out of its row.
    fields[key] = form?.pick === 'rows' && Array.isArray(v) ? v.map((row: unknown) => (Array.isArray(row) ? row.filter((x) => x !== null && x !== undefined) : row)) : v;
  }
  const own = composed.get(family.type);
  return { type: family.type, seat: family.words?.byTable ? TABLE : seat, ...(own ? own.compose(fields) : fields) };
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => sameValue(x, b[i]));
}

/**
 * Where a form starts, so that its first try is a legal move when there is one: the values of a
 * legal move of this family among `legal` (the seat's) that agrees with the fields already picked
 * (`picked`), with as many of them as can be, in the order the form asks them (a new Revolution card
 * brings its own choices along), else of its first legal move. Only fields picked one at a time
 * and rows of slots are taken; ticks start empty.
 */
export function legalStart(family: AnyFamily, legal: readonly Move[], seat: Seat, picked: Readonly<Record<string, unknown>> = {}): Readonly<Record<string, unknown>> {
  const own = legal.filter((m) => m.type === family.type && m.seat === seat) as readonly Record<string, unknown>[];
  const keys = formKeys(family).filter((k) => k in picked);
  let move: Record<string, unknown> | undefined;
  for (let n = keys.length; n >= 0 && !move; n--) move = own.find((m) => keys.slice(0, n).every((k) => sameValue(m[k], picked[k])));
  if (!move) return {};
  const out: Record<string, unknown> = {};
  for (const [key, form] of fieldForms(family)) if ((form?.pick === 'one' || form?.pick === 'rows') && move[key] !== undefined) out[key] = move[key];
  return out;
}

/**
 * The kinds of move a form can put together in this game, in module order: only `types` if given,
 * else every kind a seat makes (a table's own move is asked in a panel of its own).
 */
export function formFamilies(state: GameState, types?: readonly MoveType[]): readonly AnyFamily[] {
  return modulesOf(state)
    .flatMap((m) => (m.families ?? []) as readonly AnyFamily[])
    .filter((f) => isAsked(f) && (types ? types.includes(f.type) : !f.words?.byTable));
}

/** A field as a form shows it, with the value it holds now. */
export interface ResolvedField extends FormField {
  /** The value: picked, or where the form starts; `undefined` for a field left out. */
  readonly value: unknown;
  /** For `slots`: each slot's label now. */
  readonly slots: readonly string[];
  /** For `rows`: the rows of slots now. */
  readonly rows: readonly FormRow[];
  /** For `rows`: the value where the form starts (a listed move's layout), if it has one. */
  readonly start: unknown;
}

/**
 * A family's fields for this seat and viewer with the value each holds: the value picked (`picked`,
 * by field key) while it is still among the field's options, else where the form starts (`start`,
 * e.g. `legalStart`), else the first option, or nothing for an optional field and for ticks. Each
 * field's options are worked out from the values of the fields before it. Also gives those values,
 * ready for `moveFromForm`.
 */
export function resolveForm(
  family: AnyFamily,
  state: GameState,
  seat: Seat,
  viewer: Viewer,
  picked: Readonly<Record<string, unknown>>,
  start: Readonly<Record<string, unknown>> = {},
): { readonly fields: readonly ResolvedField[]; readonly values: Readonly<Record<string, unknown>> } {
  const fields: ResolvedField[] = [];
  const values: Record<string, unknown> = {};
  for (const [key, form] of fieldForms(family)) {
    if (!form || (form.tableOnly && viewer !== 'table')) continue;
    const ctx = { state, seat, viewer, chosen: values };
    if (form.when && !form.when(ctx)) continue;
    const options = form.options(ctx);
    const slots = typeof form.slots === 'function' ? form.slots(ctx) : (form.slots ?? []);
    const rows = form.rows?.(ctx) ?? [];
    const value = valueOf(form, options, slots, rows, key in picked ? picked[key] : start[key], key in picked);
    fields.push({ key, form, options, value, slots, rows, start: form.pick === 'rows' && start[key] !== undefined ? laidOut(options, rows, start[key]) : undefined });
    if (value !== undefined) values[key] = value;
  }
  return { fields, values };
}

/** A field's value: `wanted` if the options allow it; otherwise where a field of its kind starts. */
function valueOf(form: FieldForm, options: readonly FormOption[], slots: readonly string[], rows: readonly FormRow[], wanted: unknown, pickedByHand: boolean): unknown {
  const has = (x: unknown) => options.some((o) => sameValue(o.value, x));
  switch (form.pick) {
    case 'one':
      if (wanted !== undefined && has(wanted)) return wanted;
      if (wanted === undefined && pickedByHand && form.none !== undefined) return undefined;
      return form.none !== undefined ? undefined : options[0]?.value;
    case 'some': {
      const list = Array.isArray(wanted) ? wanted : [];
      return options.map((o) => o.value).filter((x) => list.some((y) => sameValue(x, y)));
    }
    case 'slots':
      return slots.map((_, i) => {
        const w = Array.isArray(wanted) ? wanted[i] : undefined;
        return w !== undefined && has(w) ? w : (options[i] ?? options[0])?.value;
      });
    case 'order': {
      // The whole list in the order set; once the options change (a card moved), it starts again.
      if (!Array.isArray(wanted)) return undefined;
      const all = options.map((o) => o.value);
      return wanted.length === all.length && all.every((x) => has(x) && wanted.some((y) => sameValue(x, y))) ? wanted : all;
    }
    case 'rows':
      return laidOut(options, rows, wanted);
  }
}

/**
 * Rows of slots holding `wanted`'s values where the options allow them, each option once (a slot
 * holding one already placed, or a value no option has, is left empty: null); empty where nothing
 * is wanted.
 */
function laidOut(options: readonly FormOption[], rows: readonly FormRow[], wanted: unknown): (unknown | null)[][] {
  const used: unknown[] = [];
  return rows.map((row, i) =>
    row.slots.map((_, j) => {
      const w = Array.isArray(wanted) && Array.isArray(wanted[i]) ? (wanted[i] as unknown[])[j] : undefined;
      const option = options.find((o) => sameValue(o.value, w));
      if (w === undefined || w === null || !option || used.includes(option.value)) return null;
      used.push(option.value);
      return option.value;
    }),
  );
}
