/** Every legal move now, as buttons grouped by kind; long groups fold away. */
import { describeMove, type GameState, type Move } from '../../machine/index.ts';
import { KIND_BY_TYPE } from './moveKinds.ts';

interface Props {
  readonly state: GameState;
  readonly moves: readonly Move[];
  readonly onPlay: (move: Move) => void;
}

const FOLD_AFTER = 8;

export function LegalMoves({ state, moves, onPlay }: Props) {
  if (moves.length === 0) return <p class="bng-muted">No moves: the game is over.</p>;
  const groups = new Map<string, Move[]>();
  for (const m of moves) {
    const g = KIND_BY_TYPE.get(m.type)?.group ?? 'Other moves';
    groups.set(g, [...(groups.get(g) ?? []), m]);
  }
  return (
    <div class="bng-legal">
      {[...groups].map(([group, list]) => {
        const buttons = (
          <ul class="bng-move-list">
            {list.map((m, i) => (
              <li key={i}>
                <button type="button" class="bng-btn" data-move={m.type} onClick={() => onPlay(m)}>
                  {describeMove(state, m)}
                </button>
              </li>
            ))}
          </ul>
        );
        const id = `bng-legal-${group.replace(/\W+/g, '-').toLowerCase()}`;
        return list.length > FOLD_AFTER ? (
          <details key={group} class="bng-legal-group" data-group={group}>
            <summary>
              {group} ({list.length} ways)
            </summary>
            {buttons}
          </details>
        ) : (
          <div key={group} class="bng-legal-group" role="group" aria-labelledby={id} data-group={group}>
            <h5 id={id}>
              {group} ({list.length})
            </h5>
            {buttons}
          </div>
        );
      })}
    </div>
  );
}
