/**
 * How many settable card facts a table view shows are only our stand-ins (or inferences). The
 * facts come from what the view already shows (a hidden card arrives as `null` and brings none),
 * so counting them never reveals a card. Kept small: it ships in the playground's first download.
 */
import { MARKETS, type Cards, type TableCardFamily, type TableView } from '../../machine/api.ts';
import { isStandIn } from '../shared/standIn.ts';

/** Every settable fact this view shows, as [family, id]. */
export function shownFacts(view: TableView, cards: Cards): [TableCardFamily, string?][] {
  const facts: [TableCardFamily, string?][] = view.players.flatMap((p) => (p.billionaire === null ? [] : [['billionaires', p.billionaire] as [TableCardFamily, string]]));
  // An Asset's type is shown by where it lies: its Market, or the space it fills on a board.
  const assets = [...MARKETS.flatMap((m) => view.markets[m].assets), ...view.players.flatMap((p) => p.assets)];
  for (const a of new Set(assets)) facts.push(['assets', a]);
  const crises = view.modules.crises;
  for (const c of crises?.guillotine ?? []) facts.push(['crises', c.card]);
  if (crises?.found && !crises.guillotine.some((c) => c.card === crises.found)) facts.push(['crises', crises.found]);
  const panic = view.modules.panic?.current;
  if (panic) facts.push(['panic', panic.card]);
  // Market numbers are shown only where the Puppets' die reads them (two players).
  if (view.modules.puppets) for (const m of MARKETS) facts.push(['markets', m]);
  const inForce = view.modules.policy?.inForce;
  if (inForce && cards.policySuit(inForce) !== null) facts.push(['policies', inForce]);
  // The Scam, wherever it lies face-up (hands as this view sees them, Markets, the Discard top, the Buy).
  const b = view.buy;
  const seen = [
    view.players.map((p) => p.hand),
    MARKETS.map((m) => [view.markets[m].faceUp, view.markets[m].faceDown]),
    view.discard.at(-1),
    view.aside,
    b && [b.played, b.revealed],
  ];
  if (seen.flat(3).includes('scam')) facts.push(['scam']);
  return facts;
}

/** How many of the shown facts are our stand-ins or inferences (not the rulebook's, not the table's). */
export function shownStandIns(view: TableView, cards: Cards): number {
  return shownFacts(view, cards).filter(([family, id]) => isStandIn(cards.source(family, id))).length;
}
