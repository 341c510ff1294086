/**
 * The Space Program's zones of the table (Levels 3 and 4, once switched on): the cards sealed in its
 * envelope (Resource cards only, each in one place), whether the envelope has left the game, and
 * each seat in or out of the game. A seat put out is left as the explosion leaves it (see
 * `setSeatOut`); the engine still judges every change (`position.space`: out before the Panic!, the
 * seat whose turn it is, one player left…), refused at the zone with its reason.
 */
import { cardInfo, type CardId } from '../../../machine/index.ts';
import { billionaireName, cardLabel } from '../../shared/format.ts';
import { setSeatOut, type Draft } from '../../../machine/draft/draft.ts';
import { cardChoices, type CardZone, type Choice } from '../../editor/choices.ts';
import type { ZoneParts, ZoneSpec } from '../../editor/types.ts';

const seatName = (d: Draft, i: number) => `seat ${i + 1} (${billionaireName(d.players[i]!.billionaire)})`;

export function spaceEnvelopeSpec(d: Draft): ZoneSpec {
  const name = 'the Space Program envelope';
  const zone: CardZone = {
    name,
    cards: (x) => x.spaceEnvelope,
    // Only named cards: the table view always knows what is inside.
    add: (x, c) => (c === null ? x : { ...x, spaceEnvelope: [...x.spaceEnvelope, c] }),
    remove: (x, i) => ({ ...x, spaceEnvelope: [...x.spaceEnvelope.slice(0, i), ...x.spaceEnvelope.slice(i + 1)] }),
    accepts: (c: CardId) => cardInfo(c).kind === 'resource',
    unknown: false,
  };
  return {
    title: 'Space Program envelope',
    name,
    now: d.spaceGone ? 'left the game' : d.spaceEnvelope.length === 0 ? 'empty' : d.spaceEnvelope.map((c) => cardLabel(c)).join(', '),
    unset: false,
    multi: true,
    choices: cardChoices(d, zone),
  };
}

export function spaceGoneSpec(d: Draft): ZoneSpec {
  const choices: Choice[] = [
    { id: 'in-game', label: 'In the game', group: 'The envelope', apply: (x) => ({ ...x, spaceGone: false }), said: 'The Space Program envelope is in the game.' },
    {
      id: 'gone',
      label: 'Left the game (the Rocket exploded)',
      group: 'The envelope',
      apply: (x) => ({ ...x, spaceGone: true, spaceEnvelope: [] }),
      said: 'The Space Program envelope has left the game.',
    },
  ];
  return {
    title: 'Envelope in the game?',
    name: 'whether the Space Program envelope is still in the game',
    now: d.spaceGone ? 'left the game (the Rocket exploded)' : 'in the game',
    unset: false,
    multi: false,
    choices: choices.filter((c) => (c.id === 'gone') !== d.spaceGone),
  };
}

export function seatOutSpec(d: Draft, seat: number): ZoneSpec {
  const out = d.spaceOut.includes(seat);
  const name = `whether ${seatName(d, seat)} is in the game`;
  const choice: Choice = out
    ? { id: 'in-game', label: 'Back in the game', group: 'In the game?', apply: (x) => setSeatOut(x, seat, false), said: `${seatName(d, seat)} is in the game.` }
    : {
        id: 'out',
        label: 'Out of the game (the Rocket exploded): cards to the Discard pile, Assets back to their Markets, Role back',
        group: 'In the game?',
        apply: (x) => setSeatOut(x, seat, true),
        said: `${seatName(d, seat)} is out of the game; the Space Program envelope has left the game.`,
      };
  return { title: out ? 'Out of the game' : 'In the game', name, now: out ? 'out of the game' : 'in the game', unset: false, multi: false, choices: [choice] };
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
