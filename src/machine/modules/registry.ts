/** Every module the engine knows, in the order their hooks run at each moment. */
import { chooseFamily } from '../core/chosen.ts';
import type { GameModule } from '../core/module.ts';
import { crises } from './crises/index.ts';
import { level1 } from './level1/index.ts';
import { panic } from './panic/index.ts';

/** The core's own moves: chosen outcomes (the table's adjustments), taken in every game. */
const table: GameModule = {
  id: 'table',
  enabled: () => true,
  families: [chooseFamily],
  rules: ['table.chosen-outcome'],
};

export const DEFAULT_MODULES: readonly GameModule[] = [table, level1, crises, panic];
