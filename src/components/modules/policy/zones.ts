/**
 * The Level 4 zones of the table: each seat's Bribe envelope (any card but a Crisis, each card in
 * one place only) and the Government Policy in force (one of the ten, or none). The engine still
 * judges every change (an impossible envelope is refused at its zone, `position.envelope`).
 */
import { cardInfo, POLICY_CARDS, POLICY_IDS, policyName, type CardId } from '../../../machine/index.ts';
import { billionaireName, cardLabel } from '../../shared/format.ts';
import { isPuppetSeat, type Draft } from '../../../machine/draft/draft.ts';
import { cardChoices, type Choice, type CardZone } from '../../editor/choices.ts';
import type { ZoneParts, ZoneSpec } from '../../editor/types.ts';

const seatName = (d: Draft, i: number) => `seat ${i + 1} (${billionaireName(d.players[i]!.billionaire)})`;

const withEnvelope = (d: Draft, seat: number, change: (cards: readonly CardId[]) => readonly CardId[]): Draft => ({
  ...d,
  players: d.players.map((p, i) => (i === seat ? { ...p, envelope: change(p.envelope ?? []) } : p)),
});

export function envelopeSpec(d: Draft, seat: number): ZoneSpec {
  const name = `the Bribe envelope of ${seatName(d, seat)}`;
  const zone: CardZone = {
    name,
    cards: (x) => x.players[seat]!.envelope ?? [],
    // Only named cards: an envelope is never dealt at random.
    add: (x, c) => (c === null ? x : withEnvelope(x, seat, (e) => [...e, c])),
    remove: (x, i) => withEnvelope(x, seat, (e) => [...e.slice(0, i), ...e.slice(i + 1)]),
    accepts: (c) => cardInfo(c).kind !== 'crisis',
    unknown: false,
  };
  const cards = d.players[seat]!.envelope ?? [];
  return {
    title: 'Bribe envelope',
    name,
    now: cards.length === 0 ? 'empty' : cards.map((c) => cardLabel(c)).join(', '),
    unset: false,
    multi: true,
    choices: cardChoices(d, zone),
  };
}

export function policySpec(d: Draft): ZoneSpec {
  const choices: Choice[] = [
    { id: 'none', label: 'No Policy in force', group: 'In force', apply: (x) => ({ ...x, policy: null }), said: 'No Policy is in force.' },
    ...POLICY_IDS.map((p) => ({
      id: p,
      label: `${policyName(p)}: ${POLICY_CARDS[p].does}`,
      group: 'In force',
      apply: (x: Draft) => ({ ...x, policy: p }),
      said: `${policyName(p)} is in force.`,
    })),
  ];
  return {
    title: 'Policy in force',
    name: 'the Government Policy in force',
    now: d.policy === null ? 'none' : policyName(d.policy),
    unset: false,
    multi: false,
    choices: choices.filter((c) => c.id !== (d.policy ?? 'none')),
  };
}

declare module '../../table/types.ts' {
  interface ModuleZones {
    policy: true;
  }
}

/** Level 4's zones in the editor: each seat's Bribe envelope (never a Puppet's) and the Government Policy. */
export const policyZones: ZoneParts = {
  spec(d, key) {
    const on = d.level >= 4;
    if (key === 'policy') return on ? policySpec(d) : null;
    const seat = /^seat:(\d+):envelope$/.exec(key);
    if (seat) return on && !isPuppetSeat(d, Number(seat[1])) ? envelopeSpec(d, Number(seat[1])) : null;
    return undefined;
  },
  zoneOfField(field, edited) {
    const envelope = /^envelopes\[(\d+)\]/.exec(field);
    if (envelope) return `seat:${Number(envelope[1])}:envelope`;
    const top = field.split('.')[0];
    return top === 'policy' ? 'policy' : top === 'envelopes' ? edited : undefined;
  },
};
