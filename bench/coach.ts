/**
 * The coach's suggestions (src/coach), run by `npm run bench`: a learner at seat 1 who follows every
 * suggestion, against three simple computer players, over GAMES seeded four-player games at each
 * Level. It prints the learner's share of the games someone won (many Level 2 and 3 games end in the
 * Revolution, which nobody wins; a fair share is 25 %: the suggestion is the simple player's own
 * choice, so this says it is no worse than the players it teaches against), how
 * many decisions the coach advised, and what one piece of advice costs (median and slowest, in ms:
 * it lists and weighs every legal move, a Buy's chances included, so it must stay well under a
 * frame).
 */
import { createGame, type Level } from '../src/machine/index.ts';
import { adviceFor } from '../src/coach/index.ts';
import { playCoachedGame } from '../src/coach/coached-game.ts';
import { fmt, median, pct } from './shared/format.ts';

/** Games per Level: 100 keeps the whole bench near a minute; `COACH_GAMES=200 npm run bench` for the figure. */
const GAMES = Number(process.env.COACH_GAMES ?? 100);
const CAP = 2000;
const LEARNER = 0;

for (const level of [1, 2, 3, 4] as Level[]) {
  let wins = 0;
  let won = 0;
  let finished = 0;
  const costs: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const made = createGame({ players: 4, level, seed: 9000 + g });
    if (!made.ok) throw new Error(made.error.reason);
    const { final: state } = playCoachedGame(made.game, LEARNER, CAP, (now, rng) => {
      const t0 = performance.now();
      const advice = adviceFor(now, LEARNER, rng);
      costs.push(performance.now() - t0);
      return advice;
    });
    if (state.phase === 'gameOver') finished++;
    if (state.result?.kind === 'victory') won++;
    if (state.result?.kind === 'victory' && state.result.winners.includes(LEARNER)) wins++;
  }
  console.log(
    `Level ${level}: the learner won ${wins} of the ${won} games someone won (${pct(wins, won)}; ${GAMES} games, ${finished} finished); ` +
      `${fmt(costs.length)} decisions advised, advice ${fmt(median(costs), 2)} ms median, ${fmt(Math.max(...costs), 1)} ms slowest`,
  );
}
