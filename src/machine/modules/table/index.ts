/**
 * The core's own moves: chosen outcomes (the table's adjustments, dispute mode), taken in every
 * game at every level. A module of its own so that both registries (every module, and Level 1's
 * only for a first download: src/machine/level1.ts) can list it.
 */
import { chooseFamily } from '../../core/chosen.ts';
import type { GameModule } from '../../core/module.ts';

export const table: GameModule = {
  id: 'table',
  enabled: () => true,
  families: [chooseFamily],
  rules: ['table.chosen-outcome'],
};
