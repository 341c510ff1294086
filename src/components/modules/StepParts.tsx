/**
 * What the modules' clear steps above the move builder share: their props, the panel that shows
 * the step the legal moves call for, a step's heading and rule, and the button that plays one legal
 * move (the Panic! panel's too), so that no step judges a rule.
 */
import { createContext, type ComponentChildren, type FunctionComponent } from 'preact';
import { useContext } from 'preact/hooks';
import type { GameState, Move, RuleId, Seat, Viewer } from '../../machine/api.ts';
import type { MoveFormProps } from '../form/MoveForm.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';

export interface StepProps {
  readonly state: GameState;
  /** The person deciding (the view's seat, or the seat chosen in the table view). */
  readonly mover: Seat;
  /** Their legal moves, those they make for their Puppet included. */
  readonly moves: readonly Move[];
  readonly onPlay: (move: Move) => void;
  /** Whose eyes the page shows: a hidden card is named only to its owner and the table view. */
  readonly viewer: Viewer;
  /** What a step's own move form needs (`<MoveForm {...form} mover={mover} types={[…]} />`). */
  readonly form: Pick<MoveFormProps, 'state' | 'viewer' | 'deciders' | 'legal' | 'onPlay' | 'rulingLink'>;
}

/** The moves of one type, typed as such. */
export const ofType = <T extends Move['type']>(moves: readonly Move[], type: T) => moves.filter((m): m is Extract<Move, { type: T }> => m.type === type);

/** A module's steps, the first that applies shown: when (a legal move's type, or a test of each legal move), its name and component. */
export type Steps = readonly (readonly [when: Move['type'] | ((move: Move, mover: Seat) => boolean), name: string, Step: FunctionComponent<StepProps>])[];

/** Whose steps: their section's class, `data-<kind>-step` and heading id, which the heading reads from here. */
type Kind = 'space' | 'puppet' | 'tm';
const KindOf = createContext<Kind>('puppet');

/** A module's step panel: the step the game waits for from this person, if one of `steps` applies. */
export const stepPanel = (kind: Kind, steps: Steps) =>
  function StepPanel(props: StepProps) {
    const picked = steps.find(([when]) => props.moves.some((m) => (typeof when === 'string' ? m.type === when : when(m, props.mover))));
    if (!picked) return null;
    const [, name, Step] = picked;
    // Keyed by the step and the seat, so a choice half made for one seat never carries over to the next.
    return (
      <section class={`bng-puppet-step${kind === 'puppet' ? '' : ` bng-${kind}-step`}`} aria-labelledby={`bng-${kind}-step-heading`} {...{ [`data-${kind}-step`]: name }}>
        <KindOf.Provider value={kind}>
          <Step key={`${name}-${props.mover}`} {...props} />
        </KindOf.Provider>
      </section>
    );
  };

/** A step's heading (which labels its panel) and what it asks, then a link to its rule. */
export function StepIntro({ title, rule, children }: { readonly title: ComponentChildren; readonly rule: RuleId; readonly children: ComponentChildren }) {
  return (
    <>
      <h4 id={`bng-${useContext(KindOf)}-step-heading`}>{title}</h4>
      <p>
        {children} <RuleLink rule={rule} />
      </p>
    </>
  );
}

interface PlayButtonProps {
  /** The legal move it plays: no button without one. */
  readonly move: Move | null | undefined;
  readonly onPlay: (move: Move) => void;
  readonly primary?: boolean;
  readonly small?: boolean;
  readonly children: ComponentChildren;
  /** What finds it (`data-action`, `data-asset`…) and describes it. */
  readonly [attr: `data-${string}` | `aria-${string}`]: string | number | undefined;
}

/** A button that plays one legal move. */
export function PlayButton({ move, onPlay, primary, small, children, ...attrs }: PlayButtonProps) {
  if (!move) return null;
  return (
    <button type="button" class={`bng-btn${primary ? ' bng-btn--primary' : ''}${small ? ' bng-btn--small' : ''}`} {...attrs} onClick={() => onPlay(move)}>
      {children}
    </button>
  );
}
