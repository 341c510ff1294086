import type { RuleId } from '../core/rule-ids.ts';

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

/** The Suit Policies: the five that double one Suit while in force (which Suit: `cardsOf(state).policySuit`). In share-link order. */
export const SUIT_POLICY_IDS = [
  'big-tech-unleashed',
  'inheritance-tax-abolished',
  'media-megaplex',
  'real-estate-bonanza',
  'weapons-galore',
] as const satisfies readonly PolicyId[];
export type SuitPolicyId = (typeof SUIT_POLICY_IDS)[number];

export function isSuitPolicy(id: PolicyId): id is SuitPolicyId {
  return (SUIT_POLICY_IDS as readonly string[]).includes(id);
}

export interface PolicyCard {
  readonly id: PolicyId;
  readonly name: string;
  /**
   * What a one-off Policy does, in a few words (the rule explains the rest). A Suit Policy has
   * none here: the Suit it doubles is a card face a table may set (data/card-faces.ts), so its words
   * come from the game (`cardsOf(state).policyDoes`).
   */
  readonly does?: string;
  readonly rule: RuleId;
}

const suitPolicy = (id: PolicyId, name: string): PolicyCard => ({ id, name, rule: 'policy.suit' });

export const POLICY_CARDS: Readonly<Record<PolicyId, PolicyCard>> = {
  'real-estate-bonanza': suitPolicy('real-estate-bonanza', 'Real Estate Bonanza'),
  'big-tech-unleashed': suitPolicy('big-tech-unleashed', 'Big Tech Unleashed'),
  'inheritance-tax-abolished': suitPolicy('inheritance-tax-abolished', 'Inheritance Tax Abolished'),
  'media-megaplex': suitPolicy('media-megaplex', 'Media Megaplex'),
  'weapons-galore': suitPolicy('weapons-galore', 'Weapons Galore!'),
  'archeological-dig': {
    id: 'archeological-dig',
    name: 'Archeological Dig',
    does: 'the setter may take two cards from the Discard pile',
    rule: 'policy.archeological-dig',
  },
  'billionaire-audited': {
    id: 'billionaire-audited',
    name: 'Billionaire Audited',
    does: 'the setter may send one Asset back to its Market',
    rule: 'policy.billionaire-audited',
  },
  'new-role': { id: 'new-role', name: 'New Role', does: 'the setter swaps their Role for a new draw', rule: 'policy.new-role' },
  'repress-the-rebels': {
    id: 'repress-the-rebels',
    name: 'Repress the Rebels',
    does: 'a die roll sends one or two Rebels off a Crisis',
    rule: 'policy.repress-the-rebels',
  },
  'tax-tyranny': {
    id: 'tax-tyranny',
    name: 'Tax Tyranny',
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
