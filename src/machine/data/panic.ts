import type { Provenance } from './provenance.ts';

export type PanicId = 'fascist-rule' | 'panic-2' | 'panic-3' | 'panic-4' | 'panic-5';

export interface PanicCard {
  readonly id: PanicId;
  readonly provenance: Provenance<'name'>;
}

/**
 * The five Panic! cards. Only Fascist Rule is named in our text; every name is in
 * data/card-faces.ts (a table may name the other four), read through `cardsOf(state).panicName`. The types each asks for are in
 * data/card-faces.ts (a table may set them), read through the game (`cardsOf(state).panicTypes`).
 * The order is part of the share-link format: append, never reorder.
 */
export const PANIC_CARDS: readonly PanicCard[] = [
  { id: 'fascist-rule', provenance: { name: 'rulebook' } },
  { id: 'panic-2', provenance: { name: 'stand-in' } },
  { id: 'panic-3', provenance: { name: 'stand-in' } },
  { id: 'panic-4', provenance: { name: 'stand-in' } },
  { id: 'panic-5', provenance: { name: 'stand-in' } },
];

const BY_ID = new Map(PANIC_CARDS.map((p) => [p.id, p]));

export function isPanicId(value: unknown): value is PanicId {
  return typeof value === 'string' && BY_ID.has(value as PanicId);
}

export function panicInfo(id: PanicId): PanicCard {
  const p = BY_ID.get(id);
  if (!p) throw new Error(`unknown Panic! card ${id}`);
  return p;
}

/** Rebel tokens in the game. */
export const REBELS = 10;
/** Rebels on Crisis cards that set off the Panic! (once per game). */
export const PANIC_THRESHOLD = 7;
/** Crisis cards shuffled into the Draw deck at the start (the rest are set aside). */
export const CRISES_IN_DECK = 4;
/** In a two-player game (with Puppets), three. */
export const CRISES_IN_TWO_PLAYER_DECK = 3;
/** Set-aside Crises added to the Discard pile each time a Crisis is Activated by a Buy. */
export const CRISES_TO_DISCARD = 2;
