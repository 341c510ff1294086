/** A link that cannot be opened: what is wrong with it, and the way back to a game. */
import type { LinkError } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

export function LinkErrorPanel({ error, onNewGame }: { readonly error: LinkError; readonly onNewGame: () => void }) {
  return (
    <div class="bng-link-error bng-message bng-message--error" role="alert" data-link-error={error.code}>
      <h3>This link cannot be opened</h3>
      <p data-reason>{error.reason}</p>
      {error.illegal ? (
        <p>
          The engine says: {error.illegal.reason} <RuleLink rule={error.illegal.rule} />
        </p>
      ) : null}
      <p>
        <RuleLink rule="link.format" prefix="How share links work: " />
      </p>
      <div class="bng-row">
        <button type="button" class="bng-btn bng-btn--primary" onClick={onNewGame} data-action="new-game-instead">
          Start a new game instead
        </button>
      </div>
    </div>
  );
}
