/**
 * Moves that describe themselves, so that a form can be built from them and never from a second,
 * hand-written list. Each field of a move family may say how a person picks it (`FieldForm`): its
 * label and help, and its domain, the values that make sense in this state for this seat given the
 * fields picked before it (a card in the deciding seat's hand, an Asset the chosen player holds, an
 * open Market…). Each family says its words (`MoveWords`): the group it is listed under and its
 * button. `form-build.ts` puts a form together from them (kept apart: a first download that only
 * plays moves carries the descriptions, not the form's machinery).
 *
 * A domain offers what is well-formed, not only what is legal: a rules site must let a player try
 * a move that breaks a rule and see which rule says so. Pure data and functions, like the engine.
 */
import type { FieldReader } from './fields.ts';
import type { Viewer } from './moves.ts';
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
 * the options' order); one per `slots` (the value is the list, one per slot); the options in an
 * `order` the person sets (the value is the whole list); or laid out in `rows` of slots, each
 * option in one slot at most (the value is a list per row, its slots in order; the slots left
 * empty are left out of the move, and the options placed in no slot are the ones left out).
 */
export type Pick = 'one' | 'some' | 'slots' | 'order' | 'rows';

/** For `rows`: one row of slots (an open Market's new cards), its key, its heading and each slot's label. */
export interface FormRow {
  readonly key: string;
  readonly label: string;
  readonly slots: readonly string[];
}

export interface FieldForm {
  readonly label: string;
  /** A sentence under the field: what it decides, or a limit the rules set. */
  readonly help?: string;
  readonly pick: Pick;
  readonly options: (ctx: FormContext) => readonly FormOption[];
  /** For `slots`: each slot's label (as many slots as the context needs: one per card drawn). */
  readonly slots?: readonly string[] | ((ctx: FormContext) => readonly string[]);
  /**
   * Whether the field is asked at all given the fields before it (a Revolution card's choices:
   * only those the card picked uses). Left out: always. A field not asked is left out of the move.
   */
  readonly when?: (ctx: FormContext) => boolean;
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
  /** For `rows`: the rows of slots the options are laid out in. */
  readonly rows?: (ctx: FormContext) => readonly FormRow[];
  /** For `rows`: what the options placed in no slot become ("To the Discard pile"). */
  readonly leftOut?: string;
  /** For `rows`: the words of a button that lays the options out as where the form starts (a listed move), if one is offered. */
  readonly startWords?: string;
}

/** A field reader that says how a person picks it. */
export type AskedField<T> = FieldReader<T> & { readonly form: FieldForm };

/** Gives a field its form: `asked(field.card, domain.handCard('Card to Invest'))`. */
export function asked<T>(reader: FieldReader<T>, form: FieldForm): AskedField<T> {
  return { ...reader, form };
}

/** Field forms given apart from the families' definitions: by family type, then by field key (see `attachForms`). */
export type FamilyForms = Readonly<Record<string, Readonly<Record<string, FieldForm>>>>;

/** A family's words besides its label (the label names it in a list of kinds: "Buy an Asset"). */
export interface MoveWords {
  /** The heading it is listed under among the legal moves ("Panic!", "Reveal a Role"). */
  readonly group: string;
  /** The words on the button that tries it ("Buy", "Reveal and swap"). */
  readonly button: string;
  /**
   * Made by the people at the table, not by a seat (a chosen outcome): asked in a panel of its
   * own, with no seat to pick, and never among the moves a seat may try.
   */
  readonly byTable?: true;
}

/**
 * A form that asks for other values than the move's own fields and puts those together from them:
 * a chosen outcome is one field, `outcome`, which a person gives as its kind and then what the
 * table saw (a roll, a seat, cards). `fields` are asked in order; `compose` makes the move's fields
 * (they are read like any untrusted input, so a bad value is refused, never played).
 */
export interface ComposedForm {
  readonly fields: Readonly<Record<string, FieldForm>>;
  readonly compose: (values: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>>;
}
