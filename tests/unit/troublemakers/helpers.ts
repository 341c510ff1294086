/** Shared set-ups for the Troublemakers tests: a game with the module, its opening decisions declined, and staged tables. */
import {
  type CardId,
  type GameEvent,
  type GameState,
  createGame,
  crisesOf,
  deciders,
  legalMoves,
  type MarketId,
  MARKETS,
  type MarketState,
  type Move,
  play,
} from '../../../src/machine/index.ts';

export const tmGame = (players: number, extra: Record<string, unknown> = {}): GameState => {
  const made = createGame({ players, level: 4, seed: 7, modules: ['troublemakers'], ...extra });
  if (!made.ok) throw new Error(made.error.reason);
  return made.game;
};

/** Declines every opening decision (Roles kept back, no Round card) until the first turn waits. */
export function pastOpening(state: GameState): GameState {
  let s = state;
  while (s.windows.length > 0) {
    const seat = deciders(s)[0]!;
    const none = legalMoves(s, seat).find((m) => (m.type === 'keepRole' && m.role === undefined) || (m.type === 'roundCard' && !m.take))!;
    s = played(s, none).game;
  }
  return s;
}

/** Plays a move that must be legal. */
export function played(state: GameState, move: Move | Record<string, unknown>): { game: GameState; events: GameEvent[] } {
  const out = play(state, move as Move);
  if (!out.ok) throw new Error(`${String((move as Move).type)}: ${out.illegal.reason}`);
  return { game: out.game, events: [...out.events] };
}

/** Plays moves in order, collecting their events. */
export function playAll(state: GameState, moves: readonly (Move | Record<string, unknown>)[]): { game: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const m of moves) {
    const out = played(s, m);
    s = out.game;
    events.push(...out.events);
  }
  return { game: s, events };
}

/**
 * The table rearranged for a test: the named cards taken out of every place they were, then the
 * seats' hands, the Draw deck's top and the Crises beside the Guillotine set as given.
 */
export function staged(
  state: GameState,
  stage: { hands: Readonly<Record<number, readonly CardId[]>>; deckTop: readonly CardId[]; guillotine: readonly { card: CardId; rebels: number }[] },
): GameState {
  const named = new Set<CardId>([...Object.values(stage.hands).flat(), ...stage.deckTop, ...stage.guillotine.map((g) => g.card)]);
  const strip = (cards: readonly CardId[]) => cards.filter((c) => !named.has(c));
  const markets: Record<MarketId, MarketState> = { ...state.markets };
  for (const m of MARKETS)
    markets[m] = { ...markets[m], faceUp: named.has(markets[m].faceUp as CardId) ? null : markets[m].faceUp, faceDown: strip(markets[m].faceDown) };
  const c = crisesOf(state);
  return {
    ...state,
    phase: 'turn.action',
    markets,
    deck: [...stage.deckTop, ...strip(state.deck)],
    discard: strip(state.discard),
    players: state.players.map((p, i) => ({ ...p, hand: stage.hands[i] ? [...stage.hands[i]] : strip(p.hand) })),
    modules: {
      ...state.modules,
      crises: { ...c, guillotine: [...stage.guillotine], aside: strip(c.aside) },
    },
  };
}
