/**
 * The Panic!'s part of a position set up by hand: whether it has happened, the face-down Panic!
 * cards, and a Panic! in progress (the position then opens inside its decision window, resting
 * where the chart waits for it: the end of a turn, or of a Round).
 */
import type { AssetId } from '../../data/assets.ts';
import { isPanicId, PANIC_CARDS, type PanicId, PANIC_THRESHOLD } from '../../data/panic.ts';
import type { ModulePosition, PositionProblem } from '../../core/module.ts';
import { shuffled } from '../../core/rng.ts';
import type { DecisionWindow, GameState } from '../../core/state.ts';
import { NEGOTIATE_WINDOW, REMOVE_WINDOW } from './rules.ts';
import type { PanicSlice, PanicState } from './slice.ts';

declare module '../../core/position-types.ts' {
  interface PositionFields {
    /** Whether the Panic! has already happened (default: no). */
    panicDone: boolean;
    /** The face-down Panic! cards, in the order they will be drawn (default: all five, shuffled). */
    panicDeck: readonly PanicId[];
    /**
     * A Panic! in progress: the card drawn, who drew it (and rolls), the Assets on offer, and, once
     * the table has agreed and the die is rolled, how many Rebels are still to come off. `at` says
     * whether it came at the end of a turn (play then passes on) or of a Round (the Poorest Player
     * starts the next). The position opens inside the Panic!'s decision window.
     */
    panic: {
      readonly card: PanicId;
      readonly by: number;
      readonly offers?: readonly { readonly player: number; readonly asset: AssetId }[];
      readonly toRemove?: number;
      readonly at?: 'turn' | 'round';
    };
  }
}

const problem = (code: PositionProblem['code'], field: string, rule: PositionProblem['rule'], reason: string): PositionProblem => ({ code, field, rule, reason });

const deckOf = (input: { panicDone?: boolean; panicDeck?: readonly PanicId[] }) => (input.panicDone ? [] : [...(input.panicDeck ?? PANIC_CARDS.map((p) => p.id))]);

export const panicPosition: ModulePosition = {
  shape: (input) =>
    input.panicDeck !== undefined && !Array.isArray(input.panicDeck) ? problem('position.malformed', 'panicDeck', 'table.position', '"panicDeck" must be a list.') : null,
  present: (input) => (input.panicDeck?.length ?? 0) > 0 || input.panicDone === true || input.panic !== undefined,
  check: (input, facts) => {
    const done = input.panicDone ?? false;
    const onCrises = (input.guillotine ?? []).reduce((t, g) => t + g.rebels, 0);
    if (onCrises >= PANIC_THRESHOLD && !done && input.panic === undefined)
      return problem(
        'position.panic-due',
        'panicDone',
        'panic.trigger',
        `${onCrises} Rebels stand on Crises, so the Panic! has already happened: mark it as done, or set one in progress if its card is still being played out.`,
      );
    const deck = deckOf(input);
    if (!done && (deck.length === 0 || deck.some((p) => !isPanicId(p)) || new Set(deck).size !== deck.length))
      return problem(
        'position.panic-deck',
        'panicDeck',
        'panic.card',
        'Until the Panic! has happened, the face-down Panic! cards must be one or more distinct Panic! cards.',
      );
    const p = input.panic;
    if (p === undefined) return null;
    if (done) return problem('position.panic', 'panic', 'panic.once', 'The Panic! is marked as done, so none can be in progress: give one of the two, not both.');
    if (onCrises < PANIC_THRESHOLD)
      return problem(
        'position.panic',
        'panic',
        'panic.trigger',
        `Only ${onCrises} Rebels stand on Crises, and the Panic! starts at ${PANIC_THRESHOLD}: first put ${PANIC_THRESHOLD - onCrises} more on Crises beside the Guillotine (another Crisis there, if those are full).`,
      );
    if (!isPanicId(p.card) || !deck.includes(p.card))
      return problem('position.panic', 'panic.card', 'panic.card', 'The Panic! card in progress must be one of the face-down Panic! cards.');
    if (!(Number.isInteger(p.by) && p.by >= 0 && p.by < facts.players))
      return problem('position.panic', 'panic.by', 'panic.card', 'The player who drew the Panic! card must be a seat in the game.');
    const toRemove = p.toRemove ?? 0;
    if (!Number.isInteger(toRemove) || toRemove < 0 || toRemove > 6 || (toRemove > 0 && (p.offers?.length ?? 0) > 0))
      return problem('position.panic', 'panic.toRemove', 'panic.success', 'Rebels still to remove must be 0 to 6, and only after the offers were sacrificed.');
    for (const o of p.offers ?? [])
      if (!facts.held[o.player]?.includes(o.asset))
        return problem('position.panic', 'panic.offers', 'panic.negotiate', `An Asset on offer must be held by the player offering it (seat ${o.player + 1}).`);
    return null;
  },
  build: (input, { rng, facts }) => {
    const given = deckOf(input);
    const [deck, next] = input.panicDeck === undefined && !input.panicDone ? shuffled(rng, given) : [given, rng];
    const p = input.panic;
    const current: PanicState | null = p
      ? { card: p.card, by: p.by, offers: [...(p.offers ?? [])], roll: (p.toRemove ?? 0) > 0 ? p.toRemove! : null, toRemove: p.toRemove ?? 0 }
      : null;
    const slice: PanicSlice = { deck, done: input.panicDone ?? false, current };
    if (!current) return { rng: next, slice };
    const seats = Array.from({ length: facts.players }, (_, i) => i);
    const window: DecisionWindow =
      current.toRemove > 0 ? { kind: REMOVE_WINDOW, seats: [current.by], mode: 'together', done: [] } : { kind: NEGOTIATE_WINDOW, seats, mode: 'together', done: [] };
    return { rng: next, slice, windows: [window], phase: p!.at === 'round' ? 'endOfRound.panic' : 'turn.afterTurn' };
  },
  write: (state: GameState) => {
    const p = state.modules.panic;
    if (!p) return {};
    const c = p.current;
    return {
      panicDone: p.done,
      panicDeck: p.deck,
      ...(c
        ? {
            panic: {
              card: c.card,
              by: c.by,
              offers: c.offers,
              toRemove: c.toRemove,
              at: state.phase === 'endOfRound.panic' ? ('round' as const) : ('turn' as const),
            },
          }
        : {}),
    };
  },
};
