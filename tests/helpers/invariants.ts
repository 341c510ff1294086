/**
 * Invariants every reachable Level 1 state must keep, whatever moves led to it. Used by the unit
 * tests after scripted moves and by the property tests after every random move.
 */
import {
  ASSETS,
  type AssetId,
  type CardId,
  CRISIS_CARDS,
  type GameState,
  MARKET_ASSET_CAPACITY,
  MARKETS,
  RESOURCE_CARDS,
  SPECIAL_CARDS,
} from '../../src/machine/index.ts';

/** The cards a game is played with: 45 Resources, the 4 Special Actions if they are on, and at Level 2 the 12 Crises. */
export function cardsOfGame(state: GameState): CardId[] {
  const cards = RESOURCE_CARDS.map((c) => c.id);
  if (state.options.specialActions) cards.push(...SPECIAL_CARDS.map((c) => c.id));
  if (state.options.level >= 2) cards.push(...CRISIS_CARDS.map((c) => c.id));
  return cards;
}

/** Where each card is, by zone name; a card may appear under several zones only if something is broken. */
export function cardPlaces(state: GameState): Map<CardId, string[]> {
  const places = new Map<CardId, string[]>();
  const put = (cards: readonly CardId[], where: string) => {
    for (const c of cards) places.set(c, [...(places.get(c) ?? []), where]);
  };
  put(state.deck, 'deck');
  put(state.discard, 'discard');
  for (const m of MARKETS) {
    const mk = state.markets[m];
    if (mk.faceUp !== null) put([mk.faceUp], `${m} face-up`);
    put(mk.faceDown, `${m} face-down`);
  }
  state.players.forEach((p, i) => put(p.hand, `hand ${i}`));
  if (state.buy) {
    put(state.buy.played, 'buy.played');
    put(state.buy.revealed, 'buy.revealed');
  }
  put(state.aside, 'aside');
  // Level 2 zones (empty at Level 1).
  put(state.crisesAside, 'crises set aside');
  put(state.guillotine.map((g) => g.card), 'guillotine');
  if (state.foundCrisis !== null) put([state.foundCrisis], 'found crisis');
  return places;
}

/** Where each Asset is. */
export function assetPlaces(state: GameState): Map<AssetId, string[]> {
  const places = new Map<AssetId, string[]>();
  const put = (assets: readonly AssetId[], where: string) => {
    for (const a of assets) places.set(a, [...(places.get(a) ?? []), where]);
  };
  for (const m of MARKETS) put(state.markets[m].assets, `market ${m}`);
  state.players.forEach((p, i) => put(p.assets, `player ${i}`));
  put(state.removedAssets, 'removed');
  put(state.unusedAssets, 'unused');
  return places;
}

const EXPECTED_CARDS = new Map<string, ReadonlySet<CardId>>();

function expectedCards(state: GameState): ReadonlySet<CardId> {
  const key = `${state.options.level}${state.options.specialActions}`;
  let set = EXPECTED_CARDS.get(key);
  if (!set) EXPECTED_CARDS.set(key, (set = new Set(cardsOfGame(state))));
  return set;
}

/** True when every zone together holds each item of `expected` exactly once and nothing else. */
function eachOnce<T>(zones: Map<T, string[]>, expected: ReadonlySet<T>): boolean {
  if (zones.size !== expected.size) return false;
  for (const [item, where] of zones) if (where.length !== 1 || !expected.has(item)) return false;
  return true;
}

const ASSET_IDS: ReadonlySet<AssetId> = new Set(ASSETS.map((a) => a.id));
const MARKET_OF: ReadonlyMap<AssetId, string> = new Map(ASSETS.map((a) => [a.id, a.market]));

/** Every broken invariant, in words; empty when the state is sound. */
export function violations(state: GameState): string[] {
  const out: string[] = [];

  const places = cardPlaces(state);
  const expected = expectedCards(state);
  if (!eachOnce(places, expected)) {
    for (const c of expected) {
      const where = places.get(c) ?? [];
      if (where.length !== 1) out.push(`card ${c} is in ${where.length} places (${where.join(', ') || 'none'})`);
    }
    for (const c of places.keys()) if (!expected.has(c)) out.push(`card ${c} is not part of this game`);
  }

  const assets = assetPlaces(state);
  if (!eachOnce(assets, ASSET_IDS)) {
    for (const a of ASSET_IDS) {
      const where = assets.get(a) ?? [];
      if (where.length !== 1) out.push(`asset ${a} is in ${where.length} places (${where.join(', ') || 'none'})`);
    }
    for (const a of assets.keys()) if (!ASSET_IDS.has(a)) out.push(`${a} is not an Asset`);
  }

  for (const m of MARKETS) {
    const mk = state.markets[m];
    if (mk.assets.length > MARKET_ASSET_CAPACITY) out.push(`${m} holds ${mk.assets.length} assets`);
    for (const a of mk.assets) if (MARKET_OF.get(a) !== m) out.push(`${a} sits in the wrong market ${m}`);
    if (mk.assets.length === 0 && (mk.faceUp !== null || mk.faceDown.length > 0)) out.push(`closed market ${m} holds cards`);
  }
  state.players.forEach((p, i) => {
    if (p.hand.length > 2) out.push(`player ${i} holds ${p.hand.length} cards`);
  });

  if (state.phase === 'gameOver' && state.result === null) out.push('game over without a result');
  if (state.phase !== 'gameOver' && state.result !== null) out.push('a result while the game goes on');
  if (state.phase !== 'turn.claim' && state.phase !== 'gameOver' && state.buy !== null) out.push(`a Buy in progress in ${state.phase}`);
  if (state.phase !== 'turn.gameTheMarket' && state.phase !== 'gameOver' && state.aside.length > 0) out.push(`a card aside in ${state.phase}`);
  if (state.phase !== 'endOfRound.emergency' && state.emergency.length > 0) out.push(`an Emergency queue in ${state.phase}`);
  if (!Number.isInteger(state.current) || state.current < 0 || state.current >= state.players.length) out.push(`no such seat ${state.current}`);
  return out;
}

/** Throws with every broken invariant listed (usable inside and outside `expect`). */
export function assertInvariants(state: GameState, context = ''): void {
  const broken = violations(state);
  if (broken.length > 0) throw new Error(`invariants broken${context ? ` ${context}` : ''}:\n  ${broken.join('\n  ')}`);
}
