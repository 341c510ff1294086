/**
 * The empty element a widget gives the page's phase map to draw its focused map in
 * (phase-map/focusView.ts). Preact must never touch what is drawn there, hydration included: the
 * playground arrives drawn by the server with its game's place on the map, so the map is drawn into
 * the slot before the widget hydrates, and hydration removes whatever children its own tree lacks.
 * `dangerouslySetInnerHTML` is how Preact is told that the content is not its own: it is not
 * applied while hydrating, nor again while it stays the same.
 *
 * `html`: the focused map the server drew for the widget's first state (focusView.ts's `focusHtml`),
 * so that the page does not move when the map is drawn. Given the same for the widget's whole life.
 */
export function FocusSlot({ class: className, html }: { readonly class?: string | undefined; readonly html?: string | undefined }) {
  // Preact compares the strings, not the objects: a new object each render is no change.
  return <div class={className} data-focus-slot dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
