/**
 * The Troublemakers' moves' groups and words (words.ts) registered where the list of legal moves looks for
 * them (playground/moveKinds.ts), loaded with the move builder (builderKinds.ts). On its way out:
 * the list will ask for a module's `words` (src/components/modules/useModules.ts).
 */
import { laterGroups, laterLabels } from '../../playground/moveKinds.ts';
import { words } from './words.ts';

for (const [kind, group] of Object.entries(words.groups)) laterGroups.set(kind, group);
for (const [type, label] of Object.entries(words.labels)) laterLabels.set(type, label);
