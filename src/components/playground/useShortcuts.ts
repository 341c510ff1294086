/**
 * Playground keyboard shortcuts: ← → step through the history, Home / End jump to its ends,
 * u or Ctrl+Z undo, r or Ctrl+Shift+Z / Ctrl+Y redo. They never fire while typing in a field or
 * choosing in a list, nor when the focus is in another widget or outside the playground.
 */
import { useEffect, useRef, type MutableRef } from 'preact/hooks';
import { isTypingTarget } from '../shared/keys.ts';

export interface ShortcutActions {
  readonly back: () => void;
  readonly forward: () => void;
  readonly first: () => void;
  readonly last: () => void;
}

export function useShortcuts(root: MutableRef<HTMLElement | null>, actions: ShortcutActions): void {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || isTypingTarget(e.target)) return;
      const target = e.target as Node | null;
      const inside = !!root.current && !!target && root.current.contains(target);
      if (!inside && target !== document.body && target !== document.documentElement) return;
      if (document.querySelector('dialog[open]')) return; // Starlight's search dialog
      const ctrl = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      let act: (() => void) | undefined;
      if (ctrl && key === 'z') act = e.shiftKey ? ref.current.forward : ref.current.back;
      else if (ctrl && key === 'y') act = ref.current.forward;
      else if (ctrl || e.shiftKey) return;
      else if (key === 'u' || e.key === 'ArrowLeft') act = ref.current.back;
      else if (key === 'r' || e.key === 'ArrowRight') act = ref.current.forward;
      else if (e.key === 'Home' && inside) act = ref.current.first;
      else if (e.key === 'End' && inside) act = ref.current.last;
      if (!act) return;
      e.preventDefault();
      act();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
