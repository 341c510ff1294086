/**
 * A folding panel whose contents load the first time it is opened. The dispute tools and the
 * new-game form are not needed to play, so they stay out of the playground's first download.
 */
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

interface Props<P> {
  readonly summary: ComponentChildren;
  readonly name: string;
  readonly load: () => Promise<FunctionComponent<P>>;
  readonly props: P;
}

export function OnDemand<P extends object>({ summary, name, load, props }: Props<P>) {
  const [open, setOpen] = useState(false);
  const [Loaded, setLoaded] = useState<FunctionComponent<P> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open || Loaded || failed) return;
    let live = true;
    load().then(
      (c) => live && setLoaded(() => c),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open]);
  return (
    <details class="bng-panel" data-panel={name} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{summary}</summary>
      {Loaded ? (
        <Loaded {...props} />
      ) : failed ? (
        <p class="bng-message bng-message--error" role="alert">
          This part of the playground could not be loaded. Check the connection and reload the page.
        </p>
      ) : open ? (
        <p class="bng-muted">Loading…</p>
      ) : null}
    </details>
  );
}
