/** What this level adds, ticked off as the game shows each one: the prepared opening makes them come early. */
import { RuleLink } from '../shared/RuleLink.tsx';
import { type CoachGame, firstsSeen } from './coachGame.ts';

export function FirstsList({ game }: { readonly game: CoachGame }) {
  const firsts = firstsSeen(game);
  if (firsts.length === 0) return null;
  const seen = firsts.filter((f) => f.seen).length;
  return (
    <details class="bng-coach-firsts" data-coach="firsts" data-seen={seen} open={seen < firsts.length}>
      <summary>
        New at this level: {seen} of {firsts.length} seen
      </summary>
      <ul>
        {firsts.map((f) => (
          <li key={f.words} data-seen={String(f.seen)}>
            <span aria-hidden="true">{f.seen ? '✓' : '○'}</span> {f.words}
            <span class="bng-sr">{f.seen ? ' (seen)' : ' (still to come)'}</span> <RuleLink rule={f.rule} prefix="" />
          </li>
        ))}
      </ul>
    </details>
  );
}
