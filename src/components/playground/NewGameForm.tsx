/** A new game from options: players, seed, Special Action cards, and optionally Billionaires and the Starting Player. */
import { useState } from 'preact/hooks';
// index.ts, not api.ts: loading this form installs every level's rules, so a game of any level can start from it.
import { BILLIONAIRE_IDS, type BillionaireId, type IllegalMove, type NewGameOptions } from '../../machine/index.ts';
import { billionaireName } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { Field } from './fields.tsx';
import { randomSeed } from './session.ts';

interface Props {
  /** Returns the engine's refusal, or null when the game started. */
  readonly onStart: (options: NewGameOptions) => IllegalMove | null;
}

const sel = (e: Event) => (e.currentTarget as HTMLSelectElement | HTMLInputElement).value;

/** The Levels the playground plays; anything else read from the select is Level 1. */
const levelOf = (text: string): 1 | 2 | 3 | 4 => (text === '2' || text === '3' || text === '4' ? (Number(text) as 2 | 3 | 4) : 1);

export function NewGameForm({ onStart }: Props) {
  const [players, setPlayers] = useState(4);
  const [seed, setSeed] = useState('1');
  const [special, setSpecial] = useState(true);
  const [level, setLevel] = useState<1 | 2 | 3 | 4>(1);
  const [seats, setSeats] = useState<readonly string[]>(['', '', '', '', '']);
  const [first, setFirst] = useState('');
  const [error, setError] = useState<IllegalMove | null>(null);
  const [started, setStarted] = useState('');

  const submit = (e: Event) => {
    e.preventDefault();
    const chosen = seats.slice(0, players);
    const anyChosen = chosen.some((b) => b !== '');
    let billionaires: BillionaireId[] | undefined;
    if (anyChosen) {
      // Seats left on "random" get the Billionaires nobody chose, in the usual order.
      const free = BILLIONAIRE_IDS.filter((b) => !chosen.includes(b));
      billionaires = chosen.map((b) => (b === '' ? free.shift()! : b) as BillionaireId);
    }
    const n = Number(seed);
    const options: NewGameOptions = {
      players,
      level,
      seed: Number.isFinite(n) ? n : 0,
      specialActions: special,
      ...(billionaires ? { billionaires } : {}),
      ...(first !== '' ? { firstPlayer: Number(first) } : {}),
    };
    const problem = onStart(options);
    setError(problem);
    setStarted(problem ? '' : `New game started: Level ${level}, ${players} players, seed ${options.seed}.`);
  };

  return (
    <form class="bng-form" onSubmit={submit} aria-label="New game">
      <div class="bng-builder-fields">
        <Field label="Players">
          <select value={players} onChange={(e) => setPlayers(Number(sel(e)))} data-field="players">
            {[3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Level">
          <select value={level} onChange={(e) => setLevel(levelOf(sel(e)))} data-field="level">
            <option value={1}>Level 1: Buy, Invest, Exchange</option>
            <option value={2}>Level 2: Crises and Rebels</option>
            <option value={3}>Level 3: secret Roles and the Luxury Bunker</option>
            <option value={4}>Level 4: Bribes and Government Policy</option>
          </select>
        </Field>
        <Field label="Seed (any whole number)">
          <input type="number" inputMode="numeric" min={0} max={4294967295} step={1} value={seed} onInput={(e) => setSeed(sel(e))} data-field="seed" />
        </Field>
        <div class="bng-field">
          <span aria-hidden="true">&nbsp;</span>
          <button type="button" class="bng-btn" onClick={() => setSeed(String(randomSeed()))} data-action="random-seed">
            Random seed
          </button>
        </div>
      </div>
      <label class="bng-check">
        <input type="checkbox" checked={special} onChange={(e) => setSpecial((e.currentTarget as HTMLInputElement).checked)} data-field="special" />
        <span>Shuffle in the four Special Action cards</span>
      </label>
      <fieldset class="bng-fieldset">
        <legend>Billionaires and Starting Player (optional)</legend>
        <div class="bng-builder-fields">
          {Array.from({ length: players }, (_, i) => (
            <Field key={i} label={`Seat ${i + 1}`}>
              <select value={seats[i]} onChange={(e) => setSeats(seats.map((s, j) => (j === i ? sel(e) : s)))} data-field={`seat-${i}`}>
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
            <select value={first} onChange={(e) => setFirst(sel(e))} data-field="first">
              <option value="">Random</option>
              {Array.from({ length: players }, (_, i) => (
                <option key={i} value={i}>
                  Seat {i + 1}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
      <div class="bng-row">
        <button type="submit" class="bng-btn bng-btn--primary" data-action="start-game">
          Start this game
        </button>
      </div>
      <div role="status" aria-live="polite" data-feedback="new-game">
        {error ? (
          <p class="bng-message bng-message--error">
            {error.reason} <RuleLink rule={error.rule} />
          </p>
        ) : started ? (
          <p class="bng-message bng-message--ok">{started}</p>
        ) : null}
      </div>
    </form>
  );
}
