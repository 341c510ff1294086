/**
 * The position editor's working copy of a table: where every card and every Asset is. Moving
 * things around here changes nothing in the game; `toPositionInput` hands the result to the
 * engine's `createFromPosition`, which decides whether the position is possible.
 */
import {
  ASSETS,
  assetInfo,
  BILLIONAIRE_IDS,
  createGame,
  MARKETS,
  positionOf,
  SPECIAL_CARDS,
  type AssetId,
  type CardId,
  type GameState,
  type Level,
  type MarketId,
  type MarketPosition,
  type PlayerPosition,
  type PositionInput,
  type Slot,
} from '../../machine/index.ts';

export type { Slot };

/** The editor's Markets and seats: the engine's position types with every field filled in. */
export type DraftMarket = Required<MarketPosition>;
export type DraftPlayer = Required<PlayerPosition>;

export interface Draft {
  /** What the editor does not change (the Level, and at Level 2 the Guillotine and set-aside piles), passed on as is. */
  readonly base: PositionInput;
  readonly specialActions: boolean;
  readonly players: readonly DraftPlayer[];
  readonly markets: Readonly<Record<MarketId, DraftMarket>>;
  /** Top card first. */
  readonly deck: readonly CardId[];
  /** Bottom card first, top card last. */
  readonly discard: readonly CardId[];
  /** Assets out of the game (removed, or starred ones not used). */
  readonly out: readonly AssetId[];
  readonly current: number;
  readonly phase: 'turn.start' | 'turn.action';
  readonly round: number;
  readonly turn: number;
  readonly seed: number;
}

export type CardZone =
  | { readonly kind: 'deckTop' }
  | { readonly kind: 'deckBottom' }
  | { readonly kind: 'discard' }
  | { readonly kind: 'faceUp'; readonly market: MarketId }
  | { readonly kind: 'faceDown'; readonly market: MarketId }
  | { readonly kind: 'hand'; readonly seat: number };

export type AssetPlace = { readonly kind: 'market' } | { readonly kind: 'seat'; readonly seat: number } | { readonly kind: 'out' };

const byMarket = <T>(make: (m: MarketId) => T) => Object.fromEntries(MARKETS.map((m) => [m, make(m)])) as Record<MarketId, T>;

/**
 * The draft of a state in play, read through the engine's `positionOf`. Cards of a Buy being
 * resolved, or a Game the Market card set aside, are not part of a resting position: they go on the
 * Discard pile, where the turn would have put them.
 */
export function draftOf(state: GameState): Draft {
  const p = positionOf(state);
  const placed = new Set<AssetId>([...state.players.flatMap((q) => q.assets), ...MARKETS.flatMap((m) => state.markets[m].assets)]);
  const markets = p.markets ?? {};
  return {
    base: p,
    specialActions: p.specialActions ?? state.options.specialActions,
    players: p.players.map((q) => ({ billionaire: q.billionaire, hand: [...(q.hand ?? [])], assets: [...(q.assets ?? [])], invested: [...(q.invested ?? [])] })),
    markets: byMarket((m) => ({
      assets: [...(markets[m]?.assets ?? [])],
      faceUp: markets[m]?.faceUp ?? null,
      faceDown: [...(markets[m]?.faceDown ?? [])],
    })),
    deck: [...(p.deck ?? [])],
    discard: [...(p.discard ?? []), ...(state.buy ? [...state.buy.played, ...state.buy.revealed] : []), ...state.aside],
    out: ASSETS.map((a) => a.id as AssetId).filter((a) => !placed.has(a)),
    current: p.current ?? state.current,
    phase: p.phase ?? 'turn.start',
    round: p.round ?? state.round,
    turn: p.turn ?? state.turn,
    seed: p.seed ?? state.rng,
  };
}

const isCard = (c: Slot): c is CardId => c !== null;

/** How many unknown cards the draft holds (each stands for one of the cards left in the deck). */
export function unknownCount(d: Draft): number {
  return (
    d.players.reduce((t, p) => t + p.hand.filter((c) => c === null).length, 0) + MARKETS.reduce((t, m) => t + d.markets[m].faceDown.filter((c) => c === null).length, 0)
  );
}

