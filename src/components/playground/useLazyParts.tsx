/**
 * The parts of the game screen that load on demand, none of them in the playground's first
 * download: the panels of the game's modules (the Panic!'s, at Level 2 on: see
 * modules/useModules.ts), the notice of an older rules edition (only for such a link), the ruling
 * panel (only for a verdict link), "Try any move" and the history's list (as soon as a game is
 * shown) and the on-table editor (the first time it is opened); whether the game screen is ready for use; and what stands in
 * for a part until it is in.
 *
 * Separate from the widget: the loading, the readiness it reports (`data-hydrated`) and the
 * stand-in message are the same concern for every part, and the parts outlive a change of game.
 */
import { useModuleParts } from '../modules/useModules.ts';
import { useLazy, type Lazy } from '../shared/useLazy.ts';
import type { Mode } from './usePlaygroundSession.ts';

export type LazyParts = ReturnType<typeof useLazyParts>;

/** `editing`: whether the on-table editor is open. */
export function useLazyParts(mode: Mode, editing: boolean) {
  const session = mode.kind === 'game' ? mode.session : null;
  const verdict = mode.kind === 'game' ? mode.verdict : undefined;
  const panels = useModuleParts(session ? Object.keys(session.timeline.start.modules) : [], 'panel');
  const editionNotice = useLazy(() => import('./EditionNotice.tsx').then((m) => m.EditionNotice), mode.kind === 'game' && !!mode.edition);
  const ruling = useLazy(() => import('./VerdictPanel.tsx').then((m) => m.VerdictPanel), !!verdict);
  const builder = useLazy(() => import('./MovePanel.tsx').then((m) => m.MovePanel), !!session);
  const history = useLazy(() => import('./HistoryPanel.tsx').then((m) => m.HistoryPanel), !!session);
  const editor = useLazy(() => import('./PositionEditor.tsx').then((m) => m.PositionEditor), editing);
  const coming = (kind: Lazy<unknown>['kind']) => kind === 'idle' || kind === 'loading';
  // The modules' panels, "Try any move" and the ruling of a verdict link loaded (or failed).
  const ready = panels.status !== 'loading' && !(verdict && coming(ruling.kind)) && !coming(builder.kind) && !coming(history.kind);
  return { panels, editionNotice, ruling, builder, history, editor, ready };
}

interface UnloadedProps {
  readonly kind: Lazy<unknown>['kind'];
  readonly loading: string;
  readonly failed: string;
  /** Whether a failure is announced at once (an alert). */
  readonly alert?: boolean;
}

/** What stands in for a part that is not in: a short wait, or the advice to reload if it failed. */
export function Unloaded({ kind, loading, failed, alert = true }: UnloadedProps) {
  const bad = kind === 'failed';
  return (
    <p class={`bng-message${bad ? ' bng-message--error' : ''}`} role={alert && bad ? 'alert' : undefined}>
      {bad ? failed : loading}
    </p>
  );
}
