/**
 * Round, turn, whose turn it is, who decides now (one seat, several, or the whole table), what the
 * game waits for with a link to its rule, and at Level 2 the Rebels on Crises. Once the game is
 * over: how it ended (a victory or the Revolution), citing the rule that ended it.
 */
import { REBELS, rulePath, type Seat, type TableView } from '../../machine/api.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import type { ZoneEdit } from './types.ts';
import { billionaireName } from '../shared/format.ts';

export function resultText(view: TableView): string | null {
  if (!view.result) return null;
  const names = view.result.winners.map((s) => `the ${billionaireName(view.players[s]!.billionaire)} (seat ${s + 1})`);
  if (view.result.kind !== 'victory') {
    if (names.length === 0) return `Game over: the Revolution! All ${REBELS} Rebels stand on Crises, and every Billionaire loses.`;
    // A seat with no Billionaire is the Troublemaker: a Revolutionary wins the Revolution (tm.victory); a Celebrity only survives it.
    const troublemaker = view.result.winners.map((s) => view.players[s]!.billionaire === null);
    const won = names.filter((_, i) => troublemaker[i]).map((n) => `${n}, the Revolutionary, wins it`);
    const spared = names.filter((_, i) => !troublemaker[i]);
    if (spared.length > 0) won.push(`${spared.join(' and ')} ${spared.length === 1 ? 'survives' : 'survive'} it`);
    return `Game over: the Revolution came; ${won.join(', and ')}.`;
  }
  const one = names.length === 1;
  if (view.result.rule === 'tm.victory')
    return `Game over: ${names.join(' and ')}, the Reformist, ${one ? 'wins' : 'win'}: their Fixed Crises show 7 Rebel icons or more.`;
  // The Space Program ends a game two more ways: an escape in the Rocket, or one player left after an explosion.
  if (view.result.rule === 'space.escape')
    return `Game over: the Rocket escaped the Earth with ${(view.result.billionaires ?? []).map((s) => `the ${billionaireName(view.players[s]!.billionaire)}`).join(' and ')} aboard; ${names.join(' and ')} ${one ? 'wins' : 'win'}.`;
  if (view.result.rule === 'space.out') return `Game over: ${names.join(' and ')}, the last player left in the game, ${one ? 'wins' : 'win'}.`;
  return `Game over: ${names.join(' and ')} ${one ? 'wins' : 'win'} with all five needed Assets.`;
}

/** "seat 2, Media Baron" */
function seatName(view: TableView, seat: Seat): string {
  const p = view.players[seat];
  return p ? `seat ${seat + 1}, ${billionaireName(p.billionaire)}` : `seat ${seat + 1}`;
}

/** Whether every seat at the table may act now (a negotiation such as the Panic!). */
export function wholeTable(view: TableView): boolean {
  return view.deciders.length > 1 && view.deciders.length === view.players.length;
}

/** The deciders in words: "seat 1, War Profiteer", or several joined by semicolons and "and". */
export function decidersList(view: TableView): string {
  const names = view.deciders.map((s) => seatName(view, s));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join('; ')} and ${names[names.length - 1]}`;
}

/** Who decides now, in words: one seat, several seats, or the whole table together. */
export function decidingText(view: TableView): string | null {
  if (view.result || view.deciders.length === 0) return null;
  if (wholeTable(view)) return `Deciding now: the whole table, together (${decidersList(view)}).`;
  if (view.deciders.length > 1) return `Deciding now, each for themselves: ${decidersList(view)}.`;
  return `Deciding now: ${decidersList(view)}.`;
}

export function TableStatus({ view, edit }: { readonly view: TableView; readonly edit?: ZoneEdit }) {
  const info = view.waiting;
  const current = view.players[view.current];
  const result = resultText(view);
  const crises = view.modules.crises;
  const onlyCurrent = view.deciders.length === 1 && view.deciders[0] === view.current;
  return (
    <div class="bng-status" data-phase={view.phase} data-step={view.step} data-deciders={view.deciders.join(' ')}>
      <span>
        Round {view.round}, turn {view.turn}
      </span>
      {result ? (
        <span data-result={view.result!.kind}>
          <strong class="bng-result">{result}</strong> <RuleLink rule={view.result!.rule} />
        </span>
      ) : (
        <>
          <span>
            Turn of: <strong data-current={view.current}>{current ? `seat ${view.current + 1}, ${billionaireName(current.billionaire)}` : '?'}</strong>
          </span>
          {view.deciders.length > 0 && !onlyCurrent ? (
            <span>
              Deciding now: <strong>{wholeTable(view) ? 'the whole table' : decidersList(view)}</strong>
            </span>
          ) : null}
        </>
      )}
      {crises ? (
        <span data-rebels-status={crises.rebelsOnCrises}>
          Rebels on Crises:{' '}
          <strong>
            {crises.rebelsOnCrises} of {REBELS}
          </strong>
        </span>
      ) : null}
      <span>
        {view.result ? 'Phase:' : 'Waiting for:'}{' '}
        <a href={rulePath(view.result ? view.result.rule : info.rule)} class="bng-phase">
          {info.label}
        </a>
      </span>
      {edit ? (
        <span class="bng-status-edit">
          {edit('turn')}
          {edit('step')}
          {edit('round')}
        </span>
      ) : null}
    </div>
  );
}
