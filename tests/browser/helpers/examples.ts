/** Which worked example the browser tests drive: a real Level 1 example embedded in the built site. */
import { exampleById, type WorkedExample } from '../../../src/examples/index.ts';
import { examplePages } from './site.ts';

const PREFERRED = ['l1-suit-bonus-buy', 'l1-invest-then-exchange', 'l1-inflation'];

/** A page of the built site with a worked example whose data we have, or null. */
export function pickExample(dist: string): { path: string; example: WorkedExample } | null {
  const pages = examplePages(dist);
  const candidates = pages.flatMap((p) => p.ids.map((id) => ({ path: p.path, id })));
  candidates.sort((a, b) => rank(a.id) - rank(b.id));
  for (const c of candidates) {
    const example = exampleById(c.id);
    if (example && example.steps.length >= 2) return { path: c.path, example };
  }
  return null;
}

function rank(id: string): number {
  const i = PREFERRED.indexOf(id);
  return i < 0 ? PREFERRED.length : i;
}
