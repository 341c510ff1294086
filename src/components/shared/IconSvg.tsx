/**
 * A small inline icon drawn in SVG, not a font glyph: symbol and emoji glyphs show as empty boxes
 * where no font has them. Drawn in `currentColor` on a 16-unit grid and sized in em, so it takes the
 * colour and size of the text around it. With a `label` it is an image that says it; without, it is
 * decoration (hidden from screen readers) beside text that already names it.
 */
import type { ComponentChildren } from 'preact';

interface Props {
  /** The icon's name for the class (`bng-icon--bombs`). */
  readonly name: string;
  /** What the icon says when no text beside it does; none: decoration only. */
  readonly label?: string | undefined;
  readonly children: ComponentChildren;
}

export function IconSvg({ name, label, children }: Props) {
  const a11y = label === undefined ? { 'aria-hidden': 'true' as const } : { role: 'img' as const, 'aria-label': label };
  return (
    <svg
      class={`bng-icon bng-icon--${name}`}
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      style={{ display: 'inline-block', verticalAlign: '-0.125em', flex: 'none' }}
      {...a11y}
    >
      {label === undefined ? null : <title>{label}</title>}
      {children}
    </svg>
  );
}