export type UnknownZone = { readonly kind: 'faceDown'; readonly market: MarketId } | { readonly kind: 'hand'; readonly seat: number };

/** Adds (or takes away) an unknown card in a hand or under a Market's top card. */
export function changeUnknown(d: Draft, zone: UnknownZone, add: boolean): Draft {
  const edit = (slots: readonly Slot[]): Slot[] => {
    if (add) return zone.kind === 'hand' ? [...slots, null] : [null, ...slots];
    const at = slots.lastIndexOf(null);
    return at < 0 ? [...slots] : [...slots.slice(0, at), ...slots.slice(at + 1)];
  };
  if (zone.kind === 'hand') return { ...d, players: d.players.map((p, i) => (i === zone.seat ? { ...p, hand: edit(p.hand) } : p)) };
  const mk = d.markets[zone.market];
  return { ...d, markets: { ...d.markets, [zone.market]: { ...mk, faceDown: edit(mk.faceDown) } } };
}

/** An empty table: every card in the Draw deck, Assets as at setup, nobody holding a card. */
export function emptyDraft(players: number, specialActions: boolean, level: Level = 1): Draft {
  const created = createGame({ players, level, specialActions, seed: 1, billionaires: BILLIONAIRE_IDS.slice(0, players), firstPlayer: 0 });
  if (!created.ok) throw new Error(created.error.reason); // options above are always valid
  const d = draftOf(created.game);
  const all = [
    ...d.deck,
    ...d.discard,
    ...d.players.flatMap((p) => p.hand.filter(isCard)),
    ...MARKETS.flatMap((m) => [...(d.markets[m].faceUp ? [d.markets[m].faceUp!] : []), ...d.markets[m].faceDown.filter(isCard)]),
  ];
  return {
    ...d,
    players: d.players.map((p) => ({ ...p, hand: [] })),
    markets: byMarket((m) => ({ assets: d.markets[m].assets, faceUp: null, faceDown: [] })),
    deck: all,
    discard: [],
    round: 1,
    turn: 1,
  };
}

function withoutCard(d: Draft, card: CardId): Draft {
  return {
    ...d,
    deck: d.deck.filter((c) => c !== card),
    discard: d.discard.filter((c) => c !== card),
    players: d.players.map((p) => ({ ...p, hand: p.hand.filter((c) => c !== card) })),
    markets: byMarket((m) => {
      const mk = d.markets[m];
      if (mk.faceUp === card) {
        // The face-up card leaves: the next known card down turns face-up.
        const at = mk.faceDown.findIndex(isCard);
        return at < 0 ? { ...mk, faceUp: null } : { ...mk, faceUp: mk.faceDown[at]!, faceDown: [...mk.faceDown.slice(0, at), ...mk.faceDown.slice(at + 1)] };
      }
      return { ...mk, faceDown: mk.faceDown.filter((c) => c !== card) };
    }),
  };
}

/** Moves one card to a zone (face-up on a Market puts it on top; the old top card goes face-down under it). */
export function moveCard(d: Draft, card: CardId, to: CardZone): Draft {
  const base = withoutCard(d, card);
  switch (to.kind) {
    case 'deckTop':
      return { ...base, deck: [card, ...base.deck] };
    case 'deckBottom':
      return { ...base, deck: [...base.deck, card] };
    case 'discard':
      return { ...base, discard: [...base.discard, card] };
    case 'hand':
      return { ...base, players: base.players.map((p, i) => (i === to.seat ? { ...p, hand: [...p.hand, card] } : p)) };
    case 'faceUp': {
      const mk = base.markets[to.market];
      const faceDown = mk.faceUp === null ? mk.faceDown : [mk.faceUp, ...mk.faceDown];
      return { ...base, markets: { ...base.markets, [to.market]: { ...mk, faceUp: card, faceDown } } };
    }
    case 'faceDown': {
      const mk = base.markets[to.market];
      // A Market with no card at all shows its first card face-up.
      const next = mk.faceUp === null && mk.faceDown.length === 0 ? { ...mk, faceUp: card } : { ...mk, faceDown: [card, ...mk.faceDown] };
      return { ...base, markets: { ...base.markets, [to.market]: next } };
    }
  }
}

