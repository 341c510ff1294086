/**
 * Checks that an unknown value is a well-formed move (a known type, the fields that type has and
 * no others, each of the right kind) before any rule looks at it, and returns a clean copy. Moves
 * arrive from share links, widgets and scripts, so a malformed or hostile one (prototype keys,
 * getters, proxies, huge numbers) must come back as a clear IllegalMove, never a crash.
 */
import { plainRecord } from './fields.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import { familyOf } from './module.ts';
import { type Move, type MoveType, TABLE } from './moves.ts';

export function isMoveType(value: unknown): value is MoveType {
  return typeof value === 'string' && familyOf(value as MoveType) !== undefined;
}

export type Validated =
  { readonly ok: true; readonly move: Omit<Move, 'seat'> & { readonly seat: Move['seat'] | undefined } } | { readonly ok: false; readonly error: IllegalMove };

const bad = (reason: string): Validated => ({ ok: false, error: illegal('move.malformed', 'turn.action', reason) });
const MAX_SEAT = 7;

/** Reads a move from untrusted input; a proxy that throws is refused like any malformed move. */
export function validateMove(value: unknown): Validated {
  try {
    return readFields(value);
  } catch {
    return bad('A move must be plain data; this one could not be read.');
  }
}

function readFields(value: unknown): Validated {
  const record = plainRecord(value);
  if (!record) return bad('A move must be a plain object with a type.');
  const type = record.type;
  if (!isMoveType(type)) return bad(`"${typeof type === 'string' ? type.slice(0, 40) : typeof type}" is not a kind of move.`);
  const family = familyOf(type)!;
  const fields = family.fields as Record<string, { read: (v: unknown) => unknown; optional: boolean; what: string }>;
  for (const key of Object.keys(record)) {
    if (key === 'type' || key === 'seat') continue;
    if (!Object.prototype.hasOwnProperty.call(fields, key)) return bad(`A ${type} move has no "${key.slice(0, 40)}".`);
  }
  const out: Record<string, unknown> = { type };
  const seat = record.seat;
  if (seat !== undefined) {
    const isTable = type === 'choose';
    if (isTable ? seat !== TABLE : !(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat <= MAX_SEAT))
      return bad(isTable ? 'A chosen outcome is made by the table: its seat is "table".' : 'The "seat" of a move must be a seat number.');
    out.seat = seat;
  } else if (type === 'choose') out.seat = TABLE;
  for (const [name, reader] of Object.entries(fields)) {
    const v = record[name];
    if (v === undefined) {
      if (!reader.optional) return bad(`A ${type} move needs "${name}" (${reader.what}).`);
      continue;
    }
    const read = reader.read(v);
    if (read === undefined) return bad(`The "${name}" of this ${type} move is not ${reader.what}.`);
    out[name] = read;
  }
  return { ok: true, move: out as never };
}
