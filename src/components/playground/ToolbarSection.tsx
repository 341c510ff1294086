/**
 * The playground's toolbar: the viewpoint, the projector controls, the table editor's two ways in
 * and the share link.
 *
 * Separate from the widget: a row of controls that only hand their choice back.
 */
import type { BillionaireId, Viewer } from '../../machine/api.ts';
import { seatLabel } from '../shared/format.ts';
import { useRef } from 'preact/hooks';
import { ShareLink } from './ShareLink.tsx';
import type { Projector } from './useProjector.ts';

interface Props {
  readonly viewer: Viewer;
  /** The billionaires' names, in seat order. */
  readonly names: readonly (BillionaireId | null)[];
  readonly onViewer: (v: Viewer) => void;
  readonly projector: Projector;
  /** Opens the table editor on the table shown or on an empty one; `byTouch` when pressed by a finger (no phone keyboard then). */
  readonly onEdit: (start: 'shown' | 'empty', byTouch: boolean) => void;
  /** The link of what is shown (null while the link code loads), whether it holds every move, and whether the link code failed to load. */
  readonly fragment: string | null;
  readonly faithful: boolean;
  readonly linksFailed: boolean;
}

export function ToolbarSection({ viewer, names, onViewer, projector, onEdit, fragment, faithful, linksFailed }: Props) {
  // Whether "New empty table" was pressed by a finger: the board's list it opens then leaves the phone's keyboard closed.
  const touch = useRef(false);
  return (
    <div class="bng-toolbar">
      <label class="bng-field">
        <span>Viewpoint</span>
        <select
          value={String(viewer)}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            onViewer(v === 'table' ? 'table' : Number(v));
          }}
          data-field="viewer"
        >
          <option value="table">Table view: every card face-up</option>
          {names.map((_, i) => (
            <option key={i} value={i}>
              {seatLabel(names, i)}: only what they see
            </option>
          ))}
        </select>
      </label>
      <button type="button" class="bng-btn bng-projector" aria-pressed={projector.large} onClick={projector.toggleLarge}>
        Projector size
      </button>
      <button type="button" class="bng-btn bng-projector" data-action="projector" aria-pressed={projector.projecting} aria-keyshortcuts="F" onClick={projector.project}>
        Projector mode
      </button>
      <button type="button" class="bng-btn" data-action="edit-table" onClick={() => onEdit('shown', false)}>
        Edit this table
      </button>
      <button
        type="button"
        class="bng-btn"
        data-action="empty-table"
        onPointerDown={(e) => (touch.current = e.pointerType === 'touch')}
        onClick={() => {
          onEdit('empty', touch.current);
          touch.current = false;
        }}
      >
        New empty table
      </button>
      <ShareLink fragment={fragment} faithful={faithful} unavailable={linksFailed} />
    </div>
  );
}
