/**
 * Try any move, legal or not: pick the seat (in the table view), the kind of move and its fields,
 * and press the button. Everything on it comes from the engine's description of each move family
 * (`core/form.ts`): the kinds this game has, each field's label and options, the button's words.
 * The engine judges the move (`checkMove`); a refused move leaves the game as it is and shows the
 * reason with a link to the rule it breaks, and a link to share that ruling.
 */
import type { ComponentChildren } from 'preact';
import { checkMove, describeMove, seatLabel, type GameState, type IllegalMove, type Move, type MoveType, type Seat, type Viewer } from '../../machine/api.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { useState } from 'preact/hooks';
import { FieldControl } from './FieldControl.tsx';
import { ShareRuling } from './ShareRuling.tsx';
import { useMoveForm } from './useMoveForm.ts';

export interface MoveFormProps {
  readonly state: GameState;
  readonly viewer: Viewer;
  /** The seats that may act now. */
  readonly deciders: readonly Seat[];
  /** The legal moves shown in this view (the viewer's own, or every decider's in the table view). */
  readonly legal: readonly Move[];
  readonly onPlay: (move: Move) => void;
  /** The link fragment of a ruling on a move tried here ("Share this ruling"); null while the link code loads. */
  readonly rulingLink: ((move: Move) => string) | null;
  /** Only these kinds of move (a step panel's), rather than every kind the game has. */
  readonly types?: readonly MoveType[];
  /** What to show under the fields for the move as it stands (a Buy's odds), given the seat making it. */
  readonly preview?: (move: Move, mover: Seat) => ComponentChildren;
  /** The form's name for assistive technology. */
  readonly label?: string;
  /** Clear steps shown above the form for the seat making the move and its legal moves (a Puppet's roll). */
  readonly steps?: (mover: Seat, moves: readonly Move[]) => ComponentChildren;
  /** The seat making the move, fixed by a step panel (no seat line then). */
  readonly mover?: Seat;
}

function SeatLine({ state, viewer, mover, setMover }: { state: GameState; viewer: Viewer; mover: Seat; setMover: (s: Seat) => void }) {
  if (viewer !== 'table')
    return (
      <p class="bng-field" data-mover={mover}>
        <span>Seat making the move</span>
        <strong>{seatLabel(state, mover)} (this view)</strong>
      </p>
    );
  return (
    <label class="bng-field">
      <span>Seat making the move</span>
      <select value={mover} onChange={(e) => setMover(Number((e.currentTarget as HTMLSelectElement).value))} data-field="seat">
        {state.players.map((_, i) => (
          <option key={i} value={i}>
            {seatLabel(state, i)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function MoveForm({ state, viewer, deciders, legal, onPlay, rulingLink, types, preview, steps, mover, label = 'Move builder' }: MoveFormProps) {
  const form = useMoveForm(state, viewer, deciders, legal, types, mover);
  const [refusal, setRefused] = useState<{ illegal: IllegalMove; label: string; move: Move; state: GameState; moveKey: string } | null>(null);
  const { family, move } = form;
  // A table's own move (a chosen outcome) has no seat making it and is never among a seat's legal moves.
  const byTable = family?.words?.byTable === true;
  // A new state (a move played, undo, a new game) or another move in the form: the last refusal no
  // longer speaks of what is shown. Kept with what it was about rather than cleared by an effect,
  // which runs after a paint and could clear a refusal made just before it.
  const moveKey = JSON.stringify(move);
  const refused = refusal && refusal.state === state && refusal.moveKey === moveKey ? refusal : null;

  const submit = (e: Event) => {
    e.preventDefault();
    if (!move) return;
    const problem = checkMove(state, move);
    if (problem) {
      setRefused({ illegal: problem, label: describeMove(state, move as Move, viewer), move: move as Move, state, moveKey });
      return;
    }
    setRefused(null);
    onPlay(move as Move);
  };

  const lines = form.fields.filter((f) => f.form.pick === 'one' || f.form.pick === 'slots');
  const blocks = form.fields.filter((f) => f.form.pick === 'some' || f.form.pick === 'order' || f.form.pick === 'rows');
  return (
    <>
      {steps?.(form.mover, form.moverLegal)}
      <form class="bng-builder" onSubmit={submit} aria-label={label}>
        {mover === undefined && !byTable ? <SeatLine state={state} viewer={viewer} mover={form.mover} setMover={form.setMover} /> : null}
        {form.families.length > 1 ? (
          <label class="bng-field">
            <span>Kind of move</span>
            <select value={family?.type} onChange={(e) => form.setKind((e.currentTarget as HTMLSelectElement).value as MoveType)} data-field="kind">
              {form.families.map((f) => (
                <option key={f.type} value={f.type}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div class="bng-builder-fields">
          {lines.map((f) => (
            <FieldControl key={f.key} field={f} onChange={(v) => form.setValue(f.key, v)} />
          ))}
        </div>
        {blocks.map((f) => (
          <FieldControl key={f.key} field={f} onChange={(v) => form.setValue(f.key, v)} />
        ))}
        <div class="bng-row">
          <button type="submit" class="bng-btn bng-btn--primary" data-action="try-move" disabled={!move}>
            {family?.words?.button ?? 'Try'}
          </button>
          {family && !byTable && !form.moverLegal.some((m) => m.type === family.type) ? (
            <span class="bng-muted">
              {form.moverLegal.length === 0 ? 'This seat has no legal move now' : 'No move of this kind is legal for this seat now'}; try it to see why.
            </span>
          ) : null}
        </div>
        {move && preview ? preview(move as Move, form.mover) : null}
        <div role="status" aria-live="polite" data-feedback="illegal">
          {refused ? (
            <p class="bng-message bng-message--error">
              <strong>Not allowed: {refused.label}.</strong> {refused.illegal.reason} <RuleLink rule={refused.illegal.rule} />
            </p>
          ) : null}
        </div>
        {refused && rulingLink ? <ShareRuling fragment={rulingLink(refused.move)} /> : null}
      </form>
    </>
  );
}
