/** A step or play control's symbol (iconShapes.tsx), drawn in SVG so it shows on every device. Decoration beside the button's words unless given a `label`. */
import type { Control } from './iconShapes.tsx';
import { IconSvg } from './IconSvg.tsx';

interface Props {
  readonly control: Control;
  /** What the icon says when no text beside it does; none: decoration only. */
  readonly label?: string | undefined;
}

export function ControlIcon({ control, label }: Props) {
  return <IconSvg name={control} label={label} />;
}
