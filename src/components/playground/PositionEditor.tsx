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
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { MARKETS, viewOf, type GameState, type CardId, type Level, type MarketId, type MarketView, type Slot, type TableView } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import type { Choice } from '../editor/types.ts';
import { ZoneControl } from '../editor/ZoneControl.tsx';
import { quickListHolds, zoneSpec } from '../editor/zones.ts';
import type { ZoneKey } from '../table/types.ts';
import { ModuleTable } from '../modules/ModuleTable.tsx';
import { useModuleParts } from '../modules/useModules.ts';
import { zoneAfter, zoneAfterAll } from '../editor/zoneOrder.ts';
import { browserStore, loadTableCards, savedOptions } from '../shared/tableCardsStore.ts';
import { draftOf, emptyDraft, setLevel, setSpaceProgram, unsetZones, type Draft } from '../../machine/draft/draft.ts';
import { randomSeed } from './session.ts';
import { setTroublemakers } from '../../machine/draft/troublemakers.ts';
import { DraftOptionsBar } from '../editor/DraftOptionsBar.tsx';
import { EditorHelp } from '../editor/EditorHelp.tsx';
import { EditorActions } from '../editor/EditorActions.tsx';
import { EditorDock } from '../editor/EditorDock.tsx';
import { useDraftEdits } from '../editor/useDraftEdits.ts';
import { useZoneFocus } from '../editor/useZoneFocus.ts';
// The editor's styles come with its code, as text: a stylesheet imported by a chunk loaded on
// demand would stop Astro linking the playground's own stylesheets in the page.
import editorCss from '../editor/editor.css?inline';

interface Props {
  /** The game shown in the playground: the editor starts from it, or from an empty table. */
  readonly state: GameState;
  readonly start: 'shown' | 'empty';
  /** Opened by a finger: a list it opens does not take the focus (the phone's keyboard would cover it). */
  readonly byTouch?: boolean;
  readonly onApply: (game: GameState) => void;
  readonly onClose: () => void;
}

/** Seats at a new empty table: four, the most common game. */
const EMPTY_TABLE_PLAYERS = 4;

/** The list an empty table opens with: the first seat's whole board. */
const FIRST_BOARD: ZoneKey = 'seat:0:board';

/** The first zone a Level adds, opened when that Level is chosen (the next thing to set). */
const FIRST_ZONE_OF_LEVEL: Partial<Record<Level, ZoneKey>> = { 2: 'crises', 3: 'seat:0:role', 4: 'policy' };

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

export function PositionEditor({ state, start, byTouch = false, onApply, onClose }: Props) {
  // Every module's zones, whatever the draft plays: a Level or a module switched on shows its zones at once.
  const modules = useModuleParts('all', 'zones');
  const zones = modules.list;
  // An empty table keeps the shown game's Level, Special Action cards and Space Program, and is
  // played with the table's cards saved in this browser ("Your table's cards"), as a new game is.
  const { draft, game, refusal, setRefusal, said, setSaid, attempt, fill, play } = useDraftEdits(
    () =>
      start === 'empty'
        ? setSpaceProgram(
            emptyDraft(EMPTY_TABLE_PLAYERS, state.options.level, state.options.specialActions, randomSeed(), savedOptions(loadTableCards(browserStore()))),
            state.modules.spaceProgram !== undefined,
          )
        : draftOf(state),
    start === 'empty' ? 'A new empty table is ready to edit.' : 'The table shown is ready to edit.',
    zones,
  );
  const [open, setOpen] = useState<{ readonly zone: ZoneKey; readonly focusField: boolean } | null>(null);
  const { root, roving, setRoving, focus, move } = useZoneFocus();
  // How the last toolbar button was pressed: a tap opens a list without the phone's keyboard.
  const pointer = useRef('');
  useEffect(addEditorStyles, []);
  // Once the editor shows: an empty table opens its first board's list (the first thing to set, then
  // "Next board" for each of the others); the table shown puts the focus on the editor's heading, so
  // a keyboard or screen reader starts in the editor.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (modules.status !== 'ready') return;
    if (start === 'empty') openNext(FIRST_BOARD, !byTouch, `A new empty table is ready to edit. Open: ${zoneSpec(draft, FIRST_BOARD, zones)?.name ?? ''}.`);
    else heading.current?.focus();
  }, [modules.status]);
  const view = useMemo(() => (game.ok ? withUnknownsHidden(viewOf(game.game, 'table'), draft) : null), [game]);

  /** Opens `zone`'s list next, the Tab stop with it, and says so. */
  const openNext = (zone: ZoneKey, focusField: boolean, words: string) => {
    setOpen({ zone, focusField });
    setRoving(zone);
    setSaid(words);
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
      focus(zone);
      return;
    }
    openNext(after, open?.focusField ?? true, `${choice.said} Next: ${afterSpec.name}.`);
  };
  const next = (zone: ZoneKey) => {
    // From a quick list, past the zones it sets: a whole board's "Next" is the next board.
    const after = root.current && zoneAfterAll(root.current, zone, (k) => quickListHolds(zone, k));
    const spec = after && zoneSpec(draft, after, zones);
    if (!after || !spec) return close(zone);
    openNext(after, open?.focusField ?? true, `Next: ${spec.name}.`);
  };
  const close = (zone: ZoneKey, restoreFocus = true) => {
    if (open?.zone !== zone) return;
    setOpen(null);
    // The focus went elsewhere (a click on another control): it stays there.
    if (!restoreFocus) return;
    if (zone.startsWith('crisis:') && !draft.guillotine.some((g) => `crisis:${g.card}` === zone)) return;
    focus(zone);
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

  /** Another Level; a higher one opens the first zone it adds. */
  const chooseLevel = (level: Level) => {
    // Below Level 4 the Troublemaker leaves the table with the module.
    const kept = attempt(setLevel(level < 4 ? setTroublemakers(draft, false) : draft, level), 'toolbar', `Level ${level}.`);
    const first = FIRST_ZONE_OF_LEVEL[level];
    if (!kept || level <= draft.level || !first) return;
    openNext(first, pointer.current !== 'touch', `Level ${level}. Next: ${zoneSpec(setLevel(draft, level), first, zones)?.name ?? ''}.`);
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
      onKeyDown={(e) => {
        // Ctrl+Enter (⌘+Enter) from anywhere in the editor: play from the position, as its button does.
        if (e.key !== 'Enter' || !(e.ctrlKey || e.metaKey)) return;
        e.preventDefault();
        play(onApply);
      }}
    >
      <h3 id="bng-editor-heading" ref={heading} tabIndex={-1}>
        Editing the table
      </h3>
      <EditorHelp />
      <EditorActions unset={unset} onFill={() => fill() && setOpen(null)} onPlay={() => play(onApply)} onCancel={onClose} />
      {/* After the action bar: Tab order runs Play, then the game's options, then the table, so the Level is a few Shift+Tabs from any board. */}
      <DraftOptionsBar draft={draft} attempt={attempt} onLevel={chooseLevel} />
      <p class="bng-sr" role="status" aria-live="polite" data-live="editor">
        {said}
      </p>
      {refusal?.at === 'toolbar' ? (
        <p class="bng-message bng-message--error" data-refusal={refusal.error.code}>
          <strong>Not possible:</strong> {refusal.error.reason} <RuleLink rule={refusal.error.rule} />
        </p>
      ) : null}
      {view ? <ModuleTable view={view} label="The table being edited" edit={edit} /> : null}
      <EditorDock level={draft.level} onLevel={chooseLevel} onPlay={() => play(onApply)} />
    </section>
  );
}
