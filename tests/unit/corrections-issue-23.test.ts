/**
 * The four corrections of issue 23 (points 2, 3, 7 and 9), as their modules declare them: each in
 * edition 2, each naming a rule a notice can link to, and each switched off by `uncorrected` alone.
 * The behaviour of each, both ways, is tested beside its rule: space-program/scores.test.ts
 * (`spaceProgram.puppet-flies`), puppets/roll.test.ts (`puppets.card-face-down`),
 * space-program/sealed.test.ts (`spaceProgram.contribution-shown`), puppets/tax.test.ts
 * (`policy.tax-puppets`).
 */
import { describe, expect, it } from 'vitest';
import '../../src/machine/index.ts';
import { corrected } from '../../src/machine/core/editions.ts';
import { installedCorrections, installedModules } from '../../src/machine/core/module.ts';
import { isRuleId } from '../../src/machine/core/rule-ids.ts';

const DECLARED = {
  'spaceProgram.puppet-flies': ['spaceProgram', 'space.together'],
  'spaceProgram.contribution-shown': ['spaceProgram', 'space.sealed'],
  'puppets.card-face-down': ['puppets', 'puppets.card'],
  'policy.tax-puppets': ['policy', 'policy.tax-tyranny'],
} as const;

describe('the corrections of issue 23', () => {
  it.each(Object.entries(DECLARED))('%s is declared once, in edition 2, by the module owning its rule', (id, [module, rule]) => {
    const all = installedCorrections().filter((c) => c.id === id);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ edition: 2, rule });
    expect(isRuleId(all[0]!.rule)).toBe(true);
    const owner = installedModules().find((m) => m.corrections?.some((c) => c.id === id));
    expect(owner?.id).toBe(module);
    expect(owner?.rules).toContain(rule);
  });

  it('each is played unless the game lists it as uncorrected', () => {
    for (const id of Object.keys(DECLARED)) {
      expect(corrected({ options: {} }, id)).toBe(true);
      expect(corrected({ options: { uncorrected: [id] } }, id)).toBe(false);
      expect(corrected({ options: { uncorrected: Object.keys(DECLARED).filter((x) => x !== id) } }, id)).toBe(true);
    }
  });
});
