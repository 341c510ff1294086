import type { Provenance } from './provenance.ts';
import type { ExpansionId } from './expansions.ts';

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
  'space-cowboy',
] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export interface RoleCard {
  readonly id: RoleId;
  readonly name: string;
  /** Red Roles play from Level 3; green ones join them at Level 4; an expansion's Role joins with its module. */
  readonly colour: 'red' | 'green' | 'expansion';
  /** The expansion module that adds this Role to the Role deck. */
  readonly expansion?: ExpansionId;
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
  'space-cowboy': {
    id: 'space-cowboy',
    name: 'Space Cowboy',
    colour: 'expansion',
    expansion: 'space-program',
    when: 'at the end of your own turn, once the Panic! has happened',
    lasting: false,
    // The card's colour is not given in the text.
    provenance: { name: R, colour: 'stand-in', when: R },
  },
};

/**
 * The Roles a game plays with: the red ones at Level 3, the green ones too from Level 4, and any
 * Role an expansion module switched on adds (the Space Cowboy).
 */
export function rolesFor(options: { readonly level: number; readonly modules?: readonly string[] }): readonly RoleId[] {
  return ROLE_IDS.filter((id) => {
    const card = ROLE_CARDS[id];
    if (card.expansion) return options.level >= 3 && options.modules?.includes(card.expansion) === true;
    return card.colour === 'red' ? options.level >= 3 : options.level >= 4;
  });
}

export const RED_ROLES: readonly RoleId[] = ROLE_IDS.filter((id) => ROLE_CARDS[id].colour === 'red');

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}

export function roleName(id: RoleId): string {
  return ROLE_CARDS[id].name;
}
