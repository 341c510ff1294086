/**
 * What a module (a level, or an expansion module) declares, and the registry the core iterates.
 * A module lives in its own folder under `modules/` and plugs in here: its state slice and how it
 * is set up, its move families, the decision windows it opens and at which moments, its chosen
 * outcomes, its part of a position and of a share link, what a viewer may see of it, its
 * invariants and the rule ids it cites. The core never names a module.
 */
import type { Correction } from './editions.ts';
import type { CardId } from '../data/cards.ts';
import { type ChartData, type CompiledChart, loadChart } from './chart/table.ts';
import type { Guard, Step } from './chart/types.ts';
import type { ChosenOutcome, GameEvent, GameEventType } from './events.ts';
import type { IllegalCode, IllegalMove } from './illegal.ts';
import type { PositionInput } from './position-types.ts';
import type { DescribeContext, Move, MoveFamily, MoveOf, MoveType, Viewer } from './moves.ts';
import type { Outcome } from './outcome.ts';
import type { RuleId } from './rule-ids.ts';
import type { DecisionWindow, GameOptions, GameState, ModuleSlices, Phase, Seat } from './state.ts';
import type { AssetId } from '../data/assets.ts';
import { CODE_PREFIX, isMoveCode } from './link/codes.ts';
import { type Cards } from './cards-of.ts';

/** A move family of any type (each keeps its own type tied to its parts). */
export type AnyMoveFamily = { [T in MoveType]: MoveFamily<T> }[MoveType];

/**
 * Named moments in the statechart where modules may act or open decision windows. The chart runs
 * each module's hook for the moment, then waits until every window opened there has closed.
 */
export type Moment =
  /** The game is set up, before the first turn (Level 3's Role draft). */
  | 'gameStart'
  /** A turn begins, before its first move (a missed turn passed over, a Revolutionary's cards drawn). */
  | 'turnBegin'
  /** A Buy was won and its Asset claimed (or declined), before its cards are discarded: the Reformist's card. */
  | 'buyClaimed'
  /** A Buy has been resolved (cards discarded, inflation dealt, a found Crisis dealt with). */
  | 'buyResolved'
  /**
   * Everything the Buy's moment set off is over (at Level 4, the Policy set for its Crisis): the
   * Crisis is fully resolved (the Disaster Speculator's moment).
   */
  | 'buySettled'
  /** The turn's Action is over, before the end of the turn (Level 4's bribes). */
  | 'actionOver'
  /** The turn's Action and bribes are over: the Space Cowboy may launch the Rocket. */
  | 'turnLaunch'
  /** The turn's Action, bribes and any launch are over: what follows a person's turn (their Puppet's roll). */
  | 'turnFollowUp'
  /** The turn's Action and anything after it are over; before the Round's end is checked. */
  | 'turnEnd'
  /** The end of a Round, after gathering: Emergency Measures. */
  | 'roundEmergency'
  /** The end of a Round, after the refill. */
  | 'roundEnd'
  /** The end of a Round, once its Crisis is resolved: the Panic! it may cause. */
  | 'roundPanic'
  /** The end of a Round, once its Crisis and any Panic! are over: new Roles (Level 3). */
  | 'roundRoles'
  /** The end of a Round, once the new Roles are chosen: Government Policy (Level 4). */
  | 'roundPolicy'
  /** The end of a Round, last of all before the Poorest Player is found: the Puppets' trades. */
  | 'roundClose';

export interface WindowKind {
  /** What the table is deciding, in words ("Panic!: negotiate the sacrifice"). */
  readonly label: string;
  readonly rule: RuleId;
  /** The move types this window takes. */
  readonly accepts: readonly MoveType[];
  /**
   * Where it opens, for the phase map: at the named moments, on a player's own turn (`turn`), after
   * a module's own Action (`action`: the Reformist's Fix, a Revolution card), or while the game is
   * being decided (`decision`). Left out: at every moment the module hooks.
   */
  readonly opensAt?: readonly WindowPlace[];
}

/** Where a window may open, for the phase map: a moment, or one of the places `WindowKind.opensAt` names. */
export type WindowPlace = Moment | 'turn' | 'action' | 'decision';

