/**
 * The legal moves now, as buttons grouped by kind; long groups fold away. In a seat's view these are
 * that seat's moves; in the table view, when several seats may act (a negotiation, Emergency
 * Measures), each deciding seat gets its own group of moves.
 */
import { type GameState, type Move, type Seat, type Viewer } from '../../machine/api.ts';
import { seatLabel } from '../shared/format.ts';
import { groupOf, moveLabel } from '../form/moveLabels.ts';

interface Props {
  readonly state: GameState;
  readonly moves: readonly Move[];
  /** The seats that may act now, in order. */
  readonly deciders: readonly Seat[];
  readonly viewer: Viewer;
  readonly onPlay: (move: Move) => void;
}

const FOLD_AFTER = 8;

const slug = (s: string) => s.replace(/\W+/g, '-').toLowerCase();

function ByKind({
  state,
  moves,
  viewer,
  onPlay,
  idPrefix,
  Heading,
}: {
  readonly state: GameState;
  readonly moves: readonly Move[];
  readonly viewer: Viewer;
  readonly onPlay: (move: Move) => void;
  readonly idPrefix: string;
  /** One level below the heading the groups sit under (the panel's h3, or a seat's h4): no level skipped. */
  readonly Heading: 'h4' | 'h5';
}) {
  const groups = new Map<string, Move[]>();
  for (const m of moves) {
    const g = groupOf(m.type);
    groups.set(g, [...(groups.get(g) ?? []), m]);
  }
  return (
    <>
      {[...groups].map(([group, list]) => {
        const buttons = (
          <ul class="bng-move-list">
            {list.map((m, i) => (
              <li key={i}>
                <button type="button" class="bng-btn" data-move={m.type} data-seat-move={String(m.seat)} onClick={() => onPlay(m)}>
                  {moveLabel(state, m, viewer)}
                </button>
              </li>
            ))}
          </ul>
        );
        const id = `${idPrefix}-${slug(group)}`;
        return list.length > FOLD_AFTER ? (
          <details key={group} class="bng-legal-group" data-group={group}>
            <summary>
              {group} ({list.length} ways)
            </summary>
            {buttons}
          </details>
        ) : (
          <div key={group} class="bng-legal-group" role="group" aria-labelledby={id} data-group={group}>
            <Heading id={id}>
              {group} ({list.length})
            </Heading>
            {buttons}
          </div>
        );
      })}
    </>
  );
}

export function LegalMoves({ state, moves, deciders, viewer, onPlay }: Props) {
  if (deciders.length === 0) return <p class="bng-muted">No moves: the game is over.</p>;
  if (moves.length === 0) return <p class="bng-muted">No move is open to this seat now.</p>;
  const names = state.players.map((p) => p.billionaire);
  const seats = deciders.filter((s) => moves.some((m) => m.seat === s));
  if (viewer !== 'table' || seats.length <= 1)
    return (
      <div class="bng-legal">
        <ByKind state={state} moves={moves} viewer={viewer} onPlay={onPlay} idPrefix="bng-legal" Heading="h4" />
      </div>
    );
  // The table view with several deciders: one section per seat, each with its moves by kind.
  return (
    <div class="bng-legal" data-grouped="seat">
      {seats.map((seat) => {
        const id = `bng-legal-seat-${seat}`;
        return (
          <section key={seat} class="bng-legal-seat" aria-labelledby={id} data-legal-seat={seat}>
            <h4 id={id}>{seatLabel(names, seat)}</h4>
            <ByKind state={state} moves={moves.filter((m) => m.seat === seat)} viewer={viewer} onPlay={onPlay} idPrefix={id} Heading="h5" />
          </section>
        );
      })}
    </div>
  );
}
