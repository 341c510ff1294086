/**
 * Dispute mode: set up any position on the table itself. In edit mode every zone of the table is a
 * button; it opens a short list of what can go there. Each change is handed to the engine at once:
 * a possible one shows on the table, an impossible one is refused at the zone with the engine's
 * reason and rule, and the table stays as it was. "Fill the rest at random" lets the engine deal
 * every zone left unset; "Play from this position" does the same if need be, and starts the game.
 * Few presses: a list with one choice moves on to the next zone once chosen, a list of several has
 * "Next zone", a higher Level opens the first zone it adds, and the zones are one Tab stop (arrows
 * move between them). Loaded on demand: the playground's first download does not carry it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  LEVELS,
  MARKETS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  viewOf,
  type GameState,
  type IllegalMove,
  type CardId,
  type Level,
  type MarketId,
  type MarketView,
  type Slot,
  type TableView,
} from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import type { Choice } from '../editor/choices.ts';
import { ZoneControl } from '../editor/ZoneControl.tsx';
import { zoneOfField, zoneSpec } from '../editor/zones.ts';
import type { ZoneKey } from '../table/types.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { useModuleParts } from '../modules/useModules.ts';
import { zoneAfter, zoneButtons } from '../editor/zoneOrder.ts';
import { draftOf, emptyDraft, fillAtRandom, setLevel, setPlayers, setSpaceProgram, setSpecialActions, shownGame, unsetZones, type Draft } from '../editor/draft.ts';
import { randomSeed } from './session.ts';
import { setTroublemakers } from '../editor/troublemakerDraft.ts';
// The editor's styles come with its code, as text: a stylesheet imported by a chunk loaded on
// demand would stop Astro linking the playground's own stylesheets in the page.
import editorCss from '../editor/editor.css?inline';

interface Props {
  /** The game shown in the playground: the editor starts from it, or from an empty table. */
  readonly state: GameState;
  readonly start: 'shown' | 'empty';
  readonly onApply: (game: GameState) => void;
  readonly onClose: () => void;
}

/** The two-player game (with Puppets) in the Players choice. */
const TWO_PLAYERS = 2;

/** Seats at a new empty table: four, the most common game. */
const EMPTY_TABLE_PLAYERS = 4;

/** The first zone a Level adds, opened when that Level is chosen (the next thing to set). */
const FIRST_ZONE_OF_LEVEL: Partial<Record<Level, ZoneKey>> = { 2: 'guillotine', 3: 'seat:0:role', 4: 'policy' };

/**
 * The table view with the draft's unknown cards shown as backs: the engine has dealt them (a game
 * needs every card somewhere), but which card it is stays open until the game starts.
 */
function withUnknownsHidden(view: TableView, d: Draft): TableView {
  const hide = (shown: readonly (CardId | null)[], slots: readonly Slot[] | undefined) => shown.map((c, i) => (slots?.[i] === null ? null : c));
  const markets: Record<MarketId, MarketView> = { ...view.markets };
  for (const m of MARKETS) markets[m] = { ...view.markets[m], faceDown: hide(view.markets[m].faceDown, d.markets[m].faceDown) };
  return { ...view, markets, players: view.players.map((p, i) => ({ ...p, hand: hide(p.hand, d.players[i]?.hand) })) };
}

const STYLE_ID = 'bng-editor-styles';

/** Adds the editor's stylesheet to the page, once. */
function addEditorStyles() {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = editorCss;
  document.head.append(style);
}

type Refusal = { readonly at: ZoneKey | 'toolbar'; readonly edited: ZoneKey | 'toolbar'; readonly error: IllegalMove };

/** An expansion module's checkbox: off and greyed below the level it starts at, said so beside its name. */
function ExpansionToggle(props: {
  readonly name: string;
  readonly field: string;
  readonly from: 3 | 4;
  readonly level: Level;
  readonly on: boolean;
  readonly onToggle: (on: boolean) => void;
}) {
  const { name, field, from, level, on, onToggle } = props;
  return (
    <label class="bng-check">
      <input
        type="checkbox"
        checked={on && level >= from}
        disabled={level < from}
        data-field={field}
        onChange={(e) => onToggle((e.currentTarget as HTMLInputElement).checked)}
      />
      <span>
        {name}
        {level < from ? (from === 3 ? ' (at Levels 3 and 4 only)' : ' (at Level 4 only)') : ''}
      </span>
    </label>
  );
}

