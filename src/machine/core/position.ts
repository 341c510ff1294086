/**
 * Games from an explicit position, for disputes and worked examples: which cards are where, who
 * holds which Assets, whose turn it is. Anything left out is filled in the usual way (unplaced
 * cards go to the Draw deck, unplaced Assets to their Market), and `null` stands for a card the
 * table cannot see, dealt at random. An impossible position comes back as a clear error.
 */
import { uncorrectedField } from './editions.ts';
import { ASSETS, type AssetId, isAssetId, MARKET_ASSET_CAPACITY } from '../data/assets.ts';
import { BILLIONAIRES, type BillionaireId } from '../data/billionaires.ts';
import { type CardId, isCardId, isCrisis } from '../data/cards.ts';
import { byMarket, isMarketId, MARKET_NAMES, MARKETS, type MarketId } from '../data/markets.ts';
import { cardValuesField, readCardValues } from './card-values.ts';
import { resolveCards } from './cards-of.ts';
import { readTableCards, tableCardsField } from './table-cards.ts';
import { type IllegalCode, illegal, type IllegalMove } from './illegal.ts';
import type { PositionInput, Slot } from './position-types.ts';
import { installedModules, modulesOf, type PositionProblem } from './module.ts';
import type { RuleId } from './rule-ids.ts';
import { shuffled, toSeed } from './rng.ts';
import { hasPuppets, isPuppet, puppetSeats } from './seats.ts';
import { checkOptions, modulesField, type SetupResult, startingAssets, startingDeckCards } from './setup.ts';
import { dealtMarket, handLimit, hasAllNeeded, HIGHEST_HAND_LIMIT } from './zones.ts';
import { type DecisionWindow, type GameOptions, type GameState, type MarketState, NOTHING_IN_PROGRESS, type Phase, type PlayerState } from './state.ts';

/** Cards dealt to a Market by inflation, by how many Assets it holds (the Level 1 rule). */
function inflationCount(assetsLeft: number): number {
  return assetsLeft <= 0 ? 0 : 5 - Math.min(assetsLeft, 3);
}

type Problem = readonly [IllegalCode, string];

function bad(code: IllegalCode, field: string, rule: RuleId, reason: string): { ok: false; error: IllegalMove } {
  return { ok: false, error: { ...illegal(code, rule, reason), field } };
}

function fromProblem(p: PositionProblem): { ok: false; error: IllegalMove } {
  return bad(p.code, p.field, p.rule, p.reason);
}

/**
 * Positions may arrive as untyped JSON (pasted, or from an editor): every list must be a list and
 * every number a number before the rules look at it, so a malformed one is an error, never a crash.
 */
function shapeError(input: PositionInput): { field: string; reason: string } | null {
  const isList = (v: unknown) => v === undefined || Array.isArray(v);
  const isNumber = (v: unknown) => v === undefined || typeof v === 'number';
  const record = input as unknown as Record<string, unknown>;
  for (const key of ['deck', 'discard', 'removedAssets']) if (!isList(record[key])) return { field: key, reason: `"${key}" must be a list.` };
  for (const key of ['seed', 'deckSize', 'current', 'round', 'turn', 'level']) if (!isNumber(record[key])) return { field: key, reason: `"${key}" must be a number.` };
  for (const [i, p] of input.players.entries()) {
    if (typeof p !== 'object' || p === null) return { field: `players[${i}]`, reason: `Seat ${i + 1} must be described by an object.` };
    if (!isList(p.hand) || !isList(p.assets) || !isList((p as { invested?: unknown }).invested))
      return { field: `players[${i}]`, reason: `The hand and Assets of seat ${i + 1} must be lists.` };
  }
  const markets = record.markets;
  if (markets !== undefined && (typeof markets !== 'object' || markets === null))
    return { field: 'markets', reason: '"markets" must map Market names to their contents.' };
  for (const mk of Object.values((markets ?? {}) as Record<string, unknown>)) {
    if (typeof mk !== 'object' || mk === null) return { field: 'markets', reason: 'Each Market must be described by an object.' };
    const m = mk as Record<string, unknown>;
    if (!isList(m.assets) || !isList(m.faceDown)) return { field: 'markets', reason: "A Market's Assets and face-down cards must be lists." };
  }
  return null;
}

