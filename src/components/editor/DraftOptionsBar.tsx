/**
 * The table editor's game options (PositionEditor.tsx): the Level, the players, the Special Action
 * cards and the expansion modules, each change handed to `attempt` like any zone's. Why apart: these
 * are the draft's settings, not zones of the table, and make up the editor's first toolbar.
 */
import { LEVELS, MAX_PLAYERS, MIN_PLAYERS, type Level } from '../../machine/index.ts';
import { checkedOf } from '../form/fields.tsx';
import { ChoiceGroup, groupTabIndex } from './ChoiceGroup.tsx';
import { setPlayers, setSpaceProgram, setSpecialActions, type Draft } from '../../machine/draft/draft.ts';
import { setTroublemakers } from '../../machine/draft/troublemakers.ts';

/** The two-player game (with Puppets) in the Players choice. */
const TWO_PLAYERS = 2;

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
      <input type="checkbox" checked={on && level >= from} disabled={level < from} data-field={field} onChange={(e) => onToggle(checkedOf(e))} />
      <span>
        {name}
        {level < from ? (from === 3 ? ' (at Levels 3 and 4 only)' : ' (at Level 4 only)') : ''}
      </span>
    </label>
  );
}

interface Props {
  readonly draft: Draft;
  /** Keeps the changed draft if the engine accepts it (see useDraftEdits.ts). */
  readonly attempt: (next: Draft, edited: 'toolbar', message: string) => boolean;
  readonly onLevel: (level: Level) => void;
}

export function DraftOptionsBar({ draft, attempt, onLevel }: Props) {
  const counts = [TWO_PLAYERS, ...Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + (draft.troublemakers ? 2 : 1) }, (_, i) => MIN_PLAYERS + i)];
  const seated = (n: number) => (n === TWO_PLAYERS ? draft.puppets : !draft.puppets && draft.players.length === n);
  return (
    <div class="bng-editor-bar">
      <ChoiceGroup legend="Level">
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            class="bng-btn bng-btn--small"
            aria-pressed={draft.level === l}
            tabIndex={draft.level === l ? 0 : -1}
            data-action={`editor-level-${l}`}
            onClick={() => onLevel(l as Level)}
          >
            {l}
          </button>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend="Players">
        {/* Two players sit with their Puppets: four seats, the Puppets holding no cards. */}
        {/* With a Troublemaker, a sixth person may sit down (five Billionaires and the Troublemaker). */}
        {counts.map((n, i) => (
          <button
            key={n}
            type="button"
            class="bng-btn bng-btn--small"
            aria-pressed={seated(n)}
            tabIndex={groupTabIndex(seated(n), i === 0, counts.some(seated))}
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
      </ChoiceGroup>
      <label class="bng-check">
        <input
          type="checkbox"
          checked={draft.specialActions}
          data-field="editor-special"
          onChange={(e) => attempt(setSpecialActions(draft, checkedOf(e)), 'toolbar', 'Special Action cards changed.')}
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
  );
}
