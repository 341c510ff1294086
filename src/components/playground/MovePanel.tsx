/**
 * "Try any move": the clear steps of the game's modules (a Puppet's roll, the launch, the Fix), then
 * the move form built from the engine's descriptions, with a Buy's odds in a seat's own view.
 * Loaded as soon as a game is shown, out of the playground's first download.
 */
import { MoveForm, type MoveFormProps } from '../form/MoveForm.tsx';
import { useModuleParts } from '../modules/useModules.ts';
import { useLazy } from '../shared/useLazy.ts';

/** What the playground gives the move form; the panel adds the modules' steps and a Buy's odds. */
type Props = Pick<MoveFormProps, 'state' | 'viewer' | 'deciders' | 'legal' | 'onPlay' | 'rulingLink'>;

export function MovePanel(props: Props) {
  const { state, viewer, onPlay } = props;
  // The odds of a Buy, only in a seat's own view (they count what that seat knows), loaded on demand.
  const odds = useLazy(() => import('./BuyOdds.tsx').then((m) => m.BuyOdds), viewer !== 'table');
  // The clear steps of the game's modules (the Puppets', the Space Program's, the Troublemakers'), each loaded with its module's game.
  const steps = useModuleParts(Object.keys(state.modules), 'step');
  return (
    <MoveForm
      {...props}
      steps={(mover, moves) => steps.list.map((Step, i) => <Step key={i} state={state} mover={mover} moves={moves} onPlay={onPlay} viewer={viewer} form={props} />)}
      preview={(move, mover) =>
        odds.kind === 'ready' && move.type === 'buy' && move.cards.length > 0 ? (
          <odds.component state={state} seat={mover} market={move.market} cards={move.cards} />
        ) : null
      }
    />
  );
}
