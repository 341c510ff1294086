/**
 * axe's heading rules, the ones Lighthouse's accessibility score uses (`heading-order`: no level
 * skipped on the way down; one h1; no empty heading), on a page as it is now: its widgets running,
 * a worked example's log grown as it is stepped, the playground's panels drawn.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const HEADING_RULES = ['heading-order', 'page-has-heading-one', 'empty-heading'];

/** axe's heading rules on the page as it is now, as readable lines. */
export async function headingProblems(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${n.html.slice(0, 160)}`));
  }, HEADING_RULES);
}
