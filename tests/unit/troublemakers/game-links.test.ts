/**
 * Links of whole games with a Troublemaker: a new-game link (the module and the Troublemaker's seat
 * in section n) with the moves of a random game, Declaration and Revolution cards included, opens on
 * exactly the same states; a move no legal list holds (a Sabotage! layout of the player's own) is
 * written by its code and read back.
 */
import { describe, expect, it } from 'vitest';
import {
  createFromPosition,
  createGame,
  encodeLink,
  type GameState,
  legalMoves,
  type Move,
  type MoveType,
  openLink,
  play,
  positionOf,
} from '../../../src/machine/index.ts';
import { troublemakersOf } from '../../../src/machine/modules/troublemakers/index.ts';
import { WEIGHTS } from '../../helpers/policy.ts';
import { playRandomly } from '../../helpers/random-play.ts';
import { played, revolutionaryTurn } from './helpers.ts';

const LEAN: Partial<Record<MoveType, number>> = { ...WEIGHTS, declare: 8, playRevolution: 4, fixCrisis: 3 };

/** Seeded numbers for the random player. */
function picks(seed: number, count: number): number[] {
  let x = seed;
  return Array.from({ length: count }, () => (x = (x * 1103515245 + 12345) & 0x7fffffff));
}

describe('tm links: whole games', () => {
  it('reopen random games with a Troublemaker on the same states, Revolution cards and all', () => {
    let revolutionaries = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const made = createGame({ players: 4 + (seed % 3), level: 4, seed, modules: ['troublemakers'] });
      if (!made.ok) throw new Error(made.error.reason);
      if (troublemakersOf(made.game).alignment === 'revolutionary') revolutionaries++;
      const run = playRandomly(made.game, picks(seed, 700), 300, undefined, { weights: LEAN });
      const link = encodeLink({ start: { kind: 'new', options: made.game.options }, moves: run.moves });
      const opened = openLink(`#${link}`);
      if (!opened.ok) throw new Error(opened.error.reason);
      expect(opened.states.at(-1)).toEqual(run.final);
      expect(opened.moves).toEqual(run.moves);
    }
    // The seeds above draw both Alignments, so Declarations and Revolution cards are in some links.
    expect(revolutionaries).toBeGreaterThan(0);
  }, 30_000);

  it('write a Sabotage! layout of the player’s own (not a listed one) by its code, and read it back', () => {
    // A staged table, set up again as a position so that it is the state a link would rebuild.
    const staged = createFromPosition(positionOf(revolutionaryTurn({ row: ['sabotage'] })));
    if (!staged.ok) throw new Error(staged.error.reason);
    const start = staged.game;
    let s: GameState = played(start, { type: 'playRevolution', seat: 0, card: 'sabotage' }).game;
    const moves: Move[] = [{ type: 'playRevolution', seat: 0, card: 'sabotage' }];
    // Reverse the dealt order of the first listed layout: the same cards, another arrangement.
    const listed = legalMoves(s, 0).find((m) => m.type === 'arrangeMarkets');
    expect(listed).toBeDefined();
    const rows = (listed as Extract<Move, { type: 'arrangeMarkets' }>).rows.map((r) => [...r].reverse());
    const own = { type: 'arrangeMarkets', seat: 0, rows } as Move;
    const out = play(s, own);
    if (!out.ok) throw new Error(out.illegal.reason);
    moves.push(out.move);
    s = out.game;
    const link = encodeLink({ start: { kind: 'position', state: start }, moves });
    const opened = openLink(`#${link}`);
    if (!opened.ok) throw new Error(opened.error.reason);
    expect(opened.states.at(-1)).toEqual(s);
    expect(opened.moves[1]).toEqual(own);
  });
});
