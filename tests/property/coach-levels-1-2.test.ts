/**
 * The coach at Levels 1 and 2: 200 coached games each, the learner following every suggestion,
 * the advice checked at every one of the learner's decisions (tests/helpers/coach-games.ts). Two
 * files of two Levels each, so that the property lane runs them side by side.
 */
import { describe } from 'vitest';
import { coachedGamesTest, TABLES } from '../helpers/coach-games.ts';

/** Coached games per Level (issue 26's measure). */
const GAMES = 200;

describe('the coach at Levels 1 and 2', () => {
  for (const { name, options } of TABLES.filter((t) => t.name === 'Level 1' || t.name === 'Level 2')) coachedGamesTest(name, options, GAMES);
});