export interface GameModule {
  readonly id: keyof ModuleSlices | 'level1' | (string & {});
  /** Modules this one builds on (by id). */
  readonly needs?: readonly string[];
  /** Whether a game with these options uses the module. */
  readonly enabled: (options: GameOptions) => boolean;
  readonly families?: readonly AnyMoveFamily[];
  readonly windows?: Readonly<Record<string, WindowKind>>;
  /**
   * For the phase map: other modules' windows (by kind) that this module makes open in more places
   * than their own `opensAt` says (the Policy setting a Crisis calls for, once a Fix Activates it,
   * opens after the Reformist's Action). Drawn only where this module is in play.
   */
  readonly alsoOpens?: Readonly<Record<string, readonly WindowPlace[]>>;
  readonly moments?: Partial<Readonly<Record<Moment, (state: GameState) => Outcome>>>;
  /** Checks for the chosen-outcome kinds this module adds (the queue is kept by the core). */
  readonly outcomes?: Readonly<Record<string, (state: GameState, outcome: ChosenOutcome) => IllegalMove | null>>;
  /**
   * For those kinds that pick a card, what the table may choose from now (the Crises set aside, the
   * Panic! cards still face-down): the chosen-outcome form offers these.
   */
  readonly outcomeChoices?: Readonly<Record<string, (state: GameState) => readonly string[]>>;
  /**
   * Sets up this module's slice in a new game, before the Draw deck is shuffled: it may add cards
   * to the deck and draw on the random generator (in module order, so a seed always gives the
   * same game).
   */
  readonly setupDeal?: (
    rng: number,
    deck: readonly CardId[],
    options: GameOptions,
  ) => { readonly rng: number; readonly deck: readonly CardId[]; readonly slice: unknown };
  /**
   * Changes the module makes to a new game's table once the core has dealt it (the two-player
   * game's Markets), before the first moment. It may draw on the random generator.
   */
  readonly setupTable?: (state: GameState) => GameState;
  /**
   * Move types a seat may make on its own turn before its Action, without ending the turn (a Role
   * Revealed "at any time on your turn"). The chart takes them where its meta says `powers`; after
   * the Action, a window of that turn takes them where its kind lists them (`roles.turn-end`).
   */
  readonly turnPowers?: readonly MoveType[];
  /** Move types a module adds as the turn's Action (the Gangster's Audit); the turn ends after them. */
  readonly turnActions?: readonly MoveType[];
  /** The most cards a seat may hold, where this module raises it (the Banker); the largest counts. */
  readonly handLimit?: (state: GameState, seat: Seat) => number | null;
  /** Whether a Crisis found in this seat's Buy does not count against it (the Luxury Bunker's holder). */
  readonly sheltered?: (state: GameState, seat: Seat) => boolean;
  /** What a card's value is multiplied by while this module's state says so (a Suit Policy: 2 for its Suit). */
  readonly cardFactor?: (state: GameState, card: CardId) => number;
  /**
   * Cards of this module's that a seat cannot see now (others' Bribe envelopes, the sealed Space
   * Program envelope): what a hidden card in a Market could be, for the odds of a Buy.
   */
  readonly unseen?: (state: GameState, seat: Seat) => readonly CardId[];
  /**
   * A module's say against a move another module's rules allow (the Troublemaker never Buys): why
   * it is refused, or null. Listing leaves vetoed moves out, and playing one is refused.
   */
  readonly veto?: (state: GameState, move: Move) => IllegalMove | null;
  /** Why this seat draws no card into their hand now (a General Strike), as the rule that says so, or null. */
  readonly stopsDraw?: (state: GameState, seat: Seat) => RuleId | null;
  /**
   * Whether this seat sits out Government Policy, Roles and cards from the Draw deck (a Declared
   * Revolutionary): never asked to hold up or stuff an envelope, and a Policy they set gives them nothing.
   */
  readonly sidelined?: (state: GameState, seat: Seat) => boolean;
  /** Who decides the turn's own moves for this seat now, if someone else does (a hostage's turn), or null. */
  readonly controller?: (state: GameState, seat: Seat) => Seat | null;
  /** A seat that receives the cards paid under Tax Tyranny instead of the Discard pile (the Reformist), or null. */
  readonly receivesTax?: (state: GameState) => Seat | null;
  /** A seat that is always the Poorest Player while this module says so (the Reformist), or null. */
  readonly poorest?: (state: GameState) => Seat | null;
  /**
   * Work a module's own Action left queued, taken up one step at a time once the table's windows
   * have closed (the next Crisis a Fix found, after the last one's Policy setting): the next
   * step, or null when there is none. Each step must shorten the queue.
   */
  readonly resume?: (state: GameState) => Outcome | null;
  /** Brings what the module derives from the table up to date after each move (the Luxury Bunker). */
  readonly settle?: (state: GameState) => Outcome;
  /**
   * A module's say once the game is decided, before it ends: it may amend the outcome (the
   * Celebrity survives the Revolution), or ask the table first by opening a window and returning
   * the state without a result (the game then waits, and is decided again once the window closes).
   */
  readonly onDecision?: (before: GameState, decided: Outcome) => Outcome;
  /** Seats this module has put out of the game for good (the Rocket's explosion); see `core/seats.ts`. */
  readonly absent?: (state: GameState) => readonly Seat[];
  /**
   * A seat leaves the game for good (`core/leave.ts`): the module clears its part for that seat
   * (a Role goes back, a Bribe envelope is discarded). The core has already returned the seat's
   * Assets and discarded its hand.
   */
  readonly leave?: (state: GameState, seat: Seat) => Outcome;
  /** Whether the game is decided by this module's rules (the Revolution…), checked after every step. */
  readonly decided?: (state: GameState) => Outcome | null;
  /** Event sentences, for the event types this module adds. */
  readonly describe?: { readonly [T in GameEventType]?: (event: Extract<GameEvent, { type: T }>, ctx: DescribeContext) => string };
  /**
   * Words for some moves among the legal moves, where more helps before a move is made (where a
   * nudge takes the die, the Launch Score aboard), its own or another module's (a claim made for a
   * Puppet). Null for a move it has nothing to add to: the move's own words then (`describeChoice`).
   */
  readonly choices?: { readonly [T in MoveType]?: (move: MoveOf<T>, ctx: DescribeContext) => string | null };
  /** This module's part of what a viewer may see (hidden parts removed). */
  readonly view?: (state: GameState, viewer: Viewer) => unknown;
  /** Broken invariants of this module's slice, in words (empty when all hold). */
  readonly invariants?: (state: GameState) => readonly string[];
  /** This module's part of a position set up by hand (`createFromPosition`, `positionOf`). */
  readonly position?: ModulePosition;
  /**
   * This module's part of a position in a share link: a section with its own one-letter tag,
   * written only when the position has something of this module's.
   */
  /** Corrections of this module's rules, each with the edition it arrived in (`core/editions.ts`). */
  readonly corrections?: readonly Correction[];
  readonly link?: { readonly tag: string; readonly write: (p: PositionInput) => string | null; readonly read: (text: string, p: PositionInput) => PositionInput };
  /** The statechart of the game's phases, with its steps and guards (the base game gives it). */
  readonly chart?: { readonly table: ChartData; readonly steps: Readonly<Record<string, Step>>; readonly guards: Readonly<Record<string, Guard>> };
  /** The rule ids this module's moves and events cite. */
  readonly rules: readonly RuleId[];
}

