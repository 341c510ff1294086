/** A Suit's symbol (iconShapes.tsx), drawn in SVG so it shows on every device. Decoration beside the Suit's name unless given a `label`. */
import type { Suit } from '../../machine/api.ts';
import { IconSvg } from './IconSvg.tsx';

interface Props {
  readonly suit: Suit;
  /** The Suit's name when no text beside the icon says it; none: decoration only. */
  readonly label?: string | undefined;
}

export function SuitIcon({ suit, label }: Props) {
  return <IconSvg name={suit} label={label} />;
}
