/**
 * Moves that describe themselves (`core/form.ts`): every family a person makes by hand says its
 * words and how each field is picked, and a form built from that description can put together
 * every legal move. In random games of every level and module, at each step, each listed move's
 * values are among its fields' options (each field's options worked out from the fields before it,
 * as a form does), and the move the form makes from them is legal; and picking only a listed move's
 * first field, the fields after it follow to a legal move. Every fifth step, each chosen outcome
 * the table's form offers is one the engine takes.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { checkMove, controllerOf, createGame, type GameState, type Move, type NewGameOptions } from '../../src/machine/index.ts';
import { actingSeat, formFields, isAsked, legalStart, moveFromForm, resolveForm } from '../../src/machine/forms.ts';
import type { AskedField } from '../../src/machine/core/form.ts';
import { families, familyOf } from '../../src/machine/core/module.ts';
import { playRandomly } from '../helpers/random-play.ts';
import { check } from '../helpers/check.ts';

const SETUPS: readonly NewGameOptions[] = [
  { players: 4, level: 1 },
  { players: 5, level: 2 },
  { players: 4, level: 3 },
  { players: 5, level: 4 },
  { players: 2, level: 2 },
  { players: 2, level: 4 },
  { players: 4, level: 3, modules: ['space-program'] },
  { players: 2, level: 4, modules: ['space-program'] },
  { players: 5, level: 4, troublemaker: 2, modules: ['troublemakers'] },
];

/** The person at the table who makes this move: its own seat, or the controller of a Puppet it is made for. */
function moverOf(state: GameState, move: Move): number {
  const family = familyOf(move.type)!;
  const seat = move.seat as number;
  return actingSeat(family, state, seat) === seat ? seat : controllerOf(state, seat);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Why the form cannot make this legal move, or null when it can. */
function formProblem(state: GameState, move: Move): string | null {
  const family = familyOf(move.type)!;
  if (!isAsked(family)) return `${move.type} does not say how a form asks for it`;
  const mover = moverOf(state, move);
  if (actingSeat(family, state, mover) !== move.seat) return `${move.type}: the form would make it as seat ${actingSeat(family, state, mover)}`;
  const given = move as unknown as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const f of formFields(family, state, mover, 'table', given)) {
    const v = given[f.key];
    if (v === undefined) {
      if (f.form.none === undefined && f.form.pick === 'one') return `${move.type}.${f.key}: left out, but the form must pick one`;
      continue;
    }
    const has = (x: unknown) => f.options.some((o) => same(o.value, x));
    if (f.form.pick === 'one') {
      if (!has(v)) return `${move.type}.${f.key}: ${JSON.stringify(v)} is not among the options`;
      values[f.key] = v;
    } else if (f.form.pick === 'rows') {
      // Rows of slots: each value placed is among the options.
      const missing = (v as readonly (readonly unknown[])[]).flat().find((x) => !has(x));
      if (missing !== undefined) return `${move.type}.${f.key}: ${JSON.stringify(missing)} is not among the options`;
      values[f.key] = v;
    } else {
      const list = v as readonly unknown[];
      const missing = list.find((x) => !has(x));
      if (missing !== undefined) return `${move.type}.${f.key}: ${JSON.stringify(missing)} is not among the options`;
      // Ticks come back in the options' order.
      values[f.key] = f.form.pick === 'some' ? f.options.map((o) => o.value).filter((x) => list.some((y) => same(x, y))) : list;
    }
  }
  const made = moveFromForm(family, move.seat as number, values);
  const problem = checkMove(state, made);
  return problem ? `${move.type}: the form's move ${JSON.stringify(made)} is refused: ${problem.reason}` : null;
}

/**
 * The table's chosen outcomes (a composed form: the kind, then what was seen): each kind offered
 * makes, from the form's first values, a move the engine takes; a seat's view offers none of the
 * face-down kinds. Null when all holds.
 */
function chosenProblem(state: GameState): string | null {
  const choose = familyOf('choose')!;
  for (const viewer of ['table', state.current] as const) {
    const kinds = resolveForm(choose, state, 0, viewer, {}).fields[0]?.options ?? [];
    for (const { key } of kinds) {
      if (viewer !== 'table' && key !== 'pick' && key !== 'roll') return `a seat's view offers the face-down outcome ${key}`;
      const made = moveFromForm(choose, 0, resolveForm(choose, state, 0, viewer, { outcome: key }).values);
      const problem = checkMove(state, made);
      if (problem) return `the chosen outcome ${JSON.stringify(made)} is refused: ${problem.reason}`;
    }
  }
  return null;
}

/**
 * A person picks the first field of a legal move (a card) in a form whose fields are all picked one
 * at a time: the fields after it start again from a legal move that agrees with it, so the form's
 * move is legal. Null when it is, or the family has ticks, slots or an order to set by hand.
 */
function firstPickProblem(state: GameState, move: Move, legal: readonly Move[]): string | null {
  const family = familyOf(move.type)!;
  const fields = Object.entries(family.fields as Record<string, AskedField<unknown>>);
  if (fields.length < 2 || fields.some(([, f]) => f.form?.pick !== 'one' || f.form.tableOnly)) return null;
  const seat = move.seat as number;
  const [first] = fields[0]!;
  const picked = { [first]: (move as unknown as Record<string, unknown>)[first] };
  const { values } = resolveForm(family, state, seat, 'table', picked, legalStart(family, legal, seat, picked));
  const made = moveFromForm(family, seat, values);
  const problem = checkMove(state, made);
  return problem ? `${move.type}: picking ${first} ${JSON.stringify(picked[first])} makes ${JSON.stringify(made)}, refused: ${problem.reason}` : null;
}

describe('moves that describe themselves', () => {
  it('every family a person makes has words and asks for each field', () => {
    const unasked = [...families().values()].filter((f) => !isAsked(f)).map((f) => f.type);
    check(unasked).toEqual([]);
  });

  it('a form can put together every legal move, in random games of every level and module', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SETUPS),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.array(fc.nat(), { minLength: 200, maxLength: 400 }),
        (options, seed, choices) => {
          const made = createGame({ ...options, seed });
          if (!made.ok) throw new Error(made.error.reason);
          playRandomly(made.game, choices, 150, (step) => {
            const chosen = step.index % 5 === 0 ? chosenProblem(step.before) : null;
            if (chosen) throw new Error(`${chosen} (at move ${step.index})`);
            for (const move of step.listed) {
              if (move.type === 'choose') continue;
              const problem = formProblem(step.before, move) ?? firstPickProblem(step.before, move, step.listed);
              if (problem) throw new Error(`${problem} (at move ${step.index})`);
            }
          });
        },
      ),
      { numRuns: 40 },
    );
  }, 300_000);
});
