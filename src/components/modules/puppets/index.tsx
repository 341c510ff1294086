/** The two-player game's widgets (the engine's `puppets` module): the Puppet's die, the Markets' numbers and whose Puppet is whose on the table, and its steps. */
import type { ModuleWidgets } from '../types.ts';
import { TwoPlayer } from './Puppets.tsx';

export const widgets: ModuleWidgets = {
  id: 'puppets',
  table: {
    afterBuy: ({ view }) => <TwoPlayer view={view} />,
    market: ({ view, market }) => <TwoPlayer view={view} market={market} />,
    tag: ({ view, player }) => <TwoPlayer view={view} seat={player.seat} />,
  },
  step: () => import('./PuppetStep.tsx').then((m) => m.PuppetStep),
};
