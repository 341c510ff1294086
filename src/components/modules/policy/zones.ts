/**
 * The Level 4 zones of the table: each seat's Bribe envelope (any card but a Crisis, each card in
 * one place only) and the Government Policy in force (one of the ten, or none). The engine still
 * judges every change (an impossible envelope is refused at its zone, `position.envelope`).
 */
import { POLICY_CARDS, POLICY_IDS, policyName } from '../../../machine/index.ts';
import { cardLabel } from '../../shared/format.ts';
import { draftCards, isPuppetSeat, type Draft } from '../../../machine/draft/draft.ts';
import { envelopeList } from '../../../machine/draft/lists.ts';
import { cardZone, choice, seatName, zone } from '../../editor/choices.ts';
import type { ZoneParts, ZoneSpec } from '../../editor/types.ts';

export function envelopeSpec(d: Draft, seat: number): ZoneSpec {
  const cards = d.players[seat]!.envelope ?? [];
  const now = cards.length === 0 ? 'empty' : cards.map((c) => cardLabel(c, draftCards(d))).join(', ');
  return cardZone(d, 'Bribe envelope', `the Bribe envelope of ${seatName(d, seat)}`, envelopeList(seat), { now });
}

export function policySpec(d: Draft): ZoneSpec {
  const choices = [
    choice('none', 'No Policy in force', 'In force', (x) => ({ ...x, policy: null }), 'No Policy is in force.'),
    ...POLICY_IDS.map((p) =>
      choice(p, `${policyName(p)}: ${draftCards(d).policyDoes(p) ?? POLICY_CARDS[p].does}`, 'In force', (x) => ({ ...x, policy: p }), `${policyName(p)} is in force.`),
    ),
  ];
  const now = d.policy === null ? 'none' : policyName(d.policy);
  return zone(
    'Policy in force',
    'the Government Policy in force',
    now,
    choices.filter((c) => c.id !== (d.policy ?? 'none')),
  );
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
