/** What every Revolution card rule declares: the choices it offers its player, and what it does. */
import type { AssetId } from '../../../data/assets.ts';
import type { CardId } from '../../../data/cards.ts';
import type { MarketId } from '../../../data/markets.ts';
import type { PolicyId } from '../../../data/policies.ts';
import type { RevolutionCardId } from '../../../data/revolution.ts';
import type { Outcome } from '../../../core/outcome.ts';
import type { GameState, Seat } from '../../../core/state.ts';

/** The choices made as a card is played (each card uses a few of them, or none). */
export interface RevolutionChoice {
  /** A Crisis: the Rebel sacrificed or removed, or where Organize!'s Rebels go. */
  readonly crisis?: CardId;
  /** A Billionaire: the hostage, the one who misses a turn, the one who gives an Asset back. */
  readonly target?: Seat;
  readonly asset?: AssetId;
  readonly policy?: PolicyId;
  readonly market?: MarketId;
}

export interface CardRule {
  /** Every choice the card offers `by` now; one empty choice when it offers none (or can do nothing). */
  readonly choices: (state: GameState, by: Seat) => readonly RevolutionChoice[];
  /** What the card does; it has already left the row. */
  readonly apply: (state: GameState, by: Seat, choice: RevolutionChoice, card: RevolutionCardId) => Outcome;
  /** The card waits in front of the Revolutionary instead of going to the discard pile (Organize!). */
  readonly keeps?: boolean;
}

/** A card that offers no choice. */
export const NO_CHOICE: readonly RevolutionChoice[] = [{}];

const KEYS = ['crisis', 'target', 'asset', 'policy', 'market'] as const;

export function sameChoice(a: RevolutionChoice, b: RevolutionChoice): boolean {
  return KEYS.every((k) => a[k] === b[k]);
}

/** Only the fields a choice uses, so a move built from it carries no `undefined` fields. */
export function choiceFields(choice: RevolutionChoice): RevolutionChoice {
  const out: Record<string, unknown> = {};
  for (const k of KEYS) if (choice[k] !== undefined) out[k] = choice[k];
  return out as RevolutionChoice;
}
