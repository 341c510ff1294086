import type { Provenance } from './provenance.ts';
import type { CardValue } from './card-values.ts';
import { RESOURCE_VALUES } from './resource-values.ts';
import { SUIT_INFO, SUITS, type Suit } from './suits.ts';

/**
 * Every card that can be in the Draw deck: 45 Resource cards, 4 Special Action cards and the
 * 12 Crisis cards of Level 2. The order of DECK_CARDS is part of the share-link format (a card is
 * one character: its index in this list), so append, never reorder.
 */

/** The nth Resource card of a Suit (nine per Suit): its identity, never its value. */
export type ResourceCardId = `${Suit}-${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type SpecialCardId = 'audit-1' | 'audit-2' | 'scam' | 'game-the-market';
export type CrisisCardId =
  | 'killer-robots'
  | 'doomsday-cults'
  | 'pandemic'
  | 'debt-crisis'
  | 'wildfires'
  | 'floods'
  | 'poverty'
  | 'militias'
  | 'crisis-9'
  | 'crisis-10'
  | 'crisis-11'
  | 'crisis-12';

export interface ResourceCard {
  readonly kind: 'resource';
  readonly id: ResourceCardId;
  readonly suit: Suit;
  readonly value: number;
  readonly provenance: Provenance<'suit' | 'value'>;
}

export type SpecialAction = 'audit' | 'scam' | 'game-the-market';

export interface SpecialCard {
  readonly kind: 'special';
  readonly id: SpecialCardId;
  readonly name: string;
  readonly action: SpecialAction;
  /**
   * What the card counts for when used as a suit-less Resource in a Buy, where the rulebook states
   * it; the Scam's is in data/card-faces.ts (a table may set it): read it through `cardsOf(state).value`.
   */
  readonly value?: number;
  readonly provenance: Provenance<'name'> & { readonly value?: 'rulebook' };
}

export interface CrisisCard {
  readonly kind: 'crisis';
  readonly id: CrisisCardId;
  /* No name here: names are in data/card-faces.ts (a table may name the unnamed ones), read through `cardsOf(state).cardName`. */
  readonly provenance: Provenance<'name'>;
}

export type DeckCard = ResourceCard | SpecialCard | CrisisCard;

function resourceCards(values: readonly number[]): ResourceCard[] {
  return SUITS.flatMap((suit) =>
    values.map((value, i): ResourceCard => ({
      kind: 'resource',
      id: `${suit}-${i + 1}` as ResourceCardId,
      suit,
      value,
      provenance: { suit: 'rulebook', value: 'stand-in' },
    })),
  );
}

export const SPECIAL_CARDS: readonly SpecialCard[] = [
  { kind: 'special', id: 'audit-1', name: 'Audit', action: 'audit', value: 3, provenance: { name: 'rulebook', value: 'rulebook' } },
  { kind: 'special', id: 'audit-2', name: 'Audit', action: 'audit', value: 3, provenance: { name: 'rulebook', value: 'rulebook' } },
  { kind: 'special', id: 'scam', name: 'Scam', action: 'scam', provenance: { name: 'rulebook' } },
  {
    kind: 'special',
    id: 'game-the-market',
    name: 'Game the Market',
    action: 'game-the-market',
    value: 2,
    provenance: { name: 'rulebook', value: 'rulebook' },
  },
];

/**
 * Crisis cards. The text names Killer Robots!, Doomsday Cults, Pandemic, Debt Crisis, Wildfires
 * and Floods; the Level 2 introduction speaks of poverty and militias. The other four are unnamed
 * here. Their Rebel icons are in data/card-faces.ts (a table may set them), read through the game
 * (`cardsOf(state).rebels`).
 */
export const CRISIS_CARDS: readonly CrisisCard[] = [
  { kind: 'crisis', id: 'killer-robots', provenance: { name: 'rulebook' } },
  { kind: 'crisis', id: 'doomsday-cults', provenance: { name: 'rulebook' } },
  { kind: 'crisis', id: 'pandemic', provenance: { name: 'rulebook' } },
  { kind: 'crisis', id: 'debt-crisis', provenance: { name: 'rulebook' } },
  { kind: 'crisis', id: 'wildfires', provenance: { name: 'rulebook' } },
  { kind: 'crisis', id: 'floods', provenance: { name: 'rulebook' } },
  { kind: 'crisis', id: 'poverty', provenance: { name: 'inferred' } },
  { kind: 'crisis', id: 'militias', provenance: { name: 'inferred' } },
  { kind: 'crisis', id: 'crisis-9', provenance: { name: 'stand-in' } },
  { kind: 'crisis', id: 'crisis-10', provenance: { name: 'stand-in' } },
  { kind: 'crisis', id: 'crisis-11', provenance: { name: 'stand-in' } },
  { kind: 'crisis', id: 'crisis-12', provenance: { name: 'stand-in' } },
];

export const RESOURCE_CARDS: readonly ResourceCard[] = resourceCards(RESOURCE_VALUES);

/** Every Draw-deck card, in share-link order. */
export const DECK_CARDS: readonly DeckCard[] = [...RESOURCE_CARDS, ...SPECIAL_CARDS, ...CRISIS_CARDS];

/**
 * A card's id: a union of every card's name, so a typo is a type error. Still a plain string at
 * run time, so states stay plain JSON; input is checked at the edges (`isCardId`).
 */
export type CardId = ResourceCardId | SpecialCardId | CrisisCardId;

const BY_ID = new Map<string, DeckCard>(DECK_CARDS.map((c) => [c.id, c]));
const INDEX = new Map<string, number>(DECK_CARDS.map((c, i) => [c.id, i]));

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && BY_ID.has(value);
}

export function cardInfo(id: CardId): DeckCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`); // a bug: ids are checked at the edges
  return c;
}

export function cardIndex(id: CardId): number {
  const i = INDEX.get(id);
  if (i === undefined) throw new Error(`unknown card ${id}`);
  return i;
}

export function isCrisis(id: CardId): boolean {
  return cardInfo(id).kind === 'crisis';
}

/**
 * A table's own printed values for some of its Resource cards, by card id; every card left out
 * keeps its stand-in. Plain JSON, kept in a game's options (`GameOptions.cardValues`).
 */
export type CardValues = Readonly<Partial<Record<ResourceCardId, CardValue>>>;

/** The table's value for a card, if it gave one (only Resource cards can have one). */
export function tableValue(id: CardId, values: CardValues | undefined): CardValue | undefined {
  return values === undefined ? undefined : values[id as ResourceCardId];
}

export function suitOf(id: CardId): Suit | null {
  const c = cardInfo(id);
  return c.kind === 'resource' ? c.suit : null;
}

/*
 * A card in words ("2 Bombs", "Scam", "Killer Robots!") is the game's to say, at the table's own
 * values and names: `cardsOf(state).cardName` (core/cards-of.ts).
 */

/**
 * A card by its identity, whatever it is worth: "Bombs card 4" (the fourth Bombs card in our
 * order), "Scam". For setting a table's own values, where the value is what is being chosen.
 */
export function cardIdentity(id: CardId): string {
  const c = cardInfo(id);
  if (c.kind === 'special') return c.name;
  // A Crisis card's name may be the table's own (see cards-of.ts); here only its id is certain.
  if (c.kind === 'crisis') return `The Crisis card "${id}"`;
  return `${SUIT_INFO[c.suit].name} card ${id.slice(id.lastIndexOf('-') + 1)}`;
}