export function moveAsset(d: Draft, asset: AssetId, to: AssetPlace): Draft {
  const base: Draft = {
    ...d,
    out: d.out.filter((a) => a !== asset),
    players: d.players.map((p) => ({ ...p, assets: p.assets.filter((a) => a !== asset) })),
    markets: byMarket((m) => ({ ...d.markets[m], assets: d.markets[m].assets.filter((a) => a !== asset) })),
  };
  if (to.kind === 'out') return { ...base, out: [...base.out, asset] };
  if (to.kind === 'seat') return { ...base, players: base.players.map((p, i) => (i === to.seat ? { ...p, assets: [...p.assets, asset] } : p)) };
  const m = assetInfo(asset).market;
  return { ...base, markets: { ...base.markets, [m]: { ...base.markets[m], assets: [...base.markets[m].assets, asset] } } };
}

/** Special Action cards on or off: off takes them out of every zone, on puts them at the bottom of the deck. */
export function withSpecialActions(d: Draft, on: boolean): Draft {
  const ids = SPECIAL_CARDS.map((c) => c.id);
  let next: Draft = d;
  for (const id of ids) next = withoutCard(next, id);
  return on ? { ...next, specialActions: true, deck: [...next.deck, ...ids] } : { ...next, specialActions: false };
}

/** Where a card is in the draft, in words. */
export function cardPlace(d: Draft, card: CardId, names: (seat: number) => string, market: (m: MarketId) => string): string {
  if (d.deck.includes(card)) return 'Draw deck';
  if (d.discard.includes(card)) return 'Discard pile';
  for (const [i, p] of d.players.entries()) if (p.hand.includes(card)) return `hand of ${names(i)}`;
  for (const m of MARKETS) {
    if (d.markets[m].faceUp === card) return `${market(m)}, face-up`;
    if (d.markets[m].faceDown.includes(card)) return `${market(m)}, face-down`;
  }
  return 'nowhere';
}

/** Every card of the draft, zone by zone, for the card selector. */
export function cardsByZone(d: Draft, names: (seat: number) => string, market: (m: MarketId) => string): { label: string; cards: CardId[] }[] {
  const out: { label: string; cards: CardId[] }[] = [];
  for (const m of MARKETS) {
    const mk = d.markets[m];
    out.push({ label: `${market(m)} Market`, cards: [...(mk.faceUp ? [mk.faceUp] : []), ...mk.faceDown.filter(isCard)] });
  }
  d.players.forEach((p, i) => out.push({ label: `Hand of ${names(i)}`, cards: p.hand.filter(isCard) }));
  out.push({ label: 'Discard pile', cards: [...d.discard].reverse() });
  out.push({ label: 'Draw deck (top first)', cards: [...d.deck] });
  return out.filter((g) => g.cards.length > 0);
}

export function toPositionInput(d: Draft): PositionInput {
  const starred = new Set(ASSETS.filter((a) => a.starred).map((a) => a.id as AssetId));
  // Unknown cards are dealt at random from the cards not placed anywhere: then the deck's cards
  // are not placed either (its order becomes unknown), and it holds the rest.
  const unknown = unknownCount(d);
  return {
    ...d.base,
    specialActions: d.specialActions,
    seed: d.seed,
    players: d.players.map((p) => ({ billionaire: p.billionaire, hand: p.hand, assets: p.assets })),
    markets: byMarket((m) => ({ assets: d.markets[m].assets, faceUp: d.markets[m].faceUp, faceDown: d.markets[m].faceDown })),
    deck: unknown > 0 ? [] : d.deck,
    deckSize: d.deck.length - unknown,
    discard: d.discard,
    // Starred Assets left out are simply not in play; any other Asset left out has left the game.
    removedAssets: d.out.filter((a) => !starred.has(a)),
    current: d.current,
    phase: d.phase,
    round: d.round,
    turn: d.turn,
  };
}
