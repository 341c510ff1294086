/**
 * The playground's on-table editor, as the editor tests drive it: open the playground at a position,
 * empty the table into the editor, then open zones and pick choices in their lists.
 */
import type { Locator, Page } from 'playwright-core';
import { hydrated } from './browser.ts';

export interface TableEditor {
  /** The playground widget. */
  readonly pg: Locator;
  readonly editor: Locator;
  /** A zone of the table, by its key (`seat:0:role`, `bunker`…). */
  readonly zone: (key: string) => Locator;
  /** Opens a zone's list of choices, unless it is open already. */
  readonly openZone: (key: string) => Promise<void>;
  /** Opens a zone and picks one of its choices. */
  readonly choose: (key: string, choice: string) => Promise<void>;
}

/** The playground on `page`, its table emptied into the editor. */
export async function emptyTableEditor(page: Page): Promise<TableEditor> {
  const pg = await hydrated(page, '.bng-playground');
  await pg.locator('[data-action="empty-table"]').click();
  const editor = pg.locator('[data-editor="table"]');
  await editor.waitFor();
  const zone = (key: string) => editor.locator(`[data-edit-zone="${key}"]`);
  const openZone = async (key: string) => {
    if ((await zone(key).locator('[role="listbox"]').count()) === 0) await editor.locator(`[data-zone-button="${key}"]`).click();
  };
  const choose = async (key: string, choice: string) => {
    await openZone(key);
    await zone(key).locator(`[role="option"][data-choice="${choice}"]`).click();
  };
  return { pg, editor, zone, openZone, choose };
}
