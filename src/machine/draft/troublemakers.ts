/**
 * The table editor's changes for the Troublemakers (Level 4): switching the module on seats a
 * Troublemaker (a new seat playing no Billionaire), off takes that seat away; the Troublemaker
 * swaps places with another seat; a Declaration empties their hand and envelope and lays out the
 * 21 Revolution cards; a Revolution card moves between the four piles. Nothing here judges a
 * rule: the engine still checks every change (`position.troublemakers`).
 */
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../data/revolution.ts';
import type { TroublemakersPosition } from '../modules/troublemakers/position.ts';
import type { Slot } from '../index.ts';
import type { Draft } from './draft.ts';

const PILES = ['deck', 'row', 'organized', 'discard'] as const;
export type Pile = (typeof PILES)[number];
type Piles = Readonly<Record<Pile, readonly RevolutionCardId[]>>;

/** The Troublemaker's seat in the draft, or -1. */
export const tmSeat = (d: Draft): number => d.players.findIndex((p) => p.billionaire === null);

/** Whether the draft seats a Troublemaker the engine will take (the module on, at Level 4). */
export const tmOn = (d: Draft): boolean => d.troublemakers !== null && d.level >= 4;

const withTm = (d: Draft, change: (t: TroublemakersPosition) => TroublemakersPosition): Draft => (d.troublemakers ? { ...d, troublemakers: change(d.troublemakers) } : d);

/** The Revolution piles as they stand: empty ones where none are named. */
export function pilesOf(d: Draft): Piles {
  const r = d.troublemakers?.revolution;
  return { deck: r?.deck ?? [], row: r?.row ?? [], organized: r?.organized ?? [], discard: r?.discard ?? [] };
}

/** Which pile a Revolution card lies in, or null. */
export const pileOf = (d: Draft, card: RevolutionCardId): Pile | null => PILES.find((p) => pilesOf(d)[p].includes(card)) ?? null;

/** A Revolution card taken from wherever it lies and put in `to`: on top of the deck, at the end of any other pile. */
export function moveRevolutionCard(d: Draft, card: RevolutionCardId, to: Pile): Draft {
  const now = pilesOf(d);
  const next = Object.fromEntries(PILES.map((p) => [p, now[p].filter((c) => c !== card)])) as Record<Pile, RevolutionCardId[]>;
  next[to] = to === 'deck' ? [card, ...next.deck] : [...next[to], card];
  return withTm(d, (t) => ({ ...t, revolution: next }));
}

/** A seat's number after seat `gone` leaves the table (a seat that was `gone` goes to the first seat). */
const shifted = (seat: number, gone: number) => (seat > gone ? seat - 1 : seat === gone ? 0 : seat);

/**
 * The Troublemakers on or off. On: a new seat at the end of the table is the Troublemaker's (no
 * Billionaire, no cards, no Assets), the Alignment left to chance. Off: that seat leaves the table
 * (its cards and Fixed Crises placed nowhere), the seats after it move up one.
 */
export function setTroublemakers(d: Draft, on: boolean): Draft {
  if (on) {
    if (d.troublemakers) return d;
    return { ...d, players: [...d.players, { billionaire: null, hand: [], assets: [], invested: [] }], troublemakers: { declared: false, fixed: [] } };
  }
  const seat = tmSeat(d);
  if (seat < 0) return { ...d, troublemakers: null };
  const move = (s: number) => shifted(s, seat);
  return {
    ...d,
    troublemakers: null,
    players: d.players.filter((_, i) => i !== seat),
    current: move(d.current),
    lastCrisisBy: d.lastCrisisBy === null ? null : move(d.lastCrisisBy),
    bunker: d.bunker === undefined || d.bunker === null ? d.bunker : move(d.bunker),
    panic: d.panic.kind === 'under-way' ? { kind: 'under-way', by: move(d.panic.by) } : d.panic,
    spaceOut: d.spaceOut.filter((s) => s !== seat).map(move),
  };
}

/**
 * The Troublemaker and seat `other` swap places: everything at the two seats (Billionaire, cards,
 * Assets, Role, envelope) changes seat, and so do the seats the Revolution cards' effects name.
 * Whose turn it is stays with the seat number.
 */
export function swapTroublemaker(d: Draft, other: number): Draft {
  const seat = tmSeat(d);
  if (seat < 0 || other === seat) return d;
  const swap = (s: number) => (s === seat ? other : s === other ? seat : s);
  const players = d.players.map((p, i) => d.players[swap(i)]!);
  return withTm({ ...d, players }, (t) => {
    const e = t.effects;
    if (!e) return t;
    return {
      ...t,
      effects: {
        ...e,
        ...(e.missing ? { missing: e.missing.map(swap) } : {}),
        ...(e.hostage ? { hostage: { ...e.hostage, seat: swap(e.hostage.seat), by: swap(e.hostage.by) } } : {}),
      },
    };
  });
}

/**
 * Declared or not. Declaring: the Troublemaker is the Revolutionary; their hand and Bribe envelope go
 * to the Discard pile; the 21 Revolution cards lie in the deck in card order (set the order after).
 * Not Declared: the Revolution cards and their effects leave the table.
 */
export function setDeclared(d: Draft, declared: boolean): Draft {
  const seat = tmSeat(d);
  if (!d.troublemakers || seat < 0) return d;
  if (!declared) {
    const { revolution: _r, effects: _e, ...rest } = d.troublemakers;
    return { ...d, troublemakers: { ...rest, declared: false } };
  }
  const me = d.players[seat]!;
  const discarded = [...(me.hand ?? []), ...(me.envelope ?? [])].filter((c: Slot): c is NonNullable<Slot> => c !== null);
  return {
    ...d,
    players: d.players.map((p, i) => (i === seat ? { billionaire: null, hand: [], assets: p.assets, invested: p.invested, ...(p.role ? { role: p.role } : {}) } : p)),
    discard: [...d.discard, ...discarded],
    troublemakers: {
      ...d.troublemakers,
      alignment: 'revolutionary',
      declared: true,
      revolution: d.troublemakers.revolution ?? { deck: [...REVOLUTION_CARD_IDS], row: [], organized: [], discard: [] },
      effects: d.troublemakers.effects ?? { strike: 0, missing: [], hostage: null },
    },
  };
}

/** The effects with one part changed (the others as they were, or none). */
export function setEffects(d: Draft, change: Partial<NonNullable<TroublemakersPosition['effects']>>): Draft {
  return withTm(d, (t) => ({ ...t, effects: { strike: 0, missing: [], hostage: null, ...t.effects, ...change } }));
}
