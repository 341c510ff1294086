/**
 * The new-game form's seats (NewGameForm.tsx): a Billionaire for each seat the form asks about, and
 * the Starting Player, each "Random" unless chosen; with two players, a note on the Puppets and
 * whether to choose theirs too. Why apart: the seats asked about change with every other choice,
 * which useNewGameChoices.ts works out; this only lists them.
 */
import { BILLIONAIRE_IDS } from '../../machine/index.ts';
import { billionaireName } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { checkedOf, Field, valueOf } from '../form/fields.tsx';
import type { NewGameChoices } from './useNewGameChoices.ts';

export function NewGameSeats({ c }: { readonly c: NewGameChoices['seats'] }) {
  return (
    <fieldset class="bng-fieldset">
      <legend>Billionaires and Starting Player (optional)</legend>
      {c.two ? (
        <>
          <p class="bng-muted" data-two-player-note>
            Two players each control a Puppet, seated on their left: seats 1 and 3 are the players, seats 2 and 4 their Puppets. <RuleLink rule="puppets.setup" />
          </p>
          <label class="bng-check">
            <input type="checkbox" checked={c.choosePuppets} onChange={(e) => c.setChoosePuppets(checkedOf(e))} data-field="choose-puppets" />
            <span>Choose the Puppets too (otherwise they are drawn at random from the Billionaires left)</span>
          </label>
        </>
      ) : null}
      <div class="bng-builder-fields">
        {c.pickers.map(({ seat: i, label }) => (
          <Field key={i} label={label}>
            <select value={c.seats[i]} onChange={(e) => c.setSeats(c.seats.map((s, j) => (j === i ? valueOf(e) : s)))} data-field={`seat-${i}`}>
              <option value="">Random</option>
              {BILLIONAIRE_IDS.map((b) => (
                <option key={b} value={b}>
                  {billionaireName(b)}
                </option>
              ))}
            </select>
          </Field>
        ))}
        <Field label="Starting Player">
          <select value={c.firstNow} onChange={(e) => c.setFirst(valueOf(e))} data-field="first">
            <option value="">Random</option>
            {c.starters.map(({ seat, label }) => (
              <option key={seat} value={seat}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
