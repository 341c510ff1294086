/**
 * What the coach says after a move: who did what, and what it caused with the rule that made it so
 * (the engine's own events, described as the learner's seat may know them: another seat's hidden
 * card is never named). A computer's reason is not said: it decides from its own hand, which the
 * learner may not see.
 */
import { describeEvent, playerName, type RuleId, type Seat } from '../../machine/index.ts';
import type { Played } from './coachGame.ts';

export interface Narration {
  /** "You: Buy at Vanity with …" or "The War Profiteer: Draw a card". */
  readonly who: string;
  readonly words: string;
  /** What the move caused, each with its rule. */
  readonly caused: readonly { readonly words: string; readonly rule: RuleId }[];
  /** The whole of it in one or two sentences, for the live region. */
  readonly spoken: string;
}

const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function narrationOf(p: Played, learner: Seat, words: string): Narration {
  const who = p.seat === learner ? 'You' : capital(playerName(p.before, p.seat));
  const caused = p.events.map((e) => ({ words: describeEvent(p.after, e, learner), rule: e.rule }));
  const first = caused[0];
  const spoken = `${who}: ${sentence(words)}${first ? ` ${sentence(first.words)}` : ''}`;
  return { who, words, caused, spoken };
}
