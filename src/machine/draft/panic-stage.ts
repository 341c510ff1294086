/**
 * The Panic! stage follows the Rebels while a table is being set up. Seven Rebels on Crises means
 * the Panic! has started (rule panic.trigger), so a table that reaches seven with the Panic! still
 * to come is impossible, and "under way" is impossible below seven. Judged one change at a time,
 * that left no way from six Rebels with the Panic! to come to seven with it under way: each single
 * step was refused. So the change that brings the seventh Rebel also marks the Panic! as over (it
 * has happened), and says so; choosing "under way" is then one more pick.
 */
import { PANIC_THRESHOLD } from '../data/panic.ts';
import type { Draft } from './draft.ts';

/** The Rebels standing on the Crises beside the Guillotine. */
export const rebelsStanding = (d: Draft): number => d.guillotine.reduce((total, g) => total + g.rebels, 0);

/**
 * The draft after a change, with the Panic! marked as over when the change (one that did not set the
 * Panic! itself) brought the Rebels to the threshold while it was still to come; `note` says so, in
 * words to add to what the editor announces. A change that set the Panic! itself is left as made, so
 * the engine judges what the reader chose.
 */
export function panicFollowsRebels(before: Draft, after: Draft): { readonly draft: Draft; readonly note: string | null } {
  const stillToCome = before.panic.kind === 'pending' && after.panic.kind === 'pending';
  if (after.level < 2 || !stillToCome || rebelsStanding(after) < PANIC_THRESHOLD) return { draft: after, note: null };
  return {
    draft: { ...after, panic: { kind: 'done' } },
    note:
      `With ${rebelsStanding(after)} Rebels on Crises the Panic! has happened, so it is now marked as over; ` +
      'set it as under way in the Panic! zone if its card is still being played out.',
  };
}
