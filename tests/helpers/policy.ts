/**
 * The random player, in one place: used by the property tests (with numbers from fast-check, so a
 * failing game can be replayed and shrunk) and by the benchmark (with a seeded generator). Plain
 * TypeScript on the engine's public surface, no test framework, so the bench can bundle it.
 *
 * A move is picked with two numbers: the first chooses a kind of move (weighted), the second a move
 * of that kind. Two styles of player:
 *   - `bold` Buys wherever it likes, as Level 1 random play always did;
 *   - `cautious` (Level 2) peeks at the Markets and, when it can Buy somewhere without a Crisis,
 *     never Buys where one lies. A test player only, but it lets random Level 2 games last long
 *     enough to be won now and then, instead of always ending in the Revolution.
 * Occasionally (`tableMoves`, Level 2) the table fixes a chosen outcome first: the next die roll,
 * the next set-aside Crisis or the Panic! card, as a dispute would.
 */
import { crisesOf, CRISIS_CARDS, deciders, type GameState, type Move, type MoveType, panicOf, type Seat, TABLE } from '../../src/machine/index.ts';

/**
 * How often each kind of move is picked, relative to the others (1 when not listed). Claiming after
 * a won Buy, Buying and drawing are favoured so that random games close Markets, reach Emergency
 * Measures and are won now and then, instead of swapping face-up cards for ever. In the Panic!,
 * offers and agreement are favoured so negotiations end (refusal, always possible, ends them too),
 * with a trade or a withdrawal now and then.
 */
export const WEIGHTS: Partial<Record<MoveType, number>> = {
  claim: 8,
  buy: 4,
  draw: 3,
  panicOffer: 6,
  panicAgree: 12,
  panicRefuse: 1,
  panicTrade: 1,
  panicWithdraw: 1,
};

export type Style = 'bold' | 'cautious';

export interface PolicyOptions {
  /** Default `bold`. */
  readonly style?: Style;
  /** Sometimes play a table adjustment (chosen roll, Crisis or Panic! card) before the move. Level 2 only. */
  readonly tableMoves?: boolean;
  /** Other weights (default `WEIGHTS`); `{}` picks every kind of move alike. */
  readonly weights?: Partial<Record<MoveType, number>>;
}

const CRISES: ReadonlySet<string> = new Set(CRISIS_CARDS.map((c) => c.id));

/** Whether any card at a Market is a Crisis (the cautious player peeks at face-down cards). */
function crisisAt(state: GameState, market: keyof GameState['markets']): boolean {
  const mk = state.markets[market];
  return (mk.faceUp !== null && CRISES.has(mk.faceUp)) || mk.faceDown.some((c) => CRISES.has(c));
}

/** The moves a player of this style would consider: all of them, or the cautious player's safe ones. */
export function consider(state: GameState, moves: readonly Move[], style: Style = 'bold'): readonly Move[] {
  if (style === 'bold' || state.options.level < 2) return moves;
  const risky = (m: Move) => m.type === 'buy' && crisisAt(state, m.market);
  if (!moves.some(risky)) return moves;
  const safe = moves.filter((m) => !risky(m));
  // Only when there is a safe Buy does the cautious player skip the risky ones; otherwise it may still risk one.
  return safe.some((m) => m.type === 'buy') ? safe : moves;
}

/** Picks a move with two numbers: the first chooses a kind of move (weighted), the second a move of that kind. */
export function chooseMove(moves: readonly Move[], kind: number, which: number, weights: Partial<Record<MoveType, number>> = WEIGHTS): Move {
  const kinds = [...new Set(moves.map((m) => m.type))].flatMap((t) => Array<MoveType>(weights[t] ?? 1).fill(t));
  const type = kinds[kind % kinds.length]!;
  const ofKind = moves.filter((m) => m.type === type);
  return ofKind[which % ofKind.length]!;
}

/** One in TABLE_MOVE_ODDS picks (by the `kind` number) becomes a table adjustment, when one is possible. */
const TABLE_MOVE_ODDS = 23;

/**
 * A chosen outcome the table might fix now (Level 2): the next die roll, the next set-aside Crisis,
 * or the Panic! card. Null when this pick is not one, or none is possible. Uses the same two numbers.
 */
export function chooseTableMove(state: GameState, kind: number, which: number): Move | null {
  if (state.options.level < 2 || kind % TABLE_MOVE_ODDS !== 0) return null;
  const aside = crisesOf(state).aside;
  const panicDeck = panicOf(state).deck;
  const options: Move[] = [{ type: 'choose', seat: TABLE, outcome: { kind: 'roll', value: 1 + (which % 6) } }];
  if (aside.length > 0) options.push({ type: 'choose', seat: TABLE, outcome: { kind: 'crisis', card: aside[which % aside.length]! } });
  if (panicDeck.length > 0) options.push({ type: 'choose', seat: TABLE, outcome: { kind: 'panic', panic: panicDeck[which % panicDeck.length]! } });
  return options[(kind >>> 5) % options.length]!;
}

/**
 * The seat whose move the random player makes now: the only decider in a turn, or one of several
 * (every seat in the Panic! negotiation), picked with bits of the `which` number that the choice
 * of a move hardly uses. Null when the game is over.
 */
export function pickSeat(state: GameState, which: number): Seat | null {
  const who = deciders(state);
  if (who.length === 0) return null;
  return who[(which >>> 11) % who.length]!;
}

/** The move the random player makes now, from the legal moves listed for `state`. */
export function pickMove(state: GameState, listed: readonly Move[], kind: number, which: number, options: PolicyOptions = {}): Move {
  if (options.tableMoves) {
    const table = chooseTableMove(state, kind, which);
    if (table) return table;
  }
  return chooseMove(consider(state, listed, options.style), kind, which, options.weights);
}

/** mulberry32: a small seeded generator, so every benchmark run plays exactly the same games. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two numbers for `pickMove` from a seeded generator. */
export function nextPicks(next: () => number): [number, number] {
  return [Math.floor(next() * 0x10000), Math.floor(next() * 0x10000)];
}
