/**
 * Worked examples: a position set up by hand and a script of moves, each with a caption in our own
 * words and the rule it illustrates. The same data drives the step-through widget on the rules
 * pages and the engine tests that prove each example plays out as the rulebook describes.
 */
import type { MoveInput as Move, PositionInput, RuleId } from '../machine/index.ts';

export interface ExampleStep {
  readonly move: Move;
  /** What happens and why, in one or two sentences (our own words, never the rulebook's). */
  readonly caption: string;
  /** The rule this step illustrates (its paragraph is linked from the widget's log). */
  readonly rule: RuleId;
}

export interface WorkedExample {
  /** Stable id, used in pages (`<WorkedExample example="…" />`) and test names. */
  readonly id: string;
  readonly title: string;
  /** What the reader sees before the first step. */
  readonly intro: string;
  readonly position: PositionInput;
  readonly steps: readonly ExampleStep[];
}
