/**
 * A short fingerprint of a replayed game: its moves and its last state, leaving out the options
 * and the modules' own slices (a correction may add a field to one without changing the game).
 * Golden links store it, so a test knows a link still replays exactly as when it was written.
 */
import type { GameState, Move } from '../../src/machine/index.ts';

export function fingerprint(moves: readonly Move[], last: GameState): string {
  // Only the table itself: a correction may add a field to a module's slice without changing a game.
  const { players, markets, deck, discard, current, turn, round, phase, removedAssets } = last;
  const text = JSON.stringify({ moves, last: { players, markets, deck, discard, current, turn, round, phase, removedAssets } });
  // FNV-1a, twice with different offsets, for 16 hex digits: enough to tell two games apart.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
