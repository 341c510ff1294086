/**
 * A coached game in progress (loaded only once a game starts, see CoachWidget.tsx): the learner's
 * table seen from their seat, the coach's advice at each of their decisions, the computers' moves at
 * a reader's pace with what each caused and why, the level's new things ticked off, and the address
 * kept a link that resumes the game. The page's phase map follows the game (the `data-map-*`
 * attributes, see phase-map/light.ts) and draws its focused view into the slot under the status.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import '../../machine/index.ts';
import { viewOf } from '../../machine/index.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { isTypingTarget } from '../shared/keys.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { peekSavedTable } from '../shared/tableCardsPeek.ts';
import { seatLabel } from '../shared/format.ts';
import { decidingText, resultText } from '../table/TableStatus.tsx';
import { FocusSlot } from '../shared/FocusSlot.tsx';
import { AdvicePanel } from './AdvicePanel.tsx';
import type { CoachGame } from './coachGame.ts';
import { FirstsList } from './FirstsList.tsx';
import { Narration } from './Narration.tsx';
import { PaceControls } from './PaceControls.tsx';
import { ResumeLink } from './ResumeLink.tsx';
import { useCoachGame } from './useCoachGame.ts';
import '../shared/widgets.css';
import '../table/table.css';
import './coach.css';

interface Props {
  readonly initial: CoachGame;
  /** Back to the list of games. */
  readonly onNew: () => void;
}

export default function CoachGameView({ initial, onNew }: Props) {
  const coach = useCoachGame(initial);
  const { game, state, turn } = coach;
  const adviceHeading = useRef<HTMLHeadingElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const view = viewOf(state, game.learner);
  const result = resultText(view);
  const last = game.played[game.played.length - 1];
  const names = state.players.map((p) => p.billionaire);
  // Projector size: the whole game in larger type, for a class that reads the choices and votes.
  const [large, setLarge] = useState(false);
  // A prepared deal is dealt with the site's cards: a table whose own cards are saved here is told so.
  const [tableSaved] = useState(() => peekSavedTable() !== null && game.start.options.cardValues === undefined && game.start.options.cards === undefined);

  // A game just opened: bring its title to the top of the screen, where the first decision follows.
  useEffect(() => {
    const title = document.getElementById('bng-coach-title');
    title?.focus({ preventScroll: true });
    title?.scrollIntoView({ block: 'start' });
  }, []);

  // When the learner's decision comes and the focus was lost with the buttons of the move just played, bring it to the advice.
  useEffect(() => {
    if (turn.kind !== 'learner') return;
    const active = document.activeElement;
    if (!active || active === document.body || !root.current?.contains(active)) adviceHeading.current?.focus({ preventScroll: true });
  }, [turn]);

  /**
   * Keys for a teacher's clicker or keyboard: → or Page Down plays the next computer move, End skips
   * to the learner's turn, P pauses or plays on, F switches projector size (as on the worked
   * examples and the playground). The learner's own choices are always a deliberate press of their button.
   */
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
    if (e.key === 'f' || e.key === 'F') {
      e.preventDefault();
      setLarge(!large);
      return;
    }
    const act =
      e.key === 'ArrowRight' || e.key === 'PageDown'
        ? coach.step
        : e.key === 'End'
          ? coach.skip
          : e.key === 'p' || e.key === 'P'
            ? () => coach.setRunning(!coach.running)
            : null;
    if (!act || (turn.kind !== 'computer' && act !== coach.skip && e.key !== 'p' && e.key !== 'P')) return;
    e.preventDefault();
    act();
  };

  return (
    <div
      ref={root}
      onKeyDown={onKeyDown}
      class={`bng-widget bng-coach bng-coach-game not-content${large ? ' bng-large' : ''}`}
      data-hydrated="true"
      data-coach-turn={turn.kind}
      data-moves={game.played.length}
      data-learner={game.learner}
      data-map-phase={state.phase}
      data-map-window={state.windows[state.windows.length - 1]?.kind}
      data-map-from={last?.before.phase}
      data-map-move={last?.move.type}
      data-map-source="The coached game"
    >
      <div class="bng-coach-head">
        <div>
          <h2 id="bng-coach-title" tabIndex={-1}>
            {game.opening ? game.opening.title : 'A coached game'}
          </h2>
          <p class="bng-coach-you">You play {seatLabel(names, game.learner)}.</p>
        </div>
        <div class="bng-row bng-coach-links">
          <ResumeLink link={coach.link} />
          <button type="button" class="bng-btn" aria-pressed={large} onClick={() => setLarge(!large)} data-action="coach-large">
            Projector size
          </button>
          <button type="button" class="bng-btn" onClick={onNew} data-action="coach-new">
            Another game
          </button>
        </div>
      </div>
      {tableSaved ? (
        <p class="bng-muted" data-coach="table-cards-note">
          The coach deals the site's own cards, not the ones saved for your table: its prepared games are the same for everyone.
        </p>
      ) : null}
      <p class="bng-sr" role="status" aria-live="polite" data-live="coach">
        {coach.said}
      </p>
      <div class="bng-coach-layout">
        <div class="bng-coach-side">
          {game.played.length > 0 ? <Narration game={game} /> : null}
          {coach.refused ? (
            <p class="bng-coach-warn" role="alert">
              {coach.refused}
            </p>
          ) : null}
          {result ? (
            <section class="bng-coach-over" data-coach="over">
              <h3>The game is over</h3>
              <p>
                {result} <RuleLink rule={view.result!.rule} />
              </p>
              <button type="button" class="bng-btn bng-btn--primary" onClick={onNew} data-action="coach-again">
                Play another coached game
              </button>
            </section>
          ) : turn.kind === 'learner' ? (
            <AdvicePanel key={game.played.length} advice={turn.advice} onPlay={coach.play} headingRef={adviceHeading} />
          ) : (
            <section class="bng-coach-wait" data-coach="waiting">
              <h3>{decidingText(view) ?? 'The computers play'}</h3>
              <p class="bng-muted">{coach.running ? 'The next move comes in a moment.' : 'Paused: play on, or take the next move now.'}</p>
            </section>
          )}
          <PaceControls
            running={coach.running}
            speed={coach.speed}
            computerNext={turn.kind === 'computer'}
            onRunning={coach.setRunning}
            onSpeed={coach.setSpeed}
            onStep={coach.step}
            onSkip={coach.skip}
          />
          <FirstsList game={game} />
          <FocusSlot />
        </div>
        <ModuleTable view={view} label={`The table, as ${seatLabel(names, game.learner)} sees it`} />
      </div>
    </div>
  );
}
