/**
 * The Space Program's zones of the table (Levels 3 and 4, once switched on): the cards sealed in its
 * envelope (Resource cards only, each in one place), whether the envelope has left the game, and
 * each seat in or out of the game. A seat put out is left as the explosion leaves it (see
 * `setSeatOut`); the engine still judges every change (`position.space`: out before the Panic!, the
 * seat whose turn it is, one player left…), refused at the zone with its reason.
 */
import { cardLabel } from '../../shared/format.ts';
import { draftCards, setSeatOut, type Draft } from '../../../machine/draft/draft.ts';
import { spaceEnvelopeList } from '../../../machine/draft/lists.ts';
import { cardZone, choice, seatName, zone } from '../../editor/choices.ts';
import type { ZoneParts, ZoneSpec } from '../../editor/types.ts';

export function spaceEnvelopeSpec(d: Draft): ZoneSpec {
  const now = d.spaceGone ? 'left the game' : d.spaceEnvelope.length === 0 ? 'empty' : d.spaceEnvelope.map((c) => cardLabel(c, draftCards(d))).join(', ');
  return cardZone(d, 'Space Program envelope', 'the Space Program envelope', spaceEnvelopeList, { now });
}

export function spaceGoneSpec(d: Draft): ZoneSpec {
  const choices = d.spaceGone
    ? [choice('in-game', 'In the game', 'The envelope', (x) => ({ ...x, spaceGone: false }), 'The Space Program envelope is in the game.')]
    : [
        choice(
          'gone',
          'Left the game (the Rocket exploded)',
          'The envelope',
          (x) => ({ ...x, spaceGone: true, spaceEnvelope: [] }),
          'The Space Program envelope has left the game.',
        ),
      ];
  const now = d.spaceGone ? 'left the game (the Rocket exploded)' : 'in the game';
  return zone('Envelope in the game?', 'whether the Space Program envelope is still in the game', now, choices);
}

export function seatOutSpec(d: Draft, seat: number): ZoneSpec {
  const out = d.spaceOut.includes(seat);
  const name = `whether ${seatName(d, seat)} is in the game`;
  const choices = out
    ? [choice('in-game', 'Back in the game', 'In the game?', (x) => setSeatOut(x, seat, false), `${seatName(d, seat)} is in the game.`)]
    : [
        choice(
          'out',
          'Out of the game (the Rocket exploded): cards to the Discard pile, Assets back to their Markets, Role back',
          'In the game?',
          (x) => setSeatOut(x, seat, true),
          `${seatName(d, seat)} is out of the game; the Space Program envelope has left the game.`,
        ),
      ];
  return zone(out ? 'Out of the game' : 'In the game', name, out ? 'out of the game' : 'in the game', choices);
}

declare module '../../table/types.ts' {
  interface ModuleZones {
    spaceEnvelope: true;
    spaceGone: true;
  }
}

/** Whether the draft plays the Space Program (switched on, at Level 3 or 4). */
const spaceOn = (d: Draft) => d.space && d.level >= 3;

/** The Space Program's zones in the editor: its envelope, whether it has left the game, and any seat (a Puppet's too) in or out of the game. */
export const spaceZones: ZoneParts = {
  spec(d, key) {
    if (key === 'spaceEnvelope') return spaceOn(d) ? spaceEnvelopeSpec(d) : null;
    if (key === 'spaceGone') return spaceOn(d) ? spaceGoneSpec(d) : null;
    const seat = /^seat:(\d+):out$/.exec(key);
    if (seat) return spaceOn(d) ? seatOutSpec(d, Number(seat[1])) : null;
    return undefined;
  },
  // Its envelope's cards; seats out and the gone flag point at the zone just changed.
  zoneOfField: (field) => (field.startsWith('spaceProgram.envelope') ? 'spaceEnvelope' : undefined),
};
