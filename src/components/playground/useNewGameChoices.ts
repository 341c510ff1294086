/**
 * The new-game form's choices (NewGameForm.tsx) and the game they make: each choice as made, what
 * the Level and the count of players leave of it (the Space Program and the Troublemakers only at
 * their Levels, a Starting Player only where there is a seat for one), the seats to ask about, and
 * `submit`, which turns it all into `NewGameOptions`. Why apart from the markup: the rules of which
 * choice fits which game are the form's logic, read by several of its sections.
 */
import { useState } from 'preact/hooks';
// index.ts, not api.ts: loading the new-game form installs every level's rules, so a game of any level can start from it.
import { BILLIONAIRE_IDS, EXPANSIONS, type BillionaireId, type IllegalMove, type NewGameOptions } from '../../machine/index.ts';

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

/** A seat the form asks about, and its label. */
export interface SeatAsked {
  readonly seat: number;
  readonly label: string;
}

export function useNewGameChoices(onStart: (options: NewGameOptions) => IllegalMove | null) {
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
  const allSeats = Array.from({ length: two ? TWO_PLAYER_SEATS : players }, (_, i) => i);
  // The seats whose Billionaire the form asks for; with two players the Puppets' only when chosen; never the Troublemaker's.
  const asked = allSeats.filter((i) => !two || choosePuppets || !isPuppetSeat(i)).filter((i) => !tmOn || i !== (tmSeatNow ?? players - 1));
  // With the Troublemaker's seat left to chance, the pickers name the Billionaires in seat order, not seats.
  const pickers: readonly SeatAsked[] = asked.map((seat, k) => ({
    seat,
    label: tmOn && tmSeatNow === null ? `Billionaire ${k + 1} of ${players - 1} (in seat order, the Troublemaker's seat left out)` : seatText(players, seat),
  }));
  // Who may start: anyone, but with two players only a person (seat 1 or 3).
  const starters: readonly SeatAsked[] = allSeats.filter((i) => !two || !isPuppetSeat(i)).map((seat) => ({ seat, label: seatText(players, seat) }));
  // A Starting Player the count shown has no seat for goes back to random.
  const firstNow = first !== '' && starters.some((s) => s.seat === Number(first)) ? first : '';

  const choosePlayers = (n: number) => {
    setPlayers(n);
    // A Starting Player the new count has no seat for (or a Puppet's seat) goes back to random.
    if (first !== '' && (Number(first) >= (n === 2 ? TWO_PLAYER_SEATS : n) || (n === 2 && isPuppetSeat(Number(first))))) setFirst('');
  };

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

  // Each section's share: the form's own fields, the expansion modules, the seats.
  return {
    form: { players, counts, two, tmOn, choosePlayers, level, setLevel, seed, setSeed, special, setSpecial, error, started, submit },
    modules: { players, level, spaceLevels, spaceOn, setSpace, tmLevels, tmOn, setTroublemakers, tmSeatNow, setTmSeat },
    seats: { two, pickers, seats, setSeats, choosePuppets, setChoosePuppets, starters, firstNow, setFirst },
  };
}

/** The form's choices, as its sections read them. */
export type NewGameChoices = ReturnType<typeof useNewGameChoices>;
