/**
 * Which settable card facts a table view shows, and which of them are only our stand-ins. The
 * facts come from what the view already shows (a hidden card arrives as `null` and brings none),
 * so counting them never reveals a card; the table's one-line summary reads this list.
 */
import { MARKETS, type Cards, type CardId, type TableView } from '../../machine/api.ts';
import { isStandIn, type StandInFamily } from '../shared/standIn.ts';

export interface ShownFact {
  readonly family: StandInFamily;
  readonly id?: string;
}

/** The cards the table shows face-up (hands as this view sees them, Markets, the Discard top, the Buy). */
function visibleCards(view: TableView): CardId[] {
  const shown: (CardId | null | undefined)[] = [
    ...view.players.flatMap((p) => p.hand),
    ...MARKETS.flatMap((m) => [view.markets[m].faceUp, ...view.markets[m].faceDown]),
    view.discard[view.discard.length - 1],
    ...view.aside,
    ...(view.buy ? [...view.buy.played, ...view.buy.revealed, ...view.buy.bonus] : []),
  ];
  return shown.filter((c): c is CardId => c !== null && c !== undefined);
}

/** Every settable fact this view shows, once each. */
export function shownFacts(view: TableView, cards: Cards): ShownFact[] {
  const facts: ShownFact[] = [];
  for (const p of view.players) if (p.billionaire !== null) facts.push({ family: 'billionaires', id: p.billionaire });
  const crises = view.modules.crises;
  if (crises) {
    for (const c of crises.guillotine) facts.push({ family: 'crises', id: c.card });
    if (crises.found && !crises.guillotine.some((c) => c.card === crises.found)) facts.push({ family: 'crises', id: crises.found });
  }
  const panic = view.modules.panic?.current;
  if (panic) facts.push({ family: 'panic', id: panic.card });
  // Market numbers are shown only where the Puppets' die reads them (two players).
  if (view.modules.puppets) for (const m of MARKETS) facts.push({ family: 'markets', id: m });
  const inForce = view.modules.policy?.inForce;
  if (inForce && cards.policySuit(inForce) !== null) facts.push({ family: 'policies', id: inForce });
  if (visibleCards(view).includes('scam')) facts.push({ family: 'scam' });
  return facts;
}

/** The shown facts that are our stand-ins or inferences (not the rulebook's, not the table's). */
export function shownStandIns(view: TableView, cards: Cards): ShownFact[] {
  return shownFacts(view, cards).filter((f) => f.family !== 'values' && isStandIn(cards.source(f.family, f.id)));
}
