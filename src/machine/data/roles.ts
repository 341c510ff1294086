import type { Provenance } from './provenance.ts';

/**
 * The Role cards (Level 3 on). Six red Roles play from Level 3, three green ones join at Level 4.
 * The order of this list is part of the share-link format: append, never reorder.
 */
export const ROLE_IDS = [
  'banker',
  'celebrity',
  'disaster-speculator',
  'gangster',
  'power-broker',
  'scam-artist',
  'insider-trader',
  'toady',
  'vulture-capitalist',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface RoleCard {
  readonly id: RoleId;
  readonly name: string;
  /** Red Roles play from Level 3; green ones join them at Level 4. */
  readonly colour: 'red' | 'green';
  /** When the Role can be Revealed, in a few words (the rule explains the rest). */
  readonly when: string;
  /** Whether its power lasts once Revealed (the Banker), rather than acting once. */
  readonly lasting: boolean;
  readonly provenance: Provenance<'name' | 'colour' | 'when'>;
}

const R = 'rulebook' as const;

export const ROLE_CARDS: Readonly<Record<RoleId, RoleCard>> = {
  banker: {
    id: 'banker',
    name: 'Banker',
    colour: 'red',
    when: 'on your own turn, before your Action',
    lasting: true,
    // The text does not say when the Banker may be Revealed: our ruling (on your own turn).
    provenance: { name: R, colour: R, when: 'stand-in' },
  },
  celebrity: { id: 'celebrity', name: 'Celebrity', colour: 'red', when: 'when the Revolution comes', lasting: false, provenance: { name: R, colour: R, when: R } },
  'disaster-speculator': {
    id: 'disaster-speculator',
    name: 'Disaster Speculator',
    colour: 'red',
    when: 'once a Crisis is fully resolved',
    lasting: false,
    provenance: { name: R, colour: R, when: R },
  },
  gangster: { id: 'gangster', name: 'Gangster', colour: 'red', when: 'when you Audit another player', lasting: false, provenance: { name: R, colour: R, when: R } },
  'power-broker': {
    id: 'power-broker',
    name: 'Power Broker',
    colour: 'red',
    when: 'in the Panic!, or on your own turn',
    lasting: false,
    provenance: { name: R, colour: R, when: R },
  },
  'scam-artist': { id: 'scam-artist', name: 'Scam Artist', colour: 'red', when: 'on your own turn', lasting: false, provenance: { name: R, colour: R, when: R } },
  'insider-trader': {
    id: 'insider-trader',
    name: 'Insider Trader',
    colour: 'green',
    when: 'before the Bribe envelopes are opened',
    lasting: false,
    provenance: { name: R, colour: R, when: R },
  },
  toady: { id: 'toady', name: 'Toady', colour: 'green', when: 'on your own turn', lasting: true, provenance: { name: R, colour: R, when: R } },
  'vulture-capitalist': {
    id: 'vulture-capitalist',
    name: 'Vulture Capitalist',
    colour: 'green',
    when: 'when you set Policy, or at the end of your turn',
    lasting: false,
    provenance: { name: R, colour: R, when: R },
  },
};

export const RED_ROLES: readonly RoleId[] = ROLE_IDS.filter((id) => ROLE_CARDS[id].colour === 'red');

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}

export function roleName(id: RoleId): string {
  return ROLE_CARDS[id].name;
}
