/**
 * The shapes of the site's icons, on a 16-unit grid in `currentColor`: the five Suits' symbols (💣 ⚡
 * 💎 📡 🔒 in src/machine/data/suits.ts, which stay for plain text: logs and option lists) and the
 * step and play controls' (⏮ ◀ ▶ ⏭ ⏸). Each is drawn once per page (IconSprite) and used by name.
 */
import type { JSX } from 'preact';
import type { Suit } from '../../machine/api.ts';

export type Control = 'first' | 'previous' | 'next' | 'last' | 'play' | 'pause';
export type IconName = Suit | Control;

export const ICON_SHAPES: Readonly<Record<IconName, JSX.Element>> = {
  // A round bomb, its fuse and a spark.
  bombs: (
    <>
      <circle cx="6.5" cy="10" r="5.25" />
      <path d="M9.1 4.2l1.9-1.9 2.7 2.7-1.9 1.9z" />
      <path d="M12.4 3.6c.4-1.4 1.2-2 2.4-2" fill="none" stroke="currentColor" stroke-width="1.2" stroke-linecap="round" />
    </>
  ),
  // A lightning bolt.
  bolts: <path d="M9.8.5L2.5 9.2h4.6L5.6 15.5l7.9-9.3H8.8L10.6.5z" />,
  // A cut gem: its crown and, below a thin gap, its pavilion.
  diamonds: (
    <>
      <path d="M4.2 1.8h7.6L15 6H1z" />
      <path d="M1 7.2h14L8 15z" />
    </>
  ),
  // A satellite dish on its stand, the feed held out over the bowl.
  dishes: (
    <>
      <path d="M1.6 4.4A8 8 0 0 0 11.6 14.4z" />
      <path d="M6.6 9.4l5-5" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round" />
      <circle cx="12.3" cy="3.7" r="1.7" />
      <path d="M4.2 12.2L2.6 15.4M1 15.4h4.6" fill="none" stroke="currentColor" stroke-width="1.3" stroke-linecap="round" />
    </>
  ),
  // A padlock: its shackle, and its body with a keyhole.
  locks: (
    <>
      <path d="M4.9 7.2V5a3.1 3.1 0 0 1 6.2 0v2.2" fill="none" stroke="currentColor" stroke-width="1.8" />
      <path
        fill-rule="evenodd"
        d="M3.2 7h9.6a1 1 0 0 1 1 1v6.5a1 1 0 0 1-1 1H3.2a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zM8 9.2a1.3 1.3 0 0 0-.65 2.43V13.4h1.3v-1.77A1.3 1.3 0 0 0 8 9.2z"
      />
    </>
  ),
  first: <path d="M2 3h2v10H2zM9 3v10L4 8zM14.5 3v10l-5-5z" />,
  previous: <path d="M12.5 2.5v11L3.5 8z" />,
  next: <path d="M3.5 2.5v11l9-5.5z" />,
  last: <path d="M12 3h2v10h-2zM7 3v10l5-5zM1.5 3v10l5-5z" />,
  play: <path d="M4 2.5v11L13.5 8z" />,
  pause: <path d="M3.5 3h3v10h-3zM9.5 3h3v10h-3z" />,
};

/** The id of an icon's drawing in the page (IconSprite), which each use of it points at. */
export function iconId(name: IconName): string {
  return `bng-icon-${name}`;
}
