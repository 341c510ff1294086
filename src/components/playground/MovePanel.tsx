/**
 * "Try any move": the clear steps of the game's modules (a Puppet's roll, the launch, the Fix), then
 * the move form built from the engine's descriptions, with a Buy's odds in a seat's own view.
 * Loaded as soon as a game is shown, out of the playground's first download.
 */
import type { GameState, Move, Seat, Viewer } from '../../machine/api.ts';
import { MoveForm } from '../form/MoveForm.tsx';
import { useLazy } from '../shared/useLazy.ts';

interface Props {
  readonly state: GameState;
  readonly viewer: Viewer;
  readonly deciders: readonly Seat[];
  readonly legal: readonly Move[];
  readonly onPlay: (move: Move) => void;
  readonly rulingLink: ((move: Move) => string) | null;
}

export function MovePanel(props: Props) {
  const { state, viewer, onPlay } = props;
  // The odds of a Buy, only in a seat's own view (they count what that seat knows), loaded on demand.
  const odds = useLazy(() => import('./BuyOdds.tsx').then((m) => m.BuyOdds), viewer !== 'table');
  // The modules' clear steps, each loaded with its module's game.
  const puppets = useLazy(() => import('../modules/puppets/PuppetStep.tsx').then((m) => m.PuppetStep), state.options.puppets === true);
  const space = useLazy(() => import('../modules/spaceProgram/SpaceStep.tsx').then((m) => m.SpaceStep), state.modules.spaceProgram !== undefined);
  const tm = useLazy(() => import('../modules/troublemakers/TroublemakersStep.tsx').then((m) => m.TroublemakersStep), state.modules.troublemakers !== undefined);
  return (
    <MoveForm
      {...props}
      steps={(mover, moves) => (
        <>
          {puppets.kind === 'ready' ? <puppets.component state={state} mover={mover} moves={moves} onPlay={onPlay} form={props} /> : null}
          {space.kind === 'ready' ? <space.component state={state} mover={mover} moves={moves} onPlay={onPlay} form={props} /> : null}
          {tm.kind === 'ready' ? <tm.component state={state} mover={mover} moves={moves} onPlay={onPlay} form={props} viewer={viewer} /> : null}
        </>
      )}
      preview={(move, mover) =>
        odds.kind === 'ready' && move.type === 'buy' && move.cards.length > 0 ? (
          <odds.component state={state} seat={mover} market={move.market} cards={move.cards} />
        ) : null
      }
    />
  );
}
