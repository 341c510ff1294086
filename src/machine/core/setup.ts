/**
 * Setting up a new game: Billionaires, Assets, the Draw deck, the Markets, the hands and the
 * Starting Player (`/setup/`).
 */
import { uncorrectedField } from './editions.ts';
import { ASSETS, type AssetId } from '../data/assets.ts';
import { BILLIONAIRE_IDS, type BillionaireId, isBillionaireId } from '../data/billionaires.ts';
import { RESOURCE_CARDS, SPECIAL_CARDS, type CardId, type CardValues } from '../data/cards.ts';
import { cardValuesField, readCardValues } from './card-values.ts';
import { type Cards, cardsOf } from './cards-of.ts';
import { readTableCards, tableCardsField, type TableCards } from './table-cards.ts';
import { byMarket, MARKETS, type MarketId } from '../data/markets.ts';
import { illegal, type IllegalMove } from './illegal.ts';
import { modulesOf } from './module.ts';
import { type GameOptions, type GameState, type Level, type MarketState, NOTHING_IN_PROGRESS, type PlayerState, type Seat } from './state.ts';
import { nextInt, shuffled, toSeed } from './rng.ts';
import { isBillionaire, peopleSeats } from './seats.ts';
import { EXPANSION_IDS, EXPANSIONS, type ExpansionId, isExpansionId } from '../data/expansions.ts';
import { dealtMarket, takeFromDeck } from './zones.ts';

export interface NewGameOptions {
  readonly players: number;
  readonly level?: Level;
  /** Shuffle the four Special Action cards in (default true). */
  readonly specialActions?: boolean;
  /** Seed of the game's random generator (default 1). */
  readonly seed?: number;
  /** Each seat's Billionaire; chosen at random when left out. */
  readonly billionaires?: readonly BillionaireId[];
  /** Seat of the Starting Player; chosen at random when left out. */
  readonly firstPlayer?: number;
  /** The table's own values for some Resource cards (each 1, 2 or 3); the others keep their stand-ins. */
  readonly cardValues?: CardValues;
  /** The table's own printed card faces (`core/table-cards.ts`), checked like the values. */
  readonly cards?: TableCards;
  /** Rules corrections to play without (a game opened from an older link; `core/editions.ts`). */
  readonly uncorrected?: readonly string[];
  /** A two-player game's own options given back (`players` then counts its four seats). */
  readonly puppets?: true;
  /** The expansion's modules to play with (`['space-program']`; Levels 3–4). */
  readonly modules?: readonly ExpansionId[];
  /** With the Troublemakers: the Troublemaker's seat (drawn at random when left out). */
  readonly troublemaker?: number;
}

/** Whether the options seat a Troublemaker (the expansion's Troublemakers module). */
function seatsTroublemaker(options: { readonly modules?: readonly unknown[] }): boolean {
  return Array.isArray(options.modules) && options.modules.includes('troublemakers');
}

/** How many seats play a Billionaire: every seat but the Troublemaker's. */
function billionaireCount(options: NewGameOptions): number {
  return seatCount(peopleIn(options)) - (seatsTroublemaker(options) ? 1 : 0);
}

/** How many people play: a game's own options (with Puppets) count seats, not people. */
function peopleIn(options: NewGameOptions): number {
  return options.puppets === true && options.players === 4 ? 2 : options.players;
}

export type SetupResult = { readonly ok: true; readonly game: GameState } | { readonly ok: false; readonly error: IllegalMove };

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 5;
/** Levels the engine plays (Level 3 is being built: the playground offers 1 and 2 until it is complete). */
export const LEVELS: readonly Level[] = [1, 2, 3, 4];

