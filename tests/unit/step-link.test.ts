/**
 * Links to a step of a worked example (src/components/example/stepLink.ts): the shipped form
 * (`#ex-<id>/<step>`) keeps opening as it did, the projector form (`…/p`) asks for projector mode,
 * and nothing else parses as a step link (rule anchors stay plain anchors).
 */
import { describe, expect, it } from 'vitest';
import { parseStepFragment, stepFor, stepFragment } from '../../src/components/example/stepLink.ts';

describe('step links of worked examples', () => {
  it('reads the links shipped before projector links existed, exactly as before', () => {
    expect(parseStepFragment('#ex-l2-panic-negotiated/7')).toEqual({ example: 'l2-panic-negotiated', step: 7, projector: false });
    expect(parseStepFragment('ex-l1-inflation/0')).toEqual({ example: 'l1-inflation', step: 0, projector: false });
  });

  it('reads a projector link and writes one', () => {
    expect(parseStepFragment('#ex-l4-round-end/3/p')).toEqual({ example: 'l4-round-end', step: 3, projector: true });
    expect(stepFragment('l4-round-end', 3, true)).toBe('#ex-l4-round-end/3/p');
    expect(stepFragment('l4-round-end', 3)).toBe('#ex-l4-round-end/3');
    expect(parseStepFragment(stepFragment('tm-hostages', 12, true))).toEqual({ example: 'tm-hostages', step: 12, projector: true });
  });

  it('leaves anything else alone: rule anchors, plain example anchors, damaged suffixes, leading zeros', () => {
    for (const hash of [
      '#panic.trade',
      '#ex-l1-inflation',
      '#ex-l1-inflation/03',
      '#ex-l1-inflation/3/q',
      '#ex-l1-inflation/3/p/',
      '#ex-l1-inflation/3/P',
      '#%E0%A4%A',
      '',
    ])
      expect(parseStepFragment(hash), hash).toBeNull();
  });

  it('answers only for its own example and a step it has', () => {
    expect(stepFor('#ex-l1-inflation/5/p', 'l1-inflation', 5)).toEqual({ example: 'l1-inflation', step: 5, projector: true });
    expect(stepFor('#ex-l1-inflation/6', 'l1-inflation', 5)).toBeNull();
    expect(stepFor('#ex-l1-inflation/2', 'l1-audit-full-market', 5)).toBeNull();
  });
});
