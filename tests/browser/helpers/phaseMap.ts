/**
 * The page's live phase map keeps its whole drawing in a template until the reader asks for it
 * (PhaseMap's `onDemand`, see src/components/phase-map/whole.ts): a test that looks at the drawing
 * shows it first, as a reader would, with its button.
 */
import type { Page } from 'playwright-core';

export const LIVE_MAP = '[data-phase-map][data-live]';

/** Presses "Show the whole phase map" (unless the drawing is shown already: a page shared by a file's tests) and waits for the drawing. */
export async function showWholeMap(page: Page): Promise<void> {
  const map = page.locator(LIVE_MAP);
  if ((await map.locator('[data-pm-scroll]').count()) === 0) await map.locator('[data-pm-show]').click();
  await map.locator('[data-pm-scroll] svg').waitFor();
}
