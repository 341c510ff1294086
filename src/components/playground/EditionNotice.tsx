/**
 * What the playground says when a link was written under an older rules edition: that today's
 * rules play it the same, or where they part from it, which correction is why (with its rule),
 * and a way to see the game exactly as it was written. Loaded on demand: only an old link needs it.
 */
import type { EditionReport } from '../../machine/index.ts';
import { RuleLink } from '../shared/RuleLink.tsx';

interface Props {
  readonly report: EditionReport;
  /** Shows the game exactly as the link has it, under its own edition's rules. */
  readonly onAsWritten: () => void;
}

export function EditionNotice({ report, onAsWritten }: Props) {
  const { written, shown, stop } = report;
  if (!stop)
    return (
      <p class="bng-message" data-edition="same">
        This link was written under rules edition {written}; today’s rules (edition {shown}) play it exactly the same.
      </p>
    );
  return (
    <section class="bng-panel bng-edition" aria-labelledby="bng-edition-heading" data-edition="stopped">
      <h3 id="bng-edition-heading">Written under older rules</h3>
      <p>
        This link was written under rules edition {written}. Today’s rules (edition {shown}) play its first {report.moves} moves the same, but not move {stop.move + 1},
        so the game is shown up to just before it. What changed:
      </p>
      <ul>
        {stop.corrections.map((c) => (
          <li key={c.id} data-correction={c.id}>
            {c.summary}. <RuleLink rule={c.rule} />
          </li>
        ))}
      </ul>
      <button type="button" class="bng-button" onClick={onAsWritten}>
        Show the game as written (edition {written} rules)
      </button>
    </section>
  );
}
