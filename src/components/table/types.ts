/**
 * What the table and its parts share, below all of them: where a zone sits (`ZoneKey`), the
 * editor's hook at a zone (`ZoneEdit`), and the places a module's widgets take on the table
 * (`TableParts`, filled by src/components/modules/<id>/index.ts). Table.tsx and its children all
 * import from here, never from each other's types.
 */
import type { ComponentChildren, FunctionComponent } from 'preact';
import type { CardId, MarketId, PlayerView, TableView } from '../../machine/api.ts';

export type SeatPart = 'board' | 'billionaire' | 'hand' | 'invested' | 'role' | 'envelope' | 'out' | `assets:${MarketId}`;
/** `whole`: the editor's quick list of the Market's three parts. */
export type MarketPart = 'whole' | 'assets' | 'faceUp' | 'faceDown';

/**
 * The zones a module adds to the table, declared by the module's widgets (`declare module` merging,
 * as the engine's `ModuleSlices`): each key is a zone's name, e.g. `{ policy: true }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ModuleZones {}

/** Where a zone sits on the table. */
export type ZoneKey =
  | 'turn'
  | 'step'
  | 'round'
  | 'deck'
  | 'discard'
  | 'guillotine'
  | 'aside'
  | 'lastBy'
  | 'panic'
  | 'panicCard'
  | 'crises'
  | keyof ModuleZones
  | `crisis:${CardId}`
  | `market:${MarketId}:${MarketPart}`
  | `seat:${number}:${SeatPart}`;

/** In edit mode: what to show at a zone of the table (its edit button and list). Left out, the table is as always. */
export type ZoneEdit = (zone: ZoneKey) => ComponentChildren;

/** What every module part of the table is given: the view, and the editor's hook when editing. */
export interface PartProps {
  readonly view: TableView;
  readonly edit?: ZoneEdit;
}

/** A part at one Market (its number in a two-player game). */
export interface MarketPartProps extends PartProps {
  readonly market: MarketId;
}

/** A part on one Billionaire's board. */
export interface SeatPartProps extends PartProps {
  readonly player: PlayerView;
}

/**
 * A module's parts of the table, by the place each takes (top to bottom). A module fills the places
 * it needs; the table shows the parts of the game's modules in the registry's order
 * (src/components/modules/registry.ts).
 */
export interface TableParts {
  /** Among the piles, after the Discard pile (the editor's zones of a module's own piles). */
  readonly piles?: FunctionComponent<PartProps>;
  /** Below the piles, above a Buy under way (the Role deck and the Bunker). */
  readonly top?: FunctionComponent<PartProps>;
  /** Below a Buy under way, above the Guillotine (the Puppet's die). */
  readonly afterBuy?: FunctionComponent<PartProps>;
  /** Below the Guillotine (the Government Policy). */
  readonly afterGuillotine?: FunctionComponent<PartProps>;
  /** Below those, above the Markets (the Space Program's envelope, a Fix under way). */
  readonly middle?: FunctionComponent<PartProps>;
  /** At each Market, after its name (its number). */
  readonly market?: FunctionComponent<MarketPartProps>;
  /** In a Billionaire's heading (whose Puppet, out of the game, a Troublemaker's marks). */
  readonly tag?: FunctionComponent<SeatPartProps>;
  /** Under a board's heading, in place of a Suit (the Troublemaker's own board). */
  readonly board?: FunctionComponent<SeatPartProps>;
  /** Below the hand (the seat's Role). */
  readonly role?: FunctionComponent<SeatPartProps>;
  /** Below the Role (the seat's Bribe envelope). */
  readonly envelope?: FunctionComponent<SeatPartProps>;
}
