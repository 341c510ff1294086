/**
 * The Space Program's decisions as clear steps, above the move builder, each button in the engine's
 * words for its move (`describeChoice`, from space-program/words.ts): at the end of a turn,
 * launch the Rocket or not (`space.launch`); once the envelope is open, the top scorer boards alone
 * or names a partner, each button saying the combined Launch Score and the chance of escaping
 * (`space.board`; a Puppet on top flies alone or with its controller; played without
 * `spaceProgram.puppet-flies`, with its controller or not at all); and the
 * invited player's answer (`space.answer`). Every button plays a move from the engine's legal moves,
 * so nothing here judges a rule. Loaded by the builder only in a game with the Space Program.
 */
import { describeChoice, isPuppet, type GameState, type Seat } from '../../../machine/api.ts';
import { aboardOf, escapeOdds, launchScoreOf, puppetGrounded, seatNamed as named } from '../../../machine/modules/space-program/words.ts';
import { RuleLink } from '../../shared/RuleLink.tsx';
import { ofType, type StepProps } from '../stepProps.ts';
import { capitalised as cap } from '../../shared/format.ts';

type Props = StepProps;
const odds = (state: GameState, aboard: readonly Seat[]) => (aboard.length > 0 ? `; ${escapeOdds(launchScoreOf(state, aboard))}` : '');

function Launch({ state, moves, onPlay }: Props) {
  const launch = ofType(moves, 'launch').find((m) => m.go);
  const hold = ofType(moves, 'launch').find((m) => !m.go);
  const count = state.modules.spaceProgram?.envelope.length ?? 0;
  return (
    <>
      <h4 id="bng-space-step-heading">End of the turn: launch the Rocket?</h4>
      <p>
        The Panic! has happened, so everyone holding a hidden Role is asked at the end of their turn (being asked gives nothing away). Only a hidden Space Cowboy can
        launch: it is Revealed, cards are drawn until a Resource card turns up and joins the envelope ({count} {count === 1 ? 'card' : 'cards'} now), then the envelope is
        opened and the highest Launch Score boards. <RuleLink rule="space.launch" />
      </p>
      <div class="bng-row">
        {launch ? (
          <button type="button" class="bng-btn bng-btn--primary" data-action="space-launch" onClick={() => onPlay(launch)}>
            {describeChoice(state, launch, 'table')}
          </button>
        ) : null}
        {hold ? (
          <button type="button" class="bng-btn" data-action="space-hold" onClick={() => onPlay(hold)}>
            {describeChoice(state, hold, 'table')}
          </button>
        ) : null}
      </div>
    </>
  );
}

function Board({ state, moves, onPlay }: Props) {
  const boards = ofType(moves, 'boardRocket');
  const top = boards[0]!.seat as Seat;
  const puppet = isPuppet(state, top);
  const grounded = puppet && puppetGrounded(state);
  const alone = launchScoreOf(state, [top]);
  return (
    <>
      <h4 id="bng-space-step-heading">
        {cap(named(state, top))} has the top Launch Score: {alone}
      </h4>
      <p>
        {grounded
          ? 'A Puppet never flies alone: its controller takes it aboard with themselves, adding their scores, or it stays on the ground and nobody boards.'
          : puppet
            ? 'The Puppet boards: its controller may go along, adding their scores, or send it up alone. An escape wins for the controller either way.'
            : 'The top scorer boards, alone or with one partner who may say no; two scores together are added.'}{' '}
        <RuleLink rule="space.together" />
      </p>
      <ul class="bng-move-list">
        {boards.map((m) => {
          return (
            <li key={m.partner ?? 'alone'}>
              <button
                type="button"
                class="bng-btn"
                data-action={m.partner === undefined ? (grounded ? 'space-ground' : 'space-alone') : 'space-partner'}
                data-partner={m.partner}
                onClick={() => onPlay(m)}
              >
                {describeChoice(state, m, 'table')}
                {odds(state, aboardOf(state, top, m.partner))}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Answer({ state, moves, onPlay }: Props) {
  const answers = ofType(moves, 'answerRocket');
  const launch = state.modules.spaceProgram?.launch;
  if (!launch) return null;
  const me = answers[0]!.seat as Seat;
  const together = launchScoreOf(state, [launch.top, me]);
  return (
    <>
      <h4 id="bng-space-step-heading">
        {cap(named(state, launch.top))} asks you to board the Rocket: together, Launch Score {together}
      </h4>
      <p>
        Aboard, you share an escape (you both win) or the explosion (you both leave the game). If you say no, they fly alone. <RuleLink rule="space.together" />
      </p>
      <div class="bng-row">
        {answers.map((m) => (
          <button
            key={String(m.accept)}
            type="button"
            class={`bng-btn${m.accept ? ' bng-btn--primary' : ''}`}
            data-action={m.accept ? 'space-accept' : 'space-decline'}
            onClick={() => onPlay(m)}
          >
            {describeChoice(state, m, 'table')}
            {m.accept ? odds(state, [launch.top, me]) : ''}
          </button>
        ))}
      </div>
    </>
  );
}

/** The step the game waits for from this person, if it is one of the Space Program's. */
export function SpaceStep(props: Props) {
  const types = new Set(props.moves.map((m) => m.type));
  const [name, Step] = types.has('launch')
    ? (['launch', Launch] as const)
    : types.has('boardRocket')
      ? (['board', Board] as const)
      : types.has('answerRocket')
        ? (['answer', Answer] as const)
        : [null, null];
  if (!Step) return null;
  return (
    <section class="bng-puppet-step bng-space-step" aria-labelledby="bng-space-step-heading" data-space-step={name}>
      <Step {...props} />
    </section>
  );
}