/** A problem with a module's part of a position, before it is turned into an IllegalMove. */
export interface PositionProblem {
  readonly code: IllegalCode;
  readonly field: string;
  readonly rule: RuleId;
  readonly reason: string;
}

/**
 * A module's part of a position. The core calls these in order, so that a seed always fills the
 * unknown parts of a position the same way: `shape` (is the input well-formed), `present` (does
 * the position use this module at all), `cards` (the cards it places, checked by the core to be
 * real and in one place only), `check` (everything else), then `build` (its slice, drawing on the
 * random generator after the core's own fill), and `write` (a state's part, for `positionOf`).
 */
export interface ModulePosition {
  readonly shape?: (input: PositionInput) => PositionProblem | null;
  readonly present: (input: PositionInput) => boolean;
  /** Cards of the module's own that are never dealt into an unknown slot (the Crises). */
  readonly ownCards?: (options: { readonly level: number }) => readonly CardId[];
  readonly cards?: (input: PositionInput) => readonly { readonly card: unknown; readonly where: string; readonly field: string }[];
  readonly check?: (input: PositionInput, facts: PositionFacts) => PositionProblem | null;
  readonly build: (
    input: PositionInput,
    ctx: { readonly rng: number; readonly unplaced: readonly CardId[]; readonly facts: PositionFacts },
  ) => { readonly rng: number; readonly slice: unknown; readonly toDeck?: readonly CardId[]; readonly windows?: readonly DecisionWindow[]; readonly phase?: Phase };
  readonly write: (state: GameState) => Partial<PositionInput>;
}

/** What the core knows of a position when the modules check theirs. */
export interface PositionFacts {
  readonly level: number;
  readonly players: number;
  /** The expansion's modules the position uses. */
  readonly modules: readonly string[];
  /** Assets held by each seat. */
  readonly held: readonly (readonly AssetId[])[];
  /** The seats that are Puppets (a two-player game), which hold no Role, envelope or Bunker. */
  readonly puppets: readonly number[];
  /** The module slices built so far (modules build in order: Crises before the Panic!). */
  readonly slices: Readonly<Partial<ModuleSlices>>;
  /** The table's cards (its own printed faces over our defaults), already checked. */
  readonly cards: Cards;
}

