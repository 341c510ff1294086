/**
 * The history of the session, loaded on demand (the step controls above the table are in
 * StepControls.tsx): the lines of play (the main line and its variations: choose one to show it at
 * its own last step), and the moves of the shown line, each starting with who moved; where another line
 * goes its own way, a button in place switches to it. The move shown is kept in view in the list,
 * without taking the focus.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Session } from './session.ts';
import { branchesOf, lineName, moveLabel, reasonOf } from './session.ts';

interface HistoryProps {
  readonly session: Session;
  /** Jumping to a step from the list (a landmark in the browser history). */
  readonly onJump: (step: number) => void;
  /** Showing another line, at its own last step or at `step`. */
  readonly onLine: (line: number, step?: number) => void;
}

/** Scrolls the list box (only it, never the page) so that `item` is in view. */
function keepInView(list: HTMLElement, item: HTMLElement) {
  const top = item.offsetTop;
  const bottom = top + item.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

export function HistoryPanel({ session, onJump, onLine }: HistoryProps) {
  const { step, moves, lines, line } = session;
  const list = useRef<HTMLOListElement>(null);
  const start = session.timeline.start;
  const branches = branchesOf(session);
  const shownName = lineName(session, line);

  // After paint (useEffect, not a layout effect): measuring the list in the render's own task forced a
  // layout of the whole page there, the playground's longest task at load (Lighthouse's blocking time).
  useEffect(() => {
    const box = list.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="step"]');
    if (box && item) keepInView(box, item.closest('li') ?? item);
  }, [step, line, moves.length]);

  /** Shows another line from a button in the list; that button is gone then, so the focus goes to the move shown. */
  const follow = (target: number, at: number) => {
    onLine(target, at);
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !list.current?.contains(active)) list.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
    });
  };

  /** The buttons for the lines that leave the shown one after `after` moves. */
  const branchItems = (after: number) =>
    branches
      .filter((b) => b.after === after)
      .map((b) => (
        <li key={`line-${b.line}`} class="bng-history-branch">
          <button type="button" class="bng-btn bng-btn--plain bng-btn--small" onClick={() => follow(b.line, b.after + 1)} data-branch={b.line}>
            <span aria-hidden="true">↳ </span>
            {lineName(session, b.line)} instead: {b.after + 1}. {moveLabel(start, b.move, session.viewer)}
          </button>
        </li>
      ));

  return (
    <div class="bng-history">
      {lines.length > 1 ? (
        <div class="bng-lines" role="group" aria-labelledby="bng-lines-heading">
          <h4 id="bng-lines-heading">Lines of play</h4>
          <ul class="bng-line-list">
            {lines.map((l, i) => (
              <li key={i}>
                <button type="button" class="bng-btn bng-btn--plain" aria-current={i === line ? 'true' : undefined} onClick={() => onLine(i)} data-line={i}>
                  <span class="bng-line-name">{lineName(session, i)}</span>{' '}
                  <span class="bng-line-where">
                    — {l.timeline.moves.length === 1 ? '1 move' : `${l.timeline.moves.length} moves`}, at move {l.step}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : step < moves.length ? (
        <p class="bng-lines-hint" data-hint="variation">
          Play a different move here to start a variation: the moves after this one stay in the main line.
        </p>
      ) : null}
      <h4 id="bng-history-moves" class={lines.length > 1 ? undefined : 'bng-sr'}>
        {lines.length > 1 ? `Moves: ${shownName}` : 'Moves of the game'}
      </h4>
      <ol class="bng-history-list" start={0} ref={list} aria-labelledby="bng-history-moves" data-history-line={line}>
        <li>
          <button type="button" class="bng-btn bng-btn--plain" aria-current={step === 0 ? 'step' : undefined} onClick={() => onJump(0)} data-history={0}>
            Start of the game
          </button>
        </li>
        {branchItems(0)}
        {moves.map((m, i) => [
          <li key={i} class={i + 1 > step ? 'bng-history-future' : undefined}>
            <button type="button" class="bng-btn bng-btn--plain" aria-current={step === i + 1 ? 'step' : undefined} onClick={() => onJump(i + 1)} data-history={i + 1}>
              {i + 1}. {moveLabel(start, m, session.viewer)}
              {i + 1 > step ? <span class="bng-sr"> (undone: redo to play it again)</span> : null}
            </button>
            {reasonOf(m, session.viewer) ? <p class="bng-reason">{reasonOf(m, session.viewer)}</p> : null}
          </li>,
          ...branchItems(i + 1),
        ])}
      </ol>
    </div>
  );
}
