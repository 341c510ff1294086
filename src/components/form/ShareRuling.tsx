/** "Share this ruling": a link that reopens a move tried at a step and what the rules say of it, and a button to copy it. */
import { useState } from 'preact/hooks';

export function ShareRuling({ fragment }: { readonly fragment: string }) {
  const [status, setStatus] = useState('');
  const url = `${typeof location === 'undefined' ? '' : location.origin}/playground/#${fragment}`;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setStatus('Link to this ruling copied.'),
      () => setStatus('Copying is not allowed here: copy the link by hand.'),
    );
  return (
    <p class="bng-ruling-share" data-ruling>
      <a href={url} data-ruling-link>
        Share this ruling
      </a>{' '}
      <button type="button" class="bng-btn bng-btn--small" onClick={copy} data-action="copy-ruling">
        Copy the ruling's link
      </button>{' '}
      <span role="status" data-feedback="copy-ruling">
        {status}
      </span>
    </p>
  );
}
