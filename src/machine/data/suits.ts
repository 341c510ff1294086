/**
 * The five Resource-card Suits. Colour never carries meaning alone on the site, so each Suit also
 * has a name and a symbol.
 */
export const SUITS = ['bombs', 'bolts', 'diamonds', 'dishes', 'locks'] as const;
export type Suit = (typeof SUITS)[number];

export interface SuitInfo {
  readonly name: string;
  readonly colour: string;
  /** A text symbol shown next to the colour, so colour is never the only cue. */
  readonly symbol: string;
}

export const SUIT_INFO: Readonly<Record<Suit, SuitInfo>> = {
  bombs: { name: 'Bombs', colour: 'yellow', symbol: '💣' },
  bolts: { name: 'Electrical Bolts', colour: 'green', symbol: '⚡' },
  diamonds: { name: 'Diamonds', colour: 'purple', symbol: '💎' },
  dishes: { name: 'Satellite Dishes', colour: 'peach', symbol: '📡' },
  locks: { name: 'Locks', colour: 'blue', symbol: '🔒' },
};

export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}
