/**
 * The zones a Level 3 step changed (components/shared/projectorZones.ts): keeping a Role in the
 * draft marks the Roles in the middle (the deck and the offer) and the keeper's Role; another seat's
 * view marks the same zones without naming the Role kept.
 */
import { describe, expect, it } from 'vitest';
import { changedText, changedZones } from '../../src/components/shared/projectorZones.ts';
import { createGame, play, roleName, rolesOf, viewOf, type Viewer } from '../../src/machine/index.ts';

describe('changed zones at Level 3', () => {
  const made = createGame({ players: 3, level: 3, seed: 2, firstPlayer: 0 });
  if (!made.ok) throw new Error(made.error.reason);
  const before = made.game;
  const role = rolesOf(before).offer!.cards[0]!;
  const played = play(before, { type: 'keepRole', seat: 0, role });
  if (!played.ok) throw new Error(played.illegal.reason);
  const zones = (viewer: Viewer) => changedZones(viewOf(before, viewer), viewOf(played.game, viewer));

  it('a Role kept in the draft: the Roles in the middle and the keeper’s Role', () => {
    expect(zones('table').map((z) => z.selector)).toEqual(['[data-zone="roles"]', '[data-seat="0"] [data-zone="role"]']);
    expect(changedText(zones('table'))).toMatch(/^Changed: the Roles and the Luxury Bunker, seat 1's Role \(.+\)\.$/);
  });

  it('the same zones in another seat’s view, naming no Role', () => {
    expect(zones(1).map((z) => z.selector)).toEqual(zones('table').map((z) => z.selector));
    expect(changedText(zones(1))).not.toContain(roleName(role));
  });
});
