/** Round, turn, whose turn it is, who decides now and the phase, with a link to the phase's rule. */
import { BILLIONAIRES, PHASE_INFO, rulePath, type TableView } from '../../machine/index.ts';

export function resultText(view: TableView): string | null {
  if (!view.result) return null;
  const names = view.result.winners.map((s) => `the ${BILLIONAIRES[view.players[s]!.billionaire].name} (seat ${s + 1})`);
  if (view.result.kind !== 'victory')
    return names.length === 0
      ? 'Game over: the Revolution came, and every Billionaire loses.'
      : `Game over: the Revolution came; ${names.join(' and ')} ${names.length === 1 ? 'survives' : 'survive'} it.`;
  return `Game over: ${names.join(' and ')} ${names.length === 1 ? 'wins' : 'win'} with all five needed Assets.`;
}

export function TableStatus({ view }: { readonly view: TableView }) {
  const info = PHASE_INFO[view.phase];
  const current = view.players[view.current];
  const acting = view.acting === null ? null : view.players[view.acting];
  const result = resultText(view);
  return (
    <div class="bng-status" data-phase={view.phase}>
      <span>
        Round {view.round}, turn {view.turn}
      </span>
      {result ? (
        <strong class="bng-result">{result}</strong>
      ) : (
        <>
          <span>
            Turn of: <strong data-current={view.current}>{current ? `seat ${view.current + 1}, ${BILLIONAIRES[current.billionaire].name}` : '?'}</strong>
          </span>
          {acting && view.acting !== view.current ? (
            <span>
              Deciding now: <strong>seat {view.acting! + 1}, {BILLIONAIRES[acting.billionaire].name}</strong>
            </span>
          ) : null}
        </>
      )}
      <span>
        Phase:{' '}
        <a href={rulePath(view.result ? view.result.rule : info.rule)} class="bng-phase">
          {info.label}
        </a>
      </span>
    </div>
  );
}
