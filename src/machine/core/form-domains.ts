/**
 * The usual domains of move fields (see `core/form.ts`): a card from a list the seat may pick from,
 * a seat, an Asset where it stands, a Market, a two-way choice. A module with a domain of its own
 * (a Crisis on the Guillotine, a card from one's Bribe envelope) builds it from these.
 */
import { ASSETS, type AssetId } from '../data/assets.ts';
import { BILLIONAIRES } from '../data/billionaires.ts';
import { type CardId, cardInfo, tableValue } from '../data/cards.ts';
import { MARKET_NAMES, MARKETS, type MarketId } from '../data/markets.ts';
import { SUIT_INFO } from '../data/suits.ts';
import { type Cards, cardsOf } from './cards-of.ts';
import type { FieldForm, FormContext, FormOption } from './form.ts';
import type { GameState, Seat } from './state.ts';

/** Where a field's words come from: its label, help, and (for an optional field) the words of leaving it out. */
export interface Words {
  readonly label: string;
  readonly help?: string;
  readonly none?: string;
  readonly empty?: string;
  readonly tableOnly?: boolean;
}

/**
 * A card in an option list: "3 Bombs 💣", "Audit (counts 3)", "Pandemic (Crisis, 2 Rebel icons)";
 * a card the table valued itself says so: "3 Bombs 💣 (table's value)".
 */
export function cardLabel(id: CardId, cards: Cards): string {
  const c = cardInfo(id);
  const own = tableValue(id, cards.cardValues);
  if (c.kind === 'resource') return `${own ?? c.value} ${SUIT_INFO[c.suit].name} ${SUIT_INFO[c.suit].symbol}${own === undefined ? '' : " (table's value)"}`;
  if (c.kind === 'special') return `${c.name} (counts ${cards.value(id)})`;
  const rebels = cards.rebels(id);
  return `${cards.cardName(id)} (Crisis, ${rebels} Rebel ${rebels === 1 ? 'icon' : 'icons'})`;
}

/** "Seat 2: Aristocrat"; the seat without a Billionaire is the Troublemaker's. */
export function seatLabel(state: GameState, seat: Seat): string {
  const b = state.players[seat]?.billionaire;
  if (b === undefined) return `Seat ${seat + 1}`;
  return `Seat ${seat + 1}: ${b === null ? 'Troublemaker' : BILLIONAIRES[b].name}`;
}

const cardOptions = (cards: readonly CardId[], state: GameState, note?: (c: CardId) => string): FormOption[] =>
  cards.map((c) => ({ key: c, value: c, label: cardLabel(c, cardsOf(state)) + (note?.(c) ?? '') }));

const seatOptions = (state: GameState, seats: readonly Seat[]): FormOption[] => seats.map((s) => ({ key: String(s), value: s, label: seatLabel(state, s) }));

/** Every seat at the table, in order. */
export const allSeats = (state: GameState): Seat[] => state.players.map((_, i) => i);

/** Every Asset by where it is now: each Market, each seat, then those out of the game. */
export function assetPlaces(state: GameState): FormOption[] {
  const out: FormOption[] = [];
  const add = (assets: readonly AssetId[], group: string) => {
    for (const a of assets) out.push({ key: a, value: a, label: cardsOf(state).assetName(a), group });
  };
  for (const m of MARKETS) add(state.markets[m].assets, `At the ${MARKET_NAMES[m]} Market`);
  state.players.forEach((p, i) => add(p.assets, `Held by ${seatLabel(state, i).replace(/^Seat/, 'seat')}`));
  const placed = new Set(out.map((o) => o.key));
  add(
    ASSETS.map((a) => a.id as AssetId).filter((a) => !placed.has(a)),
    'Out of the game',
  );
  return out;
}

const assetOptions = (state: GameState, assets: readonly AssetId[]): FormOption[] => assets.map((a) => ({ key: a, value: a, label: cardsOf(state).assetName(a) }));

const form = (w: Words, pick: FieldForm['pick'], options: FieldForm['options'], more: Partial<FieldForm> = {}): FieldForm => ({ ...w, pick, options, ...more });

/** The seat a field before this one chose (a player to Audit, a trading partner), if any. */
export const chosenSeat = (ctx: FormContext, key: string): Seat | undefined => {
  const v = ctx.chosen[key];
  return typeof v === 'number' ? v : undefined;
};

