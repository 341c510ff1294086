/**
 * Adding the Space Program (`space.setup`): a game option for Levels 3 and 4 only. The Space Cowboy
 * joins the Role deck with the module and only with it; an unknown or repeated module, or the module
 * at Levels 1 and 2, is refused with `setup.modules`; the options set up the same game again.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type GameOptions, type GameState, rolesFor, rolesOf, spaceOf } from '../../../src/machine/index.ts';

function game(options: Parameters<typeof createGame>[0]): GameState {
  const made = createGame(options);
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
}

/** Every Role card of a game: the deck, the Roles offered in the draft, and those held. */
function rolesInPlay(g: GameState): string[] {
  const r = rolesOf(g);
  return [...r.deck, ...(r.offer?.cards ?? []), ...r.held.flatMap((h) => (h ? [h.role] : []))];
}

describe('space.setup', () => {
  it.each([3, 4] as const)('puts the Space Cowboy in the Role deck at Level %i with the module, and only then', (level) => {
    const withIt = game({ players: 4, level, seed: 5, modules: ['space-program'] });
    const without = game({ players: 4, level, seed: 5 });
    expect(rolesInPlay(withIt)).toContain('space-cowboy');
    expect(rolesInPlay(without)).not.toContain('space-cowboy');
    expect(rolesInPlay(withIt)).toHaveLength(rolesInPlay(without).length + 1);
    expect(rolesFor({ level, modules: ['space-program'] })).toContain('space-cowboy');
    expect(rolesFor({ level })).not.toContain('space-cowboy');
  });

  it('starts with an empty envelope, in the game, and nobody out', () => {
    const g = game({ players: 3, level: 3, seed: 2, modules: ['space-program'] });
    expect(spaceOf(g)).toEqual({ envelope: [], gone: false, out: [], launch: null, escaped: null });
    expect(game({ players: 3, level: 3, seed: 2 }).modules.spaceProgram).toBeUndefined();
  });

  it.each([1, 2] as const)('refuses the module at Level %i', (level) => {
    const made = createGame({ players: 4, level, seed: 1, modules: ['space-program'] });
    expect(made.ok).toBe(false);
    if (!made.ok) {
      expect(made.error.code).toBe('setup.modules');
      expect(made.error.rule).toBe('space.setup');
      expect(made.error.reason).toMatch(/Level 3 or 4/);
    }
  });

  it.each([
    ['an unknown module', ['moon-base']],
    ['a repeated module', ['space-program', 'space-program']],
    ['a module list that is not a list', 'space-program'],
  ])('refuses %s', (_name, modules) => {
    const made = createGame({ players: 4, level: 3, seed: 1, modules: modules as never });
    expect(made.ok).toBe(false);
    if (!made.ok) expect(made.error.code).toBe('setup.modules');
  });

  it('keeps the options: createGame(game.options) sets up the same game', () => {
    const g = game({ players: 5, level: 4, seed: 77, modules: ['space-program'] });
    expect(g.options.modules).toEqual(['space-program']);
    expect(game(g.options as GameOptions)).toEqual(g);
    // No modules: the options have no modules field at all, as before the expansion.
    const plain = game({ players: 5, level: 4, seed: 77, modules: [] });
    expect('modules' in plain.options).toBe(false);
    expect(game(plain.options)).toEqual(plain);
  });

  it('plays in a two-player game with Puppets', () => {
    const g = game({ players: 2, level: 3, seed: 3, modules: ['space-program'] });
    expect(g.options.puppets).toBe(true);
    expect(rolesInPlay(g)).toContain('space-cowboy');
  });
});