interface Registry {
  readonly modules: readonly GameModule[];
  readonly chart: CompiledChart | null;
  readonly families: ReadonlyMap<MoveType, MoveFamily>;
  readonly windows: ReadonlyMap<string, WindowKind>;
  readonly turnPowers: readonly MoveType[];
  readonly turnActions: readonly MoveType[];
  /** The highest level whose modules are all installed (a first download may install Level 1's only). */
  readonly upToLevel: number;
}

/** The modules each game's options use, for the current registry (cleared when it changes). */
let usedBy = new WeakMap<GameOptions, readonly GameModule[]>();

let registry: Registry = { modules: [], chart: null, families: new Map(), windows: new Map(), turnPowers: [], turnActions: [], upToLevel: Number.POSITIVE_INFINITY };

/**
 * Installs the modules the engine knows. The public surface does this once with every module;
 * a test may install a test-only module beside them. `upToLevel`: the highest level these modules
 * are complete for (level1.ts installs Level 1's only); a game of a higher level is then refused
 * with an error rather than played without its rules.
 */
export function installModules(modules: readonly GameModule[], upToLevel = Number.POSITIVE_INFINITY): void {
  const families = new Map<MoveType, MoveFamily>();
  const windows = new Map<string, WindowKind>();
  const ids = new Set(modules.map((m) => m.id));
  for (const m of modules) {
    for (const need of m.needs ?? []) if (!ids.has(need)) throw new Error(`module ${m.id} needs module ${need}`);
    for (const f of m.families ?? []) {
      const family = f as unknown as MoveFamily;
      if (families.has(family.type)) throw new Error(`move type ${family.type} is defined twice`);
      if (!isMoveCode(family.code))
        throw new Error(`move type ${family.type} has the link code ${JSON.stringify(family.code)}: one link character, or ${CODE_PREFIX} and one more`);
      const clash = [...families.values()].find((f) => f.code === family.code);
      if (clash) throw new Error(`move types ${clash.type} and ${family.type} share the link code ${family.code}`);
      families.set(family.type, family);
    }
    for (const [kind, def] of Object.entries(m.windows ?? {})) {
      if (windows.has(kind)) throw new Error(`window ${kind} is defined twice`);
      windows.set(kind, def);
    }
  }
  const charted = modules.filter((m) => m.chart);
  if (charted.length !== 1) throw new Error(`exactly one module must give the statechart (${charted.length} do)`);
  const def = charted[0]!.chart!;
  const turnPowers = modules.flatMap((m) => m.turnPowers ?? []);
  const turnActions = modules.flatMap((m) => m.turnActions ?? []);
  for (const type of [...turnPowers, ...turnActions]) if (!families.has(type)) throw new Error(`turn move ${type} has no move family`);
  registry = { modules, chart: loadChart(def.table, def.steps, def.guards), families, windows, turnPowers, turnActions, upToLevel };
  usedBy = new WeakMap();
}

/** The compiled statechart. */
export function chart(): CompiledChart {
  if (!registry.chart) throw new Error('no modules installed');
  return registry.chart;
}

export function installedModules(): readonly GameModule[] {
  return registry.modules;
}

/** Every correction the installed modules declare, in module order. */
export function installedCorrections(): readonly Correction[] {
  return registry.modules.flatMap((m) => m.corrections ?? []);
}

/** The modules a game uses, in registration order (worked out once per game's options). */
export function modulesOf(state: { readonly options: GameOptions }): readonly GameModule[] {
  let used = usedBy.get(state.options);
  if (!used) {
    // A bug, not a player's mistake: the page forgot to load the other levels' rules (all-levels.ts) first.
    // A first download covers Level 1 for three to five players; a two-player game needs the Puppets' module too.
    if (state.options.level > registry.upToLevel || (state.options.puppets === true && Number.isFinite(registry.upToLevel)))
      throw new Error(
        `A ${state.options.puppets === true ? 'two-player' : `Level ${state.options.level}`} game needs modules that are not installed (only Level ${registry.upToLevel}'s are): load src/machine/all-levels.ts (or index.ts) first.`,
      );
    usedBy.set(state.options, (used = registry.modules.filter((m) => m.enabled(state.options))));
  }
  return used;
}

export function familyOf(type: MoveType): MoveFamily | undefined {
  return registry.families.get(type);
}

export function families(): ReadonlyMap<MoveType, MoveFamily> {
  return registry.families;
}

/** Every installed module's turn powers (a game's own modules decide whether each is legal). */
export function turnPowers(): readonly MoveType[] {
  return registry.turnPowers;
}

/** Every installed module's own turn Actions. */
export function turnActions(): readonly MoveType[] {
  return registry.turnActions;
}

export function windowKind(kind: string): WindowKind | undefined {
  return registry.windows.get(kind);
}
