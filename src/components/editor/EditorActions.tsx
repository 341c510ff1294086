/**
 * The table editor's actions: fill the zones left unset, play from the position (also Ctrl+Enter,
 * handled by the editor), or leave; and how many zones are still unset.
 */
interface Props {
  /** How many zones are not set (dealt at random when the rest is filled or play starts). */
  readonly unset: number;
  readonly onFill: () => void;
  readonly onPlay: () => void;
  readonly onCancel: () => void;
}

export function EditorActions({ unset, onFill, onPlay, onCancel }: Props) {
  return (
    <div class="bng-editor-bar">
      <button type="button" class="bng-btn" data-action="editor-fill" onClick={onFill}>
        Fill the rest at random
      </button>
      <button type="button" class="bng-btn bng-btn--primary" data-action="editor-apply" aria-keyshortcuts="Control+Enter Meta+Enter" onClick={onPlay}>
        Play from this position
      </button>
      <button type="button" class="bng-btn" data-action="editor-cancel" onClick={onCancel}>
        Cancel
      </button>
      <span class="bng-muted" data-unset={unset}>
        {unset === 0 ? 'Every zone is set.' : `${unset} ${unset === 1 ? 'zone is' : 'zones are'} not set (dealt at random when you fill the rest or play).`}
      </span>
    </div>
  );
}
