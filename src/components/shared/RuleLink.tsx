/** A link to the paragraph that explains a rule (`/level-1/#buy.suit-bonus`). */
import { rulePath, ruleTitle, type RuleId } from '../../machine/api.ts';

export function RuleLink({ rule, prefix = 'Rule: ' }: { readonly rule: RuleId; readonly prefix?: string }) {
  return (
    <a class="bng-rule-link" href={rulePath(rule)} data-rule={rule}>
      {prefix}
      {ruleTitle(rule)}
    </a>
  );
}
