/**
 * The Troublemakers' part of a position set up by hand (a dispute, a worked example): the
 * Alignment, whether a Revolutionary has Declared, the Crises the Troublemaker has Fixed, the
 * Revolution cards once Declared and what they have set going. The Troublemaker's seat is the one
 * seat that plays no Billionaire (`billionaire: null`). A position rests between moves: no Fix and
 * no Revolution card is ever under way in one, so those parts of the state are not fields here.
 */
import { type CardId, isCrisis } from '../../data/cards.ts';
import { isRevolutionCardId, REVOLUTION_CARD_IDS, revolutionInfo, revolutionKind, type RevolutionCardId } from '../../data/revolution.ts';
import type { ModulePosition, PositionProblem } from '../../core/module.ts';
import type { PositionInput } from '../../core/position-types.ts';
import { nextInt } from '../../core/rng.ts';
import type { GameState, Seat } from '../../core/state.ts';
import { STRIKE_TURN_ENDS } from './revolution/quiet.ts';
import { ORGANIZE_SET } from './revolution/piles.ts';
import {
  type Alignment,
  ALIGNMENTS,
  NO_EFFECTS,
  NO_TROUBLEMAKER,
  type RevolutionEffects,
  type RevolutionPiles,
  troublemakersOf,
  type TroublemakersSlice,
} from './slice.ts';
import { REFORMIST_ICONS } from './victory.ts';
import { REVOLUTIONARY_PANIC } from './corrections.ts';
import type { Cards } from '../../core/cards-of.ts';

/** The Troublemakers' fields of a position (needs `modules: ['troublemakers']` and one seat with `billionaire: null`). */
export interface TroublemakersPosition {
  /** The Alignment card; left out, drawn at random (a Revolutionary when `declared`). */
  readonly alignment?: Alignment;
  readonly declared?: boolean;
  /** The Crises the Troublemaker has Fixed, in the order taken (they carry no Rebels). */
  readonly fixed?: readonly CardId[];
  /** Once Declared: every one of the 21 Revolution cards, in exactly one of these piles. */
  readonly revolution?: RevolutionPiles | null;
  /** What Revolution cards have set going (only once Declared); left out, nothing. */
  readonly effects?: Partial<RevolutionEffects>;
}

declare module '../../core/position-types.ts' {
  interface PositionFields {
    /** The Troublemakers (needs `modules: ['troublemakers']`): Alignment, Declaration, Fixed Crises, Revolution cards and their effects. */
    troublemakers: TroublemakersPosition;
  }
}

declare module '../../core/illegal.ts' {
  interface IllegalCodes {
    'position.troublemakers': true;
  }
}

const problem = (code: PositionProblem['code'], field: string, rule: PositionProblem['rule'], reason: string): PositionProblem => ({ code, field, rule, reason });
const tm = (field: string, rule: PositionProblem['rule'], reason: string) => problem('position.troublemakers', field, rule, reason);

