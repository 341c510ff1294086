/** Every worked example, by id. Pages refer to examples by these ids. */
import type { WorkedExample } from './types.ts';

const ALL: readonly WorkedExample[] = [];

export const EXAMPLES: ReadonlyMap<string, WorkedExample> = new Map(ALL.map((e) => [e.id, e]));

export function exampleById(id: string): WorkedExample | undefined {
  return EXAMPLES.get(id);
}

export type { ExampleStep, WorkedExample } from './types.ts';
