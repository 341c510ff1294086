/**
 * The state of a move form: which seat makes the move, which kind of move, and the values picked
 * for each kind's fields (one record per kind, so switching kinds and back keeps them). What the
 * fields are, what they offer and where they start comes from the engine (`resolveForm`); this
 * hook only remembers what the person picked.
 */
import { useMemo, useState } from 'preact/hooks';
import { controllerOf, type GameState, type Move, type MoveType, type Seat, type Viewer } from '../../machine/api.ts';
import { actingSeat, formFamilies, formKeys, legalStart, moveFromForm, resolveForm, type ResolvedField } from '../../machine/forms.ts';

type Family = ReturnType<typeof formFamilies>[number];

export interface MoveFormState {
  /** The person making the move: the viewer's seat, or in the table view the seat picked. */
  readonly mover: Seat;
  readonly setMover: (seat: Seat) => void;
  /** The kinds of move this game has (only `types`, if given). */
  readonly families: readonly Family[];
  readonly family: Family | undefined;
  readonly setKind: (type: MoveType) => void;
  readonly fields: readonly ResolvedField[];
  readonly setValue: (key: string, value: unknown) => void;
  /** The mover's legal moves (with those they make for their Puppet). */
  readonly moverLegal: readonly Move[];
  /** The move the form makes now (checked by the engine only when tried), or null if a needed field has nothing to pick. */
  readonly move: Record<string, unknown> | null;
}

/**
 * The fields before `key` as the form shows them (picked, or where it started): held as picked once
 * `key` is picked, so that where the other fields start (`legalStart`, a legal move agreeing with
 * what is picked) never changes a field above the one just set.
 */
function valuesBefore(family: Family, key: string, shown: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const keys = formKeys(family);
  const before = keys.slice(0, Math.max(0, keys.indexOf(key))).filter((k) => k in shown);
  return Object.fromEntries(before.map((k) => [k, shown[k]]));
}

export function useMoveForm(
  state: GameState,
  viewer: Viewer,
  deciders: readonly Seat[],
  legal: readonly Move[],
  types?: readonly MoveType[],
  fixedMover?: Seat,
): MoveFormState {
  // A seat chosen holds while the same seats decide; when others come to decide, the form follows
  // them again. Kept with the deciders it was chosen for, not reset by an effect: an effect runs
  // after the first paint, and would undo a choice made in between.
  const decidersKey = deciders.join(' ');
  const [choice, setChoice] = useState<{ readonly seat: Seat; readonly deciders: string } | null>(null);
  const seatChoice = choice?.deciders === decidersKey ? choice.seat : null;
  const fallback = deciders[0] ?? state.current;
  const mover: Seat = fixedMover ?? (viewer === 'table' ? (seatChoice !== null && seatChoice < state.players.length ? seatChoice : fallback) : viewer);
  const moverLegal = legal.filter((m) => m.seat === mover || (typeof m.seat === 'number' && controllerOf(state, m.seat) === mover));

  const families = useMemo(() => formFamilies(state, types), [state.options, types]);
  // Start on the first kind the mover (or else any decider) may play.
  const [kind, setKind] = useState<MoveType | null>(null);
  const firstLegal = [...moverLegal, ...legal].map((m) => m.type).find((t) => families.some((f) => f.type === t));
  const family = families.find((f) => f.type === (kind ?? firstLegal)) ?? families[0];

  const [picked, setPicked] = useState<Readonly<Record<string, Readonly<Record<string, unknown>>>>>({});
  const seat = family ? actingSeat(family, state, mover) : mover;
  const mine = family ? (picked[family.type] ?? {}) : {};
  const resolved = family ? resolveForm(family, state, seat, viewer, mine, legalStart(family, legal, seat, mine)) : null;
  const fields = resolved?.fields ?? [];
  const blocked = fields.some((f) => f.form.pick === 'one' && f.form.none === undefined && f.options.length === 0);
  return {
    mover,
    setMover: (seat) => setChoice({ seat, deciders: decidersKey }),
    families,
    family,
    setKind,
    fields,
    setValue: (key, value) => family && setPicked({ ...picked, [family.type]: { ...mine, ...valuesBefore(family, key, resolved?.values ?? {}), [key]: value } }),
    moverLegal,
    move: family && resolved && !blocked ? moveFromForm(family, seat, resolved.values) : null,
  };
}
