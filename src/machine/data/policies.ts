import type { RuleId } from '../core/rule-ids.ts';
import type { Suit } from './suits.ts';

/**
 * The ten Government Policy cards (Level 4). Five double one Suit while in force; the other five
 * act once, when set. In alphabetical order, which is part of the share-link format: append, never reorder.
 */
export const POLICY_IDS = [
  'archeological-dig',
  'big-tech-unleashed',
  'billionaire-audited',
  'inheritance-tax-abolished',
  'media-megaplex',
  'new-role',
  'real-estate-bonanza',
  'repress-the-rebels',
  'tax-tyranny',
  'weapons-galore',
] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

export interface PolicyCard {
  readonly id: PolicyId;
  readonly name: string;
  /** The Suit a Suit Policy doubles (inferred from its name: the rulebook names no Suit), or null. */
  readonly suit: Suit | null;
  /** What it does, in a few words (the rule explains the rest). */
  readonly does: string;
  readonly rule: RuleId;
}

const suitPolicy = (id: PolicyId, name: string, suit: Suit, suitName: string): PolicyCard => ({
  id,
  name,
  suit,
  does: `${suitName} count double while it is in force`,
  rule: 'policy.suit',
});

export const POLICY_CARDS: Readonly<Record<PolicyId, PolicyCard>> = {
  'real-estate-bonanza': suitPolicy('real-estate-bonanza', 'Real Estate Bonanza', 'locks', 'Locks'),
  'big-tech-unleashed': suitPolicy('big-tech-unleashed', 'Big Tech Unleashed', 'bolts', 'Electrical Bolts'),
  'inheritance-tax-abolished': suitPolicy('inheritance-tax-abolished', 'Inheritance Tax Abolished', 'diamonds', 'Diamonds'),
  'media-megaplex': suitPolicy('media-megaplex', 'Media Megaplex', 'dishes', 'Satellite Dishes'),
  'weapons-galore': suitPolicy('weapons-galore', 'Weapons Galore!', 'bombs', 'Bombs'),
  'archeological-dig': {
    id: 'archeological-dig',
    name: 'Archeological Dig',
    suit: null,
    does: 'the setter may take two cards from the Discard pile',
    rule: 'policy.archeological-dig',
  },
  'billionaire-audited': {
    id: 'billionaire-audited',
    name: 'Billionaire Audited',
    suit: null,
    does: 'the setter may send one Asset back to its Market',
    rule: 'policy.billionaire-audited',
  },
  'new-role': { id: 'new-role', name: 'New Role', suit: null, does: 'the setter swaps their Role for a new draw', rule: 'policy.new-role' },
  'repress-the-rebels': {
    id: 'repress-the-rebels',
    name: 'Repress the Rebels',
    suit: null,
    does: 'a die roll sends one or two Rebels off a Crisis',
    rule: 'policy.repress-the-rebels',
  },
  'tax-tyranny': {
    id: 'tax-tyranny',
    name: 'Tax Tyranny',
    suit: null,
    does: 'the two richest pay three points of cards or an Asset',
    rule: 'policy.tax-tyranny',
  },
};

export function isPolicyId(value: unknown): value is PolicyId {
  return typeof value === 'string' && (POLICY_IDS as readonly string[]).includes(value);
}

export function policyName(id: PolicyId): string {
  return POLICY_CARDS[id].name;
}
