/**
 * The Space Program's decisions as clear steps, each button in the engine's words for its move
 * (`describeChoice`): launch the Rocket or not at the end of a turn; once the envelope is open, the
 * top scorer boards alone or names a partner, each button with the combined score's chance of
 * escaping (a Puppet on top flies alone or with its controller; without `spaceProgram.puppet-flies`,
 * with its controller or not at all); and the invited player's answer.
 */
import { describeChoice, isPuppet, type GameState, type Seat } from '../../../machine/api.ts';
import { aboardOf, escapeOdds, launchScoreOf, puppetGrounded, seatNamed as named } from '../../../machine/modules/space-program/words.ts';
import { capitalised as cap } from '../../shared/format.ts';
import { ofType, PlayButton, stepPanel, StepIntro, type StepProps } from '../StepParts.tsx';

const odds = (state: GameState, aboard: readonly Seat[]) => (aboard.length > 0 ? `; ${escapeOdds(launchScoreOf(state, aboard))}` : '');

function Launch({ state, moves, onPlay }: StepProps) {
  const [launch, hold] = [true, false].map((go) => ofType(moves, 'launch').find((m) => m.go === go));
  const count = state.modules.spaceProgram?.envelope.length ?? 0;
  return (
    <>
      <StepIntro title="End of the turn: launch the Rocket?" rule="space.launch">
        The Panic! has happened, so everyone holding a hidden Role is asked at the end of their turn (being asked gives nothing away). Only a hidden Space Cowboy can
        launch: it is Revealed, cards are drawn until a Resource card turns up and joins the envelope ({count} {count === 1 ? 'card' : 'cards'} now), then the envelope is
        opened and the highest Launch Score boards.
      </StepIntro>
      <div class="bng-row">
        <PlayButton move={launch} onPlay={onPlay} primary data-action="space-launch">
          {launch && describeChoice(state, launch)}
        </PlayButton>
        <PlayButton move={hold} onPlay={onPlay} data-action="space-hold">
          {hold && describeChoice(state, hold)}
        </PlayButton>
      </div>
    </>
  );
}

function Board({ state, moves, onPlay }: StepProps) {
  const boards = ofType(moves, 'boardRocket');
  const top = boards[0]!.seat as Seat;
  const puppet = isPuppet(state, top);
  const grounded = puppet && puppetGrounded(state);
  return (
    <>
      <StepIntro title={`${cap(named(state, top))} has the top Launch Score: ${launchScoreOf(state, [top])}`} rule="space.together">
        {grounded
          ? 'A Puppet never flies alone: its controller takes it aboard with themselves, adding their scores, or it stays on the ground and nobody boards.'
          : puppet
            ? 'The Puppet boards: its controller may go along, adding their scores, or send it up alone. An escape wins for the controller either way.'
            : 'The top scorer boards, alone or with one partner who may say no; two scores together are added.'}
      </StepIntro>
      <ul class="bng-move-list">
        {boards.map((m) => (
          <li key={m.partner ?? 'alone'}>
            <PlayButton
              move={m}
              onPlay={onPlay}
              data-action={m.partner !== undefined ? 'space-partner' : grounded ? 'space-ground' : 'space-alone'}
              data-partner={m.partner}
            >
              {describeChoice(state, m)}
              {odds(state, aboardOf(state, top, m.partner))}
            </PlayButton>
          </li>
        ))}
      </ul>
    </>
  );
}

function Answer({ state, moves, onPlay }: StepProps) {
  const launch = state.modules.spaceProgram?.launch;
  if (!launch) return null;
  const answers = ofType(moves, 'answerRocket');
  const aboard = [launch.top, answers[0]!.seat as Seat];
  return (
    <>
      <StepIntro title={`${cap(named(state, launch.top))} asks you to board the Rocket: together, Launch Score ${launchScoreOf(state, aboard)}`} rule="space.together">
        Aboard, you share an escape (you both win) or the explosion (you both leave the game). If you say no, they fly alone.
      </StepIntro>
      <div class="bng-row">
        {answers.map((m) => (
          <PlayButton key={String(m.accept)} move={m} onPlay={onPlay} primary={m.accept} data-action={m.accept ? 'space-accept' : 'space-decline'}>
            {describeChoice(state, m)}
            {m.accept ? odds(state, aboard) : ''}
          </PlayButton>
        ))}
      </div>
    </>
  );
}

/** The step the game waits for from this person, if it is one of the Space Program's. */
export const SpaceStep = stepPanel('space', [
  ['launch', 'launch', Launch],
  ['boardRocket', 'board', Board],
  ['answerRocket', 'answer', Answer],
]);