export function createFromPosition(input: PositionInput): SetupResult {
  if (typeof input !== 'object' || input === null || !Array.isArray(input.players))
    return bad('position.malformed', 'players', 'table.position', 'A position needs a list of players.');
  const malformed = shapeError(input);
  if (malformed) return bad('position.malformed', malformed.field, 'table.position', malformed.reason);
  const level = input.level ?? 1;
  const specialActions = input.specialActions ?? true;
  // A two-player position seats four Billionaires: each person and, to their left, their Puppet.
  const puppets = input.puppets === true;
  // The Troublemaker's seat is the one playing no Billionaire (only with the Troublemakers module).
  const seated = input.players.map((p) => p?.billionaire);
  const troublemaker = input.modules?.includes('troublemakers') && seated.indexOf(null) >= 0 ? seated.indexOf(null) : undefined;
  const options = {
    players: input.players.length,
    level,
    specialActions,
    ...(puppets ? { puppets: true } : {}),
    ...modulesField(input.modules),
    ...(troublemaker !== undefined ? { troublemaker } : {}),
  } as GameOptions;
  const used = installedModules().filter((m) => m.position && m.enabled(options));
  for (const m of installedModules()) {
    const problem = m.position?.shape?.(input);
    if (problem) return fromProblem(problem);
    if (m.position && !m.enabled(options) && m.position.present(input))
      return bad('position.level', 'level', 'setup.crises', `This position uses a part of the game that is not in Level ${level}; choose a higher Level.`);
  }
  const billionaires = troublemaker === undefined ? seated : seated.filter((_, i) => i !== troublemaker);
  const current = input.current ?? 0;
  if (!puppets && input.players.length === 2)
    return bad('position.options', 'players', 'setup.players', 'Two players sit with their Puppets: mark the position as a two-player game and give all four seats.');
  if (puppets && input.players.length !== 4)
    return bad('position.options', 'players', 'puppets.setup', `A two-player game seats four Billionaires (each player and their Puppet), not ${input.players.length}.`);
  const optionsError = checkOptions({
    players: puppets ? 2 : input.players.length,
    level: input.level ?? 1,
    billionaires: billionaires as BillionaireId[],
    firstPlayer: current,
    ...(input.modules !== undefined ? { modules: input.modules } : {}),
    ...(troublemaker !== undefined ? { troublemaker } : {}),
  });
  if (optionsError) return { ok: false, error: { ...optionsError, code: 'position.options', field: 'players' } };
  const phase = input.phase ?? 'turn.start';
  if (phase !== 'turn.start' && phase !== 'turn.action')
    return bad('position.phase', 'phase', 'table.position', 'A position can start at the beginning of a turn or after the draw only.');
  const round = input.round ?? 1;
  if (!Number.isInteger(round) || round < 1) return bad('position.round', 'round', 'table.position', 'The Round number must be 1 or more.');
  const turn = input.turn ?? 1;
  if (!Number.isInteger(turn) || turn < 1) return bad('position.turn', 'turn', 'table.position', 'The turn number must be 1 or more.');
  const values = readCardValues(input.cardValues);
  if (!values.ok) return { ok: false, error: { ...values.error, field: 'cardValues' } };
  const tableCards = readTableCards(input.cards);
  if (!tableCards.ok) return { ok: false, error: tableCards.error };
  const cards = resolveCards(tableCards.cards, values.values);

  const ownCards = new Map(used.map((m) => [m, m.position!.ownCards?.({ level }) ?? []]));
  const inGame = new Set<CardId>([...startingDeckCards({ specialActions }), ...[...ownCards.values()].flat()]);

  // --- Cards: every named card must be real, in this game, and in one place only.
  const placed = new Set<CardId>();
  const place = (card: unknown, where: string): Problem | null => {
    if (!isCardId(card)) return ['position.not-a-card', `"${String(card)}" (${where}) is not a card.`];
    if (!inGame.has(card))
      return [
        'position.card-not-in-game',
        `${cards.cardName(card)} (${where}) is not in this game${isCrisis(card) ? ' (Crisis cards come in at Level 2)' : specialActions ? '' : ' (Special Action cards are off)'}.`,
      ];
    if (placed.has(card)) return ['position.card-twice', `${cards.cardName(card)} is in two places at once.`];
    placed.add(card);
    return null;
  };
  const slotsOk = (slots: readonly unknown[] | undefined, where: string): Problem | null => {
    for (const s of slots ?? [])
      if (s !== null) {
        const e = place(s, where);
        if (e) return e;
      }
    return null;
  };
  for (const [i, p] of input.players.entries()) {
    if (isPuppet({ options }, i) && ((p.hand?.length ?? 0) > 0 || (p.invested?.length ?? 0) > 0))
      return bad('position.puppet-cards', `players[${i}].hand`, 'puppets.turns', `Seat ${i + 1} is a Puppet: Puppets never hold cards.`);
    const e = slotsOk(p.hand, `hand of seat ${i + 1}`);
    if (e) return bad(e[0], `players[${i}].hand`, 'table.position', e[1]);
    // The exact limit (with the Roles known) is checked once the table is built.
    if ((p.hand?.length ?? 0) > HIGHEST_HAND_LIMIT)
      return bad(
        'position.hand-limit',
        `players[${i}].hand`,
        'turn.hand-limit',
        `Seat ${i + 1} holds ${p.hand!.length} cards; no hand limit is above ${HIGHEST_HAND_LIMIT}: take cards out.`,
      );
  }
  const marketInput = input.markets ?? {};
  for (const key of Object.keys(marketInput)) if (!isMarketId(key)) return bad('position.not-a-market', `markets.${key}`, 'table.position', `"${key}" is not a Market.`);
  for (const m of MARKETS) {
    const mk = marketInput[m];
    if (!mk) continue;
    if (mk.faceUp !== undefined && mk.faceUp !== null) {
      const e = place(mk.faceUp, `face-up at ${MARKET_NAMES[m]}`);
      if (e) return bad(e[0], `markets.${m}.faceUp`, 'table.position', e[1]);
    }
    const e = slotsOk(mk.faceDown, `face-down at ${MARKET_NAMES[m]}`);
    if (e) return bad(e[0], `markets.${m}.faceDown`, 'table.position', e[1]);
  }
  for (const [list, where] of [
    [input.deck, 'Draw deck'],
    [input.discard, 'Discard pile'],
  ] as const) {
    const e = slotsOk(list, where);
    if (e) return bad(e[0], where === 'Draw deck' ? 'deck' : 'discard', 'table.position', e[1]);
  }

  // --- The modules' cards (Crises beside the Guillotine or set aside…): real and in one place only.
  for (const m of used)
    for (const c of m.position!.cards?.(input) ?? []) {
      const e = place(c.card, c.where);
      if (e) return bad(e[0], c.field, 'table.position', e[1]);
    }

  // --- Assets: real, in one place only, each at its own Market, at most three per Market.
  const defaults = startingAssets(cards, billionaires as BillionaireId[]);
  const assetPlace = new Map<AssetId, string>();
  const claimAsset = (a: unknown, where: string): Problem | null => {
    if (!isAssetId(a)) return ['position.not-an-asset', `"${String(a)}" (${where}) is not an Asset.`];
    if (assetPlace.has(a)) return ['position.asset-twice', `The ${cards.assetName(a)} is in two places at once.`];
    assetPlace.set(a, where);
    return null;
  };
  // Seats after the Troublemaker's play the Billionaire listed one place earlier (as at setup).
  const held = input.players.map((p, i) => p.assets ?? (i === troublemaker ? [] : defaults.held[troublemaker !== undefined && i > troublemaker ? i - 1 : i]!));
  for (const [i, list] of held.entries())
    for (const a of list) {
      const e = claimAsset(a, `seat ${i + 1}`);
      if (e) return bad(e[0], `players[${i}].assets`, 'table.position', e[1]);
    }
  for (const a of input.removedAssets ?? []) {
    const e = claimAsset(a, 'out of the game');
    if (e) return bad(e[0], 'removedAssets', 'table.position', e[1]);
  }
  const marketAssets = byMarket((): AssetId[] => []);
  for (const m of MARKETS) {
    const given = marketInput[m]?.assets;
    if (!given) continue;
    for (const a of given) {
      const e = claimAsset(a, MARKET_NAMES[m]);
      if (e) return bad(e[0], `markets.${m}.assets`, 'table.position', e[1]);
      if (cards.assetType(a) !== m)
        return bad(
          'position.asset-wrong-market',
          `markets.${m}.assets`,
          'table.position',
          `The ${cards.assetName(a)} belongs to the ${MARKET_NAMES[cards.assetType(a)]} Market, not ${MARKET_NAMES[m]}.`,
        );
    }
    marketAssets[m] = [...given];
  }
  const facts = { level, players: input.players.length, modules: options.modules ?? [], held, puppets: puppetSeats({ options }), slices: {}, cards };
  for (const m of used) {
    const problem = m.position!.check?.(input, facts);
    if (problem) return fromProblem(problem);
  }
  const removed = [...(input.removedAssets ?? [])];
  const unused: AssetId[] = [];
  // Listed after the starred ones, as a two-player setup lists them.
  const setAside: AssetId[] = [];
  for (const a of ASSETS) {
    if (assetPlace.has(a.id)) continue;
    if (a.starred) unused.push(a.id);
    else if (marketInput[cards.assetType(a.id)]?.assets === undefined) marketAssets[cards.assetType(a.id)].push(a.id);
    // Its Market was listed without it: it is out of the game (set aside at a two-player setup, or
    // gone for good; an Asset that left the game during play is named in `removedAssets`).
    else if (puppets) setAside.push(a.id);
    else removed.push(a.id);
  }
  for (const m of MARKETS)
    if (marketAssets[m].length > MARKET_ASSET_CAPACITY)
      return bad(
        'position.market-full',
        `markets.${m}.assets`,
        'assets.return',
        `The ${MARKET_NAMES[m]} Market holds ${marketAssets[m].length} Assets; a Market holds at most three: give one to a player, or take it out of the game.`,
      );

  // --- Fill unknown cards at random from what is left, then form the deck and discard pile.
  let rng = toSeed(input.seed ?? 1);
  // Unknown slots are never a module's own cards (a Crisis): each module places its unplaced cards
  // itself, in module order, after the core's shuffle (so a seed always fills a position alike).
  const owned = new Set([...ownCards.values()].flat());
  const [pool, afterPool] = shuffled(
    rng,
    [...inGame].filter((c) => !placed.has(c) && !owned.has(c)),
  );
  rng = afterPool;
  // Only when the other cards cannot fill every unknown slot (the table named almost everything,
  // and a card it left unknown was a Crisis) may a module's own unplaced card fill one: chosen at
  // random, and taken from the module before it places the rest.
  const shortfall = unknownSlots(input, marketAssets) - pool.length;
  if (shortfall > 0) {
    const spare = [...owned].filter((c) => !placed.has(c));
    const [picked, afterPick] = shuffled(rng, spare);
    rng = afterPick;
    for (const c of picked.slice(0, shortfall)) {
      placed.add(c);
      pool.unshift(c);
    }
  }
  const slices: Record<string, unknown> = {};
  const circulating: CardId[] = [];
  let windows: readonly DecisionWindow[] = [];
  let restingPhase: Phase = phase;
  for (const m of used) {
    const built = m.position!.build(input, { rng, unplaced: (ownCards.get(m) ?? []).filter((c) => !placed.has(c)), facts: { ...facts, slices } });
    rng = built.rng;
    slices[m.id] = built.slice;
    circulating.push(...(built.toDeck ?? []));
    if (built.windows) windows = built.windows;
    if (built.phase) restingPhase = built.phase;
  }
  const draw = (): CardId | undefined => pool.pop();
  const fill = (slots: readonly Slot[]): CardId[] | null => {
    const out: CardId[] = [];
    for (const s of slots) {
      const c = s ?? draw();
      if (c === undefined) return null;
      out.push(c);
    }
    return out;
  };
  const shortage = bad(
    'position.too-few-cards',
    'players',
    'table.position',
    "There are not enough cards left to fill every unknown slot: leave fewer cards unknown (a hand, or a Market's face-down cards), or name fewer cards elsewhere.",
  );

  const players: PlayerState[] = [];
  for (const [i, p] of input.players.entries()) {
    const hand = fill(p.hand ?? []);
    if (!hand) return shortage;
    players.push({ billionaire: p.billionaire, hand, assets: [...held[i]!], invested: [...(p.invested ?? [])] });
  }
  const markets = {} as Record<MarketId, MarketState>;
  for (const m of MARKETS) {
    const mk = marketInput[m];
    const assets = marketAssets[m];
    const usual = inflationCount(assets.length);
    const known = mk?.faceUp !== undefined || mk?.faceDown !== undefined;
    if (assets.length === 0 && known && (mk?.faceUp != null || (mk?.faceDown?.length ?? 0) > 0))
      return bad(
        'position.closed-market-cards',
        `markets.${m}`,
        'market.closed',
        `The ${MARKET_NAMES[m]} Market has no Assets, so it is closed and can hold no cards: bring one of its Assets back, or take its cards away.`,
      );
    let faceUp: CardId | null = null;
    if (mk?.faceUp === undefined) {
      if (usual > 0) {
        const c = draw();
        if (c === undefined) return shortage;
        faceUp = c;
      }
    } else faceUp = mk.faceUp;
    const down = fill(mk?.faceDown ?? Array<Slot>(Math.max(0, usual - 1)).fill(null));
    if (!down) return shortage;
    markets[m] = faceUp === null && down.length === 0 ? dealtMarket(assets, []) : { assets, faceUp, faceDown: down };
  }
  const faceDownNamed = new Set(MARKETS.flatMap((m) => markets[m].faceDown));
  // Two seats may know the same face-down card: the one who Invested it, and one who looked at it
  // (the Troublemakers' Comrade on the Inside records what it saw as known, as an Investment is).
  for (const [i, p] of input.players.entries())
    for (const c of p.invested ?? [])
      if (!faceDownNamed.has(c))
        return bad(
          'position.invested',
          `players[${i}].invested`,
          'invest.card',
          `${isCardId(c) ? cards.cardName(c) : String(c)} is not face-down in a Market, so seat ${i + 1} cannot have Invested it: put it face-down in a Market first.`,
        );
  const top = [...(input.deck ?? [])];
  const discard = [...(input.discard ?? [])];
  const [rest, afterRest] = shuffled(rng, [...pool, ...circulating]);
  rng = afterRest;
  const deckSize = input.deckSize ?? top.length + rest.length;
  if (!Number.isInteger(deckSize) || deckSize < top.length || deckSize > top.length + rest.length)
    return bad(
      'position.deck-size',
      'deckSize',
      'table.position',
      `The Draw deck can hold from ${top.length} to ${top.length + rest.length} cards here, not ${String(input.deckSize)}.`,
    );
  const below = rest.splice(0, deckSize - top.length);
  discard.unshift(...rest); // unplaced cards beyond the deck size lie under the named discards

  for (const [i, p] of players.entries())
    if (hasAllNeeded(cards, p))
      return bad(
        'position.already-won',
        `players[${i}].assets`,
        'victory.five-assets',
        `Seat ${i + 1} (${p.billionaire === null ? 'the Troublemaker' : BILLIONAIRES[p.billionaire].name}) already holds all five Assets they need: that game is over. Give one of them back to its Market.`,
      );

  // The game's seed is the random state it continues from, so that re-creating a game from its own
  // position gives back exactly the same game.
  const state: GameState = {
    format: 2,
    ...NOTHING_IN_PROGRESS,
    options: {
      ...(puppets ? { puppets: true as const } : {}),
      players: players.length,
      level,
      specialActions,
      seed: rng,
      billionaires: billionaires as BillionaireId[],
      firstPlayer: current,
      ...cardValuesField(values.values),
      ...tableCardsField(tableCards.cards),
      ...modulesField(input.modules),
      ...(troublemaker !== undefined ? { troublemaker } : {}),
      ...uncorrectedField(input.uncorrected),
    },
    rng,
    phase: restingPhase,
    round,
    turn,
    current,
    deck: [...top, ...below],
    discard,
    markets,
    players,
    removedAssets: removed,
    unusedAssets: [...unused, ...setAside],
    modules: slices,
    windows,
  };
  // Checked once the Roles are known: a Revealed Banker may hold a third card.
  for (const [i, p] of state.players.entries()) {
    const limit = handLimit(state, i);
    if (p.hand.length > limit)
      return bad(
        'position.hand-limit',
        `players[${i}].hand`,
        'turn.hand-limit',
        `Seat ${i + 1} holds ${p.hand.length} cards; the hand limit is ${limit}: take ${p.hand.length - limit === 1 ? 'one' : p.hand.length - limit} out.`,
      );
  }
  return { ok: true, game: state };
}

