/**
 * A coached game as plain data: where it started, every move played and the states between, and
 * who the learner is. Pure functions only (no Preact), so the page's hook (useCoachGame.ts) stays
 * about timing and the address, and a link reopens exactly the same game: the moves come from the
 * link, the suggestions from `coachTurn`, which draws its randomness from the number of moves played.
 */
import type { CoachTurn } from '../../coach/coached-game.ts';
import { coachTurn } from '../../coach/coached-game.ts';
import { openingOf, type Opening } from '../../coach/openings.ts';
import { createGame, describeMove, encodeLinkResult, type GameEvent, type GameState, type Move, openLink, play, type Seat } from '../../machine/index.ts';

export interface Played {
  readonly move: Move;
  readonly seat: Seat;
  /** The state the move was played in, and the one it made. */
  readonly before: GameState;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

export interface CoachGame {
  readonly opening: Opening | null;
  readonly learner: Seat;
  readonly start: GameState;
  readonly played: readonly Played[];
}

export type Opened = { readonly ok: true; readonly game: CoachGame } | { readonly ok: false; readonly message: string };

/** The state now. */
export const now = (g: CoachGame): GameState => g.played[g.played.length - 1]?.after ?? g.start;

/** What happens next: the learner's decision (with the coach's advice), a computer's move, or the end. */
export const turnOf = (g: CoachGame): CoachTurn => coachTurn(now(g), g.learner, g.played.length);

/** A new game on a prepared opening. */
export function openOpening(opening: Opening): Opened {
  const made = createGame(opening.options);
  if (!made.ok) return { ok: false, message: `This opening could not be dealt: ${made.error.reason}` };
  return { ok: true, game: { opening, learner: opening.learner, start: made.game, played: [] } };
}

/** The game after `move`, or the engine's reason for refusing it. */
export function playIn(g: CoachGame, move: Move): { readonly ok: true; readonly game: CoachGame } | { readonly ok: false; readonly message: string } {
  const before = now(g);
  const out = play(before, move);
  if (!out.ok) return { ok: false, message: out.illegal.reason };
  const seat = typeof move.seat === 'number' ? move.seat : g.learner;
  return { ok: true, game: { ...g, played: [...g.played, { move, seat, before, after: out.game, events: out.events }] } };
}

/** The address fragment (without '#') that reopens this game at this point: `o=<opening>&` then the game's share link, seen by the learner. */
export function fragmentOf(g: CoachGame): string | null {
  const link = encodeLinkResult({ start: { kind: 'new', options: g.start.options }, moves: g.played.map((p) => p.move), viewer: g.learner });
  if (!link.ok) return null;
  return `${g.opening ? `o=${g.opening.id}&` : ''}${link.value}`;
}

/**
 * Reopens a coached game from its fragment (see `fragmentOf`), or says in plain words why not. The
 * learner is the link's viewpoint; a link seen from the whole table has no learner to coach.
 */
export function openFragment(fragment: string): Opened {
  const text = fragment.replace(/^#/, '');
  const at = text.indexOf('g=');
  if (at < 0) return { ok: false, message: 'This address holds no coached game. Pick a game to start below.' };
  const params = new URLSearchParams(text.slice(0, at));
  const openingId = params.get('o');
  const opening = openingId === null ? null : openingOf(openingId);
  if (openingId !== null && !opening) return { ok: false, message: `This link names an opening the coach does not know ("${openingId.slice(0, 40)}").` };
  const opened = openLink(text.slice(at));
  if (!opened.ok) return { ok: false, message: opened.error.reason };
  if (opened.content.start.kind !== 'new') return { ok: false, message: 'The coach plays only games dealt from the start; open this link in the playground instead.' };
  if (typeof opened.viewer !== 'number')
    return { ok: false, message: 'This link shows the whole table, so there is no seat to coach. Open it in the playground instead.' };
  // Replayed here rather than read from the link's states, to keep each move's events beside it.
  let game: CoachGame = { opening, learner: opened.viewer, start: opened.timeline.start, played: [] };
  for (const move of opened.moves) {
    const next = playIn(game, move);
    if (!next.ok) return { ok: false, message: next.message };
    game = next.game;
  }
  return { ok: true, game };
}

/** The move in words as the learner may know it ("The War Profiteer: Invest a card at Legacy"). */
export function moveWords(p: Played, learner: Seat): string {
  return describeMove(p.before, p.move, learner);
}

/** The opening's new things, each with whether the game has shown it yet. */
export function firstsSeen(g: CoachGame): readonly { readonly words: string; readonly rule: Opening['firsts'][number]['rule']; readonly seen: boolean }[] {
  return (g.opening?.firsts ?? []).map((f) => ({ words: f.words, rule: f.rule, seen: g.played.some((p) => f.seen(p.move, p.events, p.before, p.after)) }));
}

export { openingOf };
