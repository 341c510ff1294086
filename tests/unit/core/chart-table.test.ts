/**
 * The compiled transition table against XState itself: random walks through Level 1 and Level 2
 * games, where every move is run both through `play` (the table) and through XState's documented
 * pure `transition()` on the same chart. The phase, the whole state and the events must agree on
 * every move, so the table can never drift from the chart.
 */
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { serializeChart } from '../../../src/machine/core/chart/serialize.ts';
import { gameChart } from '../../../src/machine/modules/level1/chart.ts';
import { CHART_TABLE } from '../../../src/machine/modules/level1/chart-table.ts';
import { phaseOfValue, valueOfPhase } from '../../../src/machine/core/chart/xstate.ts';
import { nextInt } from '../../../src/machine/core/rng.ts';
import { settleModules } from '../../../src/machine/core/play.ts';
import { createGame, deciders, type GameState, legalMoves, type Move, play, phases } from '../../../src/machine/index.ts';

function viaXState(state: GameState, move: Move) {
  const machine = gameChart;
  const snapshot = machine.resolveState({ value: valueOfPhase(state.phase), context: { state, events: [] } });
  const [next] = transition(machine, snapshot, move);
  const context = next.context as { state: GameState; events: unknown[] };
  return { phase: phaseOfValue(next.value), state: context.state, events: context.events };
}

/** A seeded random walk: a deciding seat, a kind of move, then one of its moves. */
function pick(state: GameState, rng: number): [Move, number] {
  const seats = deciders(state);
  let [i, r] = nextInt(rng, seats.length);
  const moves = legalMoves(state, seats[i]!);
  const types = [...new Set(moves.map((m) => m.type))];
  [i, r] = nextInt(r, types.length);
  const ofType = moves.filter((m) => m.type === types[i]);
  [i, r] = nextInt(r, ofType.length);
  return [ofType[i]!, r];
}

describe('the compiled chart agrees with XState', () => {
  it('the generated table is the machine, read through XState’s API (if not: npm run chart)', () => {
    expect(serializeChart(gameChart)).toEqual(CHART_TABLE);
  });

  it('lists the resting phases from the chart', () => {
    expect(phases()).toEqual([
      'setup.decisions',
      'turn.beginning',
      'turn.start',
      'turn.action',
      'turn.gameTheMarket',
      'turn.claim',
      'turn.beforeDiscard',
      'turn.afterBuy',
      'turn.afterCrisis',
      'turn.actionDecisions',
      'turn.afterAction',
      'turn.launch',
      'turn.followUp',
      'turn.puppetClaim',
      'turn.puppetAfterBuy',
      'turn.puppetAfterCrisis',
      'turn.afterTurn',
      'endOfRound.emergency',
      'endOfRound.afterRoundCrisis',
      'endOfRound.panic',
      'endOfRound.roles',
      'endOfRound.policy',
      'endOfRound.close',
      'deciding',
      'gameOver',
    ]);
  });

  for (const level of [1, 2, 3] as const)
    it(`on every move of random Level ${level} games`, { timeout: 120_000 }, () => {
      let compared = 0;
      for (let g = 0; g < 12; g++) {
        const made = createGame({ players: 3 + (g % 3), level, seed: 1000 + g });
        if (!made.ok) throw new Error(made.error.reason);
        let state = made.game;
        let rng = 77 + g;
        for (let step = 0; step < 700 && state.phase !== 'gameOver'; step++) {
          let move: Move;
          [move, rng] = pick(state, rng);
          const mine = play(state, move);
          if (!mine.ok) throw new Error(`${JSON.stringify(move)}: ${mine.illegal.reason}`);
          const theirs = viaXState(state, mine.move);
          expect(theirs.phase).toBe(mine.game.phase);
          // After the chart, modules settle what they derive from the table (the Luxury Bunker): `play` does it too.
          const settled = settleModules({ ...theirs.state, phase: theirs.phase as GameState['phase'] });
          expect(settled.state).toEqual(mine.game);
          expect([...theirs.events, ...settled.events]).toEqual(mine.events);
          state = mine.game;
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
});
