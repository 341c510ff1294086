/**
 * The learner's decision: what the game waits for, the coach's suggestion with its reason ("Show me"
 * plays it), and every legal move grouped the way a player thinks of them, each group with its rule.
 * A Buy says its chances before it is made; a move the coach warns about asks once more before it is
 * played ("Play it anyway").
 */
import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import type { Advice, CoachOption } from '../../coach/types.ts';
import { type Move, sameMove } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

interface Props {
  readonly advice: Advice;
  readonly onPlay: (move: Move) => void;
  readonly headingRef: Ref<HTMLHeadingElement>;
}

/** Groups with this many options or fewer start open; longer ones (every Buy's combinations) start folded. */
const OPEN_UP_TO = 6;

export function AdvicePanel({ advice, onPlay, headingRef }: Props) {
  const [pending, setPending] = useState<CoachOption | null>(null);
  const { suggestion } = advice;
  const choose = (o: CoachOption) => (o.warning ? setPending(o) : onPlay(o.move));
  return (
    <section class="bng-coach-advice" aria-labelledby="bng-coach-now" data-coach="advice">
      <h3 id="bng-coach-now" tabIndex={-1} ref={headingRef}>
        Your move: {advice.now.words}
      </h3>
      <p class="bng-coach-rule">
        <RuleLink rule={advice.now.rule} />
      </p>
      {pending ? (
        <div class="bng-coach-warning" role="alertdialog" aria-labelledby="bng-coach-warn-title" aria-describedby="bng-coach-warn-text" data-coach="confirm">
          <p id="bng-coach-warn-title">
            <strong>Think twice: {pending.words}</strong>
          </p>
          <p id="bng-coach-warn-text">{pending.warning}</p>
          <div class="bng-row">
            <button type="button" class="bng-btn" onClick={() => onPlay(pending.move)} data-action="play-anyway">
              Play it anyway
            </button>
            <button type="button" class="bng-btn bng-btn--primary" onClick={() => setPending(null)} data-action="choose-again" autoFocus>
              Choose again
            </button>
          </div>
        </div>
      ) : null}
      <div class="bng-coach-suggestion" data-coach="suggestion">
        <p>
          <strong>The coach would: {suggestion.words}.</strong> {suggestion.reason} <RuleLink rule={suggestion.rule} />
        </p>
        <button type="button" class="bng-btn bng-btn--primary" onClick={() => onPlay(suggestion.move)} data-action="show-me">
          Show me: play it
        </button>
      </div>
      <h4 class="bng-coach-choices">Or choose yourself</h4>
      {advice.groups.map((g) => {
        const holdsSuggestion = g.options.some((o) => sameMove(o.move, suggestion.move));
        return (
          <details key={g.group} class="bng-coach-group" open={g.options.length <= OPEN_UP_TO || holdsSuggestion} data-group={g.group}>
            <summary>
              {g.group} <span class="bng-muted">({g.options.length})</span>
            </summary>
            {g.effect ? <p class="bng-coach-effect">{g.effect}</p> : null}
            <p class="bng-coach-rule">
              <RuleLink rule={g.rule} />
            </p>
            <ul class="bng-coach-options">
              {g.options.map((o, i) => (
                <li key={i} data-warned={o.warning ? 'true' : undefined}>
                  {o.effect ? <p class="bng-coach-effect">{o.effect}</p> : null}
                  <button type="button" class="bng-btn" onClick={() => choose(o)} data-option={o.move.type}>
                    {o.words}
                  </button>
                  {o.preview ? <p class="bng-coach-preview">{o.preview}</p> : null}
                  {o.warning ? <p class="bng-coach-warn">Warning: {o.warning}</p> : null}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </section>
  );
}
