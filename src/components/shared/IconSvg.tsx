/**
 * A small inline icon drawn in SVG, not a font glyph: symbol and emoji glyphs show as empty boxes
 * where no font has them. A `<use>` of the icon's drawing, which the page holds once (IconSprite);
 * sized in em and drawn in `currentColor` (layout.css), so it takes the size and colour of the text
 * around it. With a `label` it is an image that says it; without, it is decoration (hidden from
 * screen readers) beside text that already names it.
 */
import { iconId, type IconName } from './iconShapes.tsx';

interface Props {
  readonly name: IconName;
  /** What the icon says when no text beside it does; none: decoration only. */
  readonly label?: string | undefined;
}

export function IconSvg({ name, label }: Props) {
  const a11y = label === undefined ? { 'aria-hidden': 'true' as const } : { role: 'img' as const, 'aria-label': label };
  // The size as attributes too: a page whose styles have not arrived shows a small icon, not a 300 px box.
  return (
    <svg class={`bng-icon bng-icon--${name}`} width="1em" height="1em" {...a11y}>
      {label === undefined ? null : <title>{label}</title>}
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
