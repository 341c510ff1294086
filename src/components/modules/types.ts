/**
 * What a module's widgets are (`ModuleWidgets`): each folder src/components/modules/<id>/ exports
 * one from its index.ts, and registry.ts loads it on demand by the engine module's id. The generic
 * parts ask for the widgets of a game's modules (useModules.ts) and use what they find: the table its
 * `table` parts (table/types.ts), the on-table editor its `zones` (editor/types.ts), the playground
 * its `step` and `panel`.
 */
import type { FunctionComponent } from 'preact';
import type { GameState, Move, Seat, Viewer } from '../../machine/api.ts';
import type { ZoneParts } from '../editor/types.ts';
import type { TableParts } from '../table/types.ts';
import type { StepProps } from './StepParts.tsx';

/** A panel of a module's own beside the table (the Panic!), given the view's legal moves. */
export interface PanelProps {
  readonly state: GameState;
  readonly viewer: Viewer;
  /** The legal moves shown in this view: the viewer's own, or every decider's in the table view. */
  readonly legal: readonly Move[];
  readonly onPlay: (move: Move) => void;
  /** The seats that may act now. */
  readonly deciders: readonly Seat[];
  /** The link fragment of a ruling on a move tried in the panel; null while the link code loads. */
  readonly rulingLink: ((move: Move) => string) | null;
}

/** A part loaded when first asked for (a dynamic import within the module's folder). */
export type Later<T> = () => Promise<T>;

/**
 * A module's widgets. What every table of its games shows comes with the object (its table parts,
 * its moves' words); what only one part of the page uses loads when that part asks for it (its
 * steps with the move builder, its panel in the playground, its zones with the on-table editor),
 * so a worked example never downloads the editor's zones, nor the playground the steps of a module
 * its game does not play.
 */
export interface ModuleWidgets {
  /** The engine module's id (`id` in src/machine/modules/<folder>/index.ts), also this folder's name. */
  readonly id: string;
  /** Its parts of the table, by place. */
  readonly table?: TableParts;
  /** Its decisions as clear steps above the move builder (each shows nothing when it has nothing to ask). */
  readonly step?: Later<LaterParts['step']>;
  /** Its own panel beside the table (shows nothing when it has nothing to show). */
  readonly panel?: Later<LaterParts['panel']>;
  /** Its zones in the on-table editor. */
  readonly zones?: Later<LaterParts['zones']>;
}

/** The parts of a module's widgets that load when first asked for, by name. */
export interface LaterParts {
  readonly step: FunctionComponent<StepProps>;
  readonly panel: FunctionComponent<PanelProps>;
  readonly zones: ZoneParts;
}

export type LaterPart = keyof LaterParts;
