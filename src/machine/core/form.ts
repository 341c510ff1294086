/**
 * Moves that describe themselves, so that a form can be built from them and never from a second,
 * hand-written list. Each field of a move family may say how a person picks it (`FieldForm`): its
 * label and help, and its domain, the values that make sense in this state for this seat given the
 * fields picked before it (a card in the deciding seat's hand, an Asset the chosen player holds, an
 * open Market…). Each family says its words (`MoveWords`): the group it is listed under and its
 * button. From those, `formFamilies` lists the kinds of move a game has, `resolveForm` works out a
 * family's fields, their options and the value each holds (what was picked, or where the form
 * starts: a legal move's value where there is one), and `moveFromForm` turns the values into a move
 * (read like any untrusted input).
 *
 * A domain offers what is well-formed, not only what is legal: a rules site must let a player try
 * a move that breaks a rule and see which rule says so. Pure data and functions, like the engine.
 */
import type { FieldReader } from './fields.ts';
import { modulesOf } from './module.ts';
import type { Move, MoveFamily, MoveType, Viewer } from './moves.ts';
import type { GameState, Seat } from './state.ts';

/** One value a field can take, with the words a person picks it by. */
export interface FormOption {
  /** The value as a string (a card or Asset id, a seat number, "yes"): unique within the field. */
  readonly key: string;
  /** The value itself, as the move carries it. */
  readonly value: unknown;
  readonly label: string;
  /** A heading the option is listed under ("Held by seat 2, the Aristocrat"). */
  readonly group?: string;
}

/** What a field's domain sees: the game, the seat making the move, and the fields picked before this one. */
export interface FormContext {
  readonly state: GameState;
  readonly seat: Seat;
  readonly viewer: Viewer;
  readonly chosen: Readonly<Record<string, unknown>>;
}

/**
 * How a value is picked: `one` of the options; `some` of them (ticks; the value is the list, in
 * the options' order); one per `slots` (the value is the list, one per slot); or the options in an
 * `order` the person sets (the value is the whole list).
 */
export type Pick = 'one' | 'some' | 'slots' | 'order';

export interface FieldForm {
  readonly label: string;
  /** A sentence under the field: what it decides, or a limit the rules set. */
  readonly help?: string;
  readonly pick: Pick;
  readonly options: (ctx: FormContext) => readonly FormOption[];
  /** For `slots`: each slot's label. */
  readonly slots?: readonly string[];
  /**
   * An optional field: the words of leaving it out ("No card", "Whatever comes off the deck"). A
   * form starts with the field left out.
   */
  readonly none?: string;
  /**
   * Only the table view sets it: a chosen outcome (the card drawn, how a deal fell), which a
   * player at the table cannot choose. Left out in a seat's view.
   */
  readonly tableOnly?: boolean;
  /** Said when there is nothing to pick ("No cards in hand."). */
  readonly empty?: string;
}

/** A field reader that says how a person picks it. */
export type AskedField<T> = FieldReader<T> & { readonly form: FieldForm };

/** Gives a field its form: `asked(field.card, domain.handCard('Card to Invest'))`. */
export function asked<T>(reader: FieldReader<T>, form: FieldForm): AskedField<T> {
  return { ...reader, form };
}

/** A family's words besides its label (the label names it in a list of kinds: "Buy an Asset"). */
export interface MoveWords {
  /** The heading it is listed under among the legal moves ("Panic!", "Reveal a Role"). */
  readonly group: string;
  /** The words on the button that tries it ("Buy", "Reveal and swap"). */
  readonly button: string;
}

/** A field of a family as a form shows it now: its key (the move's field), its form and its options. */
export interface FormField {
  readonly key: string;
  readonly form: FieldForm;
  readonly options: readonly FormOption[];
}

type AnyFamily = MoveFamily<MoveType>;

/** Whether a family can be put together in a form: it has words and every field says how it is picked. */
export function isAsked(family: AnyFamily): boolean {
  if (!family.words) return false;
  return Object.values(family.fields as Record<string, FieldReader<unknown>>).every((f) => (f as Partial<AskedField<unknown>>).form !== undefined);
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
  for (const [key, reader] of Object.entries(family.fields as Record<string, AskedField<unknown>>)) {
    const form = reader.form;
    if (!form || (form.tableOnly && viewer !== 'table')) continue;
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
  const move: Record<string, unknown> = { type: family.type, seat };
  for (const key of Object.keys(family.fields as object)) if (values[key] !== undefined) move[key] = values[key];
  return move;
}

/** An option's key for a value of a `one` field (`String` of ids and seat numbers, yes/no of a choice). */
export function keyOf(options: readonly FormOption[], value: unknown): string | undefined {
  return options.find((o) => sameValue(o.value, value))?.key;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((x, i) => sameValue(x, b[i]));
}

/**
 * The values of the first legal move of this family among `legal` (the seat's), for the fields
 * after those already picked: where a form starts, so that its first try is a legal move when
 * there is one. Only fields picked one at a time are taken; ticks start empty.
 */
export function legalStart(family: AnyFamily, legal: readonly Move[], seat: Seat): Readonly<Record<string, unknown>> {
  const move = legal.find((m) => m.type === family.type && m.seat === seat) as Record<string, unknown> | undefined;
  if (!move) return {};
  const out: Record<string, unknown> = {};
  for (const [key, reader] of Object.entries(family.fields as Record<string, AskedField<unknown>>))
    if (reader.form?.pick === 'one' && move[key] !== undefined) out[key] = move[key];
  return out;
}

/** The kinds of move a form can put together in this game, in module order. */
export function formFamilies(state: GameState): readonly AnyFamily[] {
  return modulesOf(state).flatMap((m) => (m.families ?? []) as readonly AnyFamily[]).filter(isAsked);
}

/** A field as a form shows it, with the value it holds now. */
export interface ResolvedField extends FormField {
  /** The value: picked, or where the form starts; `undefined` for a field left out. */
  readonly value: unknown;
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
  for (const [key, reader] of Object.entries(family.fields as Record<string, AskedField<unknown>>)) {
    const form = reader.form;
    if (!form || (form.tableOnly && viewer !== 'table')) continue;
    const options = form.options({ state, seat, viewer, chosen: values });
    const value = valueOf(form, options, key in picked ? picked[key] : start[key], key in picked);
    fields.push({ key, form, options, value });
    if (value !== undefined) values[key] = value;
  }
  return { fields, values };
}

/** A field's value: `wanted` if the options allow it; otherwise where a field of its kind starts. */
function valueOf(form: FieldForm, options: readonly FormOption[], wanted: unknown, pickedByHand: boolean): unknown {
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
      return (form.slots ?? []).map((_, i) => {
        const w = Array.isArray(wanted) ? wanted[i] : undefined;
        return w !== undefined && has(w) ? w : (options[i] ?? options[0])?.value;
      });
    case 'order': {
      // The whole list in the order set; once the options change (a card moved), it starts again.
      if (!Array.isArray(wanted)) return undefined;
      const all = options.map((o) => o.value);
      return wanted.length === all.length && all.every((x) => has(x) && wanted.some((y) => sameValue(x, y))) ? wanted : all;
    }
  }
}