export function checkOptions(options: NewGameOptions): IllegalMove | null {
  const players = peopleIn(options);
  if (!Number.isInteger(players)) return illegal('setup.players', 'setup.players', 'The number of players must be a whole number.');
  const troublemaker = seatsTroublemaker(options);
  if (troublemaker && (players < MIN_PLAYERS + 1 || players > MAX_PLAYERS + 1))
    return illegal('setup.players', 'tm.setup', `With a Troublemaker, 4 to 6 people play (3 to 5 Billionaires and the Troublemaker); ${players} is not possible.`);
  if (!troublemaker && players !== 2 && (players < MIN_PLAYERS || players > MAX_PLAYERS))
    return illegal('setup.players', 'setup.players', `A game has 2 to 5 players (two play with Puppets); ${players} is not possible.`);
  const seats = seatCount(players);
  const tm = options.troublemaker;
  if (tm !== undefined && !troublemaker)
    return illegal('setup.troublemaker', 'tm.setup', 'A Troublemaker sits at the table only with the Troublemakers module (modules: ["troublemakers"]).');
  if (tm !== undefined && !(Number.isInteger(tm) && tm >= 0 && tm < seats))
    return illegal('setup.troublemaker', 'tm.setup', `The Troublemaker's seat must be a seat from 0 to ${seats - 1}.`);
  const level = options.level ?? 1;
  if (!LEVELS.includes(level)) return illegal('setup.level', 'setup.players', `Level ${String(level)} is not built yet; available: ${LEVELS.join(', ')}.`);
  const b = options.billionaires;
  if (b !== undefined) {
    if (troublemaker && b.length !== seats - 1)
      return illegal('setup.billionaires', 'tm.setup', `Give one Billionaire for each player but the Troublemaker (${seats - 1}), not ${b.length}.`);
    if (!troublemaker && b.length !== players && b.length !== seats)
      return illegal(
        'setup.billionaires',
        'setup.billionaires',
        players === 2
          ? `Give a Billionaire for each of the two players (their Puppets are then drawn at random), or for all four seats, not ${b.length}.`
          : `Give one Billionaire per player (${players}), not ${b.length}.`,
      );
    const bad = b.find((id) => !isBillionaireId(id));
    if (bad !== undefined) return illegal('setup.billionaires', 'setup.billionaires', `There is no Billionaire called "${String(bad)}".`);
    if (new Set(b).size !== b.length) return illegal('setup.billionaires', 'setup.billionaires', 'Each Billionaire can be played by only one player.');
  }
  const first = options.firstPlayer;
  if (first !== undefined && !(Number.isInteger(first) && first >= 0 && first < seats))
    return illegal('setup.first-player', 'setup.first-player', `The Starting Player must be a seat from 0 to ${seats - 1}.`);
  if (first !== undefined && players === 2 && first % 2 === 1)
    return illegal('setup.first-player', 'puppets.setup', `Seat ${first} is a Puppet, and Puppets take no turns: the Starting Player sits in seat 0 or 2.`);
  const modulesError = checkExpansions(options.modules, level);
  if (modulesError) return modulesError;
  const values = readCardValues(options.cardValues);
  if (!values.ok) return values.error;
  const cards = readTableCards(options.cards);
  return cards.ok ? null : cards.error;
}

/** The expansion's modules asked for: each known, once, and playable at the Level. */
function checkExpansions(modules: readonly unknown[] | undefined, level: Level): IllegalMove | null {
  if (modules === undefined) return null;
  if (!Array.isArray(modules)) return illegal('setup.modules', 'setup.players', 'The expansion modules must be a list, such as ["space-program"].');
  for (const id of modules) {
    if (!isExpansionId(id))
      return illegal('setup.modules', 'setup.players', `There is no expansion module called ${JSON.stringify(id)}; known: ${EXPANSION_IDS.join(', ')}.`);
    const info = EXPANSIONS[id];
    if (!info.levels.includes(level)) return illegal('setup.modules', info.rule, `The ${info.name} plays at Level ${info.levels.join(' or ')}, not at Level ${level}.`);
  }
  if (new Set(modules).size !== modules.length) return illegal('setup.modules', 'setup.players', 'An expansion module is named twice.');
  return null;
}

/** The options' field for the expansion's modules: left out when none are on, so older games keep their shape. */
export function modulesField(modules: readonly ExpansionId[] | undefined): { readonly modules?: readonly ExpansionId[] } {
  return modules !== undefined && modules.length > 0 ? { modules: EXPANSION_IDS.filter((id) => modules.includes(id)) } : {};
}

/** Seats at the table for this many people: in a two-player game each person also seats a Puppet. */
export function seatCount(people: number): number {
  return people === 2 ? 4 : people;
}

/** The cards shuffled into the Draw deck at the start. */
export function startingDeckCards(options: Pick<GameOptions, 'specialActions'>): CardId[] {
  const cards: CardId[] = RESOURCE_CARDS.map((c) => c.id);
  if (options.specialActions) cards.push(...SPECIAL_CARDS.map((c) => c.id));
  return cards;
}

/** Where each Asset starts: three unstarred per Market; starred ones to the Billionaires (4–5 players) or unused. */
export function startingAssets(
  cards: Cards,
  billionaires: readonly BillionaireId[],
): {
  markets: Record<MarketId, AssetId[]>;
  held: AssetId[][];
  unused: AssetId[];
} {
  const markets = byMarket((): AssetId[] => []);
  const held = billionaires.map(() => [] as AssetId[]);
  const unused: AssetId[] = [];
  const giveStarred = billionaires.length >= 4;
  for (const a of ASSETS) {
    const type = cards.assetType(a.id);
    if (!a.starred) {
      markets[type].push(a.id);
      continue;
    }
    const seat = giveStarred ? billionaires.findIndex((b) => cards.double(b) === type) : -1;
    if (seat >= 0) held[seat]!.push(a.id);
    else unused.push(a.id);
  }
  return { markets, held, unused };
}

