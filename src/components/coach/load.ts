/**
 * Everything a coached game needs, in one chunk loaded when a game starts: the engine, the coach and the game's view.
 *
 * It also names the playground's widget, unused here, on purpose: the bundler groups modules by the
 * set of entry points that reach them, so a coach reaching only part of the playground's first
 * download would cut that download into more, smaller files (measured: 0.6 KB more for the
 * playground, 0.5 KB for every page with worked examples). Reaching all of it keeps the
 * playground's files as they were, and a reader who has opened either page has most of the other's.
 */
export { default as CoachGameView } from './CoachGameView.tsx';
export { openFragment, openingOf, openOpening } from './coachGame.ts';
export { default as PlaygroundWidget } from '../playground/PlaygroundWidget.tsx';
