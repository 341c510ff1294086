/**
 * Space Program positions set up by hand (`createFromPosition`): the envelope's cards, whether it is
 * gone, and the seats out. Each impossible one is refused with `position.space` and the field to fix;
 * a position with seats out goes through `positionOf` and a share link unchanged.
 */
import { describe, expect, it } from 'vitest';
import { createFromPosition, encodeLink, openLink, positionOf, type PositionInput, spaceOf } from '../../../src/machine/index.ts';
import { assertInvariants } from '../../helpers/invariants.ts';
import { ARISTOCRAT, MEDIA, spaceInput, spaceTable, TECH, WAR } from './table.ts';

function refused(input: PositionInput) {
  const made = createFromPosition(input);
  if (made.ok) throw new Error('the position was accepted but should have been refused');
  return made.error as typeof made.error & { field?: string };
}

describe('space.setup (positions)', () => {
  it.each([
    ['a Crisis card in the envelope', spaceInput({ envelope: ['floods'] }), 'spaceProgram.envelope', /not a Resource card/],
    ['a Special Action card in the envelope', spaceInput({ specialActions: true, envelope: ['audit-1'] }), 'spaceProgram.envelope', /not a Resource card/],
    ['cards in an envelope that is gone', spaceInput({ envelope: ['bombs-1'], gone: true, out: [MEDIA] }), 'spaceProgram.envelope', /left the game/],
    ['seats out while the envelope is still there', spaceInput({ out: [MEDIA] }), 'spaceProgram.out', /give both, or neither/],
    ['an envelope gone without anyone out', spaceInput({ gone: true }), 'spaceProgram.out', /give both, or neither/],
    ['seats out before the Panic!', spaceInput({ panicDone: false, gone: true, out: [MEDIA] }), 'spaceProgram.out', /after the Panic!/],
    ['an out seat holding cards', spaceInput({ gone: true, out: [MEDIA], seats: [{}, {}, {}, { hand: ['bombs-1'] }] }), 'spaceProgram.out[0]', /holds? no cards/],
    [
      'an out seat holding an Asset',
      spaceInput({ gone: true, out: [MEDIA], seats: [{}, {}, {}, { assets: ['personal-zoo'] }] }),
      'spaceProgram.out[0]',
      /holds? no cards/,
    ],
    [
      'an out seat holding a Role',
      spaceInput({ gone: true, out: [MEDIA], roles: [null, null, null, { role: 'banker', revealed: false }] }),
      'spaceProgram.out[0]',
      /Role/,
    ],
    ['an out seat with a Bribe envelope', spaceInput({ level: 4, gone: true, out: [MEDIA], envelopes: [[], [], [], ['bombs-1']] }), 'spaceProgram.out[0]', /envelope/],
    ['an out seat with the turn', spaceInput({ gone: true, out: [WAR], roles: [] }), 'current', /takes no turns/],
    ['a seat out that does not exist', spaceInput({ gone: true, out: [7] }), 'spaceProgram.out[0]', /no seat/],
    ['one player left', spaceInput({ count: 3, gone: true, out: [TECH, ARISTOCRAT] }), 'spaceProgram.out', /one player left/],
    [
      'one player left of two (a Puppet does not count)',
      spaceInput({ puppets: true, current: ARISTOCRAT, roles: [], gone: true, out: [WAR, TECH] }),
      'spaceProgram.out',
      /one player left/,
    ],
  ])('refuses %s', (_name, input, field, reason) => {
    const error = refused(input);
    expect(error.code).toBe('position.space');
    expect(error.field).toBe(field);
    expect(error.reason).toMatch(reason);
  });

  it('refuses a Space Program in a position without the module', () => {
    const { modules: _modules, ...input } = spaceInput({ envelope: ['bombs-1'] });
    const error = refused(input);
    expect(error.code).toBe('position.space');
    expect(error.rule).toBe('space.setup');
  });

  it('refuses a Space Program that is not an object', () => {
    expect(refused({ ...spaceInput(), spaceProgram: 5 as never }).code).toBe('position.malformed');
    expect(refused({ ...spaceInput(), spaceProgram: { envelope: 'bombs-1' } as never }).code).toBe('position.malformed');
  });

  it('refuses the module at Level 2', () => {
    expect(refused(spaceInput({ level: 2, roles: undefined, panicDone: undefined })).rule).toMatch(/space\.setup|setup/);
  });

  it('accepts a card twice nowhere: an envelope card is one of the game’s cards like any other', () => {
    const error = refused(spaceInput({ envelope: ['bombs-1'], seats: [{ hand: ['bombs-1'] }] }));
    expect(error.code).toBe('position.card-twice');
  });
});

describe('space.out (positions)', () => {
  it('sets up seats out of the game, and keeps them through positionOf, createFromPosition and a share link', () => {
    const g = spaceTable({ count: 5, gone: true, out: [TECH, MEDIA], current: ARISTOCRAT, roles: [] });
    assertInvariants(g);
    expect(spaceOf(g)).toEqual({ envelope: [], gone: true, out: [TECH, MEDIA], launch: null, escaped: null });
    const pos = positionOf(g);
    expect(pos.modules).toEqual(['space-program']);
    expect(pos.spaceProgram).toEqual({ envelope: [], gone: true, out: [TECH, MEDIA] });
    const again = createFromPosition(pos);
    if (!again.ok) throw new Error(again.error.reason);
    expect(again.game).toEqual({ ...g, options: { ...g.options, seed: g.rng, firstPlayer: g.current } });
    const link = openLink(encodeLink({ start: { kind: 'position', state: g }, moves: [] }));
    if (!link.ok) throw new Error(link.error.reason);
    expect(link.timeline.start).toEqual(g);
  });

  it('keeps the envelope’s cards through positionOf and back', () => {
    const g = spaceTable({ envelope: ['bombs-7', 'locks-2'] });
    const again = createFromPosition(positionOf(g));
    if (!again.ok) throw new Error(again.error.reason);
    expect(spaceOf(again.game).envelope).toEqual(['bombs-7', 'locks-2']);
    expect(again.game.players).toEqual(g.players);
    expect(again.game.deck).toEqual(g.deck);
  });
});
