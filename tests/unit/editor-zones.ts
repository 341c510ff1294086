/**
 * The editor's zones as the playground's editor has them (not a test file): the core's
 * (src/components/editor/zones.ts) with every module's, loaded through the registry at once, as the
 * editor loads them when it opens.
 */
import type { Draft } from '../../src/machine/draft/draft.ts';
import { zoneOfField as zoneOfFieldWith, zoneSpec as zoneSpecWith } from '../../src/components/editor/zones.ts';
import { loadModuleParts } from '../../src/components/modules/useModules.ts';
import type { ZoneKey } from '../../src/components/table/types.ts';

export type { ZoneKey };

const modules = await loadModuleParts('zones');

export const zoneSpec = (d: Draft, key: ZoneKey) => zoneSpecWith(d, key, modules);
export const zoneOfField = (field: string | undefined, edited: ZoneKey) => zoneOfFieldWith(field, edited, modules);
