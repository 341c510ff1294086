/**
 * The lists of cards in a draft that the table editor fills one card at a time: where each list
 * lies in the draft, which cards it can take, and whether it may hold a card nobody knows. The
 * editor's zones (src/components/editor/zones.ts and the modules' zones) put their words on these;
 * the engine still judges every change (`createFromPosition`).
 */
import { cardInfo, type CardId, type MarketId, type Slot } from '../index.ts';
import { draftCards, isCard, type Draft, type DraftMarket, type DraftSeat } from './draft.ts';

export interface CardList {
  /** The cards in the list now, top or first first; undefined when it is not set (dealt at random). */
  readonly cards: (d: Draft) => readonly Slot[] | undefined;
  /** The draft with the list replaced; undefined leaves it to chance again. */
  readonly set: (d: Draft, cards: readonly Slot[] | undefined) => Draft;
  /** Which cards may be offered here (the engine still has the last word). */
  readonly accepts: (card: CardId) => boolean;
  /** Whether the table may leave a card here unknown (dealt at random). */
  readonly unknown: boolean;
}

type CardKind = ReturnType<typeof cardInfo>['kind'];

/** A list that takes only some kinds of card. */
const kinds =
  (...allowed: CardKind[]) =>
  (c: CardId) =>
    allowed.includes(cardInfo(c).kind);
const anyCard = () => true;
const named = (cards: readonly Slot[] | undefined): CardId[] => (cards ?? []).filter(isCard);

/** A field of one seat, left out of the seat when not set. */
function seatField(seat: number, key: 'hand' | 'envelope', set: (cards: readonly Slot[]) => readonly Slot[]) {
  return (d: Draft, cards: readonly Slot[] | undefined): Draft => ({
    ...d,
    players: d.players.map((p, i): DraftSeat => {
      if (i !== seat) return p;
      const { [key]: _, ...rest } = p;
      return cards === undefined ? rest : { ...rest, [key]: set(cards) };
    }),
  });
}

function marketField(m: MarketId, change: (mk: DraftMarket, cards: readonly Slot[] | undefined) => DraftMarket) {
  return (d: Draft, cards: readonly Slot[] | undefined): Draft => ({ ...d, markets: { ...d.markets, [m]: change(d.markets[m], cards) } });
}

/** A seat's hand: any card but a Crisis, unknown cards allowed (a hand not set is one random card at setup). */
export const handList = (seat: number): CardList => ({
  cards: (d) => d.players[seat]!.hand,
  set: seatField(seat, 'hand', (c) => c),
  accepts: kinds('resource', 'special'),
  unknown: true,
});

/** A seat's Bribe envelope (Level 4): any card but a Crisis, always named. */
export const envelopeList = (seat: number): CardList => ({
  cards: (d) => d.players[seat]!.envelope ?? [],
  set: seatField(seat, 'envelope', named),
  accepts: kinds('resource', 'special'),
  unknown: false,
});

/** A Market's face-down cards, nearest the top first. */
export const faceDownList = (m: MarketId): CardList => ({
  cards: (d) => d.markets[m].faceDown,
  set: marketField(m, ({ faceDown: _, ...mk }, cards) => (cards === undefined ? mk : { ...mk, faceDown: cards })),
  accepts: anyCard,
  unknown: true,
});

/** A Market's face-up card, as a list of none or one; `null` in the draft is "no card". */
export const faceUpList = (m: MarketId): CardList => ({
  cards: (d) => {
    const c = d.markets[m].faceUp;
    return c === undefined ? undefined : c === null ? [] : [c];
  },
  // One card at a time: the card put there replaces the one before.
  set: marketField(m, ({ faceUp: _, ...mk }, cards) => (cards === undefined ? mk : { ...mk, faceUp: cards.at(-1) ?? null })),
  accepts: anyCard,
  unknown: false,
});

/** The named cards on top of the Draw deck (top first), or the Discard pile (bottom first). */
export const pileList = (which: 'deck' | 'discard'): CardList => ({
  cards: (d) => d[which],
  set: (d, cards) => ({ ...d, [which]: named(cards) }),
  accepts: anyCard,
  unknown: false,
});

/** The Crises beside the Guillotine: a Crisis comes with as many Rebels as it has Rebel icons, as when it is Activated. */
export const guillotineList: CardList = {
  cards: (x) => x.guillotine.map((g) => g.card),
  set: (x, cards) => ({
    ...x,
    guillotine: (cards ?? []).flatMap((c) => (c === null ? [] : [x.guillotine.find((g) => g.card === c) ?? { card: c, rebels: draftCards(x).rebels(c) }])),
  }),
  accepts: kinds('crisis'),
  unknown: false,
};

/** The Crises set aside, next to come first; not set, every Crisis placed nowhere is shuffled. */
export const asideList: CardList = {
  cards: (d) => d.crisesAside,
  set: (d, cards) => ({ ...d, crisesAside: cards && named(cards) }),
  accepts: kinds('crisis'),
  unknown: false,
};

/** The Resource cards sealed in the Space Program envelope, in the order they went in. */
export const spaceEnvelopeList: CardList = {
  cards: (d) => d.spaceEnvelope,
  set: (d, cards) => ({ ...d, spaceEnvelope: named(cards) }),
  accepts: kinds('resource'),
  unknown: false,
};

/** The Crises the Troublemaker Fixed. */
export const fixedList: CardList = {
  cards: (d) => d.troublemakers?.fixed ?? [],
  set: (d, cards) => (d.troublemakers ? { ...d, troublemakers: { ...d.troublemakers, fixed: named(cards) } } : d),
  accepts: kinds('crisis'),
  unknown: false,
};
