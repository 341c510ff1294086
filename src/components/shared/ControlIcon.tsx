/**
 * The step and play controls' symbols (⏮ ◀ ▶ ⏭ ⏸) drawn as inline SVG, so they show on every device.
 * Decoration beside the button's words unless given a `label`.
 */
import { IconSvg } from './IconSvg.tsx';

export type Control = 'first' | 'previous' | 'next' | 'last' | 'play' | 'pause';

const SHAPES: Readonly<Record<Control, string>> = {
  first: 'M2 3h2v10H2zM9 3v10L4 8zM14.5 3v10l-5-5z',
  previous: 'M12.5 2.5v11L3.5 8z',
  next: 'M3.5 2.5v11l9-5.5z',
  last: 'M12 3h2v10h-2zM7 3v10l5-5zM1.5 3v10l5-5z',
  play: 'M4 2.5v11L13.5 8z',
  pause: 'M3.5 3h3v10h-3zM9.5 3h3v10h-3z',
};

interface Props {
  readonly control: Control;
  /** What the icon says when no text beside it does; none: decoration only. */
  readonly label?: string | undefined;
}

export function ControlIcon({ control, label }: Props) {
  return (
    <IconSvg name={control} label={label}>
      <path d={SHAPES[control]} />
    </IconSvg>
  );
}
