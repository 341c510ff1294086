/**
 * The new-game form's expansion modules (NewGameForm.tsx): the Space Program and the Troublemakers
 * checkboxes, each with a note on the Levels it plays at, and the Troublemaker's seat. Why apart:
 * the two modules are the form's one section whose choices depend on the Level chosen above it.
 */
import { RuleLink } from '../shared/RuleLink.tsx';
import { checkedOf, Field, valueOf } from '../form/fields.tsx';
import type { NewGameChoices } from './useNewGameChoices.ts';

export function NewGameExpansions({ c }: { readonly c: NewGameChoices['modules'] }) {
  return (
    <>
      <label class="bng-check">
        <input
          type="checkbox"
          checked={c.spaceOn}
          disabled={!c.spaceLevels.includes(c.level)}
          aria-describedby="bng-space-note"
          onChange={(e) => c.setSpace(checkedOf(e))}
          data-field="space-program"
        />
        <span>Space Program (Reform or Revolution?): the Space Cowboy, a Rocket and its envelope</span>
      </label>
      <p class="bng-muted" id="bng-space-note" data-space-note>
        {c.spaceLevels.includes(c.level)
          ? 'Adds the Space Cowboy to the Role deck and the Space Program envelope to the table.'
          : `Plays at Level ${c.spaceLevels.join(' or ')} only: choose one of them first.`}{' '}
        <RuleLink rule="space.setup" />
      </p>
      <label class="bng-check">
        <input
          type="checkbox"
          checked={c.tmOn}
          disabled={!c.tmLevels.includes(c.level)}
          aria-describedby="bng-tm-note"
          onChange={(e) => c.setTroublemakers(checkedOf(e))}
          data-field="troublemakers"
        />
        <span>Troublemakers (Reform or Revolution?): one more person, who plays no Billionaire and draws a secret Alignment</span>
      </label>
      <p class="bng-muted" id="bng-tm-note" data-tm-note>
        {c.tmLevels.includes(c.level)
          ? c.tmOn
            ? 'With a Troublemaker, 4 to 6 people play: 3 to 5 Billionaires and the Troublemaker (never two players with Puppets).'
            : 'Seats a Troublemaker beside 3 to 5 Billionaires, so 4 to 6 people play.'
          : `Plays at Level ${c.tmLevels.join(' or ')} only: choose it first.`}{' '}
        <RuleLink rule="tm.setup" />
      </p>
      {c.tmOn ? (
        <div class="bng-builder-fields">
          <Field label="Troublemaker's seat">
            <select value={c.tmSeatNow === null ? '' : c.tmSeatNow} onChange={(e) => c.setTmSeat(valueOf(e))} data-field="troublemaker-seat">
              <option value="">Random (drawn by the game)</option>
              {Array.from({ length: c.players }, (_, i) => (
                <option key={i} value={i}>
                  Seat {i + 1}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
    </>
  );
}
