/** The Panic!'s widgets (the engine's `panic` module, Level 2 on): its panel beside the table while a Panic! is under way. */
import type { ModuleWidgets } from '../types.ts';

export const widgets: ModuleWidgets = {
  id: 'panic',
  panel: () => import('./PanicPanel.tsx').then((m) => m.PanicUnderWay),
};