export const domain = {
  /** One card from a list the context gives (a hand, the Discard pile, an envelope). */
  card: (w: Words, cards: (ctx: FormContext) => readonly CardId[], note?: (ctx: FormContext, c: CardId) => string): FieldForm =>
    form(w, 'one', (ctx) => cardOptions(cards(ctx), ctx.state, note && ((c) => note(ctx, c)))),
  /** Several cards from such a list, ticked. */
  cards: (w: Words, cards: (ctx: FormContext) => readonly CardId[], note?: (ctx: FormContext, c: CardId) => string): FieldForm =>
    form(w, 'some', (ctx) => cardOptions(cards(ctx), ctx.state, note && ((c) => note(ctx, c)))),
  /** A card in the seat's hand. */
  handCard: (w: Words): FieldForm => domain.card({ empty: 'No cards in hand.', ...w }, (ctx) => ctx.state.players[ctx.seat]?.hand ?? []),
  /** Cards in the seat's hand, ticked. */
  handCards: (w: Words): FieldForm => domain.cards({ empty: 'No cards in hand.', ...w }, (ctx) => ctx.state.players[ctx.seat]?.hand ?? []),
  /** Cards from the Discard pile, ticked. */
  discardCards: (w: Words): FieldForm => domain.cards({ empty: 'The Discard pile is empty.', ...w }, (ctx) => ctx.state.discard),
  /** A card from the Draw deck: a chosen outcome, set only in the table view. */
  deckCard: (w: Words): FieldForm => domain.card({ tableOnly: true, ...w }, (ctx) => ctx.state.deck),
  /** A seat, from those the context allows (every seat unless told). */
  seat: (w: Words, seats: (ctx: FormContext) => readonly Seat[] = (ctx) => allSeats(ctx.state)): FieldForm => form(w, 'one', (ctx) => seatOptions(ctx.state, seats(ctx))),
  /** Several seats, ticked. */
  seats: (w: Words, seats: (ctx: FormContext) => readonly Seat[]): FieldForm => form(w, 'some', (ctx) => seatOptions(ctx.state, seats(ctx))),
  /** Any Asset, listed by where it is now. */
  anyAsset: (w: Words): FieldForm => form(w, 'one', (ctx) => assetPlaces(ctx.state)),
  /** One Asset from those the context gives. */
  asset: (w: Words, assets: (ctx: FormContext) => readonly AssetId[]): FieldForm => form(w, 'one', (ctx) => assetOptions(ctx.state, assets(ctx))),
  /** Several Assets from those the context gives, ticked. */
  assets: (w: Words, assets: (ctx: FormContext) => readonly AssetId[]): FieldForm => form(w, 'some', (ctx) => assetOptions(ctx.state, assets(ctx))),
  /** An Asset held by the seat another field chose ("player"), or by the mover if none is chosen yet. */
  assetOf: (w: Words, seatKey: string): FieldForm =>
    domain.asset({ empty: 'That player holds no Asset.', ...w }, (ctx) => ctx.state.players[chosenSeat(ctx, seatKey) ?? ctx.seat]?.assets ?? []),
  /** An Asset the seat making the move holds. */
  ownAsset: (w: Words): FieldForm => domain.asset({ empty: 'You hold no Asset.', ...w }, (ctx) => ctx.state.players[ctx.seat]?.assets ?? []),
  /** One of the five Markets (a closed one says so). */
  market: (w: Words): FieldForm => form(w, 'one', (ctx) => MARKETS.map((m) => marketOption(ctx.state, m))),
  /** One Market per slot. */
  marketSlots: (w: Words, slots: FieldForm['slots']): FieldForm => form(w, 'slots', (ctx) => MARKETS.map((m) => marketOption(ctx.state, m)), { slots }),
  /** Yes or no, each way in words: `[key, words]`, the first way listed first. */
  twoWay: (w: Words, yes: readonly [string, string], no: readonly [string, string], noFirst = false): FieldForm => {
    const ways = [
      { key: yes[0], value: true, label: yes[1] },
      { key: no[0], value: false, label: no[1] },
    ];
    return form(w, 'one', () => (noFirst ? [ways[1]!, ways[0]!] : ways));
  },
  /** One of a list of named ids (a Role, a Policy). */
  named: <T extends string>(w: Words, ids: (ctx: FormContext) => readonly T[], name: (id: T, ctx: FormContext) => string): FieldForm =>
    form(w, 'one', (ctx) => ids(ctx).map((id) => ({ key: id, value: id, label: name(id, ctx) }))),
};

function marketOption(state: GameState, m: MarketId): FormOption {
  return { key: m, value: m, label: MARKET_NAMES[m] + (state.markets[m].assets.length === 0 ? ' (closed)' : '') };
}
