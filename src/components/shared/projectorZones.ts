/**
 * Which zones of the table a step changed, found by comparing the table views before and after it
 * (the same view the widget shows, so a seat's view never reveals a hidden card through a
 * highlight). A zone is named in words for the caption and located by a selector into the markup
 * of `table/Table.tsx`; `markChangedZones` puts `data-changed` on those elements, and the
 * projector stylesheet draws a thick outline and a "Changed" tag there (a cue that is not colour
 * alone). Nothing here decides a rule: it only compares what two views show.
 */
import { MARKET_NAMES, MARKETS, type TableView } from '../../machine/api.ts';
import { billionaireName } from './format.ts';

export interface ChangedZone {
  /** Where the zone is drawn, relative to the table element (`.bng-table`). */
  readonly selector: string;
  /** The zone in words: "the Power Market", "seat 2's hand (Aristocrat)". */
  readonly label: string;
}

/** The views hold plain data (arrays, records, strings, numbers), so their JSON compares them. */
function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** The zones that differ between two views of the same game, in table order (piles, Guillotine, Markets, seats). */
export function changedZones(before: TableView, after: TableView): ChangedZone[] {
  const zones: ChangedZone[] = [];
  if (before.deckCount !== after.deckCount) zones.push({ selector: '[data-zone="deck"]', label: 'the Draw deck' });
  if (differs(before.discard, after.discard)) zones.push({ selector: '[data-zone="discard"]', label: 'the Discard pile' });
  if (after.aside.length > 0 && differs(before.aside, after.aside)) zones.push({ selector: '[data-zone="aside"]', label: 'the cards set aside' });
  if (after.buy && differs(before.buy, after.buy)) zones.push({ selector: '[data-zone="buy"]', label: 'the Buy' });
  if (after.modules.crises && (differs(before.modules.crises, after.modules.crises) || differs(before.modules.panic, after.modules.panic)))
    zones.push({ selector: '[data-zone="guillotine"]', label: 'the Guillotine and its Crises' });
  const roles = after.modules.roles;
  // Level 3: the Role deck, the Roles being chosen from and the Bunker in the middle (as this view sees them).
  if (
    roles &&
    (roles.deckCount !== before.modules.roles?.deckCount || differs(roles.offer, before.modules.roles?.offer) || roles.bunker !== before.modules.roles?.bunker)
  )
    zones.push({ selector: '[data-zone="roles"]', label: 'the Roles and the Luxury Bunker' });
  const policy = after.modules.policy;
  // Level 4: the Policy in force and a bid under way (each seat's envelope is with its seat, below).
  if (policy && (policy.inForce !== before.modules.policy?.inForce || differs(policy.setting, before.modules.policy?.setting)))
    zones.push({ selector: '[data-zone="policy"]', label: 'the Government Policy' });
  // The Space Program: its envelope (a count in a player's view), a launch, who escaped or left the game.
  if (after.modules.spaceProgram && differs(before.modules.spaceProgram, after.modules.spaceProgram))
    zones.push({ selector: '[data-zone="space-program"]', label: 'the Space Program' });
  // The Troublemakers: a Fix under way beside the Guillotine, and the Troublemaker's board (side, Fixed Crises, Revolution cards).
  const tm = after.modules.troublemakers;
  const was = before.modules.troublemakers;
  if (tm?.fix && differs(was?.fix, tm.fix)) zones.push({ selector: '[data-zone="fix"]', label: 'the Fix under way' });
  if (tm?.resolving && differs(was?.resolving, tm.resolving)) zones.push({ selector: '[data-zone="revolution-card"]', label: 'the Revolution card under way' });
  const board = (t: typeof tm) => t && [t.alignment, t.declared, t.fixed, t.revolution, t.effects];
  if (tm && differs(board(was), board(tm))) zones.push({ selector: '[data-zone="troublemaker"]', label: "the Troublemaker's board" });
  for (const m of MARKETS) {
    const was = before.markets[m];
    const now = after.markets[m];
    if (!differs(was, now)) continue;
    // A Market whose cards are as they were (an Asset claimed, or given back in a Panic!) is marked
    // by its Assets alone: a projection then folds its cards to a count rather than showing them.
    const assetsOnly = was.open === now.open && was.faceUp === now.faceUp && !differs(was.faceDown, now.faceDown);
    zones.push({ selector: `[data-market="${m}"]${assetsOnly ? ' > .bng-market-assets' : ''}`, label: `the ${MARKET_NAMES[m]} Market` });
  }
  for (const p of after.players) {
    const was = before.players[p.seat];
    const who = `seat ${p.seat + 1}'s`;
    const name = billionaireName(p.billionaire);
    if (differs(was?.hand, p.hand)) zones.push({ selector: `[data-seat="${p.seat}"] [data-zone="hand"]`, label: `${who} hand (${name})` });
    if (differs(was?.assets, p.assets)) zones.push({ selector: `[data-seat="${p.seat}"] :is(.bng-spaces, .bng-extra)`, label: `${who} Assets (${name})` });
    if (roles && differs(before.modules.roles?.held[p.seat] ?? null, roles.held[p.seat] ?? null))
      zones.push({ selector: `[data-seat="${p.seat}"] [data-zone="role"]`, label: `${who} Role (${name})` });
    // A view that cannot see inside another's envelope still sees its size change.
    const envelope = (v: TableView) => [v.modules.policy?.envelopes[p.seat], v.modules.policy?.envelopeCounts[p.seat]];
    if (policy && differs(envelope(before), envelope(after)))
      zones.push({ selector: `[data-seat="${p.seat}"] [data-zone="envelope"]`, label: `${who} Bribe envelope (${name})` });
  }
  return zones;
}

/** "Changed: the Power Market, seat 2's hand (Aristocrat)." or null when nothing changed. */
export function changedText(zones: readonly ChangedZone[]): string | null {
  return zones.length === 0 ? null : `Changed: ${zones.map((z) => z.label).join(', ')}.`;
}

/**
 * Marks the zones on a rendered table (and unmarks the zones of the step shown before): `zones`,
 * what the step shown changed, as `data-changed`; `kept`, the zones a step that changed nothing is
 * about (a worked example's start position: what the first step will change), as `data-kept`. A
 * projected example keeps both kinds whole and folds the rest (see projector.css).
 */
export function markChangedZones(table: Element, zones: readonly ChangedZone[], kept: readonly ChangedZone[] = []): void {
  for (const el of table.querySelectorAll('[data-changed], [data-kept]')) {
    el.removeAttribute('data-changed');
    el.removeAttribute('data-kept');
  }
  for (const z of zones) for (const el of table.querySelectorAll(z.selector)) el.setAttribute('data-changed', '');
  for (const z of kept) for (const el of table.querySelectorAll(z.selector)) el.setAttribute('data-kept', '');
}
