/**
 * A worked example as a printed handout shows it: its steps as a numbered list (the move, then why,
 * then the rule's name) and one compact table, the one the example ends on. Rendered on the server
 * only, with no island (the page's print stylesheet shows it, the screen never does; see
 * src/styles/print.css), so it costs the reader's browser nothing but a few kilobytes of HTML.
 */
import { describeMove, MARKETS, REBELS, ruleTitle, viewCards, viewOf, type CardId, type TableView } from '../../machine/index.ts';
import type { WorkedExample } from '../../examples/types.ts';
import { assetName, billionaireName, cardLabel, marketName } from '../shared/format.ts';
import { resultText } from '../table/TableStatus.tsx';
import type { PreparedExample } from './prepare.ts';

interface Props {
  readonly example: WorkedExample;
  readonly prepared: PreparedExample;
}

/** Cards in words, or a dash: "3 Bombs 💣, Audit (counts 3)". */
function cards(view: TableView, list: readonly (CardId | null)[]): string {
  return list.length === 0 ? '–' : list.map((c) => (c === null ? 'hidden card' : cardLabel(c, viewCards(view)))).join(', ');
}

function FinalTable({ view, steps }: { readonly view: TableView; readonly steps: number }) {
  const crises = view.modules.crises;
  const top = view.discard[view.discard.length - 1];
  const result = resultText(view);
  const space = view.modules.spaceProgram;
  return (
    <div class="bng-print-table">
      <p>
        <strong>The table after step {steps}:</strong> round {view.round}, turn {view.turn}. Draw deck {view.deckCount} cards; Discard pile {view.discard.length}
        {top ? ` (top: ${cardLabel(top, viewCards(view))})` : ''}.
        {crises
          ? ` ${crises.rebelsOnCrises} of ${REBELS} Rebels on Crises${crises.guillotine.length > 0 ? ` (${crises.guillotine.map((c) => `${viewCards(view).cardName(c.card)}: ${c.rebels}`).join(', ')})` : ''}.`
          : ''}
        {space ? ` Space Program envelope: ${space.gone ? 'left the game' : cards(view, space.envelope ?? [])}.` : ''}
        {result ? ` ${result}` : ''}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Market</th>
            <th scope="col">Assets</th>
            <th scope="col">Face-up</th>
            <th scope="col">Face-down</th>
          </tr>
        </thead>
        <tbody>
          {MARKETS.map((m) => {
            const market = view.markets[m];
            return (
              <tr key={m}>
                <th scope="row">
                  {marketName(m)}
                  {market.open ? '' : ' (closed)'}
                </th>
                <td>{market.assets.length === 0 ? '–' : market.assets.map((a) => assetName(a, viewCards(view))).join(', ')}</td>
                <td>{cards(view, market.faceUp === null ? [] : [market.faceUp])}</td>
                <td>{cards(view, market.faceDown)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Assets</th>
            <th scope="col">Hand</th>
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat}>
              <th scope="row">
                {p.seat + 1}: {billionaireName(p.billionaire)}
                {/* Two players: a Puppet's controller, in words. */}
                {view.modules.puppets?.controllers[p.seat] != null ? ` (Puppet of seat ${view.modules.puppets.controllers[p.seat]! + 1})` : ''}
                {space?.out.includes(p.seat) ? ' (out of the game)' : ''}
              </th>
              <td>{p.assets.length === 0 ? '–' : p.assets.map((a) => assetName(a, viewCards(view))).join(', ')}</td>
              <td>{cards(view, p.hand)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ExamplePrint({ example, prepared }: Props) {
  const last = prepared.states.length - 1;
  return (
    <div class="bng-print-only" data-pagefind-ignore="all" data-print-example={example.id}>
      <ol class="bng-print-steps">
        {example.steps.map((s, i) => (
          <li key={i}>
            <strong>{describeMove(prepared.states[i]!, prepared.moves[i]!)}.</strong> {s.caption} <em>({ruleTitle(s.rule)})</em>
          </li>
        ))}
      </ol>
      <FinalTable view={viewOf(prepared.states[last]!, 'table')} steps={last} />
    </div>
  );
}
