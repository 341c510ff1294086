/**
 * What the coach says after a move: who did what, and (aloud) the first thing it caused; the page
 * lists everything it caused with the rule that made it so (EventList). Events are described as the
 * learner's seat may know them: another seat's hidden card is never named. A computer's reason is not said: it decides from its own hand, which the
 * learner may not see.
 */
import { describeEvent, playerName, type Seat } from '../../machine/index.ts';
import { capitalised } from '../shared/format.ts';
import type { Played } from './coachGame.ts';

export interface Narration {
  /** "You: Buy at Vanity with …" or "The War Profiteer: Draw a card". */
  readonly who: string;
  readonly words: string;
  /** The whole of it in one or two sentences, for the live region. */
  readonly spoken: string;
}

const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

export function narrationOf(p: Played, learner: Seat, words: string): Narration {
  const who = p.seat === learner ? 'You' : capitalised(playerName(p.before, p.seat));
  const first = p.events[0];
  const spoken = `${who}: ${sentence(words)}${first ? ` ${sentence(describeEvent(p.after, first, learner))}` : ''}`;
  return { who, words, spoken };
}
