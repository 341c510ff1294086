/**
 * A new game from options: players, seed, Special Action cards, optionally Billionaires and the
 * Starting Player, and at Levels 3 and 4 the Space Program (`modules: ['space-program']`). Two
 * players play with Puppets (`puppets.setup`): the engine seats four Billionaires, each person
 * followed by their Puppet (seats 1 and 3 are the people); each person may pick their Billionaire,
 * the Puppets are drawn at random unless chosen, and the Starting Player is one of the two people.
 */
import { useState } from 'preact/hooks';
// index.ts, not api.ts: loading this form installs every level's rules, so a game of any level can start from it.
import { BILLIONAIRE_IDS, EXPANSIONS, type BillionaireId, type IllegalMove, type NewGameOptions } from '../../machine/index.ts';
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

/** Seats in a two-player game: each person, then their Puppet. */
const TWO_PLAYER_SEATS = 4;
const isPuppetSeat = (seat: number) => seat % 2 === 1;

/** A seat's label in the form: "Seat 1", or with two players "Seat 1 (player 1)" and "Seat 2 (Puppet of player 1)". */
function seatText(players: number, seat: number): string {
  if (players !== 2) return `Seat ${seat + 1}`;
  const person = Math.floor(seat / 2) + 1;
  return isPuppetSeat(seat) ? `Seat ${seat + 1}: Puppet of player ${person}` : `Seat ${seat + 1}: player ${person}`;
}

export function NewGameForm({ onStart }: Props) {
  const [players, setPlayers] = useState(4);
  const [seed, setSeed] = useState('1');
  const [special, setSpecial] = useState(true);
  const [level, setLevel] = useState<1 | 2 | 3 | 4>(1);
  const [seats, setSeats] = useState<readonly string[]>(['', '', '', '', '']);
  const [first, setFirst] = useState('');
  const [error, setError] = useState<IllegalMove | null>(null);
  const [started, setStarted] = useState('');
  // Two players: the Puppets are drawn at random (as at the table) unless chosen here.
  const [choosePuppets, setChoosePuppets] = useState(false);
  // Reform or Revolution?'s Space Program, at the Levels it plays at (kept ticked while another Level is tried).
  const [space, setSpace] = useState(false);
  const spaceLevels = EXPANSIONS['space-program'].levels;
  const spaceOn = space && spaceLevels.includes(level);
  const two = players === 2;
  // The seats whose Billionaire the form asks for; with two players the Puppets' only when chosen.
  const asked = Array.from({ length: two ? TWO_PLAYER_SEATS : players }, (_, i) => i).filter((i) => !two || choosePuppets || !isPuppetSeat(i));
  // Who may start: anyone, but with two players only a person (seat 1 or 3).
  const starters = Array.from({ length: two ? TWO_PLAYER_SEATS : players }, (_, i) => i).filter((i) => !two || !isPuppetSeat(i));

  const submit = (e: Event) => {
    e.preventDefault();
    // Two players with Puppets drawn at random: the engine takes the two people's and draws the rest.
    const chosen = asked.map((i) => seats[i] ?? '');
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
      ...(spaceOn ? { modules: ['space-program' as const] } : {}),
    };
    const problem = onStart(options);
    setError(problem);
    setStarted(
      problem
        ? ''
        : `New game started: Level ${level}, ${two ? '2 players (with Puppets)' : `${players} players`}, seed ${options.seed}${spaceOn ? ', with the Space Program' : ''}.`,
    );
  };

  return (
    <form class="bng-form" onSubmit={submit} aria-label="New game">
      <div class="bng-builder-fields">
        <Field label="Players">
          <select
            value={players}
            onChange={(e) => {
              const n = Number(sel(e));
              setPlayers(n);
              // A Starting Player the new count has no seat for (or a Puppet's seat) goes back to random.
              if (first !== '' && (Number(first) >= (n === 2 ? TWO_PLAYER_SEATS : n) || (n === 2 && isPuppetSeat(Number(first))))) setFirst('');
            }}
            data-field="players"
          >
            <option value={2}>2 (with Puppets)</option>
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
      <label class="bng-check">
        <input
          type="checkbox"
          checked={spaceOn}
          disabled={!spaceLevels.includes(level)}
          aria-describedby="bng-space-note"
          onChange={(e) => setSpace((e.currentTarget as HTMLInputElement).checked)}
          data-field="space-program"
        />
        <span>Space Program (Reform or Revolution?): the Space Cowboy, a Rocket and its envelope</span>
      </label>
      <p class="bng-muted" id="bng-space-note" data-space-note>
        {spaceLevels.includes(level)
          ? 'Adds the Space Cowboy to the Role deck and the Space Program envelope to the table.'
          : `Plays at Level ${spaceLevels.join(' or ')} only: choose one of them first.`}{' '}
        <RuleLink rule="space.setup" />
      </p>
      <fieldset class="bng-fieldset">
        <legend>Billionaires and Starting Player (optional)</legend>
        {two ? (
          <>
            <p class="bng-muted" data-two-player-note>
              Two players each control a Puppet, seated on their left: seats 1 and 3 are the players, seats 2 and 4 their Puppets. <RuleLink rule="puppets.setup" />
            </p>
            <label class="bng-check">
              <input
                type="checkbox"
                checked={choosePuppets}
                onChange={(e) => setChoosePuppets((e.currentTarget as HTMLInputElement).checked)}
                data-field="choose-puppets"
              />
              <span>Choose the Puppets too (otherwise they are drawn at random from the Billionaires left)</span>
            </label>
          </>
        ) : null}
        <div class="bng-builder-fields">
          {asked.map((i) => (
            <Field key={i} label={seatText(players, i)}>
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
              {starters.map((i) => (
                <option key={i} value={i}>
                  {seatText(players, i)}
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