export function createGame(input: NewGameOptions): SetupResult {
  const error = checkOptions(input);
  if (error) return { ok: false, error };
  let rng = toSeed(input.seed ?? 1);
  const people = peopleIn(input);
  const puppets = people === 2;
  const players = seatCount(people);

  // The random picks are always drawn, even when the caller chooses, so that a game's deck depends
  // only on its seed: a link that names the Billionaires replays the same shuffle.
  const [randomOrder, afterOrder] = shuffled(rng, BILLIONAIRE_IDS);
  const [randomFirst, afterFirst] = nextInt(afterOrder, people);
  rng = afterFirst;
  const billionaires = seatBillionaires(input, randomOrder);
  // The Troublemaker's seat: drawn only in a game with one, so every other game deals as before.
  let troublemaker: Seat | undefined;
  if (seatsTroublemaker(input)) {
    const [randomSeat, afterSeat] = nextInt(rng, players);
    rng = afterSeat;
    troublemaker = input.troublemaker ?? randomSeat;
  }
  // In a two-player game the draw picks one of the two people (seats 0 and 2).
  const firstPlayer = input.firstPlayer ?? (puppets ? randomFirst * 2 : randomFirst);
  const values = readCardValues(input.cardValues);
  const cards = readTableCards(input.cards);
  const options: GameOptions = {
    ...(puppets ? { puppets: true as const } : {}),
    players,
    level: input.level ?? 1,
    specialActions: input.specialActions ?? true,
    seed: toSeed(input.seed ?? 1),
    billionaires,
    firstPlayer,
    // Values change no card's place: the same seed deals the same game whatever the table's values.
    ...cardValuesField(values.ok ? values.values : undefined),
    ...tableCardsField(cards.ok ? cards.cards : undefined),
    ...modulesField(input.modules),
    ...(troublemaker !== undefined ? { troublemaker } : {}),
    ...uncorrectedField(input.uncorrected),
  };

  // Each module sets up its part before the deck is shuffled (Level 2: four Crises join the deck,
  // the rest and the Panic! cards wait face-down), in module order so a seed always gives one game.
  let deckCards: readonly CardId[] = startingDeckCards(options);
  const modules: Record<string, unknown> = {};
  for (const m of modulesOf({ options })) {
    if (!m.setupDeal) continue;
    const out = m.setupDeal(rng, deckCards, options);
    rng = out.rng;
    deckCards = out.deck;
    modules[m.id] = out.slice;
  }
  const [deck, afterShuffle] = shuffled(rng, deckCards);
  const assets = startingAssets(cardsOf({ options }), billionaires);
  const emptyMarkets = byMarket((m): MarketState => ({ assets: assets.markets[m], faceUp: null, faceDown: [] }));
  let state: GameState = {
    format: 2,
    ...NOTHING_IN_PROGRESS,
    options,
    rng: afterShuffle,
    phase: 'turn.start',
    round: 1,
    turn: 1,
    current: firstPlayer,
    deck,
    discard: [],
    markets: emptyMarkets,
    players: Array.from({ length: players }, (_, seat): PlayerState => {
      // Seats after the Troublemaker's play the Billionaire listed one place earlier.
      const k = troublemaker === undefined || seat < troublemaker ? seat : seat - 1;
      if (seat === troublemaker) return { billionaire: null, hand: [], assets: [], invested: [] };
      return { billionaire: billionaires[k]!, hand: [], assets: assets.held[k]!, invested: [] };
    }),
    removedAssets: [],
    unusedAssets: assets.unused,
    modules,
  };
  // Two cards beside each Market: the first face-down, the second on top, face-up.
  for (const m of MARKETS) {
    const dealt = takeFromDeck(state, 2);
    state = { ...dealt.state, markets: { ...dealt.state.markets, [m]: dealtMarket(dealt.state.markets[m].assets, dealt.cards) } };
  }
  // One card to each player playing a Billionaire (never to a Puppet, nor to a Troublemaker, who draws at the start of a Round).
  for (const i of peopleSeats(state).filter((seat) => isBillionaire(state, seat))) {
    const dealt = takeFromDeck(state, 1);
    const hands = dealt.state.players.map((p, j) => (j === i ? { ...p, hand: dealt.cards } : p));
    state = { ...dealt.state, players: hands };
  }
  // A module's changes to the table (the two-player game: fewer Assets, more cards at each Market).
  for (const m of modulesOf(state)) if (m.setupTable) state = m.setupTable(state);
  return { ok: true, game: startGame(state) };
}

/**
 * Each seat's Billionaire: as given, or at random. In a two-player game the people may name only
 * their own, and each Puppet is then the next one drawn from the rest.
 */
function seatBillionaires(input: NewGameOptions, randomOrder: readonly BillionaireId[]): readonly BillionaireId[] {
  const seats = billionaireCount(input);
  const given = input.billionaires;
  if (given === undefined) return randomOrder.slice(0, seats);
  if (given.length === seats) return given;
  const rest = randomOrder.filter((b) => !given.includes(b));
  return given.flatMap((b, i) => [b, rest[i]!]);
}

/** The modules' moment before the first turn; the game rests in setup while they ask the table something. */
function startGame(state: GameState): GameState {
  let next = state;
  for (const m of modulesOf(state)) {
    const hook = m.moments?.gameStart;
    if (hook) next = hook(next).state;
  }
  return next.windows.length > 0 ? { ...next, phase: 'setup.decisions' } : next;
}
