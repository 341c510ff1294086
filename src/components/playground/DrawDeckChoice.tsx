/**
 * The outcomes panel's first section (OutcomesPanel.tsx), table view only: the next cards off the
 * Draw deck, added to a list one by one and then set as one table move. Why apart: it is the
 * panel's one list-building section; its list itself is kept by the panel (useOutcomeChoices.ts).
 */
import type { CardId, GameState } from '../../machine/index.ts';
import { cardLabel } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { ButtonField, CardSelect, type CardChoice } from '../form/fields.tsx';

interface Props {
  readonly state: GameState;
  /** The cards still in the deck and not listed yet, and the one picked among them. */
  readonly inDeck: readonly CardId[];
  readonly pickNow: CardChoice;
  readonly onPick: (card: CardChoice) => void;
  /** The cards listed so far, in order, and a new list. */
  readonly listed: readonly CardId[];
  readonly onList: (cards: readonly CardId[]) => void;
  readonly onSet: () => void;
}

export function DrawDeckChoice({ state, inDeck, pickNow, onPick, listed, onList, onSet }: Props) {
  const label = (c: CardId) => cardLabel(c, state.options.cardValues);
  return (
    <fieldset class="bng-fieldset">
      <legend>Next cards off the Draw deck</legend>
      {state.modules.spaceProgram && !state.modules.spaceProgram.gone ? (
        <p class="bng-muted" data-space-draw-note>
          At a launch the Space Cowboy draws these first: each Crisis or Special Action card goes to the Discard pile without effect, and the first Resource card joins
          the envelope. <RuleLink rule="space.last-card" />
        </p>
      ) : null}
      <div class="bng-builder-fields">
        <CardSelect label="Card in the deck" cards={inDeck} value={pickNow} onChange={onPick} field="stack-card" values={state.options.cardValues} />
        <ButtonField disabled={pickNow === ''} onClick={() => pickNow !== '' && onList([...listed, pickNow])} action="stack-add">
          Add to the list
        </ButtonField>
      </div>
      {listed.length > 0 ? (
        <ol class="bng-stack-list">
          {listed.map((c, i) => (
            <li key={c}>
              {i + 1}. {label(c)}{' '}
              <button type="button" class="bng-btn bng-btn--small" onClick={() => onList(listed.filter((x) => x !== c))} aria-label={`Remove ${label(c)} from the list`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p class="bng-muted">No cards chosen yet.</p>
      )}
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" disabled={listed.length === 0} onClick={onSet} data-action="stack-set">
          These come off the deck next
        </button>
      </div>
    </fieldset>
  );
}