/** The fields a position may give; the rest of the slice (a Fix, a card being played) is never at rest. */
const FIELDS = ['alignment', 'declared', 'fixed', 'revolution', 'effects'];
const IN_PROGRESS = ['fix', 'activating', 'speculatorDue', 'resolving'];
const PILES = ['deck', 'row', 'organized', 'discard'] as const;
const PILE_NAMES: Readonly<Record<(typeof PILES)[number], string>> = {
  deck: 'the Revolution deck',
  row: 'the face-up row',
  organized: 'the Organize! row',
  discard: 'the Revolution discard pile',
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The Troublemaker's seat: the one seat that plays no Billionaire, or -1. */
const troublemakerSeat = (input: PositionInput): number => input.players.findIndex((p) => p?.billionaire === null);

const on = (input: PositionInput) => input.modules?.includes('troublemakers') === true;

/** A well-formed `troublemakers` field, and a Troublemaker's seat exactly when the module is on. */
function shape(input: PositionInput): PositionProblem | null {
  const empty = input.players.flatMap((p, i) => (p?.billionaire === null ? [i] : []));
  if (!on(input)) {
    if (input.troublemakers !== undefined) return tm('modules', 'tm.setup', 'This position has a Troublemaker: switch the module on with modules: ["troublemakers"].');
    if (empty.length > 0)
      return tm(`players[${empty[0]}]`, 'tm.setup', `Seat ${empty[0]! + 1} plays no Billionaire: only a Troublemaker does, with the Troublemakers module.`);
    return null;
  }
  if (empty.length === 0) return tm('players', 'tm.setup', "Say which seat is the Troublemaker's: the one seat that plays no Billionaire.");
  if (empty.length > 1) return tm(`players[${empty[1]}]`, 'tm.setup', `Seats ${empty[0]! + 1} and ${empty[1]! + 1} both play no Billionaire: there is one Troublemaker.`);
  const t = input.troublemakers as unknown;
  if (t === undefined) return null;
  if (!isObject(t)) return problem('position.malformed', 'troublemakers', 'table.position', '"troublemakers" must be an object.');
  const busy = Object.keys(t).find((k) => IN_PROGRESS.includes(k));
  if (busy !== undefined) return tm(`troublemakers.${busy}`, 'table.position', 'A position starts between moves: no Fix and no Revolution card can be under way in it.');
  const odd = Object.keys(t).find((k) => !FIELDS.includes(k));
  if (odd !== undefined)
    return problem('position.malformed', `troublemakers.${odd}`, 'table.position', `"troublemakers" takes ${FIELDS.map((f) => `"${f}"`).join(', ')}, not "${odd}".`);
  if (t.alignment !== undefined && !ALIGNMENTS.includes(t.alignment as Alignment))
    return tm('troublemakers.alignment', 'tm.alignment', `The Alignment is "reformist" or "revolutionary", not ${JSON.stringify(t.alignment)}.`);
  if (t.declared !== undefined && typeof t.declared !== 'boolean') return tm('troublemakers.declared', 'tm.declare', '"declared" is true or false.');
  if (t.fixed !== undefined && !Array.isArray(t.fixed))
    return problem('position.malformed', 'troublemakers.fixed', 'table.position', '"fixed" must be a list of Crisis cards.');
  for (const [i, c] of ((t.fixed ?? []) as unknown[]).entries())
    if (typeof c !== 'string')
      return tm(`troublemakers.fixed[${i}]`, 'tm.fix', 'Each Fixed Crisis is a Crisis card only: its Rebels went back to the reserve when it was Fixed.');
  const r = t.revolution;
  if (r !== undefined && r !== null) {
    if (!isObject(r))
      return problem('position.malformed', 'troublemakers.revolution', 'table.position', '"revolution" must hold the piles deck, row, organized and discard.');
    for (const pile of PILES)
      if (!Array.isArray(r[pile]))
        return problem('position.malformed', `troublemakers.revolution.${pile}`, 'table.position', `"revolution.${pile}" must be a list of Revolution cards.`);
  }
  const e = t.effects;
  if (e !== undefined) {
    if (!isObject(e)) return problem('position.malformed', 'troublemakers.effects', 'table.position', '"effects" must be an object (strike, missing, hostage).');
    if (e.missing !== undefined && !Array.isArray(e.missing))
      return problem('position.malformed', 'troublemakers.effects.missing', 'table.position', '"missing" must be a list of seats.');
    const h = e.hostage;
    if (h !== undefined && h !== null && (!isObject(h) || typeof h.playing !== 'boolean'))
      return problem('position.malformed', 'troublemakers.effects.hostage', 'table.position', 'The hostage is null or { seat, by, playing }.');
  }
  return null;
}

/** The effects given, with nothing for the parts left out. */
const effectsOf = (t: TroublemakersPosition): RevolutionEffects => ({
  strike: t.effects?.strike ?? 0,
  missing: t.effects?.missing ?? [],
  hostage: t.effects?.hostage ?? null,
});

function checkRevolution(r: RevolutionPiles): PositionProblem | null {
  const seen = new Map<RevolutionCardId, string>();
  for (const pile of PILES)
    for (const [i, c] of r[pile].entries()) {
      const field = `troublemakers.revolution.${pile}[${i}]`;
      if (!isRevolutionCardId(c)) return tm(field, 'tm.revolutionary', `"${String(c)}" (${PILE_NAMES[pile]}) is not a Revolution card.`);
      const before = seen.get(c);
      if (before !== undefined)
        return tm(field, 'tm.revolutionary', `${revolutionInfo(c).name} is in ${before} and in ${PILE_NAMES[pile]}: each Revolution card lies in one place.`);
      seen.set(c, PILE_NAMES[pile]);
    }
  const missing = REVOLUTION_CARD_IDS.filter((c) => !seen.has(c));
  if (missing.length > 0)
    return tm(
      'troublemakers.revolution.deck',
      'tm.revolutionary',
      `All 21 Revolution cards lie in the deck, the row, the Organize! row or the discard pile once Declared; ${missing.map((c) => revolutionInfo(c).name).join(', ')} ${missing.length === 1 ? 'is' : 'are'} in none.`,
    );
  const stray = r.organized.findIndex((c) => revolutionKind(c) !== 'organize');
  if (stray >= 0)
    return tm(
      `troublemakers.revolution.organized[${stray}]`,
      'rev.organize',
      `${revolutionInfo(r.organized[stray]!).name} is no Organize! card: only Organize! cards wait in that row.`,
    );
  if (r.organized.length >= ORGANIZE_SET)
    return tm('troublemakers.revolution.organized', 'rev.organize', 'A third Organize! card is used at once with the two waiting: at most two wait in the row.');
  return null;
}

function checkEffects(input: PositionInput, seat: Seat, e: RevolutionEffects): PositionProblem | null {
  const players = input.players.length;
  const current = input.current ?? 0;
  const billionaire = (s: unknown) => isSeat(s) && s < players && s !== seat;
  if (!Number.isInteger(e.strike) || e.strike < 0 || e.strike > STRIKE_TURN_ENDS)
    return tm(
      'troublemakers.effects.strike',
      'rev.general-strike',
      `A General Strike lasts 0 to ${STRIKE_TURN_ENDS} more ends of the Revolutionary's turns, not ${String(e.strike)}.`,
    );
  for (const [i, s] of e.missing.entries()) {
    const field = `troublemakers.effects.missing[${i}]`;
    if (!billionaire(s)) return tm(field, 'rev.propaganda', `Seat ${String(isSeat(s) ? s + 1 : s)} plays no Billionaire here: only a Billionaire misses a turn.`);
    if (e.missing.indexOf(s) !== i) return tm(field, 'rev.propaganda', `Seat ${s + 1} is named twice among the seats to miss a turn.`);
    if (s === current) return tm(field, 'rev.propaganda', `Seat ${s + 1} is to miss their turn, so it cannot be their turn now: it was passed over as it began.`);
  }
  const h = e.hostage;
  if (h === null) return null;
  if (!billionaire(h.seat))
    return tm('troublemakers.effects.hostage', 'rev.hostages', `The hostage must be a Billionaire, not seat ${String(isSeat(h.seat) ? h.seat + 1 : h.seat)}.`);
  if (!(isSeat(h.by) && h.by < players) || h.by === h.seat)
    return tm(
      'troublemakers.effects.hostage',
      'rev.hostages',
      `The hostage's turn is played by whoever played Hostages: another seat at the table, not ${String(isSeat(h.by) ? h.by + 1 : h.by)}.`,
    );
  if (h.playing && h.seat !== current)
    return tm('troublemakers.effects.hostage', 'rev.hostages', `The hostage's turn is being played, so it is the turn of seat ${h.seat + 1}.`);
  if (!h.playing && h.seat === current)
    return tm(
      'troublemakers.effects.hostage',
      'rev.hostages',
      `The hostage's turn has begun: seat ${h.by + 1} has either taken it (playing) or let it go (no hostage any more).`,
    );
  return null;
}

function check(input: PositionInput, facts: { readonly held: readonly (readonly unknown[])[]; readonly cards: Cards }): PositionProblem | null {
  const seat = troublemakerSeat(input);
  const t = input.troublemakers ?? {};
  const declared = t.declared === true;
  const alignment = t.alignment ?? (declared ? 'revolutionary' : undefined);
  if (declared && alignment !== 'revolutionary') return tm('troublemakers.declared', 'tm.declare', 'Only a Revolutionary Declares: a Reformist never does.');
  const fixed = t.fixed ?? [];
  for (const [i, c] of fixed.entries())
    if (!isCrisis(c))
      return problem('position.not-a-crisis', `troublemakers.fixed[${i}]`, 'tm.fix', `${facts.cards.cardName(c)} is not a Crisis: only Crises are Fixed.`);
  const icons = fixed.reduce((n, c) => n + facts.cards.rebels(c), 0);
  if (icons >= REFORMIST_ICONS && alignment !== 'revolutionary')
    return tm(
      'troublemakers.fixed',
      'tm.victory',
      `These Fixed Crises show ${icons} Rebel icons: ${alignment === 'reformist' ? 'the Reformist has already won' : 'a Reformist would already have won (name the Alignment)'}.`,
    );
  if ((facts.held[seat] ?? []).length > 0) return tm(`players[${seat}].assets`, 'tm.reformist', 'The Troublemaker never holds an Asset.');
  if ((input.roles?.[seat] ?? null) !== null) return tm(`roles[${seat}]`, 'tm.setup', 'The Troublemaker holds no Role.');
  const effects = effectsOf(t);
  if (!declared) {
    if ((t.revolution ?? null) !== null) return tm('troublemakers.revolution', 'tm.declare', 'The Revolution cards come out only when a Revolutionary Declares.');
    if (effects.strike > 0 || effects.missing.length > 0 || effects.hostage !== null)
      return tm('troublemakers.effects', 'tm.declare', 'Only Revolution cards set these going, and they come out only when a Revolutionary Declares.');
    return null;
  }
  if ((input.players[seat]?.hand ?? []).length > 0)
    return tm(`players[${seat}].hand`, 'tm.declare', 'A Declared Revolutionary discarded their hand and never again holds cards from the Draw deck.');
  if ((input.envelopes?.[seat] ?? []).length > 0) return tm(`envelopes[${seat}]`, 'tm.declare', 'A Declared Revolutionary discarded their Bribe envelope and has none.');
  if (input.panic !== undefined && input.panic.by === seat && !(input.uncorrected ?? []).includes(REVOLUTIONARY_PANIC))
    return tm(
      'panic.by',
      'tm.revolutionary',
      'A Declared Revolutionary takes no part in the Panic!: the Billionaire to their left draws the card, rolls and picks the Rebels.',
    );
  const r = t.revolution ?? null;
  if (r === null) return tm('troublemakers.revolution', 'tm.declare', 'A Declared Revolutionary plays the 21 Revolution cards: say where each one lies.');
  return checkRevolution(r) ?? checkEffects(input, seat, effects);
}

export const troublemakersPosition: ModulePosition = {
  shape,
  present: (input) => input.troublemakers !== undefined,
  cards: (input) => (input.troublemakers?.fixed ?? []).map((card, i) => ({ card, where: 'Fixed by the Troublemaker', field: `troublemakers.fixed[${i}]` })),
  check,
  build: (input, { rng }) => {
    const t = input.troublemakers ?? {};
    const declared = t.declared === true;
    let alignment = t.alignment ?? (declared ? 'revolutionary' : undefined);
    let next = rng;
    // Left out, the Alignment is drawn as at setup: the position keeps the Troublemaker's secret.
    if (alignment === undefined) {
      const [i, after] = nextInt(rng, ALIGNMENTS.length);
      alignment = ALIGNMENTS[i]!;
      next = after;
    }
    const r = t.revolution ?? null;
    const slice: TroublemakersSlice = {
      ...NO_TROUBLEMAKER,
      alignment,
      declared,
      fixed: [...(t.fixed ?? [])],
      revolution: declared && r ? { deck: [...r.deck], row: [...r.row], organized: [...r.organized], discard: [...r.discard] } : null,
      effects: declared ? effectsOf(t) : NO_EFFECTS,
    };
    return { rng: next, slice };
  },
  write: (state: GameState) => {
    const t = troublemakersOf(state);
    return { troublemakers: { alignment: t.alignment, declared: t.declared, fixed: t.fixed, revolution: t.revolution, effects: t.effects } };
  },
};
