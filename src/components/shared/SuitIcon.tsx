/**
 * The five Suits' symbols (💣 ⚡ 💎 📡 🔒 in src/machine/data/suits.ts, which stay for plain text:
 * logs and option lists) drawn as inline SVG, so they show on every device. Decoration beside the
 * Suit's name unless given a `label`.
 */
import type { JSX } from 'preact';
import type { Suit } from '../../machine/api.ts';
import { IconSvg } from './IconSvg.tsx';

const SHAPES: Readonly<Record<Suit, JSX.Element>> = {
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
};

interface Props {
  readonly suit: Suit;
  /** The Suit's name when no text beside the icon says it; none: decoration only. */
  readonly label?: string | undefined;
}

export function SuitIcon({ suit, label }: Props) {
  return (
    <IconSvg name={suit} label={label}>
      {SHAPES[suit]}
    </IconSvg>
  );
}
