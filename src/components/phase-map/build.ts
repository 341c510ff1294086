/**
 * The phase map of the game's statechart, modelled and laid out once per build for each level it is
 * drawn for (a page at Level 1 shows no Level 2 windows). Build time only: the XState machine and
 * elkjs are imported by the Astro component's frontmatter, never by a page script.
 */
import { installedModules } from '../../machine/index.ts';
import { gameChart } from '../../machine/modules/level1/chart.ts';
import { layoutPhaseMap, type PhaseMapLayout } from './layout.ts';
import { phaseMapModel, type PhaseMapModel } from './model.ts';

export interface PhaseMap {
  readonly model: PhaseMapModel;
  readonly layout: PhaseMapLayout;
}

const built = new Map<number | null, Promise<PhaseMap>>();

/** The map for games at `level` (every module's windows when null). */
export function phaseMap(level: number | null): Promise<PhaseMap> {
  let map = built.get(level);
  if (!map) {
    const model = phaseMapModel(gameChart, installedModules(), level);
    map = layoutPhaseMap(model).then((layout) => ({ model, layout }));
    built.set(level, map);
  }
  return map;
}
