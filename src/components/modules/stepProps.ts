/** What every clear step above the move builder is given (the Puppet's roll, the launch), and a filter for its moves. */
import type { GameState, Move, Seat } from '../../machine/api.ts';
import type { MoveFormProps } from '../form/MoveForm.tsx';

export interface StepProps {
  readonly state: GameState;
  /** The person deciding (the view's seat, or the seat chosen in the table view). */
  readonly mover: Seat;
  /** Their legal moves, those they make for their Puppet included. */
  readonly moves: readonly Move[];
  readonly onPlay: (move: Move) => void;
  /** What a step's own move form needs (`<MoveForm {...form} mover={mover} types={[…]} />`). */
  readonly form: Pick<MoveFormProps, 'state' | 'viewer' | 'deciders' | 'legal' | 'onPlay' | 'rulingLink'>;
}

type Of<T extends Move['type']> = Extract<Move, { type: T }>;

/** The moves of one type, typed as such. */
export const ofType = <T extends Move['type']>(moves: readonly Move[], type: T) => moves.filter((m): m is Of<T> => m.type === type);
