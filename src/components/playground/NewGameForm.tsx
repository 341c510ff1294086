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
import { useState } from 'preact/hooks';
// index.ts, not api.ts: loading this form installs every level's rules, so a game of any level can start from it.
import { BILLIONAIRE_IDS, EXPANSIONS, type BillionaireId, type IllegalMove, type NewGameOptions } from '../../machine/index.ts';
import { billionaireName } from '../shared/format.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { Field } from '../form/fields.tsx';
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

/** People at the table with a Troublemaker: 3 to 5 Billionaires and the Troublemaker (`tm.setup`). */
const TM_PEOPLE = [4, 5, 6] as const;

/** A seat's label in the form: "Seat 1", or with two players "Seat 1 (player 1)" and "Seat 2 (Puppet of player 1)". */
function seatText(players: number, seat: number): string {
  if (players !== 2) return `Seat ${seat + 1}`;
  const person = Math.floor(seat / 2) + 1;
  return isPuppetSeat(seat) ? `Seat ${seat + 1}: Puppet of player ${person}` : `Seat ${seat + 1}: player ${person}`;
}

export function NewGameForm({ onStart }: Props) {
  // The count chosen; with the Troublemakers ticked (or not) it is kept within what that game allows.
  const [wanted, setPlayers] = useState(4);
  const [seed, setSeed] = useState('1');
  const [special, setSpecial] = useState(true);
  const [level, setLevel] = useState<1 | 2 | 3 | 4>(1);
  const [seats, setSeats] = useState<readonly string[]>(['', '', '', '', '', '']);
  const [first, setFirst] = useState('');
  const [error, setError] = useState<IllegalMove | null>(null);
  const [started, setStarted] = useState('');
  // Two players: the Puppets are drawn at random (as at the table) unless chosen here.
  const [choosePuppets, setChoosePuppets] = useState(false);
  // Reform or Revolution?'s Space Program, at the Levels it plays at (kept ticked while another Level is tried).
  const [space, setSpace] = useState(false);
  const spaceLevels = EXPANSIONS['space-program'].levels;
  const spaceOn = space && spaceLevels.includes(level);
  // Reform or Revolution?'s Troublemakers, Level 4 only: one more person, who plays no Billionaire.
  const [troublemakers, setTroublemakers] = useState(false);
  // The Troublemaker's seat ('' : drawn at random by the game).
  const [tmSeat, setTmSeat] = useState('');
  const tmLevels = EXPANSIONS.troublemakers.levels;
  const tmOn = troublemakers && tmLevels.includes(level);
  // The player counts on offer: 4 to 6 people with a Troublemaker, 2 to 5 without.
  const counts: readonly number[] = tmOn ? TM_PEOPLE : [2, 3, 4, 5];
  const players = Math.min(Math.max(wanted, counts[0]!), counts[counts.length - 1]!);
  const two = players === 2;
  const tmSeatNow = tmOn && tmSeat !== '' && Number(tmSeat) < players ? Number(tmSeat) : null;
  // The seats whose Billionaire the form asks for; with two players the Puppets' only when chosen; never the Troublemaker's.
  const asked = Array.from({ length: two ? TWO_PLAYER_SEATS : players }, (_, i) => i)
    .filter((i) => !two || choosePuppets || !isPuppetSeat(i))
    .filter((i) => !tmOn || i !== (tmSeatNow ?? players - 1));
  // With the Troublemaker's seat left to chance, the pickers name the Billionaires in seat order, not seats.
  const pickerText = (i: number, k: number) =>
    tmOn && tmSeatNow === null ? `Billionaire ${k + 1} of ${players - 1} (in seat order, the Troublemaker's seat left out)` : seatText(players, i);
  // Who may start: anyone, but with two players only a person (seat 1 or 3).
  const starters = Array.from({ length: two ? TWO_PLAYER_SEATS : players }, (_, i) => i).filter((i) => !two || !isPuppetSeat(i));
  // A Starting Player the count shown has no seat for goes back to random.
  const firstNow = first !== '' && starters.includes(Number(first)) ? first : '';

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
      ...(firstNow !== '' ? { firstPlayer: Number(firstNow) } : {}),
      ...(spaceOn || tmOn ? { modules: [...(spaceOn ? (['space-program'] as const) : []), ...(tmOn ? (['troublemakers'] as const) : [])] } : {}),
      ...(tmSeatNow !== null ? { troublemaker: tmSeatNow } : {}),
    };
    const problem = onStart(options);
    setError(problem);
    setStarted(
      problem
        ? ''
        : `New game started: Level ${level}, ${two ? '2 players (with Puppets)' : tmOn ? `${players} people (${players - 1} Billionaires and the Troublemaker)` : `${players} players`}, seed ${options.seed}${spaceOn ? ', with the Space Program' : ''}${tmOn ? ', with the Troublemakers' : ''}.`,
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
            {counts.map((n) => (
              <option key={n} value={n}>
                {n === 2 ? '2 (with Puppets)' : tmOn ? `${n} (${n - 1} Billionaires and the Troublemaker)` : n}
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
      <label class="bng-check">
        <input
          type="checkbox"
          checked={tmOn}
          disabled={!tmLevels.includes(level)}
          aria-describedby="bng-tm-note"
          onChange={(e) => setTroublemakers((e.currentTarget as HTMLInputElement).checked)}
          data-field="troublemakers"
        />
        <span>Troublemakers (Reform or Revolution?): one more person, who plays no Billionaire and draws a secret Alignment</span>
      </label>
      <p class="bng-muted" id="bng-tm-note" data-tm-note>
        {tmLevels.includes(level)
          ? tmOn
            ? 'With a Troublemaker, 4 to 6 people play: 3 to 5 Billionaires and the Troublemaker (never two players with Puppets).'
            : 'Seats a Troublemaker beside 3 to 5 Billionaires, so 4 to 6 people play.'
          : `Plays at Level ${tmLevels.join(' or ')} only: choose it first.`}{' '}
        <RuleLink rule="tm.setup" />
      </p>
      {tmOn ? (
        <div class="bng-builder-fields">
          <Field label="Troublemaker's seat">
            <select value={tmSeatNow === null ? '' : tmSeatNow} onChange={(e) => setTmSeat(sel(e))} data-field="troublemaker-seat">
              <option value="">Random (drawn by the game)</option>
              {Array.from({ length: players }, (_, i) => (
                <option key={i} value={i}>
                  Seat {i + 1}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
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
          {asked.map((i, k) => (
            <Field key={i} label={pickerText(i, k)}>
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
            <select value={firstNow} onChange={(e) => setFirst(sel(e))} data-field="first">
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
