/**
 * Everything a coached game needs, in one chunk loaded when a game starts: the engine, the coach and
 * the game's view. (The bundler groups modules by the entry points that reach them: the coach uses
 * shared pieces the other widgets use too, EventList, the keys and the saved-cards check, so the
 * playground's first download is not cut into more, smaller files than before; scripts/budget.mjs
 * measures it.)
 */
export { default as CoachGameView } from './CoachGameView.tsx';
export { openFragment, openingOf, openOpening } from './coachGame.ts';
