/**
 * Every icon's drawing, once per page (rendered by the server at the top of each page, see
 * overrides/SkipLink.astro): each icon on the page is a `<use>` of one of these. A level page has
 * some four hundred icons; drawn in full each time they were a third of its compressed HTML.
 */
import { ICON_SHAPES, iconId, type IconName } from './iconShapes.tsx';

export function IconSprite() {
  return (
    <svg class="bng-icon-sprite" aria-hidden="true" focusable="false" width="0" height="0">
      {(Object.keys(ICON_SHAPES) as IconName[]).map((name) => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 16 16">
          {ICON_SHAPES[name]}
        </symbol>
      ))}
    </svg>
  );
}
