/** Positions the playground tests start from, built with the engine and opened as share links. */
import { createFromPosition, encodeLink, type GameState, type Move, type PositionInput } from '../../../src/machine/index.ts';

/**
 * The Property Speculator (seat 1) holds 1 Bombs + 2 Diamonds, after the draw. At Vanity a 1 of
 * Satellite Dishes lies face-up over a 2 of Locks: a Buy there wins 5 to 1 thanks to the Suit bonus.
 */
export const BUY_POSITION: PositionInput = {
  seed: 7,
  players: [
    { billionaire: 'property-speculator', hand: ['bombs-1', 'diamonds-4'], assets: [] },
    { billionaire: 'aristocrat', hand: ['dishes-7'], assets: [] },
    { billionaire: 'war-profiteer', hand: ['bolts-1'], assets: [] },
  ],
  markets: {
    vanity: { faceUp: 'dishes-2', faceDown: ['locks-4'] },
    toys: { faceUp: 'bombs-7', faceDown: ['bolts-4'] },
  },
  current: 0,
  phase: 'turn.action',
};

export function stateOf(position: PositionInput): GameState {
  const created = createFromPosition(position);
  if (!created.ok) throw new Error(created.error.reason);
  return created.game;
}

/** The playground address of a position (and moves played from it). */
export function playgroundLink(state: GameState, moves: readonly Move[] = [], step?: number): string {
  return `/playground/#${encodeLink({ start: { kind: 'position', state }, moves, ...(step === undefined ? {} : { step }) })}`;
}
