/** Everything a coached game needs, in one chunk loaded when a game starts: the engine, the coach and the game's view. */
export { default as CoachGameView } from './CoachGameView.tsx';
export { openFragment, openingOf, openOpening } from './coachGame.ts';
