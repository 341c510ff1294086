/** Every worked example, by id. Pages refer to examples by these ids. */
import { LEVEL_1_EXAMPLES } from './level-1.ts';
import { LEVEL_2_EXAMPLES } from './level-2.ts';
import { LEVEL_3_EXAMPLES } from './level-3.ts';
import { LEVEL_4_EXAMPLES } from './level-4.ts';
import { SPACE_PROGRAM_EXAMPLES } from './space-program.ts';
import { TROUBLEMAKERS_EXAMPLES } from './troublemakers.ts';
import { TWO_PLAYER_EXAMPLES } from './two-players.ts';
import type { WorkedExample } from './types.ts';

const ALL: readonly WorkedExample[] = [
  ...LEVEL_1_EXAMPLES,
  ...LEVEL_2_EXAMPLES,
  ...LEVEL_3_EXAMPLES,
  ...LEVEL_4_EXAMPLES,
  ...TWO_PLAYER_EXAMPLES,
  ...SPACE_PROGRAM_EXAMPLES,
  ...TROUBLEMAKERS_EXAMPLES,
];

export const EXAMPLES: ReadonlyMap<string, WorkedExample> = new Map(ALL.map((e) => [e.id, e]));

export function exampleById(id: string): WorkedExample | undefined {
  return EXAMPLES.get(id);
}

export type { ExampleStep, WorkedExample } from './types.ts';
