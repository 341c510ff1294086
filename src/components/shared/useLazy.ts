/**
 * A component loaded on demand: the import starts the first time `wanted` is true and the
 * component is kept from then on. The Panic! panel uses it: only a Level 2 game can need it, so a
 * Level 1 game never downloads it, and a Level 2 game fetches it as soon as it is shown, before any
 * Panic! can break out.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Lazy<P> = { readonly kind: 'idle' | 'loading' | 'failed' } | { readonly kind: 'ready'; readonly component: FunctionComponent<P> };

export function useLazy<P>(load: () => Promise<FunctionComponent<P>>, wanted: boolean): Lazy<P> {
  const [state, setState] = useState<Lazy<P>>({ kind: 'idle' });
  useEffect(() => {
    if (!wanted || state.kind !== 'idle') return;
    setState({ kind: 'loading' });
    load().then(
      (component) => setState({ kind: 'ready', component }),
      () => setState({ kind: 'failed' }),
    );
  }, [wanted, state.kind]);
  return state;
}
