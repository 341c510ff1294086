/** Shared set-ups for the Troublemakers tests: a game with the module, its opening decisions declined, and staged tables. */
import {
  type AssetId,
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
import { REVOLUTION_CARD_IDS, type RevolutionCardId } from '../../../src/machine/data/revolution.ts';
import { type Alignment, troublemakersOf, type TroublemakersSlice } from '../../../src/machine/modules/troublemakers/index.ts';

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

/** The Troublemaker's Alignment set (the draw at setup is random); still hidden until they Declare. */
export function aligned(state: GameState, alignment: Alignment): GameState {
  return withSlice(state, { alignment });
}

/** Parts of the Troublemakers slice replaced (effects, resolving…), for a staged position. */
export function withSlice(state: GameState, part: Partial<TroublemakersSlice>): GameState {
  return { ...state, modules: { ...state.modules, troublemakers: { ...troublemakersOf(state), ...part } } };
}

/**
 * The Troublemaker as a Declared Revolutionary, their Revolution cards laid out as given: the face-up
 * row, the deck's top, the Organize! row and the discard pile; every other Revolution card goes under
 * the deck (or onto the discard pile with `rest: 'discard'`). Their hand goes to the Discard pile.
 */
export function declared(
  state: GameState,
  piles: {
    row: readonly RevolutionCardId[];
    deck?: readonly RevolutionCardId[];
    organized?: readonly RevolutionCardId[];
    discard?: readonly RevolutionCardId[];
    rest?: 'deck' | 'discard';
  },
): GameState {
  const { row, deck = [], organized = [], discard = [], rest = 'deck' } = piles;
  const named = new Set([...row, ...deck, ...organized, ...discard]);
  const others = REVOLUTION_CARD_IDS.filter((c) => !named.has(c));
  const seat = state.options.troublemaker!;
  const hand = state.players[seat]!.hand;
  const emptied = { ...state, discard: [...state.discard, ...hand], players: state.players.map((p, i) => (i === seat ? { ...p, hand: [] } : p)) };
  return withSlice(emptied, {
    alignment: 'revolutionary',
    declared: true,
    revolution: {
      row: [...row],
      deck: rest === 'deck' ? [...deck, ...others] : [...deck],
      organized: [...organized],
      discard: rest === 'discard' ? [...discard, ...others] : [...discard],
    },
  });
}

/** Seats given Assets, taken from wherever they were (a Market or another seat). */
export function owning(state: GameState, holdings: Readonly<Record<number, readonly AssetId[]>>): GameState {
  const given = new Set(Object.values(holdings).flat());
  const markets: Record<MarketId, MarketState> = { ...state.markets };
  for (const m of MARKETS) markets[m] = { ...markets[m], assets: markets[m].assets.filter((a) => !given.has(a)) };
  return {
    ...state,
    markets,
    players: state.players.map((p, i) => ({ ...p, assets: [...p.assets.filter((a) => !given.has(a)), ...(holdings[i] ?? [])] })),
  };
}

/**
 * The rest of the current turn played quietly: a Billionaire draws if they may, Invests their first
 * card (or swaps two Markets' cards, or passes), then adds no bribe. Returns once the next turn waits.
 */
export function quietTurn(state: GameState): { game: GameState; events: GameEvent[] } {
  const turn = state.turn;
  let s = state;
  const events: GameEvent[] = [];
  const step = (move: Move) => {
    const out = played(s, move);
    s = out.game;
    events.push(...out.events);
  };
  if (s.phase === 'turn.start' && s.windows.length === 0) {
    const draw = legalMoves(s, deciders(s)[0]!).find((m) => m.type === 'draw');
    if (draw) step(draw);
  }
  if (s.windows.length === 0 && s.turn === turn) {
    const moves = legalMoves(s, deciders(s)[0]!);
    step(moves.find((m) => m.type === 'invest') ?? moves.find((m) => m.type === 'exchangeMarkets') ?? moves.find((m) => m.type === 'pass')!);
  }
  while (s.turn === turn && s.windows.at(-1)?.kind === 'policy.bribe') step({ type: 'finishBribes', seat: deciders(s)[0]! } as Move);
  return { game: s, events };
}

/**
 * A game at a Declared Revolutionary's turn (the Troublemaker in `seat`, seat 0 unless given), their
 * Revolution cards laid out as `piles`, and the table staged as `stage` (hands, deck top, Crises).
 */
export function revolutionaryTurn(
  piles: Parameters<typeof declared>[1],
  stage: Partial<Parameters<typeof staged>[1]> = {},
  options: { players?: number; seat?: number } = {},
): GameState {
  const { players = 4, seat = 0 } = options;
  const s = declared(pastOpening(tmGame(players, { troublemaker: seat, firstPlayer: seat })), piles);
  if (s.current !== seat) throw new Error(`seat ${seat} does not play first`);
  return staged(s, { hands: {}, deckTop: [], guillotine: crisesOf(s).guillotine, ...stage });
}

/**
 * Markets given exactly these cards (the first face-up, the rest face-down, nearest the top first),
 * taken from wherever they were; every other Market is left empty, the cards they held (and any the
 * named Markets held before) going to the Discard pile. A Market named
 * in `closed` loses its Assets (set aside as removed), so it is closed.
 */
export function withMarkets(state: GameState, contents: Partial<Record<MarketId, readonly CardId[]>>, closed: readonly MarketId[] = []): GameState {
  const named = new Set(Object.values(contents).flat());
  const strip = (cards: readonly CardId[]) => cards.filter((c) => !named.has(c));
  const markets: Record<MarketId, MarketState> = { ...state.markets };
  const emptied: CardId[] = [];
  const removed: AssetId[] = [];
  for (const m of MARKETS) {
    const given = contents[m];
    const old = markets[m];
    emptied.push(...strip([...(old.faceUp ? [old.faceUp] : []), ...old.faceDown]));
    if (closed.includes(m)) removed.push(...old.assets);
    markets[m] = { assets: closed.includes(m) ? [] : old.assets, faceUp: given?.[0] ?? null, faceDown: given ? given.slice(1) : [] };
  }
  return {
    ...state,
    markets,
    removedAssets: [...state.removedAssets, ...removed],
    deck: strip(state.deck),
    discard: [...strip(state.discard), ...emptied],
    players: state.players.map((p) => ({ ...p, hand: strip(p.hand) })),
  };
}

/**
 * Every decision window answered with its quietest choice (no Role kept, no card, no envelope held
 * up, no Policy set, nothing paid or offered where that is allowed, else the first listed move),
 * until none is open. Returns the events too.
 */
export function declineWindows(state: GameState): { game: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  while (s.windows.length > 0 && s.phase !== 'gameOver') {
    const moves = legalMoves(s, deciders(s)[0]!);
    const quiet = moves.find(
      (m) =>
        (m.type === 'keepRole' && m.role === undefined) ||
        (m.type === 'roundCard' && !m.take) ||
        (m.type === 'holdUp' && !m.hold) ||
        (m.type === 'setPolicy' && m.policy === undefined),
    );
    const out = played(s, quiet ?? moves[0]!);
    s = out.game;
    events.push(...out.events);
  }
  return { game: s, events };
}
