/**
 * A link that cannot be opened: what is wrong with it, and the ways back to a game. When only a
 * later move of the link is not allowed, the game up to the last good move can be opened instead.
 */
import type { LinkError } from '../../machine/api.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

type Partial = NonNullable<LinkError['partial']>;

interface Props {
  readonly error: LinkError;
  readonly onNewGame: () => void;
  readonly onOpenPartial?: (partial: Partial) => void;
}

export function LinkErrorPanel({ error, onNewGame, onOpenPartial }: Props) {
  const partial = error.code === 'link.illegal-move' ? error.partial : undefined;
  const good = partial?.content.moves.length ?? 0;
  return (
    <div class="bng-link-error bng-message bng-message--error" role="alert" data-link-error={error.code}>
      <h3>This link cannot be opened</h3>
      <p data-reason>{error.reason}</p>
      {error.illegal ? (
        <p>
          {/* The link's reason usually quotes the engine already: say it once. */}
          {error.reason.includes(error.illegal.reason) ? null : <>The engine says: {error.illegal.reason} </>}
          <RuleLink rule={error.illegal.rule} />
        </p>
      ) : null}
      {partial ? (
        <p data-partial={good}>
          {good === 0
            ? 'The game it starts from is fine: you can open it before that move.'
            : `The ${good === 1 ? 'first move is' : `first ${good} moves are`} fine: you can open the game after ${good === 1 ? 'it' : 'them'}.`}
        </p>
      ) : null}
      <p>
        <RuleLink rule="link.format" prefix="How share links work: " />
      </p>
      <div class="bng-row">
        {partial && onOpenPartial ? (
          <button type="button" class="bng-btn bng-btn--primary" onClick={() => onOpenPartial(partial)} data-action="open-partial">
            {good === 0 ? 'Open the game before move 1' : `Open the game up to move ${good}`}
          </button>
        ) : null}
        <button type="button" class={`bng-btn${partial ? '' : ' bng-btn--primary'}`} onClick={onNewGame} data-action="new-game-instead">
          Start a new game instead
        </button>
      </div>
    </div>
  );
}
