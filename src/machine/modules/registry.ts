/** Every module the engine knows, in the order their hooks run at each moment. */
import type { GameModule } from '../core/module.ts';
import { crises } from './crises/index.ts';
import { level1 } from './level1/index.ts';
import { panic } from './panic/index.ts';
import { roles } from './roles/index.ts';
import { policy } from './policy/index.ts';
import { puppets } from './puppets/index.ts';
import { spaceProgram } from './space-program/index.ts';
import { troublemakers } from './troublemakers/index.ts';
import { table } from './table/index.ts';

export const DEFAULT_MODULES: readonly GameModule[] = [table, level1, crises, panic, roles, policy, troublemakers, spaceProgram, puppets];
