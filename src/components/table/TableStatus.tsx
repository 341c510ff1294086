/**
 * Round, turn, whose turn it is, who decides now, the phase with a link to its rule, and at Level 2
 * the Rebels on Crises. Once the game is over: how it ended (a victory or the Revolution), citing
 * the rule that ended it.
 */
import { BILLIONAIRES, PHASE_INFO, REBELS, rulePath, type TableView } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

export function resultText(view: TableView): string | null {
  if (!view.result) return null;
  const names = view.result.winners.map((s) => `the ${BILLIONAIRES[view.players[s]!.billionaire].name} (seat ${s + 1})`);
  if (view.result.kind !== 'victory')
    return names.length === 0
      ? `Game over: the Revolution! All ${REBELS} Rebels stand on Crises, and every Billionaire loses.`
      : `Game over: the Revolution came; ${names.join(' and ')} ${names.length === 1 ? 'survives' : 'survive'} it.`;
  return `Game over: ${names.join(' and ')} ${names.length === 1 ? 'wins' : 'win'} with all five needed Assets.`;
}

/** Who decides now, in words: the table negotiates the Panic! together. */
export function decidingText(view: TableView): string | null {
  if (view.result) return null;
  if (view.phase === 'panic.negotiate') return 'Deciding now: the whole table (the Panic! negotiation).';
  if (view.acting === null) return null;
  const p = view.players[view.acting];
  return p ? `Deciding now: seat ${view.acting + 1}, ${BILLIONAIRES[p.billionaire].name}.` : null;
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
        <span data-result={view.result!.kind}>
          <strong class="bng-result">{result}</strong> <RuleLink rule={view.result!.rule} />
        </span>
      ) : (
        <>
          <span>
            Turn of: <strong data-current={view.current}>{current ? `seat ${view.current + 1}, ${BILLIONAIRES[current.billionaire].name}` : '?'}</strong>
          </span>
          {view.phase === 'panic.negotiate' ? (
            <span>
              Deciding now: <strong>the whole table</strong>
            </span>
          ) : acting && view.acting !== view.current ? (
            <span>
              Deciding now: <strong>seat {view.acting! + 1}, {BILLIONAIRES[acting.billionaire].name}</strong>
            </span>
          ) : null}
        </>
      )}
      {view.level >= 2 ? (
        <span data-rebels-status={view.rebelsOnCrises}>
          Rebels on Crises: <strong>{view.rebelsOnCrises} of {REBELS}</strong>
        </span>
      ) : null}
      <span>
        Phase:{' '}
        <a href={rulePath(view.result ? view.result.rule : info.rule)} class="bng-phase">
          {info.label}
        </a>
      </span>
    </div>
  );
}
