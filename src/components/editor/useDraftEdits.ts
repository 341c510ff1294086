/**
 * The table editor's working position (PositionEditor.tsx): the draft, the engine's refusal of the
 * last change (where it points) and the words said aloud. Every change goes through `attempt`, so a
 * draft kept is always one the engine accepts; "Fill the rest" and "Play" deal the zones left unset.
 * Why apart from the zones' focus and the markup: it is the one place a change is judged and kept.
 */
import { useMemo, useState } from 'preact/hooks';
import type { GameState, IllegalMove } from '../../machine/index.ts';
import type { ZoneKey } from '../table/types.ts';
import { fillAtRandom, shownGame, unsetZones, type Draft } from '../../machine/draft/draft.ts';
import { panicFollowsRebels } from '../../machine/draft/panic-stage.ts';
import type { ZoneParts } from './types.ts';
import { zoneOfField } from './zones.ts';

/** The engine's refusal: the zone (or the toolbar) it points at, and the one just edited. */
export type Refusal = { readonly at: ZoneKey | 'toolbar'; readonly edited: ZoneKey | 'toolbar'; readonly error: IllegalMove };

export function useDraftEdits(initial: () => Draft, firstWords: string, zones: readonly ZoneParts[]) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [said, setSaid] = useState(firstWords);
  // Every draft kept is possible (changes are judged first), so the table always has a game to show.
  const game = useMemo(() => shownGame(draft), [draft]);

  const refuse = (error: IllegalMove, edited: ZoneKey | 'toolbar' = 'toolbar') => {
    setRefusal({ at: edited === 'toolbar' ? 'toolbar' : zoneOfField(error.field, edited, zones), edited, error });
    setSaid(`Not possible: ${error.reason}`);
  };
  /**
   * Keeps `next` if the engine accepts it; otherwise shows the refusal where it points. A change that
   * brings the seventh Rebel marks the Panic! as over on the way (panic-stage.ts), and says so.
   */
  const attempt = (next: Draft, edited: ZoneKey | 'toolbar', message: string): boolean => {
    const settled = panicFollowsRebels(draft, next);
    const made = shownGame(settled.draft);
    if (!made.ok) {
      refuse(made.error, edited);
      return false;
    }
    setDraft(settled.draft);
    setRefusal(null);
    setSaid(settled.note ? `${message} ${settled.note}` : message);
    return true;
  };
  /** Deals every zone not set; false when the engine refuses. */
  const fill = (): boolean => {
    const filled = fillAtRandom(draft);
    if (!filled.ok) {
      refuse(filled.error);
      return false;
    }
    setDraft(filled.draft);
    setRefusal(null);
    setSaid('Every zone that was not set has been dealt at random.');
    return true;
  };
  /** Plays from the table shown; zones still not set are dealt at random first, as "Fill the rest" would. */
  const play = (onApply: (game: GameState) => void) => {
    if (unsetZones(draft) === 0) {
      if (game.ok) onApply(game.game);
      return;
    }
    const filled = fillAtRandom(draft);
    const made = filled.ok ? shownGame(filled.draft) : filled;
    if (made.ok) onApply(made.game);
    else refuse(made.error);
  };

  return { draft, game, refusal, setRefusal, said, setSaid, attempt, fill, play };
}
