/**
 * What a card counts now, on the table: its value (the table's own if set), doubled when it is a
 * Resource card of the Suit the Policy in force doubles. The engine's `worthOf` says the same from
 * a whole game; the table only has the view. Shared by the Bribe envelopes (modules/policy/Policy.tsx) and the
 * Space Program's Launch Scores (modules/spaceProgram/Space.tsx), both loaded on demand.
 */
import { cardInfo, cardValue, type CardId, type CardValues } from '../../machine/api.ts';
// The Policy data only, not the Policy module.
import { POLICY_CARDS, type PolicyId } from '../../machine/data/policies.ts';

export function worthNow(card: CardId, inForce: PolicyId | null, values: CardValues | undefined): { worth: number; doubled: boolean } {
  const c = cardInfo(card);
  const value = cardValue(card, values);
  const suit = inForce ? POLICY_CARDS[inForce].suit : null;
  const doubled = c.kind === 'resource' && suit !== null && c.suit === suit;
  return { worth: doubled ? value * 2 : value, doubled };
}