export function PositionEditor({ state, start, onApply, onClose }: Props) {
  // An empty table keeps the shown game's Level, Special Action cards and Space Program.
  const [draft, setDraft] = useState<Draft>(() =>
    start === 'empty'
      ? setSpaceProgram(emptyDraft(EMPTY_TABLE_PLAYERS, state.options.level, state.options.specialActions, randomSeed()), state.modules.spaceProgram !== undefined)
      : draftOf(state),
  );
  const [open, setOpen] = useState<{ readonly zone: ZoneKey; readonly focusField: boolean } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [said, setSaid] = useState(start === 'empty' ? 'A new empty table is ready to edit.' : 'The table shown is ready to edit.');
  const [focusZone, setFocusZone] = useState<ZoneKey | null>(null);
  // The zone button Tab stops at (the last one focused); the others are reached with the arrows.
  const [roving, setRoving] = useState<ZoneKey | null>(null);
  // Every module's zones, whatever the draft plays: a Level or a module switched on shows its zones at once.
  const modules = useModuleParts('all', 'zones');
  const zones = modules.list;
  const root = useRef<HTMLElement>(null);
  // How the last toolbar button was pressed: a tap opens a list without the phone's keyboard.
  const pointer = useRef('');
  useEffect(addEditorStyles, []);
  // Every draft kept is possible (changes are judged first), so the table always has a game to show.
  const game = useMemo(() => shownGame(draft), [draft]);
  const view = useMemo(() => (game.ok ? withUnknownsHidden(viewOf(game.game, 'table'), draft) : null), [game]);

  // With the render, as the list's field is focused (see ZonePicker): the next key finds the focus where it belongs.
  useLayoutEffect(() => {
    if (focusZone === null) return;
    document.querySelector<HTMLElement>(`[data-zone-button="${focusZone}"]`)?.focus();
    setFocusZone(null);
  }, [focusZone]);
  // The zone Tab stops at may have gone (a Crisis taken off): the first zone takes its place.
  useLayoutEffect(() => {
    const buttons = root.current ? zoneButtons(root.current) : [];
    if (buttons.length > 0 && !buttons.some((b) => b.tabIndex === 0)) setRoving(buttons[0]!.dataset.zoneButton as ZoneKey);
  });

  /** Keeps `next` if the engine accepts it; otherwise shows the refusal where it points. */
  const attempt = (next: Draft, edited: ZoneKey | 'toolbar', message: string): boolean => {
    const made = shownGame(next);
    if (!made.ok) {
      setRefusal({ at: edited === 'toolbar' ? 'toolbar' : zoneOfField(made.error.field, edited, zones), edited, error: made.error });
      setSaid(`Not possible: ${made.error.reason}`);
      return false;
    }
    setDraft(next);
    setRefusal(null);
    setSaid(message);
    return true;
  };

  const pick = (zone: ZoneKey, choice: Choice) => {
    const spec = zoneSpec(draft, zone, zones);
    const changed = choice.apply(draft);
    if (!attempt(changed, zone, choice.said) || !spec || spec.multi) return; // a zone with more slots stays open for the next one
    // A single choice moves on to the next zone in reading order (a change never moves the zones after this one).
    const after = root.current && zoneAfter(root.current, zone, 1);
    const afterSpec = after && zoneSpec(changed, after, zones);
    if (!after || !afterSpec) {
      setOpen(null);
      setFocusZone(zone);
      return;
    }
    setOpen({ zone: after, focusField: open?.focusField ?? true });
    setRoving(after);
    setSaid(`${choice.said} Next: ${afterSpec.name}.`);
  };
  const next = (zone: ZoneKey) => {
    const after = root.current && zoneAfter(root.current, zone, 1);
    const spec = after && zoneSpec(draft, after, zones);
    if (!after || !spec) return close(zone);
    setOpen({ zone: after, focusField: open?.focusField ?? true });
    setRoving(after);
    setSaid(`Next: ${spec.name}.`);
  };
  const move = (zone: ZoneKey, by: number | 'first' | 'last') => {
    const buttons = root.current ? zoneButtons(root.current) : [];
    const target = by === 'first' ? buttons[0] : by === 'last' ? buttons[buttons.length - 1] : buttons[buttons.findIndex((b) => b.dataset.zoneButton === zone) + by];
    target?.focus();
  };
  const close = (zone: ZoneKey, restoreFocus = true) => {
    if (open?.zone !== zone) return;
    setOpen(null);
    // The focus went elsewhere (a click on another control): it stays there.
    if (!restoreFocus) return;
    if (zone.startsWith('crisis:') && !draft.guillotine.some((g) => `crisis:${g.card}` === zone)) return;
    setFocusZone(zone);
  };
  const toggle = (zone: ZoneKey, byTouch: boolean) => {
    setOpen(open?.zone === zone ? null : { zone, focusField: !byTouch });
    if (refusal && refusal.at !== zone && refusal.edited !== zone) setRefusal(null);
  };

  const edit = (zone: ZoneKey) => {
    const spec = zoneSpec(draft, zone, zones);
    if (!spec) return null;
    const refused = refusal && (refusal.at === zone || (refusal.edited === zone && open?.zone === zone)) ? refusal.error : null;
    return (
      <ZoneControl
        key={zone}
        zone={zone}
        spec={spec}
        open={open?.zone === zone}
        focusField={open?.focusField ?? true}
        refusal={refused}
        tabbable={zone === roving}
        onToggle={toggle}
        onPick={pick}
        onClose={close}
        onNext={next}
        onFocusZone={setRoving}
        onMove={move}
      />
    );
  };

  const fill = () => {
    const filled = fillAtRandom(draft);
    if (!filled.ok) {
      setRefusal({ at: 'toolbar', edited: 'toolbar', error: filled.error });
      setSaid(`Not possible: ${filled.error.reason}`);
      return;
    }
    setDraft(filled.draft);
    setRefusal(null);
    setOpen(null);
    setSaid('Every zone that was not set has been dealt at random.');
  };
  /** Plays from the table shown; zones still not set are dealt at random first, as "Fill the rest" would. */
  const apply = () => {
    if (unsetZones(draft) === 0) {
      if (game.ok) onApply(game.game);
      return;
    }
    const filled = fillAtRandom(draft);
    const made = filled.ok ? shownGame(filled.draft) : filled;
    if (made.ok) onApply(made.game);
    else {
      setRefusal({ at: 'toolbar', edited: 'toolbar', error: made.error });
      setSaid(`Not possible: ${made.error.reason}`);
    }
  };
  /** Another Level; a higher one opens the first zone it adds. */
  const chooseLevel = (level: Level) => {
    // Below Level 4 the Troublemaker leaves the table with the module.
    const kept = attempt(setLevel(level < 4 ? setTroublemakers(draft, false) : draft, level), 'toolbar', `Level ${level}.`);
    const first = FIRST_ZONE_OF_LEVEL[level];
    if (!kept || level <= draft.level || !first) return;
    setOpen({ zone: first, focusField: pointer.current !== 'touch' });
    setRoving(first);
    setSaid(`Level ${level}. Next: ${zoneSpec(setLevel(draft, level), first, zones)?.name ?? ''}.`);
  };
  const unset = unsetZones(draft);

  // Until every module's zones are in, the playground's own words stand (see PlaygroundWidget).
  if (modules.status !== 'ready')
    return (
      <p class={`bng-message${modules.status === 'failed' ? ' bng-message--error' : ''}`} role={modules.status === 'failed' ? 'alert' : undefined}>
        {modules.status === 'failed' ? 'The table editor could not be loaded. Check the connection and reload the page.' : 'Loading the table editor…'}
      </p>
    );
  return (
    <section
      ref={root}
      class="bng-editor"
      data-editor="table"
      aria-labelledby="bng-editor-heading"
      onPointerDownCapture={(e) => (pointer.current = (e as PointerEvent).pointerType)}
    >
      <h3 id="bng-editor-heading">Editing the table</h3>
      <p class="bng-muted">
        Press any zone marked ✎ to choose what lies there; type to filter the list. The arrow keys move between zones. A change the rules do not allow is refused at its
        zone. Zones not set stay empty until you fill the rest at random or play.
      </p>
      <div class="bng-editor-bar">
        <fieldset class="bng-editor-choice">
          <legend>Level</legend>
          {LEVELS.map((l) => (
            <button
              key={l}
              type="button"
              class="bng-btn bng-btn--small"
              aria-pressed={draft.level === l}
              data-action={`editor-level-${l}`}
              onClick={() => chooseLevel(l as Level)}
            >
              {l}
            </button>
          ))}
        </fieldset>
        <fieldset class="bng-editor-choice">
          <legend>Players</legend>
          {/* Two players sit with their Puppets: four seats, the Puppets holding no cards. */}
          {/* With a Troublemaker, a sixth person may sit down (five Billionaires and the Troublemaker). */}
          {[TWO_PLAYERS, ...Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + (draft.troublemakers ? 2 : 1) }, (_, i) => MIN_PLAYERS + i)].map((n) => (
            <button
              key={n}
              type="button"
              class="bng-btn bng-btn--small"
              aria-pressed={n === TWO_PLAYERS ? draft.puppets : !draft.puppets && draft.players.length === n}
              data-action={`editor-players-${n}`}
              onClick={() =>
                attempt(
                  setPlayers(draft, n),
                  'toolbar',
                  n === TWO_PLAYERS ? '2 players with their Puppets: seats 2 and 4 are the Puppets of seats 1 and 3.' : `${n} players.`,
                )
              }
            >
              {n === TWO_PLAYERS ? '2 (with Puppets)' : n}
            </button>
          ))}
        </fieldset>
        <label class="bng-check">
          <input
            type="checkbox"
            checked={draft.specialActions}
            data-field="editor-special"
            onChange={(e) => attempt(setSpecialActions(draft, (e.currentTarget as HTMLInputElement).checked), 'toolbar', 'Special Action cards changed.')}
          />
          <span>Special Action cards</span>
        </label>
        <ExpansionToggle
          name="Space Program"
          field="editor-space"
          from={3}
          level={draft.level}
          on={draft.space}
          onToggle={(on) =>
            attempt(
              setSpaceProgram(draft, on),
              'toolbar',
              on ? 'The Space Program is on: its envelope is beside the Guillotine, the Space Cowboy among the Roles.' : 'The Space Program is off.',
            )
          }
        />
        <ExpansionToggle
          name="Troublemakers"
          field="editor-troublemakers"
          from={4}
          level={draft.level}
          on={draft.troublemakers !== null}
          onToggle={(on) =>
            attempt(
              setTroublemakers(draft, on),
              'toolbar',
              on
                ? `The Troublemakers are on: seat ${draft.players.length + 1} is the Troublemaker, who plays no Billionaire; their Alignment, Declaration and Fixed Crises are set on the table below the Guillotine.`
                : 'The Troublemakers are off: the Troublemaker has left the table.',
            )
          }
        />
      </div>
      <div class="bng-editor-bar">
        <button type="button" class="bng-btn" data-action="editor-fill" onClick={fill}>
          Fill the rest at random
        </button>
        <button type="button" class="bng-btn bng-btn--primary" data-action="editor-apply" onClick={apply}>
          Play from this position
        </button>
        <button type="button" class="bng-btn" data-action="editor-cancel" onClick={onClose}>
          Cancel
        </button>
        <span class="bng-muted" data-unset={unset}>
          {unset === 0 ? 'Every zone is set.' : `${unset} ${unset === 1 ? 'zone is' : 'zones are'} not set (dealt at random when you fill the rest or play).`}
        </span>
      </div>
      <p class="bng-sr" role="status" aria-live="polite" data-live="editor">
        {said}
      </p>
      {refusal?.at === 'toolbar' ? (
        <p class="bng-message bng-message--error" data-refusal={refusal.error.code}>
          <strong>Not possible:</strong> {refusal.error.reason} <RuleLink rule={refusal.error.rule} />
        </p>
      ) : null}
      {view ? <ModuleTable view={view} label="The table being edited" edit={edit} /> : null}
    </section>
  );
}
