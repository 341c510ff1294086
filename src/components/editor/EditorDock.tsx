/**
 * The table editor's dock on a phone: the Level and Play at the foot of the screen. Why: on a phone
 * the table being edited runs many screens long, and the toolbar with the Level and Play sits at its
 * top (measured: choosing Level 2 after the boards was 5,000 px of scrolling back up, Play 2,000).
 * The dock sticks to the bottom of the screen while the editor is in view; on wider screens it is
 * not shown, the toolbar being in reach (and Ctrl+Enter plays from anywhere in the editor).
 */
import { LEVELS, type Level } from '../../machine/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';

interface Props {
  readonly level: Level;
  readonly onLevel: (level: Level) => void;
  readonly onPlay: () => void;
}

export function EditorDock({ level, onLevel, onPlay }: Props) {
  return (
    <div class="bng-editor-dock" role="group" aria-label="Level and Play, at the foot of the screen" data-dock>
      <ChoiceGroup legend="Level">
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            class="bng-btn bng-btn--small"
            aria-pressed={level === l}
            tabIndex={level === l ? 0 : -1}
            data-dock-action={`editor-level-${l}`}
            onClick={() => onLevel(l as Level)}
          >
            {l}
          </button>
        ))}
      </ChoiceGroup>
      {/* One short word, so the dock is one row at 360 px (its name says the whole). */}
      <button type="button" class="bng-btn bng-btn--primary" data-dock-action="editor-apply" aria-label="Play from this position" onClick={onPlay}>
        Play ▸
      </button>
    </div>
  );
}