/** How many card slots a position leaves unknown (`null`, or a Market's cards left out). */
function unknownSlots(input: PositionInput, marketAssets: Readonly<Record<MarketId, readonly AssetId[]>>): number {
  let n = 0;
  for (const p of input.players) n += (p.hand ?? []).filter((c) => c === null).length;
  for (const m of MARKETS) {
    const mk = input.markets?.[m];
    const usual = inflationCount(marketAssets[m].length);
    if (mk?.faceUp === undefined && usual > 0) n++;
    n += mk?.faceDown === undefined ? Math.max(0, usual - 1) : mk.faceDown.filter((c) => c === null).length;
  }
  return n;
}

/** The fully specified position of a resting state (every card named), e.g. to edit it by hand. */
export function positionOf(state: GameState): PositionInput {
  return {
    level: state.options.level,
    specialActions: state.options.specialActions,
    ...(hasPuppets(state) ? { puppets: true } : {}),
    ...modulesField(state.options.modules),
    seed: state.rng,
    players: state.players.map((p) => ({ billionaire: p.billionaire, hand: p.hand, assets: p.assets, ...(p.invested.length > 0 ? { invested: p.invested } : {}) })),
    markets: byMarket((m) => ({ assets: state.markets[m].assets, faceUp: state.markets[m].faceUp, faceDown: state.markets[m].faceDown })),
    deck: state.deck,
    deckSize: state.deck.length,
    discard: state.discard,
    removedAssets: state.removedAssets,
    current: state.current,
    phase: state.phase === 'turn.action' ? 'turn.action' : 'turn.start',
    round: state.round,
    turn: state.turn,
    ...cardValuesField(state.options.cardValues),
    ...tableCardsField(state.options.cards),
    ...uncorrectedField(state.options.uncorrected),
    ...Object.assign({}, ...modulesOf(state).map((m) => m.position?.write(state) ?? {})),
  };
}
