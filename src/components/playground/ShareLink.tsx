/** Copy a link that reopens exactly this state, step and viewpoint; the link is also shown to copy by hand. */
import { useState } from 'preact/hooks';

/** The link in full: at the browser's own address, or the site's public one while the server draws the first game's. */
function playgroundUrl(fragment: string): string {
  const origin = typeof location === 'undefined' ? import.meta.env.SITE : location.origin;
  return origin ? new URL(`/playground/#${fragment}`, origin).href : `/playground/#${fragment}`;
}

/**
 * `fragment` is null while the link code is still loading (just after the playground first shows),
 * or for good when it could not be loaded (`unavailable`).
 */
export function ShareLink({
  fragment,
  faithful = true,
  unavailable = false,
}: {
  readonly fragment: string | null;
  readonly faithful?: boolean;
  readonly unavailable?: boolean;
}) {
  const [status, setStatus] = useState('');
  const url = fragment === null ? '' : playgroundUrl(fragment);
  const copy = async () => {
    if (fragment === null) return;
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Link copied to the clipboard.');
    } catch {
      setStatus('Copying is not allowed here: select the link in the box and copy it by hand.');
    }
  };
  return (
    <div class="bng-share">
      <label class="bng-field" for="bng-share-link">
        <span>Link to this exact state</span>
      </label>
      <div class="bng-share-row">
        <input
          id="bng-share-link"
          type="text"
          readOnly
          value={fragment === null ? (unavailable ? 'The link could not be made: reload the page.' : 'Making the link…') : url}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          data-field="share-link"
        />
        <button type="button" class="bng-btn bng-btn--primary" onClick={copy} disabled={fragment === null} data-action="copy-link">
          Copy link
        </button>
      </div>
      <p class="bng-share-status" role="status" aria-live="polite" data-feedback="copy">
        {status}
      </p>
      {faithful ? null : (
        <p class="bng-message bng-message--error" data-link-warning>
          This link cannot record every move of this game yet (a Panic! trade of several Assets, or a gift), so it would reopen a different game.
        </p>
      )}
    </div>
  );
}
