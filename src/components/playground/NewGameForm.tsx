/**
 * A new game from options: players, seed, Special Action cards, optionally Billionaires and the
 * Starting Player, and at Levels 3 and 4 the Space Program (`modules: ['space-program']`). Two
 * players play with Puppets (`puppets.setup`): the engine seats four Billionaires, each person
 * followed by their Puppet (seats 1 and 3 are the people); each person may pick their Billionaire,
 * the Puppets are drawn at random unless chosen, and the Starting Player is one of the two people.
 * At Level 4 the Troublemakers (`modules: ['troublemakers']`) seat one more person who plays no
 * Billionaire: 4 to 6 people, the Troublemaker's seat chosen or drawn at random, and the Billionaire
 * pickers only for the other seats (`options.billionaires` lists those, in seat order).
 */
import type { IllegalMove, NewGameOptions } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { ButtonField, checkedOf, Field, valueOf } from '../form/fields.tsx';
import { randomSeed } from './session.ts';
import { NewGameExpansions } from './NewGameExpansions.tsx';
import { NewGameSeats } from './NewGameSeats.tsx';
import { useNewGameChoices } from './useNewGameChoices.ts';
import { useState } from 'preact/hooks';
import { browserStore, loadTableCards, savedOptions } from '../shared/tableCardsStore.ts';

interface Props {
  /** Returns the engine's refusal, or null when the game started. */
  readonly onStart: (options: NewGameOptions) => IllegalMove | null;
}

/** The Levels the playground plays; anything else read from the select is Level 1. */
const levelOf = (text: string): 1 | 2 | 3 | 4 => (text === '2' || text === '3' || text === '4' ? (Number(text) as 2 | 3 | 4) : 1);

export function NewGameForm({ onStart }: Props) {
  // The table's own printed cards and Resource values saved on "Your table's cards", read once; only a valid record is used.
  const [saved] = useState(() => loadTableCards(browserStore()));
  const { form: c, modules, seats } = useNewGameChoices((options) => onStart({ ...options, ...savedOptions(saved) }));
  return (
    <form class="bng-form" onSubmit={c.submit} aria-label="New game">
      <div class="bng-builder-fields">
        <Field label="Players">
          <select value={c.players} onChange={(e) => c.choosePlayers(Number(valueOf(e)))} data-field="players">
            {c.counts.map((n) => (
              <option key={n} value={n}>
                {n === 2 ? '2 (with Puppets)' : c.tmOn ? `${n} (${n - 1} Billionaires and the Troublemaker)` : n}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Level">
          <select value={c.level} onChange={(e) => c.setLevel(levelOf(valueOf(e)))} data-field="level">
            <option value={1}>Level 1: Buy, Invest, Exchange</option>
            <option value={2}>Level 2: Crises and Rebels</option>
            <option value={3}>Level 3: secret Roles and the Luxury Bunker</option>
            <option value={4}>Level 4: Bribes and Government Policy</option>
          </select>
        </Field>
        <Field label="Seed (any whole number)">
          <input type="number" inputMode="numeric" min={0} max={4294967295} step={1} value={c.seed} onInput={(e) => c.setSeed(valueOf(e))} data-field="seed" />
        </Field>
        <ButtonField onClick={() => c.setSeed(String(randomSeed()))} action="random-seed">
          Random seed
        </ButtonField>
      </div>
      <label class="bng-check">
        <input type="checkbox" checked={c.special} onChange={(e) => c.setSpecial(checkedOf(e))} data-field="special" />
        <span>Shuffle in the four Special Action cards</span>
      </label>
      <NewGameExpansions c={modules} />
      <NewGameSeats c={seats} />
      {saved.kind === 'ok' ? (
        <p class="bng-message" data-table-cards-used={saved.facts}>
          Using your table's cards ({saved.facts === 1 ? '1 fact' : `${saved.facts} facts`}) — change them on <a href="/table-cards/">Your table's cards</a>.
        </p>
      ) : saved.kind === 'invalid' ? (
        <p class="bng-message bng-message--error" data-table-cards-used="invalid">
          Your saved table's cards are not used: {saved.reason} Fix them on <a href="/table-cards/">Your table's cards</a>.
        </p>
      ) : null}
      <div class="bng-row">
        <button type="submit" class="bng-btn bng-btn--primary" data-action="start-game">
          Start this game
        </button>
      </div>
      <div role="status" aria-live="polite" data-feedback="new-game">
        {c.error ? (
          <p class="bng-message bng-message--error">
            {c.error.reason} <RuleLink rule={c.error.rule} />
          </p>
        ) : c.started ? (
          <p class="bng-message bng-message--ok">{c.started}</p>
        ) : null}
      </div>
    </form>
  );
}
